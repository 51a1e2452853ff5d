import crypto from "node:crypto";
import type { OrderStatus } from "@quire/domain";
import { AppError } from "../../../http/errors";
import type * as repo from "../checkout.repository";

// What placing an order is asked and answers, and the replay of an order an earlier request with
// the same Idempotency-Key placed.

export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used for a different request.";

export interface PlaceOrderInput {
  expectedTotal: number;
  idempotencyKey: string;
}

export interface PlacedOrder {
  orderNumber: string;
  status: OrderStatus;
  totalCents: number;
  /** true when this answer replays an order placed by an earlier request with the same key */
  replayed: boolean;
}

/** What a retry must repeat to be the same request: the total the shopper reviewed. */
export function requestHashOf(input: Pick<PlaceOrderInput, "expectedTotal">): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify({ expectedTotal: input.expectedTotal }))
    .digest("hex");
}

/** The order an earlier request with this key placed; the key used for another request is refused. */
export function replayOf(order: repo.OrderRow, requestHash: string): PlacedOrder {
  if (order.requestHash !== requestHash) throw new AppError(422, "IDEMPOTENCY_KEY_REUSED", KEY_REUSED_MESSAGE);
  return {
    orderNumber: order.orderNumber,
    status: order.status as OrderStatus,
    totalCents: Number(order.totalCents),
    replayed: true,
  };
}

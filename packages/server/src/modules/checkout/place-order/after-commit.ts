import type { PaymentGateway } from "@quire/gateway";
import type { FastifyBaseLogger } from "fastify";
import { ordersPlaced } from "../../ops";
import type { PlacedOrder } from "./placed-order";

// What follows the order's transaction. A placed order is captured and told to whoever listens
// (the recommendation engine, the confirmation mail); an order that was not placed gives back what
// the gateway gave for it.

/** Told of every placed order after it commits (the recommendation engine, decision 049; the confirmation mail). */
export type OnPlaced = (placed: { orderNumber: string; itemIds: string[] }, log: FastifyBaseLogger) => Promise<void>;

export interface CommittedOrder {
  order: PlacedOrder;
  /** the items ordered, each once */
  itemIds: string[];
  authorisationId: string | null;
  chargedCents: number;
}

/** What the gateway has given an order being placed: voided and refunded if it is not placed. */
export interface GatewayHolds {
  authorisationId: string | null;
  /** gift and prepaid card redemptions */
  redemptions: string[];
}

export async function afterCommit(
  gateway: PaymentGateway,
  placed: CommittedOrder,
  onPlaced: OnPlaced | null,
  log: FastifyBaseLogger,
): Promise<void> {
  // Placed orders are captured now; an order waiting for approval is captured when approved.
  if (placed.authorisationId && placed.order.status === "PLACED") {
    await gateway.capture(placed.authorisationId, placed.chargedCents).catch((error: unknown) => {
      log.error({ err: error, orderNumber: placed.order.orderNumber }, "capture failed; the authorisation stands");
    });
  }
  ordersPlaced.inc();
  if (onPlaced) await onPlaced({ orderNumber: placed.order.orderNumber, itemIds: placed.itemIds }, log);
}

/** An order that failed after the gateway gave something: every hold is given back, failures logged. */
export async function giveBack(gateway: PaymentGateway, holds: GatewayHolds, log: FastifyBaseLogger): Promise<void> {
  if (holds.authorisationId) await voidQuietly(gateway, holds.authorisationId, log);
  for (const redemptionId of holds.redemptions) await refundQuietly(gateway, redemptionId, log);
}

async function voidQuietly(gateway: PaymentGateway, authorisationId: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await gateway.void(authorisationId);
  } catch (error) {
    log.error({ err: error, authorisationId }, "void of an authorisation failed");
  }
}

async function refundQuietly(gateway: PaymentGateway, redemptionId: string, log: FastifyBaseLogger): Promise<void> {
  try {
    if (!(await gateway.refundStoredValue(redemptionId))) log.error({ redemptionId }, "gift card refund refused");
  } catch (error) {
    log.error({ err: error, redemptionId }, "gift card refund failed");
  }
}

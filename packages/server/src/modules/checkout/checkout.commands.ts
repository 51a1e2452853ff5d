import type { CheckoutCommandAnswers, OrderStatus } from "@quire/domain";
import type { z } from "zod";
import type { Command, CommandTable } from "../../http/commands";
import { shopperOfRequest } from "./checkout-request";
import { parseBody, placeOrderInput } from "./checkout.schema";
import type { OrderPlacementService, PlacedOrder } from "./order-placement.service";

// Checkout's changes declared once (decision 063): the JSON route in checkout.routes.ts and the
// checkout page's form action both run these.

export function checkoutCommands(placements: OrderPlacementService) {
  const placeOrder: Command<z.output<typeof placeOrderInput>, PlacedOrder, { orderNumber: string; status: OrderStatus }> = {
    name: "checkout.place-order",
    input: { schema: placeOrderInput, parse: (body) => parseBody(placeOrderInput, body) },
    run: ({ request }, { expectedTotal, idempotencyKey }) =>
      placements.placeOrder(shopperOfRequest(request), { expectedTotal, idempotencyKey }, request.log),
    fromForm: (fields) => ({ expectedTotal: Number(fields.expectedTotal), idempotencyKey: fields.idempotencyKey ?? "" }),
    toPage: (order) => ({ ok: true, value: { orderNumber: order.orderNumber, status: order.status } }),
  };
  return { placeOrder };
}

export type CheckoutCommands = ReturnType<typeof checkoutCommands>;

/** Checkout's commands by the names a page's actions use. */
export function checkoutPageCommands(placements: OrderPlacementService): CommandTable<CheckoutCommandAnswers> {
  return { "checkout.place-order": checkoutCommands(placements).placeOrder };
}

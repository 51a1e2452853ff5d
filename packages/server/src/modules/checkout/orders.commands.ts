import { z } from "zod";
import type { Command } from "../../http/commands";
import { AppError } from "../../http/errors";
import { shopperOfRequest } from "./checkout-request";
import type { OrdersService } from "./orders.service";

// MODIFY_CART (spec section 7), declared once: an approver opens an order of their account
// waiting for approval as their cart, to change it before approving it. The JSON call
// (PUT /cc/api/cart/default?actionType=MODIFY_CART, checkout.routes.ts) and the approvals page's
// "Change" run it.

export const modifyQuery = z.object({
  actionType: z.literal("MODIFY_CART"),
  orderNumber: z.string().max(40),
  tenantId: z.string().max(40).optional(),
  channel: z.string().max(40).optional(),
  returnData: z.string().max(10).optional(),
});

/** An order's number: digits; anything else is an order that is not there. */
const ORDER_NUMBER = /^\d{1,20}$/;

export function ordersCommands(orders: OrdersService) {
  const openAsCart: Command<{ orderNumber: string }, { orderNumber: string }, { orderNumber: string }> = {
    name: "orders.open-as-cart",
    input: {
      schema: modifyQuery,
      parse(body) {
        const query = modifyQuery.safeParse(body);
        if (!query.success) throw new AppError(400, "INVALID_REQUEST", "actionType=MODIFY_CART and an orderNumber are required");
        if (!ORDER_NUMBER.test(query.data.orderNumber))
          throw new AppError(404, "ORDER_NOT_FOUND", "We couldn't find that order.");
        return { orderNumber: query.data.orderNumber };
      },
    },
    run: async ({ request }, { orderNumber }) => {
      await orders.openAsCart(shopperOfRequest(request), request.session, orderNumber);
      return { orderNumber };
    },
    fromForm: (fields) => ({ actionType: "MODIFY_CART", orderNumber: fields.orderNumber ?? "" }),
    toPage: (opened) => ({ ok: true, value: opened }),
  };
  return { openAsCart };
}

import { type QuickOrderDoor, parseQuickOrderText } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import { contextOf, setNewCartCookie } from "../cart";
import { AppError } from "../../http/errors";
import { refuseCardNumberIn } from "../../http/free-text";
import type { QuickOrderService } from "./quick-order.service";

/** The quick-order page's form (and the drawer that enhances it): the JSON call's service and rules. */
export function quickOrderPageDoor(quickOrders: QuickOrderService, request: FastifyRequest, reply: FastifyReply): QuickOrderDoor {
  return {
    async order(text, validateOnly) {
      try {
        refuseCardNumberIn({ text });
        const parsed = parseQuickOrderText(text);
        if (!parsed.ok) throw new AppError(400, parsed.code, parsed.message, { fields: { text: parsed.message } });
        const outcome = await quickOrders.order(request.session, contextOf(request), parsed.entries, validateOnly);
        if (outcome.cart) setNewCartCookie(request, reply, outcome.cart);
        return { ok: true, value: outcome.answer };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}

import { type CartView, ORDERED_BY_ALL, REORDER_MAX_QTY, type RecentlyPurchasedDoor, type ReorderOutcome } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors";
import { doorFailure } from "../../http/commands";
import { contextOf, setNewCartCookie, parseAddItems, type CartService } from "../cart";
import { SIGN_IN_FOR_RECENT_ITEMS, type RecentlyPurchasedService } from "./recently-purchased.service";

const ITEM_ID = /^\d{1,20}$/;
const CART_ERROR = "Sorry, something went wrong. Please try again.";

/**
 * The recently purchased pages' door: the list (the JSON call's service) and reorder, which puts
 * every posted row into the cart in one add call, with the cart's own rules and words.
 */
export function recentlyPurchasedPageDoor(
  recent: RecentlyPurchasedService,
  carts: CartService,
  request: FastifyRequest,
  reply: FastifyReply,
): RecentlyPurchasedDoor {
  return {
    async items(orderedBy) {
      try {
        const value = await recent.recentItems(request.session, orderedBy === "all" ? ORDERED_BY_ALL : undefined);
        return { ok: true, value };
      } catch (error) {
        return doorFailure(error);
      }
    },
    async reorder(rows) {
      try {
        if (!request.session.token.isLoggedIn) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_FOR_RECENT_ITEMS);
        const items = rows.map((row) => {
          const qty = Number(row.qty.trim());
          if (!ITEM_ID.test(row.itemId) || !Number.isInteger(qty) || qty < 1 || qty > REORDER_MAX_QTY) {
            const message = `Enter a quantity from 1 to ${REORDER_MAX_QTY}.`;
            throw new AppError(400, "INVALID_QUANTITY", message, { fields: { [`qty-${row.itemId}`]: message } });
          }
          return { itemId: row.itemId, qty };
        });
        if (items.length === 0) throw new AppError(400, "NOTHING_TO_ADD", "There is nothing to add to the cart.");
        const result = await carts.addItems(contextOf(request), parseAddItems({ items }));
        setNewCartCookie(request, reply, result);
        const body = result.body as { code?: string; message?: string; data?: { cartInfo?: unknown } };
        const cart = body.data?.cartInfo as CartView | undefined;
        if (result.statusCode >= 300 || !cart) {
          // nothing went in: every row is refused with the cart's words
          const message = body.message ?? CART_ERROR;
          return {
            ok: true,
            value: { outcomes: items.map((i) => ({ itemId: i.itemId, name: i.itemId, added: false, message })), cartItemIds: [] },
          };
        }
        const outcomes = items.map((item): ReorderOutcome => {
          const line = cart.items.find((l) => l.itemId === item.itemId || l.altItem?.origItemId === item.itemId);
          const name = line?.product.name ?? item.itemId;
          const refused = cart.items.find((l) => l.status === "TRANSIENT" && l.itemId === item.itemId);
          if (refused) return { itemId: item.itemId, name, added: false, message: refused.messages?.[0]?.message ?? CART_ERROR };
          return { itemId: item.itemId, name, added: true, message: null };
        });
        const cartItemIds = cart.items
          .filter((l) => l.actioned === "ADD_ITEM" && l.cartItemId)
          .map((l) => l.cartItemId as string);
        return { ok: true, value: { outcomes, cartItemIds } };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}

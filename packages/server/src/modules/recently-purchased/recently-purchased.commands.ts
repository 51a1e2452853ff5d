import { type CartView, REORDER_MAX_QTY, type RecentlyPurchasedCommandAnswers, type ReorderOutcome } from "@quire/domain";
import { z } from "zod";
import type { Command, CommandTable } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { AppError } from "../../http/errors";
import { contextOf, setNewCartCookie, parseAddItems, type CartService } from "../cart";
import { SIGN_IN_FOR_RECENT_ITEMS } from "./recently-purchased.service";

// Reorder from the recently purchased pages (decision 045), declared once (decision 063): every
// posted row goes into the cart in one add call, with the cart's own rules and words.

const ITEM_ID = /^\d{1,20}$/;
const CART_ERROR = "Sorry, something went wrong. Please try again.";

const reorderRows = z.object({ rows: z.array(z.object({ itemId: z.string(), qty: z.string() })) });
type ReorderAnswer = RecentlyPurchasedCommandAnswers["recently-purchased.reorder"];

export function reorderCommand(carts: CartService): Command<z.output<typeof reorderRows>, ReorderAnswer, ReorderAnswer> {
  return {
    name: "recently-purchased.reorder",
    input: zodInput(reorderRows),
    async run({ request, reply }, { rows }) {
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
        return { outcomes: items.map((i) => ({ itemId: i.itemId, name: i.itemId, added: false, message })), cartItemIds: [] };
      }
      const outcomes = items.map((item): ReorderOutcome => {
        const line = cart.items.find((l) => l.itemId === item.itemId || l.altItem?.origItemId === item.itemId);
        const name = line?.product.name ?? item.itemId;
        const refused = cart.items.find((l) => l.status === "TRANSIENT" && l.itemId === item.itemId);
        if (refused) return { itemId: item.itemId, name, added: false, message: refused.messages?.[0]?.message ?? CART_ERROR };
        return { itemId: item.itemId, name, added: true, message: null };
      });
      const cartItemIds = cart.items.filter((l) => l.actioned === "ADD_ITEM" && l.cartItemId).map((l) => l.cartItemId as string);
      return { outcomes, cartItemIds };
    },
    // the rows' item numbers (items, joined by commas) and each row's quantity in qty-<itemId>, as the form names them
    fromForm: (fields) => ({
      rows: (fields.items !== undefined ? fields.items.split(",") : []).map((itemId) => ({
        itemId,
        qty: fields[`qty-${itemId}`] ?? "",
      })),
    }),
    toPage: (answer) => ({ ok: true, value: answer }),
  };
}

/** Recently purchased's command by the name the pages' action uses. */
export function recentlyPurchasedPageCommands(carts: CartService): CommandTable<RecentlyPurchasedCommandAnswers> {
  return { "recently-purchased.reorder": reorderCommand(carts) };
}

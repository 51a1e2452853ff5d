import {
  type CartAddAnswer,
  type CartCommandAnswers,
  type CartView,
  type DoorResult,
  type FormFields,
  addItemsRequest,
  couponRequest,
  updateItemsRequest,
} from "@quire/domain";
import { z } from "zod";
import type { Caller, Command, CommandTable } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { contextOf, setNewCartCookie } from "./cart-request";
import { type AddItemsRequest, type UpdateItemsRequest, parseAddItems, parseCouponCode, parseUpdateItems } from "./cart.schema";
import type { CartResult, CartService } from "./cart.service";

// The cart's changes, each declared once (decision 063): the JSON routes in cart.routes.ts and the
// cart forms' actions both run these.

/** the cart in a cart answer, success or refusal */
function cartOf(result: CartResult): CartView | undefined {
  return result.body.data?.cartInfo;
}

/** A cart answer as a page takes it: the cart, or the refusal in the service's words with the cart as it stands. */
export function pageAnswer(result: CartResult, caller: Caller): DoorResult<CartView> {
  setNewCartCookie(caller.request, caller.reply, result);
  const cart = cartOf(result);
  if (result.statusCode < 300 && cart) return { ok: true, value: cart };
  const body = result.body as { code?: string; message?: string };
  return {
    ok: false,
    status: result.statusCode,
    code: body.code ?? "CART_ERROR",
    message: body.message ?? "Sorry, something went wrong. Please try again.",
    ...(cart ? { cart } : {}),
  };
}

/** The lines an add touched: a hard alternate fills the line in place of the item asked for (altItem.origItemId). */
function linesAdded(cart: CartView, itemId: string): string[] {
  const lines = cart.items.filter((line) => (line.itemId === itemId || line.altItem?.origItemId === itemId) && line.cartItemId);
  const added = lines.filter((line) => line.actioned === "ADD_ITEM");
  return (added.length > 0 ? added : lines).map((line) => line.cartItemId as string);
}

/**
 * The quantity a line's form asks for: the stepper's − and + post the shown quantity and a step;
 * the field alone posts what was typed, which the schema then judges.
 */
function steppedQuantity(fields: FormFields): string {
  const typed = (fields.qty ?? "").trim();
  const step = Number(fields.step || "0");
  return /^\d+$/.test(typed) && (step === 1 || step === -1) ? String(Math.max(0, Number(typed) + step)) : typed;
}

const removeLineRequest = z.object({ cartItemId: z.string() });

export function cartCommands(carts: CartService) {
  const addItems: Command<AddItemsRequest, CartResult, CartAddAnswer> = {
    name: "cart.add",
    input: { schema: addItemsRequest, parse: parseAddItems },
    run: ({ request }, input) => carts.addItems(contextOf(request), input),
    // "Add for pickup" (decision 031) posts deliveryType ISP and the store's number
    fromForm: (fields) => ({
      items: [
        {
          itemId: fields.itemId ?? "",
          qty: fields.qty ?? "",
          ...(fields.deliveryType ? { deliveryType: fields.deliveryType, storeNumber: fields.storeNumber ?? "" } : {}),
        },
      ],
    }),
    toPage(result, caller, input) {
      caller.reply.header("x-ctx-token", result.ctxToken);
      const answer = pageAnswer(result, caller);
      if (!answer.ok) return answer;
      const cartItemIds = linesAdded(answer.value, input.items[0]?.itemId ?? "");
      return { ok: true, value: { cart: answer.value, cartItemIds, ctxToken: result.ctxToken } };
    },
  };
  const updateItems: Command<UpdateItemsRequest, CartResult, CartView> = {
    name: "cart.update-items",
    input: { schema: updateItemsRequest, parse: parseUpdateItems },
    run: ({ request }, input) => carts.updateItems(contextOf(request), input),
    fromForm: (fields) => ({ items: [{ cartItemId: fields.cartItemId ?? "", qty: steppedQuantity(fields) }] }),
    toPage: pageAnswer,
  };
  const removeLine: Command<{ cartItemId: string }, CartResult, CartView> = {
    name: "cart.remove",
    input: zodInput(removeLineRequest),
    run: ({ request }, input) => carts.deleteItem(contextOf(request), input.cartItemId),
    fromForm: (fields) => ({ cartItemId: fields.cartItemId ?? "" }),
    toPage: pageAnswer,
  };
  const applyCoupon: Command<string, CartResult, CartView> = {
    name: "cart.apply-coupon",
    input: { schema: couponRequest, parse: parseCouponCode },
    run: ({ request }, couponCode) => carts.applyCoupon(contextOf(request), couponCode),
    fromForm: (fields) => ({ couponCode: fields.couponCode ?? "" }),
    toPage: pageAnswer,
  };
  const removeCoupon: Command<string, CartResult, CartView> = {
    name: "cart.remove-coupon",
    input: { schema: couponRequest, parse: parseCouponCode },
    run: ({ request }, couponCode) => carts.removeCoupon(contextOf(request), couponCode),
    fromForm: (fields) => ({ couponCode: fields.code ?? "" }),
    toPage: pageAnswer,
  };
  return { addItems, updateItems, removeLine, applyCoupon, removeCoupon };
}

export type CartCommands = ReturnType<typeof cartCommands>;

/** The cart's commands by the names a page's actions use. */
export function cartPageCommands(carts: CartService): CommandTable<CartCommandAnswers> {
  const cart = cartCommands(carts);
  return {
    "cart.add": cart.addItems,
    "cart.update-items": cart.updateItems,
    "cart.remove": cart.removeLine,
    "cart.apply-coupon": cart.applyCoupon,
    "cart.remove-coupon": cart.removeCoupon,
  };
}

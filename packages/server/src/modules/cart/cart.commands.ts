import {
  CART_AREA_MESSAGES,
  type CartAddAnswer,
  type CartCommandAnswers,
  type CartView,
  type DoorResult,
  type FormFields,
  type FreeItemsRequest,
  type RelatedAddItem,
  addItemsRequest,
  couponRequest,
  updateItemsRequest,
} from "@quire/domain";
import { z } from "zod";
import type { Caller, Command, CommandTable } from "../../http/commands";
import { zodInput } from "../../http/command-input";
import { AppError } from "../../http/errors";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { optOutCommand } from "./alternates.commands";
import { cartViewerOf, contextOf, setNewCartCookie } from "./cart-request";
import { type AddItemsRequest, type UpdateItemsRequest, parseAddItems, parseCouponCode, parseUpdateItems } from "./cart.schema";
import type { CartResult, CartService } from "./cart.service";
import { freeItemsRequestBody, parseFreeItems } from "./free-items.schema";
import { savedItemsPageCommands } from "./saved-items.commands";

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

/**
 * The add call's items for a form that adds lines belonging to another (decision 025): a product
 * with a protection plan or add-ons, a plan or an add-on for a cart line, a whole bundle. The
 * repeated fields (add-ons, a bundle's items) arrive joined by commas.
 */
function relatedItemsOf(fields: FormFields): RelatedAddItem[] {
  const qty = fields.qty || "1";
  const itemId = fields.itemId ?? "";
  const many = (value: string | undefined) => (value ? value.split(",") : []);
  switch (fields.relation) {
    case "add-with-plan": {
      const plan = fields.planItemId ?? "";
      return [{ itemId, qty }, ...(plan ? [{ itemId: plan, qty, parentItemId: itemId, parentRelationType: "WARRANTY" }] : [])];
    }
    case "add-with-addons":
      return [
        { itemId, qty },
        ...many(fields.addOnItemIds)
          .filter((addOn) => addOn !== "")
          .map((addOn) => ({ itemId: addOn, qty, parentItemId: itemId, parentRelationType: "ADDON" })),
      ];
    case "add-plan":
    case "add-addon": {
      const parentCartItemId = fields.cartItemId ?? "";
      const parentRelationType = fields.relation === "add-plan" ? "WARRANTY" : "ADDON";
      return [
        {
          itemId: (fields.relation === "add-plan" ? fields.planItemId : itemId) ?? "",
          qty,
          parentCartItemId,
          parentRelationType,
        },
      ];
    }
    case "add-bundle":
      return many(fields.bundleItemIds).map((member) => ({ itemId: member, qty, partBundleId: fields.bundleId ?? "" }));
    default:
      return [];
  }
}

/** A line's quantity as it stands: a form that changes only its assembly or delivery keeps it. */
async function lineQuantity(carts: CartService, caller: Caller, cartItemId: string): Promise<number> {
  const { cartInfo } = await carts.readCart(cartViewerOf(caller.request));
  const line = cartInfo.items.find((item) => item.cartItemId === cartItemId && item.status === "ACTIVE");
  return line?.qty ?? 1;
}

// The assembly and delivery forms name the line and what changes; the update call's one schema
// judges it with the line's quantity as it stands.
const assemblyRequest = z.object({ cartItemId: z.string(), furnSvcInfo: z.object({ BASC: z.string(), CUST: z.string() }) });
const deliveryRequest = z.object({ cartItemId: z.string(), deliveryType: z.string(), storeNumber: z.string() });

export function cartCommands(carts: CartService) {
  const addItems: Command<AddItemsRequest, CartResult, CartAddAnswer> = {
    name: "cart.add",
    input: { schema: addItemsRequest, parse: parseAddItems },
    async run({ request }, input) {
      const result = await carts.mutations.addItems(contextOf(request), input);
      // recorded before the answer is sent, so whoever reads the store's analytics next sees it
      if (result.statusCode === 200) await carts.events.added?.(request, input.items);
      return result;
    },
    // "Add for pickup" (decision 031) posts deliveryType ISP and the store's number
    fromForm: (fields) => ({
      items: [
        {
          itemId: fields.itemId ?? "",
          qty: fields.qty ?? "",
          ...(fields.deliveryType ? { deliveryType: fields.deliveryType, storeNumber: fields.storeNumber ?? "" } : {}),
        },
      ],
      // a shopper adding from a page means this cart: a quick-checkout cart becomes a regular one (decision 072)
      forceUpdate: true,
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
  const changeFreeItems: Command<FreeItemsRequest, CartResult, CartView> = {
    name: "cart.change-free-items",
    input: { schema: freeItemsRequestBody, parse: parseFreeItems },
    run: ({ request }, input) => carts.changeFreeItems(contextOf(request), input),
    // a claim posts the offer, a removal the claimed free item (decision 026)
    fromForm: (fields) =>
      fields.offerId !== undefined
        ? { freeItems: [{ offerId: fields.offerId }] }
        : { deleteFreeItems: [{ freeItemId: fields.freeItemId ?? "" }] },
    toPage: pageAnswer,
  };
  const setAssembly: Command<z.output<typeof assemblyRequest>, CartResult, CartView> = {
    name: "cart.set-assembly",
    input: zodInput(assemblyRequest),
    run: async (caller, { cartItemId, furnSvcInfo }) => {
      const qty = await lineQuantity(carts, caller, cartItemId);
      return carts.updateItems(contextOf(caller.request), parseUpdateItems({ items: [{ cartItemId, qty, furnSvcInfo }] }));
    },
    fromForm: (fields) => ({
      cartItemId: fields.cartItemId ?? "",
      furnSvcInfo: { BASC: fields.BASC ?? "", CUST: fields.CUST ?? "" },
    }),
    toPage: pageAnswer,
  };
  const setDelivery: Command<z.output<typeof deliveryRequest>, CartResult, CartView> = {
    name: "cart.set-delivery",
    input: zodInput(deliveryRequest),
    run: async (caller, { cartItemId, deliveryType, storeNumber }) => {
      const qty = await lineQuantity(carts, caller, cartItemId);
      const update = parseUpdateItems({ items: [{ cartItemId, qty, deliveryType, storeNumber }] });
      return carts.updateItems(contextOf(caller.request), update);
    },
    // the radio posts STA, ISP or STS (decision 030); the store comes from the line's store select
    fromForm: (fields) => ({
      cartItemId: fields.cartItemId ?? "",
      deliveryType: fields.delivery ?? "",
      storeNumber: fields.storeNumber ?? "",
    }),
    toPage: pageAnswer,
  };
  const addRelated: Command<AddItemsRequest, CartResult, { cart: CartView; cartItemIds: string[] }> = {
    name: "cart.add-related",
    input: { schema: addItemsRequest, parse: parseAddItems },
    run: ({ request }, input) => carts.addItems(contextOf(request), input),
    fromForm: (fields) => ({ items: relatedItemsOf(fields) }),
    toPage(result, caller) {
      const answer = pageAnswer(result, caller);
      if (!answer.ok) return answer;
      const cartItemIds = answer.value.items
        .filter((line) => line.actioned === "ADD_ITEM" && line.cartItemId)
        .map((line) => line.cartItemId as string);
      return { ok: true, value: { cart: answer.value, cartItemIds } };
    },
  };
  return {
    addItems: onOurSide(addItems),
    updateItems: onOurSide(updateItems),
    removeLine: onOurSide(removeLine),
    applyCoupon: onOurSide(applyCoupon),
    removeCoupon: onOurSide(removeCoupon),
    changeFreeItems: onOurSide(changeFreeItems),
    setAssembly: onOurSide(setAssembly),
    setDelivery: onOurSide(setDelivery),
    addRelated: onOurSide(addRelated),
  };
}

/**
 * A cart change that fails on our side (not a refusal, not the database being away) answers 500
 * TECHNICAL_PROBLEM with the cart's words (cart.md section 8), on the JSON call and on the page's
 * form alike; what went wrong is logged, never shown.
 */
function onOurSide<Input, Result, PageAnswer>(command: Command<Input, Result, PageAnswer>): Command<Input, Result, PageAnswer> {
  return {
    ...command,
    async run(caller, input) {
      try {
        return await command.run(caller, input);
      } catch (error) {
        if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
        caller.request.log.error({ err: error }, "cart change failed");
        throw new AppError(500, "TECHNICAL_PROBLEM", CART_AREA_MESSAGES.TECHNICAL_PROBLEM);
      }
    },
  };
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
    "cart.change-free-items": cart.changeFreeItems,
    "cart.set-assembly": cart.setAssembly,
    "cart.set-delivery": cart.setDelivery,
    "cart.add-related": cart.addRelated,
    "cart.hide-alternates": optOutCommand(),
    ...savedItemsPageCommands(carts),
  };
}

import { type CartView, type DoorResult, type SavedItemsDoor, safeReturnPath } from "@quire/domain";
import { type ActionFunctionArgs, redirect } from "react-router";
import { type CartFormAnswer, RESPOND_WITH_DATA } from "../../lib/cart-form";
import { relatedAddItems } from "../../lib/line-relation-forms";
import { SEE_OTHER, field, formFields, refused, unknownIntent } from "../../lib/form-actions.server";

// The cart forms' actions: each runs the change's command (decision 063) or the cart's door, then
// post/redirect/get, or answers a script's fetcher with the cart.

/**
 * A cart change asked for by a page's script (lib/cart-form.ts) is answered with the cart, or the
 * refusal with the cart as it stands, instead of the next page: React Router then reads the
 * page's loaders again.
 */
function answerCart(intent: string, target: string | null, result: DoorResult<CartView>) {
  if (result.ok) return { answer: { intent, target, cart: result.value } } satisfies CartFormAnswer;
  const body = refused(intent, target, result);
  if (result.cart) body.data.refusal.cart = result.cart;
  return body;
}

/**
 * Cart forms: add (product page, tiles), update-quantity, remove, apply-coupon, remove-coupon;
 * saved for later: save-for-later, move-to-cart, move-all-to-cart, remove-saved.
 */
export async function cartFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const cartPath = context.tenant.cartPath;
  const cart = context.doors.cart;
  const script = field(form, RESPOND_WITH_DATA.name) === RESPOND_WITH_DATA.value;
  switch (intent) {
    case "add": {
      // "Add for pickup" (decision 031) posts deliveryType ISP and the store's number
      const fields = formFields(form, ["itemId", "qty", "deliveryType", "storeNumber"]);
      const itemId = fields.itemId ?? "";
      const result = await context.commands.run("cart.add", fields);
      if (script) {
        if (!result.ok) return answerCart(intent, itemId, result);
        const { cart: added, cartItemIds, ctxToken } = result.value;
        return { answer: { intent, target: itemId, cart: added, cartItemIds, ctxToken } } satisfies CartFormAnswer;
      }
      if (!result.ok)
        return refused(intent, itemId, result, fields.deliveryType ? { deliveryType: fields.deliveryType } : undefined);
      const ids = result.value.cartItemIds;
      return redirect(ids.length > 0 ? `${cartPath}?cartItemIds=${encodeURIComponent(ids.join(","))}` : cartPath, SEE_OTHER);
    }
    case "update-quantity": {
      const cartItemId = field(form, "cartItemId");
      const result = await context.commands.run("cart.update-items", formFields(form, ["cartItemId", "qty", "step"]));
      if (script) return answerCart(intent, cartItemId, result);
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, cartItemId, result);
    }
    case "remove": {
      const cartItemId = field(form, "cartItemId");
      const result = await context.commands.run("cart.remove", formFields(form, ["cartItemId"]));
      if (script) return answerCart(intent, cartItemId, result);
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, cartItemId, result);
    }
    case "apply-coupon": {
      const result = await context.commands.run("cart.apply-coupon", formFields(form, ["couponCode"]));
      if (script) return answerCart(intent, null, result);
      if (!result.ok) return refused(intent, null, result, formFields(form, ["couponCode"]));
      // The cart page says the coupon was added (what a script shows from the call's answer).
      const code = encodeURIComponent(field(form, "couponCode").trim().toUpperCase());
      return redirect(`${cartPath}?couponApplied=${code}`, SEE_OTHER);
    }
    case "remove-coupon": {
      const code = field(form, "code");
      const result = await context.commands.run("cart.remove-coupon", formFields(form, ["code"]));
      if (script) return answerCart(intent, code, result);
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, code, result);
    }
    case "hide-alternates": {
      // "Don't show alternatives" for 30 days (decision 027): the door sets the browser's opt-out
      const result = cart.hideAlternates ? await cart.hideAlternates() : null;
      if (!result) return unknownIntent(intent);
      // back to the page the drawer was on (the cart, or a product page), when it is one of ours
      const back = safeReturnPath(field(form, "returnTo")) ?? cartPath;
      return result.ok ? redirect(back, SEE_OTHER) : refused(intent, null, result);
    }
    case "set-budget-centre": {
      // the budget centre this order is charged to (decision 044)
      const result = await context.doors.budgets.chooseCentre(field(form, "budgetCentreId"));
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, null, result);
    }
    case "save-for-later":
    case "move-to-cart":
    case "move-all-to-cart":
    case "remove-saved":
      return savedItemsFormAction(intent, form, context.doors.savedItems, cartPath, script);
    // Free items and furniture assembly (decision 026).
    case "claim-free-item":
    case "remove-free-item": {
      const target = field(form, intent === "claim-free-item" ? "offerId" : "freeItemId");
      const result = await cart.changeFreeItems(intent === "claim-free-item" ? { offerId: target } : { freeItemId: target });
      if (script) return answerCart(intent, target, result);
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, target, result);
    }
    case "set-assembly": {
      const cartItemId = field(form, "cartItemId");
      const result = await cart.setAssembly(cartItemId, { BASC: field(form, "BASC"), CUST: field(form, "CUST") });
      if (script) return answerCart(intent, cartItemId, result);
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, cartItemId, result, formFields(form, ["BASC", "CUST"]));
    }
    case "set-delivery": {
      // a line's delivery: ship to me, pick up at a store, ship to a store (decision 030)
      const cartItemId = field(form, "cartItemId");
      const choice = field(form, "delivery");
      // the radio posts "ISP" or "STS"; the store comes from the line's store select (or the form's own store)
      const storeNumber = field(form, "storeNumber");
      const result = cart.setDelivery ? await cart.setDelivery(cartItemId, choice, storeNumber) : null;
      if (!result) return unknownIntent(intent);
      if (script) return answerCart(intent, cartItemId, result);
      return result.ok
        ? redirect(cartPath, SEE_OTHER)
        : refused(intent, cartItemId, result, formFields(form, ["delivery", "storeNumber"]));
    }
    case "add-with-plan":
    case "add-with-addons":
    case "add-plan":
    case "add-addon":
    case "add-bundle": {
      // plans, add-ons and bundles (decision 025): the cart page after the add, the form's page with the reason otherwise
      const { items, target } = relatedAddItems(intent, form);
      const result = await cart.addRelated(items);
      if (script) return answerCart(intent, target, result.ok ? { ok: true, value: result.value.cart } : result);
      if (!result.ok) return refused(intent, target, result);
      const ids = result.value.cartItemIds;
      return redirect(ids.length > 0 ? `${cartPath}?cartItemIds=${encodeURIComponent(ids.join(","))}` : cartPath, SEE_OTHER);
    }
    default:
      return unknownIntent(intent);
  }
}

/** Saved for later (decision 024): a line saved, a saved item moved back or removed, all moved back. */
async function savedItemsFormAction(
  intent: "save-for-later" | "move-to-cart" | "move-all-to-cart" | "remove-saved",
  form: FormData,
  saved: SavedItemsDoor,
  cartPath: string,
  script: boolean,
) {
  const target =
    intent === "save-for-later" ? field(form, "cartItemId") : intent === "move-all-to-cart" ? null : field(form, "listItemId");
  const result =
    intent === "save-for-later"
      ? await saved.save(target ?? "")
      : intent === "move-to-cart"
        ? await saved.moveToCart(target ?? "")
        : intent === "remove-saved"
          ? await saved.remove(target ?? "")
          : await saved.moveAllToCart();
  if (script) return answerCart(intent, target, result);
  return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, target, result);
}

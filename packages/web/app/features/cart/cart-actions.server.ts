import { type CartView, type DoorResult, safeReturnPath } from "@quire/domain";
import { type ActionFunctionArgs, redirect } from "react-router";
import { type CartFormAnswer, RESPOND_WITH_DATA } from "../../lib/cart-form";
import { SEE_OTHER, field, formFields, refused, unknownIntent } from "../../lib/form-actions.server";

// The cart forms' actions: each runs the change's command (decision 063), then post/redirect/get,
// or answers a script's fetcher with the cart.

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
      // "Don't show alternatives" for 30 days (decision 027): the command sets the browser's opt-out
      const result = await context.commands.run("cart.hide-alternates", {});
      // back to the page the drawer was on (the cart, or a product page), when it is one of ours
      const back = safeReturnPath(field(form, "returnTo")) ?? cartPath;
      return result.ok ? redirect(back, SEE_OTHER) : refused(intent, null, result);
    }
    case "set-budget-centre": {
      // the budget centre this order is charged to (decision 044)
      const result = await context.commands.run("budgets.choose-centre", { budgetCentreId: field(form, "budgetCentreId") });
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, null, result);
    }
    case "save-for-later":
    case "move-to-cart":
    case "move-all-to-cart":
    case "remove-saved":
      return savedItemsFormAction(intent, form, context, cartPath, script);
    // Free items and furniture assembly (decision 026).
    case "claim-free-item":
    case "remove-free-item": {
      const name = intent === "claim-free-item" ? "offerId" : "freeItemId";
      const target = field(form, name);
      const result = await context.commands.run("cart.change-free-items", { [name]: target });
      if (script) return answerCart(intent, target, result);
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, target, result);
    }
    case "set-assembly": {
      const cartItemId = field(form, "cartItemId");
      const result = await context.commands.run("cart.set-assembly", formFields(form, ["cartItemId", "BASC", "CUST"]));
      if (script) return answerCart(intent, cartItemId, result);
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, cartItemId, result, formFields(form, ["BASC", "CUST"]));
    }
    case "set-delivery": {
      // a line's delivery: ship to me, pick up at a store, ship to a store (decision 030)
      const cartItemId = field(form, "cartItemId");
      // the radio posts "ISP" or "STS"; the store comes from the line's store select (or the form's own store)
      const result = await context.commands.run("cart.set-delivery", formFields(form, ["cartItemId", "delivery", "storeNumber"]));
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
      const target = field(form, relatedTargetField[intent]);
      const result = await context.commands.run("cart.add-related", {
        ...formFields(form, ["itemId", "qty", "planItemId", "cartItemId", "bundleId"]),
        relation: intent,
        // the repeated fields go joined (item ids hold no commas)
        addOnItemIds: form
          .getAll("addOnItemId")
          .filter((v) => typeof v === "string")
          .join(","),
        bundleItemIds: form
          .getAll("bundleItemId")
          .filter((v) => typeof v === "string")
          .join(","),
      });
      if (script) return answerCart(intent, target, result.ok ? { ok: true, value: result.value.cart } : result);
      if (!result.ok) return refused(intent, target, result);
      const ids = result.value.cartItemIds;
      return redirect(ids.length > 0 ? `${cartPath}?cartItemIds=${encodeURIComponent(ids.join(","))}` : cartPath, SEE_OTHER);
    }
    default:
      return unknownIntent(intent);
  }
}

/** What a line-relation form is about, for its refusal (decision 025). */
const relatedTargetField = {
  "add-with-plan": "itemId",
  "add-with-addons": "itemId",
  "add-plan": "cartItemId",
  "add-addon": "cartItemId",
  "add-bundle": "bundleId",
} as const;

/** Saved for later's commands by the form's intent. */
const savedItemsCommand = {
  "save-for-later": "saved-items.save",
  "move-to-cart": "saved-items.move-to-cart",
  "move-all-to-cart": "saved-items.move-all-to-cart",
  "remove-saved": "saved-items.remove",
} as const;

/** Saved for later (decision 024): a line saved, a saved item moved back or removed, all moved back. */
async function savedItemsFormAction(
  intent: keyof typeof savedItemsCommand,
  form: FormData,
  context: ActionFunctionArgs["context"],
  cartPath: string,
  script: boolean,
) {
  const target =
    intent === "save-for-later" ? field(form, "cartItemId") : intent === "move-all-to-cart" ? null : field(form, "listItemId");
  const fields = intent === "save-for-later" ? { cartItemId: target ?? "" } : { listItemId: target ?? "" };
  const result = await context.commands.run(savedItemsCommand[intent], fields);
  if (script) return answerCart(intent, target, result);
  return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, target, result);
}

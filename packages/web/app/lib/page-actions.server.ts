import {
  ADDRESS_FIELD_LABELS,
  type AddressSuggestion,
  type CartView,
  cardNumberFailureOf,
  type DoorFailure,
  type DoorResult,
  LOGIN_ROUTES,
  type SavedItemsDoor,
  safeReturnPath,
  withReturnTarget,
} from "@quire/domain";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { type CartFormAnswer, type CartFormRefusal, RESPOND_WITH_DATA } from "./cart-form";
import type { CheckoutFormNotice } from "./checkout-notice";
import { relatedAddItems } from "./line-relation-forms";
import { CHECKOUT_PATH } from "./paths";

// Route actions: what a page's <form method="post"> reaches before hydration or without
// JavaScript (and a fetcher with it). Each calls the services' in-process door, then
// post/redirect/get on success, or answers the page again with the service's words on failure.
// The server has already checked the form's CSRF field against the cookie (page-forms.ts).

/** What a page renders after a refused post: which form, which line, and what the service said. */
type FormRefusal = CartFormRefusal;

const SEE_OTHER = 303;

export function refused(intent: string, target: string | null, failure: DoorFailure, values?: Record<string, string>) {
  const body: { refusal: FormRefusal } = {
    refusal: {
      intent,
      target,
      code: failure.code,
      message: failure.message,
      status: failure.status,
      ...(failure.fields ? { fields: failure.fields } : {}),
      ...(values ? { values } : {}),
    },
  };
  return data(body, { status: failure.status });
}

export function unknownIntent(intent: string) {
  return data(
    { refusal: { intent, target: null, code: "INVALID_REQUEST", message: "This form can't do that." } satisfies FormRefusal },
    { status: 400 },
  );
}

export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

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

/** Where to go after signing in: the page the shopper came from, when it is one of ours. */
function returnPathOf(request: Request): string {
  const url = new URL(request.url);
  return safeReturnPath(url.searchParams.get("jumpUrl") ?? url.searchParams.get("TARGET")) ?? "/";
}

export function formFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (form.has(name) ? [[name, field(form, name)]] : [])));
}

export async function signInFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await context.doors.session.signIn(formFields(form, ["email", "password"]));
  if (!result.ok) return refused("sign-in", null, result, formFields(form, ["email"]));
  return redirect(returnPathOf(request), SEE_OTHER);
}

export async function createAccountFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await context.doors.session.register(
    formFields(form, ["email", "password", "firstName", "lastName", "companyName"]),
  );
  if (!result.ok) {
    return refused("create-account", null, result, formFields(form, ["email", "firstName", "lastName", "companyName"]));
  }
  return redirect(returnPathOf(request), SEE_OTHER);
}

/** "Check out as a guest": the guest's checkout session, then the checkout (or the reason, e.g. on advantage). */
export async function guestCheckoutFormAction({ context }: ActionFunctionArgs) {
  const result = await context.doors.session.checkOutAsGuest();
  if (!result.ok) return refused("guest-checkout", null, result);
  return redirect(CHECKOUT_PATH, SEE_OTHER);
}

/** The confirmation's offer: an account from the guest's order, then that order in the account. */
export async function guestAccountFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const order = await context.doors.session.guestOrder();
  const result = await context.doors.session.createAccountFromGuestOrder(formFields(form, ["password"]));
  if (!result.ok) return refused("guest-account", null, result);
  return redirect(order ? `/account/orders/${encodeURIComponent(order.orderNumber)}?accountCreated=1` : "/account", SEE_OTHER);
}

export async function signOutFormAction({ context }: ActionFunctionArgs) {
  await context.doors.session.signOut();
  return redirect("/", SEE_OTHER);
}

export async function approvalsFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const orderNumber = field(form, "orderNumber");
  if (intent === "change") {
    // The approver changes the order in their cart, then approves it here (MODIFY_CART).
    const opened = await context.doors.orders.openAsCart(orderNumber);
    if (!opened.ok) {
      if (opened.status === 401) return redirect(`${LOGIN_ROUTES.identityLogin}?redirected=1`, SEE_OTHER);
      return refused(intent, orderNumber, opened);
    }
    return redirect(context.tenant.cartPath, SEE_OTHER);
  }
  if (intent !== "approve" && intent !== "decline") return unknownIntent(intent);
  // Declining asks first (decision 040): the first post shows the confirmation with its reason field.
  if (intent === "decline" && field(form, "confirmed") !== "yes") {
    return data({ confirmDecline: { orderNumber, comment: field(form, "comment") } });
  }
  const result = await context.doors.approvals.decide(intent, orderNumber, field(form, "comment"));
  if (!result.ok) {
    // A guest (or an ended session) is sent to sign in, then back here.
    if (result.status === 401) return redirect(`${LOGIN_ROUTES.identityLogin}?redirected=1`, SEE_OTHER);
    return refused(intent, orderNumber, result);
  }
  return redirect(`/approvals?decided=${encodeURIComponent(orderNumber)}&action=${intent}`, SEE_OTHER);
}

// ---- Checkout ----

/** A refused checkout form also says its status: 409 means the total changed since the review. */
type CheckoutFormRefusal = FormRefusal & { status: number; addressSuggestion?: AddressSuggestion };

function checkoutRefused(intent: string, target: string | null, failure: DoorFailure, values?: Record<string, string>) {
  const refusal: CheckoutFormRefusal = {
    intent,
    target,
    code: failure.code,
    message: failure.message,
    status: failure.status,
    ...(failure.fields ? { fields: failure.fields } : {}),
    ...(values ? { values } : {}),
    ...(failure.addressSuggestion ? { addressSuggestion: failure.addressSuggestion } : {}),
  };
  return data({ refusal }, { status: failure.status });
}

const ADDRESS_FIELD_NAMES = Object.keys(ADDRESS_FIELD_LABELS);
const PICKUP_PERSON_FIELDS = ["firstName", "lastName", "phone", "extension", "email"];
/** "Keep the address I entered" after a suggestion (decision 022); addressId: the billing address kept. */
const ADDRESS_CONFIRMED = "addressConfirmed";
const BILLING_FIELDS = [...ADDRESS_FIELD_NAMES, ADDRESS_CONFIRMED, "addressId"].map((name) => `billing.${name}`);
/** The payment form's choice: "saved:<id>", "new" (a card from the gateway) or "account". */
const SAVED_CARD_OPTION = "saved:";

/** What the payment form's choice asks of the checkout door (CheckoutDoor.attachPayment's fields). */
function paymentFields(form: FormData): Record<string, string> {
  const option = field(form, "paymentOption");
  if (option === "account") return { paymentType: "ON_ACCOUNT", purchaseOrderNumber: field(form, "purchaseOrderNumber") };
  if (option.startsWith(SAVED_CARD_OPTION))
    return { paymentType: "CREDIT_CARD", savedCardId: option.slice(SAVED_CARD_OPTION.length) };
  if (option !== "new") return {};
  const fields: Record<string, string> = { paymentType: "CREDIT_CARD", cardToken: field(form, "cardToken") };
  if (field(form, "saveCard") === "on") fields.saveCard = "on";
  const nickname = field(form, "nickname").trim();
  if (nickname) fields.nickname = nickname;
  // The billing inputs stay in the page (hidden) while "Same as shipping address" is ticked.
  if (field(form, "billingSameAsShipping") === "on") fields.billingSameAsShipping = "on";
  else Object.assign(fields, formFields(form, BILLING_FIELDS));
  return fields;
}

/**
 * The checkout form fields a shopper types. A card number in one (an address line, a nickname, a PO
 * number) is refused here with the shared refusal the JSON calls' schemas give, before the door,
 * which itself refuses only a field that is a card number as a whole.
 */
const TYPED_CHECKOUT_FIELDS = [...ADDRESS_FIELD_NAMES, ...BILLING_FIELDS, "nickname", "purchaseOrderNumber"];

/**
 * The checkout page's forms, by their intent: delivery, address (kind shipping | pickup), payment,
 * default-card, delete-card and place-order. Each done step is post/redirect/get to the checkout
 * (an order to its confirmation); a refusal answers the page with the door's words, fields and
 * status, and what was typed. A guest (or an ended session) is sent to sign in and back.
 */
export async function checkoutFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const checkout = context.doors.checkout;
  const answer = (result: DoorResult<unknown>, target: string | null = null, values?: Record<string, string>) => {
    if (result.ok) return redirect(CHECKOUT_PATH, SEE_OTHER);
    if (result.status === 401) {
      return redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, CHECKOUT_PATH, context.tenant.id), SEE_OTHER);
    }
    return checkoutRefused(intent, target, result, values);
  };
  switch (intent) {
    case "delivery": {
      const fields = formFields(form, ["method", "storeNumber"]);
      if (fields.method !== "PICKUP") delete fields.storeNumber;
      return answer(await checkout.chooseDelivery(fields), null, fields);
    }
    case "address": {
      const kind = field(form, "kind");
      if (kind !== "shipping" && kind !== "pickup") return unknownIntent(intent);
      const addressId = kind === "shipping" ? field(form, "addressId") : "";
      // A saved address chosen: the new address inputs (hidden in the page) are not read.
      const fields = addressId
        ? { addressId }
        : formFields(form, kind === "pickup" ? PICKUP_PERSON_FIELDS : [...ADDRESS_FIELD_NAMES, ADDRESS_CONFIRMED]);
      const values = formFields(form, [...ADDRESS_FIELD_NAMES, "addressId"]);
      const cardNumber = cardNumberFailureOf(fields, TYPED_CHECKOUT_FIELDS);
      if (cardNumber) return checkoutRefused(intent, kind, cardNumber, values);
      const result = await checkout.saveAddress(kind, fields);
      // Kept as typed after a suggestion: the step says so (address_validation_confirmation).
      if (result.ok && !addressId && field(form, ADDRESS_CONFIRMED) === "on")
        return redirect(`${CHECKOUT_PATH}?${ADDRESS_CONFIRMED}=1`, SEE_OTHER);
      return answer(result, kind, values);
    }
    case "payment": {
      const values = formFields(form, [
        "paymentOption",
        "cardToken",
        "saveCard",
        "nickname",
        "billingSameAsShipping",
        "purchaseOrderNumber",
        ...BILLING_FIELDS,
      ]);
      const fields = paymentFields(form);
      const cardNumber = cardNumberFailureOf(fields, TYPED_CHECKOUT_FIELDS);
      if (cardNumber) return checkoutRefused(intent, null, cardNumber, values);
      return answer(await checkout.attachPayment(fields), null, values);
    }
    case "default-card": {
      const savedCardId = field(form, "savedCardId");
      return answer(await checkout.setDefaultCard(savedCardId), savedCardId);
    }
    case "delete-card": {
      const savedCardId = field(form, "savedCardId");
      return answer(await checkout.deleteCard(savedCardId), savedCardId);
    }
    // ---- gift and prepaid cards, Easy Rewards, Amex points: back to the payment's tab they came from
    case "gift-balance": {
      const values = formFields(form, ["giftCardNumber"]);
      const result = await checkout.giftCardBalance(formFields(form, ["giftCardNumber", "pin"]));
      if (!result.ok) return answer(result, null, values);
      return { notice: { intent, giftCardBalance: result.value } satisfies CheckoutFormNotice };
    }
    case "apply-gift-card": {
      const result = await checkout.applyGiftCard(formFields(form, ["giftCardNumber", "pin"]));
      if (!result.ok) return answer(result, null, formFields(form, ["giftCardNumber"]));
      // Covered in full: nothing else to choose, on to the review.
      if (result.value.paymentSummary?.balanceOrdTotal === 0) return redirect(CHECKOUT_PATH, SEE_OTHER);
      return redirect(`${CHECKOUT_PATH}?edit=payment&paymentTab=gift`, SEE_OTHER);
    }
    case "apply-rewards": {
      const result = await checkout.applyRewards(formFields(form, ["amount"]));
      return result.ok
        ? redirect(`${CHECKOUT_PATH}?edit=payment`, SEE_OTHER)
        : answer(result, null, formFields(form, ["amount"]));
    }
    case "apply-amex-points": {
      const result = await checkout.applyAmexPoints(formFields(form, ["amount"]));
      if (!result.ok) return answer(result, null, formFields(form, ["amount"]));
      const { status, message } = result.value;
      return { notice: { intent, amexPoints: { status, message } } satisfies CheckoutFormNotice };
    }
    case "remove-applied": {
      const id = field(form, "appliedPaymentId");
      const result = await checkout.removeAppliedPayment(id);
      const tab = field(form, "paymentTab") === "gift" ? "&paymentTab=gift" : "";
      return result.ok ? redirect(`${CHECKOUT_PATH}?edit=payment${tab}`, SEE_OTHER) : answer(result, id);
    }
    // ---- wallets (PayPal, Klarna, Apple Pay): to the gateway's approval page, and back with its approval
    case "start-wallet": {
      const wallet = field(form, "wallet");
      const returnUrl = `${new URL(request.url).origin}${CHECKOUT_PATH}`;
      const result = await checkout.startWallet({ wallet, returnUrl });
      return result.ok ? redirect(result.value.url, SEE_OTHER) : answer(result, wallet, { wallet });
    }
    case "attach-wallet": {
      const fields = formFields(form, ["wallet", "nonce"]);
      return answer(await checkout.attachWallet(fields), fields.wallet ?? null, fields);
    }
    // ---- wallets: end
    case "place-order": {
      const result = await context.commands.run("checkout.place-order", formFields(form, ["expectedTotal", "idempotencyKey"]));
      if (!result.ok) return answer(result);
      return redirect(`${CHECKOUT_PATH}/confirmation/${encodeURIComponent(result.value.orderNumber)}`, SEE_OTHER);
    }
    default:
      return unknownIntent(intent);
  }
}

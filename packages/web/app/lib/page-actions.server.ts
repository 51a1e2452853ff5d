import { type CartView, type DoorFailure, type DoorResult, LOGIN_ROUTES, safeReturnPath } from "@quire/domain";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { type CartFormAnswer, type CartFormRefusal, RESPOND_WITH_DATA } from "./cart-form";

// Route actions: what a page's <form method="post"> reaches before hydration or without
// JavaScript (and a fetcher with it). Each calls the services' in-process door, then
// post/redirect/get on success, or answers the page again with the service's words on failure.
// The server has already checked the form's CSRF field against the cookie (page-forms.ts).

/** What a page renders after a refused post: which form, which line, and what the service said. */
type FormRefusal = CartFormRefusal;

const SEE_OTHER = 303;

function refused(intent: string, target: string | null, failure: DoorFailure, values?: Record<string, string>) {
  const body: { refusal: FormRefusal } = {
    refusal: {
      intent,
      target,
      code: failure.code,
      message: failure.message,
      ...(failure.fields ? { fields: failure.fields } : {}),
      ...(values ? { values } : {}),
    },
  };
  return data(body, { status: failure.status });
}

function unknownIntent(intent: string) {
  return data(
    { refusal: { intent, target: null, code: "INVALID_REQUEST", message: "This form can't do that." } satisfies FormRefusal },
    { status: 400 },
  );
}

const field = (form: FormData, name: string) => {
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

/** Cart forms: add (product page, tiles), update-quantity, remove, apply-coupon, remove-coupon. */
export async function cartFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const cartPath = context.tenant.cartPath;
  const cart = context.doors.cart;
  const script = field(form, RESPOND_WITH_DATA.name) === RESPOND_WITH_DATA.value;
  switch (intent) {
    case "add": {
      const itemId = field(form, "itemId");
      const result = await cart.add(itemId, field(form, "qty"));
      if (!result.ok) return refused(intent, itemId, result);
      const ids = result.value.cartItemIds;
      return redirect(ids.length > 0 ? `${cartPath}?cartItemIds=${encodeURIComponent(ids.join(","))}` : cartPath, SEE_OTHER);
    }
    case "update-quantity": {
      const cartItemId = field(form, "cartItemId");
      const step = Number(field(form, "step") || "0");
      const typed = field(form, "qty").trim();
      // The stepper's − and + post the shown quantity and a step; the field alone posts what was typed.
      const qty = /^\d+$/.test(typed) && (step === 1 || step === -1) ? String(Math.max(0, Number(typed) + step)) : typed;
      const result = await cart.updateQuantity(cartItemId, qty);
      if (script) return answerCart(intent, cartItemId, result);
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, cartItemId, result);
    }
    case "remove": {
      const cartItemId = field(form, "cartItemId");
      const result = await cart.remove(cartItemId);
      if (script) return answerCart(intent, cartItemId, result);
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, cartItemId, result);
    }
    case "apply-coupon": {
      const result = await cart.applyCoupon(field(form, "couponCode"));
      if (script) return answerCart(intent, null, result);
      if (!result.ok) return refused(intent, null, result, formFields(form, ["couponCode"]));
      // The cart page says the coupon was added (what a script shows from the call's answer).
      const code = encodeURIComponent(field(form, "couponCode").trim().toUpperCase());
      return redirect(`${cartPath}?couponApplied=${code}`, SEE_OTHER);
    }
    case "remove-coupon": {
      const code = field(form, "code");
      const result = await cart.removeCoupon(code);
      if (script) return answerCart(intent, code, result);
      return result.ok ? redirect(cartPath, SEE_OTHER) : refused(intent, code, result);
    }
    default:
      return unknownIntent(intent);
  }
}

/** Where to go after signing in: the page the shopper came from, when it is one of ours. */
function returnPathOf(request: Request): string {
  const url = new URL(request.url);
  return safeReturnPath(url.searchParams.get("jumpUrl") ?? url.searchParams.get("TARGET")) ?? "/";
}

function formFields(form: FormData, names: readonly string[]): Record<string, string> {
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

export async function signOutFormAction({ context }: ActionFunctionArgs) {
  await context.doors.session.signOut();
  return redirect("/", SEE_OTHER);
}

export async function approvalsFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent !== "approve" && intent !== "decline") return unknownIntent(intent);
  const orderNumber = field(form, "orderNumber");
  const result = await context.doors.approvals.decide(intent, orderNumber, field(form, "comment"));
  if (!result.ok) {
    // A guest (or an ended session) is sent to sign in, then back here.
    if (result.status === 401) return redirect(`${LOGIN_ROUTES.identityLogin}?redirected=1`, SEE_OTHER);
    return refused(intent, orderNumber, result);
  }
  return redirect(`/approvals?decided=${encodeURIComponent(orderNumber)}&action=${intent}`, SEE_OTHER);
}

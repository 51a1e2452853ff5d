import type { SessionCommandAnswers } from "@quire/domain";
import { type ActionFunctionArgs, redirect } from "react-router";
import type { ActionAnswer } from "../../lib/action-post";
import { RESPOND_WITH_DATA } from "../../lib/cart-form";
import { CHECKOUT_PATH } from "../../lib/paths";
import { SEE_OTHER, field, formFields, refused, returnPathOf } from "../../lib/form-actions.server";

/** A signed-in session's answer to a hydrated form: the guest cart's merge, kept for the next page. */
export type SignedInAnswer = ActionAnswer<SessionCommandAnswers["session.sign-in"]>;

/** A hydrated form (the login page's, the checkout drawer's) asks for data: it loads the next page itself. */
const wantsData = (form: FormData) => field(form, RESPOND_WITH_DATA.name) === RESPOND_WITH_DATA.value;

export async function signInFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await context.commands.run("session.sign-in", formFields(form, ["email", "password"]));
  if (!result.ok) return refused("sign-in", null, result, formFields(form, ["email"]));
  if (wantsData(form)) return { answer: { merge: result.value.merge } } satisfies SignedInAnswer;
  return redirect(returnPathOf(request), SEE_OTHER);
}

export async function createAccountFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await context.commands.run(
    "session.register",
    formFields(form, ["email", "password", "firstName", "lastName", "companyName"]),
  );
  if (!result.ok) {
    return refused("create-account", null, result, formFields(form, ["email", "firstName", "lastName", "companyName"]));
  }
  if (wantsData(form)) return { answer: { merge: result.value.merge } } satisfies SignedInAnswer;
  return redirect(returnPathOf(request), SEE_OTHER);
}

/** "Check out as a guest": the guest's checkout session, then the checkout (or the reason, e.g. on advantage). */
export async function guestCheckoutFormAction({ context }: ActionFunctionArgs) {
  const result = await context.commands.run("session.guest-checkout", {});
  if (!result.ok) return refused("guest-checkout", null, result);
  return redirect(CHECKOUT_PATH, SEE_OTHER);
}

/** The confirmation's offer: an account from the guest's order, then that order in the account. */
export async function guestAccountFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const order = await context.doors.session.guestOrder();
  const result = await context.commands.run("session.guest-account", formFields(form, ["password"]));
  if (!result.ok) return refused("guest-account", null, result);
  return redirect(order ? `/account/orders/${encodeURIComponent(order.orderNumber)}?accountCreated=1` : "/account", SEE_OTHER);
}

export async function signOutFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await context.commands.run("session.sign-out", {});
  if (wantsData(form)) {
    // 401: the session had already ended; the shopper is signed out either way.
    if (!result.ok && result.status !== 401) return refused("sign-out", null, result);
    return { answer: null } satisfies ActionAnswer<null>;
  }
  return redirect("/", SEE_OTHER);
}

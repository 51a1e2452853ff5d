import { type ActionFunctionArgs, redirect } from "react-router";
import { CHECKOUT_PATH } from "../../lib/paths";
import { SEE_OTHER, formFields, refused, returnPathOf } from "../../lib/form-actions.server";

export async function signInFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await context.commands.run("session.sign-in", formFields(form, ["email", "password"]));
  if (!result.ok) return refused("sign-in", null, result, formFields(form, ["email"]));
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

export async function signOutFormAction({ context }: ActionFunctionArgs) {
  await context.commands.run("session.sign-out", {});
  return redirect("/", SEE_OTHER);
}

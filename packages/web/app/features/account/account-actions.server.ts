import { LOGIN_ROUTES, type TenantId, withReturnTarget } from "@quire/domain";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { field, formFields, refused, unknownIntent } from "../../lib/form-actions.server";
import { ACCOUNT_PATHS, ADDRESS_FIELDS } from "./account-paths";

// The account area's, password reset's and track order's forms, posted before hydration or without
// JavaScript (and by <Form> with it): each runs its command in process (decision 063), then
// post/redirect/get on success, or answers the page with the service's words, a message per field
// and what was typed (never a password). A guest (or an ended session) is sent to sign in and back.

const SEE_OTHER = 303;

function toSignIn(path: string, tenant: TenantId) {
  return redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, path, tenant), SEE_OTHER);
}

/** /account: the profile form */
export async function profileAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent !== "update-profile") return unknownIntent(intent);
  const values = formFields(form, ["firstName", "lastName", "email", "phone"]);
  const result = await context.commands.run("account.update-profile", values);
  if (!result.ok) {
    if (result.status === 401) return toSignIn(ACCOUNT_PATHS.home, context.tenant.id);
    return refused(intent, null, result, values);
  }
  return redirect(`${ACCOUNT_PATHS.home}?saved=profile`, SEE_OTHER);
}

/** /account/addresses: add, edit, delete, make default */
export async function addressesAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const addressId = field(form, "addressId");
  const back = (saved: string) => redirect(`${ACCOUNT_PATHS.addresses}?saved=${saved}`, SEE_OTHER);
  let result;
  switch (intent) {
    case "add-address":
    case "edit-address": {
      const values = formFields(form, [...ADDRESS_FIELDS, "addressConfirmed"]);
      // an edit names the address it changes; an add posts none
      const target = intent === "edit-address" ? { addressId } : {};
      result = await context.commands.run("account.save-address", { ...values, ...target });
      if (result.ok) return back(intent === "add-address" ? "added" : "changed");
      if (result.status === 401) return toSignIn(ACCOUNT_PATHS.addresses, context.tenant.id);
      const answer = refused(intent, addressId || null, result, values);
      if (result.addressSuggestion)
        return data({ ...answer.data, suggestion: result.addressSuggestion }, answer.init ?? undefined);
      return answer;
    }
    case "delete-address":
      result = await context.commands.run("account.delete-address", { addressId });
      if (result.ok) return back("deleted");
      break;
    case "make-default":
      result = await context.commands.run("account.make-default-address", { addressId });
      if (result.ok) return back("default");
      break;
    default:
      return unknownIntent(intent);
  }
  if (result.status === 401) return toSignIn(ACCOUNT_PATHS.addresses, context.tenant.id);
  return refused(intent, addressId || null, result);
}

/** /account/payment-methods: add a card (the gateway's token), make one the default, remove one */
export async function savedCardsAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const savedCardId = field(form, "savedCardId");
  const { commands } = context;
  const back = (saved: string) => redirect(`${ACCOUNT_PATHS.paymentMethods}?saved=${saved}`, SEE_OTHER);
  let result;
  switch (intent) {
    case "add-card": {
      const values = formFields(form, ["cardToken", "nickname", "makeDefault"]);
      result = await commands.run("saved-cards.add", values);
      if (result.ok) return back("added");
      if (result.status === 401) return toSignIn(ACCOUNT_PATHS.paymentMethods, context.tenant.id);
      return refused(intent, null, result, values);
    }
    case "default-card":
      result = await commands.run("saved-cards.make-default", { savedCardId });
      if (result.ok) return back("default");
      break;
    case "remove-card":
      result = await commands.run("saved-cards.remove", { savedCardId });
      if (result.ok) return back("removed");
      break;
    default:
      return unknownIntent(intent);
  }
  if (result.status === 401) return toSignIn(ACCOUNT_PATHS.paymentMethods, context.tenant.id);
  return refused(intent, savedCardId || null, result);
}

/** /account/password */
export async function changePasswordAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent !== "change-password") return unknownIntent(intent);
  const result = await context.commands.run(
    "account.change-password",
    formFields(form, ["currentPassword", "newPassword", "confirmPassword"]),
  );
  if (!result.ok) {
    if (result.status === 401) return toSignIn(ACCOUNT_PATHS.password, context.tenant.id);
    return refused(intent, null, result);
  }
  return redirect(`${ACCOUNT_PATHS.home}?saved=password`, SEE_OTHER);
}

/** /office/supplies/forgot-password: the same answer whatever the e-mail */
export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = formFields(form, ["email"]);
  const result = await context.commands.run("account.request-password-reset", values);
  if (!result.ok) return refused("request-reset", null, result, values);
  return redirect(`${ACCOUNT_PATHS.forgotPassword}?sent=1`, SEE_OTHER);
}

/** /office/supplies/reset-password */
export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await context.commands.run(
    "account.reset-password",
    formFields(form, ["token", "newPassword", "confirmPassword"]),
  );
  if (!result.ok) return refused("reset-password", null, result);
  return redirect(`${ACCOUNT_PATHS.resetPassword}?done=1`, SEE_OTHER);
}

/** /orders/track: the order, or the same words for a wrong number and a wrong e-mail */
export async function trackOrderAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = formFields(form, ["orderNumber", "email"]);
  const result = await context.commands.run("order-tracking.track", values);
  if (!result.ok) return refused("track-order", null, result, values);
  return { order: result.value, refusal: null };
}

/** /account/messages: mark one message read, or all of them */
export async function messagesAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const messageId = field(form, "messageId");
  let result;
  if (intent === "mark-read") result = await context.commands.run("messages.mark-read", { messageId });
  else if (intent === "mark-all-read") result = await context.commands.run("messages.mark-all-read", {});
  else return unknownIntent(intent);
  if (result.ok) return redirect(ACCOUNT_PATHS.messages, SEE_OTHER);
  if (result.status === 401) return toSignIn(ACCOUNT_PATHS.messages, context.tenant.id);
  return refused(intent, messageId || null, result);
}

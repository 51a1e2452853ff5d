import { LOGIN_ROUTES, type TenantId, withReturnTarget } from "@quire/domain";
import { type ActionFunctionArgs, redirect } from "react-router";
import { field, refused, unknownIntent } from "../../lib/form-actions.server";
import { DASHBOARD_PATH, JOIN_PATH, MEMBERSHIP_PATH } from "./rewards-form";

// The rewards pages' forms, posted before hydration or without JavaScript (and by <Form> with
// it): each runs its command in process (decision 063), then post/redirect/get on success, or answers the
// page with the service's words, its message per field and what was typed. A guest (or an ended
// session) is sent to sign in and back to the page.

const SEE_OTHER = 303;

function toSignIn(path: string, tenant: TenantId) {
  return redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, path, tenant), SEE_OTHER);
}

/** /rewards/join: join (with where offers go) or, for a member, change where offers go. */
export async function joinRewardsAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent !== "join" && intent !== "subscribe") return unknownIntent(intent);
  const values = { emailID: field(form, "emailID"), phoneNumber: field(form, "phoneNumber") };
  const fields = { ...values, landingPages: JOIN_PATH };
  const result = await context.commands.run(intent === "join" ? "rewards.join" : "rewards.subscribe", fields);
  if (!result.ok) {
    if (result.status === 401) return toSignIn(JOIN_PATH, context.tenant.id);
    return refused(intent, null, result, values);
  }
  return redirect(intent === "join" ? `${DASHBOARD_PATH}?joined=1` : `${JOIN_PATH}?subscribed=1`, SEE_OTHER);
}

/** /rewards/dashboard: Activate on one of the member's offers. */
export async function rewardsDashboardAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent !== "activate") return unknownIntent(intent);
  const offerId = field(form, "offerId");
  const result = await context.commands.run("rewards.activate-offer", { offerId });
  if (!result.ok) {
    if (result.status === 401) return toSignIn(DASHBOARD_PATH, context.tenant.id);
    return refused(intent, offerId, result);
  }
  return redirect(`${DASHBOARD_PATH}?activated=${encodeURIComponent(result.value.id)}#offers`, SEE_OTHER);
}

/**
 * /membership (decision 080): Add to cart for a program runs the cart's own add (cart.add), so its
 * refusals are the cart's item messages; Share runs rewards.add-beneficiary. A guest's add is asked to
 * sign in by the add itself (MISSING_USER), and is sent to sign in and back.
 */
export async function membershipAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent === "add") {
    const itemId = field(form, "itemId");
    const result = await context.commands.run("cart.add", { itemId, qty: "1" });
    if (!result.ok) {
      if (result.status === 401) return toSignIn(MEMBERSHIP_PATH, context.tenant.id);
      return refused(intent, itemId, result);
    }
    const ids = result.value.cartItemIds;
    const cartPath = context.tenant.cartPath;
    return redirect(ids.length > 0 ? `${cartPath}?cartItemIds=${encodeURIComponent(ids.join(","))}` : cartPath, SEE_OTHER);
  }
  if (intent === "share") {
    const values = { email: field(form, "email") };
    const result = await context.commands.run("rewards.add-beneficiary", values);
    if (!result.ok) {
      if (result.status === 401) return toSignIn(MEMBERSHIP_PATH, context.tenant.id);
      return refused(intent, null, result, values);
    }
    return redirect(`${MEMBERSHIP_PATH}?shared=1#sharing`, SEE_OTHER);
  }
  return unknownIntent(intent);
}

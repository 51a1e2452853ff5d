import { LOGIN_ROUTES, type TenantId, withReturnTarget } from "@quire/domain";
import { type ActionFunctionArgs, redirect } from "react-router";
import { field, refused, unknownIntent } from "../../lib/form-actions.server";
import { DASHBOARD_PATH, JOIN_PATH } from "./rewards-form";

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

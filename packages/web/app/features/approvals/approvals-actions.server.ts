import { LOGIN_ROUTES } from "@quire/domain";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { RESPOND_WITH_DATA } from "../../lib/cart-form";
import { SEE_OTHER, field, refused, unknownIntent } from "../../lib/form-actions.server";
import type { ApprovalDecisionAnswer } from "./api/approvals-client";

export async function approvalsFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const orderNumber = field(form, "orderNumber");
  if (intent === "change") {
    // The approver changes the order in their cart, then approves it here (MODIFY_CART).
    const opened = await context.commands.run("orders.open-as-cart", { orderNumber });
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
  // The list's script posts the same form and is answered with data: it takes the order out and says so.
  const script = field(form, RESPOND_WITH_DATA.name) === RESPOND_WITH_DATA.value;
  const result = await context.commands.run("approvals.decide", { intent, orderNumber, comment: field(form, "comment") });
  if (!result.ok) {
    // A guest (or an ended session) is sent to sign in, then back here; a script shows the words.
    if (result.status === 401 && !script) return redirect(`${LOGIN_ROUTES.identityLogin}?redirected=1`, SEE_OTHER);
    return refused(intent, orderNumber, result);
  }
  if (script) return { decided: { orderNumber, intent } } satisfies ApprovalDecisionAnswer;
  return redirect(`/approvals?decided=${encodeURIComponent(orderNumber)}&action=${intent}`, SEE_OTHER);
}

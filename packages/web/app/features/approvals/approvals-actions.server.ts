import { LOGIN_ROUTES } from "@quire/domain";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { SEE_OTHER, field, refused, unknownIntent } from "../../lib/form-actions.server";

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
  const result = await context.commands.run("approvals.decide", { intent, orderNumber, comment: field(form, "comment") });
  if (!result.ok) {
    // A guest (or an ended session) is sent to sign in, then back here.
    if (result.status === 401) return redirect(`${LOGIN_ROUTES.identityLogin}?redirected=1`, SEE_OTHER);
    return refused(intent, orderNumber, result);
  }
  return redirect(`/approvals?decided=${encodeURIComponent(orderNumber)}&action=${intent}`, SEE_OTHER);
}

import { LOGIN_ROUTES, type QuickOrderAnswer, withReturnTarget } from "@quire/domain";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { QUICK_ORDER_PATH } from "../../ui/quick-order-slot";
import { QUICK_ORDER_CHECK } from "./components/quick-order-form";

export type QuickOrderActionData =
  { answer: QuickOrderAnswer; text: string } | { refusal: { code: string; message: string; field: string | null }; text: string };

/**
 * "Check items" and "Add to cart" of the quick-order form (decision 043), posted by the page
 * without JavaScript or by the drawer's fetcher: the answer is the page with every line's result
 * (the bad lines stay for the buyer to fix, so there is no redirect after a post that added).
 */
export async function quickOrderFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const text = String(form.get("text") ?? "");
  const validateOnly = form.get("intent") === QUICK_ORDER_CHECK;
  const result = await context.commands.run("quick-order.order", { text, validateOnly: String(validateOnly) });
  if (result.ok) return data<QuickOrderActionData>({ answer: result.value, text });
  if (result.status === 401 && form.get("respond") !== "data") {
    throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, QUICK_ORDER_PATH, context.tenant.id), 303);
  }
  return data<QuickOrderActionData>(
    { refusal: { code: result.code, message: result.message, field: result.fields?.text ? "text" : null }, text },
    { status: result.status },
  );
}

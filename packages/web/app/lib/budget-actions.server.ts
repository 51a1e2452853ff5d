import { LOGIN_ROUTES } from "@quire/domain";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { field, unknownIntent } from "./form-actions.server";

// The budget overview's form (decision 044): an administrator changes a centre's budget. Success
// redirects back to the page saying so; a refusal answers the page again with the service's words
// beside the centre's field and what was typed.

export const BUDGET_OVERVIEW_PATH = "/cc/mmx/budget-overview";

export async function budgetsFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent !== "set-budget") return unknownIntent(intent);
  const centreId = field(form, "budgetCentreId");
  const budget = field(form, "budget");
  const result = await context.commands.run("budgets.set-budget", { budgetCentreId: centreId, budget });
  if (!result.ok) {
    if (result.status === 401) return redirect(`${LOGIN_ROUTES.identityLogin}?redirected=1`, 303);
    // a field's refusal sits beside that centre's field; anything else (403, 404) heads the page
    const target = result.status === 400 ? centreId : null;
    return data({ refusal: { target, message: result.message, values: { budget } } }, { status: result.status });
  }
  const back = new URL(request.url).pathname;
  return redirect(`${back}?updated=${encodeURIComponent(String(result.value.id))}`, 303);
}

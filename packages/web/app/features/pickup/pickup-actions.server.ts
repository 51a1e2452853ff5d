import { MAKE_PICKUP_STORE_INTENT, safeReturnPath } from "@quire/domain";
import { type ActionFunctionArgs, data, redirect } from "react-router";

// "Pick up here" in the product page's store chooser (decision 031): makes the store my store
// (the YourStore cookie) and goes back to the page. The locator's make-my-store (/stores) does
// the same for the header; both run its command, this one only for a viewer who may pick up.

/** Handles the pickup forms; null when the post is another form's (the caller's own action answers it). */
export async function pickupStoreFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  if (form.get("intent") !== MAKE_PICKUP_STORE_INTENT) return null;
  const storeNumber = form.get("storeNumber");
  const result = await context.commands.run("pickup.make-my-store", {
    storeNumber: typeof storeNumber === "string" ? storeNumber : "",
  });
  if (!result.ok) {
    return data(
      { refusal: { intent: MAKE_PICKUP_STORE_INTENT, target: null, code: result.code, message: result.message } },
      { status: result.status },
    );
  }
  const returnTo = form.get("returnTo");
  return redirect(safeReturnPath(typeof returnTo === "string" ? returnTo : "") ?? "/", 303);
}

import { safeReturnPath } from "@quire/domain";
import { type ActionFunctionArgs, redirect } from "react-router";
import { field, refused, unknownIntent } from "../../lib/form-actions.server";

// make-my-store, posted before hydration or without JavaScript (and by <Form> with it): its command
// writes the YourStore cookie (and a signed-in shopper's preferred store), then
// post/redirect/get back to the page the form was on, or the store's own page.

const SEE_OTHER = 303;

export async function makeMyStoreAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  if (intent !== "make-my-store") return unknownIntent(intent);
  const storeNumber = field(form, "storeNumber");
  const result = await context.commands.run("stores.make-my-store", { storeNumber });
  if (!result.ok) return refused(intent, storeNumber, result);
  const back = safeReturnPath(field(form, "returnTo")) ?? `/stores/${result.value.storeNumber}`;
  return redirect(back, SEE_OTHER);
}

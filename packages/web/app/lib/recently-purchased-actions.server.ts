import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { field, refused } from "./form-actions.server";

/**
 * Reorder from the recently purchased pages (decision 045): a row's "Add to cart" (addItem = its
 * item number) or "Add all to cart" (addAll, with every orderable row's item number as `row`),
 * each row's quantity in qty-<itemId>. One cart add call either way; the page answers each row's
 * outcome (added, or refused in the cart's words). A guest is sent to sign in and back.
 */
export async function reorderFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const single = field(form, "addItem");
  const itemIds = single ? [single] : form.getAll("row").filter((v): v is string => typeof v === "string");
  // the rows' item numbers go joined by commas (item numbers are digits), each row's quantity under its own name
  const quantities = Object.fromEntries(itemIds.map((itemId) => [`qty-${itemId}`, field(form, `qty-${itemId}`)]));
  const result = await context.commands.run("recently-purchased.reorder", {
    ...(itemIds.length > 0 ? { items: itemIds.join(",") } : {}),
    ...quantities,
  });
  if (!result.ok) {
    if (result.status === 401) {
      const url = new URL(request.url);
      throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, `${url.pathname}${url.search}`, context.tenant.id), 303);
    }
    return refused(single ? "add" : "add-all", single || null, result);
  }
  return data({ reorder: { outcomes: result.value.outcomes } });
}

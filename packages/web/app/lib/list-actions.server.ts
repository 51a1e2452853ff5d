import { type DoorFailure, LOGIN_ROUTES, normalizeListName, safeReturnPath, withReturnTarget } from "@quire/domain";
import { type ActionFunctionArgs, redirect } from "react-router";
import {
  type ListNoticeCode,
  listPagesFamily,
  listsScreenHref,
  tenantListPagesFamily,
  withListNotice,
  withoutListNotice,
} from "./list-pages";
import { field, refused, unknownIntent } from "./form-actions.server";

// The lists screens' forms (decision 034): create, rename, favourite, share, delete a list; change a
// line's quantity, remove it, add it or the whole list to the cart. Each is a plain form post that
// works without JavaScript: post/redirect/get on success (back to the page the form was on, with a
// notice), or the page again with the service's words and what was typed.

const SEE_OTHER = 303;

const nameRefusal = (intent: string, target: string | null, message: string, name: string) =>
  refused(intent, target, { ok: false, status: 400, code: "INVALID_LIST_NAME", message, fields: { name: message } }, { name });

export async function listFormAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const run = context.commands.run;
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  // The page to come back to: the form's own (a list's page, the lists screen), else the lists screen.
  const back = withoutListNotice(
    safeReturnPath(field(form, "returnTo")) ??
      (url.pathname.toLowerCase().includes("createlist") ? listsScreenHref(tenantListPagesFamily(context.tenant.id)) : here),
  );
  const done = (code: ListNoticeCode, name = "") => redirect(withListNotice(back, code, name), SEE_OTHER);
  /** A guest (or an ended session) signs in and comes back to the page; anything else is refused in words. */
  const failed = (result: DoorFailure, target: string | null, values?: Record<string, string>) =>
    result.status === 401
      ? redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, back, context.tenant.id), SEE_OTHER)
      : refused(intent, target, result, values);
  const listId = field(form, "listId");

  switch (intent) {
    case "create-list": {
      const typed = field(form, "name");
      const name = normalizeListName(typed);
      if (!name.ok) return nameRefusal(intent, null, name.message, typed);
      const accessLevel = field(form, "accessLevel") || "PERSONAL";
      const result = await run("lists.create", { name: name.name, accessLevel });
      if (!result.ok) return failed(result, null, { name: typed, accessLevel });
      return done("created", result.value.name);
    }
    case "rename-list": {
      const typed = field(form, "name");
      const name = normalizeListName(typed);
      if (!name.ok) return nameRefusal(intent, listId, name.message, typed);
      const result = await run("lists.update", { listId, name: name.name });
      return result.ok ? done("renamed", result.value.name) : failed(result, listId, { name: typed });
    }
    case "favorite-list":
    case "unfavorite-list": {
      const favorite = intent === "favorite-list";
      const result = await run("lists.update", { listId, favorite: String(favorite) });
      return result.ok ? done(favorite ? "favorited" : "unfavorited", result.value.name) : failed(result, listId);
    }
    case "share-list":
    case "unshare-list": {
      // a consumer's list shared by its link, or no longer (decision 077)
      const shared = intent === "share-list";
      const result = await run("lists.update", { listId, accessLevel: shared ? "SHARED" : "PERSONAL" });
      return result.ok ? done(shared ? "shared" : "unshared", result.value.name) : failed(result, listId);
    }
    case "delete-list": {
      const result = await run("lists.remove", { listId });
      if (!result.ok) return failed(result, listId);
      // The list's own page is gone: a delete from it goes to the lists screen.
      const screen = safeReturnPath(field(form, "afterDelete")) ?? listsScreenHref(listPagesFamily(url.pathname));
      return redirect(withListNotice(screen, "deleted", result.value.name), SEE_OTHER);
    }
    case "add-item": {
      // the list page's "Add an item" by item number (decision 034)
      const itemId = field(form, "itemId").trim();
      const result = await run("lists.add-item", { listIds: listId, itemId, qty: field(form, "qty") });
      return result.ok ? done("added", result.value[0]?.name ?? "") : failed(result, listId, { itemId, qty: field(form, "qty") });
    }
    case "set-quantity": {
      const listItemId = field(form, "listItemId");
      const result = await run("lists.set-quantity", { listId, listItemId, qty: field(form, "qty") });
      return result.ok ? done("quantity") : failed(result, listItemId, { qty: field(form, "qty") });
    }
    case "remove-item": {
      const listItemId = field(form, "listItemId");
      const result = await run("lists.remove-item", { listId, listItemId });
      return result.ok ? done("removed") : failed(result, listItemId);
    }
    case "add-line-to-cart": {
      const listItemId = field(form, "listItemId");
      const result = await run("cart.add", { itemId: field(form, "itemId"), qty: field(form, "qty") });
      return result.ok ? toCart(context.tenant.cartPath, result.value.cartItemIds) : failed(result, listItemId);
    }
    case "add-all-to-cart": {
      const result = await run("lists.add-to-cart", { listId });
      return result.ok ? toCart(context.tenant.cartPath, result.value.cartItemIds) : failed(result, listId);
    }
    default:
      return unknownIntent(intent);
  }
}

/** The cart page, with the lines just added marked (as the cart's own add does). */
function toCart(cartPath: string, cartItemIds: string[]) {
  return redirect(
    cartItemIds.length > 0 ? `${cartPath}?cartItemIds=${encodeURIComponent(cartItemIds.join(","))}` : cartPath,
    SEE_OTHER,
  );
}

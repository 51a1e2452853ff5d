import { redirect } from "react-router";
import { listPageHref, listsScreenHref, tenantListPagesFamily } from "../lib/list-pages";
import type { Route } from "./+types/lists-link";

// /lists and /lists/<id> (decision 077): the short addresses of the shopper's lists and of one list,
// the link a consumer gives when they share a list. They open the site's own lists pages, which
// ask a guest to sign in first and show a list that is not the shopper's own read-only.

export function loader({ params, context }: Route.LoaderArgs) {
  const family = tenantListPagesFamily(context.tenant.id);
  const to = params.listId ? listPageHref(family, params.listId) : listsScreenHref(family);
  return redirect(to, { status: 303, headers: { "Cache-Control": "no-store" } });
}

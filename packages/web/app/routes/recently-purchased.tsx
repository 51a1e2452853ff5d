import { LOGIN_ROUTES, parseOrderedByFilter, withReturnTarget } from "@quire/domain";
import { data, redirect, useRouteLoaderData } from "react-router";
import { RecentlyPurchasedList } from "../features/recently-purchased/components/recently-purchased-list";
import { reorderFormAction } from "../lib/recently-purchased-actions.server";
import type { RootData } from "../lib/root-data";
import { CsrfField } from "../ui/csrf-field";
import type { Route } from "./+types/recently-purchased";

// /cc/mmx/recently-purchased (business: "Ordered by: Me / All buyers", ?orderedBy=all) and
// /account/recently-purchased (a consumer's own orders); decision 045. Read on the server and
// reordered with a plain form post, so both work before hydration and without JavaScript.

export function meta() {
  return [{ title: "Recently purchased | Quire" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const business = context.tenant.id === "advantage";
  const orderedBy = business ? parseOrderedByFilter(url.searchParams.get("orderedBy")) : "me";
  const result = await context.doors.recentlyPurchased.items(orderedBy);
  if (!result.ok) {
    if (result.status === 401) {
      throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, `${url.pathname}${url.search}`, context.tenant.id));
    }
    throw data(result.message, { status: result.status });
  }
  return {
    items: result.value.itemDetails,
    business,
    orderedBy,
    pagePath: url.pathname.replace(/\/+$/, ""),
  };
}

export const action = (args: Route.ActionArgs) => reorderFormAction(args);

export default function RecentlyPurchasedRoute({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>("root");
  const cartPath = root?.tenant.cartPath ?? "/cart";
  const reorder = actionData && "reorder" in actionData ? actionData.reorder : null;
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : null;
  return (
    <div className="page recently-purchased-page">
      <h1>Recently purchased</h1>
      <RecentlyPurchasedList
        items={loaderData.items}
        business={loaderData.business}
        orderedBy={loaderData.orderedBy}
        pagePath={loaderData.pagePath}
        cartPath={cartPath}
        csrf={<CsrfField />}
        result={reorder}
        refusal={refusal}
      />
    </div>
  );
}

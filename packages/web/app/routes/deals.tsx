import { DEALS_PAGE_SIZE, dealsSortOf } from "@quire/domain";
import { redirect } from "react-router";
import { renderTileAdd } from "../features/add-to-cart/components/add-button";
import { DealList } from "../features/catalogue/components/deal-list";
import { cartFormAction } from "../lib/page-actions.server";
import type { Route } from "./+types/deals";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sort = dealsSortOf(url.searchParams.get("sort"));
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const deals = await context.catalogue.deals({ sort, page, size: DEALS_PAGE_SIZE });
  // a page past the end goes to the last page
  if (page > deals.pageCount) throw redirect(`/deals?sort=${sort}${deals.pageCount > 1 ? `&page=${deals.pageCount}` : ""}`);
  return { deals };
}

/** A tile's Add posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => cartFormAction(args);

export function meta({ data }: Route.MetaArgs) {
  const page = data?.deals.page ?? 1;
  return [
    { title: `Deals${page > 1 ? ` (page ${page})` : ""} | Quire` },
    {
      name: "description",
      content: "Office supplies on sale: every item priced under its regular price, sorted by what you save.",
    },
  ];
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page deals">
      <h1>Deals</h1>
      <p className="deals__intro">Everything here costs less than its regular price. Sort by the biggest saving or by price.</p>
      <DealList deals={loaderData.deals} renderAdd={renderTileAdd} />
    </div>
  );
}

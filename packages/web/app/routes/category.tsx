import { renderTileAdd } from "../features/add-to-cart/components/add-button";
import { data } from "react-router";
import { SearchResults } from "../features/catalogue/components/search-results";
import { browseCategories, pastLastPageRedirect, searchRequestFromUrl } from "../features/catalogue/search-params";
import { cartFormAction } from "../lib/page-actions.server";
import { tilePickupRenderer } from "../features/pickup/components/tile-pickup-line";
import type { Route } from "./+types/category";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const searchRequest = searchRequestFromUrl(url, { category: params.category });
  const result = await context.catalogue.search(searchRequest);
  if (!result.category) throw data(`We couldn't find the category "${params.category}".`, { status: 404 });
  const pastTheEnd = pastLastPageRedirect(url, result);
  if (pastTheEnd) throw pastTheEnd;
  const browse = result.total === 0 ? await browseCategories(context.catalogue) : [];
  // the tiles' stock at my store: one read for the page's items (decision 031)
  const pickup = await context.pickup.forTiles(result.items.map((p) => p.itemId));
  return { searchRequest, result, pickup, browse };
}

/** A tile's Add posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => cartFormAction(args);

export function meta({ data }: Route.MetaArgs) {
  const name = data?.result.category?.name ?? "Category";
  return [{ title: `${name} | Quire` }, { name: "description", content: `Shop ${name.toLowerCase()} at Quire.` }];
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { searchRequest, result, pickup, browse } = loaderData;
  return (
    <SearchResults
      result={result}
      request={searchRequest}
      basePath={`/c/${result.category?.slug}`}
      heading={result.category?.name ?? ""}
      renderAdd={renderTileAdd}
      renderPickup={tilePickupRenderer(pickup)}
      browseCategories={browse}
    />
  );
}

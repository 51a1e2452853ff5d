import { renderTileAdd } from "../features/add-to-cart/components/add-button";
import { SearchResults } from "../features/catalogue/components/search-results";
import { browseCategories, pastLastPageRedirect, searchRequestFromUrl } from "../features/catalogue/search-params";
import { redirect } from "react-router";
import { translatorFor, useT } from "../lib/i18n";
import { cartFormAction } from "../features/cart/cart-actions.server";
import type { RootData } from "../lib/root-data";
import { tilePickupRenderer } from "../features/pickup/components/tile-pickup-line";
import { compareTrayData } from "../features/compare/api/compare-actions.server";
import { compareRenderer } from "../features/compare/components/compare-toggle";
import { CompareTray } from "../features/compare/components/compare-tray";
import { renderTileSwatches } from "../features/swatches/components/swatch-picker";
import type { Route } from "./+types/search";
import "../ui/product-tile/product-tile.css";
import "../ui/original-price.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const searchRequest = searchRequestFromUrl(url);
  if (!searchRequest.query && !searchRequest.category && searchRequest.brands.length === 0) {
    return { searchRequest, result: null, pickup: null, browse: [], compare: null, compareFull: false };
  }
  const result = await context.catalogue.search(searchRequest);
  // the item number a product page shows leads to that page (decision 040)
  const matched = result.matchedItemNumber ? result.items[0] : undefined;
  if (matched) throw redirect(matched.itemUrl, 302);
  const pastTheEnd = pastLastPageRedirect(url, result);
  if (pastTheEnd) throw pastTheEnd;
  const browse = result.total === 0 ? await browseCategories(context.catalogue) : [];
  // the tiles' stock at my store: one read for the page's items (decision 031)
  const pickup = await context.pickup.forTiles(result.items.map((p) => p.itemId));
  // the compare tray and the tiles' Compare checkboxes (decision 048)
  const compare = await compareTrayData(request, context);
  const compareFull = url.searchParams.get("compareFull") === "1";
  return { searchRequest, result, pickup, browse, compare, compareFull };
}

/** A tile's Add posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => cartFormAction(args);

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const t = translatorFor(root?.language ?? "en");
  const q = data?.searchRequest.query;
  return [
    { title: q ? t("{{query}} | Search | Quire", { query: q }) : t("Search | Quire") },
    { name: "description", content: q ? t("Office supplies matching {{query}}.", { query: q }) : t("Search office supplies.") },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { searchRequest, result, pickup, browse, compare, compareFull } = loaderData;
  const { t } = useT();
  if (!result) {
    return (
      <div className="page page--narrow">
        <h1>{t("Search")}</h1>
        <p>{t("Type what you are looking for in the search box above: paper, toner, a stapler...")}</p>
      </div>
    );
  }
  const heading = searchRequest.query ? t('Results for "{{query}}"', { query: searchRequest.query }) : t("All products");
  return (
    <SearchResults
      result={result}
      request={searchRequest}
      basePath="/search"
      heading={heading}
      renderAdd={renderTileAdd}
      renderPickup={tilePickupRenderer(pickup)}
      browseCategories={browse}
      renderCompare={compareRenderer(compare?.items.map((i) => i.itemId) ?? [])}
      renderSwatches={renderTileSwatches}
      footer={compare ? <CompareTray items={compare.items} limit={compare.limit} fullNotice={compareFull} /> : null}
    />
  );
}

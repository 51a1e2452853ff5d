import { renderTileAdd } from "../features/add-to-cart/components/add-button";
import { data } from "react-router";
import { SearchResults } from "../features/catalogue/components/search-results";
import { browseCategories, pastLastPageRedirect, searchRequestFromUrl } from "../features/catalogue/search-params";
import { translatorFor, useT } from "../lib/i18n";
import { cartFormAction } from "../features/cart/cart-actions.server";
import type { RootData } from "../lib/root-data";
import { tilePickupRenderer } from "../features/pickup/components/tile-pickup-line";
import { compareTrayData } from "../features/compare/api/compare-actions.server";
import { compareRenderer } from "../features/compare/components/compare-toggle";
import { CompareTray } from "../features/compare/components/compare-tray";
import { renderTileSwatches } from "../features/swatches/components/swatch-picker";
import type { Route } from "./+types/category";
import "../ui/product-tile/product-tile.css";
import "../ui/original-price.css";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const searchRequest = searchRequestFromUrl(url, { category: params.category });
  const result = await context.catalogue.search(searchRequest);
  if (!result.category) {
    const t = translatorFor(context.language);
    throw data(t('We couldn\'t find the category "{{category}}".', { category: params.category }), { status: 404 });
  }
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
  const category = data?.result.category?.name;
  const name = category ? t(category) : t("Category");
  return [
    { title: t("{{category}} | Quire", { category: name }) },
    { name: "description", content: t("Shop {{category}} at Quire.", { category: name.toLowerCase() }) },
  ];
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { searchRequest, result, pickup, browse, compare, compareFull } = loaderData;
  const { t } = useT();
  return (
    <SearchResults
      result={result}
      request={searchRequest}
      basePath={`/c/${result.category?.slug}`}
      heading={result.category ? t(result.category.name) : ""}
      renderAdd={renderTileAdd}
      renderPickup={tilePickupRenderer(pickup)}
      browseCategories={browse}
      renderCompare={compareRenderer(compare.items.map((i) => i.itemId))}
      renderSwatches={renderTileSwatches}
      footer={<CompareTray items={compare.items} limit={compare.limit} fullNotice={compareFull} />}
    />
  );
}

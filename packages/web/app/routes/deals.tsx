import { DEALS_PAGE_SIZE, dealsSortOf } from "@quire/domain";
import { Link, redirect } from "react-router";
import { renderTileAdd } from "../features/add-to-cart/components/add-button";
import { DealList } from "../features/catalogue/components/deal-list";
import { translatorFor, useT } from "../lib/i18n";
import { cartFormAction } from "../features/cart/cart-actions.server";
import type { RootData } from "../lib/root-data";
import type { Route } from "./+types/deals";
import "../ui/product-tile/product-tile.css";
import "../ui/original-price.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sort = dealsSortOf(url.searchParams.get("sort"));
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const [deals, themes] = await Promise.all([
    context.catalogue.deals({ sort, page, size: DEALS_PAGE_SIZE }),
    context.doors.landingPages.list(),
  ]);
  // a page past the end goes to the last page
  if (page > deals.pageCount) throw redirect(`/deals?sort=${sort}${deals.pageCount > 1 ? `&page=${deals.pageCount}` : ""}`);
  return { deals, themes };
}

/** A tile's Add posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => cartFormAction(args);

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const t = translatorFor(root?.language ?? "en");
  const page = data?.deals.page ?? 1;
  return [
    { title: page > 1 ? t("Deals (page {{page}}) | Quire", { page }) : t("Deals | Quire") },
    {
      name: "description",
      content: t("Office supplies on sale: every item priced under its regular price, sorted by what you save."),
    },
  ];
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page deals">
      <h1>{t("Deals")}</h1>
      <p className="deals__intro">
        {t("Everything here costs less than its regular price. Sort by the biggest saving or by price.")}
      </p>
      {loaderData.themes.length > 0 ? (
        // the site's landing pages (decision 071)
        <nav className="deals__themes" aria-label={t("Shop by theme")}>
          <h2>{t("Shop by theme")}</h2>
          <ul>
            {loaderData.themes.map((theme) => (
              <li key={theme.slug}>
                <Link to={`/lp/${theme.slug}`} lang="en">
                  {theme.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <DealList deals={loaderData.deals} renderAdd={renderTileAdd} />
    </div>
  );
}

import { DEALS_SORTS, type DealsPage, EARNS_UP_TO_TEXT, formatCents, savingOf } from "@quire/domain";
import { Form, useRouteLoaderData } from "react-router";
import { useT } from "../../../lib/i18n";
import { Pagination } from "./pagination";
import { type RenderTileAdd, StandardTile } from "./product-tile";
import "../catalogue.css";

/** The deals page's results: a sort form (a GET form, so it works without JavaScript) and the tiles with their saving. */
export function DealList({ deals, renderAdd }: { deals: DealsPage; renderAdd?: RenderTileAdd }) {
  const root = useRouteLoaderData("root") as { tenant?: { id?: string } } | undefined;
  const rewardsText = root?.tenant?.id === "dotcom" ? EARNS_UP_TO_TEXT : null;
  const { t } = useT();
  const sortLabel = DEALS_SORTS.find((s) => s.value === deals.sort)?.label;
  const hrefFor = (page: number) => `/deals?sort=${deals.sort}${page > 1 ? `&page=${page}` : ""}`;
  return (
    <>
      <h2 className="visually-hidden">{t("Deals sorted by {{sort}}", { sort: sortLabel ? t(sortLabel).toLowerCase() : "" })}</h2>
      <div className="deals__bar">
        <p className="deals__count" role="status">
          {deals.total.toLocaleString("en-US")} {deals.total === 1 ? t("deal") : t("deals")}
        </p>
        <Form method="get" className="deals__sort">
          <label htmlFor="deals-sort">{t("Sort by")}</label>
          <select id="deals-sort" name="sort" defaultValue={deals.sort} key={deals.sort}>
            {DEALS_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {t(s.label)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--secondary">
            {t("Sort")}
          </button>
        </Form>
      </div>
      {deals.items.length === 0 ? (
        <p>{t("There are no deals right now. Check back soon.")}</p>
      ) : (
        <ul className="product-grid deals__grid">
          {deals.items.map((p, i) => {
            const saving = savingOf(p.finalPriceCents, p.basePriceCents);
            return (
              <li key={p.itemId}>
                <p className="deals__saving">
                  {t("Save {{amount}} ({{percent}}%)", { amount: formatCents(saving.cents), percent: saving.percent })}
                </p>
                <StandardTile
                  product={p}
                  eager={i < 4}
                  renderAdd={renderAdd}
                  rewardsText={rewardsText}
                  placement="deals"
                  pageType="deals"
                />
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={deals.page} pageCount={deals.pageCount} hrefFor={hrefFor} />
    </>
  );
}

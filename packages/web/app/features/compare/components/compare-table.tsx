import { type CompareTable, comparePath, formatCents } from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { CompareRemoveForm } from "./compare-tray";

// The compare page's table (decision 048): one column per product, one row per fact. On a phone the
// table scrolls sideways inside a focusable region, so a keyboard can scroll it too.

export function CompareTableView({ table }: { table: CompareTable }) {
  const { t } = useT();
  const { items, rows } = table;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a phone scrolls the table sideways: the region takes the keyboard's focus to do it
    <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className="compare-table">
        <caption id="compare-caption" className="visually-hidden">
          {t("{{count}} items side by side", { count: items.length })}
        </caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {items.map((item) => (
              <th key={item.itemId} scope="col" className="compare-table__product" lang="en">
                <Link to={item.itemUrl}>{item.name}</Link>
                <CompareRemoveForm
                  item={item}
                  className="compare-table__remove"
                  returnTo={comparePath(items.filter((other) => other.itemId !== item.itemId).map((other) => other.itemId))}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t("Image")}</th>
            {items.map((item) => (
              <td key={item.itemId}>
                <img src={item.imageUrl} alt={item.name} width={120} height={120} loading="lazy" />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t("Price")}</th>
            {items.map((item) => (
              <td key={item.itemId} className="compare-table__price">
                {formatCents(item.finalPriceCents) || t("Price N/A")}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t("Rating")}</th>
            {items.map((item) => (
              <td key={item.itemId}>
                {t("{{rating}} out of 5 ({{count}} reviews)", { rating: item.rating.toFixed(1), count: item.reviewCount })}
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" lang="en">
                {row.label}
              </th>
              {row.values.map((value, i) => (
                <td key={items[i]?.itemId ?? i} lang="en">
                  {value ?? t("Not listed")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { formatCents, type ShoppingListItemView, type ShoppingListSummary } from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { useHydrated } from "../../../ui/use-hydrated";
import { itemCountText, listModifiedText, listOwnerTextIn, listTypeText } from "../list-text";

interface Props {
  list: ShoppingListSummary;
  /** every item of the list, not a page of them */
  items: readonly ShoppingListItemView[];
  backHref: string;
}

/**
 * The print-friendly list (?print=1): every item in one table, no controls. It is what "Print"
 * leads to without JavaScript; the browser's own print (and the print styles) does the rest.
 */
export function ListPrintView({ list, items, backHref }: Props) {
  const hydrated = useHydrated();
  const { t } = useT();
  return (
    <div className="list-print">
      <p className="list-print__tools">
        <Link to={backHref}>{t("Back to the list")}</Link>
        {hydrated ? (
          <button type="button" className="button" onClick={() => window.print()}>
            {t("Print this list")}
          </button>
        ) : (
          <span> · {t("Use your browser’s Print command to print this page.")}</span>
        )}
      </p>
      <h1>{list.name}</h1>
      <p className="list-print__facts">
        {t("{{type}} list · Owner: {{owner}} · Modified On {{date}} ·", {
          type: listTypeText(list, t),
          owner: listOwnerTextIn(list, t),
          date: listModifiedText(list.modified),
        })}{" "}
        {itemCountText(items.length, t)}
      </p>
      <table className="list-print__table">
        <caption className="visually-hidden">{t("Items on {{name}}", { name: list.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Item")}</th>
            <th scope="col">{t("Item number")}</th>
            <th scope="col">{t("Price")}</th>
            <th scope="col">{t("Quantity")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.listItemId}>
              <th scope="row" lang="en">
                {item.title}
              </th>
              <td>{item.itemId}</td>
              <td>
                {item.priceCents === null ? t("Not available") : formatCents(item.priceCents)}
                {item.unit ? ` / ${t(item.unit)}` : ""}
              </td>
              <td>{item.qty.toLocaleString("en-US")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

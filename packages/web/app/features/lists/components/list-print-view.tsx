import { formatCents, type ShoppingListItemView, type ShoppingListSummary } from "@quire/domain";
import { Link } from "react-router";
import { useHydrated } from "../../../ui/use-hydrated";
import { countText, listModifiedText, listOwnerText, listTypeText } from "../list-text";

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
  return (
    <div className="list-print">
      <p className="list-print__tools">
        <Link to={backHref}>Back to the list</Link>
        {hydrated ? (
          <button type="button" className="button" onClick={() => window.print()}>
            Print this list
          </button>
        ) : (
          <span> · Use your browser’s Print command to print this page.</span>
        )}
      </p>
      <h1>{list.name}</h1>
      <p className="list-print__facts">
        {listTypeText(list)} list · Owner: {listOwnerText(list)} · Modified On {listModifiedText(list.modified)} ·{" "}
        {countText(items.length, "item", "items")}
      </p>
      <table className="list-print__table">
        <caption className="visually-hidden">Items on {list.name}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Item number</th>
            <th scope="col">Price</th>
            <th scope="col">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.listItemId}>
              <th scope="row">{item.title}</th>
              <td>{item.itemId}</td>
              <td>
                {item.priceCents === null ? "Not available" : formatCents(item.priceCents)}
                {item.unit ? ` / ${item.unit}` : ""}
              </td>
              <td>{item.qty.toLocaleString("en-US")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

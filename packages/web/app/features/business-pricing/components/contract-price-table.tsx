import { type ContractPricingPage, formatCents, formatCount } from "@quire/domain";
import { Form, Link } from "react-router";
import { useT } from "../../../lib/i18n";
import "../business-pricing.css";

// The account's contract items (decision 042): a plain GET search form and page links, so the
// page works the same before hydration and without JavaScript.

const PATH = "/cc/mmx/contract-pricing";

function pageHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${PATH}?${qs}` : PATH;
}

export function ContractPriceTable({ view }: { view: ContractPricingPage }) {
  const { t } = useT();
  return (
    <>
      <Form method="get" action={PATH} className="contract-search">
        <label className="field">
          <span>{t("Search your contract by item name or number")}</span>
          <input type="search" name="search" defaultValue={view.search} maxLength={100} />
        </label>
        <button type="submit" className="button button--secondary">
          {t("Search contract")}
        </button>
      </Form>
      <p className="contract-count" role="status">
        {view.search
          ? t("Contract items matching {{search}}: {{count}}", { count: formatCount(view.total), search: view.search })
          : t("{{count}} items on your contract", { count: formatCount(view.total) })}
      </p>
      {view.items.length === 0 ? (
        <p>{t("No contract items match your search.")}</p>
      ) : (
        <div className="contract-table">
          <table>
            <caption id="contract-table-caption">
              {t("Contract prices, page {{page}} of {{pages}}", { page: view.page, pages: view.pageCount })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("Item")}</th>
                <th scope="col" className="contract-table__price">
                  {t("List price")}
                </th>
                <th scope="col" className="contract-table__price">
                  {t("Your price")}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.items.map((item) => (
                <tr key={item.itemId}>
                  <td>
                    <Link to={item.itemUrl} lang="en">
                      {item.name}
                    </Link>
                    <span className="contract-table__item">{t("Item {{itemId}}", { itemId: item.itemId })}</span>
                  </td>
                  <td className="contract-table__price">{formatCents(item.listPriceCents)}</td>
                  <td className="contract-table__price">
                    <strong>{formatCents(item.contractPriceCents)}</strong>
                    {item.priceMethod === "MPI" ? <span className="contract-table__method">{t("Market price")}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {view.pageCount > 1 ? (
        <nav className="contract-pages" aria-label={t("Contract pages")}>
          {view.page > 1 ? <Link to={pageHref(view.search, view.page - 1)}>{t("Previous page")}</Link> : null}
          <span>{t("Page {{page}} of {{pages}}", { page: view.page, pages: view.pageCount })}</span>
          {view.page < view.pageCount ? <Link to={pageHref(view.search, view.page + 1)}>{t("Next page")}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

import { formatCents, type OrderPage, orderStatusText } from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { orderDate } from "./order-text";

interface Props {
  page: OrderPage;
  /** the orders page's path (/account/orders or /cc/mmx/orders); an order's page is below it */
  basePath: string;
}

/** Page numbers to link: the first, the last and two either side of the current one, with gaps between. */
export function pageNumbers(current: number, pages: number): (number | "gap")[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const n of shown) {
    const last = out[out.length - 1];
    if (typeof last === "number" && n - last > 1) out.push("gap");
    out.push(n);
  }
  return out;
}

/** The shopper's orders, newest first, a page at a time: number, date, status, items and total. */
export function OrderList({ page, basePath }: Props) {
  const { t, language } = useT();
  const pages = Math.max(1, Math.ceil(page.totalOrders / Math.max(1, page.pageSize)));
  const current = Math.min(Math.max(1, page.page), pages);
  const pageHref = (n: number) => (n <= 1 ? basePath : `${basePath}?page=${n}`);
  if (page.totalOrders === 0 || page.orders.length === 0) {
    return (
      <div className="orders-empty">
        <p>{page.totalOrders === 0 ? t("You haven't placed any orders yet.") : t("There are no orders on this page.")}</p>
        <p>
          <Link className="button button--secondary" to={page.totalOrders === 0 ? "/" : basePath}>
            {page.totalOrders === 0 ? t("Start shopping") : t("See your latest orders")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="orders__count">
        {t("{{count}} orders", { count: page.totalOrders })}
        {pages > 1 ? t(", page {{current}} of {{pages}}", { current, pages }) : ""}
      </p>
      <table className="orders-table">
        <caption className="visually-hidden">{t("Your orders")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Order number")}</th>
            <th scope="col">{t("Date")}</th>
            <th scope="col">{t("Status")}</th>
            <th scope="col">{t("Items")}</th>
            <th scope="col">{t("Total")}</th>
          </tr>
        </thead>
        <tbody>
          {page.orders.map((order) => (
            <tr key={order.orderNumber}>
              <th scope="row" data-label={t("Order number")}>
                <Link to={`${basePath}/${encodeURIComponent(order.orderNumber)}`}>{order.orderNumber}</Link>
              </th>
              <td data-label={t("Date")}>
                <time dateTime={order.placedAt}>{orderDate(order.placedAt, t, language)}</time>
              </td>
              <td data-label={t("Status")}>
                <span className={`order-status order-status--${order.status.toLowerCase()}`}>
                  {t(orderStatusText(order.status, order.pickups))}
                </span>
              </td>
              <td data-label={t("Items")}>{order.itemCount}</td>
              <td data-label={t("Total")}>{formatCents(order.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className="pagination" aria-label={t("Order pages")}>
          <ul>
            <li>
              {current > 1 ? (
                <Link to={pageHref(current - 1)} rel="prev">
                  {t("Previous")}
                  <span className="visually-hidden"> {t("page")}</span>
                </Link>
              ) : (
                <span aria-disabled="true">{t("Previous")}</span>
              )}
            </li>
            {pageNumbers(current, pages).map((n, i) => (
              <li key={n === "gap" ? `gap-${i}` : n}>
                {n === "gap" ? (
                  <span aria-hidden="true">…</span>
                ) : n === current ? (
                  <a href={pageHref(n)} aria-current="page">
                    <span className="visually-hidden">{t("Page")} </span>
                    {n}
                  </a>
                ) : (
                  <Link to={pageHref(n)}>
                    <span className="visually-hidden">{t("Page")} </span>
                    {n}
                  </Link>
                )}
              </li>
            ))}
            <li>
              {current < pages ? (
                <Link to={pageHref(current + 1)} rel="next">
                  {t("Next")}
                  <span className="visually-hidden"> {t("page")}</span>
                </Link>
              ) : (
                <span aria-disabled="true">{t("Next")}</span>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
    </>
  );
}

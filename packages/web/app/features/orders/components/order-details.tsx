import {
  formatCents,
  formatRewardsPoints,
  PICKUP_STATUS_TEXT,
  type OrderLineView,
  type OrderView,
  orderStatusText,
} from "@quire/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { BoughtGiftCards } from "./bought-gift-cards";
import { addressLines, orderDate, paymentLineText, paymentText, personLines, storeLines } from "./order-text";

interface Props {
  order: OrderView;
  /** what a line offers beside it (the order page's "Buy again"); `nameId` names the line */
  renderLineAction?: (line: OrderLineView, nameId: string) => ReactNode;
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <p className="order-details__address">
      {lines.map((line, i) => (
        <span key={`${i}-${line}`} className="order-details__line">
          {line}
        </span>
      ))}
    </p>
  );
}

/** The top of an order's own page: its number, status, date and buyer. */
export function OrderOverview({ order }: { order: OrderView }) {
  const { t, language } = useT();
  return (
    <div className="order-overview">
      <h1>{t("Order {{number}}", { number: order.orderNumber })}</h1>
      <dl className="order-overview__facts">
        <div>
          <dt>{t("Status")}</dt>
          <dd>
            <span className={`order-status order-status--${order.status.toLowerCase()}`}>
              {t(orderStatusText(order.status, order.pickups))}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t("Placed on")}</dt>
          <dd>
            <time dateTime={order.placedAt}>{orderDate(order.placedAt, t, language)}</time>
          </dd>
        </div>
        {order.placedBy ? (
          <div>
            <dt>{t("Placed by")}</dt>
            <dd>{order.placedBy}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/** An order's lines, totals, delivery and payment (the confirmation and the order's own page). */
export function OrderDetails({ order, renderLineAction }: Props) {
  const { t } = useT();
  const s = order.summary;
  const pickup = order.deliveryMethod === "PICKUP";
  const itemCount = order.lines.reduce((n, l) => n + l.qty, 0);
  // how far the line's store is with it (decision 079): only in-store pickup lines are prepared
  const pickupOf = (line: OrderLineView) =>
    line.deliveryType === "ISP" && line.pickupStore
      ? order.pickups?.find((p) => p.storeNumber === line.pickupStore!.storeNumber)
      : undefined;
  return (
    <div className="order-details">
      <section className="order-details__items" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{t("Items")}</h2>
        <ul className="order-lines">
          {order.lines.map((line, index) => {
            const nameId = `order-line-${index}`;
            return (
              <li key={`${line.itemId}-${index}`} className="order-line">
                <div className="order-line__info">
                  <p className="order-line__name" id={nameId} lang="en">
                    {line.itemUrl ? <Link to={`/${line.itemUrl.replace(/^\//, "")}`}>{line.name}</Link> : line.name}
                  </p>
                  <p className="order-line__meta">
                    {t("Item {{id}}", { id: line.itemId })} · {t("Qty {{qty}}", { qty: line.qty })} ·{" "}
                    {t("{{price}} each", { price: formatCents(line.unitPriceCents) })}
                  </p>
                  {line.pickupStore && line.deliveryType !== "STA" ? (
                    <p className="order-line__pickup">
                      {line.deliveryType === "STS" ? t("Ship to store: ") : t("Pick up at ")}
                      <strong>{line.pickupStore.name}</strong>, {line.pickupStore.addressLine}, {line.pickupStore.city},{" "}
                      {line.pickupStore.state} {line.pickupStore.zipcode}
                      {pickupOf(line) ? (
                        <span className="order-line__pickup-status"> · {t(PICKUP_STATUS_TEXT[pickupOf(line)!.status])}</span>
                      ) : null}
                    </p>
                  ) : null}
                </div>
                <p className="order-line__total">
                  <span className="visually-hidden">{t("Line total")} </span>
                  {formatCents(line.lineTotalCents)}
                </p>
                {renderLineAction ? <div className="order-line__action">{renderLineAction(line, nameId)}</div> : null}
              </li>
            );
          })}
        </ul>
        {order.giftCards && order.giftCards.length > 0 ? <BoughtGiftCards cards={order.giftCards} status={order.status} /> : null}
      </section>
      <div className="order-details__side">
        <section aria-labelledby="order-totals-title">
          <h2 id="order-totals-title">{t("Order summary")}</h2>
          <table className="summary">
            <tbody>
              <tr>
                <th scope="row">
                  {t("Subtotal ({{items}})", {
                    items: t("{{count}} items", { count: itemCount }),
                  })}
                </th>
                <td>{formatCents(s.subtotalCents)}</td>
              </tr>
              {s.couponsTotalCents !== 0 ? (
                <tr className="summary__saving">
                  <th scope="row">
                    {t("Coupons")}
                    {order.couponCodes.length > 0 ? ` (${order.couponCodes.join(", ")})` : ""}
                  </th>
                  <td>{formatCents(-Math.abs(s.couponsTotalCents))}</td>
                </tr>
              ) : null}
              {(s.membershipSavingsCents ?? 0) > 0 ? (
                <tr className="summary__saving">
                  <th scope="row">{t("Membership savings")}</th>
                  <td>{formatCents(-(s.membershipSavingsCents ?? 0))}</td>
                </tr>
              ) : null}
              {pickup ? null : (
                <tr>
                  <th scope="row">{t("Shipping")}</th>
                  <td>{s.shipFeeCents === 0 ? t("FREE") : formatCents(s.shipFeeCents)}</td>
                </tr>
              )}
              {s.handlingFeeCents > 0 ? (
                <tr>
                  <th scope="row">{t("Handling fee")}</th>
                  <td>{formatCents(s.handlingFeeCents)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">{t("Tax")}</th>
                <td>{formatCents(s.taxCents)}</td>
              </tr>
              <tr className="summary__total">
                <th scope="row">{t("Order total")}</th>
                <td>{formatCents(s.totalCents)}</td>
              </tr>
            </tbody>
          </table>
        </section>
        <section aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title">{pickup ? t("Pickup") : t("Delivery")}</h2>
          {pickup ? (
            <>
              <p className="order-details__label">{t("Pick up in store")}</p>
              {order.pickupStore ? <Lines lines={storeLines(order.pickupStore)} /> : null}
              {order.pickupPerson ? (
                <>
                  <p className="order-details__label">{t("Picked up by")}</p>
                  <Lines lines={personLines(order.pickupPerson)} />
                </>
              ) : null}
            </>
          ) : (
            <>
              {order.shippingAddress ? (
                <>
                  <p className="order-details__label">{t("Ship to")}</p>
                  <Lines lines={addressLines(order.shippingAddress)} />
                </>
              ) : null}
              {/* lines picked up in store (decision 030): their stores are beside each line */}
              {order.pickupPerson ? (
                <>
                  <p className="order-details__label">{t("Store pickup by")}</p>
                  <Lines lines={personLines(order.pickupPerson)} />
                </>
              ) : null}
            </>
          )}
        </section>
        {order.payments && order.payments.length > 0 ? (
          <section aria-labelledby="order-payment-title">
            <h2 id="order-payment-title">{t("Payment")}</h2>
            <table className="summary order-payments">
              <tbody>
                {order.payments.map((line, i) => (
                  <tr key={`${line.type}-${line.last4 ?? ""}-${i}`}>
                    <th scope="row">{paymentLineText(line, order.payment?.purchaseOrderNumber ?? null, t)}</th>
                    <td>{formatCents(line.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {order.rewardsEarnedPoints ? (
              <p>
                {t("This order earned {{points}} Easy Rewards points.", {
                  points: formatRewardsPoints(order.rewardsEarnedPoints),
                })}
              </p>
            ) : null}
          </section>
        ) : order.payment ? (
          <section aria-labelledby="order-payment-title">
            <h2 id="order-payment-title">{t("Payment")}</h2>
            <p>{paymentText(order.payment, t)}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}

import { type CartView, type CheckoutView, formatCents, isActiveLine, lineName } from "@quire/domain";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { type Translate, translatorFor, useT } from "../../../lib/i18n";
import { BudgetMeterView } from "../../../ui/budget-meter";
import { CsrfField } from "../../../ui/csrf-field";
import { checkoutMessage } from "../checkout-text";
import { appliedSummaryRows } from "./applied-payments";
import { addressLines, type CheckoutRefusal, paymentText, personName, type SectionMode } from "./checkout-model";
import { storeText } from "./delivery-section";
import { CheckoutStep } from "./section";

interface ReviewProps {
  view: CheckoutView;
  mode: SectionMode;
  refusal: CheckoutRefusal | null;
}

/** Step 4: every line of the order, with the service's words when the order was refused. */
export function ReviewSection({ view, mode, refusal }: ReviewProps) {
  const { t } = useT();
  const lines = view.cart.items.filter(isActiveLine);
  return (
    <CheckoutStep section="review" step={4} title={t("Review your order")} status={view.checkoutSections.review} mode={mode}>
      {refusal ? (
        <div id="review-errors" className="error-summary" role="alert" tabIndex={-1}>
          <p className="error-summary__title">{refusal.message}</p>
        </div>
      ) : null}
      <ul className="review-lines" aria-label={t("Items in your order")}>
        {lines.map((item) => {
          const unit = item.priceInfo?.finalPrice ?? null;
          const total = item.priceInfo?.lineTotal ?? (unit === null ? null : unit * item.qty);
          const name = lineName(item);
          const problem = item.messages.find((m) => m.type === "ERROR" && m.message);
          return (
            <li key={item.cartItemId} className="review-line">
              <div className="review-line__media">
                {item.product.images.standard ? (
                  <img src={item.product.images.standard} alt="" width={72} height={72} loading="lazy" decoding="async" />
                ) : null}
              </div>
              <div className="review-line__info">
                <p className="review-line__name" lang="en">
                  {item.product.itemUrl ? <Link to={`/${item.product.itemUrl.replace(/^\//, "")}`}>{name}</Link> : name}
                </p>
                <p className="review-line__meta">
                  {t("Qty {{qty}}", { qty: item.qty })}
                  {unit !== null ? <> · {t("{{price}} each", { price: formatCents(unit) })}</> : null}
                </p>
                {problem ? <p className="field__error">{checkoutMessage(t, problem.message ?? "")}</p> : null}
              </div>
              <p className="review-line__total">
                <span className="visually-hidden">{t("Line total")} </span>
                {total === null ? t("Price N/A") : formatCents(total)}
              </p>
            </li>
          );
        })}
      </ul>
    </CheckoutStep>
  );
}

/** The summary's lines, as the cart page shows them. */
export function summaryRows(
  cart: CartView,
  shipped: boolean,
  t: Translate = translatorFor("en"),
): { label: string; amount: string; className?: string }[] {
  const s = cart.cartSummary;
  const a = cart.cartAttributes;
  const rows: { label: string; amount: string; className?: string }[] = [
    { label: t("Subtotal ({{items}})", { items: itemsText(t, a.numberOfItems) }), amount: formatCents(s.cartSubTotal) },
  ];
  if (s.couponsTotal > 0) {
    rows.push({
      label: t("Coupons ({{count}})", { count: s.couponCount }),
      amount: formatCents(-s.couponsTotal),
      className: "summary__saving",
    });
  }
  // a member's prices, or the membership's in the cart (decision 080)
  if ((s.finalMembershipSavings ?? 0) > 0) {
    rows.push({
      label: t("Membership savings"),
      amount: formatCents(-(s.finalMembershipSavings ?? 0)),
      className: "summary__saving",
    });
  }
  if (shipped) rows.push({ label: t("Shipping"), amount: s.shipFee === 0 ? t("FREE") : formatCents(s.shipFee) });
  if (s.handlingFee > 0) rows.push({ label: t("Handling fee"), amount: formatCents(s.handlingFee) });
  if (!a.isTaxError) rows.push({ label: t("Estimated tax"), amount: formatCents(s.estimatedTax) });
  return rows;
}

/** "1 item", "3 items" (the domain's itemCountText) in the page's language. */
function itemsText(t: Translate, count: number): string {
  return t("{{count}} items", { count });
}

const APPROVAL_REASONS: Record<string, string> = {
  OVER_BUDGET: "It is over your budget centre's available balance.",
  ACCOUNT_POLICY: "Your account asks for approval of every order.",
};

/** Keeps the key of the order form while the total it was made for stands (a retry of the same order). */
function useStableKey(key: string, total: number): string {
  const [kept, setKept] = useState({ key, total });
  if (kept.total !== total) {
    setKept({ key, total });
    return key;
  }
  return kept.key;
}

function PlaceOrderForm({
  expectedTotal,
  idempotencyKey,
  forApproval,
}: {
  expectedTotal: number;
  idempotencyKey: string;
  /** the order will wait for an approver: the button says it is submitted, not placed */
  forApproval: boolean;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const key = useStableKey(idempotencyKey, expectedTotal);
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place-order";
  // Set at the first submit, before React renders again: a double click sends one order.
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") sent.current = false;
  }, [navigation.state]);
  return (
    // A real form: before hydration it posts to the page's action like any other.
    <Form
      method="post"
      className="place-order"
      aria-busy={placing || undefined}
      onSubmit={(event) => {
        if (sent.current) {
          event.preventDefault();
          return;
        }
        sent.current = true;
      }}
    >
      <CsrfField />
      <input type="hidden" name="intent" value="place-order" />
      <input type="hidden" name="expectedTotal" value={expectedTotal} />
      <input type="hidden" name="idempotencyKey" value={key} />
      {/* Busy is aria-disabled, not disabled: a disabled button drops keyboard focus mid-request. */}
      <button type="submit" className="button button--primary place-order__button" aria-disabled={placing || undefined}>
        {placing ? <span className="spinner" aria-hidden="true" /> : null}
        {forApproval
          ? placing
            ? t("Submitting for approval…")
            : t("Submit for approval")
          : placing
            ? t("Placing your order…")
            : t("Place order")}
      </button>
    </Form>
  );
}

interface SummaryProps {
  view: CheckoutView;
  idempotencyKey: string;
  /** the order form is offered (every step done, nothing being changed) */
  canPlace: boolean;
  /** the last place-order was refused because the total changed (409 TOTAL_CHANGED) */
  totalChanged: boolean;
}

/** Beside the steps on a wide screen, after them on a phone: the totals, where it goes, and Place order. */
export function CheckoutSummary({ view, idempotencyKey, canPlace, totalChanged }: SummaryProps) {
  const { t } = useT();
  const { cart, business } = view;
  const s = cart.cartSummary;
  const shipped = view.deliveryMethod === "DELIVERY";
  const payment = view.orderPayment;
  const to = shipped
    ? view.shippingAddress
      ? addressLines(view.shippingAddress)
      : []
    : view.pickupStore
      ? [storeText(view.pickupStore)]
      : [];
  // lines picked up in store (decision 030): their stores, and who picks them up
  const lineStores = shipped ? [...new Set((view.pickupLines ?? []).flatMap((l) => (l.store ? [storeText(l.store)] : [])))] : [];
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t("Order summary")}</h2>
      <table className="summary">
        <tbody>
          {summaryRows(cart, shipped, t).map((r) => (
            <tr key={r.label} className={r.className}>
              <th scope="row">{r.label}</th>
              <td>{r.amount}</td>
            </tr>
          ))}
          <tr className="summary__total">
            <th scope="row">{t("Order total")}</th>
            <td>{formatCents(s.ordTotal)}</td>
          </tr>
          {appliedSummaryRows(view, t).map((r) => (
            <tr key={r.label} className={r.className}>
              <th scope="row">{r.label}</th>
              <td>{r.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {cart.cartAttributes.isTaxError ? (
        <p className="summary__note">{t("Tax will be calculated when your order is placed.")}</p>
      ) : null}
      {totalChanged ? (
        <p className="checkout-notice checkout-notice--warning" role="status">
          {t("Your order total is now {{total}}. Please check it, then place your order again.", {
            total: formatCents(s.ordTotal),
          })}
        </p>
      ) : null}
      {to.length > 0 || lineStores.length > 0 || payment ? (
        <dl className="checkout-summary__facts">
          {to.length > 0 ? (
            <div>
              <dt>{shipped ? t("Ship to") : t("Pick up at")}</dt>
              <dd>{to.join(", ")}</dd>
            </div>
          ) : null}
          {lineStores.length > 0 ? (
            <div>
              <dt>{t("Pick up at")}</dt>
              <dd>{lineStores.join("; ")}</dd>
            </div>
          ) : null}
          {(!shipped || lineStores.length > 0) && view.pickupPerson ? (
            <div>
              <dt>{t("Picked up by")}</dt>
              <dd>{personName(view.pickupPerson)}</dd>
            </div>
          ) : null}
          {payment ? (
            <div>
              <dt>{t("Pay with")}</dt>
              <dd>{paymentText(payment, t)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {business ? (
        <div className="checkout-business">
          {business.budgetCentre ? (
            <dl className="checkout-summary__facts">
              <div>
                <dt>{t("Budget centre")}</dt>
                <dd>{business.budgetCentre.name}</dd>
              </div>
              <div>
                <dt>{t("Available balance")}</dt>
                <dd>{formatCents(business.budgetCentre.availableBalanceCents)}</dd>
              </div>
            </dl>
          ) : null}
          {cart.budgetMeter ? <BudgetMeterView meter={cart.budgetMeter} compact /> : null}
          {business.approvalRequired ? (
            <div className="checkout-notice checkout-notice--info">
              <p className="checkout-notice__title">{t("This order will be sent for approval")}</p>
              {business.approvalReason ? <p>{t(APPROVAL_REASONS[business.approvalReason] ?? business.approvalReason)}</p> : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {canPlace ? (
        <PlaceOrderForm
          expectedTotal={s.ordTotal}
          idempotencyKey={idempotencyKey}
          forApproval={business?.approvalRequired === true}
        />
      ) : (
        <p className="checkout-summary__hint">{t("Complete each step to place your order.")}</p>
      )}
    </section>
  );
}

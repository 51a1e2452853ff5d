import { ACCOUNT_FIELD_LIMITS, PICKUP_STATUS_TEXT, type TrackedOrder, formatCents, orderStatusText } from "@quire/domain";
import { Fragment } from "react";
import { useSearchParams } from "react-router";
import { useT } from "../../../lib/i18n";
import { EmailField, TextField, fieldId } from "../../../ui/form-fields";
import type { AccountRefusal } from "../account-refusal";
import { translatedRefusal } from "../account-text";
import { AccountForm } from "./account-form";
import "../account.css";

const dateText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", { dateStyle: "long" }).format(new Date(iso));

/** The look-up form: order number and e-mail (works without JavaScript). */
export function TrackOrderForm({ refusal }: { refusal: AccountRefusal | null }) {
  const { t } = useT();
  const formId = "track-order";
  const errors = translatedRefusal(refusal, t)?.fields ?? {};
  // the confirmation e-mail's and page's link name the order (?orderNumber=)
  const [params] = useSearchParams();
  const linked = params.get("orderNumber");
  return (
    <AccountForm formId={formId} refusal={refusal}>
      <TextField
        id={fieldId(formId, "orderNumber")}
        name="orderNumber"
        label={t("Order number")}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        hint={t("On your order confirmation, for example 7012345678")}
        defaultValue={refusal?.values?.orderNumber ?? (linked && /^\d{6,12}$/.test(linked) ? linked : undefined)}
        required
        error={errors.orderNumber}
      />
      <EmailField
        id={fieldId(formId, "email")}
        name="email"
        label={t("Email used for the order")}
        maxLength={ACCOUNT_FIELD_LIMITS.email}
        defaultValue={refusal?.values?.email}
        required
        error={errors.email}
      />
      <button type="submit" className="button">
        {t("Track order")}
      </button>
    </AccountForm>
  );
}

/** What a found order shows: status, dates, items, the city it ships to (never the street). */
export function TrackedOrderSummary({ order }: { order: TrackedOrder }) {
  const { t, language } = useT();
  const more = order.itemCount - order.items.reduce((n, item) => n + item.qty, 0);
  return (
    <section className="tracked-order" aria-labelledby="tracked-order-heading">
      <h2 id="tracked-order-heading">{t("Order {{number}}", { number: order.orderNumber })}</h2>
      <dl className="tracked-order__facts">
        <dt>{t("Status")}</dt>
        <dd className="tracked-order__status">{t(orderStatusText(order.status, order.pickups))}</dd>
        {order.pickups.length > 1
          ? order.pickups.map((p) => (
              <Fragment key={p.storeNumber}>
                <dt>{t("Pickup at store {{storeNumber}}", { storeNumber: p.storeNumber })}</dt>
                <dd>{t(PICKUP_STATUS_TEXT[p.status])}</dd>
              </Fragment>
            ))
          : null}
        <dt>{t("Placed")}</dt>
        <dd>{dateText(order.placedAt, language)}</dd>
        {order.shippingCity ? (
          <>
            <dt>{t("Shipping to")}</dt>
            <dd>{order.shippingCity}</dd>
          </>
        ) : null}
        <dt>{t("Total")}</dt>
        <dd>{formatCents(order.totalCents)}</dd>
        <dt>{t("Items")}</dt>
        <dd>{order.itemCount}</dd>
      </dl>
      <ul className="tracked-order__items">
        {order.items.map((item) => (
          <li key={item.name}>
            {item.qty} × <span lang="en">{item.name}</span>
          </li>
        ))}
        {more > 0 ? <li>{t("and {{count}} more", { count: more })}</li> : null}
      </ul>
    </section>
  );
}

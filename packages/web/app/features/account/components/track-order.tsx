import { ACCOUNT_FIELD_LIMITS, type TrackedOrder } from "@quire/domain";
import { EmailField, TextField, fieldId } from "../../../ui/form-fields";
import type { AccountRefusal } from "../account-refusal";
import { AccountForm } from "./account-form";

const STATUS_WORDS: Record<string, string> = {
  PLACED: "Order placed",
  PENDING_APPROVAL: "Waiting for approval",
  DECLINED: "Declined",
  SHIPPED: "Shipped",
  DELIVERED: "Delivered",
};

const dateText = (iso: string) => new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date(iso));

/** The look-up form: order number and e-mail (works without JavaScript). */
export function TrackOrderForm({ refusal }: { refusal: AccountRefusal | null }) {
  const formId = "track-order";
  return (
    <AccountForm formId={formId} refusal={refusal}>
      <TextField
        id={fieldId(formId, "orderNumber")}
        name="orderNumber"
        label="Order number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        hint="On your order confirmation, for example 7012345678"
        defaultValue={refusal?.values?.orderNumber}
        required
        error={refusal?.fields?.orderNumber}
      />
      <EmailField
        id={fieldId(formId, "email")}
        name="email"
        label="Email used for the order"
        maxLength={ACCOUNT_FIELD_LIMITS.email}
        defaultValue={refusal?.values?.email}
        required
        error={refusal?.fields?.email}
      />
      <button type="submit" className="button">
        Track order
      </button>
    </AccountForm>
  );
}

/** What a found order shows: status, dates, items, the city it ships to (never the street). */
export function TrackedOrderSummary({ order }: { order: TrackedOrder }) {
  const more = order.itemCount - order.items.reduce((n, item) => n + item.qty, 0);
  return (
    <section className="tracked-order" aria-labelledby="tracked-order-heading">
      <h2 id="tracked-order-heading">Order {order.orderNumber}</h2>
      <dl className="tracked-order__facts">
        <dt>Status</dt>
        <dd className="tracked-order__status">{STATUS_WORDS[order.status] ?? order.status}</dd>
        <dt>Placed</dt>
        <dd>{dateText(order.placedAt)}</dd>
        {order.shippingCity ? (
          <>
            <dt>Shipping to</dt>
            <dd>{order.shippingCity}</dd>
          </>
        ) : null}
        <dt>Items</dt>
        <dd>{order.itemCount}</dd>
      </dl>
      <ul className="tracked-order__items">
        {order.items.map((item) => (
          <li key={item.name}>
            {item.qty} × {item.name}
          </li>
        ))}
        {more > 0 ? <li>and {more} more</li> : null}
      </ul>
    </section>
  );
}

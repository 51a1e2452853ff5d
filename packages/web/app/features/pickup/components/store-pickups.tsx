import {
  PICKUP_ALREADY_READY,
  PICKUP_MARKED_READY,
  PICKUP_ORDER_NOT_FOUND,
  type StorePickupList,
  type StorePickupOrder,
  formatPhone,
} from "@quire/domain";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import "../store-pickups.css";

// The store staff's pickup page (decision 079): a store's waiting in-store pickup orders, the
// longest waiting first, each with who collects it, its items and a plain "Mark ready for pickup"
// form (works without JavaScript). The store is chosen with a GET form, so a store's list has its
// own address.

export interface StorePickupsRefusal {
  code: string;
  message: string;
  storeNumber: string;
  orderNumber: string;
}

interface Props {
  list: StorePickupList | null;
  /** the store number the address asked for, as typed */
  asked: string | null;
  /** the order just marked ready */
  ready: string | null;
  refusal: StorePickupsRefusal | null;
}

/** the stores are in Massachusetts: staff read the store's own time on server and browser alike */
function useStoreTime() {
  const { language } = useT();
  const format = new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/New_York",
  });
  return (iso: string) => format.format(new Date(iso));
}

function RefusalText({ refusal }: { refusal: StorePickupsRefusal }) {
  const { t } = useT();
  const values = { orderNumber: refusal.orderNumber, storeNumber: refusal.storeNumber };
  if (refusal.code === "PICKUP_NOT_FOUND") return <>{t(PICKUP_ORDER_NOT_FOUND, values)}</>;
  if (refusal.code === "PICKUP_ALREADY_READY") return <>{t(PICKUP_ALREADY_READY, values)}</>;
  if (refusal.code === "INVALID_STORE_NUMBER")
    return <>{t("We couldn't find store {{store}}. Please choose another store.", { store: refusal.storeNumber })}</>;
  return <>{t(refusal.message)}</>;
}

function PickupOrder({ order, storeNumber }: { order: StorePickupOrder; storeNumber: string }) {
  const { t } = useT();
  const time = useStoreTime();
  const titleId = `pickup-${order.orderNumber}`;
  const person = order.pickupPerson;
  return (
    <li className="store-pickup" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("Order {{number}}", { number: order.orderNumber })}</h3>
      <dl className="store-pickup__facts">
        <dt>{t("Placed")}</dt>
        <dd>
          <time dateTime={order.placedAt}>{time(order.placedAt)}</time>
        </dd>
        <dt>{t("Picked up by")}</dt>
        <dd>
          {person ? (
            <>
              <span className="store-pickup__person">{person.name}</span>
              {person.phone ? <span>{formatPhone(person.phone)}</span> : null}
              {person.email ? <span>{person.email}</span> : null}
            </>
          ) : (
            t("Not given: ask for the order number")
          )}
        </dd>
      </dl>
      <h4 className="store-pickup__items-title">{t("Items to set aside")}</h4>
      <ul className="store-pickup__items">
        {order.items.map((item) => (
          <li key={item.itemId}>
            {item.qty} × <span lang="en">{item.name}</span>{" "}
            <span className="store-pickup__item-id">{t("Item {{id}}", { id: item.itemId })}</span>
          </li>
        ))}
      </ul>
      <Form method="post" className="store-pickup__form">
        <CsrfField />
        <input type="hidden" name="storeNumber" value={storeNumber} />
        <input type="hidden" name="orderNumber" value={order.orderNumber} />
        <button type="submit" className="button">
          {t("Mark ready for pickup")}
          <span className="visually-hidden"> {t("(order {{number}})", { number: order.orderNumber })}</span>
        </button>
      </Form>
    </li>
  );
}

export function StorePickups({ list, asked, ready, refusal }: Props) {
  const { t } = useT();
  const storeNumber = list?.store.storeNumber ?? asked ?? "";
  return (
    <div className="store-pickups">
      <form method="get" className="store-pickups__filter">
        <label htmlFor="store-pickups-store">{t("Store number")}</label>
        <input
          id="store-pickups-store"
          name="store"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          defaultValue={storeNumber}
          aria-invalid={refusal?.code === "INVALID_STORE_NUMBER" ? true : undefined}
        />
        <button type="submit" className="button button--secondary">
          {t("Show orders")}
        </button>
      </form>
      {refusal ? (
        <p className="notice notice--error" role="alert">
          <RefusalText refusal={refusal} />
        </p>
      ) : null}
      {ready ? (
        <p className="notice" role="status">
          {t(PICKUP_MARKED_READY, { orderNumber: ready })}
        </p>
      ) : null}
      {list ? (
        <section aria-labelledby="store-pickups-title">
          <h2 id="store-pickups-title">
            {t("Waiting at {{name}} (store {{storeNumber}})", { name: list.store.name, storeNumber: list.store.storeNumber })}
          </h2>
          {list.orders.length === 0 ? (
            <p>{t("No pickup orders are waiting at this store.")}</p>
          ) : (
            <>
              <p>{t("Orders waiting: {{n}}. The longest waiting is first.", { n: list.orders.length })}</p>
              <ol className="store-pickups__list">
                {list.orders.map((order) => (
                  <PickupOrder key={order.orderNumber} order={order} storeNumber={list.store.storeNumber} />
                ))}
              </ol>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

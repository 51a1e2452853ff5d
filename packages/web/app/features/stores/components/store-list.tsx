import type { LocatorStore } from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { storeHoursText } from "../store-text";
import { MakeMyStoreForm, MyStoreBadge } from "./make-my-store-form";

// The locator's results: numbered like the map's markers, nearest first, each with its distance,
// today's hours, whether it is open now, its phone and make-my-store (or "My store").

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\D/g, "")}`;
}

export function StoreStatus({ store }: { store: LocatorStore }) {
  const { t } = useT();
  return (
    <p className={`store-status store-status--${store.storeStatus === "OPEN" ? "open" : "closed"}`}>
      <span className="store-status__dot" aria-hidden="true" />
      {storeHoursText(store.statusText, t)}
    </p>
  );
}

export function StoreList({
  stores,
  myStoreNumber,
  returnTo,
}: {
  stores: LocatorStore[];
  myStoreNumber: string;
  returnTo: string;
}) {
  const { t } = useT();
  return (
    <ol className="store-results" aria-label={t("Stores, nearest first")}>
      {stores.map((store, i) => {
        const mine = store.storeNumber === myStoreNumber;
        return (
          <li key={store.storeNumber} className={`store-result${mine ? " store-result--mine" : ""}`}>
            <span className="store-result__marker" aria-hidden="true">
              {i + 1}
            </span>
            <div className="store-result__body">
              <h3 className="store-result__name">
                <Link to={`/stores/${store.storeNumber}`}>{store.name}</Link> {mine ? <MyStoreBadge /> : null}
              </h3>
              <p className="store-result__distance">
                {store.distance.toFixed(1)} mi<span className="visually-hidden">{` ${t("away")}`}</span>
                {` · ${t("Store #{{number}}", { number: store.storeNumber })}`}
              </p>
              <p>{store.addressLine}</p>
              <StoreStatus store={store} />
              <p className="store-result__hours">{t("Today: {{hours}}", { hours: storeHoursText(store.workingHours, t) })}</p>
              <p>
                <a href={phoneHref(store.phone)}>{store.phone}</a>
              </p>
              {mine ? null : <MakeMyStoreForm storeNumber={store.storeNumber} storeName={store.name} returnTo={returnTo} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

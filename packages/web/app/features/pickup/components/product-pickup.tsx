import { MAKE_PICKUP_STORE_INTENT, type PickupDrawer as DrawerName, type PickupStoreOffer, bopisEvent } from "@quire/domain";
import { analyticsSite, track } from "../../../ui/analytics/track";
import { Form, Link } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { PickupDrawer } from "./pickup-drawer";
import { PickupStoreDetails } from "./pickup-store-card";
import { StoreSearchForm } from "./store-search-form";
import { useT } from "../../../lib/i18n";
import { hoursSummaryText, pickupText } from "../pickup-text";
import "../pickup.css";

interface Props {
  itemId: string;
  itemName: string;
  /** my store with this item's stock */
  myStore: PickupStoreOffer;
  /** the store chooser's list, when it is open */
  nearby: PickupStoreOffer[] | null;
  searchedZip: string | null;
  searchError: string | null;
  /** which drawer the address opened */
  drawer: DrawerName | null;
  /** the product page's own path, without the drawer */
  pagePath: string;
  /** the item can be bought (published, an add-to-cart item) */
  canAdd: boolean;
  /** what the server said when "Add for pickup" or "Pick up here" was refused */
  error?: string | null;
}

/**
 * The product page's pickup (spec: "Pick up today at {store}"): my store's shelf stock and
 * pickup label, "Add for pickup" (deliveryType ISP at my store), the pickup-today drawer and the
 * store chooser (decision 031).
 */
export function ProductPickup(props: Props) {
  const { itemId, itemName, myStore, drawer, pagePath, canAdd, error } = props;
  const { t } = useT();
  const city = myStore.address.city;
  const inStock = (myStore.stockQty ?? 0) > 0;
  return (
    <section className="pickup" aria-labelledby="pickup-title">
      <h2 id="pickup-title" className="pickup__title">
        {inStock ? t("Pick up today at {{city}}", { city }) : t("Pick up at {{city}}", { city })}
      </h2>
      <p className={`pickup__stock ${inStock ? "pickup__stock--in" : "pickup__stock--out"}`}>
        {pickupText(myStore.stockText, t)}
      </p>
      {myStore.label ? <p className="pickup__label">{pickupText(myStore.label, t)}</p> : null}
      <p className="pickup__store">
        <span lang="en">{myStore.name}</span> · {pickupText(myStore.hoursToday, t)}
      </p>
      <p className="pickup__links">
        <Link to={{ search: "?pickup=today" }} preventScrollReset>
          {t("Pickup details")}
        </Link>
        <Link to={{ search: "?pickup=stores" }} preventScrollReset>
          {t("Change store")}
        </Link>
      </p>
      <Form
        method="post"
        className="pickup__add"
        onSubmit={() => track(bopisEvent(analyticsSite(), { itemId, storeNumber: myStore.storeNumber }))}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="qty" value="1" />
        <input type="hidden" name="deliveryType" value="ISP" />
        <input type="hidden" name="storeNumber" value={myStore.storeNumber} />
        <button type="submit" className="button" disabled={!canAdd || !inStock} aria-describedby="pickup-title">
          {t("Add for pickup")}
        </button>
      </Form>
      {error ? (
        <p className="pickup__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      {drawer === "today" ? (
        <PickupDrawer title={t("Pick up today at {{city}}", { city })} closeTo={pagePath} closeLabel={t("Close pickup details")}>
          <p className="pickup-drawer__item" lang="en">
            {itemName}
          </p>
          <h3 className="pickup-drawer__store" lang="en">
            {myStore.name}
          </h3>
          <PickupStoreDetails store={myStore} />
          <p className="pickup-drawer__phone">{t("Phone {{phone}}", { phone: myStore.phone })}</p>
          <p className="pickup-drawer__hours">{hoursSummaryText(myStore.hoursSummary, t)}</p>
          <h3>{t("How pickup works")}</h3>
          <ol className="pickup-drawer__steps">
            <li>{t("Choose Add for pickup and check out; pay online, nothing ships.")}</li>
            <li>
              {myStore.label
                ? t("We email you when your order is ready ({{when}}).", { when: pickupText(myStore.label, t).toLowerCase() })
                : t("We email you when your order is ready.")}
            </li>
            <li>{t("Bring the email and a photo ID to the pickup counter; we keep your order for 5 days.")}</li>
          </ol>
          <p>
            <Link to={{ search: "?pickup=stores" }} preventScrollReset>
              {t("Change store")}
            </Link>
          </p>
        </PickupDrawer>
      ) : null}
      {drawer === "stores" ? <StoreChooser {...props} /> : null}
    </section>
  );
}

function StoreChooser({ itemName, myStore, nearby, searchedZip, searchError, pagePath }: Props) {
  const { t } = useT();
  return (
    <PickupDrawer title={t("Choose a store for pickup")} closeTo={pagePath} closeLabel={t("Close store chooser")}>
      <p className="pickup-drawer__item" lang="en">
        {itemName}
      </p>
      <StoreSearchForm zip={searchedZip} error={searchError} hidden={{ pickup: "stores" }} />
      <ul className="pickup-stores" aria-label={t("Stores near you")}>
        {(nearby ?? []).map((store) => {
          const mine = store.storeNumber === myStore.storeNumber;
          return (
            <li key={store.storeNumber} className="pickup-store" aria-label={store.name}>
              <h3 className="pickup-store__name">
                <span lang="en">{store.name}</span>
                {mine ? <span className="pickup-store__mine"> ({t("my store")})</span> : null}
              </h3>
              <PickupStoreDetails store={store} />
              {mine ? null : (
                <Form method="post" className="pickup-store__choose">
                  <CsrfField />
                  <input type="hidden" name="intent" value={MAKE_PICKUP_STORE_INTENT} />
                  <input type="hidden" name="storeNumber" value={store.storeNumber} />
                  <input type="hidden" name="returnTo" value={pagePath} />
                  <button type="submit" className="button button--secondary">
                    {t("Pick up here")}
                    <span className="visually-hidden">
                      {" "}
                      {t("at")} <span lang="en">{store.name}</span>
                    </span>
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </PickupDrawer>
  );
}

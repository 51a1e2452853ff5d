import { MAKE_PICKUP_STORE_INTENT, type PickupDrawer as DrawerName, type PickupStoreOffer } from "@quire/domain";
import { Form, Link } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { PickupDrawer } from "./pickup-drawer";
import { PickupStoreDetails } from "./pickup-store-card";
import { StoreSearchForm } from "./store-search-form";

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
  const city = myStore.address.city;
  const inStock = (myStore.stockQty ?? 0) > 0;
  return (
    <section className="pickup" aria-labelledby="pickup-title">
      <h2 id="pickup-title" className="pickup__title">
        {inStock ? `Pick up today at ${city}` : `Pick up at ${city}`}
      </h2>
      <p className={`pickup__stock ${inStock ? "pickup__stock--in" : "pickup__stock--out"}`}>{myStore.stockText}</p>
      {myStore.label ? <p className="pickup__label">{myStore.label}</p> : null}
      <p className="pickup__store">
        {myStore.name} · {myStore.hoursToday}
      </p>
      <p className="pickup__links">
        <Link to={{ search: "?pickup=today" }} preventScrollReset>
          Pickup details
        </Link>
        <Link to={{ search: "?pickup=stores" }} preventScrollReset>
          Change store
        </Link>
      </p>
      <Form method="post" className="pickup__add">
        <CsrfField />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="qty" value="1" />
        <input type="hidden" name="deliveryType" value="ISP" />
        <input type="hidden" name="storeNumber" value={myStore.storeNumber} />
        <button type="submit" className="button" disabled={!canAdd || !inStock} aria-describedby="pickup-title">
          Add for pickup
        </button>
      </Form>
      {error ? (
        <p className="pickup__error" role="alert">
          {error}
        </p>
      ) : null}
      {drawer === "today" ? (
        <PickupDrawer title={`Pick up today at ${city}`} closeTo={pagePath} closeLabel="Close pickup details">
          <p className="pickup-drawer__item">{itemName}</p>
          <h3 className="pickup-drawer__store">{myStore.name}</h3>
          <PickupStoreDetails store={myStore} />
          <p className="pickup-drawer__phone">Phone {myStore.phone}</p>
          <p className="pickup-drawer__hours">{myStore.hoursSummary}</p>
          <h3>How pickup works</h3>
          <ol className="pickup-drawer__steps">
            <li>Choose Add for pickup and check out; pay online, nothing ships.</li>
            <li>We email you when your order is ready{myStore.label ? ` (${myStore.label.toLowerCase()})` : ""}.</li>
            <li>Bring the email and a photo ID to the pickup counter; we keep your order for 5 days.</li>
          </ol>
          <p>
            <Link to={{ search: "?pickup=stores" }} preventScrollReset>
              Change store
            </Link>
          </p>
        </PickupDrawer>
      ) : null}
      {drawer === "stores" ? <StoreChooser {...props} /> : null}
    </section>
  );
}

function StoreChooser({ itemName, myStore, nearby, searchedZip, searchError, pagePath }: Props) {
  return (
    <PickupDrawer title="Choose a store for pickup" closeTo={pagePath} closeLabel="Close store chooser">
      <p className="pickup-drawer__item">{itemName}</p>
      <StoreSearchForm zip={searchedZip} error={searchError} hidden={{ pickup: "stores" }} />
      <ul className="pickup-stores" aria-label="Stores near you">
        {(nearby ?? []).map((store) => {
          const mine = store.storeNumber === myStore.storeNumber;
          return (
            <li key={store.storeNumber} className="pickup-store" aria-label={store.name}>
              <h3 className="pickup-store__name">
                {store.name}
                {mine ? <span className="pickup-store__mine"> (my store)</span> : null}
              </h3>
              <PickupStoreDetails store={store} />
              {mine ? null : (
                <Form method="post" className="pickup-store__choose">
                  <CsrfField />
                  <input type="hidden" name="intent" value={MAKE_PICKUP_STORE_INTENT} />
                  <input type="hidden" name="storeNumber" value={store.storeNumber} />
                  <input type="hidden" name="returnTo" value={pagePath} />
                  <button type="submit" className="button button--secondary">
                    Pick up here<span className="visually-hidden"> at {store.name}</span>
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

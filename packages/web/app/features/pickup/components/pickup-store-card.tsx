import type { PickupStoreOffer } from "@quire/domain";

/** A store's address, distance, today's hours, and (for an item) its stock and pickup label. */
export function PickupStoreDetails({ store }: { store: PickupStoreOffer }) {
  const a = store.address;
  return (
    <>
      <p className="pickup-store__address">
        {a.addressLine1}, {a.city}, {a.state} {a.zipcode}
        {store.distanceMiles !== null ? <span className="pickup-store__distance"> · {store.distanceMiles} mi</span> : null}
      </p>
      <p className={`pickup-store__hours${store.openNow ? " pickup-store__hours--open" : ""}`}>{store.hoursToday}</p>
      {store.stockText ? (
        <p className={`pickup-store__stock${store.stockQty ? " pickup-store__stock--in" : " pickup-store__stock--out"}`}>
          {store.stockText}
        </p>
      ) : null}
      {store.label ? <p className="pickup-store__label">{store.label}</p> : null}
    </>
  );
}

import type { PickupStoreOffer } from "@quire/domain";
import { useT } from "../../../lib/i18n";
import { pickupText } from "../pickup-text";

/** A store's address, distance, today's hours, and (for an item) its stock and pickup label. */
export function PickupStoreDetails({ store }: { store: PickupStoreOffer }) {
  const a = store.address;
  const { t } = useT();
  return (
    <>
      <p className="pickup-store__address">
        {a.addressLine1}, {a.city}, {a.state} {a.zipcode}
        {store.distanceMiles !== null ? <span className="pickup-store__distance"> · {store.distanceMiles} mi</span> : null}
      </p>
      <p className={`pickup-store__hours${store.openNow ? " pickup-store__hours--open" : ""}`}>
        {pickupText(store.hoursToday, t)}
      </p>
      {store.stockText ? (
        <p className={`pickup-store__stock${store.stockQty ? " pickup-store__stock--in" : " pickup-store__stock--out"}`}>
          {pickupText(store.stockText, t)}
        </p>
      ) : null}
      {store.label ? <p className="pickup-store__label">{pickupText(store.label, t)}</p> : null}
    </>
  );
}

import { type BusinessPickupView, MAKE_PICKUP_STORE_INTENT } from "@quire/domain";
import { Form } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { PickupStoreDetails } from "./pickup-store-card";
import { StoreSearchForm } from "./store-search-form";
import "../pickup.css";

/** The business site's Pick up in store page (/cc/mmx/pickup): my store, stores near a ZIP code, how it works. */
export function BusinessPickup({ view, error }: { view: BusinessPickupView; error?: string | null }) {
  if (!view.allowed || !view.myStore) {
    return (
      <div className="page page--narrow business-pickup">
        <h1>Pick up in store</h1>
        <p className="notice">Pickup in store isn&apos;t available for your account. Your orders ship to your ship-to address.</p>
        <p>Ask your account administrator if your account should allow pickup in store.</p>
      </div>
    );
  }
  const mine = view.myStore;
  return (
    <div className="page business-pickup">
      <h1>Pick up in store</h1>
      <section className="business-pickup__mine" aria-labelledby="my-pickup-store">
        <h2 id="my-pickup-store">Your pickup store: {mine.name}</h2>
        <PickupStoreDetails store={mine} />
        <p>Phone {mine.phone}</p>
        <p>{mine.hoursSummary}</p>
      </section>
      <section className="business-pickup__how" aria-labelledby="how-business-pickup">
        <h2 id="how-business-pickup">How business pickup works</h2>
        <ol>
          <li>On a product page, choose Add for pickup; the store&apos;s stock is shown beside it.</li>
          <li>Check out as usual: on account or by card, with your purchase order number.</li>
          <li>We email the buyer when the order is ready; anyone with the order number and a photo ID may collect it.</li>
        </ol>
        <p className="business-pickup__tax">
          {view.taxExempt
            ? "Your account is tax exempt: pickup orders carry no sales tax."
            : "Pickup orders are charged the store's sales tax. If your organisation is tax exempt, ask your account administrator to send us its certificate."}
        </p>
      </section>
      <section className="business-pickup__stores" aria-labelledby="stores-near">
        <h2 id="stores-near">{view.searchedZip && !view.searchError ? `Stores near ${view.searchedZip}` : "Stores near you"}</h2>
        <StoreSearchForm zip={view.searchedZip} error={view.searchError} />
        {error ? (
          <p className="pickup__error" role="alert">
            {error}
          </p>
        ) : null}
        <ul className="pickup-stores">
          {view.nearby.map((store) => (
            <li key={store.storeNumber} className="pickup-store" aria-label={store.name}>
              <h3 className="pickup-store__name">
                {store.name}
                {store.storeNumber === mine.storeNumber ? <span className="pickup-store__mine"> (your pickup store)</span> : null}
              </h3>
              <PickupStoreDetails store={store} />
              {store.storeNumber === mine.storeNumber ? null : (
                <Form method="post" className="pickup-store__choose">
                  <CsrfField />
                  <input type="hidden" name="intent" value={MAKE_PICKUP_STORE_INTENT} />
                  <input type="hidden" name="storeNumber" value={store.storeNumber} />
                  <input type="hidden" name="returnTo" value="/cc/mmx/pickup" />
                  <button type="submit" className="button button--secondary">
                    Pick up here<span className="visually-hidden"> at {store.name}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { directionsUrl, weeklyHoursRows } from "@quire/domain";
import { data, Link } from "react-router";
import { MakeMyStoreForm, MyStoreBadge } from "../features/stores/components/make-my-store-form";
import { phoneHref, StoreStatus } from "../features/stores/components/store-list";
import { makeMyStoreAction } from "../features/stores/stores-actions.server";
import type { Route } from "./+types/stores-detail";

// One store's page: address, phone, the week's hours, open now, directions and make-my-store.

export async function loader({ params, context }: Route.LoaderArgs) {
  const store = await context.doors.stores.find(params.storeNumber ?? "");
  if (!store) throw data("We couldn't find that store. It may have closed or the address may be mistyped.", { status: 404 });
  return { store, myStore: context.doors.stores.yourStore() };
}

export const action = (args: Route.ActionArgs) => makeMyStoreAction(args);

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: "Store not found | Quire" }];
  const s = loaded.store;
  return [
    { title: `${s.name} | Quire` },
    { name: "description", content: `${s.name}: ${s.addressLine}. Hours, phone and directions.` },
  ];
}

export default function StoreDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { store, myStore } = loaderData;
  const mine = store.storeNumber === myStore.storeNumber;
  const today = weeklyHoursRows(store.weeklyHours);
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : null;
  return (
    <div className="page store-page">
      <p className="store-page__back">
        <Link to="/stores">Find other stores</Link>
      </p>
      <h1>
        {store.name} {mine ? <MyStoreBadge /> : null}
      </h1>
      <p className="store-page__number">Store #{store.storeNumber}</p>
      <div className="store-page__layout">
        <address className="store-page__address">
          {store.address.addressLine1}
          <br />
          {store.address.city}, {store.address.state} {store.address.zipcode}
          <br />
          <a href={phoneHref(store.phone)}>{store.phone}</a>
        </address>
        <StoreStatus store={store} />
        <p className="store-page__actions">
          <a className="button button--secondary" href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
            Directions<span className="visually-hidden"> to {store.name} (opens in a new tab)</span>
          </a>
        </p>
        {refusal ? (
          <p className="form-error" role="alert">
            {refusal.message}
          </p>
        ) : null}
        {mine ? (
          <p>This is your store.</p>
        ) : (
          <MakeMyStoreForm storeNumber={store.storeNumber} storeName={store.name} returnTo={`/stores/${store.storeNumber}`} />
        )}
        <h2>Store hours</h2>
        <table className="store-hours">
          <caption className="visually-hidden">Opening hours, {store.timeZone.replace(/_/g, " ")} time</caption>
          <tbody>
            {today.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.label}</th>
                <td>{row.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

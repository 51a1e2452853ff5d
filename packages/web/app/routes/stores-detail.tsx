import { directionsUrl, weeklyHoursRows } from "@quire/domain";
import { data, Link } from "react-router";
import { MakeMyStoreForm, MyStoreBadge } from "../features/stores/components/make-my-store-form";
import { phoneHref, StoreStatus } from "../features/stores/components/store-list";
import { makeMyStoreAction } from "../features/stores/stores-actions.server";
import { storeHoursText, storeLocatorText } from "../features/stores/store-text";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/stores-detail";
import "./stores-detail.css";

// One store's page: address, phone, the week's hours, open now, directions and make-my-store.

export async function loader({ params, context }: Route.LoaderArgs) {
  const store = await context.doors.stores.find(params.storeNumber ?? "");
  if (!store) throw data("We couldn't find that store. It may have closed or the address may be mistyped.", { status: 404 });
  return { store, myStore: context.doors.stores.yourStore() };
}

export const action = (args: Route.ActionArgs) => makeMyStoreAction(args);

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  if (!loaded) return [{ title: t("Store not found | Quire") }];
  const s = loaded.store;
  return [
    { title: `${s.name} | Quire` },
    {
      name: "description",
      content: t("{{store}}: {{address}}. Hours, phone and directions.", { store: s.name, address: s.addressLine }),
    },
  ];
}

export default function StoreDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { store, myStore } = loaderData;
  const mine = store.storeNumber === myStore.storeNumber;
  const today = weeklyHoursRows(store.weeklyHours);
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : null;
  return (
    <div className="page store-page">
      <p className="store-page__back">
        <Link to="/stores">{t("Find other stores")}</Link>
      </p>
      <h1>
        {store.name} {mine ? <MyStoreBadge /> : null}
      </h1>
      <p className="store-page__number">{t("Store #{{number}}", { number: store.storeNumber })}</p>
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
            {t("Directions")}
            <span className="visually-hidden">{` ${t("to {{store}} (opens in a new tab)", { store: store.name })}`}</span>
          </a>
        </p>
        {refusal ? (
          <p className="form-error" role="alert">
            {storeLocatorText(refusal.message, t)}
          </p>
        ) : null}
        {mine ? (
          <p>{t("This is your store.")}</p>
        ) : (
          <MakeMyStoreForm storeNumber={store.storeNumber} storeName={store.name} returnTo={`/stores/${store.storeNumber}`} />
        )}
        <h2>{t("Store hours")}</h2>
        <table className="store-hours">
          <caption className="visually-hidden">
            {t("Opening hours, {{zone}} time", { zone: store.timeZone.replace(/_/g, " ") })}
          </caption>
          <tbody>
            {today.map((row) => (
              <tr key={row.day}>
                <th scope="row">{t(row.label)}</th>
                <td>{storeHoursText(row.text, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

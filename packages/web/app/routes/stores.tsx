import { DEFAULT_STORE, DEFAULT_STORE_RADIUS_MILES, type LocatorResults, storeSearchRadius } from "@quire/domain";
import { StoreList } from "../features/stores/components/store-list";
import { StoreMap } from "../features/stores/components/store-map";
import { StoreSearchForm } from "../features/stores/components/store-search-form";
import { makeMyStoreAction } from "../features/stores/stores-actions.server";
import { drawStoreMap } from "../features/stores/store-map.server";
import { type Translate, translatorFor, useT } from "../lib/i18n";
import { storeLocatorText } from "../features/stores/store-text";
import type { Route } from "./+types/stores";
import "./stores.css";

// The store locator: a search by ZIP, city or "city, state" within a radius (a GET form), the
// stores found nearest first beside a map of them, and make-my-store on each. With no search it
// shows the stores near my store (the YourStore cookie, else 0008 Natick, MA 01760).

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 120);
  const radius = storeSearchRadius(url.searchParams.get("radius") ?? undefined, DEFAULT_STORE_RADIUS_MILES);
  const stores = context.doors.stores;
  const myStore = stores.yourStore();
  const searched = query !== "";
  let results: LocatorResults | null = null;
  let error: { code: string; message: string } | null = null;
  const found = await stores.locate({
    address: searched ? query : myStore.zipCode || DEFAULT_STORE.zipCode,
    radius: String(radius),
  });
  if (found.ok) results = found.value;
  else if (searched) error = { code: found.code, message: found.message };
  else {
    const mine = await stores.locate({ storeNumber: myStore.storeNumber });
    results = mine.ok ? mine.value : null;
  }
  // drawn here, on the server: the page gets the map's paths, not map code (decision 076)
  const map = results && !error ? drawStoreMap(results.stores, results.place ?? null) : null;
  return { query, radius, searched, myStore, results, error, map, returnTo: `${url.pathname}${url.search}` };
}

export const action = (args: Route.ActionArgs) => makeMyStoreAction(args);

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  const title = data?.searched ? t("Stores near {{place}} | Quire", { place: data.query }) : t("Find a store | Quire");
  return [{ title }, { name: "description", content: t("Find a Quire store near you: addresses, opening hours, directions.") }];
}

/** The error line: the searched term in quotes, and what to do about it. */
function errorLine(error: { code: string; message: string }, query: string, t: Translate): string {
  if (error.code === "INVALID_STORE_SEARCH") {
    return t('We can\'t search for "{{query}}". {{reason}}', { query, reason: storeLocatorText(error.message, t) });
  }
  if (error.code === "INVALID_ZIPCODE") return t('No stores found near "{{query}}": that ZIP code is not known.', { query });
  return t('No stores found near "{{query}}". Try another ZIP code or city, or a wider radius.', { query });
}

export default function StoresPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { query, radius, searched, myStore, results, error, map, returnTo } = loaderData;
  const place = results?.place;
  const placeText = place ? `${place.city}, ${place.state} ${place.zipCode}` : `${myStore.city || t("your store")}`;
  const count = results?.stores.length ?? 0;
  const miles = results?.radius ?? radius;
  const heading = searched
    ? count === 1
      ? t("1 store within {{miles}} miles of {{place}}", { miles, place: query })
      : t("{{count}} stores within {{miles}} miles of {{place}}", { count, miles, place: query })
    : t("Stores near your store in {{city}}", { city: myStore.city || placeText });
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : null;
  return (
    <div className="page store-locator">
      <h1>{t("Find a store")}</h1>
      <StoreSearchForm query={query} radius={radius} />
      {refusal ? (
        <p className="form-error" role="alert">
          {storeLocatorText(refusal.message, t)}
        </p>
      ) : null}
      {error ? (
        <p className="store-search__error" role="alert">
          {errorLine(error, query, t)}
        </p>
      ) : null}
      {results && map && !error ? (
        <section aria-labelledby="store-results-heading" className="store-locator__results">
          <h2 id="store-results-heading">{heading}</h2>
          <div className="store-locator__layout">
            <StoreList stores={results.stores} myStoreNumber={myStore.storeNumber} returnTo={returnTo} />
            <StoreMap
              map={map}
              storeNumbers={results.stores.map((s) => s.storeNumber)}
              label={
                count === 1
                  ? t(
                      "Map of the 1 store found near {{place}}. Numbered markers match the list; the cross marks the place searched.",
                      {
                        place: placeText,
                      },
                    )
                  : t(
                      "Map of the {{count}} stores found near {{place}}. Numbered markers match the list; the cross marks the place searched.",
                      { count, place: placeText },
                    )
              }
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}

import {
  DEFAULT_STORE,
  DEFAULT_STORE_RADIUS_MILES,
  type LocatorResults,
  noStoresNearText,
  storeSearchRadius,
} from "@quire/domain";
import { StoreList } from "../features/stores/components/store-list";
import { StoreMap } from "../features/stores/components/store-map";
import { StoreSearchForm } from "../features/stores/components/store-search-form";
import { makeMyStoreAction } from "../features/stores/stores-actions.server";
import type { Route } from "./+types/stores";

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
  return { query, radius, searched, myStore, results, error, returnTo: `${url.pathname}${url.search}` };
}

export const action = (args: Route.ActionArgs) => makeMyStoreAction(args);

export function meta({ data }: Route.MetaArgs) {
  const title = data?.searched ? `Stores near ${data.query} | Quire` : "Find a store | Quire";
  return [{ title }, { name: "description", content: "Find a Quire store near you: addresses, opening hours, directions." }];
}

/** The error line: the searched term in quotes, and what to do about it. */
function errorLine(error: { code: string; message: string }, query: string): string {
  if (error.code === "INVALID_STORE_SEARCH") return `We can't search for "${query}". ${error.message}`;
  if (error.code === "INVALID_ZIPCODE") return `${noStoresNearText(query)}: that ZIP code is not known.`;
  return `${noStoresNearText(query)}. Try another ZIP code or city, or a wider radius.`;
}

export default function StoresPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, radius, searched, myStore, results, error, returnTo } = loaderData;
  const place = results?.place;
  const placeText = place ? `${place.city}, ${place.state} ${place.zipCode}` : `${myStore.city || "your store"}`;
  const count = results?.stores.length ?? 0;
  const heading = searched
    ? `${count} ${count === 1 ? "store" : "stores"} within ${results?.radius ?? radius} miles of ${query}`
    : `Stores near your store in ${myStore.city || placeText}`;
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : null;
  return (
    <div className="page store-locator">
      <h1>Find a store</h1>
      <StoreSearchForm query={query} radius={radius} />
      {refusal ? (
        <p className="form-error" role="alert">
          {refusal.message}
        </p>
      ) : null}
      {error ? (
        <p className="store-search__error" role="alert">
          {errorLine(error, query)}
        </p>
      ) : null}
      {results && !error ? (
        <section aria-labelledby="store-results-heading" className="store-locator__results">
          <h2 id="store-results-heading">{heading}</h2>
          <div className="store-locator__layout">
            <StoreList stores={results.stores} myStoreNumber={myStore.storeNumber} returnTo={returnTo} />
            <StoreMap
              stores={results.stores}
              place={place ?? null}
              label={`Map of the ${count} ${count === 1 ? "store" : "stores"} found near ${placeText}. Numbered markers match the list; the cross marks the place searched.`}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}

// Tracking beacons (storefront spec 3, 4, 7): tiles and pages report impressions and clicks to our
// own collector, never a third party. One URL builder and one parser, so the tiles that fire a
// beacon and the collector that reads it cannot drift apart.

export const BEACON_PATH = "/api/analytics/beacon";

export type BeaconEvent = "imp" | "clk" | "page";
export const BEACON_EVENTS: readonly BeaconEvent[] = ["imp", "clk", "page"];

export interface BeaconFields {
  event: BeaconEvent;
  /** The product's item id; empty for a page beacon. */
  itemId?: string | null;
  /** Where the tile was shown, e.g. a recommendation placement or "search". */
  placement?: string | null;
  /** The recommendation id the tile came from, when it came from one. */
  recId?: string | null;
  /** The page type, e.g. "search", "product", "cart", "home". */
  pageType?: string | null;
  /** Page beacon counter (spec 4): "A" on the first tile fire, "G" on a page fire. */
  counter?: "A" | "G" | null;
}

const MAX_FIELD = 120;
const clip = (value: string | null | undefined) => (value ?? "").trim().slice(0, MAX_FIELD);

/** The collector URL for one beacon; fields are clipped and encoded. */
export function beaconUrl(fields: BeaconFields): string {
  const params = new URLSearchParams({ e: fields.event });
  const pairs: [string, string | null | undefined][] = [
    ["sku", fields.itemId],
    ["pl", fields.placement],
    ["rid", fields.recId],
    ["pg", fields.pageType],
    ["c", fields.counter],
  ];
  for (const [key, value] of pairs) {
    const v = clip(value);
    if (v) params.set(key, v);
  }
  return `${BEACON_PATH}?${params.toString()}`;
}

/** Reads a beacon's query (the collector's side); null when the event is not one we know. */
export function parseBeaconQuery(query: URLSearchParams | Record<string, unknown>): BeaconFields | null {
  const get = (key: string): string | null => {
    const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
    return typeof raw === "string" && raw.trim() ? clip(raw) : null;
  };
  const event = get("e");
  if (!event || !(BEACON_EVENTS as readonly string[]).includes(event)) return null;
  const counter = get("c");
  return {
    event: event as BeaconEvent,
    itemId: get("sku"),
    placement: get("pl"),
    recId: get("rid"),
    pageType: get("pg"),
    counter: counter === "A" || counter === "G" ? counter : null,
  };
}

/**
 * Page beacon state (spec 4): fires once per page or tile. The first "tile" fire sets fired and
 * appends c=A; a "page" fire appends c=G and resets fired. Later tile fires on the same page add
 * nothing (null).
 */
export interface PageBeaconState {
  fired: boolean;
}

export function nextPageBeacon(
  state: PageBeaconState,
  kind: "tile" | "page",
): { state: PageBeaconState; counter: "A" | "G" | null } {
  if (kind === "page") return { state: { fired: false }, counter: "G" };
  if (state.fired) return { state, counter: null };
  return { state: { fired: true }, counter: "A" };
}

import { type PageBeaconState, beaconUrl, nextPageBeacon, shouldFireImpression } from "@quire/domain";
import { type RefObject, useCallback, useEffect } from "react";

// The firing side of the tiles' beacons (storefront spec 3, 4; decision 047). Every URL comes from
// beaconUrl and goes to our own collector. Impressions fire once per tile per page, when at least
// half of it is on screen; clicks fire on every click of a link or button inside the tile. The
// first tile fire of a page also sends the page beacon with c=A; a page fire sends c=G.

export interface TileBeaconFields {
  itemId: string;
  placement: string;
  pageType: string;
  recId?: string | null;
}

/** Sends one beacon: navigator.sendBeacon, else a keepalive fetch; a failure is never the shopper's problem. */
export function sendBeacon(url: string): void {
  try {
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url)) return;
  } catch {
    // some browsers throw for a blocked beacon: fall through to fetch
  }
  try {
    void fetch(url, { method: "POST", keepalive: true, credentials: "same-origin" }).catch(() => undefined);
  } catch {
    // no fetch either: the beacon is lost, the page is not
  }
}

// Per page (path and query): which tiles were seen, and the page beacon's state.
let pageKey = "";
let seen: ReadonlySet<string> = new Set();
let pageState: PageBeaconState = { fired: false };

function currentPage(): string {
  return typeof window === "undefined" ? "" : `${window.location.pathname}${window.location.search}`;
}

function onPage(): void {
  const key = currentPage();
  if (key !== pageKey) {
    pageKey = key;
    seen = new Set();
    pageState = { fired: false };
  }
}

/** The page beacon: "page" on a page view (c=G), "tile" on a tile's first impression (c=A, once). */
export function firePageBeacon(kind: "tile" | "page", pageType: string): void {
  onPage();
  const next = nextPageBeacon(pageState, kind);
  pageState = next.state;
  if (next.counter) sendBeacon(beaconUrl({ event: "page", pageType, counter: next.counter }));
}

/** Fires the tile's impression once (returns whether it fired). Exported for tests. */
export function fireImpression(fields: TileBeaconFields): boolean {
  onPage();
  const result = shouldFireImpression(seen, `${fields.placement}|${fields.itemId}`);
  seen = result.seen;
  if (!result.fire) return false;
  sendBeacon(beaconUrl({ event: "imp", ...fields }));
  firePageBeacon("tile", fields.pageType);
  return true;
}

export function fireClick(fields: TileBeaconFields): void {
  sendBeacon(beaconUrl({ event: "clk", ...fields }));
}

/** Watches the tile for its impression; answers the click handler for the tile's root. */
export function useTileBeacons(ref: RefObject<HTMLElement | null>, fields: TileBeaconFields) {
  const { itemId, placement, pageType, recId } = fields;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const beacon = { itemId, placement, pageType, recId };
    if (typeof IntersectionObserver === "undefined") {
      fireImpression(beacon);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          fireImpression(beacon);
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, itemId, placement, pageType, recId]);

  return useCallback(
    (event: { target: EventTarget | null }) => {
      const target = event.target instanceof Element ? event.target.closest("a, button") : null;
      if (target) fireClick({ itemId, placement, pageType, recId });
    },
    [itemId, placement, pageType, recId],
  );
}

/** A page's own beacon (c=G), once per page view. */
export function usePageBeacon(pageType: string): void {
  useEffect(() => {
    firePageBeacon("page", pageType);
  }, [pageType]);
}

import { WEEKDAY_NAMES, storeTimeZone, wallClock } from "./store-hours";
import { WEEKDAY_KEYS, type WeekdayKey, type WeeklyHours } from "./stores";
import type { YourStore } from "./your-store";

// Pickup in store on product pages, tiles and the business pickup page (decision 031): what a
// store's shelf stock and hours mean for the shopper ("12 in stock", "Pick up in 30 minutes"),
// and the shapes the pickup reader hands the pages.

// ---- store-local time --------------------------------------------------------------------------

/** A moment as a store sees it: its weekday and the minutes since its midnight. */
export interface StoreClock {
  weekday: WeekdayKey;
  minutes: number;
}

/** The store's clock at `now`, in its state's time zone (store-hours.ts). */
export function storeClock(state: string, now: Date): StoreClock {
  const { day, minutes } = wallClock(now, storeTimeZone(state));
  return { weekday: day, minutes };
}

// ---- hours ---------------------------------------------------------------------------------------

function toMinutes(hhmm: string): number | null {
  const m = /^(\d{2})(\d{2})$/.exec(hhmm);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 24 && min < 60 ? h * 60 + min : null;
}

/** Opening and closing minutes on a day; null when the store is closed that day. */
export function dayWindow(hours: WeeklyHours, day: WeekdayKey): { open: number; close: number } | null {
  const h = hours[day];
  if (!h) return null;
  const open = toMinutes(h[0]);
  const close = toMinutes(h[1]);
  return open !== null && close !== null && close > open ? { open, close } : null;
}

/** "7 pm" on the hour, "8:30 am" otherwise. */
export function clockText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const min = m % 60;
  const period = h < 12 ? "am" : "pm";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return min === 0 ? `${h12} ${period}` : `${h12}:${String(min).padStart(2, "0")} ${period}`;
}

// ---- stock and the delivery label ----------------------------------------------------------------

/** "12 in stock" or "Out of stock at Natick". */
export function pickupStockText(stockQty: number, city: string): string {
  return stockQty > 0 ? `${stockQty} in stock` : `Out of stock at ${city}`;
}

/** Up to this many units are picked from the shelf in 30 minutes. */
export const QUICK_PICKUP_MAX_QTY = 10;
/** Up to this many in an hour; more than this is ready two hours before closing ("today by 7 pm"). */
export const HOUR_PICKUP_MAX_QTY = 25;
/** A shopper needs this long after the order is ready to come before the store closes. */
export const PICKUP_WINDOW_MINUTES = 30;

export type PickupLabelKind = "IN_30_MINUTES" | "IN_1_HOUR" | "TODAY_BY" | "NEXT_OPEN_DAY";

export interface PickupLabel {
  kind: PickupLabelKind;
  text: string;
}

/**
 * Spec section 9's delivery labels for pickup (decision 031). Nothing when the store's shelf
 * does not hold the quantity or the store keeps no hours. Otherwise the order is ready after a
 * preparation time that grows with the quantity: up to 10 units 30 minutes, up to 25 one hour,
 * more than that by two hours before closing. Open now with the order ready at least 30 minutes
 * before closing: "Pick up in 30 minutes", "Pick up in 1 hour" or "Pick up today by 7 pm".
 * Before opening: "Pick up today by {opening + preparation}". Otherwise the next day the store
 * opens: "Pick up tomorrow" or "Pick up Monday".
 */
export function pickupLabel(input: {
  hours: WeeklyHours;
  stockQty: number;
  qty?: number;
  clock: StoreClock;
}): PickupLabel | null {
  const qty = Math.max(1, Math.floor(input.qty ?? 1));
  if (!(input.stockQty >= qty)) return null;
  const { hours, clock } = input;
  const today = dayWindow(hours, clock.weekday);
  const prep = qty <= QUICK_PICKUP_MAX_QTY ? 30 : qty <= HOUR_PICKUP_MAX_QTY ? 60 : null;
  if (today) {
    const start = Math.max(clock.minutes, today.open);
    // bulk orders: two hours before closing, if that leaves two hours to pick them
    const ready = prep === null ? Math.max(today.close - 120, start + 120) : start + prep;
    if (ready + PICKUP_WINDOW_MINUTES <= today.close && clock.minutes < today.close) {
      if (clock.minutes >= today.open && prep === 30) return { kind: "IN_30_MINUTES", text: "Pick up in 30 minutes" };
      if (clock.minutes >= today.open && prep === 60) return { kind: "IN_1_HOUR", text: "Pick up in 1 hour" };
      return { kind: "TODAY_BY", text: `Pick up today by ${clockText(ready)}` };
    }
  }
  const start = WEEKDAY_KEYS.indexOf(clock.weekday);
  for (let i = 1; i <= 7; i++) {
    const day = WEEKDAY_KEYS[(start + i) % 7] as WeekdayKey;
    if (dayWindow(hours, day))
      return { kind: "NEXT_OPEN_DAY", text: i === 1 ? "Pick up tomorrow" : `Pick up ${WEEKDAY_NAMES[day]}` };
  }
  return null;
}

// ---- what the pages read -------------------------------------------------------------------------

/** A store as a pickup surface shows it. */
export interface PickupStoreOffer {
  storeNumber: string;
  name: string;
  address: { addressLine1: string; city: string; state: string; zipcode: string };
  phone: string;
  /** from the searched place (or my store); null for my store itself */
  distanceMiles: number | null;
  /** "Mon-Fri 8:00 am-9:00 pm; Sat ...; Sun Closed" */
  hoursSummary: string;
  /** "Open until 9 pm", "Opens at 8 am", "Closed today" */
  hoursToday: string;
  openNow: boolean;
  /** shelf stock of the page's item; null where no item is asked */
  stockQty: number | null;
  /** "12 in stock" / "Out of stock at Natick"; null where no item is asked */
  stockText: string | null;
  /** "Pick up in 30 minutes" and the like for one unit; null when it can't be picked up */
  label: string | null;
}

export type ProductPickupView =
  | { allowed: false }
  | {
      allowed: true;
      /** my store (the YourStore cookie, else DEFAULT_STORE) with this item's stock there */
      myStore: PickupStoreOffer;
      /** the store chooser's list (nearest first), when it was asked for; null otherwise */
      nearby: PickupStoreOffer[] | null;
      /** the ZIP code the chooser searched near, when one was typed */
      searchedZip: string | null;
      /** the typed ZIP code's problem ('Invalid zipcode', 'No store found') */
      searchError: string | null;
    };

/** Tiles: my store and its shelf stock of each of the page's items (one read for the page). */
export type TilePickupView =
  { allowed: false } | { allowed: true; storeNumber: string; city: string; stock: Record<string, number> };

export interface BusinessPickupView {
  allowed: boolean;
  myStore: PickupStoreOffer | null;
  nearby: PickupStoreOffer[];
  searchedZip: string | null;
  searchError: string | null;
  /** the business account's pickup orders carry no sales tax */
  taxExempt: boolean;
}

/** What the pickup pages read, bound to the request (its tenant, permissions and YourStore cookie). */
export interface PickupReader {
  /** the product page's pickup panel; `stores` asks for the chooser's nearby list (near `zip` when typed) */
  forProduct(itemId: string, options: { stores: boolean; zip?: string | null }): Promise<ProductPickupView>;
  forTiles(itemIds: readonly string[]): Promise<TilePickupView>;
  forBusiness(zip: string | null): Promise<BusinessPickupView>;
}

/** The pickup forms' commands and what each answers a page. */
export interface PickupCommandAnswers {
  /**
   * "Pick up here" (storeNumber): the locator's make-my-store (the YourStore cookie, and a
   * signed-in shopper's preferred store), for a viewer who may pick up in store (else 403).
   */
  "pickup.make-my-store": YourStore;
}

/** The chooser's URL state: ?pickup=stores opens it, ?pickup=today the pickup-today drawer. */
export const PICKUP_DRAWER_PARAM = "pickup";
export type PickupDrawer = "stores" | "today";
export function pickupDrawerOf(value: string | null): PickupDrawer | null {
  return value === "stores" || value === "today" ? value : null;
}

/** Radius and size of the product page's store chooser. */
export const PICKUP_CHOOSER_LIMIT = 8;

/** The "Pick up here" form's intent (the pickup feature's own route action answers it). */
export const MAKE_PICKUP_STORE_INTENT = "make-pickup-store";

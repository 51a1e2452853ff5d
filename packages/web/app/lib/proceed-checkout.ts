import { readItem, removeItem, writeItem } from "./safe-storage";

// The cart's stored key proceedCheckoutDone (cart spec section 3; decision 074): set when a
// signed-in shopper proceeds to checkout (the checkout entry marks the cart proceedCheckout on the
// server and loads the checkout), read so that a second press while that is under way, in this
// tab or another, sends nothing twice. It counts for a short while only, and a page showing a
// checkout link again (the checkout loaded, or the shopper came back to the cart) clears it.

export const PROCEED_CHECKOUT_KEY = "proceedCheckoutDone";
/** how long a proceed counts as under way: the checkout entry's redirect and the checkout's load */
export const PROCEED_CHECKOUT_FRESH_MS = 10_000;

/** When the stored proceed started (ms), or null when there is none or it is not a time. */
export function proceedStartedAt(): number | null {
  const raw = readItem("local", PROCEED_CHECKOUT_KEY);
  const at = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(at) ? at : null;
}

/**
 * May the shopper proceed now? True, and remembered, when no proceed is under way (none stored, one
 * older than PROCEED_CHECKOUT_FRESH_MS, or one stamped in the future by a wrong clock); false for a
 * repeat.
 */
export function beginProceedCheckout(now: number = Date.now()): boolean {
  const at = proceedStartedAt();
  if (at !== null && at <= now && now - at < PROCEED_CHECKOUT_FRESH_MS) return false;
  writeItem("local", PROCEED_CHECKOUT_KEY, String(now));
  return true;
}

/** The proceed is over (its page has loaded, or the shopper is back where they started). */
export function endProceedCheckout(): void {
  removeItem("local", PROCEED_CHECKOUT_KEY);
}

import { CART_STORAGE_KEYS, CONTEXT_SCOPED_KEYS, clearCachedCart, clearCartCount, clearSavedForLaterCache } from "./cart-cache";
import { removeItem, type StorageArea } from "./safe-storage";

// Signing in or out changes whose cart, saved-for-later items and lists the browser shows: the
// account's cart differs from the guest's. Everything cached for the old session goes.

const BOTH_AREAS: StorageArea[] = ["session", "local"];

/** Drops the cached cart, saved-for-later, list data, the cart count ("nc") and the cart context tokens. */
export function clearSessionScopedCaches(): void {
  clearCachedCart();
  clearSavedForLaterCache();
  clearCartCount();
  for (const key of CONTEXT_SCOPED_KEYS) for (const area of BOTH_AREAS) removeItem(area, key);
  // The old cart's context: the next cart answer brings the new one.
  removeItem("local", CART_STORAGE_KEYS.ctxToken);
  removeItem("local", CART_STORAGE_KEYS.sessionCtxToken);
}

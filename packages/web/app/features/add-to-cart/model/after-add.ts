import { type CartView, describeAdd } from "@quire/domain";
import { checkContextTokens, rememberContextToken, writeCachedCart, writeCartCount } from "../../../lib/cart-cache";
import { publishCartChange } from "../../../lib/cart-sync";
import { addedItems, cartRedirectPath, chooseSurface } from "./surface";
import type { SurfaceOptions } from "./types";

// What follows the server's answer to an add: loaded with the cart client on the first add, so a
// page's first load does not carry it.

/**
 * Keeps the browser's copies of the cart in step with the answer (the cached cart, the header
 * count, the context token; other tabs are told) and says which lines to show and on which surface.
 */
export function settleAdd(
  cart: CartView,
  itemId: string,
  ctxToken: string | null,
  options: SurfaceOptions,
  where: { pathname: string; cartPath: string },
) {
  const items = addedItems(cart, [itemId]);
  const surface = chooseSurface(items, options);
  const now = Date.now();
  // A token that differs from the stored ones means another cart context: drop its caches first.
  checkContextTokens({ memory: ctxToken });
  rememberContextToken(ctxToken);
  writeCachedCart(cart, now, "update", where.pathname);
  writeCartCount(cart, ctxToken, now);
  publishCartChange({ count: cart.cartAttributes.numberOfItems, cart });
  const { text, added } = describeAdd(cart, itemId);
  return { items, surface, text, added, redirectPath: cartRedirectPath(where.cartPath, items) };
}

/** Stored context tokens that disagree with each other, or with the page's, drop the cached cart. */
export { checkContextTokens };

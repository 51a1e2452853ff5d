import { isItemActive, isLineOutOfStock, type CartView, type CartViewItem } from "@quire/domain";
import { DRAWER_MESSAGE_CODES, type AddSurface, type SurfaceOptions } from "./types";

// Which surface tells the shopper about an add, and which lines of the server's answer the add
// touched.

const drawerCodes: ReadonlySet<string> = new Set(DRAWER_MESSAGE_CODES);

/** A quantity-limit, exceeds-line-quantity or ERROR message: the shopper has to act on it. */
function needsDrawer(item: CartViewItem): boolean {
  return (item.messages ?? []).some((m) => drawerCodes.has(m.code) || (m.type ?? "").toUpperCase() === "ERROR");
}

/**
 * redirect (redirect or buyNow) > toast > drawer (when enabled and an added item carries a
 * message the shopper must act on) > overlay.
 */
export function chooseSurface(items: CartViewItem[], options: SurfaceOptions): AddSurface {
  if (options.redirect || options.buyNow) return "redirect";
  if (options.toast) return "toast";
  if (options.drawerEnabled && items.some(needsDrawer)) return "drawer";
  return "overlay";
}

/**
 * The lines of the server's answer that tell about the add of each requested item id, in the
 * order asked. Per id: the lines the add actioned (ADD_ITEM); else the refusal the server sent
 * back for it (a TRANSIENT line, which carries why, e.g. OUT_OF_STOCK); else the id's active
 * lines (an add that changed nothing, e.g. a line already at its limit, carrying EXCEEDED_LIMIT).
 * An id the answer does not mention gives nothing.
 */
export function addedItems(cart: CartView, itemIds: string[]): CartViewItem[] {
  const found: CartViewItem[] = [];
  for (const id of new Set(itemIds)) {
    const lines = cart.items.filter((i) => i.itemId === id);
    const actioned = lines.filter((i) => i.actioned === "ADD_ITEM" && !isDeleted(i));
    if (actioned.length > 0) {
      found.push(...actioned);
      continue;
    }
    const refused = lines.filter((i) => (i.status ?? "").toUpperCase() === "TRANSIENT");
    found.push(...(refused.length > 0 ? refused : lines.filter(isItemActive)));
  }
  return found;
}

function isDeleted(item: CartViewItem): boolean {
  return (item.status ?? "").toUpperCase() === "DELETED";
}

/**
 * Spec section 4: if the only item added is out of stock, the add is reported as an error
 * rather than shown as added.
 */
export function isOnlyAddedItemOutOfStock(items: CartViewItem[]): boolean {
  const [only, ...rest] = items;
  return only !== undefined && rest.length === 0 && isLineOutOfStock(only);
}

/**
 * The cart page with the added lines appended as ?cartItemIds=a,b, keeping any
 * query the path already has (?viewcart=true). Lines without a cartItemId (refusals) are left out.
 */
export function cartRedirectPath(cartPath: string, items: CartViewItem[]): string {
  const ids = [...new Set(items.flatMap((i) => (i.cartItemId ? [i.cartItemId] : [])))];
  if (ids.length === 0) return cartPath;
  const hashAt = cartPath.indexOf("#");
  const path = hashAt === -1 ? cartPath : cartPath.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : cartPath.slice(hashAt);
  const param = `cartItemIds=${ids.map(encodeURIComponent).join(",")}`;
  const separator = !path.includes("?") ? "?" : path.endsWith("?") || path.endsWith("&") ? "" : "&";
  return `${path}${separator}${param}${hash}`;
}

import { isItemActive, isItemOutOfStock } from "./cart-rules";
import type { CartView, CartViewItem, CartViewMessage } from "./cart-view";

// Small readings of the server's cart answer shared by the cart page, the mini cart, the
// add-to-cart surfaces and the browser's cart cache.

/**
 * A real cart line (not a refused add, which has no cartItemId) that is active by isItemActive's
 * rule: no status, or ACTIVE / active. A line the last request removed (DELETED) is not.
 */
export function isActiveLine(item: CartViewItem): item is CartViewItem & { cartItemId: string } {
  return item.cartItemId !== null && isItemActive(item);
}

export function isDeletedLine(item: CartViewItem): item is CartViewItem & { cartItemId: string } {
  return item.cartItemId !== null && (item.status ?? "").toUpperCase() === "DELETED";
}

/** WARNING and ERROR messages need the shopper's attention; INFO ones (backorder dates) only inform. */
export function needsAttention(message: CartViewMessage): boolean {
  return message.type === "WARNING" || message.type === "ERROR";
}

export function cartNeedsAttention(cart: CartView): boolean {
  return cart.items.some((i) => isActiveLine(i) && i.messages.some(needsAttention));
}

/** Store pickup (ISP) is never shipped; every other delivery type is. */
export function hasShippedLine(cart: CartView): boolean {
  return cart.items.some((i) => isActiveLine(i) && i.selectedDeliveryOption?.deliveryType !== "ISP");
}

export function lineName(item: CartViewItem): string {
  return item.product.name ?? `Item ${item.itemId}`;
}

/** The cart-level INFO message with this code (e.g. COUPON_APPLIED), if the answer carries one. */
export function cartMessage(cart: CartView, code: string): string | null {
  return cart.messages.find((m) => m.code === code)?.message ?? null;
}

/** ?cartItemIds=a,b: the lines an add just created, to highlight them. */
export function parseCartItemIds(raw: string | null): string[] {
  if (!raw) return [];
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^[A-Za-z0-9-]{1,64}$/.test(s))
    .slice(0, 100);
}

type StockReadable = Parameters<typeof isItemOutOfStock>[0];

/**
 * OUT_OF_STOCK on the line or on its delivery option. The server's answer carries delivery-option
 * messages (a refused add repeats its reason there) even though CartViewItem does not declare them.
 */
export function isLineOutOfStock(item: CartViewItem): boolean {
  const option = item.selectedDeliveryOption as StockReadable["selectedDeliveryOption"];
  return isItemOutOfStock({ messages: item.messages, selectedDeliveryOption: option });
}

/**
 * What the shopper is told after a successful add, read from the server's answer rather than the
 * request: how many were added, or that the item was already there, and which lines to highlight.
 */
export function describeAdd(
  cart: CartView,
  itemId: string,
): { text: string; added: boolean; itemMessages: CartViewMessage[]; cartItemIds: string[] } {
  const lines = cart.items.filter((i) => i.itemId === itemId && i.status !== "DELETED" && i.status !== "TRANSIENT");
  const added = lines.filter((i) => i.actioned === "ADD_ITEM");
  const qtyAdded = added.reduce((n, i) => n + Math.max(0, i.qtyAdded), 0);
  const itemMessages = lines.flatMap((i) => i.messages).filter((m) => Boolean(m.message));
  // Nothing added (a line already at its limit): the cart's own reason, never words of success (decision 040).
  const text =
    qtyAdded > 0
      ? `Added ${qtyAdded} to your cart.`
      : (itemMessages[0]?.message ?? (lines.length > 0 ? "This item is already in your cart." : "Your cart has been updated."));
  const cartItemIds = (added.length > 0 ? added : lines).flatMap((i) => (i.cartItemId ? [i.cartItemId] : []));
  return { text, added: qtyAdded > 0, itemMessages, cartItemIds };
}

import type { CartView, CartViewItem, CartViewMessage } from "@quire/domain";

// Small readings of the server's cart answer shared by the cart page and the header.

/** "1 item", "3 items". */
export function itemCountText(n: number): string {
  return `${n} ${n === 1 ? "item" : "items"}`;
}

/** A real cart line (not a refused add, which has no cartItemId) that the last request did not remove. */
export function isActiveLine(item: CartViewItem): item is CartViewItem & { cartItemId: string } {
  const status = (item.status ?? "ACTIVE").toUpperCase();
  return item.cartItemId !== null && (status === "ACTIVE" || status === "");
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

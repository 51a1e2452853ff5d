import { isActiveLine } from "./cart-lines";
import type { CartMessage, DeliveryType } from "./cart-rules";
import type { CartView } from "./cart-view";

// One item on two lines with different deliveries (one picked up in store, another shipped; or
// picked up at two stores). An order line is one item with one delivery, so such a cart cannot be
// ordered as it is. The cart says so on those lines, where the shopper changes one line's delivery;
// the checkout keeps its delivery step open with the same words; placing the order refuses it.

/** The spec's code for a cart whose deliveries cannot be combined (cart.md item message codes). */
export const SPLIT_DELIVERY_CODE = "DELIVERY_COMBINATION_CONSTRAINT_FAILED";

export const SPLIT_DELIVERY_MESSAGES = {
  /** on a line of an item also shipped and picked up (or shipped to a store) */
  pickupAndShipping: "This item is set for both pickup and shipping. Choose one delivery for it.",
  /** on a line of an item going to two stores, or picked up and shipped to a store */
  twoStores: "This item is set for more than one store. Choose one delivery for it.",
  /** on the cart, and at the checkout's delivery step */
  cart: "An item in your cart is set for more than one delivery. Choose one delivery for it in your cart.",
} as const;

export interface DeliveryLine {
  /** what makes two lines the same item (a product id or an item number) */
  item: string | number;
  deliveryType: string;
  pickupStoreNumber: string | null;
}

/**
 * How a line's units are delivered: its own delivery (ISP and STS at their store, anything else
 * shipped), or, when the whole order is picked up at one store, pickup there.
 */
export function unitDeliveryOf(
  line: Pick<DeliveryLine, "deliveryType" | "pickupStoreNumber">,
  wholeOrderPickup: string | null = null,
): { deliveryType: DeliveryType; pickupStoreNumber: string | null } {
  if (wholeOrderPickup) return { deliveryType: "ISP", pickupStoreNumber: wholeOrderPickup };
  if (line.deliveryType === "ISP" || line.deliveryType === "STS") {
    return { deliveryType: line.deliveryType, pickupStoreNumber: line.pickupStoreNumber };
  }
  return { deliveryType: "STA", pickupStoreNumber: null };
}

/**
 * The items on lines with different deliveries, in the order of their first line, each with the
 * words its lines show: pickup and shipping when one of its lines is shipped, else two stores.
 */
export function splitDeliveryItems(
  lines: readonly DeliveryLine[],
  wholeOrderPickup: string | null = null,
): Map<string | number, string> {
  const deliveries = new Map<string | number, Set<string>>();
  for (const line of lines) {
    const d = unitDeliveryOf(line, wholeOrderPickup);
    const key = `${d.deliveryType}|${d.pickupStoreNumber ?? ""}`;
    const seen = deliveries.get(line.item);
    if (seen) seen.add(key);
    else deliveries.set(line.item, new Set([key]));
  }
  const split = new Map<string | number, string>();
  for (const [item, kinds] of deliveries) {
    if (kinds.size < 2) continue;
    const shipped = [...kinds].some((k) => k.startsWith("STA|"));
    split.set(item, shipped ? SPLIT_DELIVERY_MESSAGES.pickupAndShipping : SPLIT_DELIVERY_MESSAGES.twoStores);
  }
  return split;
}

function linesOf(cart: Pick<CartView, "items">): (DeliveryLine & { cartItemId: string })[] {
  return cart.items.filter(isActiveLine).map((item) => ({
    cartItemId: item.cartItemId,
    item: item.itemId,
    deliveryType: item.selectedDeliveryOption?.deliveryType ?? "STA",
    pickupStoreNumber: item.selectedDeliveryOption?.pickupStoreNumber ?? null,
  }));
}

/**
 * The cart answer's messages for split deliveries: a WARNING on each line of such an item (it needs
 * the shopper's attention, like a stock problem) and one on the cart; none when every item has one delivery.
 */
export function splitDeliveryMessages(cart: Pick<CartView, "items">): {
  lines: Map<string, CartMessage>;
  cart: CartMessage | null;
} {
  const lines = linesOf(cart);
  const split = splitDeliveryItems(lines);
  const byLine = new Map<string, CartMessage>();
  for (const line of lines) {
    const message = split.get(line.item);
    if (message) byLine.set(line.cartItemId, { code: SPLIT_DELIVERY_CODE, type: "WARNING", message });
  }
  return {
    lines: byLine,
    cart: split.size > 0 ? { code: SPLIT_DELIVERY_CODE, type: "WARNING", message: SPLIT_DELIVERY_MESSAGES.cart } : null,
  };
}

/**
 * What the checkout's delivery step says while the cart has an item for two deliveries: the step is
 * not done until the cart is fixed (or the whole order is picked up at one store). Null when it may be done.
 */
export function splitDeliveryNotice(cart: Pick<CartView, "items">, wholeOrderPickup: string | null = null): CartMessage | null {
  if (splitDeliveryItems(linesOf(cart), wholeOrderPickup).size === 0) return null;
  return { code: SPLIT_DELIVERY_CODE, type: "WARNING", message: SPLIT_DELIVERY_MESSAGES.cart };
}

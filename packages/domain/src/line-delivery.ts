import type { DeliveryType } from "./cart-rules";

// A cart line's delivery, changed per line (decision 030): ship to me (STA), pick up in
// store (ISP) or ship to store (STS). The cart's update call and the cart page's per-line form both
// decide the change with this rule; the service reads the store and its shelf, the rule says yes or why not.

export const DELIVERY_TYPES: readonly DeliveryType[] = ["STA", "ISP", "STS"];

/** Spec cart.md section 8: shown where a pickup choice has no store chosen yet. */
export const CHOOSE_STORE_MESSAGE = "Choose store in cart to see availability.";
export const CHOOSE_STORE_CODE = "CHOOSE_STORE";

export const LINE_DELIVERY_MESSAGES = {
  notPermitted: "Pickup in store is not available for your account. Your items can be shipped to you.",
  notEligible: "This item is not available for pickup in store.",
  noStock: "This item is not available for pickup at this store.",
  invalidStore: (storeNumber: string) => `We couldn't find store ${storeNumber}. Please choose another store.`,
} as const;

/** The words of a line's delivery choice on the cart page. */
export function deliveryChoiceLabel(type: DeliveryType, storeName: string): string {
  if (type === "ISP") return `Pick up at ${storeName}`;
  if (type === "STS") return `Ship to ${storeName}`;
  return "Ship to me";
}

/** Gift cards are delivered (by mail or e-mail), and a plan or a membership has no stock: none is picked up. */
export function isPickupEligible(product: {
  giftCardDeliveryId: number | null;
  isWarrantyPlan?: boolean;
  membershipProgram?: string | null;
}): boolean {
  return product.giftCardDeliveryId === null && product.isWarrantyPlan !== true && !product.membershipProgram;
}

export interface LineDeliveryRequest {
  requested: DeliveryType;
  /** the store the request names, if any */
  storeNumber: string | null;
  /** the store already on the line, the YourStore cookie's, the cart's: the first one known is used */
  fallbackStores: readonly (string | null | undefined)[];
  /** canPickUpInStore for the viewer (G_BOP for business) */
  canPickUp: boolean;
  pickupEligible: boolean;
}

export type LineDeliveryDecision =
  | { ok: true; deliveryType: DeliveryType; storeNumber: string | null; chooseStore: boolean }
  | { ok: false; status: number; code: "NOT_AVAILABLE_FOR_BOPIS"; message: string };

/**
 * Which delivery a line gets. STA needs nothing. STS and ISP need pickup permission and an
 * eligible item; without any store known they fall back to STA (cart.md 4) and say "Choose store
 * in cart to see availability." Whether the store exists and has stock is the service's to read.
 */
export function decideLineDelivery(req: LineDeliveryRequest): LineDeliveryDecision {
  if (req.requested === "STA") return { ok: true, deliveryType: "STA", storeNumber: null, chooseStore: false };
  if (!req.canPickUp) {
    return { ok: false, status: 403, code: "NOT_AVAILABLE_FOR_BOPIS", message: LINE_DELIVERY_MESSAGES.notPermitted };
  }
  if (!req.pickupEligible) {
    return { ok: false, status: 400, code: "NOT_AVAILABLE_FOR_BOPIS", message: LINE_DELIVERY_MESSAGES.notEligible };
  }
  const store = [req.storeNumber, ...req.fallbackStores].find((s): s is string => typeof s === "string" && s.trim() !== "");
  if (!store) return { ok: true, deliveryType: "STA", storeNumber: null, chooseStore: true };
  return { ok: true, deliveryType: req.requested, storeNumber: store.trim(), chooseStore: false };
}

/** A line's key: one line per item, delivery and store. */
export function cartLineKey(itemId: string, deliveryType: string, storeNumber: string | null): string {
  return `${itemId}|${deliveryType}|${storeNumber ?? ""}`;
}

/** Where an order's stock comes from: ISP lines from their store's shelf, everything else online. */
export function stockSourceOf(line: { deliveryType: string; pickupStoreNumber: string | null }): string | null {
  return line.deliveryType === "ISP" && line.pickupStoreNumber ? line.pickupStoreNumber : null;
}

/** A store a cart line can be picked up at, with this item's shelf stock there. */
export interface PickupStoreChoice {
  storeNumber: string;
  name: string;
  city: string;
  state: string;
  /** from my store's place; null when it could not be measured */
  distanceMiles: number | null;
  stockQty: number;
}

/** What the cart page offers a line: whether it can go to a store, and the stores near mine. */
export interface LinePickupChoices {
  eligible: boolean;
  stores: PickupStoreChoice[];
}

/** The cart page's pickup offer (decision 030). */
export interface CartPickupChoices {
  /** false for a business user without G_BOP: no pickup is offered */
  offered: boolean;
  /** my store: the YourStore cookie's, else the default store 0008 */
  myStore: { storeNumber: string; name: string; city: string; state: string };
  /** the shopper has chosen a store (a YourStore cookie); without one, availability waits for a choice */
  storeChosen: boolean;
  /** by cartItemId */
  lines: Record<string, LinePickupChoices>;
}

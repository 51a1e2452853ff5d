import type { CartMessage } from "./cart-rules";

// Item restrictions (spec cart.md 8): health-care items some states or consumers may not buy,
// hazardous items carriers may not take to some states, and items that ship to only one location.
// Each shows as a message on its line and stops checkout until the shopper changes the cart.

export type RestrictionCode = "HEALTH_CARE_RESTRICTION" | "RESTRICTED_ITEM" | "DELIVERY_COMBINATION_CONSTRAINT_FAILED";

export interface ItemRestriction {
  code: RestrictionCode;
  /** two-letter ship-to states the item cannot go to */
  blockedStates: readonly string[];
  /** health care sold to business accounts only */
  consumersBlocked: boolean;
}

export interface RestrictedLine {
  restrictions: readonly ItemRestriction[];
  deliveryType: string;
  /** where the line goes: "ship" for the ship-to address, else the store number */
  location: string;
}

export const SHIPS_TO_ONE_LOCATION_MESSAGE =
  "This item can be shipped to only one location. Send every item in your cart to the same address or store to check out.";

/** The cart-level notice (mini cart, checkout) that points to the cart. */
export const SHIPS_TO_ONE_LOCATION_NOTICE =
  "Some items in your cart can be shipped to only one location. Please review your cart before proceeding to checkout.";

/** Where a line goes: shipped lines go to the cart's ship-to address, pickup and ship-to-store lines to their store. */
export function lineLocation(deliveryType: string, storeNumber: string | null): string {
  return deliveryType === "STA" ? "ship" : `store:${storeNumber ?? ""}`;
}

/** The restriction messages of one line, given the ship-to state, the shopper and every location of the cart. */
export function restrictionMessages(
  line: RestrictedLine,
  cart: { shipToState: string | null; consumer: boolean; locations: ReadonlySet<string> },
): CartMessage[] {
  const messages: CartMessage[] = [];
  const shipped = line.deliveryType === "STA";
  const state = cart.shipToState;
  for (const r of line.restrictions) {
    if (r.code === "HEALTH_CARE_RESTRICTION") {
      if (r.consumersBlocked && cart.consumer) {
        messages.push({
          code: r.code,
          type: "ERROR",
          message: "This health-care item is sold to business accounts only. Please remove it to proceed to checkout.",
        });
      } else if (shipped && state && r.blockedStates.includes(state)) {
        messages.push({
          code: r.code,
          type: "ERROR",
          message: `This health-care item can't be sold for delivery to ${state}. Please remove it to proceed to checkout.`,
        });
      }
    } else if (r.code === "RESTRICTED_ITEM") {
      if (shipped && state && r.blockedStates.includes(state)) {
        messages.push({
          code: r.code,
          type: "ERROR",
          message: `This item is restricted and can't be shipped to ${state}. Choose store pickup or remove it to proceed to checkout.`,
        });
      }
    } else if (cart.locations.size > 1) {
      messages.push({ code: r.code, type: "ERROR", message: SHIPS_TO_ONE_LOCATION_MESSAGE });
    }
  }
  return messages;
}

const RESTRICTION_CODES: ReadonlySet<string> = new Set<RestrictionCode>([
  "HEALTH_CARE_RESTRICTION",
  "RESTRICTED_ITEM",
  "DELIVERY_COMBINATION_CONSTRAINT_FAILED",
]);

export function isRestrictionCode(code: string): code is RestrictionCode {
  return RESTRICTION_CODES.has(code);
}

/** Why proceedCheckout is refused, if a line carries a restriction: the first one, in the cart's words. */
export function restrictionCheckoutBlock(
  lineMessages: readonly (readonly { code: string; type?: string; message?: string }[])[],
): { code: RestrictionCode; message: string } | null {
  for (const messages of lineMessages) {
    const hit = messages.find((m) => isRestrictionCode(m.code));
    if (!hit) continue;
    const code = hit.code as RestrictionCode;
    if (code === "DELIVERY_COMBINATION_CONSTRAINT_FAILED") return { code, message: SHIPS_TO_ONE_LOCATION_NOTICE };
    return { code, message: hit.message ?? "" };
  }
  return null;
}

import { cartNeedsAttention, isActiveLine } from "./cart-lines";
import type { CartView } from "./cart-view";

// Quick buy ("Buy now"): a shopper may skip the checkout's steps only when everything the order
// needs is already on file. The server decides (`cartInfo.buyNowEligible`); pages only read it.

export interface BuyNowFacts {
  /** a signed-in shopper (a guest or a logged-off session is not) */
  signedIn: boolean;
  /** active lines in the cart */
  activeLines: number;
  /** the shopper has a saved card that has not expired */
  hasSavedCard: boolean;
  /** the shopper has a saved shipping address (type S or SB) */
  hasShippingAddress: boolean;
  /** a line carries a WARNING or ERROR message (out of stock, limits, ...) */
  needsAttention: boolean;
}

/** Signed in, with a saved card and a saved shipping address, a cart with lines and nothing to fix. */
export function isBuyNowEligible(facts: BuyNowFacts): boolean {
  return facts.signedIn && facts.activeLines > 0 && facts.hasSavedCard && facts.hasShippingAddress && !facts.needsAttention;
}

/** The facts the cart itself gives (lines, what needs attention) with what is on file for the shopper. */
export function buyNowFactsOf(
  cart: Pick<CartView, "items">,
  onFile: { signedIn: boolean; hasSavedCard: boolean; hasShippingAddress: boolean },
): BuyNowFacts {
  return {
    ...onFile,
    activeLines: cart.items.filter(isActiveLine).length,
    needsAttention: cartNeedsAttention(cart as CartView),
  };
}

/** Whether a saved card's expiry (month 1-12, four-digit year) is this month or later. */
export function savedCardUsable(card: { expiryMonth: number; expiryYear: number }, today: Date): boolean {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  return card.expiryYear > year || (card.expiryYear === year && card.expiryMonth >= month);
}

/** What the quick-buy drawer shows: where the order ships and how it is paid (brand and last four only). */
export interface QuickBuySummary {
  shipTo: { name: string; address1: string; city: string; state: string; zipCode: string };
  card: { brand: string; last4: string };
}

// Gift and prepaid cards (stored-value cards) at checkout, for the payment drawers, the gateway's
// sandbox and the server alike (spec storefront.md sections 4, 5 and 8; the cart summary's
// giftCardAppliedAmt, prepaidCardAppliedAmt and balanceOrdTotal).

export type StoredValueCardType = "GIFT_CARD" | "PREPAID_CARD";

/** "Gift card number: digits only, max 19." */
export const MAX_GIFT_CARD_NUMBER_DIGITS = 19;
/** The spec gives no minimum; the shortest number the sandbox issues, so "42" is not a card. */
export const MIN_GIFT_CARD_NUMBER_DIGITS = 12;
/** "Security code ... length 4 for AMEX and gift cards." */
export const GIFT_CARD_PIN_DIGITS = 4;
/** Past this many applied to one order: GIFT_CARD_LIMIT_EXCEEDED (the spec leaves the number to us). */
export const MAX_STORED_VALUE_CARDS_PER_ORDER = 5;
/** The catalogue's delivery ids of gift cards sold as products. */
export const GIFT_CARD_DELIVERY_IDS = { eDelivery: 389, physical: 235 } as const;

/**
 * The spec's words where it gives them (the balance check's), ours where it names only a code.
 * In the sandbox, GIFT_CARD_D33 is a card with nothing left on it, D38 a card that was never
 * activated (or was cancelled), and D39 a PIN that does not match the card.
 */
export const GIFT_CARD_MESSAGES = {
  verify: "Please verify the card number and try again.",
  pin: `Please enter the ${GIFT_CARD_PIN_DIGITS}-digit PIN from the back of the card.`,
  limit: `You can use up to ${MAX_STORED_VALUE_CARDS_PER_ORDER} gift and prepaid cards on one order.`,
  alreadyApplied: "This card is already applied to your order.",
  /** GIFT_CARD_D33 */
  d33: "This card has no balance left. Please use a different card.",
  /** GIFT_CARD_D38 */
  d38: "This card is not active. Please use a different card.",
  /** GIFT_CARD_D39 */
  d39: "The PIN does not match this card. Please check it and try again.",
  /** an order already covered: nothing is left for another card to pay */
  nothingLeft: "Your order is already paid for in full.",
  /** GIFT_CARD_NOT_ALLOWED_FOR_GIFT_CARDS */
  notForGiftCards: "Gift cards can't be bought with a gift or prepaid card. Please pay for them by card or another way.",
} as const;

export type GiftCardNumberValidation = { ok: true; digits: string; last4: string } | { ok: false; message: string };

/**
 * Spaces and dashes typed or pasted between groups are removed; anything else that is not a digit,
 * or a number of the wrong length, is refused with the balance check's words.
 */
export function validateGiftCardNumber(input: string): GiftCardNumberValidation {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return { ok: false, message: GIFT_CARD_MESSAGES.verify };
  if (digits.length < MIN_GIFT_CARD_NUMBER_DIGITS || digits.length > MAX_GIFT_CARD_NUMBER_DIGITS) {
    return { ok: false, message: GIFT_CARD_MESSAGES.verify };
  }
  return { ok: true, digits, last4: digits.slice(-4) };
}

export function isValidGiftCardPin(pin: string): boolean {
  return new RegExp(`^\\d{${GIFT_CARD_PIN_DIGITS}}$`).test(pin);
}

/** A stored-value card applied to an order, with what the gateway says is on it. */
export interface StoredValueCard {
  id: string;
  type: StoredValueCardType;
  balanceCents: number;
}

export interface StoredValueAllocation {
  /** what each card pays, in the order the cards were applied (0 for a card the order no longer needs) */
  lines: { id: string; type: StoredValueCardType; amountCents: number }[];
  giftCardAppliedAmt: number;
  prepaidCardAppliedAmt: number;
  /** what is left for another method of payment (a card, PayPal...): the order total less the above */
  balanceOrdTotal: number;
}

/**
 * Spreads an order total over the applied cards, first applied first, each taking what it holds
 * up to what is still owed. Whole cents throughout: the lines and balanceOrdTotal always add up to
 * the total. A negative or fractional balance counts as nothing.
 */
export function allocateStoredValue(orderTotalCents: number, cards: readonly StoredValueCard[]): StoredValueAllocation {
  let owed = Math.max(0, Math.trunc(orderTotalCents));
  let gift = 0;
  let prepaid = 0;
  const lines = cards.map((card) => {
    const available = Number.isSafeInteger(card.balanceCents) && card.balanceCents > 0 ? card.balanceCents : 0;
    const amountCents = Math.min(available, owed);
    owed -= amountCents;
    if (card.type === "GIFT_CARD") gift += amountCents;
    else prepaid += amountCents;
    return { id: card.id, type: card.type, amountCents };
  });
  return { lines, giftCardAppliedAmt: gift, prepaidCardAppliedAmt: prepaid, balanceOrdTotal: owed };
}

export type ApplyStoredValueRefusal = "GIFT_CARD_LIMIT_EXCEEDED" | "ALREADY_APPLIED" | "NOTHING_LEFT_TO_PAY";

/**
 * Whether one more card may be applied: not a card already on the order (by the gateway's
 * fingerprint of its number), not past the limit, not when the order is already covered.
 */
export function refusalToApply(
  applied: readonly { fingerprint: string }[],
  fingerprint: string,
  balanceOrdTotal: number,
): ApplyStoredValueRefusal | null {
  if (applied.some((a) => a.fingerprint === fingerprint)) return "ALREADY_APPLIED";
  if (applied.length >= MAX_STORED_VALUE_CARDS_PER_ORDER) return "GIFT_CARD_LIMIT_EXCEEDED";
  if (balanceOrdTotal <= 0) return "NOTHING_LEFT_TO_PAY";
  return null;
}

// ---- gift cards the store sells (decision 023) ----

/** An e-gift card is issued when its order is placed; a physical one is shipped and activated then. */
export type GiftCardDelivery = "E_DELIVERY" | "PHYSICAL";

/** The delivery of a product by its catalogue gift card delivery id; null for a product that is no gift card. */
export function giftCardDeliveryOf(deliveryId: number | null | undefined): GiftCardDelivery | null {
  if (deliveryId === GIFT_CARD_DELIVERY_IDS.eDelivery) return "E_DELIVERY";
  if (deliveryId === GIFT_CARD_DELIVERY_IDS.physical) return "PHYSICAL";
  return null;
}

/**
 * Gift cards cannot buy gift cards (a card could otherwise be turned into a fresh one with no
 * trace): gift and prepaid cards pay an order only when none of its products is a gift card.
 */
export function mayPayWithStoredValue(products: Iterable<{ giftCardDeliveryId: number | null }>): boolean {
  for (const product of products) if (giftCardDeliveryOf(product.giftCardDeliveryId) !== null) return false;
  return true;
}

/**
 * The gateway's seed of the e-gift card issued for one unit (1, 2, ...) of an order's line: the
 * same order, item and unit always name the same card, so issuing again issues nothing new and the
 * store can show the card again from the order alone.
 */
export function boughtGiftCardSeed(orderNumber: string, itemId: string, unit: number): string {
  return `quire-order:${orderNumber}:item:${itemId}:unit:${unit}`;
}

/** A gift card bought with an order, as its buyer sees it on the order. */
export interface BoughtGiftCardView {
  itemId: string;
  name: string;
  delivery: GiftCardDelivery;
  /** what it was bought for */
  amountCents: number;
  /**
   * An issued e-gift card: its number and PIN (recomputed by the gateway, never kept by the
   * store) and its balance now. Null for a physical card, or an e-gift card not issued yet.
   */
  card: { number: string; pin: string; last4: string; balanceCents: number; active: boolean } | null;
}

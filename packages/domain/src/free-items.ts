// Free samples and free-item offers (cart.md sections 3, 4 and 8; decision 026). A free sample is a
// product at no cost that ships only with something the shopper pays for; a free-item offer gives
// the shopper one free product when the cart qualifies (an item, a category, or a subtotal).

/** Refused at add: the cart would hold free samples and nothing else. */
export const FREE_SAMPLE_ALONE_MESSAGE = "This item is a free sample and cannot be purchased individually.";
/** Refused at checkout, and shown on a cart that holds only free samples. */
export const SAMPLES_ONLY_CHECKOUT_MESSAGE = "To proceed to checkout, please add another item that's not a sample to your cart.";
/** On a free sample that is out of stock or not shipped (pickup, electronic delivery). */
export const FREE_SAMPLE_WILL_NOT_SHIP_MESSAGE =
  "Free samples out of stock or ineligible for pickup or electronic delivery will not ship.";

export const FREE_SAMPLE_ALONE_CODE = "FREE_SAMPLE_ALONE";
export const SAMPLES_ONLY_CART_CODE = "SAMPLES_ONLY_CART";
export const FREE_SAMPLE_WILL_NOT_SHIP_CODE = "FREE_SAMPLE_WILL_NOT_SHIP";

/** What the free-item rules need to know of a cart line. */
export interface FreeItemLine {
  itemId: string;
  qty: number;
  unitPriceCents: number;
  /** the line's category and its parent */
  categorySlugs: readonly string[];
  isFreeSample: boolean;
  /** gift cards are money in another form: they qualify for nothing */
  isGiftCard?: boolean;
}

/** A cart with at least one line, every one of them a free sample. */
export function isSamplesOnlyCart(lines: readonly Pick<FreeItemLine, "isFreeSample">[]): boolean {
  return lines.length > 0 && lines.every((l) => l.isFreeSample);
}

/** Whether a free sample on a line will ship: it must be in stock and shipped to an address. */
export function freeSampleWillShip(line: { isFreeSample: boolean; availableQty: number; deliveryType: string }): boolean {
  return !line.isFreeSample || (line.availableQty > 0 && line.deliveryType === "STA");
}

export type FreeItemOfferKind = "ITEM" | "CATEGORY" | "SUBTOTAL";

export interface FreeItemOffer {
  offerId: string;
  kind: FreeItemOfferKind;
  title: string;
  description: string;
  /** ITEM: the item that must be in the cart */
  qualifyingItemId: string | null;
  /** CATEGORY: a category slug (or its parent's) one paid line must carry */
  qualifyingCategorySlug: string | null;
  /** SUBTOTAL: what the paid lines must add up to, at least */
  minSubtotalCents: number;
  /** the free product given */
  freeItemId: string;
}

/** The paid lines that count toward an offer: no free samples, no gift cards, nothing at no cost. */
function paidLines(lines: readonly FreeItemLine[]): FreeItemLine[] {
  return lines.filter((l) => !l.isFreeSample && !l.isGiftCard && l.unitPriceCents > 0 && l.qty > 0);
}

/** The subtotal an offer's threshold is judged on: paid lines at their price, before coupons. */
export function qualifyingSubtotalCents(lines: readonly FreeItemLine[]): number {
  return paidLines(lines).reduce((n, l) => n + l.unitPriceCents * l.qty, 0);
}

export function offerQualifies(offer: FreeItemOffer, lines: readonly FreeItemLine[]): boolean {
  const paid = paidLines(lines);
  switch (offer.kind) {
    case "ITEM":
      return paid.some((l) => l.itemId === offer.qualifyingItemId);
    case "CATEGORY":
      return paid.some((l) => offer.qualifyingCategorySlug !== null && l.categorySlugs.includes(offer.qualifyingCategorySlug));
    case "SUBTOTAL":
      return paid.length > 0 && qualifyingSubtotalCents(paid) >= offer.minSubtotalCents;
  }
}

export interface FreeItemClaim {
  /** the claim's id: the cart answer's freeItemId */
  id: string;
  offerId: string;
  /** ACTIVE, or DELETED once removed by the shopper or no longer qualified for */
  status: string;
}

/**
 * What the cart shows: the claims still active whose offer the cart qualifies for (DELETED ones are
 * filtered out), the offers it qualifies for and has not claimed, and the active claims it no longer
 * qualifies for (to be dropped).
 */
export function freeItemsOfCart<C extends FreeItemClaim>(
  offers: readonly FreeItemOffer[],
  claims: readonly C[],
  lines: readonly FreeItemLine[],
): { claimed: C[]; available: FreeItemOffer[]; lapsed: C[] } {
  const qualified = new Set(offers.filter((o) => offerQualifies(o, lines)).map((o) => o.offerId));
  const active = claims.filter((c) => c.status === "ACTIVE");
  const claimedOffers = new Set(active.map((c) => c.offerId));
  return {
    claimed: active.filter((c) => qualified.has(c.offerId)),
    available: offers.filter((o) => qualified.has(o.offerId) && !claimedOffers.has(o.offerId)),
    lapsed: active.filter((c) => !qualified.has(c.offerId)),
  };
}

export const FREE_ITEM_MESSAGES = {
  notPassed: "Free items not passed",
  notQualified: "Your cart doesn't qualify for this free item.",
  offerNotFound: "We couldn't find that free item offer.",
  notFound: "We couldn't find that free item in your cart.",
} as const;

const FREE_ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_FREE_ITEMS_PER_CALL = 20;

export interface FreeItemsRequest {
  /** offers to claim */
  offerIds: string[];
  /** claimed free items to remove */
  deleteFreeItemIds: string[];
}

/** One id from `"ID"` or `{offerId: "ID"}` (`{freeItemId: "ID"}` for a delete). */
function idOf(entry: unknown, key: "offerId" | "freeItemId"): string | null {
  const raw = typeof entry === "object" && entry !== null ? (entry as Record<string, unknown>)[key] : entry;
  return typeof raw === "string" && FREE_ITEM_ID.test(raw.trim()) ? raw.trim() : null;
}

/**
 * The free-items call's body: `{freeItems: [{offerId}]}` claims, `{deleteFreeItems: [{freeItemId}]}`
 * removes; both may come together (removals first). Anything else is INVALID_FREE_ITEMS.
 */
export function parseFreeItemsRequest(
  body: unknown,
): { ok: true; value: FreeItemsRequest } | { ok: false; code: "INVALID_FREE_ITEMS"; message: string } {
  const refuse = { ok: false as const, code: "INVALID_FREE_ITEMS" as const, message: FREE_ITEM_MESSAGES.notPassed };
  if (typeof body !== "object" || body === null || Array.isArray(body)) return refuse;
  const { freeItems, deleteFreeItems } = body as Record<string, unknown>;
  const list = (value: unknown, key: "offerId" | "freeItemId"): string[] | null => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || value.length > MAX_FREE_ITEMS_PER_CALL) return null;
    const ids = value.map((entry) => idOf(entry, key));
    return ids.every((id): id is string => id !== null) ? [...new Set(ids)] : null;
  };
  const offerIds = list(freeItems, "offerId");
  const deleteFreeItemIds = list(deleteFreeItems, "freeItemId");
  if (!offerIds || !deleteFreeItemIds || offerIds.length + deleteFreeItemIds.length === 0) return refuse;
  return { ok: true, value: { offerIds, deleteFreeItemIds } };
}

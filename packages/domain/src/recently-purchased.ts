import type { StockStatus } from "./stock";
import type { DoorResult } from "./forms/page-doors";

// Recently purchased (spec cart.md 6, decision 045): the items of the shopper's orders (a business
// user may ask for every buyer of the account: orderedByUserId=ALL), one row per item, newest
// first, with the price the shopper would pay now and whether it can be added to the cart again.

/** The spec's ordered-by value for every buyer of a business account. */
export const ORDERED_BY_ALL = "ALL";
/** How many items the call answers at most (the newest). */
export const RECENT_ITEMS_LIMIT = 50;
/** The most a reorder row takes at once (the cart's own limits still apply). */
export const REORDER_MAX_QTY = 999;

export type OrderedByFilter = "me" | "all";

/** "all" from the page's URL (?orderedBy=all), else "me". */
export function parseOrderedByFilter(value: unknown): OrderedByFilter {
  return typeof value === "string" && value.trim().toLowerCase() === "all" ? "all" : "me";
}

export interface RecentItem {
  /** the item number (the spec's itemDetails[].sku) */
  sku: string;
  itemId: string;
  name: string;
  /** the product page, null when the item is no longer in the catalogue */
  itemUrl: string | null;
  imageUrl: string | null;
  /** when it was last ordered (ISO) */
  lastOrderedDate: string;
  /** units on that last order */
  lastQty: number;
  /** how many orders had it */
  orderCount: number;
  /** what the shopper would pay now, in cents; null when the catalogue no longer sells it */
  price: number | null;
  stockStatus: StockStatus | null;
  /** false for out-of-stock, discontinued or withdrawn items: shown, never added */
  orderable: boolean;
  /** why it cannot be added, in the shopper's words; null when orderable */
  unavailableReason: string | null;
  /** who ordered it last (a business account's buyer); null on the consumer site */
  lastOrderedBy: string | null;
}

export interface RecentItemsView {
  /** "ALL" or the customer number the items were read for */
  orderedByUserId: string;
  itemDetails: RecentItem[];
}

/** What happened to each row of a reorder. */
export interface ReorderOutcome {
  itemId: string;
  name: string;
  added: boolean;
  /** the cart's words when it refused the item */
  message: string | null;
}

export interface RecentlyPurchasedDoor {
  /** 401 for guests; "all" is for business users only */
  items(orderedBy: OrderedByFilter): Promise<DoorResult<RecentItemsView>>;
}

/** Recently purchased's command and what it answers a page. */
export interface RecentlyPurchasedCommandAnswers {
  /**
   * items (the rows' item numbers, joined by commas) and each row's qty-<itemId>: one cart add for
   * all rows (quantities as posted); each row's outcome, refused rows with the cart's message
   */
  "recently-purchased.reorder": { outcomes: ReorderOutcome[]; cartItemIds: string[] };
}

export const UNAVAILABLE_REASONS = {
  gone: "No longer available",
  discontinued: "Discontinued",
  outOfStock: "Out of stock",
} as const;

/** Whether a recently purchased item can be added again: sold (published) and not out of stock. */
export function reorderAvailability(product: { status: string; stockStatus: StockStatus } | null): {
  orderable: boolean;
  unavailableReason: string | null;
} {
  if (!product || product.status === "UNPUBLISHED") return { orderable: false, unavailableReason: UNAVAILABLE_REASONS.gone };
  if (product.status === "DISCONTINUED") return { orderable: false, unavailableReason: UNAVAILABLE_REASONS.discontinued };
  if (product.stockStatus === "OUT_OF_STOCK") return { orderable: false, unavailableReason: UNAVAILABLE_REASONS.outOfStock };
  return { orderable: true, unavailableReason: null };
}

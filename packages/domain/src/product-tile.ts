// Product tile rules: what a search or category tile shows (title, image, price, unit, badge,
// rating, limit, action) from a product. Pure mapping from catalogue data to what a tile renders.

import { type SoldOutReason, soldOutDrawerTitle } from "./alternates";
import { effectiveItemId } from "./cart-rules";
import { formatCents, parseCents } from "./money";
import { DEFAULT_QUANTITY_LIMIT } from "./quantity";
import type { TenantId } from "./site";
import { pastPurchaseBadge, VIEW_DETAILS_TEXT } from "./tile-model";

/** What the catalogue gives us; money in integer cents. */
export interface ProductTileSource {
  itemId: string;
  resolvedItemId?: string | null;
  alternateItemId?: string | null;
  customerSku?: string | null;
  title?: string | null;
  image?: string | null;
  url?: string | null;
  /** May be garbage from upstream; non-numbers are treated as missing. */
  finalPriceCents?: number | string | null;
  basePriceCents?: number | string | null;
  /** "Each", "Box", "Pack", "Ream", "Case"... */
  unit?: string | null;
  /** Items per unit, e.g. 12 for a 12-pack. */
  unitCount?: number | null;
  quantityLimit?: number | null;
  rating?: number | null;
  ratingCount?: number | null;
  /** e.g. "Add to cart", "Add", "View details", "Customize". */
  actionLabel?: string | null;
  isSkuSet?: boolean;
  discontinued?: boolean;
  /** nothing online and no backorder date: sold out */
  outOfStock?: boolean;
  limitedQuantity?: boolean;
  /** whose site the tile is for: the limited-stock title differs on the business site */
  tenant?: TenantId;
  newPackaging?: boolean;
  /** ISO date (YYYY-MM-DD) for "Get it by {weekday}". */
  deliveryDate?: string | null;
  /** when the signed-in shopper last ordered the item (ISO), for the past-purchase badge */
  lastOrderedDate?: string | null;
  /** the recommendation the tile came from, if any */
  recId?: string | null;
  /** first-party beacon URLs (tile-model.ts tileBeacons) */
  impBeacons?: readonly string[];
  clickBeacons?: readonly string[];
}

export type ProductBadge = "Discontinued" | "Limited Quantities" | "New Packaging!";

export interface LimitedQuantityRestriction {
  type: "LIMITED_QTY";
  isLimitedQty: true;
  limitedQtyTxt: "Limited Quantities";
  /** the sold-out drawer's title: 'Limited quantities available', business 'Limited availability' */
  title: string;
}

/** A tile that cannot be bought: the sold-out drawer's title and 'View details' instead of Add to cart. */
export interface SoldOutRestriction {
  type: "OUT_OF_STOCK" | "UNAVAILABLE";
  isLimitedQty: false;
  /** 'Out of stock' or 'Unavailable for purchase' */
  title: string;
  viewDetailsTxt: "View details";
}

export type ProductTileRestriction = LimitedQuantityRestriction | SoldOutRestriction;

/**
 * What restricts buying the item from its tile (spec: restrictionDetails), with the sold-out
 * drawer's titles: discontinued is unavailable, nothing online is out of stock, little stock is limited.
 */
export function tileRestriction(
  source: Pick<ProductTileSource, "discontinued" | "outOfStock" | "limitedQuantity" | "tenant">,
): ProductTileRestriction | null {
  const tenant = source.tenant ?? "dotcom";
  const soldOut: SoldOutReason | null =
    source.discontinued === true ? "UNAVAILABLE" : source.outOfStock === true ? "OUT_OF_STOCK" : null;
  if (soldOut === "UNAVAILABLE" || soldOut === "OUT_OF_STOCK") {
    return { type: soldOut, isLimitedQty: false, title: soldOutDrawerTitle(soldOut, tenant), viewDetailsTxt: VIEW_DETAILS_TEXT };
  }
  if (source.limitedQuantity === true) {
    return {
      type: "LIMITED_QTY",
      isLimitedQty: true,
      limitedQtyTxt: "Limited Quantities",
      title: soldOutDrawerTitle("LIMITED", tenant),
    };
  }
  return null;
}

/** The sold-out title of a tile that cannot be bought; null when it can. */
export function soldOutTitle(tile: Pick<ProductTileItem, "restrictionDetails">): string | null {
  const restriction = tile.restrictionDetails;
  return restriction && restriction.type !== "LIMITED_QTY" ? restriction.title : null;
}

export interface DeliveryMessage {
  type: "DELIVERY_MSG";
  /** "Get it by Tuesday" */
  text: string;
  /** The delivery date as YYYY-MM-DD. */
  date: string;
}

export interface ProductTileItem {
  itemId: string;
  resolvedItemId: string | null;
  alternateItemID: string | null;
  /** Customer SKU. */
  cId: string | null;
  title: string;
  image: string | null;
  url: string | null;
  /** Formatted final price; "" when upstream sent no usable number. */
  price: string;
  /** Final price in integer cents, or null when not numeric. */
  priceValue: number | null;
  /** business buyers (decision 042): the final price is the account's contract (or market) price */
  contractPrice?: boolean;
  /** Formatted base price, only when it differs from the final price. */
  originalPrice: string | null;
  units: string;
  unitsNum: number;
  quantityLimit: number;
  rating: number;
  ratingCount: number;
  reviewDetails: { rating: number; reviewCount: number };
  isSKUSET: boolean;
  /** Upstream action label, trimmed; null when missing or blank. */
  actionLabel: string | null;
  /** Text on the tile button. */
  ctaText: string;
  badgeDetails: { productBadge: ProductBadge | null };
  restrictionDetails: ProductTileRestriction | null;
  additionalMsg: DeliveryMessage | null;
  canAddToCart: boolean;
  /** ISO time the signed-in shopper last ordered it; null for guests and items never ordered */
  lastOrderedDate?: string | null;
  /** 'Purchased {short month}, {year}' from lastOrderedDate */
  pastPurchaseBadge?: string | null;
  recId?: string | null;
  impBeacons?: string[];
  clickBeacons?: string[];
  /** decision 048: a SKU set's tile and its swatch list carry colour swatches */
  isColorSwatch?: boolean;
  /** a swatch-list tile: the colour its swatch shows */
  swatchLabel?: string | null;
  /** a swatch-list tile: #rrggbb when the catalogue knows it */
  colourHex?: string | null;
  /** a swatch-list tile: whether this variant can be shipped now (it may drive the swatch's price) */
  inStock?: boolean;
}

export const DEFAULT_CTA_TEXT = "Add to cart";
export const MISSING_TITLE_TEXT = "N/A";

const ADD_TO_CART_LABELS = new Set(["add", "add to cart"]);

/**
 * Tiles offer add-to-cart only for the labels "Add" and "Add to cart". Matching
 * ignores case and surrounding/repeated whitespace, because upstream content
 * editors are inconsistent about casing ("Add To Cart") and that must not silently
 * hide the button.
 */
export function isAddToCartLabel(label: string | null | undefined): boolean {
  if (typeof label !== "string") return false;
  return ADD_TO_CART_LABELS.has(label.trim().replace(/\s+/g, " ").toLowerCase());
}

/** One badge per tile; the more important condition wins. */
export function productBadge(
  source: Pick<ProductTileSource, "discontinued" | "limitedQuantity" | "newPackaging">,
): ProductBadge | null {
  if (source.discontinued === true) return "Discontinued";
  if (source.limitedQuantity === true) return "Limited Quantities";
  if (source.newPackaging === true) return "New Packaging!";
  return null;
}

/**
 * How many items one unit holds. "Each" means a single item whatever the count
 * says; a missing or unusable count (non-integer, zero, negative) also means 1.
 */
export function unitsNum(unit: string | null | undefined, unitCount: number | null | undefined): number {
  if (typeof unit === "string" && unit.trim().toLowerCase() === "each") return 1;
  if (typeof unitCount !== "number" || !Number.isSafeInteger(unitCount) || unitCount < 1) return 1;
  return unitCount;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

// Accepts a full ISO timestamp too, but only its calendar date is used: the
// promise is "by that day", regardless of the time zone it was stamped in.
const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** Returns "YYYY-MM-DD" for a real calendar date, else null (e.g. 2023-02-29). */
function calendarDate(isoDate: string): { date: string; weekday: string } | null {
  if (typeof isoDate !== "string") return null;
  const match = ISO_DATE_PREFIX.exec(isoDate.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls over invalid days (Feb 30 -> Mar 2); reject those.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    return null;
  }
  const weekday = WEEKDAYS[utc.getUTCDay()];
  if (weekday === undefined) return null;
  return { date: `${match[1]}-${match[2]}-${match[3]}`, weekday };
}

/** "Get it by {weekday}" for an ISO date, weekday taken in UTC; "" for an invalid date. */
export function deliveryMessage(isoDate: string): string {
  const parsed = calendarDate(isoDate);
  return parsed ? `Get it by ${parsed.weekday}` : "";
}

function nonBlank(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

function positiveOrZero(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}

function quantityLimitOrDefault(limit: number | null | undefined): number {
  if (typeof limit !== "number" || !Number.isFinite(limit)) return DEFAULT_QUANTITY_LIMIT;
  const whole = Math.trunc(limit);
  return whole > 0 ? whole : DEFAULT_QUANTITY_LIMIT;
}

export function toProductTile(source: ProductTileSource): ProductTileItem {
  const finalCents = parseCents(source.finalPriceCents);
  const baseCents = parseCents(source.basePriceCents);
  // A "was" price next to a missing current price would read as a broken tile,
  // so the original price needs both prices to be numeric.
  const originalPrice = finalCents !== null && baseCents !== null && baseCents !== finalCents ? formatCents(baseCents) : null;

  const actionLabel = nonBlank(source.actionLabel);
  const restriction = tileRestriction(source);
  const soldOut = restriction !== null && restriction.type !== "LIMITED_QTY";
  // a sold-out item's tile leads to its details, never to Add to cart
  const effectiveLabel = soldOut ? VIEW_DETAILS_TEXT : (actionLabel ?? DEFAULT_CTA_TEXT);
  const badge = productBadge(source);
  const rating = positiveOrZero(source.rating);
  const ratingCount = Math.trunc(positiveOrZero(source.ratingCount));
  const delivery = typeof source.deliveryDate === "string" ? calendarDate(source.deliveryDate) : null;

  return {
    itemId: source.itemId,
    resolvedItemId: nonBlank(source.resolvedItemId),
    alternateItemID: nonBlank(source.alternateItemId),
    cId: nonBlank(source.customerSku),
    title: nonBlank(source.title) ?? MISSING_TITLE_TEXT,
    image: nonBlank(source.image),
    url: nonBlank(source.url),
    price: formatCents(finalCents),
    priceValue: finalCents,
    originalPrice,
    units: nonBlank(source.unit) ?? "",
    unitsNum: unitsNum(source.unit, source.unitCount),
    quantityLimit: quantityLimitOrDefault(source.quantityLimit),
    rating,
    ratingCount,
    reviewDetails: { rating, reviewCount: ratingCount },
    isSKUSET: source.isSkuSet === true,
    actionLabel,
    ctaText: effectiveLabel,
    badgeDetails: { productBadge: badge },
    restrictionDetails: restriction,
    additionalMsg: delivery ? { type: "DELIVERY_MSG", text: `Get it by ${delivery.weekday}`, date: delivery.date } : null,
    canAddToCart: isAddToCartLabel(effectiveLabel) && !soldOut,
    lastOrderedDate: nonBlank(source.lastOrderedDate),
    pastPurchaseBadge: pastPurchaseBadge(source.lastOrderedDate),
    recId: nonBlank(source.recId),
    impBeacons: [...(source.impBeacons ?? [])],
    clickBeacons: [...(source.clickBeacons ?? [])],
  };
}

/** Anything carrying tile ids: mapped tiles or raw tile-service records. */
export interface MatchableTile {
  itemId: string;
  resolvedItemId?: string | null;
}

/**
 * Orders tile data by the ids that were requested. The tile service may answer
 * with the resolved (replacement) id rather than the requested one, so either id
 * matches; an exact itemId match wins over a resolvedItemId match. A requested id written with
 * "##" ("200##COLOR") that no tile carries matches the tile of the item before it ("200"). Unknown ids are
 * skipped, and each tile appears at most once so list keys stay unique.
 */
export function matchTiles<Tile extends MatchableTile = ProductTileItem>(
  tiles: readonly Tile[],
  requestedIds: readonly string[],
): Tile[] {
  const byItemId = new Map<string, Tile>();
  const byResolvedId = new Map<string, Tile>();
  for (const tile of tiles) {
    if (!byItemId.has(tile.itemId)) byItemId.set(tile.itemId, tile);
    const resolvedId = tile.resolvedItemId;
    if (typeof resolvedId === "string" && resolvedId !== "" && !byResolvedId.has(resolvedId)) {
      byResolvedId.set(resolvedId, tile);
    }
  }
  const matched: Tile[] = [];
  const seen = new Set<Tile>();
  for (const id of requestedIds) {
    // a resolved id written "200##COLOR" stands for item 200 when no tile carries it as such
    const resolved = effectiveItemId(id, id);
    const tile =
      byItemId.get(id) ??
      byResolvedId.get(id) ??
      (resolved !== id ? (byItemId.get(resolved) ?? byResolvedId.get(resolved)) : undefined);
    if (tile === undefined || seen.has(tile)) continue;
    seen.add(tile);
    matched.push(tile);
  }
  return matched;
}

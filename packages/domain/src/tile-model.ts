import { isItemActive } from "./cart-rules";
import { type BeaconEvent, beaconUrl } from "./tile-beacons";

// One tile model (storefront spec 2, 3, 7; decision 047): every tile type the spec names is a
// variant of the same ProductTileItem (product-tile.ts), drawn by one component. What differs from
// one variant to the next is only which parts it shows, so that is all a variant describes here.

export const TILE_VARIANTS = [
  "standardTile",
  "listTile",
  "atlTile",
  "miniTile",
  "listMiniTile",
  "standardSlimTile",
  "compareTile",
  "standardITFTile",
  "listITFTile",
  "carouselMiniTile",
  "savedForLaterTile",
  "sponsoredTile",
] as const;

export type TileVariant = (typeof TILE_VARIANTS)[number];

export function isTileVariant(value: unknown): value is TileVariant {
  return typeof value === "string" && (TILE_VARIANTS as readonly string[]).includes(value);
}

export interface TileLayout {
  /** grid tiles stack image over text; list tiles put the image beside the text */
  orientation: "grid" | "list";
  /** the image's CSS size in pixels (its 2x source is twice this) */
  imageSize: 180 | 120 | 80;
  showBrand: boolean;
  showRating: boolean;
  /** the Add button (when the tile's label allows one) */
  showAdd: boolean;
  /** a quantity box beside the Add button */
  showQuantity: boolean;
  /** the compare checkbox slot under the image */
  showCompare: boolean;
  /** the swatch slot above the price */
  showSwatches: boolean;
  /** a checkbox to pick the item for a list (list select) */
  showListSelect: boolean;
  /** badges, the past-purchase badge and the delivery line */
  showBadges: boolean;
  showDelivery: boolean;
  /** the side panels: quick view, 'Our experts suggest', compatible printers/cartridges */
  showPanels: boolean;
  /** a 'Sponsored' label above the title */
  sponsored: boolean;
}

const STANDARD: TileLayout = {
  orientation: "grid",
  imageSize: 180,
  showBrand: true,
  showRating: true,
  showAdd: true,
  showQuantity: false,
  showCompare: true,
  showSwatches: true,
  showListSelect: false,
  showBadges: true,
  showDelivery: true,
  showPanels: true,
  sponsored: false,
};

const MINI: TileLayout = {
  ...STANDARD,
  imageSize: 120,
  showBrand: false,
  showCompare: false,
  showSwatches: false,
  showDelivery: false,
  showPanels: false,
};

const LAYOUTS: Record<TileVariant, TileLayout> = {
  standardTile: STANDARD,
  // the list view of search results: the same parts, side by side, with a quantity box
  listTile: { ...STANDARD, orientation: "list", showQuantity: true },
  // the add-to-cart overlay's rail: small, no compare, no side panels
  atlTile: { ...MINI, showRating: true },
  miniTile: MINI,
  listMiniTile: { ...MINI, orientation: "list", imageSize: 80 },
  standardSlimTile: { ...STANDARD, showRating: false, showSwatches: false, showDelivery: false },
  compareTile: { ...STANDARD, showCompare: false, showSwatches: false, showPanels: false, showDelivery: false },
  // in-the-flow (ITF) tiles sit between results: as their grid/list neighbours, no compare box
  standardITFTile: { ...STANDARD, showCompare: false },
  listITFTile: { ...STANDARD, orientation: "list", showCompare: false, showQuantity: true },
  carouselMiniTile: { ...MINI, showRating: false },
  savedForLaterTile: { ...MINI, orientation: "list", imageSize: 80, showRating: true },
  sponsoredTile: { ...STANDARD, showCompare: false, sponsored: true },
};

export function tileLayout(variant: TileVariant): TileLayout {
  return LAYOUTS[variant];
}

// --- Past purchase -------------------------------------------------------------------------------

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * 'Purchased {short month}, {year}' (en-US short month) for the shopper's last order of the item,
 * e.g. "Purchased Nov, 2026"; null when there is no usable date. The month is the UTC one the
 * order was stamped with, so the server and the browser always agree.
 */
export function pastPurchaseBadge(lastOrderedDate: string | null | undefined): string | null {
  const parts = pastPurchaseParts(lastOrderedDate);
  return parts ? `Purchased ${parts.month}, ${parts.year}` : null;
}

/** The badge's month (en-US short name, for a translator to look up) and year; null without a usable date. */
export function pastPurchaseParts(lastOrderedDate: string | null | undefined): { month: string; year: number } | null {
  if (typeof lastOrderedDate !== "string" || lastOrderedDate.trim() === "") return null;
  const time = Date.parse(lastOrderedDate.trim());
  if (!Number.isFinite(time)) return null;
  const date = new Date(time);
  return { month: SHORT_MONTHS[date.getUTCMonth()] ?? "", year: date.getUTCFullYear() };
}

/** The session-storage cache of past purchases the spec allows as a second source: item id -> ISO date. */
export function lastOrderedDateOf(
  itemId: string,
  own: string | null | undefined,
  cached: Readonly<Record<string, unknown>> | null | undefined,
): string | null {
  if (typeof own === "string" && own.trim() !== "") return own;
  const fromCache = cached?.[itemId];
  return typeof fromCache === "string" && fromCache.trim() !== "" ? fromCache : null;
}

// --- Already in cart -----------------------------------------------------------------------------

export interface TileIdentity {
  itemId: string;
  resolvedItemId?: string | null;
  /** the business account's own number for the item */
  cId?: string | null;
}

export interface CartLineIdentity {
  /** the cart line's part number (item id) */
  partNumber: string;
  customerSku?: string | null;
  /** ACTIVE | DELETED | TRANSIENT; missing counts as active (cart-rules isItemActive) */
  status?: string | null;
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  typeof a === "string" && typeof b === "string" && a.trim() !== "" && a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * Whether the tile's item already sits in the cart: an active line whose part number is the tile's
 * item (or the item it resolved to), or whose customer SKU is the tile's. Removed lines do not count.
 */
export function isAlreadyInCart(tile: TileIdentity, lines: readonly CartLineIdentity[]): boolean {
  return lines.some(
    (line) =>
      isItemActive(line) &&
      (sameText(line.partNumber, tile.itemId) ||
        sameText(line.partNumber, tile.resolvedItemId) ||
        sameText(line.customerSku, tile.cId)),
  );
}

// --- Hard substitution ---------------------------------------------------------------------------

/** Restriction types that replace the item outright (cart.md 3: the HARD alternate). */
export const HARD_SUBSTITUTION_TYPES = ["HARD_SUB", "HARD_ALT", "HARD"] as const;

export interface TileRestriction {
  type: string;
  alternateItemId?: string | null;
  alternateItemURL?: string | null;
}

/**
 * The item a tile adds and links to: a hard-substitution restriction swaps to its alternate item
 * (when it names one); any other restriction keeps the tile's own item.
 */
export function resolveHardSubstitution(tile: { itemId: string; url: string | null; restriction?: TileRestriction | null }): {
  itemId: string;
  url: string | null;
  substituted: boolean;
} {
  const r = tile.restriction;
  const alternate = r?.alternateItemId?.trim();
  if (r && (HARD_SUBSTITUTION_TYPES as readonly string[]).includes(r.type) && alternate) {
    return { itemId: alternate, url: r.alternateItemURL?.trim() || tile.url, substituted: true };
  }
  return { itemId: tile.itemId, url: tile.url, substituted: false };
}

// --- Alternates ----------------------------------------------------------------------------------

export interface TileAlternate {
  itemId: string;
  outOfStock: boolean;
  discontinued: boolean;
  limitedQuantity: boolean;
}

/** Storefront spec 3: out-of-stock alternates are dropped, and discontinued ones unless sold in limited quantity. */
export function visibleAlternates<T extends TileAlternate>(alternates: readonly T[]): T[] {
  return alternates.filter((a) => !a.outOfStock && (!a.discontinued || a.limitedQuantity));
}

// --- Beacons -------------------------------------------------------------------------------------

/** The impression and click beacon URLs of one tile, both to the first-party collector. */
export function tileBeacons(fields: { itemId: string; placement: string; pageType: string; recId?: string | null }): {
  impBeacons: string[];
  clickBeacons: string[];
} {
  const url = (event: BeaconEvent) =>
    beaconUrl({ event, itemId: fields.itemId, placement: fields.placement, recId: fields.recId, pageType: fields.pageType });
  return { impBeacons: [url("imp")], clickBeacons: [url("clk")] };
}

/**
 * Impressions fire once per tile per page: the first time the tile is seen. Returns the next set of
 * seen tile keys and whether this sighting fires.
 */
export function shouldFireImpression(seen: ReadonlySet<string>, key: string): { fire: boolean; seen: ReadonlySet<string> } {
  if (seen.has(key)) return { fire: false, seen };
  const next = new Set(seen);
  next.add(key);
  return { fire: true, seen: next };
}

// --- Compatibility -------------------------------------------------------------------------------

export const COMPATIBLE_PRINTERS_TITLE = "Compatible Printers";
export const COMPATIBLE_PRINTERS_CONTENT_TITLE = "This cartridge is compatible with:";
export const COMPATIBLE_CARTRIDGES_TITLE = "Compatible Cartridges";
export const COMPATIBLE_CARTRIDGES_CONTENT_TITLE = "This printer uses:";

export type CompatibilityKind = "printers" | "cartridges";

/** The drawer's two titles for what an item is compatible with. */
export function compatibilityTitles(kind: CompatibilityKind): { title: string; contentTitle: string } {
  return kind === "printers"
    ? { title: COMPATIBLE_PRINTERS_TITLE, contentTitle: COMPATIBLE_PRINTERS_CONTENT_TITLE }
    : { title: COMPATIBLE_CARTRIDGES_TITLE, contentTitle: COMPATIBLE_CARTRIDGES_CONTENT_TITLE };
}

export const EXPERTS_SUGGEST_TEXT = "Our experts suggest";
export const VIEW_DETAILS_TEXT = "View details";

/** What an item is compatible with, by its category: cartridges list printers, printers list cartridges. */
export function compatibilityKindFor(categorySlug: string | null | undefined): CompatibilityKind | null {
  if (categorySlug === "ink-cartridges" || categorySlug === "toner-cartridges") return "printers";
  if (categorySlug === "printers") return "cartridges";
  return null;
}

/** Most items one compatibility drawer lists. */
export const MAX_COMPATIBLE_ITEMS = 24;

/** GET /api/productTileProxy/compatibility/:itemId, and the page behind the drawer's no-JS link. */
export interface CompatibilityView {
  itemId: string;
  name: string;
  kind: CompatibilityKind;
  title: string;
  contentTitle: string;
  items: { itemId: string; name: string; itemUrl: string; imageUrl: string; finalPriceCents: number }[];
}

/** Tile data a page reads in process (decision 047). */
export interface TileReader {
  /** null when the item is unknown or neither a printer nor a cartridge */
  compatibility(itemId: string): Promise<CompatibilityView | null>;
}

/** Where the compatibility drawer's link goes without JavaScript. */
export function compatibilityPagePath(itemId: string): string {
  return `/tiles/compatibility/${encodeURIComponent(itemId)}`;
}

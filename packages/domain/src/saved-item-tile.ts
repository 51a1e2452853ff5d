// Saved for later (cart.md sections 3, 4, 9): the saved item as the cart answers it, the tile it
// becomes on the cart page, and the list's order and page limits.

import { type ProductTileItem, toProductTile } from "./product-tile";

/** The spec's page of saved items: page 1, 300 per page (also the largest page served). */
export const SAVED_ITEMS_PAGE = 1;
export const SAVED_ITEMS_PAGE_SIZE = 300;

/** SFL_MOVED: items went between the cart and the list; the page's saved-for-later copy is stale. */
export const SFL_MOVED = "SFL_MOVED";

/** A saved-for-later item as the calls answer it (money in integer cents). */
export interface SavedItemView {
  itemId: string;
  listItemId: string;
  qty: number;
  itemDetails: {
    imageUrl: string | null;
    name: string | null;
    /** the manufacturer's model (our brand name when none is known) */
    model: string | null;
    itemUrl: string | null;
    reviewCount: number;
    reviewRating: number;
    priceInfo: { uom: string | null; finalPrice: number | null; basePrice: number | null };
    /** items per unit, for the tile's unitsNum (1 when the unit is Each) */
    unitCount?: number | null;
    /** YYYY-MM-DD the item would arrive if moved to the cart and ordered today */
    deliveryDate: string | null;
    relatedItems: { title: string; type: string; products: { skuNumber: string }[] }[];
  };
  /** ISO timestamp the item was saved (saving it again keeps its place: see decision 024) */
  createdDate: string;
}

/** What the list's tile shows: the product tile of the saved item, with its list id and quantity. */
export type SavedItemTile = ProductTileItem & { listItemId: string; qty: number };

/** 'Move {qty} to cart': the tile's button. */
export function moveToCartText(qty: number): string {
  return `Move ${qty} to cart`;
}

/**
 * A saved item as a product tile: title 'N/A' when missing, unitsNum 1 for Each, the original
 * price only when the base price differs from the final one, and 'Get it by {weekday}'
 * (DELIVERY_MSG) from its delivery date.
 */
export function savedItemTile(item: SavedItemView): SavedItemTile {
  const d = item.itemDetails;
  const tile = toProductTile({
    itemId: item.itemId,
    title: d.name,
    image: d.imageUrl,
    url: d.itemUrl,
    finalPriceCents: d.priceInfo.finalPrice,
    basePriceCents: d.priceInfo.basePrice,
    unit: d.priceInfo.uom,
    unitCount: d.unitCount ?? null,
    rating: d.reviewRating,
    ratingCount: d.reviewCount,
    deliveryDate: d.deliveryDate,
  });
  return { ...tile, ctaText: moveToCartText(item.qty), listItemId: item.listItemId, qty: item.qty };
}

/** Newest first by createdDate; equal dates keep a stable order by list id. */
export function newestSavedFirst<T extends Pick<SavedItemView, "createdDate" | "listItemId">>(items: readonly T[]): T[] {
  return [...items].sort((a, b) =>
    a.createdDate === b.createdDate ? a.listItemId.localeCompare(b.listItemId) : a.createdDate < b.createdDate ? 1 : -1,
  );
}

/** The list of a page's query (page, size): whole numbers, page from 1, size 1 to 300. */
export function savedListPage(
  page: string | undefined,
  size: string | undefined,
): { ok: true; page: number; size: number } | { ok: false; message: string } {
  const whole = (v: string | undefined, fallback: number) =>
    v === undefined || v === "" ? fallback : /^\d{1,6}$/.test(v) ? Number(v) : NaN;
  const p = whole(page, SAVED_ITEMS_PAGE);
  const s = whole(size, SAVED_ITEMS_PAGE_SIZE);
  if (!Number.isInteger(p) || p < 1) return { ok: false, message: "page: a whole number from 1" };
  if (!Number.isInteger(s) || s < 1 || s > SAVED_ITEMS_PAGE_SIZE) {
    return { ok: false, message: `size: a whole number from 1 to ${SAVED_ITEMS_PAGE_SIZE}` };
  }
  return { ok: true, page: p, size: s };
}

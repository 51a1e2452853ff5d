import { SAVED_ITEMS_PAGE_SIZE, type SavedItemView, estimatedDeliveryDate, stockStatus } from "@quire/domain";
import type { Db } from "../../db/database";
import { productImageUrl } from "../catalogue";
import { priceContextOfCart, repriceRows } from "../business-pricing";
import * as cartRepo from "./cart.repository";
import * as repo from "./saved-items.repository";

export interface SavedPage {
  sflItems: SavedItemView[];
  page: number;
  size: number;
  totalCount: number;
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The spec's saved item: the product as it is now (price, reviews, when it would arrive). */
function savedItemView(
  row: repo.SavedItemRow,
  p: cartRepo.CartProductRow | undefined,
  reviews: { rating: number; reviewCount: number } | undefined,
  today: Date,
): SavedItemView {
  const backordered = p ? stockStatus(p.onlineQty, p.backorderDate) === "BACKORDERED" : false;
  return {
    itemId: row.itemId,
    listItemId: row.id,
    qty: row.qty,
    itemDetails: {
      imageUrl: p ? productImageUrl(p.itemId) : null,
      name: p?.name ?? null,
      model: p?.brandName ?? null,
      itemUrl: p ? `/${p.itemUrl}` : null,
      reviewCount: reviews?.reviewCount ?? 0,
      reviewRating: reviews?.rating ?? 0,
      priceInfo: { uom: p?.unit ?? null, finalPrice: p?.finalPriceCents ?? null, basePrice: p?.basePriceCents ?? null },
      unitCount: p?.unitCount ?? null,
      deliveryDate: !p ? null : backordered && p.backorderDate ? p.backorderDate : isoDay(estimatedDeliveryDate(today)),
      relatedItems: [],
    },
    createdDate: row.createdAt,
  };
}

/** One page of an owner's list, newest first, with the products as they stand. */
export async function savedPageOf(
  db: Db,
  owner: repo.SavedOwner | null,
  today: Date,
  page = 1,
  size = SAVED_ITEMS_PAGE_SIZE,
): Promise<SavedPage> {
  if (!owner) return { sflItems: [], page, size, totalCount: 0 };
  const rows = await repo.listSavedItems(db, owner.ownerKey, { limit: size, offset: (page - 1) * size });
  const totalCount = rows.length < size && page === 1 ? rows.length : await repo.countSavedItems(db, owner.ownerKey);
  if (rows.length === 0) return { sflItems: [], page, size, totalCount };
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [listed, reviews, pricing] = await Promise.all([
    cartRepo.findCartProducts(db, { productIds }),
    repo.findReviews(db, productIds),
    priceContextOfCart(db, owner),
  ]);
  // a business buyer's saved items show the account's prices (decision 042)
  const products = await repriceRows(db, pricing, listed);
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    sflItems: rows.map((r) => savedItemView(r, byId.get(r.productId), reviews.get(r.productId), today)),
    page,
    size,
    totalCount,
  };
}

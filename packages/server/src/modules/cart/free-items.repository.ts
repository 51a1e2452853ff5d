import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { CartFreeItemTable, FreeItemOfferTable } from "../../db/schema";
import { compiledOnce } from "../../db/compiled-once";
import { type CartProductRow, PRODUCT_BASE_COLUMNS, PRODUCT_JOINS, toCartProduct } from "./cart.repository";

// The SQL of free items (decision 026): the store's offers and what each cart has claimed.

export type FreeItemOfferRow = FreeItemOfferTable;
export type CartFreeItemRow = CartFreeItemTable;

// The offers with their free products in one statement (decision 051): an offer whose product is
// gone from the catalogue drops out with the join. A free product's item rules are not needed here
// (no rule flags: a product row without them has every rule read, should one ever be).
const activeOffersWithProducts = compiledOnce(
  (_db: Db) => sql<FreeItemOfferRow & CartProductRow>`select o.offer_id, o.kind, o.title, o.description,
      o.qualifying_item_id, o.qualifying_category_slug, o.min_subtotal_cents, o.free_product_id, o.position, o.active,
      ${PRODUCT_BASE_COLUMNS}
    from free_item_offers o join products p on p.id = o.free_product_id ${PRODUCT_JOINS}
    where o.active = 1
    order by o.position`,
);

/** The active offers in order, each with its free product. */
export async function listActiveOffersWithProducts(db: Db): Promise<{ row: FreeItemOfferRow; product: CartProductRow }[]> {
  const { rows } = await activeOffersWithProducts(db);
  return rows.map((r) => ({
    row: {
      offerId: r.offerId,
      kind: r.kind,
      title: r.title,
      description: r.description,
      qualifyingItemId: r.qualifyingItemId,
      qualifyingCategorySlug: r.qualifyingCategorySlug,
      minSubtotalCents: Number(r.minSubtotalCents),
      freeProductId: Number(r.freeProductId),
      position: Number(r.position),
      active: Number(r.active),
    },
    // the product's own columns only (toCartProduct copies field by field)
    product: toCartProduct(r),
  }));
}

export async function listClaims(db: Db, cartId: string): Promise<CartFreeItemRow[]> {
  const rows = await db.selectFrom("cartFreeItems").selectAll().where("cartId", "=", cartId).orderBy("createdAt").execute();
  return rows.map((r) => ({ ...r, productId: Number(r.productId) }));
}

export async function insertClaim(db: Db, row: CartFreeItemRow): Promise<void> {
  await db.insertInto("cartFreeItems").values(row).execute();
}

export async function setClaimStatus(db: Db, ids: readonly string[], status: "ACTIVE" | "DELETED", now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("cartFreeItems")
    .set({ status, updatedAt: now })
    .where("id", "in", [...ids])
    .execute();
}

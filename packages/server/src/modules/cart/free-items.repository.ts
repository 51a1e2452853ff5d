import type { Db } from "../../db/database";
import type { CartFreeItemTable, FreeItemOfferTable } from "../../db/schema";
import { compiledOnce } from "../../db/compiled-once";

// The SQL of free items (decision 026): the store's offers and what each cart has claimed.

export type FreeItemOfferRow = FreeItemOfferTable;
export type CartFreeItemRow = CartFreeItemTable;

const activeOffers = compiledOnce((db: Db) =>
  db.selectFrom("freeItemOffers").selectAll().where("active", "=", 1).orderBy("position"),
);

export async function listActiveOffers(db: Db): Promise<FreeItemOfferRow[]> {
  const { rows } = await activeOffers(db);
  return rows.map((r) => ({
    ...r,
    minSubtotalCents: Number(r.minSubtotalCents),
    freeProductId: Number(r.freeProductId),
    position: Number(r.position),
    active: Number(r.active),
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

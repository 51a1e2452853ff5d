import type { Db } from "../../db/database";
import type { SavedItemTable } from "../../db/schema";
import type { CartOwner, CartRow } from "./cart.repository";

// All saved-for-later SQL (decision 024). Every function takes the db or an open transaction.

export type SavedItemRow = SavedItemTable;

/** Whose list: the guest cookie's hash, or the account (user id and tenant). */
export interface SavedOwner {
  ownerKey: string;
  tenant: string;
  userId: number | null;
}

export function savedOwnerOf(owner: CartOwner, tenant: string): SavedOwner {
  return "userId" in owner
    ? { ownerKey: `user:${owner.tenant}:${owner.userId}`, tenant: owner.tenant, userId: owner.userId }
    : { ownerKey: owner.guestTokenHash, tenant, userId: null };
}

/** The list of whoever owns this cart (the cart row itself owns nothing: it goes at checkout). */
export function savedOwnerOfCart(cart: Pick<CartRow, "userId" | "tenant" | "ownerTokenHash">): SavedOwner {
  return cart.userId !== null
    ? savedOwnerOf({ userId: Number(cart.userId), tenant: cart.tenant }, cart.tenant)
    : savedOwnerOf({ guestTokenHash: cart.ownerTokenHash }, cart.tenant);
}

function toRow(r: SavedItemRow): SavedItemRow {
  return { ...r, qty: Number(r.qty), productId: Number(r.productId), userId: r.userId === null ? null : Number(r.userId) };
}

/** A page of the list, newest first (ties by id, so pages never overlap). */
export async function listSavedItems(db: Db, ownerKey: string, page: { limit: number; offset: number }): Promise<SavedItemRow[]> {
  const rows = await db
    .selectFrom("savedItems")
    .selectAll()
    .where("ownerKey", "=", ownerKey)
    .orderBy("createdAt", "desc")
    .orderBy("id", "asc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toRow);
}

export async function countSavedItems(db: Db, ownerKey: string): Promise<number> {
  const row = await db
    .selectFrom("savedItems")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("ownerKey", "=", ownerKey)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findSavedItem(db: Db, ownerKey: string, id: string): Promise<SavedItemRow | undefined> {
  const row = await db
    .selectFrom("savedItems")
    .selectAll()
    .where("ownerKey", "=", ownerKey)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function findSavedItemOfProduct(db: Db, ownerKey: string, itemId: string): Promise<SavedItemRow | undefined> {
  const row = await db
    .selectFrom("savedItems")
    .selectAll()
    .where("ownerKey", "=", ownerKey)
    .where("itemId", "=", itemId)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

export async function insertSavedItem(db: Db, row: SavedItemRow): Promise<void> {
  await db.insertInto("savedItems").values(row).execute();
}

/** Sets a saved item's quantity; 0 rows when it is gone (deleted meanwhile). */
export async function updateSavedItem(
  db: Db,
  id: string,
  changes: Partial<Pick<SavedItemRow, "qty" | "updatedAt" | "createdAt" | "ownerKey" | "userId">>,
): Promise<number> {
  const result = await db.updateTable("savedItems").set(changes).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes one of the owner's saved items; 0 when it is not theirs or already gone. */
export async function deleteSavedItem(db: Db, ownerKey: string, id: string): Promise<number> {
  const result = await db.deleteFrom("savedItems").where("ownerKey", "=", ownerKey).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What a tile shows beyond the cart's product row: the reviews. */
export async function findReviews(db: Db, productIds: number[]): Promise<Map<number, { rating: number; reviewCount: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom("products").select(["id", "rating", "reviewCount"]).where("id", "in", productIds).execute();
  return new Map(rows.map((r) => [Number(r.id), { rating: Number(r.rating), reviewCount: Number(r.reviewCount) }]));
}

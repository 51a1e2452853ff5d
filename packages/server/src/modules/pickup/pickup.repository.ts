import type { Db } from "../../db/database";

// Pickup's reads: the item a search asks about, shelf stock at one store for a page's items, and
// the business account's policies (taxExempt).

export async function findProduct(db: Db, itemId: string) {
  return db
    .selectFrom("products")
    .select(["id", "itemId", "name", "giftCardDeliveryId", "isWarrantyPlan"])
    .where("itemId", "=", itemId)
    .executeTakeFirst();
}

/** Units of each of these items on one store's shelf, in one query (items without a row have none). */
export async function shelfStockByItemId(db: Db, storeNumber: string, itemIds: readonly string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("storeInventory")
    .innerJoin("products", "products.id", "storeInventory.productId")
    .select(["products.itemId", "storeInventory.qty"])
    .where("storeInventory.storeNumber", "=", storeNumber)
    .where("products.itemId", "in", [...itemIds])
    .execute();
  return new Map(rows.map((r) => [r.itemId, Number(r.qty)]));
}

export async function accountPolicies(db: Db, accountId: number): Promise<string | null> {
  const row = await db.selectFrom("accounts").select("policies").where("id", "=", accountId).executeTakeFirst();
  return row?.policies ?? null;
}

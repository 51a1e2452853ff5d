import type { Db } from "../../db/database";

// Customer SKUs (decision 043): an account's own numbers for items. All SQL of quick order's own
// data is here; the products themselves are read with the cart's repository, so both see one row.

/** The items an account's numbers stand for, among the numbers given (upper-case). */
export async function findItemsBySku(db: Db, accountId: number, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom("customerSkus as s")
    .innerJoin("products as p", "p.id", "s.productId")
    .select(["s.customerSku", "p.itemId"])
    .where("s.accountId", "=", accountId)
    .where("s.customerSku", "in", [...skus])
    .execute();
  return new Map(rows.map((r) => [r.customerSku, r.itemId]));
}

/** The account's numbers for some items, by item number. */
export async function findSkusOfItems(db: Db, accountId: number, itemIds: readonly string[]): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("customerSkus as s")
    .innerJoin("products as p", "p.id", "s.productId")
    .select(["s.customerSku", "p.itemId"])
    .where("s.accountId", "=", accountId)
    .where("p.itemId", "in", [...itemIds])
    .execute();
  return new Map(rows.map((r) => [r.itemId, r.customerSku]));
}

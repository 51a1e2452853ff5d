import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { RecommendationContextTable } from "../../db/schema";

// Each shopper's recommendation context (updateSessionToken, decision 071): all its SQL.

export async function findRecommendationContext(
  db: Db,
  tenant: string,
  shopperKey: string,
): Promise<RecommendationContextTable | undefined> {
  return db
    .selectFrom("recommendationContexts")
    .selectAll()
    .where("tenant", "=", tenant)
    .where("shopperKey", "=", shopperKey)
    .executeTakeFirst();
}

export async function saveRecommendationContext(db: Db, row: RecommendationContextTable): Promise<void> {
  const { zipCode, storeNumber, pageType, skus, categoryId, updatedAt } = row;
  await db
    .insertInto("recommendationContexts")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["tenant", "shopperKey"]).doUpdateSet({ zipCode, storeNumber, pageType, skus, categoryId, updatedAt }),
    )
    .execute();
}

/**
 * The categories a context points at: the named category (by id or slug) and its children, then the
 * categories of its items in the order given. Two statements at most.
 */
export async function leanCategoryIds(db: Db, categoryId: string | null, itemIds: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  if (categoryId !== null) {
    const named = /^\d{1,9}$/.test(categoryId) ? sql`id = ${Number(categoryId)}` : sql`slug = ${categoryId}`;
    const family = await sql<{ id: number; parentId: number | null }>`select id, parent_id from categories
      where ${named} or parent_id in (select id from categories where ${named})
      order by id`.execute(db);
    // the named one first, then its children
    const found = new Set(family.rows.map((r) => Number(r.id)));
    const isChild = (r: { parentId: number | null }) => r.parentId !== null && found.has(Number(r.parentId));
    ids.push(...family.rows.filter((r) => !isChild(r)).map((r) => Number(r.id)));
    ids.push(...family.rows.filter(isChild).map((r) => Number(r.id)));
  }
  if (itemIds.length > 0) {
    const items = await db
      .selectFrom("products")
      .select(["itemId", "categoryId"])
      .where("itemId", "in", [...itemIds])
      .where("status", "<>", "UNPUBLISHED")
      .execute();
    const categoryOf = new Map(items.map((r) => [r.itemId, Number(r.categoryId)]));
    for (const itemId of itemIds) {
      const category = categoryOf.get(itemId);
      if (category !== undefined) ids.push(category);
    }
  }
  return [...new Set(ids)];
}

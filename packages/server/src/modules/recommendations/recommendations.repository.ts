import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/database";

// Recommendation SQL: portable between SQLite and PostgreSQL, every value bound.

export interface CoreProductRow {
  itemId: string;
  categoryId: number;
  parentId: number | null;
}

/** The category (and its parent) of each known, non-unpublished core item. */
export async function findCoreProducts(db: Db, itemIds: string[]): Promise<CoreProductRow[]> {
  if (itemIds.length === 0) return [];
  const result = await sql<CoreProductRow>`select p.item_id, p.category_id, c.parent_id
    from products p join categories c on c.id = p.category_id
    where p.item_id in (${sql.join(itemIds)}) and p.status <> 'UNPUBLISHED'
    order by p.id`.execute(db);
  return result.rows.map((r) => ({
    itemId: r.itemId,
    categoryId: Number(r.categoryId),
    parentId: r.parentId === null ? null : Number(r.parentId),
  }));
}

/** Each category id given plus the direct children of each. */
export async function categoryFamily(db: Db, categoryIds: number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const result = await sql<{ id: number }>`select id from categories
    where id in (${sql.join(categoryIds)}) or parent_id in (${sql.join(categoryIds)})
    order by id`.execute(db);
  return result.rows.map((r) => Number(r.id));
}

export type RecommendableOrder = "best_rated" | "most_reviewed";

export interface RecommendableFilter {
  /** null: the whole store */
  categoryIds: number[] | null;
  excludeItemIds: string[];
  order: RecommendableOrder;
  limit: number;
}

/** The rule every recommended product meets: published, in stock online, not a free sample or warranty plan. */
export const RECOMMENDABLE = sql`p.status = 'PUBLISHED' and coalesce(i.online_qty, 0) > 0
  and p.is_free_sample = 0 and p.is_warranty_plan = 0`;

/** Item ids of recommendable products, in a deterministic order (ties broken by product id). */
export async function findRecommendableItemIds(db: Db, filter: RecommendableFilter): Promise<string[]> {
  if (filter.categoryIds?.length === 0 || filter.limit <= 0) return [];
  const parts: RawBuilder<unknown>[] = [RECOMMENDABLE];
  if (filter.categoryIds) parts.push(sql`p.category_id in (${sql.join(filter.categoryIds)})`);
  if (filter.excludeItemIds.length > 0) parts.push(sql`p.item_id not in (${sql.join(filter.excludeItemIds)})`);
  const order =
    filter.order === "best_rated"
      ? sql`p.rating desc, p.review_count desc, p.id asc`
      : sql`p.review_count desc, p.rating desc, p.id asc`;
  const result = await sql<{ itemId: string }>`select p.item_id
    from products p left join inventory i on i.product_id = p.id
    where ${sql.join(parts, sql` and `)}
    order by ${order}
    limit ${filter.limit}`.execute(db);
  return result.rows.map((r) => r.itemId);
}

/** Whether a tenant's web toggle is on (web_toggles). */
export async function isWebToggleActive(db: Db, tenant: string, toggleName: string): Promise<boolean> {
  const row = await db
    .selectFrom("webToggles")
    .select("active")
    .where("tenant", "=", tenant)
    .where("toggleName", "=", toggleName)
    .executeTakeFirst();
  return Number(row?.active ?? 0) === 1;
}

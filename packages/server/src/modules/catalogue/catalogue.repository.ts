import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/database";

// All catalogue SQL. Raw SQL is used where the query shape is dynamic (one join per
// search term); it stays portable between SQLite and PostgreSQL and every value is bound.

export interface ProductRow {
  id: number;
  itemId: string;
  itemUrl: string;
  name: string;
  brandName: string;
  brandSlug: string;
  finalPriceCents: number;
  basePriceCents: number;
  comparePriceCents: number | null;
  unit: string;
  unitCount: number;
  rating: number;
  reviewCount: number;
  status: string;
  skuSetId: string | null;
  color: string | null;
  actionLabel: string;
  newPackaging: number;
  quantityLimit: number | null;
  isFreeSample: number;
  isWarrantyPlan: number;
  onlineQty: number;
  backorderDate: string | null;
}

export interface ProductDetailRow extends ProductRow {
  description: string;
  categoryId: number;
  division: number;
  department: number;
  classId: number;
  assemblyEligible: number;
  imageKind: string;
}

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  sortOrder: number;
}

export interface BrandRow {
  id: number;
  slug: string;
  name: string;
}

export interface ProductFilter {
  terms: string[];
  categoryIds: number[] | null;
  brandIds: number[] | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
}

export type ProductOrder = "relevance" | "price_asc" | "price_desc" | "rating";

const SUMMARY_COLUMNS = sql`p.id, p.item_id, p.item_url, p.name, b.name as brand_name, b.slug as brand_slug,
  p.final_price_cents, p.base_price_cents, p.compare_price_cents, p.unit, p.unit_count, p.rating, p.review_count,
  p.status, p.sku_set_id, p.color, p.action_label, p.new_packaging, p.quantity_limit, p.is_free_sample, p.is_warranty_plan,
  coalesce(i.online_qty, 0) as online_qty, i.backorder_date`;

/** Upper bound of a prefix range: "stapl" -> "stapm"; tokens are [a-z0-9] so this holds in any collation. */
export function prefixUpperBound(prefix: string): string | null {
  let p = prefix;
  while (p.length > 0) {
    const last = p[p.length - 1] as string;
    if (last !== "z" && last !== "9") return p.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) + 1);
    p = p.slice(0, -1);
  }
  return null;
}

function termJoins(terms: string[]): RawBuilder<unknown> {
  if (terms.length === 0) return sql``;
  return sql.join(
    terms.map((term, i) => {
      const alias = sql.raw(`t${i}`);
      const upper = prefixUpperBound(term);
      const range = upper === null ? sql`token >= ${term}` : sql`token >= ${term} and token < ${upper}`;
      // An exact token scores double, so "pen" ranks pens above pencils.
      return sql`join (select product_id, max(case when token = ${term} then weight * 2 else weight end) as w
        from search_tokens where ${range} group by product_id) ${alias} on ${alias}.product_id = p.id`;
    }),
    sql` `,
  );
}

function scoreExpression(terms: string[]): RawBuilder<unknown> {
  if (terms.length === 0) return sql`0`;
  return sql.join(
    terms.map((_, i) => sql.raw(`t${i}.w`)),
    sql` + `,
  );
}

function whereClause(filter: ProductFilter, omit: { brand?: boolean; category?: boolean } = {}): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`p.status <> 'UNPUBLISHED'`];
  if (filter.categoryIds && !omit.category) parts.push(sql`p.category_id in (${sql.join(filter.categoryIds)})`);
  if (filter.brandIds && !omit.brand) parts.push(sql`p.brand_id in (${sql.join(filter.brandIds)})`);
  if (filter.minPriceCents !== null) parts.push(sql`p.final_price_cents >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== null) parts.push(sql`p.final_price_cents <= ${filter.maxPriceCents}`);
  return sql.join(parts, sql` and `);
}

function orderClause(order: ProductOrder, terms: string[]): RawBuilder<unknown> {
  switch (order) {
    case "price_asc":
      return sql`p.final_price_cents asc, p.id asc`;
    case "price_desc":
      return sql`p.final_price_cents desc, p.id asc`;
    case "rating":
      return sql`p.rating desc, p.review_count desc, p.id asc`;
    default:
      return terms.length > 0 ? sql`score desc, p.review_count desc, p.id asc` : sql`p.review_count desc, p.id asc`;
  }
}

export async function findProducts(
  db: Db,
  filter: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset: number,
): Promise<ProductRow[]> {
  const result = await sql<ProductRow>`select ${SUMMARY_COLUMNS}, ${scoreExpression(filter.terms)} as score
    from products p ${termJoins(filter.terms)}
    join brands b on b.id = p.brand_id
    left join inventory i on i.product_id = p.id
    where ${whereClause(filter)}
    order by ${orderClause(order, filter.terms)}
    limit ${limit} offset ${offset}`.execute(db);
  return result.rows;
}

/**
 * Match counts per (brand, category) with the brand and category filters left out, so one query
 * yields the total and both facets (each facet ignores its own filter; see the service).
 */
export async function countByBrandAndCategory(
  db: Db,
  filter: ProductFilter,
): Promise<{ brandId: number; categoryId: number; count: number }[]> {
  const result = await sql<{
    brandId: number;
    categoryId: number;
    count: number;
  }>`select p.brand_id, p.category_id, count(*) as count
    from products p ${termJoins(filter.terms)}
    where ${whereClause(filter, { brand: true, category: true })}
    group by p.brand_id, p.category_id`.execute(db);
  return result.rows.map((r) => ({ brandId: Number(r.brandId), categoryId: Number(r.categoryId), count: Number(r.count) }));
}

const DETAIL_COLUMNS = sql`${SUMMARY_COLUMNS}, p.description, p.category_id, p.division, p.department, p.class_id,
  p.assembly_eligible, p.image_kind`;

export async function findProductByItemId(db: Db, itemId: string): Promise<ProductDetailRow | undefined> {
  const result = await sql<ProductDetailRow>`select ${DETAIL_COLUMNS}
    from products p join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
    where p.item_id = ${itemId}`.execute(db);
  return result.rows[0];
}

export async function findProductByItemUrl(db: Db, itemUrl: string): Promise<ProductDetailRow | undefined> {
  const result = await sql<ProductDetailRow>`select ${DETAIL_COLUMNS}
    from products p join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
    where p.item_url = ${itemUrl}`.execute(db);
  return result.rows[0];
}

export async function findProductsByItemIds(db: Db, itemIds: string[]): Promise<ProductDetailRow[]> {
  if (itemIds.length === 0) return [];
  const result = await sql<ProductDetailRow>`select ${DETAIL_COLUMNS}
    from products p join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
    where p.item_id in (${sql.join(itemIds)})`.execute(db);
  return result.rows;
}

export async function findSkuSetMembers(db: Db, skuSetIds: string[]): Promise<ProductDetailRow[]> {
  if (skuSetIds.length === 0) return [];
  const result = await sql<ProductDetailRow>`select ${DETAIL_COLUMNS}
    from products p join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
    where p.sku_set_id in (${sql.join(skuSetIds)}) and p.status <> 'UNPUBLISHED'
    order by p.id`.execute(db);
  return result.rows;
}

export async function findWarrantyPlans(db: Db, productId: number): Promise<ProductRow[]> {
  const result = await sql<ProductRow>`select ${SUMMARY_COLUMNS}
    from warranty_links w join products p on p.id = w.plan_product_id
    join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
    where w.product_id = ${productId} and p.status = 'PUBLISHED'
    order by p.final_price_cents`.execute(db);
  return result.rows;
}

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom("categories")
    .select(["id", "slug", "name", "parentId", "sortOrder"])
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
}

export async function listBrands(db: Db): Promise<BrandRow[]> {
  return db.selectFrom("brands").select(["id", "slug", "name"]).orderBy("name").execute();
}

/** One representative, well-reviewed product per category, for category entry images. */
export async function categoryShowcase(db: Db): Promise<{ categoryId: number; itemId: string; count: number }[]> {
  const result = await sql<{ categoryId: number; itemId: string; count: number }>`select p.category_id, count(*) as count,
    min(p.item_id) as item_id from products p where p.status = 'PUBLISHED' group by p.category_id`.execute(db);
  return result.rows.map((r) => ({ categoryId: Number(r.categoryId), itemId: r.itemId, count: Number(r.count) }));
}

export async function findImageFields(
  db: Db,
  itemId: string,
): Promise<{ imageKind: string; color: string | null; name: string; brand: string } | undefined> {
  return db
    .selectFrom("products as p")
    .innerJoin("brands as b", "b.id", "p.brandId")
    .select(["p.imageKind", "p.color", "p.name", "b.name as brand"])
    .where("p.itemId", "=", itemId)
    .executeTakeFirst();
}

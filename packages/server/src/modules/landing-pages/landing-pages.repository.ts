import type { LandingFilter } from "@quire/domain";
import type { Db } from "../../db/database";
import type { LandingPageTable } from "../../db/schema";

// Landing pages and the products they offer (decision 071): all their SQL.

export type LandingPageRow = Pick<LandingPageTable, "slug" | "title" | "categorySlugs" | "banner">;

export async function findLandingPage(db: Db, tenant: string, slug: string): Promise<LandingPageRow | undefined> {
  return db
    .selectFrom("landingPages")
    .select(["slug", "title", "categorySlugs", "banner"])
    .where("tenant", "=", tenant)
    .where("slug", "=", slug)
    .where("active", "=", 1)
    .executeTakeFirst();
}

export async function listLandingPages(db: Db, tenant: string): Promise<{ slug: string; title: string }[]> {
  return db
    .selectFrom("landingPages")
    .select(["slug", "title"])
    .where("tenant", "=", tenant)
    .where("active", "=", 1)
    .orderBy("position")
    .orderBy("slug")
    .execute();
}

/** The top-level categories of these slugs, in the order given. */
export async function findSuperCategories(db: Db, slugs: string[]): Promise<{ id: number; slug: string; name: string }[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom("categories")
    .select(["id", "slug", "name"])
    .where("slug", "in", slugs)
    .where("parentId", "is", null)
    .execute();
  return slugs.flatMap((slug) => rows.filter((r) => r.slug === slug));
}

/** What a landing page offers: its super categories, and which of the filter's parts apply. */
export interface LandingScope {
  superCategoryIds: number[];
  storeNumber: string;
}

type FilterPart = "brands" | "categories" | "bopis" | "promo";

/** Purchasable products of the page's super categories with the filter applied, but for `omit` (a facet's own part). */
function offered(db: Db, scope: LandingScope, filter: LandingFilter, omit: FilterPart | null) {
  const supers = omit !== "categories" && filter.categories.length > 0 ? filter.categories : scope.superCategoryIds;
  let query = db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.categoryId")
    .where("p.status", "=", "PUBLISHED")
    .where("p.isWarrantyPlan", "=", 0)
    .where("p.isFreeSample", "=", 0)
    .where((eb) => eb(eb.fn.coalesce("c.parentId", "c.id"), "in", supers.length > 0 ? supers : [-1]))
    // a filter's category outside the page's own is not offered here
    .where((eb) =>
      eb(eb.fn.coalesce("c.parentId", "c.id"), "in", scope.superCategoryIds.length > 0 ? scope.superCategoryIds : [-1]),
    );
  if (omit !== "brands" && filter.brands.length > 0) query = query.where("p.brandId", "in", filter.brands);
  if (omit !== "promo" && filter.promo) query = query.whereRef("p.finalPriceCents", "<", "p.basePriceCents");
  if (omit !== "bopis" && filter.bopis) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("storeInventory as si")
          .select("si.productId")
          .whereRef("si.productId", "=", "p.id")
          .where("si.storeNumber", "=", scope.storeNumber)
          .where("si.qty", ">", 0),
      ),
    );
  }
  return query;
}

export async function findOfferedItemIds(
  db: Db,
  scope: LandingScope,
  filter: LandingFilter,
  limit: number,
  offset: number,
): Promise<string[]> {
  const rows = await offered(db, scope, filter, null)
    .select("p.itemId")
    .orderBy("p.rating", "desc")
    .orderBy("p.reviewCount", "desc")
    .orderBy("p.id")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.itemId);
}

export async function countOffered(
  db: Db,
  scope: LandingScope,
  filter: LandingFilter,
  omit: FilterPart | null = null,
): Promise<number> {
  const row = await offered(db, scope, filter, omit)
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Offered products per brand, the brand filter left out: the brand facet's counts. */
export async function countByBrand(
  db: Db,
  scope: LandingScope,
  filter: LandingFilter,
): Promise<{ brandId: number; name: string; count: number }[]> {
  const rows = await offered(db, scope, filter, "brands")
    .innerJoin("brands as b", "b.id", "p.brandId")
    .select((eb) => ["b.id as brandId", "b.name", eb.fn.countAll<string | number>().as("count")])
    .groupBy(["b.id", "b.name"])
    .execute();
  return rows.map((r) => ({ brandId: r.brandId, name: r.name, count: Number(r.count) }));
}

/** Offered products per super category, the category filter left out. */
export async function countBySuperCategory(db: Db, scope: LandingScope, filter: LandingFilter): Promise<Map<number, number>> {
  const rows = await offered(db, scope, filter, "categories")
    .select((eb) => [eb.fn.coalesce("c.parentId", "c.id").as("superId"), eb.fn.countAll<string | number>().as("count")])
    .groupBy((eb) => eb.fn.coalesce("c.parentId", "c.id"))
    .execute();
  return new Map(rows.map((r) => [Number(r.superId), Number(r.count)]));
}

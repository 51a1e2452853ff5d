import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/database";
import { SEARCH_WEIGHTS } from "./search-tokens";

// All catalogue SQL. Raw SQL is used where the query shape is dynamic; every value is bound.
// Full-text search (decision 052) is the one place the two databases differ: SQLite's FTS5 index
// product_search and PostgreSQL's products.search_vector (tsvector + GIN), chosen by the adapter.

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
  /** SELECT or PREMIUM for a membership product (decision 080), else null */
  membershipProgram: string | null;
  categoryId: number;
  division: number;
  department: number;
  classId: number;
  assemblyEligible: number;
  imageKind: string;
  /** JSON object of specification label -> value; null when the product has none */
  attributes: string | null;
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
  /** only items on this account's contract (the G_CSE "On contract" filter, decision 042) */
  contractAccountId?: number | null;
  /** SQLite: every match of the terms, read from the index once (findMatches), for the page and the counts to share */
  matched?: MatchedRows | null;
}

/** A narrow search's matches as JSON [[id, score], ...] (json_each reads it back), and how many there are. */
export interface MatchedRows {
  json: string;
  count: number;
}

export type ProductOrder = "relevance" | "price_asc" | "price_desc" | "rating";

const SUMMARY_COLUMNS = sql`p.id, p.item_id, p.item_url, p.name, b.name as brand_name, b.slug as brand_slug,
  p.final_price_cents, p.base_price_cents, p.compare_price_cents, p.unit, p.unit_count, p.rating, p.review_count,
  p.status, p.sku_set_id, p.color, p.action_label, p.new_packaging, p.quantity_limit, p.is_free_sample, p.is_warranty_plan,
  coalesce(i.online_qty, 0) as online_qty, i.backorder_date`;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A query's terms (searchTokens: [a-z0-9]+, stop words out, plurals off) as the index's query:
 * every term must match, as a prefix from two characters on ("stapl" finds staplers; FTS5's
 * prefix indexes of 2 and 3 characters make short prefixes cheap). Both indexes stem the terms
 * the way they stemmed the text (porter / english snowball), so "batteries" finds "battery".
 */
export function ftsQuery(terms: readonly string[]): string {
  return terms.map((t) => (t.length >= 2 ? `"${t}"*` : `"${t}"`)).join(" ");
}

/** The shopper's terms in the searched columns (never the hidden tier column). */
function ftsMatch(terms: readonly string[], scope: "all" | "name" = "all"): string {
  const columns = scope === "name" ? "{name}" : "{name brand category color description}";
  return `${columns} : (${ftsQuery(terms)})`;
}

/**
 * PostgreSQL: the terms as the tsquery tsQuery spells, built by search_query (migration 0013),
 * which writes each prefix as the list of its lexemes: GIN intersects exact entries by skipping
 * through them, where a prefix's partial match first gathers all its products.
 */
function pgQuery(terms: readonly string[], weight: "" | "A" = ""): RawBuilder<unknown> {
  return sql`search_query(${[...terms]}::text[], ${weight})`;
}

/** weight "A" keeps to the name (the class the index gives names) */
export function tsQuery(terms: readonly string[], weight: "" | "A" = ""): string {
  return terms.map((t) => (t.length >= 2 ? `${t}:*${weight}` : weight ? `${t}:${weight}` : t)).join(" & ");
}

const W = SEARCH_WEIGHTS;
/** bm25 with one weight per column of the FTS5 table, negated so that a higher score is a better match everywhere */
const ftsScore = (table: string) =>
  sql.raw(`-bm25(${table}, ${W.name}, ${W.brand}, ${W.category}, ${W.color}, ${W.description}, 0)`);

/**
 * SQLite's side indexes (migration 0013): FTS5 reads the whole doclist of a prefix term before
 * intersecting it, so a broad search's tier page and sampled counts read these short ones instead
 * of product_search. They hold the popular tier and every SAMPLE_STEP-th product.
 */
const POPULAR_INDEX = "product_search_popular";
const SAMPLE_INDEX = "product_search_sample";
/** products in SQLite's sample index: id % 16 = 0 (PostgreSQL's densest sampled partial index) */
export const SAMPLE_STEP = 16;
/** the facet samples, densest first: each is a partial index on PostgreSQL, a rowid filter of the sample index on SQLite */
export const SAMPLE_STEPS = [16, 128, 1024] as const;
/** the samples sparsest first, then every product: an existence check stops at the first that holds a match */
const SPARSEST_FIRST: readonly number[] = [1024, 128, 16, 1];
/** ts_rank's weights for classes {D, C, B, A}: description, colour, brand and category, name */
const TS_WEIGHTS = sql.lit(`{${W.description / W.name}, ${W.color / W.name}, ${W.brand / W.name}, 1}`);

/**
 * The listed products matching the terms, with their relevance: the FTS5 index walked once
 * (rowids and bm25), or the GIN index's bitmap of products.
 */
function matches(db: Db, filter: ProductFilter, candidates: Candidates = "all", every = 1): RawBuilder<unknown> {
  const terms = filter.terms;
  if (filter.matched && candidates === "all" && every === 1) {
    return isPostgres(db)
      ? sql`(select (value ->> 0)::int as id, (value ->> 1)::float4 as score from json_array_elements(${filter.matched.json}::json))`
      : sql`(select value ->> 0 as id, value ->> 1 as score from json_each(${filter.matched.json}))`;
  }
  if (isPostgres(db)) {
    // literal predicates, so that the planner can use the partial indexes of the migrations
    const sample = every > 1 ? sql` and p0.id % ${sql.lit(every)} = 0` : sql``;
    const tier = candidates === "all" ? sql`` : sql` and p0.review_count >= ${sql.lit(TIER_REVIEWS[candidates.tier])}`;
    const query = pgQuery(terms, candidates !== "all" && candidates.byName ? "A" : "");
    return sql`(select p0.id, ts_rank(${TS_WEIGHTS}::float4[], p0.search_vector, q.query) as score
      from products p0, ${query} q(query) where p0.search_vector @@ q.query${tier}${sample})`;
  }
  if (every > 1) {
    // a systematic sample of the matches, from the sample index's short doclists
    return sql`(select rowid as id, 0 as score from ${sql.table(SAMPLE_INDEX)} where ${sql.table(SAMPLE_INDEX)} match ${ftsMatch(terms)}
      and rowid % ${every} = 0)`;
  }
  if (candidates === "all") {
    return sql`(select rowid as id, ${ftsScore("product_search")} as score from product_search
      where product_search match ${ftsMatch(terms)})`;
  }
  // a tier's page, from the popular products' own index; its bm25 weighs words by that index's statistics
  const scope = ftsMatch(terms, candidates.byName ? "name" : "all");
  const match = candidates.tier === "popular" ? scope : `${scope} AND tier : "${candidates.tier}"`;
  return sql`(select rowid as id, ${ftsScore(POPULAR_INDEX)} as score from ${sql.table(POPULAR_INDEX)}
    where ${sql.table(POPULAR_INDEX)} match ${match})`;
}

/**
 * Popularity tiers (migrations 0011 and 0012): a product with this many reviews or more is in the
 * tier. Each is held apart in the index (FTS5's hidden tier column, a partial GIN index).
 */
export const TIER_REVIEWS = { star: 2990, top: 2900, popular: 2000 } as const;
export type Tier = keyof typeof TIER_REVIEWS;
/** narrowest first */
export const TIERS: readonly Tier[] = ["star", "top", "popular"];

/**
 * Which matches a relevance page is ranked among. A query matching more than BROAD_MATCHES (2,500)
 * products (decision 052) is ranked first among the name matches of a popularity tier, then that
 * tier's matches, and only if no tier fills the page among all of them: bm25 and ts_rank cost a
 * few microseconds a match, and "paper" matches a quarter of the catalogue.
 */
type Candidates = "all" | { tier: Tier; byName: boolean };

/** How many products each tier holds: FTS5 counts the tier's doclist; PostgreSQL's partial index knows its rows. */
export async function countTiers(db: Db): Promise<Record<Tier, number>> {
  const sizes: Record<Tier, number> = { star: 0, top: 0, popular: 0 };
  if (isPostgres(db)) {
    const result = await sql<{ relname: string; n: number }>`select relname, reltuples as n from pg_class
      where relname in ('products_search_vector_star', 'products_search_vector_top', 'products_search_vector_popular')`.execute(
      db,
    );
    for (const r of result.rows) sizes[r.relname.replace("products_search_vector_", "") as Tier] = Math.max(0, Number(r.n));
    return sizes;
  }
  for (const tier of TIERS) {
    const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(POPULAR_INDEX)}
      where ${sql.table(POPULAR_INDEX)} match ${`tier : "${tier}"`}`.execute(db);
    sizes[tier] = Number(result.rows[0]?.n ?? 0);
  }
  return sizes;
}

/** What a broad search needs to choose its tier: how many products each tier and the catalogue hold. */
export interface TierSizes {
  catalogue: number;
  tiers: Record<Tier, number>;
}

/** Above this many matches a search is broad: its page is ranked among fewer, its facets sampled. */
export const BROAD_MATCHES = 2500;
/**
 * PostgreSQL ranks among a tier from this many matches on: ts_rank costs about 5 microseconds a
 * match there (it reads the product's whole tsvector from the heap), five times FTS5's bm25, so
 * 2,500 matches cost 12-20 ms for the page alone (EXPLAIN ANALYZE of "ultra", 2,047 matches).
 */
export const BROAD_RANKING_POSTGRES = 600;

/**
 * PostgreSQL: how many products a term matches, estimated from the planner's statistics of
 * search_vector (its most common lexemes and their frequencies; a lexeme not among them is rare),
 * so that no row is read. ANALYZE keeps them (the demo-data generator runs it after loading).
 */
async function estimateTermMatches(db: Db, term: string): Promise<number> {
  // A stop word of the english configuration ("all", "one") is dropped from the tsquery, so it
  // narrows nothing: it counts as the whole catalogue, and the common-terms rule leaves it out of
  // the plan. Counted as 0, it made "quire all" look narrow and ranked 28,000 matches exactly.
  const stop = await sql<{ stop: boolean }>`select ts_lexize('english_stem', ${term}) = '{}' as stop`.execute(db);
  if (stop.rows[0]?.stop) return (await countIndexed(db)) ?? 0;
  const result = await sql<{ n: number }>`select coalesce(sum(s.f), 0) * max(c.reltuples) as n
    from pg_class c, lateral (
      select unnest(most_common_elems::text::text[]) as e, unnest(most_common_elem_freqs) as f
      from pg_stats where schemaname = current_schema() and tablename = 'products' and attname = 'search_vector'
    ) s
    where c.oid = 'products'::regclass and s.e like (ts_lexize('english_stem', ${term}))[1] || '%'`.execute(db);
  return Math.round(Number(result.rows[0]?.n ?? 0));
}

/** How many products the index holds (the planner's estimate on PostgreSQL). */
export async function countIndexed(db: Db): Promise<number | null> {
  if (isPostgres(db)) {
    const result = await sql<{ n: number }>`select reltuples as n from pg_class where oid = 'products'::regclass`.execute(db);
    return Math.max(0, Number(result.rows[0]?.n ?? 0));
  }
  const result = await sql<{ n: number }>`select count(*) as n from products`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * How many products match the terms, counted in the index alone (the doclists, no product row),
 * or null where that is not cheap (PostgreSQL counts rows through the heap). On SQLite the sample
 * index is counted first: where it holds enough matches (a broad search) its count times
 * SAMPLE_STEP is the answer, read from doclists a sixteenth as long; otherwise the matches are
 * counted in product_search, exactly. Several terms are counted together (the index intersects
 * them), once.
 */
export async function countMatches(
  db: Db,
  terms: readonly string[],
  /** answer the sample's estimate even when it is small (the caller reads the matches once itself: findMatches) */
  estimateOnly = false,
): Promise<number | null> {
  if (terms.length === 0) return null;
  if (isPostgres(db)) {
    if (terms.length === 1) return estimateTermMatches(db, terms[0] as string);
    if (!estimateOnly) return null;
    // several words: counted in the sparsest partial sample index that holds MIN_SAMPLED of their
    // matches (each costs a heap row: "ink cartridge" is 7,000 rows in 1 of 16 at a million)
    let estimate = 0;
    for (const every of SPARSEST_FIRST.filter((k) => k > 1)) {
      const sampled = await sql<{ n: number }>`select count(*) as n from products
        where search_vector @@ ${pgQuery(terms)} and id % ${sql.lit(every)} = 0`.execute(db);
      estimate = Number(sampled.rows[0]?.n ?? 0) * every;
      if (estimate >= MIN_SAMPLED * every) break;
    }
    return estimate;
  }
  const sampled = await sql<{ n: number }>`select count(*) as n from ${sql.table(SAMPLE_INDEX)}
    where ${sql.table(SAMPLE_INDEX)} match ${ftsMatch(terms)}`.execute(db);
  const estimate = Number(sampled.rows[0]?.n ?? 0) * SAMPLE_STEP;
  // a sample of BROAD_MATCHES / 16 (156) matches or more estimates within about 8%
  if (estimate >= BROAD_MATCHES || estimateOnly) return estimate;
  const result = await sql<{ n: number }>`select count(*) as n from product_search
    where product_search match ${ftsMatch(terms)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * SQLite: every match of the terms with its bm25 score, read from product_search once, or null
 * when there are more than `limit`. A narrow search's page and counts then read these instead of
 * the index: two words that are each in a quarter of the catalogue but seldom together ("quire
 * wood") cost a walk of both whole doclists per query, and the page and the counts made two.
 */
export async function findMatches(db: Db, terms: readonly string[], limit: number): Promise<MatchedRows | null> {
  if (terms.length === 0) return null;
  const result = await sql<{ id: number; score: number }>`select m.id, m.score
    from ${matches(db, { terms: [...terms], categoryIds: null, brandIds: null, minPriceCents: null, maxPriceCents: null })} m
    limit ${limit + 1}`.execute(db);
  if (result.rows.length > limit) return null;
  return { json: JSON.stringify(result.rows.map((r) => [r.id, r.score])), count: result.rows.length };
}

/**
 * The one rule for which products a listing shows and counts (decision 040): everything but
 * unpublished items, discontinued ones included (their tile says so). The home page's category
 * counts and the category pages' totals both use it, so they always agree.
 */
const LISTED_PRODUCT = sql`p.status <> 'UNPUBLISHED'`;

function whereClause(filter: ProductFilter, omit: { brand?: boolean; category?: boolean } = {}): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [LISTED_PRODUCT];
  if (filter.categoryIds && !omit.category) parts.push(sql`p.category_id in (${sql.join(filter.categoryIds)})`);
  if (filter.brandIds && !omit.brand) parts.push(sql`p.brand_id in (${sql.join(filter.brandIds)})`);
  if (filter.minPriceCents !== null) parts.push(sql`p.final_price_cents >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== null) parts.push(sql`p.final_price_cents <= ${filter.maxPriceCents}`);
  if (filter.contractAccountId != null) {
    parts.push(
      sql`exists (select 1 from contract_prices cp where cp.account_id = ${filter.contractAccountId} and cp.product_id = p.id)`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** A product's name as lower-case words between spaces (' retractable gel pens '), for whole-word tests. */
const NAME_WORDS = sql`(' ' || lower(${["-", "/", ".", "(", ")", '"', "#", "&"].reduce<RawBuilder<unknown>>(
  (text, mark) => sql`replace(${text}, ${mark}, ' ')`,
  sql`replace(p.name, ',', ' ')`,
)}) || ' ')`;

/** The words a stemmed term stands for in a name: itself and its plurals ("pen": pen, pens, pense). */
function wordForms(term: string): string[] {
  const forms = [term, `${term}s`, `${term}es`];
  if (term.endsWith("y")) forms.push(`${term.slice(0, -1)}ies`);
  return forms;
}

/**
 * How many of the terms the name holds as whole words: the index matches a term as a prefix
 * ("pen" finds pencils and Pentel), so "pens" ranks the names that say pens before those that
 * only begin with it; bm25 and ts_rank orders within each.
 */
function nameWordMatches(terms: readonly string[]): RawBuilder<unknown> {
  return sql.join(
    terms.map(
      (term) =>
        sql`(case when ${sql.join(
          wordForms(term).map((form) => sql`${NAME_WORDS} like ${`% ${form} %`}`),
          sql` or `,
        )} then 1 else 0 end)`,
    ),
    sql` + `,
  );
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
      return terms.length > 0
        ? sql`${nameWordMatches(terms)} desc, score desc, p.review_count desc, p.id asc`
        : sql`p.review_count desc, p.id asc`;
  }
}

export async function findProducts(
  db: Db,
  filter: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset: number,
  /** the index's match count (countMatches), when known: a broad relevance search is ranked among fewer */
  matchCount: number | null = null,
  /** the tiers' sizes (countTiers): a broad search starts at the narrowest tier expected to fill its page twice */
  sizes: TierSizes | null = null,
): Promise<ProductRow[]> {
  const broad = isPostgres(db) ? BROAD_RANKING_POSTGRES : BROAD_MATCHES;
  // every match is at hand (findMatches): ranked exactly
  if (filter.matched) return findPage(db, filter, order, limit, offset, "all");
  if (filter.terms.length > 0 && order === "relevance" && matchCount !== null && matchCount > broad) {
    for (const tier of TIERS) {
      // a tier's expected matches, as if popularity and words were independent; "popular" is always tried
      const expected = sizes && sizes.catalogue > 0 ? (matchCount * sizes.tiers[tier]) / sizes.catalogue : 0;
      if (tier !== "popular" && expected < 2 * (offset + limit)) continue;
      for (const byName of [true, false]) {
        const rows = await findPage(db, filter, order, limit, offset, { tier, byName });
        if (rows.length === limit) return rows;
      }
    }
  }
  return findPage(db, filter, order, limit, offset, "all");
}

async function findPage(
  db: Db,
  filter: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset: number,
  candidates: Candidates,
): Promise<ProductRow[]> {
  if (filter.terms.length === 0) {
    const result = await sql<ProductRow>`select ${SUMMARY_COLUMNS}, 0 as score
      from products p join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
      where ${whereClause(filter)}
      order by ${orderClause(order, filter.terms)}
      limit ${limit} offset ${offset}`.execute(db);
    return result.rows;
  }
  // the page's ids first, from the matches and the product row alone; brand and stock for those only
  const result = await sql<ProductRow>`with page as (
      select p.id, m.score from ${matches(db, filter, candidates)} m join products p on p.id = m.id
      where ${whereClause(filter)}
      order by ${orderClause(order, filter.terms)}
      limit ${limit} offset ${offset}
    )
    select ${SUMMARY_COLUMNS}, page.score as score
    from page join products p on p.id = page.id
    join brands b on b.id = p.brand_id
    left join inventory i on i.product_id = p.id
    order by ${orderClause(order, filter.terms)}`.execute(db);
  return result.rows;
}

/**
 * Whether any listed product matches the terms and filters: the first match found answers, so a
 * spelling candidate as common as "model" costs no more than a rare one.
 */
export async function anyMatch(db: Db, filter: ProductFilter): Promise<boolean> {
  for (const every of SPARSEST_FIRST) {
    if (await anyMatchIn(db, filter, every)) return true;
  }
  return false;
}

/**
 * Whether a match is among every `every`-th product. The sparse samples come first: a common
 * word ("brother", offered for "bother") is found in a thousand rows of a partial index instead of
 * all its matches being read, and a rare one costs little at each step.
 */
async function anyMatchIn(db: Db, filter: ProductFilter, every: number): Promise<boolean> {
  // PostgreSQL: the match is a materialized CTE, planned for all its rows (the GIN index), because
  // under LIMIT 1 the planner walks the table for a term it wrongly thinks common, which for a
  // misspelling matching nothing is the whole table (107 ms at 100,000 products)
  if (isPostgres(db)) {
    const sample = every > 1 ? sql` and p.id % ${sql.lit(every)} = 0` : sql``;
    const query = sql`with m as materialized (select p.id from products p
        where p.search_vector @@ ${pgQuery(filter.terms)}${sample} and ${whereClause(filter)})
        select 1 as one from m limit 1`;
    return (await query.execute(db)).rows.length > 0;
  }
  // SQLite: the sample index once (its doclists are a sixteenth as long), then product_search
  if (every > SAMPLE_STEP) return false; // one sample index on SQLite
  const index = sql.table(every === SAMPLE_STEP ? SAMPLE_INDEX : "product_search");
  const query = sql`select 1 as one from ${index} s join products p on p.id = s.rowid
      where ${index} match ${ftsMatch(filter.terms)} and ${whereClause(filter)} limit 1`;
  return (await query.execute(db)).rows.length > 0;
}

/**
 * Match counts per (brand, category) with the brand and category filters left out, so one query
 * yields the total and both facets (each facet ignores its own filter; see the service).
 */
export async function countByBrandAndCategory(
  db: Db,
  filter: ProductFilter,
  /** the index's match count (countMatches): past BROAD_MATCHES the counts are estimated from every k-th match */
  matchCount: number | null = null,
): Promise<{ brandId: number; categoryId: number; count: number }[]> {
  // the sample is read where an index holds it (a partial GIN index, SQLite's sample index): the
  // densest that reads at most about BROAD_MATCHES rows (each costs a heap block on PostgreSQL)
  const sampling = !filter.matched && matchCount !== null && matchCount > BROAD_MATCHES;
  const wanted = sampling ? Math.ceil(matchCount / BROAD_MATCHES) : 1;
  const sparsest: number = SAMPLE_STEPS.find((k) => k >= wanted) ?? SAMPLE_STEPS[SAMPLE_STEPS.length - 1] ?? 1;
  const steps: number[] = wanted > 1 ? [sparsest, ...SAMPLE_STEPS.filter((k) => k < sparsest).reverse(), 1] : [1];
  // Sparsest first; a sample that found fewer than MIN_SAMPLED matches says too little (words
  // that each match much of the catalogue but seldom together: at 1 in 1,024 it found none while
  // the page listed items), so the next denser one is read, and at last every match.
  for (const every of steps) {
    const result = await sql<{
      brandId: number;
      categoryId: number;
      count: number;
    }>`select p.brand_id, p.category_id, count(*) as count
      from ${filter.terms.length > 0 ? sql`${matches(db, filter, "all", every)} m join products p on p.id = m.id` : sql`products p`}
      where ${whereClause(filter, { brand: true, category: true })}
      group by p.brand_id, p.category_id`.execute(db);
    const sampled = result.rows.reduce((n, r) => n + Number(r.count), 0);
    if (every > 1 && sampled < MIN_SAMPLED) continue;
    return result.rows.map((r) => ({
      brandId: Number(r.brandId),
      categoryId: Number(r.categoryId),
      count: Number(r.count) * every,
    }));
  }
  return [];
}

/** fewer sampled matches than this and a sample's estimate is too rough (about 15% or worse): a denser one is read */
export const MIN_SAMPLED = 50;

const DETAIL_COLUMNS = sql`${SUMMARY_COLUMNS}, p.description, p.category_id, p.division, p.department, p.class_id,
  p.assembly_eligible, p.image_kind, p.attributes, p.membership_program`;

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

/** What decides whether a product may be recommended (a rail's candidates, decision 053). */
export type RecommendableFlagsRow = Pick<
  ProductDetailRow,
  "itemId" | "status" | "onlineQty" | "isFreeSample" | "isWarrantyPlan" | "categoryId" | "membershipProgram"
>;

export async function findRecommendableFlags(db: Db, itemIds: string[]): Promise<RecommendableFlagsRow[]> {
  if (itemIds.length === 0) return [];
  const result = await sql<RecommendableFlagsRow>`select p.item_id, p.status, coalesce(i.online_qty, 0) as online_qty,
    p.is_free_sample, p.is_warranty_plan, p.category_id, p.membership_program
    from products p left join inventory i on i.product_id = p.id
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

export interface SkuSetSwatchRow extends ProductDetailRow {
  /** the set the row is a member of (sku_set_members, decision 048) */
  memberOfSet: string;
  swatchLabel: string;
  colourHex: string | null;
}

/** The sets' members with their swatches, each set in swatch order. */
export async function findSkuSetSwatches(db: Db, skuSetIds: string[]): Promise<SkuSetSwatchRow[]> {
  if (skuSetIds.length === 0) return [];
  const result = await sql<SkuSetSwatchRow>`select ${DETAIL_COLUMNS}, m.sku_set_id as member_of_set, m.swatch_label, m.colour_hex
    from sku_set_members m join products p on p.item_id = m.item_id
    join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
    where m.sku_set_id in (${sql.join(skuSetIds)}) and p.status <> 'UNPUBLISHED'
    order by m.sku_set_id, m.position, p.id`.execute(db);
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

/** Each category's listed-product count and one published product for its entry image. */
export async function categoryShowcase(db: Db): Promise<{ categoryId: number; itemId: string | null; count: number }[]> {
  const result = await sql<{ categoryId: number; itemId: string | null; count: number }>`select p.category_id, count(*) as count,
    min(case when p.status = 'PUBLISHED' then p.item_id end) as item_id from products p where ${LISTED_PRODUCT}
    group by p.category_id`.execute(db);
  return result.rows.map((r) => ({ categoryId: Number(r.categoryId), itemId: r.itemId, count: Number(r.count) }));
}

export async function findImageFields(
  db: Db,
  itemId: string,
): Promise<
  { imageKind: string; color: string | null; name: string; brand: string; unit: string; unitCount: number } | undefined
> {
  return db
    .selectFrom("products as p")
    .innerJoin("brands as b", "b.id", "p.brandId")
    .select(["p.imageKind", "p.color", "p.name", "b.name as brand", "p.unit", "p.unitCount"])
    .where("p.itemId", "=", itemId)
    .executeTakeFirst();
}

// --- deals and trending (decision 038) --------------------------------------------------------

export type DealsOrder = "saving_amount" | "saving_percent" | "price_asc" | "price_desc";

const DEAL_WHERE = sql`p.status = 'PUBLISHED' and p.is_warranty_plan = 0 and p.is_free_sample = 0
  and p.final_price_cents < p.base_price_cents and p.base_price_cents > 0`;

function dealsOrderClause(order: DealsOrder): RawBuilder<unknown> {
  switch (order) {
    case "saving_percent":
      // integer arithmetic: the same answer in SQLite and PostgreSQL
      return sql`(p.base_price_cents - p.final_price_cents) * 10000 / p.base_price_cents desc, p.id asc`;
    case "price_asc":
      return sql`p.final_price_cents asc, p.id asc`;
    case "price_desc":
      return sql`p.final_price_cents desc, p.id asc`;
    default:
      return sql`p.base_price_cents - p.final_price_cents desc, p.id asc`;
  }
}

export async function findDeals(db: Db, order: DealsOrder, limit: number, offset: number): Promise<ProductRow[]> {
  const result = await sql<ProductRow>`select ${SUMMARY_COLUMNS}
    from products p join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
    where ${DEAL_WHERE}
    order by ${dealsOrderClause(order)}
    limit ${limit} offset ${offset}`.execute(db);
  return result.rows;
}

export async function countDeals(db: Db): Promise<number> {
  const result = await sql<{ count: number }>`select count(*) as count from products p where ${DEAL_WHERE}`.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

/** The products ordered most often (by lines), purchasable today. */
export async function findMostOrdered(db: Db, limit: number): Promise<ProductRow[]> {
  const result = await sql<ProductRow>`select ${SUMMARY_COLUMNS}
    from (select product_id, count(*) as orders from order_lines group by product_id) o
    join products p on p.id = o.product_id
    join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
    where p.status = 'PUBLISHED' and p.is_warranty_plan = 0 and p.is_free_sample = 0
    order by o.orders desc, p.review_count desc, p.id asc
    limit ${limit}`.execute(db);
  return result.rows;
}

/** Whether any product's text has a word starting with `term` (what a search term matches). */
export async function termMatchesAny(db: Db, term: string): Promise<boolean> {
  if (isPostgres(db)) {
    // a materialized CTE, as in anyMatch, and the samples first: a known word's thousands of
    // matches are not all read to learn that it has one
    for (const every of SPARSEST_FIRST) {
      const sample = every > 1 ? sql` and id % ${sql.lit(every)} = 0` : sql``;
      const result = await sql<{ one: number }>`with m as materialized (select id from products
        where search_vector @@ ${pgQuery([term])}${sample}) select 1 as one from m limit 1`.execute(db);
      if (result.rows.length > 0) return true;
    }
    return false;
  }
  const result = await sql<{
    one: number;
  }>`select 1 as one from product_search where product_search match ${ftsMatch([term])} limit 1`.execute(db);
  return result.rows.length > 0;
}

/**
 * Catalogue words that share trigrams with `term`, the likeliest first: candidates for "Did you
 * mean", which the caller ranks by edit distance. pg_trgm's similarity on PostgreSQL; on SQLite
 * the FTS5 trigram index, words ranked by bm25 over the term's trigrams.
 */
export async function similarWords(db: Db, term: string, limit: number): Promise<string[]> {
  if (term.length < 3) return [];
  if (isPostgres(db)) {
    const result = await sql<{ word: string }>`select word from search_words where word % ${term}
      order by similarity(word, ${term}) desc, word limit ${limit}`.execute(db);
    return result.rows.map((r) => r.word);
  }
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= term.length; i++) trigrams.add(`"${term.slice(i, i + 3)}"`);
  const result = await sql<{ word: string }>`select word from search_words where search_words match ${[...trigrams].join(" OR ")}
    order by rank limit ${limit}`.execute(db);
  return result.rows.map((r) => r.word);
}

/** After a bulk load: PostgreSQL's planner statistics, which estimateTermMatches reads. */
export async function refreshSearchStatistics(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`analyze products`.execute(db);
}

/** Replaces the words "Did you mean" may offer (a bulk catalogue load writes them once). */
export async function replaceSearchWords(db: Db, words: readonly string[]): Promise<void> {
  await sql`delete from search_words`.execute(db);
  const unique = [...new Set(words)];
  for (let i = 0; i < unique.length; i += 500) {
    const part = unique.slice(i, i + 500);
    await sql`insert into search_words (word) values ${sql.join(part.map((w) => sql`(${w})`))}`.execute(db);
  }
}

/** A listed product by one account's own number for it (customer SKU, stored upper case). */
export async function findListedProductByCustomerSku(db: Db, accountId: number, sku: string): Promise<ProductRow | undefined> {
  const result = await sql<ProductRow>`select ${SUMMARY_COLUMNS}
    from customer_skus s join products p on p.id = s.product_id
    join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
    where s.account_id = ${accountId} and s.customer_sku = ${sku} and ${LISTED_PRODUCT}`.execute(db);
  return result.rows[0];
}

/** A listed product by its item number, for a search that is an item number. */
export async function findListedProductByItemId(db: Db, itemId: string): Promise<ProductRow | undefined> {
  const result = await sql<ProductRow>`select ${SUMMARY_COLUMNS}
    from products p join brands b on b.id = p.brand_id left join inventory i on i.product_id = p.id
    where p.item_id = ${itemId} and ${LISTED_PRODUCT}`.execute(db);
  return result.rows[0];
}

import {
  type CategoryNode,
  drivingVariant,
  effectiveItemId,
  type DealsPage,
  type DealsSort,
  type CategoryRef,
  type FacetValue,
  isEasyRewardsEligible,
  matchTiles,
  type ProductDetail,
  type ProductSummary,
  type ProductTileItem,
  type ResolvedPrice,
  type SearchRequest,
  type SearchResult,
  type SuggestResult,
  type TenantId,
  stockStatus,
  toProductTile,
} from "@quire/domain";
import { PostgresAdapter } from "kysely";
import type { Db } from "../../db/database";
import { TtlCache } from "../../lib/ttl-cache";
import * as offers from "./product-offers.repository";
import * as repo from "./catalogue.repository";
import { PRODUCT_VIEWS } from "./product-image";
import { MAX_QUERY_TERMS, searchTokens } from "./search-tokens";
import { inCatalogueTerms } from "./spanish-vocabulary";
import { nearestWords } from "./spelling";

const REFERENCE_TTL_MS = 60_000;
const SEARCH_CACHE_TTL_MS = 30_000;
const KEPT_PRODUCTS = 5_000;
const SEARCH_CACHE_ENTRIES = 2_000;
const BRAND_FACET_SIZE = 20;
/** a term in more than this share of the catalogue ("model") is left out of a query that has rarer ones */
const COMMON_TERM_SHARE = 0.5;
const TERM_STATS_TTL_MS = 10 * 60_000;
/** catalogue words fetched by trigram similarity for each unknown word, then ranked by edit distance */
const SIMILAR_WORDS = 40;
/** SQLite: a narrow search reads at most this many matches once for its page and counts (more: it is broad) */
const MATCHED_LIMIT = 4 * repo.BROAD_MATCHES;
/** candidates tried for each unknown word of a query that found nothing */
const SPELLING_CANDIDATES = 3;

/** "102350", "Item 102350", "item #102350", "#102350": the item number a product page shows. */
const ITEM_NUMBER_QUERY = /^\s*(?:item\s*(?:no\.?|number)?\s*[:#]?\s*|#\s*)?(\d{1,12})\s*$/i;

export function itemNumberOf(query: string): string | null {
  return ITEM_NUMBER_QUERY.exec(query)?.[1] ?? null;
}

/** A business account's own item number as typed ("nw-paper-01"): one word of letters, digits and - _ . /, stored upper case. */
const CUSTOMER_SKU_QUERY = /^\s*([A-Za-z0-9][A-Za-z0-9._/-]{0,39})\s*$/;

export function customerSkuOf(query: string): string | null {
  return CUSTOMER_SKU_QUERY.exec(query)?.[1]?.toUpperCase() ?? null;
}

export function productImageUrl(itemId: string, view = 1): string {
  return view === 1 ? `/images/products/${itemId}.svg` : `/images/products/${itemId}-${view}.svg`;
}

/** The drawn views of a product (product-image.ts draws them), front first. */
function productViews(itemId: string) {
  return PRODUCT_VIEWS.map(({ view, label }) => ({ url: productImageUrl(itemId, view), label }));
}

/** The stored specification rows, in their stored order; a bad or missing value gives none. */
export function specificationsOf(attributes: string | null): { label: string; value: string }[] {
  if (!attributes) return [];
  try {
    const parsed: unknown = JSON.parse(attributes);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return [];
    return Object.entries(parsed as Record<string, unknown>)
      .filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== "")
      .map(([label, value]) => ({ label, value }));
  } catch {
    return [];
  }
}

function toSummary(row: repo.ProductRow): ProductSummary {
  return {
    itemId: row.itemId,
    itemUrl: `/${row.itemUrl}`,
    name: row.name,
    brand: row.brandName,
    brandSlug: row.brandSlug,
    imageUrl: productImageUrl(row.itemId),
    finalPriceCents: Number(row.finalPriceCents),
    basePriceCents: Number(row.basePriceCents),
    comparePriceCents: row.comparePriceCents === null ? null : Number(row.comparePriceCents),
    unit: row.unit,
    unitCount: Number(row.unitCount),
    rating: Number(row.rating),
    reviewCount: Number(row.reviewCount),
    status: row.status,
    stockStatus: stockStatus(Number(row.onlineQty), row.backorderDate),
    skuSetId: row.skuSetId,
    color: row.color,
    actionLabel: row.actionLabel,
    newPackaging: Number(row.newPackaging) === 1,
    quantityLimit: row.quantityLimit === null ? null : Number(row.quantityLimit),
    isFreeSample: Number(row.isFreeSample) === 1,
    earnsRewards: isEasyRewardsEligible({
      isWarrantyPlan: Number(row.isWarrantyPlan) === 1,
      isFreeSample: Number(row.isFreeSample) === 1,
    }),
  };
}

interface ReferenceData {
  loadedAt: number;
  categories: repo.CategoryRow[];
  categoryById: Map<number, repo.CategoryRow>;
  categoryBySlug: Map<string, repo.CategoryRow>;
  brands: repo.BrandRow[];
  brandById: Map<number, repo.BrandRow>;
  brandBySlug: Map<string, repo.BrandRow>;
}

export class CatalogueService {
  private reference: ReferenceData | null = null;
  private referenceLoading: Promise<ReferenceData> | null = null;

  private readonly dbKind: "sqlite" | "postgres";

  /**
   * A product's details, the same for every shopper (a business viewer's prices are applied after):
   * kept for productTtlMs, and forgotten at every write that may change a page (app.ts), so that an
   * order's stock or an admin's price shows on the next read. A change made behind this process (a
   * script, another machine) shows within productTtlMs.
   */
  private readonly keptProducts: TtlCache<ProductDetail | null>;

  constructor(
    private readonly db: Db,
    options: { productTtlMs?: number } = {},
  ) {
    this.keptProducts = new TtlCache(KEPT_PRODUCTS, options.productTtlMs ?? 0);
    this.dbKind = db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
  }

  /** Categories and brands change rarely; each process keeps a copy for a minute. */
  private async referenceData(): Promise<ReferenceData> {
    if (this.reference && Date.now() - this.reference.loadedAt < REFERENCE_TTL_MS) return this.reference;
    this.referenceLoading ??= (async () => {
      const [categories, brands] = await Promise.all([repo.listCategories(this.db), repo.listBrands(this.db)]);
      const data: ReferenceData = {
        loadedAt: Date.now(),
        categories,
        categoryById: new Map(categories.map((c) => [c.id, c])),
        categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
        brands,
        brandById: new Map(brands.map((b) => [b.id, b])),
        brandBySlug: new Map(brands.map((b) => [b.slug, b])),
      };
      this.reference = data;
      return data;
    })().finally(() => {
      this.referenceLoading = null;
    });
    return this.referenceLoading;
  }

  /** Search answers and the category tree are derived data: each process keeps them briefly. */
  private readonly searchCache = new TtlCache<SearchResult>(SEARCH_CACHE_ENTRIES, SEARCH_CACHE_TTL_MS);
  private readonly treeCache = new TtlCache<CategoryNode[]>(1, REFERENCE_TTL_MS);
  /** index statistics, not answers: how many products each term matches, and how many there are */
  private readonly termCounts = new TtlCache<number | null>(20_000, TERM_STATS_TTL_MS);

  private readonly tierSizes = new TtlCache<repo.TierSizes>(1, TERM_STATS_TTL_MS);
  /** facet counts of broad searches (estimates past BROAD_MATCHES), by filter */
  private readonly broadFacets = new TtlCache<{ brandId: number; categoryId: number; count: number }[]>(2_000, TERM_STATS_TTL_MS);

  private async sizes(): Promise<repo.TierSizes> {
    return this.tierSizes.getOrCompute("sizes", async () => {
      const [catalogue, tiers] = await Promise.all([
        this.termCounts.getOrCompute("\u0000products", () => repo.countIndexed(this.db)),
        repo.countTiers(this.db),
      ]);
      return { catalogue: catalogue ?? 0, tiers };
    });
  }

  private async termCount(term: string): Promise<number | null> {
    const cached = this.termCounts.get(term);
    if (cached !== undefined) return cached;
    const count = await repo.countMatches(this.db, [term]);
    this.termCounts.set(term, count);
    return count;
  }

  /**
   * The terms worth matching and the index's count of their matches (null where counting is not
   * cheap). Like a common-terms query: a term in most of the catalogue ("model", in every item's
   * name) narrows nothing but costs a walk of its whole doclist, so it is left out when the query
   * has rarer terms. One term's count is its cached count; several terms are counted together
   * only when each is broad, since otherwise the rarest bounds the matches (decision 052).
   */
  private async matchPlan(terms: string[]): Promise<{ terms: string[]; matchCount: number | null }> {
    if (terms.length === 0) return { terms, matchCount: null };
    const counts = await Promise.all(terms.map((t) => this.termCount(t)));
    if (counts.some((c) => c === null)) return { terms, matchCount: null };
    const size = await this.termCounts.getOrCompute("\u0000products", () => repo.countIndexed(this.db));
    let kept = terms.filter((_, i) => (counts[i] as number) <= COMMON_TERM_SHARE * (size ?? Infinity));
    if (kept.length === 0) kept = [terms[counts.indexOf(Math.min(...(counts as number[])))] as string];
    const keptCounts = kept.map((t) => counts[terms.indexOf(t)] as number);
    const rarest = Math.min(...keptCounts);
    if (kept.length === 1 || rarest <= repo.BROAD_MATCHES) return { terms: kept, matchCount: rarest };
    // estimated from the sample (SQLite's sample index, PostgreSQL's partial index of every 16th
    // product): words common apart but seldom together are narrow, and their matches are read once (runSearch)
    return { terms: kept, matchCount: await repo.countMatches(this.db, kept, true) };
  }

  async categoryTree(): Promise<CategoryNode[]> {
    return this.treeCache.getOrCompute("tree", () => this.loadCategoryTree());
  }

  private async loadCategoryTree(): Promise<CategoryNode[]> {
    const ref = await this.referenceData();
    const showcase = await repo.categoryShowcase(this.db);
    const byCategory = new Map(showcase.map((s) => [s.categoryId, s]));
    const tops = ref.categories.filter((c) => c.parentId === null);
    return tops.map((top) => {
      const children = ref.categories.filter((c) => c.parentId === top.id);
      const ids = [top.id, ...children.map((c) => c.id)];
      const counts = ids.map((id) => byCategory.get(id)).filter((s) => s !== undefined);
      return {
        slug: top.slug,
        name: top.name,
        productCount: counts.reduce((n, s) => n + s.count, 0),
        imageItemId: counts.find((s) => s.itemId !== null)?.itemId ?? null,
        children: children.map((c) => ({ slug: c.slug, name: c.name })),
      };
    });
  }

  /**
   * scope.contractAccountId narrows the listing to that account's contract (the "On contract"
   * filter); prices stay list prices here: the business-pricing module re-prices for the viewer.
   */
  async search(
    req: SearchRequest,
    scope: { contractAccountId: number | null; customerSkuAccountId?: number | null } = { contractAccountId: null },
  ): Promise<SearchResult> {
    // a business buyer's own number for an item finds it, like an item number (one key lookup, not cached)
    if (scope.customerSkuAccountId != null) {
      const sku = customerSkuOf(req.query);
      const item = sku ? await repo.findListedProductByCustomerSku(this.db, scope.customerSkuAccountId, sku) : undefined;
      if (item) {
        const ref = await this.referenceData();
        const category = req.category ? ref.categoryBySlug.get(req.category) : undefined;
        return {
          query: req.query,
          total: 1,
          page: 1,
          size: req.size,
          pageCount: 1,
          sort: req.sort,
          items: [toSummary(item)],
          facets: { categories: [], brands: [] },
          category: category ? this.categoryContext(ref, category) : null,
          matchedItemNumber: item.itemId,
          spellingSuggestion: null,
          showingResultsFor: null,
        };
      }
    }
    const key = JSON.stringify([req, scope.contractAccountId]);
    return this.searchCache.getOrCompute(key, () => this.runSearch(req, scope.contractAccountId));
  }

  private async runSearch(req: SearchRequest, contractAccountId: number | null, correct = true): Promise<SearchResult> {
    const ref = await this.referenceData();
    // Spanish words become the catalogue's English terms first (decision 077)
    const terms = searchTokens(inCatalogueTerms(req.query)).slice(0, MAX_QUERY_TERMS);
    const category = req.category ? ref.categoryBySlug.get(req.category) : undefined;
    const emptyResult = (): SearchResult => ({
      query: req.query,
      total: 0,
      page: req.page,
      size: req.size,
      pageCount: 0,
      sort: req.sort,
      items: [],
      facets: { categories: [], brands: [] },
      category: category ? this.categoryContext(ref, category) : null,
      matchedItemNumber: null,
      spellingSuggestion: null,
      showingResultsFor: null,
    });
    // A query that has no searchable words, or names a category or brand we do not have, matches nothing.
    if (req.query.trim() !== "" && terms.length === 0) return emptyResult();
    if (req.category && !category) return emptyResult();
    const brandIds = req.brands.map((slug) => ref.brandBySlug.get(slug)?.id).filter((id) => id !== undefined);
    if (req.brands.length > 0 && brandIds.length === 0) return emptyResult();

    // An item number finds its product, whatever words it has (decision 040).
    const itemNumber = itemNumberOf(req.query);
    const item = itemNumber ? await repo.findListedProductByItemId(this.db, itemNumber) : undefined;
    if (item) {
      return {
        ...emptyResult(),
        total: 1,
        page: 1,
        pageCount: 1,
        items: [toSummary(item)],
        matchedItemNumber: item.itemId,
      };
    }

    const categoryIds = category
      ? [category.id, ...ref.categories.filter((c) => c.parentId === category.id).map((c) => c.id)]
      : null;
    // a search matching much of the catalogue is ranked among fewer and its counts sampled (decision 052)
    const plan = await this.matchPlan(terms);
    let matchCount = plan.matchCount;
    // SQLite: a narrow search reads its matches (ids and scores) from the index once, and its page
    // and counts read those: each read walks the terms' whole doclists (decision 052). Not on
    // PostgreSQL, where the cost is the product rows, read again by the page and the counts.
    let matched: repo.MatchedRows | null = null;
    if (this.dbKind === "sqlite" && plan.terms.length > 0 && matchCount !== null && matchCount <= repo.BROAD_MATCHES) {
      matched = await repo.findMatches(this.db, plan.terms, MATCHED_LIMIT);
      matchCount = matched ? matched.count : MATCHED_LIMIT + 1;
    }
    const filter: repo.ProductFilter = {
      terms: plan.terms,
      categoryIds,
      brandIds: req.brands.length > 0 ? brandIds : null,
      minPriceCents: req.minPriceCents,
      maxPriceCents: req.maxPriceCents,
      contractAccountId,
      matched,
    };
    const sizes = matchCount !== null && matchCount > repo.BROAD_RANKING_POSTGRES ? await this.sizes() : null;
    // A broad search's facet counts are kept per process like the term statistics: its words, typed
    // again with another page, sort or spelling, do not walk their thousands of matches again.
    const broad =
      matchCount !== null && matchCount > (this.dbKind === "postgres" ? repo.BROAD_RANKING_POSTGRES : repo.BROAD_MATCHES);
    const counts = () => repo.countByBrandAndCategory(this.db, filter, matchCount);
    const [rows, groups] = await Promise.all([
      repo.findProducts(this.db, filter, req.sort, req.size, (req.page - 1) * req.size, matchCount, sizes),
      broad ? this.broadFacets.getOrCompute(JSON.stringify({ ...filter, matched: null }), counts) : counts(),
    ]);
    const inBrands = (id: number) => filter.brandIds === null || filter.brandIds.includes(id);
    const inCategories = (id: number) => filter.categoryIds === null || filter.categoryIds.includes(id);
    let total = 0;
    const brandTotals = new Map<number, number>();
    const categoryCounts: { id: number; count: number }[] = [];
    for (const g of groups) {
      if (inBrands(g.brandId) && inCategories(g.categoryId)) total += g.count;
      if (inCategories(g.categoryId)) brandTotals.set(g.brandId, (brandTotals.get(g.brandId) ?? 0) + g.count);
      if (inBrands(g.brandId)) categoryCounts.push({ id: g.categoryId, count: g.count });
    }
    const brands: FacetValue[] = [...brandTotals.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, BRAND_FACET_SIZE)
      .flatMap(([id, count]) => {
        const brand = ref.brandById.get(id);
        return brand ? [{ slug: brand.slug, name: brand.name, count }] : [];
      });
    // an estimated total never says fewer than the pages up to this one show ("0 results" above a list)
    if (rows.length > 0) total = Math.max(total, (req.page - 1) * req.size + rows.length);
    const result: SearchResult = {
      query: req.query,
      total,
      page: req.page,
      size: req.size,
      pageCount: Math.ceil(total / req.size),
      sort: req.sort,
      items: rows.map(toSummary),
      facets: { categories: this.categoryFacet(ref, categoryCounts, category), brands },
      category: category ? this.categoryContext(ref, category) : null,
      matchedItemNumber: null,
      spellingSuggestion: null,
      showingResultsFor: null,
    };
    if (total > 0 || terms.length === 0 || !correct) return result;
    // A misspelling still finds what was meant: the corrected query's results, saying so.
    const suggestion = await this.spellingSuggestion(filter);
    if (suggestion === null) return result;
    const corrected = await this.runSearch({ ...req, query: suggestion }, contractAccountId, false);
    if (corrected.total === 0) return { ...result, spellingSuggestion: suggestion };
    return { ...corrected, query: req.query, spellingSuggestion: suggestion, showingResultsFor: suggestion };
  }

  /**
   * For a search that found nothing: each word that matches no product word is replaced by the
   * nearest catalogue word that still finds products with the others ("staplr" -> "stapler").
   */
  private async spellingSuggestion(filter: repo.ProductFilter): Promise<string | null> {
    const known = await Promise.all(filter.terms.map((t) => repo.termMatchesAny(this.db, t)));
    if (known.every(Boolean)) return null;
    const chosen = [...filter.terms];
    for (const [i, term] of filter.terms.entries()) {
      if (known[i]) continue;
      let replacement: string | null = null;
      const similar = await repo.similarWords(this.db, term, SIMILAR_WORDS);
      for (const candidate of nearestWords(term, similar).slice(0, SPELLING_CANDIDATES)) {
        const terms = chosen.map((t, j) => (j === i ? candidate : t)).filter((t, j) => j === i || known[j] || j < i);
        if (await repo.anyMatch(this.db, { ...filter, terms })) {
          replacement = candidate;
          break;
        }
      }
      if (replacement === null) return null;
      chosen[i] = replacement;
    }
    return chosen.join(" ");
  }

  /** Counts rolled up to top-level categories, or to the children of the category being browsed. */
  private categoryFacet(
    ref: ReferenceData,
    counts: { id: number; count: number }[],
    within: repo.CategoryRow | undefined,
  ): FacetValue[] {
    const totals = new Map<number, number>();
    for (const { id, count } of counts) {
      const cat = ref.categoryById.get(id);
      if (!cat) continue;
      let key: number | null;
      if (within) key = cat.parentId === within.id ? cat.id : null;
      else key = cat.parentId ?? cat.id;
      if (key !== null) totals.set(key, (totals.get(key) ?? 0) + count);
    }
    return [...totals.entries()]
      .map(([id, count]) => {
        const cat = ref.categoryById.get(id) as repo.CategoryRow;
        return { slug: cat.slug, name: cat.name, count, sortOrder: cat.sortOrder };
      })
      .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
      .map(({ slug, name, count }) => ({ slug, name, count }));
  }

  private categoryContext(ref: ReferenceData, category: repo.CategoryRow): NonNullable<SearchResult["category"]> {
    const parent = category.parentId === null ? null : (ref.categoryById.get(category.parentId) ?? null);
    return {
      slug: category.slug,
      name: category.name,
      parent: parent ? { slug: parent.slug, name: parent.name } : null,
      children: ref.categories.filter((c) => c.parentId === category.id).map((c) => ({ slug: c.slug, name: c.name })),
    };
  }

  async suggest(query: string): Promise<SuggestResult> {
    const terms = searchTokens(inCatalogueTerms(query)).slice(0, MAX_QUERY_TERMS);
    if (terms.length === 0) return { query, suggestions: [] };
    const ref = await this.referenceData();
    const matchesAll = (name: string) => {
      const nameTokens = searchTokens(name);
      return terms.every((t) => nameTokens.some((n) => n.startsWith(t)));
    };
    const categories = ref.categories.filter((c) => matchesAll(c.name)).slice(0, 3);
    const brands = ref.brands.filter((b) => matchesAll(b.name)).slice(0, 3);
    const products = await repo.findProducts(
      this.db,
      { terms, categoryIds: null, brandIds: null, minPriceCents: null, maxPriceCents: null },
      "relevance",
      6,
      0,
    );
    return {
      query,
      suggestions: [
        ...categories.map((c) => ({ type: "category" as const, text: c.name, url: `/c/${c.slug}` })),
        ...brands.map((b) => ({
          type: "brand" as const,
          text: b.name,
          url: `/search?query=${encodeURIComponent(b.name)}&brand=${b.slug}`,
        })),
        ...products.map((p) => ({ type: "product" as const, text: p.name, url: `/${p.itemUrl}` })),
      ],
    };
  }

  async productByItemId(itemId: string): Promise<ProductDetail | null> {
    return this.keptProducts.getOrCompute(`id:${itemId}`, async () => {
      const row = await repo.findProductByItemId(this.db, itemId);
      return row && row.status !== "UNPUBLISHED" ? this.toDetail(row) : null;
    });
  }

  async productByItemUrl(itemUrl: string): Promise<ProductDetail | null> {
    return this.keptProducts.getOrCompute(`url:${itemUrl}`, async () => {
      const row = await repo.findProductByItemUrl(this.db, itemUrl);
      return row && row.status !== "UNPUBLISHED" ? this.toDetail(row) : null;
    });
  }

  /** Forgets the kept product details: a write may have changed one. */
  forgetKeptProducts(): void {
    this.keptProducts.clear();
  }

  private async toDetail(row: repo.ProductDetailRow): Promise<ProductDetail> {
    const ref = await this.referenceData();
    const [variants, plans, addOns, bundles] = await Promise.all([
      row.skuSetId ? repo.findSkuSetMembers(this.db, [row.skuSetId]) : Promise.resolve([]),
      repo.findWarrantyPlans(this.db, row.id),
      offers.findOfferedAddons(this.db, [row.id]),
      offers.findBundles(this.db, { productId: row.id }),
    ]);
    const category = ref.categoryById.get(row.categoryId);
    const parent = category?.parentId != null ? ref.categoryById.get(category.parentId) : undefined;
    const ref2 = (c: repo.CategoryRow | undefined): CategoryRef | null => (c ? { slug: c.slug, name: c.name } : null);
    return {
      ...toSummary(row),
      description: row.description,
      views: productViews(row.itemId),
      specifications: specificationsOf(row.attributes),
      category: ref2(category) ?? { slug: "", name: "" },
      parentCategory: ref2(parent),
      division: Number(row.division),
      department: Number(row.department),
      classId: Number(row.classId),
      onlineQty: Number(row.onlineQty),
      backorderDate: row.backorderDate,
      assemblyEligible: Number(row.assemblyEligible) === 1,
      isWarrantyPlan: Number(row.isWarrantyPlan) === 1,
      variants: variants.map((v) => ({
        itemId: v.itemId,
        itemUrl: `/${v.itemUrl}`,
        color: v.color,
        finalPriceCents: Number(v.finalPriceCents),
        stockStatus: stockStatus(Number(v.onlineQty), v.backorderDate),
      })),
      warrantyPlans: plans.map((p) => ({ itemId: p.itemId, name: p.name, finalPriceCents: Number(p.finalPriceCents) })),
      addOns: addOns.map((p) => ({ itemId: p.itemId, name: p.name, finalPriceCents: p.finalPriceCents })),
      bundles: bundles.map((b) => ({
        bundleId: b.id,
        name: b.name,
        members: b.members.map((m) => ({ itemId: m.itemId, name: m.name, finalPriceCents: m.finalPriceCents, qty: m.qty })),
      })),
    };
  }

  /**
   * The spec's tile call: each requested id is an item id or a SKU-set id. A SKU set resolves
   * to its lowest-priced in-stock member (else its first), which becomes resolvedItemId.
   * swatchList (decision 048): a SKU-set id answers every member of the set instead, each with
   * its swatch label, colour and stock: the swatch list a set's tile draws its swatches from.
   */
  async productTiles(
    skus: string[],
    /** business viewers: their prices by item id (decision 042); absent means list prices */
    pricesFor?: (rows: repo.ProductDetailRow[]) => Promise<Map<string, ResolvedPrice>>,
    /** tenant: the site the tiles are for (its sold-out titles) */
    options: { swatchList?: boolean; tenant?: TenantId } = {},
  ): Promise<ProductTileItem[]> {
    // a resolved item id written "200##COLOR" asks for item 200 (cart spec 5)
    const resolvedSkus = skus.flatMap((s) => {
      const itemId = effectiveItemId(s, s);
      return itemId !== s && /^\d+$/.test(itemId) ? [{ sku: s, itemId }] : [];
    });
    const itemIds = [...new Set([...skus.filter((s) => /^\d+$/.test(s)), ...resolvedSkus.map((r) => r.itemId)])];
    const setIds = skus.filter((s) => /^SS\d+$/.test(s));
    const tileOf = (row: repo.ProductDetailRow, itemId?: string, resolvedItemId?: string, isSkuSet?: boolean) =>
      productRowToTile(row, itemId, resolvedItemId, isSkuSet, options.tenant);
    const [items, members, swatchRows] = await Promise.all([
      repo.findProductsByItemIds(this.db, itemIds),
      repo.findSkuSetMembers(this.db, setIds),
      repo.findSkuSetSwatches(this.db, setIds),
    ]);
    const prices = pricesFor ? await pricesFor([...items, ...members, ...swatchRows]) : new Map<string, ResolvedPrice>();
    const priced = (r: repo.ProductDetailRow): repo.ProductDetailRow => {
      const price = prices.get(r.itemId);
      return price ? { ...r, basePriceCents: price.basePriceCents, finalPriceCents: price.finalPriceCents } : r;
    };
    const contractPrice = (tile: ProductTileItem, itemId: string): ProductTileItem => {
      const method = prices.get(itemId)?.priceMethod;
      return method === "CONTRACT" || method === "MPI" ? { ...tile, contractPrice: true } : tile;
    };
    const published = items.filter((r) => r.status !== "UNPUBLISHED");
    const tiles = published.map((r) => contractPrice(tileOf(priced(r), r.itemId), r.itemId));
    // each "##" id answers its item's tile carrying that id as its resolvedItemId
    for (const { sku, itemId } of resolvedSkus) {
      const row = published.find((r) => r.itemId === itemId);
      if (row) tiles.push(contractPrice(tileOf(priced(row), row.itemId, sku), row.itemId));
    }
    const swatchTiles = new Map<string, ProductTileItem[]>();
    for (const setId of setIds) {
      const set = members.filter((m) => m.skuSetId === setId).map(priced);
      const hasSwatches = swatchRows.some((r) => r.memberOfSet === setId);
      const cheapest = drivingVariant(
        set.map((row) => ({ row, priceValue: Number(row.finalPriceCents), inStock: Number(row.onlineQty) > 0 })),
      )?.row;
      if (cheapest) {
        const tile = contractPrice(tileOf(cheapest, setId, cheapest.itemId, set.length > 1), cheapest.itemId);
        tiles.push(hasSwatches ? { ...tile, isColorSwatch: true } : tile);
      }
      if (options.swatchList) {
        swatchTiles.set(
          setId,
          swatchRows
            .filter((r) => r.memberOfSet === setId)
            .map((r) => {
              const row = priced(r);
              return {
                ...contractPrice(tileOf(row), r.itemId),
                isColorSwatch: true,
                swatchLabel: r.swatchLabel,
                colourHex: r.colourHex,
                inStock: Number(r.onlineQty) > 0,
              };
            }),
        );
      }
    }
    const matched = matchTiles(tiles, skus);
    if (!options.swatchList) return matched;
    return matched.flatMap((tile) => (tile.isSKUSET || tile.isColorSwatch ? (swatchTiles.get(tile.itemId) ?? [tile]) : [tile]));
  }

  async deals(req: { sort: DealsSort; page: number; size: number }): Promise<DealsPage> {
    const size = Math.min(96, Math.max(1, Math.floor(req.size)));
    const total = await repo.countDeals(this.db);
    const pageCount = Math.max(1, Math.ceil(total / size));
    // past the end: the last page, never an empty one
    const page = Math.min(Math.max(1, Math.floor(req.page)), pageCount);
    const rows = await repo.findDeals(this.db, req.sort, size, (page - 1) * size);
    return { items: rows.map(toSummary), total, page, pageCount, sort: req.sort };
  }

  private trendingCache = new TtlCache<ProductSummary[]>(8, REFERENCE_TTL_MS);

  async trending(limit: number): Promise<ProductSummary[]> {
    const cached = this.trendingCache.get(String(limit));
    if (cached) return cached;
    const items = (await repo.findMostOrdered(this.db, limit)).map(toSummary);
    this.trendingCache.set(String(limit), items);
    return items;
  }

  async summariesByItemIds(itemIds: string[]): Promise<ProductSummary[]> {
    const rows = await repo.findProductsByItemIds(this.db, itemIds);
    const byId = new Map(rows.filter((r) => r.status !== "UNPUBLISHED").map((r) => [r.itemId, toSummary(r)]));
    return itemIds.flatMap((id) => byId.get(id) ?? []);
  }

  async imageFields(itemId: string) {
    return repo.findImageFields(this.db, itemId);
  }
}

/** A catalogue row as the spec's product tile; a SKU-set tile passes the set id and its resolved member. */
export function productRowToTile(
  row: repo.ProductDetailRow,
  itemId = row.itemId,
  resolvedItemId = row.itemId,
  isSkuSet = false,
  tenant?: TenantId,
): ProductTileItem {
  const status = stockStatus(Number(row.onlineQty), row.backorderDate);
  return toProductTile({
    itemId,
    resolvedItemId,
    title: row.name,
    image: productImageUrl(row.itemId),
    url: `/${row.itemUrl}`,
    finalPriceCents: row.finalPriceCents,
    basePriceCents: row.basePriceCents,
    unit: row.unit,
    unitCount: row.unitCount,
    quantityLimit: row.quantityLimit,
    rating: row.rating,
    ratingCount: row.reviewCount,
    actionLabel: row.actionLabel,
    isSkuSet,
    discontinued: row.status === "DISCONTINUED",
    outOfStock: status === "OUT_OF_STOCK",
    limitedQuantity: status === "LIMITED",
    newPackaging: Number(row.newPackaging) === 1,
    tenant,
  });
}

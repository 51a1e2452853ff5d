import { PRODUCT_RECOMMENDATIONS_TOGGLE, type ProductTileItem, type TenantId } from "@quire/domain";
import type { Db } from "../../db/database";
import { TtlCache } from "../../lib/ttl-cache";
import { type RecommendableFlagsRow, findProductsByItemIds, findRecommendableFlags, productRowToTile } from "../catalogue";
import { LEAN_POOL_FACTOR, LEANING_SCHEMES, leanTowards } from "./context-lean";
import * as repo from "./recommendations.repository";

/** The most one call answers (the spec's request sizes are RECOMMENDATION_REQUEST_SIZE in @quire/domain). */
export const MAX_RECOMMENDATIONS = 50;

/** What a source is asked: engine-neutral, already validated and de-duplicated. */
export interface RecommendationRequest {
  /** Items the shopper just added or viewed; empty for a page with no product context. */
  coreItemIds: string[];
  /** Items never to recommend (the core items are left out as well). */
  excludeItemIds: string[];
  limit: number;
  /** The scheme asked for (RECOMMENDATION_SCHEMES keys); a source answers what it knows of it. */
  scheme?: string | null;
  /** Who is asking: their orders and views feed the personal schemes. */
  shopper?: RecommendationShopper | null;
}

export interface RecommendationShopper {
  userId: number | null;
  /** "u:<users.id>" or "g:<hash of the guest cart cookie>"; null when the browser is unknown */
  shopperKey: string | null;
}

export interface RecommendationCandidate {
  itemId: string;
  /** Stable id of this recommendation, reported back in analytics. */
  recId: string;
}

/** Where recommendations come from. A real engine can replace SameCategorySource behind this. */
export interface RecommendationSource {
  /** Name used as the analytics scheme when the caller names none. */
  readonly name: string;
  /** The analytics scheme of an answer when the caller names none (default: name). */
  schemeFor?(request: RecommendationRequest): string;
  recommend(request: RecommendationRequest): Promise<RecommendationCandidate[]>;
}

/**
 * Best-rated products from the core items' categories, topped up from their parent categories;
 * with no core item, the store's most-reviewed products. An unknown core item yields nothing.
 */
export class SameCategorySource implements RecommendationSource {
  readonly name = "SAME_CATEGORY";

  constructor(private readonly db: Db) {}

  async recommend(request: RecommendationRequest): Promise<RecommendationCandidate[]> {
    const exclude = [...new Set([...request.coreItemIds, ...request.excludeItemIds])];
    if (request.coreItemIds.length === 0) {
      const ids = await repo.findRecommendableItemIds(this.db, {
        categoryIds: null,
        excludeItemIds: exclude,
        order: "most_reviewed",
        limit: request.limit,
      });
      return ids.map((itemId) => ({ itemId, recId: `BEST_SELLER:${itemId}` }));
    }
    const core = await repo.findCoreProducts(this.db, request.coreItemIds);
    if (core.length === 0) return [];
    const categoryIds = [...new Set(core.map((c) => c.categoryId))];
    const same = await repo.findRecommendableItemIds(this.db, {
      categoryIds,
      excludeItemIds: exclude,
      order: "best_rated",
      limit: request.limit,
    });
    const candidates = same.map((itemId) => ({ itemId, recId: `SAME_CATEGORY:${itemId}` }));
    const parentIds = [...new Set(core.flatMap((c) => (c.parentId === null ? [] : [c.parentId])))];
    if (candidates.length < request.limit && parentIds.length > 0) {
      const family = (await repo.categoryFamily(this.db, parentIds)).filter((id) => !categoryIds.includes(id));
      const more = await repo.findRecommendableItemIds(this.db, {
        categoryIds: family,
        excludeItemIds: [...exclude, ...same],
        order: "best_rated",
        limit: request.limit - candidates.length,
      });
      candidates.push(...more.map((itemId) => ({ itemId, recId: `PARENT_CATEGORY:${itemId}` })));
    }
    return candidates;
  }
}

export interface RecommendationQuery {
  coreItemIds: string[];
  excludeItemIds: string[];
  number: number;
  scheme: string | null;
  placement: string;
  shopper?: RecommendationShopper | null;
  /** the site asking: its tiles' limited-stock title */
  tenant?: TenantId;
  /** categories the shopper's kept context points at (context-lean.ts): a discovery rail shows them first */
  lean?: readonly number[];
}

/** The scheme that asks for the same-category baseline itself (comparisons, decision 049). */
export const BASELINE_SCHEME = "SAME_CATEGORY";

export type RecommendationItem = ProductTileItem & {
  recId: string;
  actionLabel: string;
  analyticsPayload: { scheme: string; placement: string; rank: number };
};

/**
 * How long a process keeps a tenant's recommendations toggle (decision 053): the same for every
 * shopper and read by every page with a rail. Only the seed and the database itself set it; a
 * change shows within this time, as the header's toggles do (NAV_CONFIG_TTL_MS).
 */
export const RECOMMENDATIONS_TOGGLE_TTL_MS = 30_000;

export class RecommendationService {
  private readonly toggles = new TtlCache<boolean>(16, RECOMMENDATIONS_TOGGLE_TTL_MS);

  constructor(
    private readonly db: Db,
    private readonly source: RecommendationSource = new SameCategorySource(db),
    private readonly baseline: RecommendationSource = new SameCategorySource(db),
  ) {}

  /** The spec's atRecommendation answer: product tiles in the source's order, each with its recId. */
  async recommend(query: RecommendationQuery): Promise<RecommendationItem[]> {
    const { candidates, scheme, exclude, lean } = await this.candidates(query);
    return this.itemsFor(candidates, {
      scheme,
      placement: query.placement,
      number: query.number,
      exclude,
      tenant: query.tenant,
      lean,
    });
  }

  /**
   * The same answer as recommend(), as item ids and recIds only: what a page's rail needs before it
   * reads the tiles priced for its viewer (decision 053). It checks which candidates can be
   * recommended with a narrow query instead of reading and building every candidate's tile.
   */
  async recommendIds(query: RecommendationQuery): Promise<RecommendationCandidate[]> {
    const { candidates, exclude, lean } = await this.candidates(query);
    const skip = new Set(exclude);
    const rows = await findRecommendableFlags(
      this.db,
      [...new Set(candidates.map((c) => c.itemId))].filter((id) => !skip.has(id)),
    );
    const recommendable = new Set(rows.filter(isRecommendable).map((r) => r.itemId));
    const picked: RecommendationCandidate[] = [];
    for (const candidate of leanTowards(candidates, categoriesOf(rows), lean)) {
      if (picked.length === query.number) break;
      if (!recommendable.delete(candidate.itemId)) continue;
      picked.push(candidate);
    }
    return picked;
  }

  private async candidates(
    query: RecommendationQuery,
  ): Promise<{ candidates: RecommendationCandidate[]; scheme: string; exclude: string[]; lean: readonly number[] }> {
    const coreItemIds = [...new Set(query.coreItemIds)];
    const excludeItemIds = [...new Set(query.excludeItemIds)];
    const request: RecommendationRequest = {
      coreItemIds,
      excludeItemIds,
      limit: query.number,
      scheme: query.scheme,
      shopper: query.shopper ?? null,
    };
    const source = query.scheme === BASELINE_SCHEME ? this.baseline : this.source;
    const scheme = query.scheme ?? source.schemeFor?.(request) ?? source.name;
    const lean = LEANING_SCHEMES.has(scheme) ? (query.lean ?? []) : [];
    // a leaning rail asks for more, so items of the context's categories further down can come up
    const candidates = await source.recommend(lean.length > 0 ? { ...request, limit: query.number * LEAN_POOL_FACTOR } : request);
    return {
      candidates,
      scheme,
      lean,
      // Recently Viewed answers the viewed items themselves: skuList is a browser's own list there
      exclude: query.scheme === "RECENTLY_VIEWED" ? excludeItemIds : [...coreItemIds, ...excludeItemIds],
    };
  }

  /** The product-recommendations web toggle of a tenant: off hides every rail. */
  enabledFor(tenant: string): Promise<boolean> {
    return this.toggles.getOrCompute(tenant, () => repo.isWebToggleActive(this.db, tenant, PRODUCT_RECOMMENDATIONS_TOGGLE));
  }

  /** Candidates as recommendation items: recommendable products only, each once, in the given order. */
  async itemsFor(
    candidates: RecommendationCandidate[],
    options: {
      scheme: string;
      placement: string;
      number: number;
      exclude: string[];
      tenant?: TenantId;
      /** categories shown first (context-lean.ts) */
      lean?: readonly number[];
    },
  ): Promise<RecommendationItem[]> {
    // Whatever the source, only recommendable products are shown, each once.
    const skip = new Set(options.exclude);
    const rows = await findProductsByItemIds(
      this.db,
      [...new Set(candidates.map((c) => c.itemId))].filter((id) => !skip.has(id)),
    );
    const byItemId = new Map(rows.filter(isRecommendable).map((r) => [r.itemId, r]));
    const items: RecommendationItem[] = [];
    for (const candidate of leanTowards(candidates, categoriesOf(rows), options.lean ?? [])) {
      if (items.length === options.number) break;
      const row = byItemId.get(candidate.itemId);
      if (!row) continue;
      byItemId.delete(candidate.itemId);
      const tile = productRowToTile(row, row.itemId, row.itemId, false, options.tenant);
      items.push({
        ...tile,
        recId: candidate.recId,
        actionLabel: tile.actionLabel ?? "View details",
        analyticsPayload: { scheme: options.scheme, placement: options.placement, rank: items.length + 1 },
      });
    }
    return items;
  }
}

function categoriesOf(rows: readonly Pick<RecommendableFlagsRow, "itemId" | "categoryId">[]): Map<string, number> {
  return new Map(rows.map((r) => [r.itemId, Number(r.categoryId)]));
}

function isRecommendable(row: RecommendableFlagsRow): boolean {
  return (
    row.status === "PUBLISHED" &&
    Number(row.onlineQty) > 0 &&
    Number(row.isFreeSample) === 0 &&
    Number(row.isWarrantyPlan) === 0 &&
    // a membership is bought on its own page, once: never a rail's suggestion (decision 080)
    !row.membershipProgram
  );
}

import { isRecommendationScheme, type RecommendationScheme } from "@quire/domain";
import type { Db } from "../../../db/database";
import {
  type RecommendationCandidate,
  type RecommendationRequest,
  type RecommendationSource,
  SameCategorySource,
} from "../recommendations.service";
import { coPurchaseScores } from "./co-purchase";
import * as engine from "./engine.repository";
import { TtlCache } from "../../../lib/ttl-cache";

// The recommendation engine (decision 049): one source answering every scheme from the store's
// own data; the same-category source fills what the data cannot answer (cold items).

/** Most seeds taken from a shopper's history for "Recommended For You". */
const PROFILE_SEEDS = 10;

/**
 * The head of the trending list kept per process: the same for every shopper, and read by every
 * cart page and home. Its statement ranks every recommendable item (about 4 ms of SQLite for 5,000
 * products), so it is read once per `trendingTtlMs` (the kept-reads knob) and each caller's
 * exclusions are taken out of the kept head.
 */
const KEPT_TRENDING = 200;

export class EngineSource implements RecommendationSource {
  readonly name = "CUSTOMERS_ALSO_BOUGHT";

  private readonly keptTrending: TtlCache<string[]>;

  constructor(
    private readonly db: Db,
    private readonly baseline: RecommendationSource = new SameCategorySource(db),
    private readonly options: { trendingTtlMs: number } = { trendingTtlMs: 0 },
  ) {
    this.keptTrending = new TtlCache<string[]>(1, options.trendingTtlMs);
  }

  /** Recommendable items by decayed popularity, but those excluded; from the kept head when it holds enough. */
  private async trendingIds(exclude: readonly string[], limit: number): Promise<string[]> {
    if (this.options.trendingTtlMs <= 0 || exclude.length + limit > KEPT_TRENDING) {
      return engine.trendingItemIds(this.db, exclude, limit);
    }
    const head = await this.keptTrending.getOrCompute("head", () => engine.trendingItemIds(this.db, [], KEPT_TRENDING));
    const skip = new Set(exclude);
    return head.filter((id) => !skip.has(id)).slice(0, limit);
  }

  /** The scheme answered when the caller names none of the engine's. */
  static defaultScheme(request: Pick<RecommendationRequest, "coreItemIds">): RecommendationScheme {
    return request.coreItemIds.length > 0 ? "CUSTOMERS_ALSO_BOUGHT" : "TRENDING_NOW";
  }

  schemeFor(request: RecommendationRequest): string {
    return isRecommendationScheme(request.scheme) ? request.scheme : EngineSource.defaultScheme(request);
  }

  async recommend(request: RecommendationRequest): Promise<RecommendationCandidate[]> {
    const scheme = isRecommendationScheme(request.scheme) ? request.scheme : EngineSource.defaultScheme(request);
    const exclude = [...new Set([...request.coreItemIds, ...request.excludeItemIds])];
    const userId = request.shopper?.userId ?? null;
    const shopperKey = request.shopper?.shopperKey ?? null;
    switch (scheme) {
      case "CUSTOMERS_ALSO_BOUGHT":
        return this.fill(await this.coPurchased(request.coreItemIds, exclude, request.limit), request);
      case "TRENDING_NOW": {
        const ids = await this.trendingIds(exclude, request.limit);
        return this.fill(tag("TRENDING", ids), { ...request, coreItemIds: [] });
      }
      case "RECENTLY_VIEWED": {
        // the shopper's recorded views; a browser the store cannot name sends its own list as skuList
        const recorded = shopperKey
          ? await engine.recentlyViewedItemIds(this.db, shopperKey, request.limit + exclude.length)
          : [];
        const ids = recorded.length > 0 ? recorded : request.coreItemIds;
        const skip = new Set(request.excludeItemIds);
        return tag("RECENTLY_VIEWED", ids.filter((id) => !skip.has(id)).slice(0, request.limit));
      }
      case "FREQUENTLY_PURCHASED":
      case "RECENTLY_PURCHASED": {
        if (userId === null) return [];
        const rows = await engine.purchasedItemIds(
          this.db,
          userId,
          scheme === "FREQUENTLY_PURCHASED" ? "frequent" : "recent",
          request.limit + exclude.length,
        );
        return tag(
          scheme,
          rows.map((r) => r.itemId).filter((id) => !exclude.includes(id)),
        ).slice(0, request.limit);
      }
      case "CONSIDER_THESE":
      case "ALTERNATE_CHOICES": {
        const core = request.coreItemIds[0];
        if (!core) return [];
        return this.fill(tag("SUBSTITUTE", await engine.substituteItemIds(this.db, core, exclude, request.limit)), request);
      }
      case "RECOMMENDED_FOR_YOU": {
        const viewed = shopperKey ? await engine.recentlyViewedItemIds(this.db, shopperKey, PROFILE_SEEDS) : [];
        const bought =
          userId === null ? [] : (await engine.purchasedItemIds(this.db, userId, "recent", PROFILE_SEEDS)).map((r) => r.itemId);
        const seeds = [...new Set([...request.coreItemIds, ...viewed, ...bought])];
        const picked = await this.coPurchased(seeds, [...exclude, ...seeds], request.limit);
        if (picked.length >= request.limit) return picked;
        const trending = await this.trendingIds(
          [...exclude, ...seeds, ...picked.map((c) => c.itemId)],
          request.limit - picked.length,
        );
        return [...picked, ...tag("TRENDING", trending)];
      }
    }
  }

  /** Items bought with the core items, best first (a few spare for the catalogue's filters). */
  async coPurchased(
    coreItemIds: readonly string[],
    exclude: readonly string[],
    limit: number,
  ): Promise<RecommendationCandidate[]> {
    if (coreItemIds.length === 0) return [];
    const { neighbours, orderCounts } = await engine.neighbourhoodOf(this.db, coreItemIds);
    const scored = coPurchaseScores(coreItemIds, neighbours, orderCounts, new Set(exclude));
    return tag(
      "CO_PURCHASE",
      scored.slice(0, limit * 2).map((s) => s.itemId),
    );
  }

  /** Tops up with the baseline's answer for what is still missing. */
  private async fill(first: RecommendationCandidate[], request: RecommendationRequest): Promise<RecommendationCandidate[]> {
    if (first.length >= request.limit) return first;
    const more = await this.baseline.recommend({
      ...request,
      excludeItemIds: [...request.excludeItemIds, ...first.map((c) => c.itemId)],
      limit: request.limit - first.length + request.limit,
    });
    return [...first, ...more];
  }
}

function tag(prefix: string, itemIds: readonly string[]): RecommendationCandidate[] {
  return itemIds.map((itemId) => ({ itemId, recId: `${prefix}:${itemId}` }));
}

// Pure scoring of the recommendation engine (decision 049): no database, so the same code ranks
// for the store and for the offline evaluation.

/** Baskets holding both items, per neighbour, for each core item. */
export type Neighbours = ReadonlyMap<string, ReadonlyMap<string, number>>;

export interface ScoredItem {
  itemId: string;
  score: number;
  /** baskets that hold this item with one of the core items */
  support: number;
}

/**
 * Items bought with the core items, best first. Each pair counts w(a,b) / sqrt(n(a) * n(b)) (the
 * cosine of the two items' basket vectors): a raw count would rank the store's best sellers next to
 * everything, the cosine asks how much more often b comes with a than its popularity explains.
 * A pair seen once weighs half (w / (w + 1)) so a single coincidence does not outrank a habit.
 */
export function coPurchaseScores(
  coreItemIds: readonly string[],
  neighbours: Neighbours,
  orderCounts: ReadonlyMap<string, number>,
  exclude: ReadonlySet<string>,
): ScoredItem[] {
  const scores = new Map<string, ScoredItem>();
  for (const a of new Set(coreItemIds)) {
    const pairs = neighbours.get(a);
    if (!pairs) continue;
    const na = Math.max(1, orderCounts.get(a) ?? 1);
    for (const [b, w] of pairs) {
      if (w <= 0 || exclude.has(b)) continue;
      const nb = Math.max(1, orderCounts.get(b) ?? 1);
      const add = (w / Math.sqrt(na * nb)) * (w / (w + 1));
      const seen = scores.get(b);
      if (seen) {
        seen.score += add;
        seen.support += w;
      } else scores.set(b, { itemId: b, score: add, support: w });
    }
  }
  return [...scores.values()].sort(
    (x, y) => y.score - x.score || y.support - x.support || (x.itemId < y.itemId ? -1 : x.itemId > y.itemId ? 1 : 0),
  );
}

/** Every unordered pair of a basket's distinct items, both ways round. */
export function basketPairs(itemIds: readonly string[]): [string, string][] {
  const items = [...new Set(itemIds)];
  const pairs: [string, string][] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = 0; j < items.length; j++) {
      if (i !== j) pairs.push([items[i] as string, items[j] as string]);
    }
  }
  return pairs;
}

/** In-memory counts from baskets: what the tables hold, for evaluation and the seed. */
export function countBaskets(baskets: readonly (readonly string[])[]): {
  neighbours: Map<string, Map<string, number>>;
  orderCounts: Map<string, number>;
} {
  const neighbours = new Map<string, Map<string, number>>();
  const orderCounts = new Map<string, number>();
  for (const basket of baskets) {
    for (const item of new Set(basket)) orderCounts.set(item, (orderCounts.get(item) ?? 0) + 1);
    for (const [a, b] of basketPairs(basket)) {
      let row = neighbours.get(a);
      if (!row) neighbours.set(a, (row = new Map()));
      row.set(b, (row.get(b) ?? 0) + 1);
    }
  }
  return { neighbours, orderCounts };
}

/** Popularity decays by half every week (decision 049). */
export const TREND_HALF_LIFE_MS = 7 * 86_400_000;
/** Scores are kept as of this instant so adding an event never rewrites the others. */
export const TREND_EPOCH_MS = Date.UTC(2026, 0, 1);
/** A product page view counts this much of an order. */
export const VIEW_TREND_WEIGHT = 0.25;

/** The weight an event at `atMs` adds to an item's stored trend score. */
export function trendIncrement(atMs: number, weight = 1): number {
  return weight * 2 ** ((atMs - TREND_EPOCH_MS) / TREND_HALF_LIFE_MS);
}

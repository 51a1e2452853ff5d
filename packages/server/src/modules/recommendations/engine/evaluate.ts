import type { Db } from "../../../db/database";
import { type RecommendationSource, SameCategorySource } from "../recommendations.service";
import { coPurchaseScores, countBaskets } from "./co-purchase";
import { historyBaskets, recommendableItemIds } from "./engine.repository";

// Offline evaluation of the engine (decision 049). The historical baskets are split by time: the
// engine learns from the older share only, then for every held-out basket of two or more items the
// last item is hidden and the rest asked about. A hit is the hidden item among the first k answers.
// The engine is ranked by the same scoring and the same same-category top-up as in the store; the
// baseline is SameCategorySource as the store had it.

export interface EvaluationReport {
  k: number;
  trainingBaskets: number;
  heldOutBaskets: number;
  /** held-out baskets with two or more items: the cases asked */
  cases: number;
  engineHits: number;
  baselineHits: number;
  engineHitRate: number;
  baselineHitRate: number;
}

export async function evaluateRecommender(
  db: Db,
  options: { k?: number; heldOutShare?: number; baseline?: RecommendationSource } = {},
): Promise<EvaluationReport> {
  const k = options.k ?? 10;
  const baseline = options.baseline ?? new SameCategorySource(db);
  const baskets = await historyBaskets(db);
  const split = Math.floor(baskets.length * (1 - (options.heldOutShare ?? 0.2)));
  const training = baskets.slice(0, split);
  const heldOut = baskets.slice(split);
  const { neighbours, orderCounts } = countBaskets(training.map((b) => b.itemIds));
  const recommendable = await recommendableItemIds(db);

  let cases = 0;
  let engineHits = 0;
  let baselineHits = 0;
  for (const basket of heldOut) {
    if (basket.itemIds.length < 2) continue;
    cases += 1;
    const hidden = basket.itemIds[basket.itemIds.length - 1] as string;
    const asked = basket.itemIds.slice(0, -1);
    const engineList = coPurchaseScores(asked, neighbours, orderCounts, new Set(asked))
      .map((s) => s.itemId)
      .filter((id) => recommendable.has(id))
      .slice(0, k);
    if (engineList.length < k) {
      const fill = await baseline.recommend({ coreItemIds: asked, excludeItemIds: engineList, limit: k - engineList.length });
      engineList.push(...fill.map((c) => c.itemId));
    }
    const baselineList = (await baseline.recommend({ coreItemIds: asked, excludeItemIds: [], limit: k })).map((c) => c.itemId);
    if (engineList.slice(0, k).includes(hidden)) engineHits += 1;
    if (baselineList.slice(0, k).includes(hidden)) baselineHits += 1;
  }
  const rate = (hits: number) => (cases === 0 ? 0 : hits / cases);
  return {
    k,
    trainingBaskets: training.length,
    heldOutBaskets: heldOut.length,
    cases,
    engineHits,
    baselineHits,
    engineHitRate: rate(engineHits),
    baselineHitRate: rate(baselineHits),
  };
}

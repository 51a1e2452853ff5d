import {
  type ProductSummary,
  type RecommendationPlacement,
  type RecommendationRailQuery,
  type RecommendationScheme,
  recommendationRequestSize,
} from "@quire/domain";
import type { AppLoadContext } from "react-router";

/** A rail as a page renders it: the engine's answer as product summaries, priced for the viewer. */
export interface RecommendationRailData {
  id: string;
  scheme: RecommendationScheme;
  heading: string;
  placement: RecommendationPlacement;
  products: ProductSummary[];
  recIds: Record<string, string>;
}

/**
 * Reads one rail in the page's loader, so it is in the HTML without JavaScript. null: the
 * recommendations toggle is off (the rail is not shown at all). The request size is the spec's:
 * 25, 12 on the business site, 10 in cart flows (25 when a cart flow names no item).
 */
export async function loadRecommendationRail(
  context: AppLoadContext,
  query: Omit<RecommendationRailQuery, "limit"> & { id: string; cartFlow?: boolean },
  /**
   * Tiles the page shows (RecommendationRail's `visible`): only those go into the page's data, the
   * hydration payload every shopper downloads (decision 053). Without it, the whole answer.
   */
  shown?: number,
): Promise<RecommendationRailData | null> {
  const door = context.doors.recommendations;
  if (!door) return null;
  const { id, cartFlow = false, ...rest } = query;
  const limit = recommendationRequestSize({
    business: context.tenant.id === "advantage",
    cartFlow,
    hasSku: (rest.coreItemIds?.length ?? 0) > 0,
  });
  const answer = await door.rail({ ...rest, limit });
  if (!answer) return null;
  // a few spare candidates in case one has left the catalogue since the engine answered
  const candidates = shown === undefined ? answer.items : answer.items.slice(0, shown * 2);
  const found = candidates.length > 0 ? await context.catalogue.summariesByItemIds(candidates.map((i) => i.itemId)) : [];
  const products = shown === undefined ? found : found.slice(0, shown);
  const kept = new Set(products.map((p) => p.itemId));
  return {
    id,
    scheme: answer.scheme,
    heading: answer.heading,
    placement: answer.placement,
    products,
    recIds: Object.fromEntries(answer.items.filter((i) => kept.has(i.itemId)).map((i) => [i.itemId, i.recId])),
  };
}

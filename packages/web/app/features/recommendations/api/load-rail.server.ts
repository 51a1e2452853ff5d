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
 * 25, 12 on the business site, 10 in cart flows.
 */
export async function loadRecommendationRail(
  context: AppLoadContext,
  query: Omit<RecommendationRailQuery, "limit"> & { id: string; cartFlow?: boolean },
): Promise<RecommendationRailData | null> {
  const door = context.doors.recommendations;
  if (!door) return null;
  const { id, cartFlow = false, ...rest } = query;
  const limit = recommendationRequestSize({ business: context.tenant.id === "advantage", cartFlow });
  const answer = await door.rail({ ...rest, limit });
  if (!answer) return null;
  const products = answer.items.length > 0 ? await context.catalogue.summariesByItemIds(answer.items.map((i) => i.itemId)) : [];
  return {
    id,
    scheme: answer.scheme,
    heading: answer.heading,
    placement: answer.placement,
    products,
    recIds: Object.fromEntries(answer.items.map((i) => [i.itemId, i.recId])),
  };
}

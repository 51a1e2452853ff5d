import { RECOMMENDATION_PLACEMENTS } from "@quire/domain";
import { useEffect, useState } from "react";
import { callRecommendations } from "../../../lib/recommendation-call";
import { RECOMMENDATION_COUNT } from "../config";

/** One tile of the recommendation answer (POST /api/sparxProxy/atRecommendation). */
export interface RecommendationTile {
  itemId: string;
  title: string;
  image: string | null;
  url: string;
  price: string;
  canAddToCart: boolean;
  ctaText?: string;
}

export type RecommendationState = { status: "loading" } | { status: "ready"; tiles: RecommendationTile[] } | { status: "empty" };

/** A failed call is reported (ATC_SPARX_NO_RESPONSE or ATC_SPARX_CATCH) and answers [] (lib/recommendation-call). */
function fetchTiles(itemId: string, signal: AbortSignal): Promise<RecommendationTile[]> {
  // the engine's "Customers also bought" (decision 049), 10 in cart flows
  return callRecommendations<RecommendationTile>(
    {
      coreSkuNumber: itemId,
      number: RECOMMENDATION_COUNT,
      scheme: "CUSTOMERS_ALSO_BOUGHT",
      mboxes: [RECOMMENDATION_PLACEMENTS.cartOverlay],
    },
    signal,
  );
}

/**
 * Skeleton while loading; if the first answer is empty one retry is made;
 * still empty shows the empty-list message. `itemId` null means nothing to recommend for.
 */
export function useRecommendations(itemId: string | null): RecommendationState {
  const [state, setState] = useState<{ key: string | null; value: RecommendationState }>({
    key: null,
    value: { status: "loading" },
  });

  useEffect(() => {
    if (!itemId) return;
    const controller = new AbortController();
    void (async () => {
      let tiles = await fetchTiles(itemId, controller.signal);
      if (tiles.length === 0 && !controller.signal.aborted) tiles = await fetchTiles(itemId, controller.signal);
      if (controller.signal.aborted) return;
      setState({ key: itemId, value: tiles.length > 0 ? { status: "ready", tiles } : { status: "empty" } });
    })();
    return () => controller.abort();
  }, [itemId]);

  if (!itemId) return { status: "empty" };
  return state.key === itemId ? state.value : { status: "loading" };
}

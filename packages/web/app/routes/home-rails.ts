import { RECOMMENDATION_PLACEMENTS, RECOMMENDATION_RAIL_VISIBLE, recommendationHeading } from "@quire/domain";
import { data } from "react-router";
import { loadRecommendationRail } from "../features/recommendations/api/load-rail.server";
import { reportRailsFailure } from "../lib/recommendation-call";
import { readRecentlyViewed } from "../lib/recently-viewed";
import type { Route } from "./+types/home-rails";

// The home page's rails below the fold, read after the page (decision 066): the shopper's recently
// viewed items, what they buy often (signed in) and what is trending. The page itself is then the
// same for every shopper of a group and can be kept, and its first download holds no tiles but the
// deals'.

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get("cookie");
  const recentIds = readRecentlyViewed(cookie).slice(0, RECOMMENDATION_RAIL_VISIBLE);
  const session = await context.session.read(cookie);
  const [recentlyViewed, frequentlyPurchased, trending] = await Promise.all([
    context.catalogue.summariesByItemIds(recentIds),
    session.isLoggedIn
      ? loadRecommendationRail(
          context,
          {
            id: "rail-frequently-purchased",
            scheme: "FREQUENTLY_PURCHASED",
            placement: RECOMMENDATION_PLACEMENTS.frequentlyPurchased,
          },
          RECOMMENDATION_RAIL_VISIBLE,
        )
      : null,
    // the engine's popularity of recent orders and views (decision 049)
    loadRecommendationRail(
      context,
      { id: "rail-trending", scheme: "TRENDING_NOW", placement: RECOMMENDATION_PLACEMENTS.homepageTrending },
      RECOMMENDATION_RAIL_VISIBLE,
    ),
  ]);
  return data({ recentlyViewed, frequentlyPurchased, trending }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The rails' read from the browser: a failed one is reported (lib/recommendation-call) and the
 * trending rail shows the empty-list message; the home page itself stays as it is.
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    // a read the page itself gave up on (the shopper went on to another page) is no failure
    if (!request.signal.aborted) reportRailsFailure(error, "/rails/home");
    return {
      recentlyViewed: [],
      frequentlyPurchased: null,
      trending: {
        id: "rail-trending",
        scheme: "TRENDING_NOW" as const,
        heading: recommendationHeading("TRENDING_NOW"),
        placement: RECOMMENDATION_PLACEMENTS.homepageTrending,
        products: [],
        recIds: {},
      },
    };
  }
}

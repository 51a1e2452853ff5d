import { RECOMMENDATION_PLACEMENTS, RECOMMENDATION_RAIL_VISIBLE } from "@quire/domain";
import { data } from "react-router";
import { loadRecommendationRail } from "../features/recommendations/api/load-rail.server";
import { reportRailsFailure } from "../lib/recommendation-call";
import { readRecentlyViewed, recentlyViewedCookie } from "../lib/recently-viewed";
import type { Route } from "./+types/recently-viewed-rail";

// The shopper's recently viewed rail, read after the page (decision 065): a product page is then the
// same for every shopper of a group and can be kept. ?viewed= is the product the page shows: it is
// left out of the rail and remembered first in the browser's recently viewed cookie by this answer.

const ITEM_ID = /^\d{1,12}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const viewed = url.searchParams.get("viewed");
  if (viewed !== null && !ITEM_ID.test(viewed)) throw data("viewed must be an item id", { status: 400 });
  const cookie = request.headers.get("cookie");
  const rail = await loadRecommendationRail(
    context,
    {
      id: "rail-recently-viewed",
      scheme: "RECENTLY_VIEWED",
      placement: RECOMMENDATION_PLACEMENTS.recentlyViewed,
      coreItemIds: readRecentlyViewed(cookie),
      excludeItemIds: viewed ? [viewed] : [],
    },
    RECOMMENDATION_RAIL_VISIBLE,
  );
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  if (viewed) headers["Set-Cookie"] = recentlyViewedCookie(cookie, viewed);
  // nothing viewed before: no rail rather than an empty one
  return data({ rail: rail && rail.products.length > 0 ? rail : null }, { headers });
}

/** The rail's read from the browser: a failed one is reported and shows no rail; the product page stays as it is. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    // a read the page itself gave up on (the shopper went on to another page) is no failure
    if (!request.signal.aborted) reportRailsFailure(error, "/rails/recently-viewed");
    return { rail: null };
  }
}

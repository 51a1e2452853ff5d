// Recommendation placements, schemes, headings and request sizes (storefront spec 7, 9; cart spec
// 4, 7, 9). Shared so the server's engine, the web rails and the analytics all name them alike.

/** Spec 9: the placements, each ending in a DOTCOM suffix. */
export const RECOMMENDATION_PLACEMENTS = {
  cartOverlay: "cart_overlay_DOTCOM",
  cartBottomRail: "cart_bottom_rail_DOTCOM",
  homepageTrending: "homepage_trending_DOTCOM",
  recentlyViewed: "recently_viewed_DOTCOM",
  orderConfirmation: "order_confirmation_DOTCOM",
  crossSell: "cross_sell_DOTCOM",
  frequentlyPurchased: "frequently_purchased_DOTCOM",
  outOfStockAlternate: "oos_alternate_card_DOTCOM",
} as const;

export type RecommendationPlacement = (typeof RECOMMENDATION_PLACEMENTS)[keyof typeof RECOMMENDATION_PLACEMENTS];

/** The schemes the engine answers; each has the spec's heading. */
export const RECOMMENDATION_SCHEMES = {
  CUSTOMERS_ALSO_BOUGHT: "Customers also bought",
  RECOMMENDED_FOR_YOU: "Recommended For You",
  RECENTLY_PURCHASED: "Recently Purchased",
  CONSIDER_THESE: "Consider These",
  ALTERNATE_CHOICES: "Alternate choices",
  RECENTLY_VIEWED: "Recently Viewed",
  FREQUENTLY_PURCHASED: "Frequently purchased",
  TRENDING_NOW: "Trending now",
} as const;

export type RecommendationScheme = keyof typeof RECOMMENDATION_SCHEMES;

export function isRecommendationScheme(value: unknown): value is RecommendationScheme {
  return typeof value === "string" && Object.hasOwn(RECOMMENDATION_SCHEMES, value);
}

/** The heading a rail shows for a scheme; unknown schemes fall back to "Recommended For You". */
export function recommendationHeading(scheme: string | null | undefined): string {
  return isRecommendationScheme(scheme) ? RECOMMENDATION_SCHEMES[scheme] : RECOMMENDATION_SCHEMES.RECOMMENDED_FOR_YOU;
}

/**
 * Spec 9: request size 25; 12 in the business variant; 10 in cart flows; 25 for a cart flow that
 * names no item (the "missing SKU" count: with nothing added or in the cart there is nothing to
 * cut the answer down around).
 */
export const RECOMMENDATION_REQUEST_SIZE = { consumer: 25, business: 12, cart: 10, missingSku: 25 } as const;

/** The cart spec's adType for the add-to-cart surfaces' recommendation requests (cart.md 7). */
export const CART_FLOW_AD_TYPE = "checkoutAddToCart";

/** The placements of the cart area (add-to-cart overlay, drawer, mini cart, cart page). */
const CART_FLOW_PLACEMENTS: ReadonlySet<string> = new Set([
  RECOMMENDATION_PLACEMENTS.cartOverlay,
  RECOMMENDATION_PLACEMENTS.cartBottomRail,
]);

/** Whether a recommendation request comes from a cart flow: a cart placement or the checkoutAddToCart adType. */
export function isCartFlowRecommendation(request: { placement?: string | null; adType?: string | null }): boolean {
  return (
    (typeof request.placement === "string" && CART_FLOW_PLACEMENTS.has(request.placement.trim())) ||
    (typeof request.adType === "string" && request.adType.trim() === CART_FLOW_AD_TYPE)
  );
}

export function recommendationRequestSize(options: { business: boolean; cartFlow: boolean; hasSku?: boolean }): number {
  if (options.cartFlow)
    return options.hasSku === false ? RECOMMENDATION_REQUEST_SIZE.missingSku : RECOMMENDATION_REQUEST_SIZE.cart;
  return options.business ? RECOMMENDATION_REQUEST_SIZE.business : RECOMMENDATION_REQUEST_SIZE.consumer;
}

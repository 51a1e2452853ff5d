import { describe, expect, it } from "vitest";
import {
  isCartFlowRecommendation,
  RECOMMENDATION_PLACEMENTS,
  recommendationHeading,
  recommendationRequestSize,
} from "./recommendation-placements";

describe("recommendation placements", () => {
  it("end every placement in DOTCOM", () => {
    for (const placement of Object.values(RECOMMENDATION_PLACEMENTS)) expect(placement).toMatch(/_DOTCOM$/);
  });

  it("give each scheme the spec's heading, and an unknown scheme Recommended For You", () => {
    expect(recommendationHeading("CUSTOMERS_ALSO_BOUGHT")).toBe("Customers also bought");
    expect(recommendationHeading("ALTERNATE_CHOICES")).toBe("Alternate choices");
    expect(recommendationHeading("toString")).toBe("Recommended For You");
    expect(recommendationHeading(null)).toBe("Recommended For You");
  });

  it("ask for 25, 12 for business and 10 in cart flows", () => {
    expect(recommendationRequestSize({ business: false, cartFlow: false })).toBe(25);
    expect(recommendationRequestSize({ business: true, cartFlow: false })).toBe(12);
    expect(recommendationRequestSize({ business: true, cartFlow: true })).toBe(10);
  });

  it("ask for 25 in a cart flow that names no item (the missing-SKU count)", () => {
    expect(recommendationRequestSize({ business: false, cartFlow: true, hasSku: true })).toBe(10);
    expect(recommendationRequestSize({ business: false, cartFlow: true, hasSku: false })).toBe(25);
    expect(recommendationRequestSize({ business: true, cartFlow: true, hasSku: false })).toBe(25);
    expect(recommendationRequestSize({ business: true, cartFlow: false, hasSku: false })).toBe(12);
  });

  it("tell a cart flow by its placement or the checkoutAddToCart adType", () => {
    expect(isCartFlowRecommendation({ placement: RECOMMENDATION_PLACEMENTS.cartOverlay })).toBe(true);
    expect(isCartFlowRecommendation({ placement: " cart_bottom_rail_DOTCOM " })).toBe(true);
    expect(isCartFlowRecommendation({ placement: RECOMMENDATION_PLACEMENTS.crossSell, adType: "checkoutAddToCart" })).toBe(true);
    expect(isCartFlowRecommendation({ placement: RECOMMENDATION_PLACEMENTS.homepageTrending })).toBe(false);
    expect(isCartFlowRecommendation({ placement: null, adType: "pdp" })).toBe(false);
    expect(isCartFlowRecommendation({})).toBe(false);
  });
});

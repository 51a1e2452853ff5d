import { describe, expect, it } from "vitest";
import { RECOMMENDATION_PLACEMENTS, recommendationHeading, recommendationRequestSize } from "./recommendation-placements";

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
});

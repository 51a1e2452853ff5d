import { describe, expect, it } from "vitest";
import { landingFilterActive, landingFilterFromParams, landingFilterToParams } from "./landing-pages";

describe("landingFilterFromParams", () => {
  it("reads brands and categories (repeated or comma-separated), bopis, promo and the page", () => {
    const filter = landingFilterFromParams(new URLSearchParams("brand=12&brand=3,12&category=7&bopis=1&promo=1&page=2"));
    expect(filter).toEqual({ brands: [3, 12], categories: [7], bopis: true, promo: true, page: 2 });
    expect(landingFilterActive(filter)).toBe(true);
  });

  it("leaves out what a page cannot use", () => {
    const filter = landingFilterFromParams(new URLSearchParams("brand=x&brand=-1&brand=0&category=1e3&bopis=yes&page=0"));
    expect(filter).toEqual({ brands: [], categories: [], bopis: false, promo: false, page: 1 });
    expect(landingFilterActive(filter)).toBe(false);
    expect(landingFilterFromParams(new URLSearchParams("page=1.5")).page).toBe(1);
  });

  it("keeps at most 20 values of a kind", () => {
    const many = Array.from({ length: 30 }, (_, i) => `brand=${i + 1}`).join("&");
    expect(landingFilterFromParams(new URLSearchParams(many)).brands).toHaveLength(20);
  });
});

describe("landingFilterToParams", () => {
  it("writes the canonical parameters, defaults left out, and reads back the same filter", () => {
    const filter = { brands: [3, 12], categories: [7], bopis: true, promo: false, page: 3 };
    const params = landingFilterToParams(filter);
    expect(params.toString()).toBe("brand=3&brand=12&category=7&bopis=1&page=3");
    expect(landingFilterFromParams(params)).toEqual(filter);
    expect(landingFilterToParams({ brands: [], categories: [], bopis: false, promo: false, page: 1 }).toString()).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { parseSearchParams } from "./search-query";
import { searchRequestToParams } from "./search-request";

describe("parseSearchParams", () => {
  it("applies defaults", () => {
    expect(parseSearchParams({ query: " stapler " })).toEqual({
      ok: true,
      request: {
        query: "stapler",
        category: null,
        brands: [],
        minPriceCents: null,
        maxPriceCents: null,
        sort: "relevance",
        page: 1,
        size: 24,
      },
    });
  });
  it("reads filters, dollars to cents, and comma-separated brands", () => {
    const out = parseSearchParams({
      query: "pen",
      brand: "bic,pilot",
      minPrice: "1.5",
      maxPrice: "20",
      sort: "price_asc",
      page: "2",
      size: "48",
    });
    expect(out).toMatchObject({
      ok: true,
      request: { brands: ["bic", "pilot"], minPriceCents: 150, maxPriceCents: 2000, sort: "price_asc", page: 2, size: 48 },
    });
  });
  it.each([
    [{ sort: "cheapest" }, "sort"],
    [{ page: "0" }, "page"],
    [{ page: "-1" }, "page"],
    [{ page: "abc" }, "page"],
    [{ page: "1001" }, "page"],
    [{ size: "500" }, "size"],
    [{ minPrice: "ten" }, "minPrice"],
    [{ minPrice: "20", maxPrice: "10" }, "minPrice"],
    [{ category: "<script>" }, "category"],
    [{ brand: "a;drop table" }, "brand"],
    [{ query: "x".repeat(201) }, "query"],
  ])("rejects %j naming %s", (params, field) => {
    const out = parseSearchParams(params as Record<string, string>);
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.code).toBe("INVALID_REQUEST");
      expect(out.message.startsWith(`${field}:`)).toBe(true);
    }
  });
  it("accepts a query of exactly 200 characters", () => {
    expect(parseSearchParams({ query: "x".repeat(200) }).ok).toBe(true);
  });
});

describe("searchRequestToParams", () => {
  it("omits defaults and writes dollars", () => {
    expect(
      searchRequestToParams({ query: "ink", sort: "relevance", page: 1, minPriceCents: 1050, brands: ["hp"] }).toString(),
    ).toBe("query=ink&brand=hp&minPrice=10.50");
  });
});

import type { ProductSummary, SearchRequest, SearchResult } from "@quire/domain";
import { act, cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SearchResults } from "./search-results";

// A misspelt search: the page shows the corrected word's products and says which word
// it searched; a search that found nothing still says "Did you mean".

afterEach(cleanup);

async function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/search?query=staplr"] });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

const stapler: ProductSummary = {
  itemId: "5001",
  itemUrl: "/quire-full-strip-stapler-5001",
  name: "Quire Full Strip Stapler",
  brand: "Quire",
  brandSlug: "quire",
  imageUrl: "/images/products/5001.svg",
  finalPriceCents: 1299,
  basePriceCents: 1299,
  comparePriceCents: null,
  unit: "Each",
  unitCount: 1,
  rating: 4.5,
  reviewCount: 120,
  status: "PUBLISHED",
  stockStatus: "IN_STOCK",
  skuSetId: null,
  color: null,
  actionLabel: "Add to cart",
  newPackaging: false,
  quantityLimit: null,
  isFreeSample: false,
  earnsRewards: true,
};

const request: SearchRequest = {
  query: "staplr",
  category: null,
  brands: [],
  minPriceCents: null,
  maxPriceCents: null,
  sort: "relevance",
  page: 1,
  size: 24,
};

function result(overrides: Partial<SearchResult>): SearchResult {
  return {
    query: "staplr",
    total: 0,
    page: 1,
    size: 24,
    pageCount: 0,
    sort: "relevance",
    items: [],
    facets: { categories: [], brands: [] },
    category: null,
    matchedItemNumber: null,
    spellingSuggestion: null,
    showingResultsFor: null,
    ...overrides,
  };
}

describe("a misspelt search's page", () => {
  it("shows the corrected word's products and says so, with a link to that search", async () => {
    await renderInRouter(
      <SearchResults
        result={result({ total: 1, pageCount: 1, items: [stapler], spellingSuggestion: "stapler", showingResultsFor: "stapler" })}
        request={request}
        basePath="/search"
        heading='Results for "staplr"'
      />,
    );
    expect(screen.getByText(/Showing results for/).textContent).toBe('Showing results for "stapler"');
    expect(screen.getByRole("link", { name: "stapler" }).getAttribute("href")).toBe("/search?query=stapler");
    // the corrected word's products are shown: nothing says the search found nothing
    expect(screen.queryByText(/couldn't find any results/)).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("1-1 of 1 results");
    expect(screen.getByText("Quire Full Strip Stapler")).toBeTruthy();
    expect(screen.queryByText("Check the spelling, use fewer words, remove a filter, or browse a category.")).toBeNull();
  });

  it("of a search that found nothing and was not corrected offers the suggestion as before", async () => {
    await renderInRouter(
      <SearchResults result={result({ spellingSuggestion: "stapler" })} request={request} basePath="/search" heading="x" />,
    );
    expect(screen.getByText(/Did you mean/).textContent).toBe("Did you mean stapler?");
    expect(screen.queryByText(/Showing results for/)).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("0 results");
  });
});

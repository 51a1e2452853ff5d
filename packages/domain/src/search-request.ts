// Search request shape and its canonical query string. Kept free of Zod so pages can use it
// without shipping the validator to the browser (validation runs on the server: search-query.ts).

export const SEARCH_SORTS = ["relevance", "price_asc", "price_desc", "rating"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 96;
export const MAX_PAGE = 1000;

export interface SearchRequest {
  query: string;
  category: string | null;
  brands: string[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  sort: SearchSort;
  page: number;
  size: number;
  /** only items on the viewer's account contract (G_CSE, decision 042); ignored for other viewers */
  onContract?: boolean;
}

/** Query string for a search request, omitting defaults, so links and pages stay canonical. */
export function searchRequestToParams(req: Partial<SearchRequest>): URLSearchParams {
  const out = new URLSearchParams();
  if (req.query) out.set("query", req.query);
  if (req.category) out.set("category", req.category);
  if (req.brands && req.brands.length > 0) out.set("brand", req.brands.join(","));
  if (req.minPriceCents != null) out.set("minPrice", centsToParam(req.minPriceCents));
  if (req.maxPriceCents != null) out.set("maxPrice", centsToParam(req.maxPriceCents));
  if (req.onContract) out.set("onContract", "1");
  if (req.sort && req.sort !== "relevance") out.set("sort", req.sort);
  if (req.page && req.page > 1) out.set("page", String(req.page));
  if (req.size && req.size !== DEFAULT_PAGE_SIZE) out.set("size", String(req.size));
  return out;
}

function centsToParam(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

import { parseSearchParams, type SearchRequest } from "@quire/domain";
import { data } from "react-router";

/** Reads a page URL into a search request; repeated brand checkboxes become one comma list. Bad values are a 400 page. */
export function searchRequestFromUrl(url: URL, overrides: Record<string, string> = {}): SearchRequest {
  const raw: Record<string, string | undefined> = {};
  for (const key of ["query", "category", "minPrice", "maxPrice", "sort", "page", "size"]) {
    const value = url.searchParams.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const brands = url.searchParams.getAll("brand").filter(Boolean);
  if (brands.length > 0) raw.brand = brands.join(",");
  const outcome = parseSearchParams({ ...raw, ...overrides });
  if (!outcome.ok) throw data(outcome.message, { status: 400 });
  return outcome.request;
}

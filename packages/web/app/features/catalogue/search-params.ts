import { type CatalogueReader, type CategoryRef, parseSearchParams, type SearchRequest } from "@quire/domain";
import { data, redirect } from "react-router";

/** Reads a page URL into a search request; repeated brand checkboxes become one comma list. Bad values are a 400 page. */
export function searchRequestFromUrl(url: URL, overrides: Record<string, string> = {}): SearchRequest {
  const raw: Record<string, string | undefined> = {};
  for (const key of ["query", "category", "minPrice", "maxPrice", "sort", "page", "size", "onContract"]) {
    const value = url.searchParams.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const brands = url.searchParams.getAll("brand").filter(Boolean);
  if (brands.length > 0) raw.brand = brands.join(",");
  const outcome = parseSearchParams({ ...raw, ...overrides });
  if (!outcome.ok) throw data(outcome.message, { status: 400 });
  return outcome.request;
}

/**
 * A page past the last one (?page=99 of 7) is sent to the last page, every other parameter kept;
 * past the end of an empty result, to page 1. Null when the page exists.
 */
export function pastLastPageRedirect(url: URL, result: { page: number; pageCount: number }): Response | null {
  if (result.page <= Math.max(1, result.pageCount)) return null;
  const params = new URLSearchParams(url.search);
  if (result.pageCount > 1) params.set("page", String(result.pageCount));
  else params.delete("page");
  const search = params.toString();
  return redirect(`${url.pathname}${search ? `?${search}` : ""}`, 302);
}

/** The top categories an empty result offers to browse instead. */
export async function browseCategories(catalogue: Pick<CatalogueReader, "categoryTree">): Promise<CategoryRef[]> {
  return (await catalogue.categoryTree()).map((c) => ({ slug: c.slug, name: c.name }));
}

import { formatCount, formatCents, type SearchRequest, type SearchResult, searchRequestToParams } from "@quire/domain";
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Pagination } from "./pagination";

// The parts of a search or category page that are links and a plain form: they hydrate after the
// first view (search-results.tsx).

interface PartProps {
  result: SearchResult;
  request: SearchRequest;
  /** path the filter form and links point to: /search or /c/{slug} */
  basePath: string;
}

/** The page's address with some of the request changed (a category facet only on /search). */
function hrefFor({ request, basePath }: Omit<PartProps, "result">, changes: Partial<SearchRequest>): string {
  const params = searchRequestToParams({
    ...request,
    ...changes,
    category: basePath === "/search" ? (changes.category ?? request.category) : null,
  });
  const qs = params.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

export function SearchBreadcrumb({ category }: { category: NonNullable<SearchResult["category"]> }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {category.parent ? (
          <li>
            <Link to={`/c/${category.parent.slug}`}>{category.parent.name}</Link>
          </li>
        ) : null}
        <li aria-current="page">{category.name}</li>
      </ol>
    </nav>
  );
}

/** "Filtered by ..." with a link that clears the brand and price filters. */
export function ActiveFilters({ result, request, basePath }: PartProps) {
  if (request.brands.length === 0 && request.minPriceCents == null && request.maxPriceCents == null) return null;
  return (
    <p className="active-filters">
      Filtered by{" "}
      {[
        ...request.brands.map((b) => result.facets.brands.find((f) => f.slug === b)?.name ?? b),
        request.minPriceCents != null ? `from ${formatCents(request.minPriceCents)}` : null,
        request.maxPriceCents != null ? `up to ${formatCents(request.maxPriceCents)}` : null,
      ]
        .filter(Boolean)
        .join(", ")}{" "}
      ·{" "}
      <Link to={hrefFor({ request, basePath }, { brands: [], minPriceCents: null, maxPriceCents: null, page: 1 })}>
        Clear filters
      </Link>
    </p>
  );
}

export function SearchPagination({ result, request, basePath }: PartProps) {
  return (
    <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(page) => hrefFor({ request, basePath }, { page })} />
  );
}

const SORT_LABELS: Record<SearchRequest["sort"], string> = {
  relevance: "Best match",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  rating: "Customer rating",
};

interface Props extends PartProps {
  panelId: string;
}

/** Sort, brand and price filters (applied as they change, or with Apply filters) and the category facets. */
export function SearchFilters({ result, request, basePath, panelId }: Props) {
  const submit = useSubmit();
  // Small screens fold the filters away behind a toggle; wider ones always show them.
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <aside className={filtersOpen ? "filters filters--open" : "filters"} aria-label="Filters">
      <button
        type="button"
        className="button button--secondary filters__toggle"
        aria-expanded={filtersOpen}
        aria-controls={panelId}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {filtersOpen ? "Hide filters" : "Show filters"}
      </button>
      <div className="filters__panel" id={panelId}>
        <Form method="get" action={basePath} className="filters__form" onChange={(e) => submit(e.currentTarget)}>
          {request.query ? <input type="hidden" name="query" value={request.query} /> : null}
          {basePath === "/search" && request.category ? <input type="hidden" name="category" value={request.category} /> : null}
          <label className="field">
            <span>Sort by</span>
            <select name="sort" defaultValue={request.sort}>
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          {result.facets.brands.length > 0 || request.brands.length > 0 ? (
            <fieldset className="facet">
              <legend>Brand</legend>
              <ul>
                {result.facets.brands.map((b) => (
                  <li key={b.slug}>
                    <label>
                      <input type="checkbox" name="brand" value={b.slug} defaultChecked={request.brands.includes(b.slug)} />
                      {b.name} <span className="facet__count">({formatCount(b.count)})</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <fieldset className="facet facet--price">
            <legend>Price</legend>
            <label className="field field--inline">
              <span>Min $</span>
              <input
                name="minPrice"
                inputMode="decimal"
                pattern="\d{1,7}(\.\d{1,2})?"
                size={6}
                defaultValue={request.minPriceCents != null ? String(request.minPriceCents / 100) : ""}
              />
            </label>
            <label className="field field--inline">
              <span>Max $</span>
              <input
                name="maxPrice"
                inputMode="decimal"
                pattern="\d{1,7}(\.\d{1,2})?"
                size={6}
                defaultValue={request.maxPriceCents != null ? String(request.maxPriceCents / 100) : ""}
              />
            </label>
          </fieldset>
          <button type="submit" className="button button--secondary">
            Apply filters
          </button>
        </Form>
        {result.facets.categories.length > 0 ? (
          <nav className="facet" aria-label="Categories">
            <h2 className="facet__title">{result.category ? "Narrow by" : "Category"}</h2>
            <ul>
              {result.facets.categories.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={basePath === "/search" ? hrefFor({ request, basePath }, { category: c.slug, page: 1 }) : `/c/${c.slug}`}
                  >
                    {c.name} <span className="facet__count">({formatCount(c.count)})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </aside>
  );
}

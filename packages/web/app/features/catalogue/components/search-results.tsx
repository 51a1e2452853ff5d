import { formatCents, type SearchRequest, type SearchResult, searchRequestToParams } from "@quire/domain";
import { useId, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Pagination } from "./pagination";
import { ProductGrid, type RenderTileAdd } from "./product-tile";

const SORT_LABELS: Record<SearchRequest["sort"], string> = {
  relevance: "Best match",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  rating: "Customer rating",
};

interface Props {
  result: SearchResult;
  request: SearchRequest;
  /** path the filter form and links point to: /search or /c/{slug} */
  basePath: string;
  heading: string;
  /** each tile's Add button */
  renderAdd?: RenderTileAdd;
}

export function SearchResults({ result, request, basePath, heading, renderAdd }: Props) {
  const submit = useSubmit();
  // Small screens fold the filters away behind a toggle; wider ones always show them.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const hrefFor = (changes: Partial<SearchRequest>) => {
    const params = searchRequestToParams({
      ...request,
      ...changes,
      category: basePath === "/search" ? (changes.category ?? request.category) : null,
    });
    const qs = params.toString();
    return qs ? `${basePath}?${qs}` : basePath;
  };
  const firstShown = result.total === 0 ? 0 : (result.page - 1) * result.size + 1;
  const lastShown = Math.min(result.total, result.page * result.size);

  return (
    <div className="page search-page">
      {result.category ? (
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            {result.category.parent ? (
              <li>
                <Link to={`/c/${result.category.parent.slug}`}>{result.category.parent.name}</Link>
              </li>
            ) : null}
            <li aria-current="page">{result.category.name}</li>
          </ol>
        </nav>
      ) : null}
      <div className="search-page__head">
        <h1>{heading}</h1>
        <p className="result-count" role="status">
          {result.total === 0
            ? "0 results"
            : `${firstShown.toLocaleString("en-US")}-${lastShown.toLocaleString("en-US")} of ${result.total.toLocaleString("en-US")} results`}
        </p>
      </div>
      <div className="search-page__body">
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
              {basePath === "/search" && request.category ? (
                <input type="hidden" name="category" value={request.category} />
              ) : null}
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
                          {b.name} <span className="facet__count">({b.count.toLocaleString("en-US")})</span>
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
                      <Link to={basePath === "/search" ? hrefFor({ category: c.slug, page: 1 }) : `/c/${c.slug}`}>
                        {c.name} <span className="facet__count">({c.count.toLocaleString("en-US")})</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </aside>
        <section className="results" aria-labelledby={`${panelId}-results`}>
          {/* Tiles are h3s under this, whether or not the filters (and their h2s) are shown. */}
          <h2 className="visually-hidden" id={`${panelId}-results`}>
            Results
          </h2>
          {request.brands.length > 0 || request.minPriceCents != null || request.maxPriceCents != null ? (
            <p className="active-filters">
              Filtered by{" "}
              {[
                ...request.brands.map((b) => result.facets.brands.find((f) => f.slug === b)?.name ?? b),
                request.minPriceCents != null ? `from ${formatCents(request.minPriceCents)}` : null,
                request.maxPriceCents != null ? `up to ${formatCents(request.maxPriceCents)}` : null,
              ]
                .filter(Boolean)
                .join(", ")}{" "}
              · <Link to={hrefFor({ brands: [], minPriceCents: null, maxPriceCents: null, page: 1 })}>Clear filters</Link>
            </p>
          ) : null}
          {result.total === 0 ? (
            <div className="no-results">
              <h2>{request.query ? `We couldn't find any results for "${request.query}"` : "No products match these filters"}</h2>
              <p>Check the spelling, use fewer words, or browse a category.</p>
            </div>
          ) : (
            <ProductGrid products={result.items} eagerCount={4} renderAdd={renderAdd} />
          )}
          <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(page) => hrefFor({ page })} />
        </section>
      </div>
    </div>
  );
}

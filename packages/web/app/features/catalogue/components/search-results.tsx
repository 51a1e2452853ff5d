import { formatCount, type SearchRequest, type SearchResult } from "@quire/domain";
import { Suspense, useId } from "react";
import { hydrateLater } from "../../../ui/hydrate-later";
import { ProductGrid, type RenderTileAdd, type RenderTilePickup } from "./product-tile";

// The breadcrumb, the filters, the active filters line and the page links hydrate after the first
// view (ui/hydrate-later.ts): until then they are a form and links that work as the server sent them.
const loadParts = () => import("./search-filters");
const loadBreadcrumb = () => loadParts().then((m) => m.SearchBreadcrumb);
const loadFilters = () => loadParts().then((m) => m.SearchFilters);
const loadActiveFilters = () => loadParts().then((m) => m.ActiveFilters);
const loadPagination = () => loadParts().then((m) => m.SearchPagination);
const SearchBreadcrumb = import.meta.env.SSR ? await loadBreadcrumb() : hydrateLater(loadBreadcrumb);
const SearchFilters = import.meta.env.SSR ? await loadFilters() : hydrateLater(loadFilters);
const ActiveFilters = import.meta.env.SSR ? await loadActiveFilters() : hydrateLater(loadActiveFilters);
const SearchPagination = import.meta.env.SSR ? await loadPagination() : hydrateLater(loadPagination);

interface Props {
  result: SearchResult;
  request: SearchRequest;
  /** path the filter form and links point to: /search or /c/{slug} */
  basePath: string;
  heading: string;
  /** each tile's Add button */
  renderAdd?: RenderTileAdd;
  /** each tile's pickup line at my store */
  renderPickup?: RenderTilePickup;
}

export function SearchResults({ result, request, basePath, heading, renderAdd, renderPickup }: Props) {
  const panelId = useId();
  const firstShown = result.total === 0 ? 0 : (result.page - 1) * result.size + 1;
  const lastShown = Math.min(result.total, result.page * result.size);

  return (
    <div className="page search-page">
      {result.category ? (
        <Suspense fallback={null}>
          <SearchBreadcrumb category={result.category} />
        </Suspense>
      ) : null}
      <div className="search-page__head">
        <h1>{heading}</h1>
        <p className="result-count" role="status">
          {result.total === 0
            ? "0 results"
            : `${formatCount(firstShown)}-${formatCount(lastShown)} of ${formatCount(result.total)} results`}
        </p>
      </div>
      <div className="search-page__body">
        <Suspense fallback={null}>
          <SearchFilters result={result} request={request} basePath={basePath} panelId={panelId} />
        </Suspense>
        <section className="results" aria-labelledby={`${panelId}-results`}>
          {/* Tiles are h3s under this, whether or not the filters (and their h2s) are shown. */}
          <h2 className="visually-hidden" id={`${panelId}-results`}>
            Results
          </h2>
          <Suspense fallback={null}>
            <ActiveFilters result={result} request={request} basePath={basePath} />
          </Suspense>
          {result.total === 0 ? (
            <div className="no-results">
              <h2>{request.query ? `We couldn't find any results for "${request.query}"` : "No products match these filters"}</h2>
              <p>Check the spelling, use fewer words, or browse a category.</p>
            </div>
          ) : (
            <ProductGrid products={result.items} eagerCount={4} renderAdd={renderAdd} renderPickup={renderPickup} />
          )}
          <Suspense fallback={null}>
            <SearchPagination result={result} request={request} basePath={basePath} />
          </Suspense>
        </section>
      </div>
    </div>
  );
}

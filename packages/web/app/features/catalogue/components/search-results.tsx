import { type CategoryRef, formatCount, type SearchRequest, type SearchResult, searchRequestToParams } from "@quire/domain";
import { Link } from "react-router";
import { type ReactNode, Suspense, useId } from "react";
import { useT } from "../../../lib/i18n";
import { hydrateLater } from "../../../ui/hydrate-later";
import type { RenderTileCompare, RenderTileSwatches } from "../../../ui/tile-slots";
import { ProductGrid, type RenderTileAdd, type RenderTilePickup } from "./product-tile";
import "../catalogue.css";

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
  /** categories an empty result offers instead */
  browseCategories?: CategoryRef[];
  /** each tile's compare control and colour swatches (decision 048) */
  renderCompare?: RenderTileCompare;
  renderSwatches?: RenderTileSwatches;
  /** below the results: the page's compare tray (decision 048) */
  footer?: ReactNode;
}

export function SearchResults({
  result,
  request,
  basePath,
  heading,
  renderAdd,
  renderPickup,
  browseCategories = [],
  renderCompare,
  renderSwatches,
  footer = null,
}: Props) {
  const panelId = useId();
  const { t } = useT();
  const firstShown = (result.page - 1) * result.size + 1;
  const lastShown = Math.min(result.total, (result.page - 1) * result.size + result.items.length);
  const empty = result.total === 0;
  // the words stay true on a page past the end, should one be shown (the loaders redirect it)
  const countText = empty
    ? t("0 results")
    : firstShown > lastShown
      ? t("{{total}} results", { total: formatCount(result.total) })
      : t("{{first}}-{{last}} of {{total}} results", {
          first: formatCount(firstShown),
          last: formatCount(lastShown),
          total: formatCount(result.total),
        });
  // "Did you mean {{suggestion}}?" around the suggestion's link
  const [beforeSuggestion = "", afterSuggestion = ""] = t("Did you mean {{suggestion}}?", { suggestion: "\u0000" }).split(
    "\u0000",
  );
  // 'Showing results for "{{suggestion}}"' around the corrected query's link, when the typed one found nothing
  const [beforeCorrected = "", afterCorrected = ""] = t('Showing results for "{{suggestion}}"', { suggestion: "\u0000" }).split(
    "\u0000",
  );
  const suggestionHref = result.spellingSuggestion
    ? `/search?${searchRequestToParams({ ...request, query: result.spellingSuggestion, page: 1 }).toString()}`
    : null;

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
          {countText}
        </p>
      </div>
      <div className={empty ? "search-page__body search-page__body--empty" : "search-page__body"}>
        {/* nothing to sort or narrow in an empty result: the page says what to do instead */}
        {empty ? null : (
          <Suspense fallback={null}>
            <SearchFilters result={result} request={request} basePath={basePath} panelId={panelId} />
          </Suspense>
        )}
        <section className="results" aria-labelledby={`${panelId}-results`}>
          {/* Tiles are h3s under this, whether or not the filters (and their h2s) are shown. */}
          <h2 className="visually-hidden" id={`${panelId}-results`}>
            {t("Results")}
          </h2>
          <Suspense fallback={null}>
            <ActiveFilters result={result} request={request} basePath={basePath} />
          </Suspense>
          {/* the corrected query's results are shown: saying the typed one found nothing would contradict them */}
          {result.showingResultsFor && suggestionHref ? (
            <div className="search-correction">
              <p className="search-correction__showing">
                {beforeCorrected}
                <Link to={suggestionHref} lang="en">
                  {result.showingResultsFor}
                </Link>
                {afterCorrected}
              </p>
            </div>
          ) : null}
          {empty ? (
            <div className="no-results">
              <h2>
                {request.query
                  ? t('We couldn\'t find any results for "{{query}}"', { query: request.query })
                  : t("No products match these filters")}
              </h2>
              {suggestionHref ? (
                <p className="no-results__suggestion">
                  {beforeSuggestion}
                  <Link to={suggestionHref} lang="en">
                    {result.spellingSuggestion}
                  </Link>
                  {afterSuggestion}
                </p>
              ) : null}
              <p>{t("Check the spelling, use fewer words, remove a filter, or browse a category.")}</p>
              {browseCategories.length > 0 ? (
                <nav aria-label={t("Browse categories")}>
                  <ul className="no-results__categories">
                    {browseCategories.map((c) => (
                      <li key={c.slug}>
                        <Link to={`/c/${c.slug}`}>{t(c.name)}</Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </div>
          ) : (
            <ProductGrid
              products={result.items}
              eagerCount={4}
              renderAdd={renderAdd}
              renderPickup={renderPickup}
              pageType={basePath === "/search" ? "search" : "category"}
              renderCompare={renderCompare}
              renderSwatches={renderSwatches}
            />
          )}
          <Suspense fallback={null}>
            <SearchPagination result={result} request={request} basePath={basePath} />
          </Suspense>
        </section>
      </div>
      {footer}
    </div>
  );
}

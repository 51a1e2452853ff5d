import type { HelpSearchResult } from "@quire/domain";
import { Link } from "react-router";

/** The help centre's search: a GET form, so it works before hydration and without JavaScript. */
export function HelpSearchForm({ query }: { query: string }) {
  return (
    <form method="get" action="/help" role="search" aria-label="Help pages" className="help-search">
      <label htmlFor="help-search-q">Search help</label>
      <div className="help-search__row">
        <input id="help-search-q" name="q" type="search" defaultValue={query} maxLength={100} autoComplete="off" />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}

export function HelpSearchResults({ query, results }: { query: string; results: HelpSearchResult[] }) {
  return (
    <section className="help-results" aria-labelledby="help-results-title">
      <h2 id="help-results-title" tabIndex={-1}>
        {results.length === 0
          ? `No help articles match "${query}"`
          : `${results.length} help ${results.length === 1 ? "article matches" : "articles match"} "${query}"`}
      </h2>
      {results.length === 0 ? (
        <p>Try other words, or see the topics below.</p>
      ) : (
        <ul className="help-results__list">
          {results.map((result) => (
            <li key={result.path} className="help-results__item">
              <Link to={result.path} className="help-results__title">
                {result.title}
              </Link>
              <p className="help-results__snippet">{result.snippet}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

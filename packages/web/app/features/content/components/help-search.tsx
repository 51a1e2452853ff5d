import type { HelpSearchResult } from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";

/** The help centre's search: a GET form, so it works before hydration and without JavaScript. */
export function HelpSearchForm({ query }: { query: string }) {
  const { t } = useT();
  return (
    <form method="get" action="/help" role="search" aria-label={t("Help pages")} className="help-search">
      <label htmlFor="help-search-q">{t("Search help")}</label>
      <div className="help-search__row">
        <input id="help-search-q" name="q" type="search" defaultValue={query} maxLength={100} autoComplete="off" />
        <button type="submit" className="button">
          {t("Search")}
        </button>
      </div>
    </form>
  );
}

export function HelpSearchResults({ query, results }: { query: string; results: HelpSearchResult[] }) {
  const { t } = useT();
  return (
    <section className="help-results" aria-labelledby="help-results-title">
      <h2 id="help-results-title" tabIndex={-1}>
        {results.length === 0
          ? t('No help articles match "{{query}}"', { query })
          : t('{{count}} help articles match "{{query}}"', { count: results.length, query })}
      </h2>
      {results.length === 0 ? (
        <p>{t("Try other words, or see the topics below.")}</p>
      ) : (
        <ul className="help-results__list">
          {results.map((result) => (
            <li key={result.path} className="help-results__item">
              <Link to={result.path} className="help-results__title" lang={result.language}>
                {result.title}
              </Link>
              <p className="help-results__snippet" lang={result.language}>
                {result.snippet}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

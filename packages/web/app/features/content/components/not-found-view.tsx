import { Link } from "react-router";
import { useT } from "../../../lib/i18n";

export const NOT_FOUND_TITLE = "Page not found | Quire";

/**
 * What a missing page shows, whatever was missing: the address asked for, a search of the store
 * and ways on. detail: the route's own words (a missing product says so).
 */
export function NotFoundView({
  path,
  detail,
  categories,
}: {
  path: string;
  detail?: string;
  categories: { slug: string; name: string }[];
}) {
  const { t } = useT();
  return (
    <div className="page page--narrow not-found">
      <h1>{t("We can't find that page")}</h1>
      <p>
        {t("There is no page at")} {/* the address as asked for: no language of its own */}
        <code className="not-found__path" lang="zxx">
          {path}
        </code>
        . {t("The link may be old or the address mistyped.")}
      </p>
      {detail ? <p>{t(detail)}</p> : null}
      <form method="get" action="/search" role="search" aria-label={t("Search the store")} className="help-search">
        <label htmlFor="not-found-q">{t("Search the store")}</label>
        <div className="help-search__row">
          <input id="not-found-q" name="query" type="search" autoComplete="off" maxLength={100} />
          <button type="submit" className="button">
            {t("Search")}
          </button>
        </div>
      </form>
      <nav aria-label={t("Ways on")} className="not-found__links">
        <ul>
          <li>
            <Link to="/">{t("Home page")}</Link>
          </li>
          <li>
            <Link to="/help">{t("Help centre")}</Link>
          </li>
          {categories.slice(0, 8).map((c) => (
            <li key={c.slug}>
              <Link to={`/c/${c.slug}`}>{t(c.name)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

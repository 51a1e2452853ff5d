import { formatCount, formatCents, type SearchRequest, type SearchResult, searchRequestToParams } from "@quire/domain";
import { Fragment, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { type Translate, useT } from "../../../lib/i18n";
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
  const { t } = useT();
  return (
    <nav aria-label={t("Breadcrumb")} className="breadcrumb">
      <ol>
        <li>
          <Link to="/">{t("Home")}</Link>
        </li>
        {category.parent ? (
          <li>
            <Link to={`/c/${category.parent.slug}`}>{t(category.parent.name)}</Link>
          </li>
        ) : null}
        <li aria-current="page">{t(category.name)}</li>
      </ol>
    </nav>
  );
}

/** "Filtered by ..." with a link that clears the brand and price filters. */
export function ActiveFilters({ result, request, basePath }: PartProps) {
  const { t } = useT();
  const onContract = result.contractFilter?.active === true;
  if (request.brands.length === 0 && request.minPriceCents == null && request.maxPriceCents == null && !onContract) return null;
  // brand names are the catalogue's (English); the price words are ours
  const parts: { text: string; data: boolean }[] = [
    ...request.brands.map((b) => ({ text: result.facets.brands.find((f) => f.slug === b)?.name ?? b, data: true })),
    ...(request.minPriceCents != null
      ? [{ text: t("from {{price}}", { price: formatCents(request.minPriceCents) }), data: false }]
      : []),
    ...(request.maxPriceCents != null
      ? [{ text: t("up to {{price}}", { price: formatCents(request.maxPriceCents) }), data: false }]
      : []),
    ...(onContract ? [{ text: t("On contract"), data: false }] : []),
  ];
  return (
    <p className="active-filters">
      {t("Filtered by")}{" "}
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? ", " : null}
          {part.data ? <span lang="en">{part.text}</span> : part.text}
        </Fragment>
      ))}{" "}
      ·{" "}
      <Link
        to={hrefFor({ request, basePath }, { brands: [], minPriceCents: null, maxPriceCents: null, onContract: false, page: 1 })}
      >
        {t("Clear filters")}
      </Link>
    </p>
  );
}

export function SearchPagination({ result, request, basePath }: PartProps) {
  return (
    <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(page) => hrefFor({ request, basePath }, { page })} />
  );
}

const sortLabels = (t: Translate): Record<SearchRequest["sort"], string> => ({
  relevance: t("Best match"),
  price_asc: t("Price: low to high"),
  price_desc: t("Price: high to low"),
  rating: t("Customer rating"),
});

interface Props extends PartProps {
  panelId: string;
}

/** Sort, brand and price filters (applied as they change, or with Apply filters) and the category facets. */
export function SearchFilters({ result, request, basePath, panelId }: Props) {
  const submit = useSubmit();
  const { t } = useT();
  // Small screens fold the filters away behind a toggle; wider ones always show them.
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <aside className={filtersOpen ? "filters filters--open" : "filters"} aria-label={t("Filters")}>
      <button
        type="button"
        className="button button--secondary filters__toggle"
        aria-expanded={filtersOpen}
        aria-controls={panelId}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {filtersOpen ? t("Hide filters") : t("Show filters")}
      </button>
      <div className="filters__panel" id={panelId}>
        <Form method="get" action={basePath} className="filters__form" onChange={(e) => submit(e.currentTarget)}>
          {request.query ? <input type="hidden" name="query" value={request.query} /> : null}
          {basePath === "/search" && request.category ? <input type="hidden" name="category" value={request.category} /> : null}
          <label className="field">
            <span>{t("Sort by")}</span>
            <select name="sort" defaultValue={request.sort}>
              {Object.entries(sortLabels(t)).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          {result.contractFilter ? (
            // business buyers with G_CSE (decision 042): only the account's contract items
            <fieldset className="facet facet--contract">
              <legend>{t("Contract")}</legend>
              <label>
                <input type="checkbox" name="onContract" value="1" defaultChecked={result.contractFilter.active} />{" "}
                {t("On contract")}
              </label>
            </fieldset>
          ) : null}
          {result.facets.brands.length > 0 || request.brands.length > 0 ? (
            <fieldset className="facet">
              <legend>{t("Brand")}</legend>
              <ul>
                {result.facets.brands.map((b) => (
                  <li key={b.slug}>
                    <label>
                      <input type="checkbox" name="brand" value={b.slug} defaultChecked={request.brands.includes(b.slug)} />
                      <span lang="en">{b.name}</span> <span className="facet__count">({formatCount(b.count)})</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <fieldset className="facet facet--price">
            <legend>{t("Price")}</legend>
            <label className="field field--inline">
              <span>{t("Min $")}</span>
              <input
                name="minPrice"
                inputMode="decimal"
                pattern="\d{1,7}(\.\d{1,2})?"
                size={6}
                defaultValue={request.minPriceCents != null ? String(request.minPriceCents / 100) : ""}
              />
            </label>
            <label className="field field--inline">
              <span>{t("Max $")}</span>
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
            {t("Apply filters")}
          </button>
        </Form>
        {result.facets.categories.length > 0 ? (
          <nav className="facet" aria-label={t("Categories")}>
            <h2 className="facet__title">{result.category ? t("Narrow by") : t("Category")}</h2>
            <ul>
              {result.facets.categories.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={basePath === "/search" ? hrefFor({ request, basePath }, { category: c.slug, page: 1 }) : `/c/${c.slug}`}
                  >
                    {t(c.name)} <span className="facet__count">({formatCount(c.count)})</span>
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

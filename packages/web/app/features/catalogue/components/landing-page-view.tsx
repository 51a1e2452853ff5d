import {
  formatCount,
  type LandingComponentsModel,
  type LandingFacet,
  type LandingFilter,
  landingFilterActive,
  landingFilterToParams,
} from "@quire/domain";
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { useT } from "../../../lib/i18n";
import { Pagination } from "./pagination";
import { ProductGrid, type RenderTileAdd } from "./product-tile";
import "../catalogue.css";
import "../landing-page.css";

// A landing page (decision 071): its hero from the content store, and its products with the
// spec's four filters as one GET form: applied with its button without JavaScript, and as each box
// changes once the page has hydrated.

interface Props {
  model: LandingComponentsModel;
  filter: LandingFilter;
  renderAdd?: RenderTileAdd;
}

function hrefFor(slug: string, filter: LandingFilter): string {
  const qs = landingFilterToParams(filter).toString();
  return qs ? `/lp/${slug}?${qs}` : `/lp/${slug}`;
}

function FacetBox({ name, value, facet, label }: { name: string; value: string; facet: LandingFacet; label: string }) {
  return (
    <label>
      <input type="checkbox" name={name} value={value} defaultChecked={facet.selected} /> <span lang="en">{label}</span>{" "}
      <span className="facet__count">({formatCount(facet.count)})</span>
    </label>
  );
}

function LandingFilters({ model }: { model: LandingComponentsModel }) {
  const { t } = useT();
  const submit = useSubmit();
  const [open, setOpen] = useState(false);
  const panelId = `lp-${model.slug}-filters`;
  const { brandCategories, superCategories, bopisCategories, promoCategories } = model.filterData;
  const bopis = bopisCategories[0];
  const promo = promoCategories[0];
  return (
    <aside className={open ? "filters filters--open" : "filters"} aria-label={t("Filters")}>
      <button
        type="button"
        className="button button--secondary filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t("Hide filters") : t("Show filters")}
      </button>
      <div className="filters__panel" id={panelId}>
        <Form method="get" action={`/lp/${model.slug}`} className="filters__form" onChange={(e) => submit(e.currentTarget)}>
          {superCategories.length > 1 ? (
            <fieldset className="facet">
              <legend>{t("Category")}</legend>
              <ul>
                {superCategories.map((f) => (
                  <li key={f.scatId}>
                    <FacetBox name="category" value={String(f.scatId)} facet={f} label={t(f.name)} />
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          {bopis || promo ? (
            <fieldset className="facet">
              <legend>{t("Availability and deals")}</legend>
              <ul>
                {bopis ? (
                  <li>
                    <label>
                      <input type="checkbox" name="bopis" value="1" defaultChecked={bopis.selected} />{" "}
                      {t("Pick up today at {{store}}", { store: model.storeName })}{" "}
                      <span className="facet__count">({formatCount(bopis.count)})</span>
                    </label>
                  </li>
                ) : null}
                {promo ? (
                  <li>
                    <label>
                      <input type="checkbox" name="promo" value="1" defaultChecked={promo.selected} /> {t("On sale")}{" "}
                      <span className="facet__count">({formatCount(promo.count)})</span>
                    </label>
                  </li>
                ) : null}
              </ul>
            </fieldset>
          ) : null}
          {brandCategories.length > 0 ? (
            <fieldset className="facet">
              <legend>{t("Brand")}</legend>
              <ul>
                {brandCategories.map((f) => (
                  <li key={f.brandId}>
                    <FacetBox name="brand" value={String(f.brandId)} facet={f} label={f.name} />
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <button type="submit" className="button button--secondary">
            {t("Apply filters")}
          </button>
        </Form>
      </div>
    </aside>
  );
}

export function LandingPageView({ model, filter, renderAdd }: Props) {
  const { t } = useT();
  const cleared = { brands: [], categories: [], bopis: false, promo: false, page: 1 };
  return (
    <div className="page search-page landing-page">
      <div className="landing-hero">
        <h1 lang="en">{model.title}</h1>
        {model.hero ? (
          <div className="landing-hero__body" lang="en" dangerouslySetInnerHTML={{ __html: model.hero.html }} />
        ) : null}
      </div>
      <div className="search-page__head">
        <p className="result-count" role="status">
          {model.total === 1 ? t("1 product") : t("{{count}} products", { count: formatCount(model.total) })}
        </p>
        {landingFilterActive(filter) ? (
          <p className="active-filters">
            <Link to={hrefFor(model.slug, cleared)}>{t("Clear filters")}</Link>
          </p>
        ) : null}
      </div>
      <div className="search-page__body">
        <LandingFilters model={model} />
        <section className="results" aria-labelledby={`lp-${model.slug}-results`}>
          <h2 className="visually-hidden" id={`lp-${model.slug}-results`}>
            {t("Products")}
          </h2>
          {model.products.length === 0 ? (
            <p className="no-results">{t("No products match these filters.")}</p>
          ) : (
            <ProductGrid products={model.products} eagerCount={4} renderAdd={renderAdd} pageType="landing" />
          )}
          <Pagination
            page={model.page}
            pageCount={model.pageCount}
            hrefFor={(page) => hrefFor(model.slug, { ...filter, page })}
          />
        </section>
      </div>
    </div>
  );
}

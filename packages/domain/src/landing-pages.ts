import type { ProductSummary } from "./catalogue";

// Landing pages (spec: fetchComponentsModel; decision 071): a themed page of products with the
// spec's filter data (brandCategories, superCategories, bopisCategories, promoCategories). The
// filter travels as the page's URL parameters, so the filters work as a plain GET form.

export const LANDING_PAGE_SIZE = 24;
export const MAX_LANDING_FILTER_VALUES = 20;

export interface LandingFilter {
  /** brand ids */
  brands: number[];
  /** super (top-level) category ids */
  categories: number[];
  /** only items in stock at the shopper's store (pick up today) */
  bopis: boolean;
  /** only items priced under their regular price */
  promo: boolean;
  page: number;
}

export interface LandingFacet {
  brandId: number | null;
  scatId: number | null;
  name: string;
  count: number;
  selected: boolean;
}

export interface LandingFilterData {
  brandCategories: LandingFacet[];
  superCategories: LandingFacet[];
  bopisCategories: LandingFacet[];
  promoCategories: LandingFacet[];
}

/** What the server works out for a landing page and a filter: the items are ids, priced by the caller. */
export interface LandingPageModel {
  slug: string;
  title: string;
  hero: { title: string; html: string; link: string | null } | null;
  filterData: LandingFilterData;
  /** the store the pick-up filter is about: the shopper's chosen store, else the default */
  storeNumber: string;
  /** that store as the header names it (yourStoreName) */
  storeName: string;
  itemIds: string[];
  total: number;
  page: number;
  pageCount: number;
}

/** The components model the call and the page show: the model with its products. */
export interface LandingComponentsModel extends Omit<LandingPageModel, "itemIds"> {
  products: ProductSummary[];
}

export interface LandingPageLink {
  slug: string;
  title: string;
}

/** The pages' door to landing pages. */
export interface LandingPagesDoor {
  /** null when this site has no such page */
  model(slug: string, filter: LandingFilter): Promise<LandingPageModel | null>;
  /** this site's landing pages, in their order */
  list(): Promise<LandingPageLink[]>;
}

const ID = /^[1-9]\d{0,8}$/;

function ids(values: string[]): number[] {
  const out = new Set<number>();
  for (const value of values.flatMap((v) => v.split(","))) if (ID.test(value.trim())) out.add(Number(value.trim()));
  return [...out].slice(0, MAX_LANDING_FILTER_VALUES).sort((a, b) => a - b);
}

/** A page's filter from its URL parameters; what a page cannot use is left out, never refused. */
export function landingFilterFromParams(params: URLSearchParams): LandingFilter {
  const page = Number(params.get("page") ?? "1");
  return {
    brands: ids(params.getAll("brand")),
    categories: ids(params.getAll("category")),
    bopis: params.get("bopis") === "1",
    promo: params.get("promo") === "1",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The canonical URL parameters of a filter (defaults left out), for links and pagination. */
export function landingFilterToParams(filter: LandingFilter): URLSearchParams {
  const out = new URLSearchParams();
  for (const id of filter.brands) out.append("brand", String(id));
  for (const id of filter.categories) out.append("category", String(id));
  if (filter.bopis) out.set("bopis", "1");
  if (filter.promo) out.set("promo", "1");
  if (filter.page > 1) out.set("page", String(filter.page));
  return out;
}

/** Whether any filter is on (a "Clear filters" link is worth showing). */
export function landingFilterActive(filter: LandingFilter): boolean {
  return filter.brands.length > 0 || filter.categories.length > 0 || filter.bopis || filter.promo;
}

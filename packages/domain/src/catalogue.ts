// Shapes the catalogue service returns to both the JSON API and the server-rendered pages.
// Money is integer cents throughout; formatting happens in the UI.

import type { ResolvedPriceMethod } from "./business-pricing";
import type { DealsPage, DealsSort } from "./deals";
import type { SearchRequest } from "./search-request";
import type { StockStatus } from "./stock";

export interface CategoryRef {
  slug: string;
  name: string;
}

export interface CategoryNode extends CategoryRef {
  productCount: number;
  imageItemId: string | null;
  children: CategoryRef[];
}

export interface ProductSummary {
  itemId: string;
  itemUrl: string;
  name: string;
  brand: string;
  brandSlug: string;
  imageUrl: string;
  finalPriceCents: number;
  basePriceCents: number;
  comparePriceCents: number | null;
  unit: string;
  unitCount: number;
  rating: number;
  reviewCount: number;
  status: string;
  stockStatus: StockStatus;
  skuSetId: string | null;
  color: string | null;
  actionLabel: string;
  newPackaging: boolean;
  quantityLimit: number | null;
  isFreeSample: boolean;
  /** a consumer's purchase of it earns Easy Rewards points ("Earns up to 5% back in Rewards") */
  earnsRewards?: boolean;
  /** business buyers (decision 042): the item is on the account's contract */
  onContract?: boolean;
  /** business buyers: how finalPriceCents was reached (LIST, CONTRACT or MPI market price) */
  priceMethod?: ResolvedPriceMethod;
  /** a signed-in shopper: when they last ordered it (ISO), for the tile's past-purchase badge (decision 047) */
  lastOrderedDate?: string | null;
  /** what the tile's compatibility drawer lists: printers for a cartridge, cartridges for a printer */
  compatibility?: "printers" | "cartridges" | null;
}

export interface ProductVariant {
  itemId: string;
  itemUrl: string;
  color: string | null;
  finalPriceCents: number;
  stockStatus: StockStatus;
}

export interface WarrantyPlanSummary {
  itemId: string;
  name: string;
  finalPriceCents: number;
}

export interface ProductView {
  url: string;
  /** "Front", "At an angle", ... */
  label: string;
}

export interface ProductSpecification {
  label: string;
  value: string;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  /** the drawn views, front first (decision 038) */
  views: ProductView[];
  /** the specifications table's rows, in order; empty when the product has none */
  specifications: ProductSpecification[];
  category: CategoryRef;
  parentCategory: CategoryRef | null;
  division: number;
  department: number;
  classId: number;
  onlineQty: number;
  backorderDate: string | null;
  assemblyEligible: boolean;
  isWarrantyPlan: boolean;
  variants: ProductVariant[];
  warrantyPlans: WarrantyPlanSummary[];
  /** items sold as add-ons with this one (decision 025) */
  addOns?: WarrantyPlanSummary[];
  /** bundles this item belongs to, each with all its members, lead first */
  bundles?: ProductBundle[];
}

export interface ProductBundle {
  bundleId: string;
  name: string;
  members: (WarrantyPlanSummary & { qty: number })[];
}

export interface FacetValue {
  slug: string;
  name: string;
  count: number;
}

export interface SearchResult {
  query: string;
  total: number;
  page: number;
  size: number;
  pageCount: number;
  sort: string;
  items: ProductSummary[];
  facets: { categories: FacetValue[]; brands: FacetValue[] };
  /** the category the listing is scoped to, when one is */
  category: (CategoryRef & { parent: CategoryRef | null; children: CategoryRef[] }) | null;
  /** the query was an item number ("102350", "Item 102350", "#102350") and this is its product */
  matchedItemNumber: string | null;
  /** the query as typed matched nothing, but this corrected one does ("staplr" -> "stapler") */
  spellingSuggestion: string | null;
  /** the results shown are the corrected query's (spellingSuggestion), not the typed query's, which found none */
  showingResultsFor: string | null;
  /** business buyers with G_CSE (decision 042): the "On contract" filter is offered, and whether it is on */
  contractFilter?: { active: boolean } | null;
}

export interface Suggestion {
  type: "product" | "category" | "brand";
  text: string;
  url: string;
}

export interface SuggestResult {
  query: string;
  suggestions: Suggestion[];
}

/** What server-rendered pages may ask of the catalogue (implemented by the server's CatalogueService). */
export interface CatalogueReader {
  categoryTree(): Promise<CategoryNode[]>;
  search(req: SearchRequest): Promise<SearchResult>;
  suggest(query: string): Promise<SuggestResult>;
  productByItemUrl(itemUrl: string): Promise<ProductDetail | null>;
  /** reduced products, sorted and paged (decision 038) */
  deals(req: { sort: DealsSort; page: number; size: number }): Promise<DealsPage>;
  /** the most ordered products of the order history */
  trending(limit: number): Promise<ProductSummary[]>;
  /** published products by item id, in the order asked (recently viewed) */
  summariesByItemIds(itemIds: string[]): Promise<ProductSummary[]>;
}

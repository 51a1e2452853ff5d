import {
  LANDING_PAGE_SIZE,
  type LandingFacet,
  type LandingFilter,
  type LandingPageLink,
  type LandingPageModel,
  type YourStore,
  yourStoreName,
} from "@quire/domain";
import type { Db } from "../../db/database";
import type { ContentBannerService } from "../content";
import * as repo from "./landing-pages.repository";

// Landing pages (spec: fetchComponentsModel; decision 071): a themed set of super categories, its
// hero from the content store, and its products filtered by brand, category, pick up today at the
// shopper's store (bopis) and on sale (promo), each facet counted with the other filters applied.

/** Brands shown in the facet: the biggest, and any the filter selects. */
export const LANDING_BRAND_FACET_SIZE = 12;

export class LandingPagesService {
  constructor(
    private readonly db: Db,
    private readonly banners: ContentBannerService,
  ) {}

  async list(tenant: string): Promise<LandingPageLink[]> {
    return repo.listLandingPages(this.db, tenant);
  }

  async model(tenant: string, slug: string, filter: LandingFilter, store: YourStore): Promise<LandingPageModel | null> {
    const storeNumber = store.storeNumber;
    const page = await repo.findLandingPage(this.db, tenant, slug);
    if (!page) return null;
    const supers = await repo.findSuperCategories(this.db, JSON.parse(page.categorySlugs) as string[]);
    const scope: repo.LandingScope = { superCategoryIds: supers.map((c) => c.id), storeNumber };
    const [total, brandCounts, superCounts, bopisCount, promoCount, hero] = await Promise.all([
      repo.countOffered(this.db, scope, filter),
      repo.countByBrand(this.db, scope, filter),
      repo.countBySuperCategory(this.db, scope, filter),
      repo.countOffered(this.db, scope, { ...filter, bopis: true }, null),
      repo.countOffered(this.db, scope, { ...filter, promo: true }, null),
      page.banner ? this.banners.byName(tenant, [page.banner]) : null,
    ]);
    const pageCount = Math.max(1, Math.ceil(total / LANDING_PAGE_SIZE));
    // past the end: the last page, never an empty one
    const current = Math.min(filter.page, pageCount);
    const itemIds = await repo.findOfferedItemIds(this.db, scope, filter, LANDING_PAGE_SIZE, (current - 1) * LANDING_PAGE_SIZE);
    const facet = (f: Omit<LandingFacet, "brandId" | "scatId"> & Partial<LandingFacet>): LandingFacet => ({
      brandId: null,
      scatId: null,
      ...f,
    });
    const brands = brandCounts
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .filter((b, i) => i < LANDING_BRAND_FACET_SIZE || filter.brands.includes(b.brandId));
    const banner = hero?.banners[0];
    return {
      slug: page.slug,
      title: page.title,
      hero: banner ? { title: banner.title, html: banner.html, link: banner.link } : null,
      storeNumber,
      storeName: yourStoreName(store),
      filterData: {
        brandCategories: brands.map((b) =>
          facet({ brandId: b.brandId, name: b.name, count: b.count, selected: filter.brands.includes(b.brandId) }),
        ),
        superCategories: supers.map((c) =>
          facet({ scatId: c.id, name: c.name, count: superCounts.get(c.id) ?? 0, selected: filter.categories.includes(c.id) }),
        ),
        bopisCategories: [facet({ name: "Pick up today", count: bopisCount, selected: filter.bopis })],
        promoCategories: [facet({ name: "On sale", count: promoCount, selected: filter.promo })],
      },
      itemIds,
      total,
      page: current,
      pageCount,
    };
  }
}

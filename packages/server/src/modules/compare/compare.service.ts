import {
  type BusinessPriceContext,
  type CompareItem,
  type CompareTable,
  compareRows,
  normaliseCompareSelection,
  type ProductDetail,
} from "@quire/domain";
import { AppError } from "../../http/errors";
import type { BusinessPricingService } from "../business-pricing";
import type { CatalogueService } from "../catalogue";

// Compare items (decision 048): the product page's own data (specifications, price, rating) for up
// to four items, lined up. Prices are the viewer's, as on the product page (decision 042).

function compareItem(p: ProductDetail): CompareItem {
  return {
    itemId: p.itemId,
    name: p.name,
    brand: p.brand,
    itemUrl: p.itemUrl,
    imageUrl: p.imageUrl,
    finalPriceCents: p.finalPriceCents,
    basePriceCents: p.basePriceCents,
    unit: p.unit,
    unitCount: p.unitCount,
    rating: p.rating,
    reviewCount: p.reviewCount,
    stockStatus: p.stockStatus,
  };
}

export class CompareService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly pricing: BusinessPricingService,
  ) {}

  /**
   * The table for item ids in the order given (at most COMPARE_LIMIT, repeats dropped). strict: an
   * unknown or unpublished id is a 404 (the JSON call); otherwise it is left out (a cookie may hold an
   * item withdrawn since it was picked).
   */
  async table(viewer: BusinessPriceContext | null, itemIds: readonly string[], strict: boolean): Promise<CompareTable> {
    const ids = normaliseCompareSelection(itemIds);
    const products = await Promise.all(
      ids.map(async (id) => this.pricing.detail(viewer, await this.catalogue.productByItemId(id))),
    );
    const missing = ids.filter((_, i) => !products[i]);
    if (strict && missing.length > 0) {
      throw new AppError(404, "PRODUCT_NOT_FOUND", `No product has item id ${missing.join(", ")}`);
    }
    const found = products.filter((p): p is ProductDetail => p !== null);
    return { items: found.map(compareItem), rows: compareRows(found.map((p) => p.specifications)) };
  }
}

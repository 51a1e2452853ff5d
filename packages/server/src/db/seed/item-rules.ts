import { MAX_ALTERNATES, needsAlternates, stockStatus } from "@quire/domain";
import type { CarrierFeeZipAreaTable, HeavyItemTable, ItemAlternateTable, ItemRestrictionTable } from "../schema";
import type { GeneratedProduct } from "./product-generator";

// The cart's item rules in the demo store (decision 027), decided while the products stream past
// in id order: each category remembers its last few well-stocked products, and an item that is
// out of stock, discontinued or running low is offered those as alternates. Nothing depends on
// randomness beyond the products themselves, so the same seed gives the same rules.

/** Heavy items: cases of paper and of water, with the carrier's fee per unit where it applies. */
const HEAVY_FEE_BY_CATEGORY: Record<string, number> = { "copy-printer-paper": 1499, "water-beverages": 999 };

/** Rural ZIP areas where carriers charge for heavy items: North Dakota, Montana, Wyoming. */
export const CARRIER_FEE_ZIP_AREAS: CarrierFeeZipAreaTable[] = [
  ...range(580, 588).map((p) => ({ zipPrefix: String(p), state: "ND" })),
  ...range(590, 599).map((p) => ({ zipPrefix: String(p), state: "MT" })),
  ...range(820, 831).map((p) => ({ zipPrefix: String(p), state: "WY" })),
];

/** Aerosol disinfectants: carriers take them by ground only, and two states limit them. */
const HAZMAT_CATEGORY = "disinfecting-wipes-sprays";
const HAZMAT_STATES = "CA,NY";
/** Hand sanitizer and soap: regulated health-care items. */
const HEALTH_CARE_CATEGORY = "hand-soap-sanitizer";
const HEALTH_CARE_STATES = "NY,NJ";
/** Freight furniture goes on one truck to one place. */
const ONE_LOCATION_CATEGORIES = new Set(["desks", "tables"]);

export interface ItemRuleRows {
  alternates: ItemAlternateTable[];
  heavyItems: HeavyItemTable[];
  restrictions: ItemRestrictionTable[];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function isWellStocked(g: GeneratedProduct): boolean {
  const p = g.product;
  return (
    p.status === "PUBLISHED" &&
    p.isFreeSample === 0 &&
    p.isWarrantyPlan === 0 &&
    p.giftCardDeliveryId === null &&
    p.finalPriceCents > 0 &&
    stockStatus(g.inventory.onlineQty, g.inventory.backorderDate) === "IN_STOCK"
  );
}

/** Builds the rule rows chunk by chunk; keeps a few product ids per category, never the catalogue. */
export class ItemRulesBuilder {
  private readonly recent = new Map<number, number[]>();
  /** well-stocked single reams, the lighter choice for a case of paper */
  private readonly recentReams = new Map<number, { id: number }[]>();

  rowsFor(chunk: readonly GeneratedProduct[]): ItemRuleRows {
    const rows: ItemRuleRows = { alternates: [], heavyItems: [], restrictions: [] };
    for (const g of chunk) {
      this.rulesOf(g, rows);
      this.remember(g);
    }
    return rows;
  }

  private rulesOf(g: GeneratedProduct, rows: ItemRuleRows): void {
    const p = g.product;
    if (p.isFreeSample === 1 || p.isWarrantyPlan === 1 || p.giftCardDeliveryId !== null) return;
    const stock = {
      status: p.status,
      availableQty: g.inventory.onlineQty,
      backorderDate: g.inventory.backorderDate,
      isFreeSample: false,
    };
    const offersAlternates = needsAlternates(stock) || stockStatus(stock.availableQty, stock.backorderDate) === "LIMITED";
    const offered = new Set<number>();
    if (offersAlternates) {
      (this.recent.get(p.categoryId) ?? []).forEach((alternateProductId, position) => {
        offered.add(alternateProductId);
        // A discontinued item is replaced by its first alternate (a hard substitution).
        const kind = p.status === "DISCONTINUED" && position === 0 ? "HARD" : "SUGGESTED";
        rows.alternates.push({ productId: p.id, alternateProductId, kind, altFactor: 1, position });
      });
    }
    const slug = g.category.slug;
    const heavyFee = p.unit === "Case" ? HEAVY_FEE_BY_CATEGORY[slug] : undefined;
    if (heavyFee !== undefined) {
      rows.heavyItems.push({ productId: p.id, feePerUnitCents: heavyFee });
      (this.recentReams.get(p.categoryId) ?? []).forEach((ream, i) => {
        // a ream already offered as an alternate of a sold-out case keeps that one rule
        if (offered.has(ream.id)) return;
        rows.alternates.push({
          productId: p.id,
          alternateProductId: ream.id,
          kind: "SURCHARGE",
          altFactor: p.unitCount,
          position: MAX_ALTERNATES + i,
        });
      });
    }
    if (slug === HAZMAT_CATEGORY && p.id % 2 === 0) {
      rows.restrictions.push({ productId: p.id, code: "RESTRICTED_ITEM", blockedStates: HAZMAT_STATES, consumersBlocked: 0 });
    }
    if (slug === HEALTH_CARE_CATEGORY && p.id % 3 !== 2) {
      // every third is sold to business accounts only; the others are limited by state
      const businessOnly = p.id % 3 === 1 && p.id > 100;
      rows.restrictions.push({
        productId: p.id,
        code: "HEALTH_CARE_RESTRICTION",
        blockedStates: businessOnly ? "" : HEALTH_CARE_STATES,
        consumersBlocked: businessOnly ? 1 : 0,
      });
    }
    if (ONE_LOCATION_CATEGORIES.has(slug)) {
      rows.restrictions.push({
        productId: p.id,
        code: "DELIVERY_COMBINATION_CONSTRAINT_FAILED",
        blockedStates: "",
        consumersBlocked: 0,
      });
    }
  }

  private remember(g: GeneratedProduct): void {
    if (!isWellStocked(g)) return;
    const p = g.product;
    const last = this.recent.get(p.categoryId) ?? [];
    this.recent.set(p.categoryId, [p.id, ...last].slice(0, MAX_ALTERNATES));
    if (p.unit === "Ream") {
      const reams = this.recentReams.get(p.categoryId) ?? [];
      this.recentReams.set(p.categoryId, [{ id: p.id }, ...reams].slice(0, 2));
    }
  }
}

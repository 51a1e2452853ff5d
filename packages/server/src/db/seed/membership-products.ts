import {
  MEMBERSHIP_PROGRAMS,
  MEMBERSHIP_PROGRAM_NAMES,
  MEMBERSHIP_SKU_QUANTITY_LIMIT,
  MEMBERSHIP_YEARLY_PRICE_CENTS,
  MEMBER_SAVINGS_PERCENT,
  MAX_BENEFICIARIES,
} from "@quire/domain";
import type { ProductTable } from "../schema";
import { BRAND_NAMES, CATALOGUE, slugify } from "./catalogue-data";
import { type GeneratedProduct, REFERENCE_DATE } from "./product-generator";

// The paid memberships the store sells in the cart (decision 078): Quire Select and Quire Premium,
// a year each. Written last, after every other row of the demo store, so their ids come after every
// other product's and no step that picks from the catalogue (relations, orders, lists) ever sees them:
// the same seed still gives the same store. Digital: never out of stock, one at a time.

const DAY_MS = 86_400_000;

function description(program: (typeof MEMBERSHIP_PROGRAMS)[number]): string {
  const people = MAX_BENEFICIARIES[program];
  return (
    `${MEMBERSHIP_PROGRAM_NAMES[program]} for a year: ${MEMBER_SAVINGS_PERCENT[program]}% off the products in your cart ` +
    `(not gift cards, protection plans or memberships), from the order that buys it. Share it with up to ${people} ` +
    `${people === 1 ? "person" : "people"} by e-mail. Nothing ships: the membership is yours as soon as the order is placed.`
  );
}

/** The membership products of a store whose other products end at id `lastId`. */
export function membershipProducts(lastId: number): GeneratedProduct[] {
  const brandId = BRAND_NAMES.indexOf("Quire") + 1;
  const { top } = CATALOGUE.giftCards;
  return MEMBERSHIP_PROGRAMS.map((program, index) => {
    const id = lastId + index + 1;
    const itemId = String(100000 + id);
    const name = `${MEMBERSHIP_PROGRAM_NAMES[program]} Membership, 1 Year`;
    const price = MEMBERSHIP_YEARLY_PRICE_CENTS[program];
    const product: ProductTable = {
      id,
      itemId,
      skuSetId: null,
      color: null,
      name,
      itemUrl: `${slugify(name, 60)}_${itemId}`,
      brandId,
      // the store's digital department, beside its gift cards
      categoryId: top.id,
      division: top.division,
      department: top.department,
      classId: top.department * 100 + 9,
      description: description(program),
      unit: "Each",
      unitCount: 1,
      basePriceCents: price,
      finalPriceCents: price,
      comparePriceCents: null,
      quantityLimit: MEMBERSHIP_SKU_QUANTITY_LIMIT,
      rating: 0,
      reviewCount: 0,
      status: "PUBLISHED",
      isFreeSample: 0,
      assemblyEligible: 0,
      isWarrantyPlan: 0,
      newPackaging: 0,
      actionLabel: "Add to cart",
      imageKind: "gift-card",
      createdAt: new Date(REFERENCE_DATE - 30 * DAY_MS).toISOString(),
      giftCardDeliveryId: null,
      membershipProgram: program,
    };
    return {
      product,
      inventory: { productId: id, onlineQty: 99_999, backorderDate: null },
      brandName: "Quire",
      category: top,
      parentCategory: null,
      planIds: [],
    };
  });
}

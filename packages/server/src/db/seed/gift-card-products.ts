import { GIFT_CARD_DELIVERY_IDS } from "@quire/domain";
import type { ProductTable } from "../schema";
import { BRAND_NAMES, CATALOGUE, type CategoryDef, slugify } from "./catalogue-data";
import { type GeneratedProduct, REFERENCE_DATE } from "./product-generator";

// The gift cards the store sells (decision 023): fixed products written after the generated
// catalogue, so their ids (the catalogue's size + 1, + 2, ...) shift no generated product and the
// same seed still gives the same store. E-gift cards (delivery id 389) are issued by the gateway
// when their order is placed; physical ones (235) are shipped and activated when they ship.

const DAY_MS = 86_400_000;
/** At most this many of one gift card per order: each e-gift card is issued while the order is placed. */
export const GIFT_CARD_QUANTITY_LIMIT = 10;

interface GiftCardTemplate {
  amountCents: number;
  deliveryId: number;
}

/** In id order: e-gift cards $25, $50, $100, then physical cards $25, $50. */
export const GIFT_CARD_PRODUCTS: readonly GiftCardTemplate[] = [
  { amountCents: 2_500, deliveryId: GIFT_CARD_DELIVERY_IDS.eDelivery },
  { amountCents: 5_000, deliveryId: GIFT_CARD_DELIVERY_IDS.eDelivery },
  { amountCents: 10_000, deliveryId: GIFT_CARD_DELIVERY_IDS.eDelivery },
  { amountCents: 2_500, deliveryId: GIFT_CARD_DELIVERY_IDS.physical },
  { amountCents: 5_000, deliveryId: GIFT_CARD_DELIVERY_IDS.physical },
];

const E_GIFT_DESCRIPTION =
  "A Quire eGift card, delivered at once: its number and PIN show on your order confirmation and your order's page as soon as the order is placed. Spend it at checkout in the Gift & prepaid cards tab. Gift cards can't be bought with gift cards or paid with Easy Rewards points.";
const PHYSICAL_DESCRIPTION =
  "A Quire gift card in a greeting envelope, shipped to the address you choose. Ships in 3-5 business days; activated when it ships. Gift cards can't be bought with gift cards or paid with Easy Rewards points.";

function dollars(cents: number): string {
  return `$${cents / 100}`;
}

/** The gift card products of a store whose generated catalogue holds `generatedCount` products. */
export function giftCardProducts(generatedCount: number): GeneratedProduct[] {
  const brandId = BRAND_NAMES.indexOf("Quire") + 1;
  const { eDelivery, physical, top } = CATALOGUE.giftCards;
  return GIFT_CARD_PRODUCTS.map((template, index) => {
    const id = generatedCount + index + 1;
    const itemId = String(100000 + id);
    const isE = template.deliveryId === GIFT_CARD_DELIVERY_IDS.eDelivery;
    const category: CategoryDef = isE ? eDelivery : physical;
    const name = isE
      ? `Quire E-Gift Card, ${dollars(template.amountCents)}, Delivered Online`
      : `Quire Gift Card, ${dollars(template.amountCents)}, Shipped in a Greeting Envelope`;
    const product: ProductTable = {
      id,
      itemId,
      skuSetId: null,
      color: null,
      name,
      itemUrl: `${slugify(name, 60)}_${itemId}`,
      brandId,
      categoryId: category.id,
      division: category.division,
      department: category.department,
      classId: category.department * 100 + 1,
      description: isE ? E_GIFT_DESCRIPTION : PHYSICAL_DESCRIPTION,
      unit: "Each",
      unitCount: 1,
      basePriceCents: template.amountCents,
      finalPriceCents: template.amountCents,
      comparePriceCents: null,
      quantityLimit: GIFT_CARD_QUANTITY_LIMIT,
      rating: 4.8,
      reviewCount: 40 + index * 17,
      status: "PUBLISHED",
      isFreeSample: 0,
      assemblyEligible: 0,
      isWarrantyPlan: 0,
      newPackaging: 0,
      actionLabel: "Add to cart",
      imageKind: "gift-card",
      createdAt: new Date(REFERENCE_DATE - 200 * DAY_MS).toISOString(),
      giftCardDeliveryId: template.deliveryId,
    };
    return {
      product,
      // A gift card is printed or issued on demand: never out of stock.
      inventory: { productId: id, onlineQty: 99_999, backorderDate: null },
      brandName: "Quire",
      category,
      parentCategory: top,
      planIds: [],
    };
  });
}

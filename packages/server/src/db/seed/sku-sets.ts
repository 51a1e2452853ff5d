import type { Db } from "../database";
import type { ProductTable, SkuSetMemberTable } from "../schema";
import { BRAND_NAMES, CATALOGUE, type CategoryDef, slugify } from "./catalogue-data";
import { type GeneratedProduct, REFERENCE_DATE } from "./product-generator";

// Demo SKU sets (decision 048). The generated catalogue already sells some products in several
// colours (products.sku_set_id), each colour at the same price. The swatch demo needs a set whose
// colours cost different amounts and one of which is sold out: four Quire highlighters, written
// after the gift cards so they shift no generated id and the same seed still gives the same store.

const DAY_MS = 86_400_000;

interface SwatchTemplate {
  colour: string;
  colourHex: string;
  priceCents: number;
  onlineQty: number;
}

/** In id order. Blue is the cheapest but sold out, so the set's tile shows Yellow's price. */
export const DEMO_SKU_SET: readonly SwatchTemplate[] = [
  { colour: "Yellow", colourHex: "#fff176", priceCents: 599, onlineQty: 240 },
  { colour: "Pink", colourHex: "#f48fb1", priceCents: 649, onlineQty: 180 },
  { colour: "Blue", colourHex: "#4fc3f7", priceCents: 549, onlineQty: 0 },
  { colour: "Green", colourHex: "#9ccc65", priceCents: 699, onlineQty: 150 },
];

export const DEMO_SKU_SET_NAME = "Quire Tank Highlighters, Chisel Tip";

/** The demo set's products, for a store whose products so far end at id `lastId`. */
export function demoSkuSetProducts(lastId: number): GeneratedProduct[] {
  const brandId = BRAND_NAMES.indexOf("Quire") + 1;
  const category = CATALOGUE.productSubcategories.find((s) => s.slug === "highlighters") as CategoryDef;
  const parentCategory = CATALOGUE.byId.get(category.parentId ?? -1) ?? null;
  const skuSetId = `SS${100000 + lastId + 1}`;
  return DEMO_SKU_SET.map((template, index) => {
    const id = lastId + index + 1;
    const itemId = String(100000 + id);
    // the colour ends the name, as it does in every generated set
    const name = `${DEMO_SKU_SET_NAME}, 4/Pack, ${template.colour}`;
    const product: ProductTable = {
      id,
      itemId,
      skuSetId,
      color: template.colour,
      name,
      itemUrl: `${slugify(name, 60)}_${itemId}`,
      brandId,
      categoryId: category.id,
      division: category.division,
      department: category.department,
      classId: category.department * 100 + 1,
      description: "Smear-safe ink in a tank barrel. The chisel tip draws broad and fine lines.",
      unit: "Pack",
      unitCount: 4,
      basePriceCents: template.priceCents,
      finalPriceCents: template.priceCents,
      comparePriceCents: null,
      quantityLimit: null,
      rating: 4.6,
      reviewCount: 120 + index * 23,
      status: "PUBLISHED",
      isFreeSample: 0,
      assemblyEligible: 0,
      isWarrantyPlan: 0,
      newPackaging: 0,
      actionLabel: "Add to cart",
      imageKind: "highlighter",
      createdAt: new Date(REFERENCE_DATE - 90 * DAY_MS).toISOString(),
      giftCardDeliveryId: null,
      attributes: JSON.stringify({
        Brand: "Quire",
        Colour: template.colour,
        "Pack size": "4 per pack",
        "Tip style": "Chisel",
        "Ink type": "Water-based, smear-safe",
      }),
    };
    return {
      product,
      inventory: { productId: id, onlineQty: template.onlineQty, backorderDate: null },
      brandName: "Quire",
      category,
      parentCategory,
      planIds: [],
    };
  });
}

/** Every SKU set's swatches: the generated sets from their products' colours, the demo set with its own colours. */
export async function insertSkuSetMembers(db: Db, demo: readonly GeneratedProduct[]): Promise<void> {
  const hexById = new Map(demo.map((g, i) => [g.product.itemId, DEMO_SKU_SET[i]?.colourHex ?? null]));
  const members = await db
    .selectFrom("products")
    .select(["id", "skuSetId", "itemId", "color"])
    .where("skuSetId", "is not", null)
    .where("color", "is not", null)
    .orderBy("id")
    .execute();
  const rows: SkuSetMemberTable[] = members.map((m) => ({
    skuSetId: m.skuSetId as string,
    itemId: m.itemId,
    swatchLabel: m.color as string,
    colourHex: hexById.get(m.itemId) ?? null,
    position: m.id,
  }));
  // a few thousand rows at most; chunks keep each statement under the bound-parameter limit
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto("skuSetMembers")
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

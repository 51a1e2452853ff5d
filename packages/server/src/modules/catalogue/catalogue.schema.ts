import { MAX_QUERY_LENGTH } from "@quire/domain";
import { z } from "zod";

export { errorResponse } from "../../http/error-response";

export const itemIdParams = z.object({
  itemId: z.string().regex(/^\d{1,12}$/, "itemId must be 1 to 12 digits"),
});

export const suggestQuery = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, `query must be ${MAX_QUERY_LENGTH} characters or fewer`).default(""),
});

const tileSku = z.string().trim().min(1).max(40);

export const MAX_TILE_SKUS = 100;

/** Body of the spec's getProductTileData call; serviceContext and inputs are accepted and not needed here. */
export const tileRequestBody = z.object({
  serviceContext: z.record(z.string(), z.unknown()).optional(),
  query: z.object({
    skus: z.union([z.array(tileSku).min(1).max(MAX_TILE_SKUS), z.string().trim().min(1).max(4000)]),
    inputs: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("swatchList: true answers each SKU-set id with its members, the set's swatch list (decision 048)"),
  }),
});

export const tileQuery = z.object({
  skus: z.string().trim().min(1, "skus is required").max(4000),
  placement: z.string().trim().max(120).optional().describe("where the tiles are shown, for their beacons"),
  pageType: z.string().trim().max(120).optional(),
  recId: z.string().trim().max(120).optional(),
  swatchList: z
    .enum(["true", "false"])
    .optional()
    .describe("true: each SKU-set id answers its members, the set's swatch list (decision 048)"),
});

export function tileSkuList(skus: string[] | string): string[] {
  const list = Array.isArray(skus) ? skus : skus.split(",");
  return [...new Set(list.map((s) => s.trim()).filter(Boolean))].slice(0, MAX_TILE_SKUS);
}

export const productSummary = z.object({
  itemId: z.string(),
  itemUrl: z.string(),
  name: z.string(),
  brand: z.string(),
  brandSlug: z.string(),
  imageUrl: z.string(),
  finalPriceCents: z.number().int(),
  basePriceCents: z.number().int(),
  comparePriceCents: z.number().int().nullable(),
  unit: z.string(),
  unitCount: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  status: z.string(),
  stockStatus: z.enum(["IN_STOCK", "LIMITED", "OUT_OF_STOCK", "BACKORDERED"]),
  skuSetId: z.string().nullable(),
  color: z.string().nullable(),
  actionLabel: z.string(),
  newPackaging: z.boolean(),
  quantityLimit: z.number().int().nullable(),
  isFreeSample: z.boolean(),
  earnsRewards: z.boolean().optional(),
  onContract: z.boolean().optional().describe("business buyers: the item is on the account's contract"),
  priceMethod: z
    .enum(["LIST", "CONTRACT", "MPI"])
    .optional()
    .describe("business buyers: the final price is the list, contract or market (MPI) price"),
});

const categoryRef = z.object({ slug: z.string(), name: z.string() });
const facetValue = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });

export const searchResponse = z.object({
  query: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  pageCount: z.number().int(),
  sort: z.string(),
  items: z.array(productSummary),
  facets: z.object({ categories: z.array(facetValue), brands: z.array(facetValue) }),
  category: categoryRef.extend({ parent: categoryRef.nullable(), children: z.array(categoryRef) }).nullable(),
  matchedItemNumber: z.string().nullable().describe("set when the query was an item number and this is its product"),
  spellingSuggestion: z.string().nullable().describe("a corrected query that finds products, when this one found none"),
  showingResultsFor: z
    .string()
    .nullable()
    .describe("set when the query found nothing: the items, total and facets are this corrected query's (spellingSuggestion)"),
  contractFilter: z
    .object({ active: z.boolean() })
    .nullable()
    .optional()
    .describe("business buyers with G_CSE: the On contract filter (onContract=1) is offered; active when applied"),
});

export const suggestResponse = z.object({
  query: z.string(),
  suggestions: z.array(z.object({ type: z.enum(["product", "category", "brand"]), text: z.string(), url: z.string() })),
});

export const productDetailResponse = productSummary.extend({
  description: z.string(),
  views: z.array(z.object({ url: z.string(), label: z.string() })).describe("the drawn views, front first"),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  category: categoryRef,
  parentCategory: categoryRef.nullable(),
  division: z.number().int(),
  department: z.number().int(),
  classId: z.number().int(),
  onlineQty: z.number().int(),
  backorderDate: z.string().nullable(),
  assemblyEligible: z.boolean(),
  isWarrantyPlan: z.boolean(),
  variants: z.array(
    z.object({
      itemId: z.string(),
      itemUrl: z.string(),
      color: z.string().nullable(),
      finalPriceCents: z.number().int(),
      stockStatus: z.string(),
    }),
  ),
  warrantyPlans: z.array(z.object({ itemId: z.string(), name: z.string(), finalPriceCents: z.number().int() })),
  addOns: z.array(z.object({ itemId: z.string(), name: z.string(), finalPriceCents: z.number().int() })).optional(),
  bundles: z
    .array(
      z.object({
        bundleId: z.string(),
        name: z.string(),
        members: z.array(
          z.object({ itemId: z.string(), name: z.string(), finalPriceCents: z.number().int(), qty: z.number().int() }),
        ),
      }),
    )
    .optional(),
});

/** The spec's "Product tile item", as toProductTile in @quire/domain builds it. */
export const productTile = z.object({
  itemId: z.string(),
  resolvedItemId: z.string().nullable(),
  alternateItemID: z.string().nullable(),
  cId: z.string().nullable(),
  title: z.string(),
  image: z.string().nullable(),
  url: z.string().nullable(),
  price: z.string(),
  priceValue: z.number().int().nullable(),
  originalPrice: z.string().nullable(),
  contractPrice: z.boolean().optional().describe("business buyers: price is the account's contract or market price"),
  units: z.string(),
  unitsNum: z.number().int(),
  quantityLimit: z.number().int(),
  rating: z.number(),
  ratingCount: z.number().int(),
  reviewDetails: z.object({ rating: z.number(), reviewCount: z.number().int() }),
  isSKUSET: z.boolean(),
  actionLabel: z.string().nullable(),
  ctaText: z.string(),
  badgeDetails: z.object({ productBadge: z.enum(["Discontinued", "Limited Quantities", "New Packaging!"]).nullable() }),
  restrictionDetails: z
    .union([
      z.object({
        type: z.literal("LIMITED_QTY"),
        isLimitedQty: z.literal(true),
        limitedQtyTxt: z.literal("Limited Quantities"),
        title: z.string().describe("'Limited quantities available'; business site 'Limited availability'"),
      }),
      z.object({
        type: z.enum(["OUT_OF_STOCK", "UNAVAILABLE"]),
        isLimitedQty: z.literal(false),
        title: z.string().describe("'Out of stock' or 'Unavailable for purchase' (discontinued)"),
        viewDetailsTxt: z.literal("View details"),
      }),
    ])
    .nullable()
    .describe("what restricts buying from the tile; a sold-out item's ctaText is 'View details' and canAddToCart false"),
  additionalMsg: z.object({ type: z.literal("DELIVERY_MSG"), text: z.string(), date: z.string() }).nullable(),
  canAddToCart: z.boolean(),
  lastOrderedDate: z
    .string()
    .nullable()
    .optional()
    .describe("signed-in shoppers: when they last ordered the item (their own placed, shipped or delivered orders)"),
  pastPurchaseBadge: z.string().nullable().optional().describe("'Purchased {short month}, {year}' from lastOrderedDate"),
  recId: z.string().nullable().optional(),
  impBeacons: z.array(z.string()).optional().describe("first-party impression beacon URLs (/api/analytics/beacon)"),
  clickBeacons: z.array(z.string()).optional().describe("first-party click beacon URLs"),
  isColorSwatch: z.boolean().optional().describe("a SKU set's tile, or a member in its swatch list (decision 048)"),
  swatchLabel: z.string().nullable().optional().describe("swatch list: the colour this member's swatch shows"),
  colourHex: z.string().nullable().optional().describe("swatch list: #rrggbb, when the catalogue has one"),
  inStock: z.boolean().optional().describe("swatch list: the member can ship now"),
});

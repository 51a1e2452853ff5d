import { z } from "zod";
import { productTile } from "../catalogue";
import {
  CART_FLOW_AD_TYPE,
  isCartFlowRecommendation,
  RECOMMENDATION_PLACEMENTS,
  RECOMMENDATION_REQUEST_SIZE,
  RECOMMENDATION_SCHEMES,
  recommendationRequestSize,
  type TenantId,
} from "@quire/domain";
import { BASELINE_SCHEME, MAX_RECOMMENDATIONS, type RecommendationQuery } from "./recommendations.service";

export const MAX_RECOMMENDATION_SKUS = 100;

const itemId = z.string().trim().max(40);
const itemIdList = z.array(itemId).max(MAX_RECOMMENDATION_SKUS);
/** Hints a real engine may use (class, category, department ids); accepted and not needed here. */
const idHint = z.union([z.string().max(100), z.number()]).nullish();

/** Cart spec 4: the recommendation inputs; flags a real engine may use, accepted and passed along. */
const recommendationInputs = z
  .object({
    brandTransformationSwitch: z.boolean().nullish(),
    includeBaseCategory: z.boolean().nullish(),
    sparq: z.boolean().nullish(),
    includeInkAndTonerDetails: z.boolean().nullish(),
    isAutoRestock: z.boolean().nullish(),
    isListProductAlt: z.boolean().nullish(),
    skipOutOfStock: z.boolean().nullish(),
    coreSkuNumber: itemId.nullish().describe("Also read as the core item when query.coreSkuNumber is missing"),
    isDAS: z.boolean().nullish(),
    enableMonetization: z.boolean().nullish(),
    enableCrealytics: z.boolean().nullish(),
    adType: z.string().max(60).nullish().describe("e.g. checkoutAddToCart"),
  })
  .catchall(z.unknown());

/** Body of the spec's atRecommendation call; unknown fields are ignored. */
export const recommendationRequestBody = z.object({
  configValues: z.record(z.string(), z.unknown()).optional(),
  serviceContext: z.record(z.string(), z.unknown()).optional(),
  query: z.object({
    mboxes: z
      .union([z.string().max(200), z.array(z.string().max(200)).max(20)])
      .optional()
      .describe("Placement name(s); the first becomes analyticsPayload.placement"),
    number: z
      .number()
      .int()
      .min(1)
      .max(MAX_RECOMMENDATIONS)
      .optional()
      .describe(
        `How many items to answer, 1-${MAX_RECOMMENDATIONS}. Default ${RECOMMENDATION_REQUEST_SIZE.consumer}; ${RECOMMENDATION_REQUEST_SIZE.business} on the business site; ${RECOMMENDATION_REQUEST_SIZE.cart} in a cart flow (mboxes ${RECOMMENDATION_PLACEMENTS.cartOverlay} or ${RECOMMENDATION_PLACEMENTS.cartBottomRail}, or inputs.adType ${CART_FLOW_AD_TYPE}), ${RECOMMENDATION_REQUEST_SIZE.missingSku} when a cart flow names no core item`,
      ),
    inputs: recommendationInputs.optional(),
    context: z.unknown().optional(),
    classId: idHint,
    coreSkuNumber: itemId.nullish().describe("Item id the shopper just added or viewed"),
    categoryId: idHint,
    superCategoryId: idHint,
    departmentId: idHint,
    skuList: itemIdList.nullish().describe("Item ids the shopper just added or viewed"),
    skusToBeFiltered: itemIdList.nullish().describe("Item ids never to recommend"),
    scheme: z
      .string()
      .max(100)
      .nullish()
      .describe(
        `What to answer: ${Object.keys(RECOMMENDATION_SCHEMES).join(", ")}; ${BASELINE_SCHEME} asks for the same-category baseline. Echoed as analyticsPayload.scheme; by default CUSTOMERS_ALSO_BOUGHT with core items, TRENDING_NOW without`,
      ),
    enableSparxV2: z.boolean().nullish(),
  }),
});

export type RecommendationRequestBody = z.infer<typeof recommendationRequestBody>;

export const DEFAULT_PLACEMENT = "recommendations";

/** The call's query as the engine's; `business`: asked on the business site (its request size). */
export function toRecommendationQuery(body: RecommendationRequestBody, site: { tenant: TenantId }): RecommendationQuery {
  const q = body.query;
  const nonEmpty = (ids: (string | null | undefined)[]) => ids.filter((id): id is string => !!id);
  const mbox = Array.isArray(q.mboxes) ? q.mboxes[0] : q.mboxes;
  const coreItemIds = nonEmpty([q.coreSkuNumber ?? q.inputs?.coreSkuNumber, ...(q.skuList ?? [])]);
  const cartFlow = isCartFlowRecommendation({ placement: mbox, adType: q.inputs?.adType });
  return {
    coreItemIds,
    excludeItemIds: nonEmpty(q.skusToBeFiltered ?? []),
    number:
      q.number ?? recommendationRequestSize({ business: site.tenant === "advantage", cartFlow, hasSku: coreItemIds.length > 0 }),
    scheme: q.scheme?.trim() || null,
    placement: mbox?.trim() || DEFAULT_PLACEMENT,
    tenant: site.tenant,
  };
}

/** The spec's "Recommendation item": a product tile plus recId, actionLabel and analyticsPayload. */
export const recommendationItem = productTile.extend({
  recId: z.string().describe("Stable id of the recommendation, e.g. SAME_CATEGORY:<itemId>"),
  actionLabel: z.string(),
  analyticsPayload: z.object({
    scheme: z.string(),
    placement: z.string(),
    rank: z.number().int().describe("1-based position in the answer"),
  }),
});

export const recommendationResponse = z.array(recommendationItem).describe("Recommended items, best first");

const serviceContext = z.record(z.string(), z.unknown()).optional();
const skuList = z.array(itemId.min(1)).max(MAX_RECOMMENDATION_SKUS);

/** Spec: sparxRecommendation (surcharge alternates with itemReqObj). */
export const sparxRecommendationBody = z.object({
  serviceContext,
  query: z.object({
    skus: skuList.default([]).describe("Heavy items in the cart"),
    inputs: recommendationInputs.optional(),
    itemReqObj: z
      .array(z.object({ sku: itemId.min(1), qty: z.number().int().min(1).max(9999) }))
      .max(MAX_RECOMMENDATION_SKUS)
      .optional()
      .describe("Each heavy line's quantity; a sku missing here counts 1"),
  }),
});

export const sparxRecommendationResponse = z.object({
  surchargeAlternates: z.array(
    z.object({
      sku: z.string(),
      qty: z.number().int(),
      alternates: z.array(recommendationItem.extend({ altFactor: z.number().int(), altQty: z.number().int() })),
    }),
  ),
});

export const frequentlyPurchasedBody = z
  .object({
    siteVariables: z.record(z.string(), z.unknown()).optional(),
    userVariables: z.record(z.string(), z.unknown()).optional(),
    number: z.number().int().min(1).max(MAX_RECOMMENDATIONS).optional(),
    requestType: z.enum(["sbaMMX", "sbaACI"]).optional().describe("the business storefront's tag (spec section 6)"),
  })
  .default({});

export const frequentlyPurchasedResponse = z.object({
  heading: z.string(),
  items: recommendationResponse,
});

export const criteoBody = z.object({
  mboxName: z.string().trim().min(1).max(100),
  skus: skuList.default([]),
  criteoData: z
    .object({ pageId: z.string().max(100).nullish(), pageType: z.string().max(40).nullish() })
    .catchall(z.unknown())
    .nullish(),
});

export const criteoResponse = z.object({
  pageId: z.string(),
  placements: z.array(z.object({ name: z.string(), count: z.number().int() })),
  products: z.array(z.object({ ProductID: z.string(), OnViewBeacon: z.string(), OnClickBeacon: z.string() })),
});

export const mboxBody = z.object({ mboxName: z.string().trim().min(1).max(100) });

export const mboxResponse = z.object({
  data: z.object({
    adobeResponse: z.object({
      offerDetails: z.array(
        z.object({ offerId: z.string(), classes: z.array(z.string()), title: z.string(), body: z.string(), link: z.string() }),
      ),
    }),
  }),
  analyticsPayload: z.object({ mboxName: z.string(), offerIds: z.array(z.string()) }),
});

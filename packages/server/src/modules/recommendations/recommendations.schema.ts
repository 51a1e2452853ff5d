import { z } from "zod";
import { productTile } from "../catalogue/catalogue.schema";
import { DEFAULT_RECOMMENDATIONS, MAX_RECOMMENDATIONS, type RecommendationQuery } from "./recommendations.service";

export const MAX_RECOMMENDATION_SKUS = 100;

const itemId = z.string().trim().max(40);
const itemIdList = z.array(itemId).max(MAX_RECOMMENDATION_SKUS);
/** Hints a real engine may use (class, category, department ids); accepted and not needed here. */
const idHint = z.union([z.string().max(100), z.number()]).nullish();

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
      .default(DEFAULT_RECOMMENDATIONS)
      .describe(`How many items to answer, 1-${MAX_RECOMMENDATIONS} (default ${DEFAULT_RECOMMENDATIONS})`),
    inputs: z.record(z.string(), z.unknown()).optional(),
    context: z.unknown().optional(),
    classId: idHint,
    coreSkuNumber: itemId.nullish().describe("Item id the shopper just added or viewed"),
    categoryId: idHint,
    superCategoryId: idHint,
    departmentId: idHint,
    skuList: itemIdList.nullish().describe("Item ids the shopper just added or viewed"),
    skusToBeFiltered: itemIdList.nullish().describe("Item ids never to recommend"),
    scheme: z.string().max(100).nullish().describe("Echoed as analyticsPayload.scheme (default SAME_CATEGORY)"),
    enableSparxV2: z.boolean().nullish(),
  }),
});

export type RecommendationRequestBody = z.infer<typeof recommendationRequestBody>;

export const DEFAULT_PLACEMENT = "recommendations";

export function toRecommendationQuery(body: RecommendationRequestBody): RecommendationQuery {
  const q = body.query;
  const nonEmpty = (ids: (string | null | undefined)[]) => ids.filter((id): id is string => !!id);
  const mbox = Array.isArray(q.mboxes) ? q.mboxes[0] : q.mboxes;
  return {
    coreItemIds: nonEmpty([q.coreSkuNumber, ...(q.skuList ?? [])]),
    excludeItemIds: nonEmpty(q.skusToBeFiltered ?? []),
    number: q.number,
    scheme: q.scheme?.trim() || null,
    placement: mbox?.trim() || DEFAULT_PLACEMENT,
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

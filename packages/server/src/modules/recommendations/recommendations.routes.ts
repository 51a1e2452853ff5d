import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../catalogue/catalogue.schema";
import { recommendationRequestBody, recommendationResponse, toRecommendationQuery } from "./recommendations.schema";
import type { RecommendationService } from "./recommendations.service";

export async function recommendationRoutes(
  appBase: FastifyInstance,
  opts: { recommendations: RecommendationService },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { recommendations } = opts;

  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.post(
      `${prefix}/sparxProxy/atRecommendation`,
      {
        schema: {
          tags: ["recommendations"],
          summary: "Recommended products for what the shopper added or viewed (spec: atRecommendation)",
          description:
            "coreSkuNumber / skuList: item ids the shopper just added or viewed; their categories (topped up from the parent category) supply published, in-stock products, best rated first. Without them, the store's most-reviewed products. skusToBeFiltered are never returned; number 1-50 (default 25). An unknown core item answers [].",
          body: recommendationRequestBody,
          response: { 200: recommendationResponse, 400: errorResponse },
        },
      },
      async (request) => recommendations.recommend(toRecommendationQuery(request.body)),
    );
  }
}

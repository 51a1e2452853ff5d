import type { TenantProfile } from "@quire/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type BusinessPricingService, priceContextOfSession } from "../business-pricing";
import { errorResponse } from "../../http/error-response";
import { compareQuery, compareResponse } from "./compare.schema";
import type { CompareService } from "./compare.service";

// GET /api/compare (decision 048): the JSON door to what the /compare page shows.

export async function compareRoutes(
  appBase: FastifyInstance,
  opts: { compare: CompareService; pricing: BusinessPricingService },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.get(
      `${prefix}/compare`,
      {
        schema: {
          tags: ["catalogue"],
          summary: "Compare up to 4 products side by side: price, rating and each specification",
          description:
            "items: 1 to 4 comma-separated item ids (repeats count once). More than 4, or an id that is not 1 to 12 digits: 400 INVALID_REQUEST. An unknown or unpublished item: 404 PRODUCT_NOT_FOUND. Prices are the caller's (contract prices for a business user on advantage).",
          querystring: compareQuery,
          response: { 200: compareResponse, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        // contract prices differ per user: a shared cache must not keep them
        reply.header("cache-control", "private, no-store");
        const viewer = priceContextOfSession(request.session, (request.tenant as TenantProfile).id);
        return opts.compare.table(viewer, request.query.items, true);
      },
    );
  }
}

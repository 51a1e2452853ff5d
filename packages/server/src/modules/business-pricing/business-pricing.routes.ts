import type { TenantProfile } from "@quire/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../http/errors";
import { errorResponse } from "../../http/error-response";
import { contractPricingQuery, contractPricingResponse } from "./business-pricing.schema";
import { type BusinessPricingService, priceContextOfSession } from "./business-pricing.service";

// The account's contract items with list and contract prices (decision 042). Per user: never cached.

export async function businessPricingRoutes(appBase: FastifyInstance, opts: { pricing: BusinessPricingService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { pricing } = opts;

  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.get(
      `${prefix}/contractPricing`,
      {
        schema: {
          tags: ["business"],
          summary: "The signed-in business user's contract items, with list and contract prices",
          description:
            "25 a page, by name; search matches name words or an item number. Only the user's own account's price list. 401 UNAUTHORIZED for guests and consumers (and on the consumer site). requestType sbaMMX or sbaACI is accepted.",
          querystring: contractPricingQuery,
          response: { 200: contractPricingResponse, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        const context = priceContextOfSession(request.session, (request.tenant as TenantProfile).id);
        if (!context) throw new AppError(401, "UNAUTHORIZED", "Sign in with your business account to see its contract prices.");
        return { data: await pricing.contractItems(context, { search: request.query.search ?? null, page: request.query.page }) };
      },
    );
  }
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../../http/error-response";
import { recentItemsQuery, recentItemsResponse } from "./recently-purchased.schema";
import type { RecentlyPurchasedService } from "./recently-purchased.service";

// GET /cc/api/ptd/recentItems (spec cart.md: reads itemDetails[].sku). Per user: never cached.

export async function recentlyPurchasedRoutes(
  appBase: FastifyInstance,
  opts: { recentlyPurchased: RecentlyPurchasedService },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/cc/api/ptd/recentItems",
    {
      schema: {
        tags: ["recently purchased"],
        summary: "Recently purchased items (spec: ptd/recentItems)",
        description:
          "Orders placed, shipped or delivered. orderedByUserId ALL: every buyer of the caller's business account (403 FORBIDDEN for consumers); a customer number of another buyer of the same account: theirs; any other (another account's user) 404 USER_NOT_FOUND. 401 for guests. price is the current price the caller would pay, in cents.",
        querystring: recentItemsQuery,
        response: { 200: recentItemsResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return opts.recentlyPurchased.recentItems(request.session, request.query.orderedByUserId);
    },
  );
}

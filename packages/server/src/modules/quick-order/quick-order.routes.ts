import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../../http/error-response";
import { runJson } from "../../http/commands";
import { quickOrderCommand } from "./quick-order.commands";
import { quickOrderBody, quickOrderQuery, quickOrderResponse } from "./quick-order.schema";
import type { QuickOrderService } from "./quick-order.service";

// Quick order (decision 043) under the business prefixes, as the account calls are.

export async function quickOrderRoutes(appBase: FastifyInstance, opts: { quickOrders: QuickOrderService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const order = quickOrderCommand(opts.quickOrders);
  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.post(
      `${prefix}/quickOrder`,
      {
        schema: {
          tags: ["quick order"],
          summary: "Quick order: check, then add, item numbers or customer SKUs with quantities",
          description:
            "A signed-in business buyer's list of items: `{text}` as pasted (one item a line; the item and its quantity separated by a comma, tab, semicolon or spaces; no quantity is 1) or `{lines: [{item, qty}]}`; at most 100 entries, a repeated item is one entry with the quantities added. Each entry is checked with the cart's rules (unknown item or customer SKU, not available, quantity limit, stock, the account's policy) before anything is added; `validateOnly: true` only checks. Otherwise the good entries are added to the buyer's cart in one add (every cart rule applies; what it refuses is reported on its line) and the bad ones are answered, nothing of them added. 401 for guests, 403 for consumers; 400 for a body of the wrong shape, no entries or too many.",
          querystring: quickOrderQuery,
          body: quickOrderBody,
          response: { 200: quickOrderResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request, reply) => {
        const outcome = await runJson(order, { request, reply }, request.body);
        reply.header("cache-control", "no-store");
        return { data: outcome.answer };
      },
    );
  }
}

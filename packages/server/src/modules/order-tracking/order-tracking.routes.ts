import { trackOrderRequest } from "@quire/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorResponse } from "../../http/error-response";
import { runJson } from "../../http/commands";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { orderTrackingCommands } from "./order-tracking.commands";
import type { OrderTrackingService } from "./order-tracking.service";

const trackedOrder = z.object({
  data: z.object({
    order: z.object({
      orderNumber: z.string(),
      status: z.string(),
      placedAt: z.string(),
      totalCents: z.number().int(),
      shippingCity: z.string().nullable(),
      items: z.array(z.object({ name: z.string(), qty: z.number().int() })),
      itemCount: z.number().int(),
      pickups: z
        .array(z.object({ storeNumber: z.string(), status: z.enum(["PREPARING", "READY"]), readyAt: z.string().nullable() }))
        .describe("each store's in-store pickup of the order: PREPARING until store staff mark it READY"),
    }),
  }),
});

/** Order look-up without signing in: the same service as the page /orders/lookup (track an order). */
export async function orderTrackingRoutes(app: FastifyInstance, opts: { orderTracking: OrderTrackingService }): Promise<void> {
  app.setValidatorCompiler(schemasParsedByHandlers);
  const commands = orderTrackingCommands(opts.orderTracking);
  app.post(
    "/api/orders/lookup",
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags: ["orders"],
        summary:
          "Look up an order by its number and the e-mail it was placed with (guests too). A wrong number and a wrong e-mail get the same 404; look-ups are limited per client address",
        body: trackOrderRequest,
        response: { 200: trackedOrder, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const order = await runJson(commands.track, { request, reply }, request.body);
      reply.header("cache-control", "no-store");
      return { data: { order } };
    },
  );
}

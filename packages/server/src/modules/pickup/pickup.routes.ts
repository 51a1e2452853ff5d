import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { parsePickupInStore, pickupErrorResponse, pickupInStoreBody, pickupInStoreResponse } from "./pickup.schema";
import { pickupViewerOf, yourStoreOf } from "./pickup-request";
import type { PickupService } from "./pickup.service";

// POST /cc/api/omni/pickupinstore (spec section 7): the chosen or nearest store, its hours and
// the item's stock there (and at the stores near it), messages, and taxExempt on the business site.

export async function pickupRoutes(appBase: FastifyInstance, opts: { pickups: PickupService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // The body is read by the service's parser, so a refusal carries a message per field.
  app.setValidatorCompiler(schemasParsedByHandlers);
  const errors = { 400: pickupErrorResponse, 403: pickupErrorResponse, 404: pickupErrorResponse };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.post(
    "/cc/api/omni/pickupinstore",
    {
      schema: {
        tags: ["pickup"],
        summary: "Pickup in store: the store, its hours and the item's stock there (spec: pickupinstore)",
        description:
          "pickInStoreDetails[0] is the store asked for (storeNumber), else the nearest to zipCode within 20 miles, else my store (YourStore cookie, default 0008). With searchParam (an item id) each entry carries the item's shelf stock and delivery label, and the stores within 20 miles follow, nearest first. taxExempt only on the business site. A business user without G_BOP gets 403 PICKUP_NOT_ALLOWED.",
        body: pickupInStoreBody,
        response: { 200: pickupInStoreResponse, ...errors },
      },
    },
    async (request) =>
      opts.pickups.pickupInStore(pickupViewerOf(request), yourStoreOf(request), parsePickupInStore(request.body)),
  );
}

import { STORE_PICKUPS_PATHS } from "@quire/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { runJson } from "../../http/commands";
import { errorResponse } from "../../http/error-response";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { storePickupsCommands } from "./store-pickups.commands";
import { markReadyParams, markedReadyResponse, storePickupListResponse, storePickupsQuery } from "./store-pickups.schema";
import type { StorePickupsService } from "./store-pickups.service";

// Store staff's in-store pickups (decision 079): what waits at a store, and marking an order
// ready, which writes the shopper's "ready for pickup" message.

export async function storePickupsRoutes(appBase: FastifyInstance, opts: { storePickups: StorePickupsService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // the store and order are judged by the service, so a refusal carries its own code
  app.setValidatorCompiler(schemasParsedByHandlers);
  const { storePickups } = opts;
  const commands = storePickupsCommands(storePickups);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

  app.get(
    STORE_PICKUPS_PATHS.list,
    {
      schema: {
        tags: ["pickup"],
        summary: "In-store pickup orders a store is preparing (store staff)",
        description:
          "The placed orders with pick-up-in-store lines at the store that staff have not marked ready, the longest waiting first: each with its pickup person and the items picked up there. 400 INVALID_STORE_NUMBER for a store that does not exist; 401 UNAUTHORIZED for guests, 403 FORBIDDEN for anyone but store staff (customer service reps).",
        querystring: storePickupsQuery,
        response: { 200: storePickupListResponse, ...refusals },
      },
    },
    async (request) => {
      const store = (request.query as { store?: unknown }).store;
      return { data: await storePickups.list(request.session, typeof store === "string" ? store : null) };
    },
  );

  app.post(
    STORE_PICKUPS_PATHS.ready,
    {
      schema: {
        tags: ["pickup"],
        summary: "Mark an in-store pickup order ready (store staff)",
        description:
          "The order's pickup at the store becomes READY (order details and the order look-up say 'Ready for pickup') and its shopper gets the PICKUP_READY message. 404 PICKUP_NOT_FOUND for an order with nothing waiting at that store (unknown, another store's, declined or waiting for approval); 409 PICKUP_ALREADY_READY when it is already marked; neither changes anything. 400 / 401 / 403 as the list.",
        params: markReadyParams,
        response: { 200: markedReadyResponse, 404: errorResponse, 409: errorResponse, ...refusals },
      },
    },
    async (request, reply) => ({ data: await runJson(commands.markReady, { request, reply }, request.params) }),
  );
}

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import {
  localBusinessBody,
  localBusinessResponse,
  preferredStoreBody,
  preferredStoreQuery,
  preferredStoreResponse,
  storeLocatorBody,
  storeLocatorResponse,
  storesErrorResponse as errorResponse,
} from "./stores.schema";
import type { StoreService } from "./stores.service";
import { yourStoreSetCookie } from "./your-store-cookie";

// The store calls (spec section 7): storeLocator and localbusiness under both sparxProxy prefixes,
// and the signed-in shopper's preferred store, which also becomes this browser's YourStore cookie.

export async function storesRoutes(appBase: FastifyInstance, opts: { stores: StoreService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // Bodies are read by the service, so a refusal carries the spec's own code and words.
  app.setValidatorCompiler(schemasParsedByHandlers);
  const { stores } = opts;
  const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.post(
      `${prefix}/sparxProxy/storeLocator`,
      {
        schema: {
          tags: ["stores"],
          summary: 'Stores near a ZIP, a city or a "city, state", or one store by number (spec: storeLocator)',
          description:
            "Nearest first within radius miles (default 20; used only when a finite integer, at most 250), each with today's hours and open now in the store's own time zone. 400 INVALID_STORE_SEARCH for input that is not word characters separated by commas or spaces (dots are stripped first), 400 INVALID_ZIPCODE 'Invalid zipcode' for an unknown ZIP, 400 NO_STORE_FOUND 'No store found' for an unknown place or store or no store in the radius, 400 INVALID_STORE_NUMBER for a malformed number.",
          body: storeLocatorBody,
          response: { 200: storeLocatorResponse, 400: errorResponse },
        },
      },
      async (request) => ({ data: { results: await stores.locate(request.body) } }),
    );

    app.post(
      `${prefix}/sparxProxy/localbusiness`,
      {
        schema: {
          tags: ["stores"],
          summary: "The stores nearest a point (spec: localbusiness)",
          description:
            "Up to 5 stores within 100 miles of latitude and longitude, nearest first. None: 400 NO_LOCAL_BUSINESS 'No Local Business'. Coordinates out of range or missing: 400 INVALID_COORDINATES.",
          body: localBusinessBody,
          response: { 200: localBusinessResponse, 400: errorResponse },
        },
      },
      async (request) => ({ data: await stores.localBusiness(request.body) }),
    );
  }

  app.post(
    "/gus/api/usr/c/address",
    {
      schema: {
        tags: ["stores"],
        summary: "Save the signed-in shopper's preferred store (spec: address?type=preferred_store)",
        description:
          "type must be preferred_store. Kept for this user only, and written to this browser's YourStore cookie; at sign-in it becomes the cookie again. 401 UNAUTHORIZED for guests, 400 INVALID_STORE_NUMBER for a malformed number, 404 STORE_NOT_FOUND for an unknown store. address1, city, state and zipCode are kept when well formed, else the store's own.",
        querystring: preferredStoreQuery,
        body: preferredStoreBody,
        response: { 200: preferredStoreResponse, ...errors },
      },
    },
    async (request, reply) => {
      const type = (request.query as { type?: unknown } | undefined)?.type;
      if (type !== "preferred_store") {
        throw new AppError(400, "INVALID_ADDRESS_TYPE", "This call saves type=preferred_store addresses only.");
      }
      const yourStore = await stores.savePreferredStore(request.session, request.body);
      reply.header("set-cookie", yourStoreSetCookie(yourStore, { secure: request.protocol === "https" }));
      reply.header("cache-control", "no-store");
      return { data: { status: "SUCCESS" as const, yourStore } };
    },
  );
}

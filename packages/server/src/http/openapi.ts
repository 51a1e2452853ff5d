import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document of every JSON call, made from the routes' own schemas (docs/api.md is written from it). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Quire storefront API",
        version: "1.0.0",
        description:
          "Catalogue, cart and account calls of the Quire storefront. Errors are `{code, message}` with the HTTP status.",
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** GET /api/openapi.json, once every route is registered. */
export function serveOpenApi(app: FastifyInstance): void {
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

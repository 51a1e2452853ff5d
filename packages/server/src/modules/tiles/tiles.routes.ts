import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../../http/error-response";
import { compatibilityParams, compatibilityQuery, compatibilityResponse } from "./tiles.schema";
import type { TilesService } from "./tiles.service";

// The tiles' compatible printers / cartridges drawers (decision 047). Same answer for everyone:
// cacheable for a while.

export async function tilesRoutes(appBase: FastifyInstance, opts: { tiles: TilesService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.get(
      `${prefix}/productTileProxy/compatibility/:itemId`,
      {
        schema: {
          tags: ["catalogue"],
          summary: "Compatible printers of a cartridge, or compatible cartridges of a printer (tile drawers)",
          description:
            "An ink or toner cartridge answers kind printers ('Compatible Printers', 'This cartridge is compatible with:'); a printer answers kind cartridges. 404 PRODUCT_NOT_FOUND for an unknown item, 404 NO_COMPATIBILITY for any other item.",
          params: compatibilityParams,
          querystring: compatibilityQuery,
          response: { 200: compatibilityResponse, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const view = await opts.tiles.compatibilityOrThrow(request.params.itemId);
        reply.header("cache-control", "public, max-age=300");
        return view;
      },
    );
  }
}

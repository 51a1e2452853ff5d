import { DEALS_PAGE_SIZE, searchParamsSchema, type TenantProfile, toSearchRequest } from "@quire/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors";
import {
  errorResponse,
  itemIdParams,
  productDetailResponse,
  productSummary,
  productTile,
  searchResponse,
  suggestQuery,
  suggestResponse,
  tileQuery,
  tileRequestBody,
  tileSkuList,
} from "./catalogue.schema";
import type { CatalogueService } from "./catalogue.service";
import { type BusinessPricingService, priceContextOfSession } from "../business-pricing";
import { drawProductSvg, type ProductView } from "./product-image";
import type { TilePlacement, TilesService } from "../tiles";

/** Where the tiles will be shown, for their beacons: the spec's query.inputs (or the GET query). */
function tilePlacementOf(inputs: Record<string, unknown> | undefined): TilePlacement {
  const text = (key: string, fallback: string | null) => {
    const value = inputs?.[key];
    return typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 120) : fallback;
  };
  return {
    placement: text("placement", "productTile") ?? "productTile",
    pageType: text("pageType", "other") ?? "other",
    recId: text("recId", null),
  };
}

const tileResponse = z
  .array(productTile)
  .describe(
    "Product tile items matched by itemId or resolvedItemId; a sku written '200##COLOR' answers item 200's tile with that resolvedItemId",
  );

interface CatalogueDeps {
  catalogue: CatalogueService;
  pricing: BusinessPricingService;
  tiles?: TilesService;
}

/** A signed-in business user on the business site sees the account's prices (decision 042). */
function viewerOf(request: FastifyRequest) {
  return priceContextOfSession(request.session, (request.tenant as TenantProfile).id);
}

export async function catalogueRoutes(appBase: FastifyInstance, opts: CatalogueDeps): Promise<void> {
  searchRoutes(appBase, opts);
  tileRoutes(appBase, opts);
  dealsRoutes(appBase, opts);
  productImageRoutes(appBase, opts);
}

/** Search, its typeahead, and one product. */
function searchRoutes(appBase: FastifyInstance, { catalogue, pricing }: CatalogueDeps): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/search",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Search and browse products, with facet counts",
        description:
          "query: words to search for; category: category slug; brand: comma-separated brand slugs; minPrice/maxPrice: dollars; sort: relevance | price_asc | price_desc | rating; page from 1; size 1-96 (default 24).",
        querystring: searchParamsSchema,
        response: { 200: searchResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const req = toSearchRequest(request.query);
      if (!req.query && !req.category && req.brands.length === 0) {
        throw new AppError(400, "INVALID_REQUEST", "query: enter a word to search for, or choose a category or brand");
      }
      return pricing.search(catalogue, viewerOf(request), req);
    },
  );

  app.get(
    "/api/search/suggest",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Typeahead suggestions: categories, brands and products",
        querystring: suggestQuery,
        response: { 200: suggestResponse, 400: errorResponse },
      },
    },
    async (request) => catalogue.suggest(request.query.query),
  );

  app.get(
    "/api/products/:itemId",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One product with stock, variants and warranty plans",
        params: itemIdParams,
        response: { 200: productDetailResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const product = await pricing.detail(viewerOf(request), await catalogue.productByItemId(request.params.itemId));
      if (!product) throw new AppError(404, "PRODUCT_NOT_FOUND", `No product has item id ${request.params.itemId}`);
      return product;
    },
  );
}

/** Product tiles under both productTileProxy prefixes, POST as the spec's client sends it and GET. */
function tileRoutes(appBase: FastifyInstance, { catalogue, pricing, tiles }: CatalogueDeps): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.post(
      `${prefix}/productTileProxy/getProductTileData`,
      {
        schema: {
          tags: ["catalogue"],
          summary: "Product tiles for item ids or SKU-set ids (spec: getProductTileData); also a SKU set's swatch list",
          body: tileRequestBody,
          response: { 200: tileResponse, 400: errorResponse },
        },
      },
      async (request) => {
        const found = await catalogue.productTiles(tileSkuList(request.body.query.skus), pricing.tilePrices(viewerOf(request)), {
          swatchList: request.body.query.inputs?.swatchList === true,
          tenant: request.tenant.id,
        });
        // the shopper's past purchases and the tiles' beacons (decision 047)
        return tiles ? tiles.decorateTiles(request.session, found, tilePlacementOf(request.body.query.inputs)) : found;
      },
    );
    app.get(
      `${prefix}/productTileProxy/getProductTileData`,
      {
        schema: {
          tags: ["catalogue"],
          summary: "GET variant of the tile call: comma-separated skus",
          querystring: tileQuery,
          response: { 200: tileResponse, 400: errorResponse },
        },
      },
      async (request) => {
        const found = await catalogue.productTiles(tileSkuList(request.query.skus), pricing.tilePrices(viewerOf(request)), {
          swatchList: request.query.swatchList === "true",
          tenant: request.tenant.id,
        });
        return tiles ? tiles.decorateTiles(request.session, found, tilePlacementOf(request.query)) : found;
      },
    );
  }
}

function dealsRoutes(appBase: FastifyInstance, { catalogue, pricing }: CatalogueDeps): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/deals",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Reduced products (final price under base price), sorted by saving and paged",
        querystring: z.object({
          sort: z.enum(["saving_amount", "saving_percent", "price_asc", "price_desc"]).default("saving_amount"),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          size: z.coerce.number().int().min(1).max(96).default(DEALS_PAGE_SIZE),
        }),
        response: {
          200: z.object({
            items: z.array(productSummary),
            total: z.number().int(),
            page: z.number().int(),
            pageCount: z.number().int(),
            sort: z.string(),
          }),
          400: errorResponse,
        },
      },
    },
    async (request) => {
      const page = await catalogue.deals(request.query);
      return { ...page, items: await pricing.summaries(viewerOf(request), page.items) };
    },
  );
}

/** The drawn product images. */
function productImageRoutes(appBase: FastifyInstance, { catalogue }: CatalogueDeps): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/images/products/:file",
    // 123.svg is the front view; 123-2.svg to 123-4.svg the other drawn views (decision 038)
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^\d{1,12}(-[1-4])?\.svg$/, "unknown image") }) } },
    async (request, reply) => {
      const [, itemId = "", view = "1"] = /^(\d+)(?:-(\d))?\.svg$/.exec(request.params.file) ?? [];
      const fields = await catalogue.imageFields(itemId);
      if (!fields) throw new AppError(404, "IMAGE_NOT_FOUND", "No such product image");
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=86400, stale-while-revalidate=604800")
        .send(drawProductSvg({ ...fields, unitCount: Number(fields.unitCount) }, Number(view) as ProductView));
    },
  );
}

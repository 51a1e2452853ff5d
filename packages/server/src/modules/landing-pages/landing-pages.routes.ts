import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../../http/error-response";
import { AppError } from "../../http/errors";
import { type BusinessPricingService, priceContextOfSession } from "../business-pricing";
import type { CatalogueService } from "../catalogue";
import { componentsModelBody, componentsModelResponse } from "./landing-pages.schema";
import { myStoreOf } from "../stores";
import type { LandingPagesService } from "./landing-pages.service";

// The spec's POST /ele-lpd/api/landingPages/fetchComponentsModel (decision 071).

export async function landingPagesRoutes(
  appBase: FastifyInstance,
  opts: { landingPages: LandingPagesService; catalogue: CatalogueService; pricing: BusinessPricingService },
): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/ele-lpd/api/landingPages/fetchComponentsModel",
    {
      schema: {
        tags: ["landing-pages"],
        summary: "A landing page's components model: hero, filter data and filtered products (spec: fetchComponentsModel)",
        description:
          "The filter request: slug, brands (brand ids), categories (super category ids), bopis (in stock at the shopper's chosen store: the YourStore cookie, else 0008; storeNumber and storeName, its city as the header names it, say which), promo (on sale), page. Each facet of filterData (brandCategories, superCategories, bopisCategories, promoCategories) counts the products with the other filters applied and says whether it is selected. A page past the end answers the last one. 404 LANDING_PAGE_NOT_FOUND when this site has no such page; 400 INVALID_REQUEST for a malformed filter. Prices are the viewer's (contract prices for a business user).",
        body: componentsModelBody,
        response: { 200: componentsModelResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      // contract prices and the shopper's store differ per viewer
      reply.header("cache-control", "private, no-store");
      const { slug, ...filter } = request.body;
      const model = await opts.landingPages.model(request.tenant.id, slug, filter, myStoreOf(request.headers.cookie));
      if (!model) throw new AppError(404, "LANDING_PAGE_NOT_FOUND", "There is no landing page at that address.");
      const { itemIds, ...rest } = model;
      const viewer = priceContextOfSession(request.session, request.tenant.id);
      const products = await opts.pricing.summaries(viewer, await opts.catalogue.summariesByItemIds(itemIds));
      return { data: { ...rest, products } };
    },
  );
}

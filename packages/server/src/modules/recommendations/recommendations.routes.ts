import { RECOMMENDATION_PLACEMENTS, RECOMMENDATION_SCHEMES, RECOMMENDATION_REQUEST_SIZE } from "@quire/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../http/errors";
import { errorResponse } from "../../http/error-response";
import type { RecommendationEngine } from "./engine/engine.service";
import { recommendationLeanOf, recommendationShopperOf } from "./recommendations-request";
import type { MerchandisingService } from "./merchandising.service";
import {
  criteoBody,
  criteoResponse,
  frequentlyPurchasedBody,
  frequentlyPurchasedResponse,
  mboxBody,
  mboxResponse,
  recommendationRequestBody,
  recommendationResponse,
  sparxRecommendationBody,
  sparxRecommendationResponse,
  toRecommendationQuery,
} from "./recommendations.schema";
import type { RecommendationService } from "./recommendations.service";

interface RecommendationDeps {
  recommendations: RecommendationService;
  engine: RecommendationEngine;
  merchandising: MerchandisingService;
}

export async function recommendationRoutes(appBase: FastifyInstance, opts: RecommendationDeps): Promise<void> {
  // Personal answers (views, orders) are the shopper's own.
  appBase.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  for (const prefix of ["/api", "/ele-lpd/api"]) {
    recommendedProductsRoute(appBase, prefix, opts.recommendations);
    sponsoredProductsRoute(appBase, prefix, opts.merchandising);
  }
  merchandisingRoutes(appBase, opts.merchandising);
  frequentlyPurchasedRoute(appBase, opts.recommendations);
}

function recommendedProductsRoute(appBase: FastifyInstance, prefix: string, recommendations: RecommendationService): void {
  appBase.withTypeProvider<ZodTypeProvider>().post(
    `${prefix}/sparxProxy/atRecommendation`,
    {
      schema: {
        tags: ["recommendations"],
        summary: "Recommended products for a placement and scheme (spec: atRecommendation)",
        description:
          "The engine of decision 049. scheme CUSTOMERS_ALSO_BOUGHT (default with core items): bought with coreSkuNumber / skuList in the store's orders, topped up from their categories; TRENDING_NOW (default without): orders and views of the last weeks; RECENTLY_VIEWED, FREQUENTLY_PURCHASED, RECENTLY_PURCHASED: the shopper's own; CONSIDER_THESE, ALTERNATE_CHOICES: substitutes for the core item; RECOMMENDED_FOR_YOU: from the shopper's views and orders. SAME_CATEGORY asks for the baseline. CUSTOMERS_ALSO_BOUGHT, TRENDING_NOW and RECOMMENDED_FOR_YOU put first the items of the categories the browser's kept context points at (updateSessionToken's quire_rctx cookie), each part in its own order. The product-recommendations web toggle off answers []. skusToBeFiltered are never returned; number 1-50 (default 25, 12 on the business site, 10 in cart flows: mboxes cart_overlay_DOTCOM or cart_bottom_rail_DOTCOM, or inputs.adType checkoutAddToCart; 25 for a cart flow without a core item). An unknown core item answers [].",
        body: recommendationRequestBody,
        response: { 200: recommendationResponse, 400: errorResponse },
      },
    },
    async (request) =>
      // the product-recommendations toggle off: nothing to show
      (await recommendations.enabledFor(request.tenant.id))
        ? recommendations.recommend({
            ...toRecommendationQuery(request.body, { tenant: request.tenant.id }),
            shopper: recommendationShopperOf(request),
            lean: recommendationLeanOf(request),
          })
        : [],
  );
}

function sponsoredProductsRoute(appBase: FastifyInstance, prefix: string, merchandising: MerchandisingService): void {
  appBase.withTypeProvider<ZodTypeProvider>().post(
    `${prefix}/sparxProxy/getCriteoData`,
    {
      schema: {
        tags: ["recommendations"],
        summary: "Sponsored products for a placement (spec: getCriteoData)",
        description:
          "From the store's own sponsored list; each product carries impression and click beacons to /api/analytics/beacon. If the list cannot be read, the skus sent come back as the products.",
        body: criteoBody,
        response: { 200: criteoResponse, 400: errorResponse },
      },
    },
    async (request) =>
      merchandising.sponsored(
        {
          mboxName: request.body.mboxName,
          skus: request.body.skus,
          pageId: request.body.criteoData?.pageId ?? null,
          pageType: request.body.criteoData?.pageType ?? null,
        },
        request.log,
      ),
  );
}

/** Lighter alternates of heavy items and the marketing offers, each under the spec's two paths. */
function merchandisingRoutes(appBase: FastifyInstance, merchandising: MerchandisingService): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  for (const path of ["/sparxProxy/sparxRecommendation", "/ele-lpd/sparxProxy/sparxRecommendation"]) {
    app.post(
      path,
      {
        schema: {
          tags: ["recommendations"],
          summary: "Lighter alternates of heavy items (spec: sparxRecommendation with itemReqObj)",
          description:
            "For each sku, its surcharge alternates (decision 027) as recommendation items with altFactor and altQty = altFactor x the line's qty from itemReqObj.",
          body: sparxRecommendationBody,
          response: { 200: sparxRecommendationResponse, 400: errorResponse },
        },
      },
      async (request) => {
        const qtyOf = new Map((request.body.query.itemReqObj ?? []).map((l) => [l.sku, l.qty]));
        const skus = [...new Set([...request.body.query.skus, ...qtyOf.keys()])];
        return {
          surchargeAlternates: await merchandising.surchargeAlternates(skus.map((sku) => ({ sku, qty: qtyOf.get(sku) ?? 1 }))),
        };
      },
    );
  }

  for (const path of ["/sparxProxy/getAdobeMBoxData", "/api/sparxProxy/getAdobeMBoxData"]) {
    app.post(
      path,
      {
        schema: {
          tags: ["recommendations"],
          summary: "Marketing offers of a placement (spec: getAdobeMBoxData)",
          description: "From the store's own offers table; an unknown mboxName answers no offers.",
          body: mboxBody,
          response: { 200: mboxResponse, 400: errorResponse },
        },
      },
      async (request) => merchandising.offers(request.body.mboxName),
    );
  }
}

function frequentlyPurchasedRoute(appBase: FastifyInstance, recommendations: RecommendationService): void {
  appBase.withTypeProvider<ZodTypeProvider>().post(
    "/ele-lpd/api/home/getFrequentlyPurchasedData",
    {
      schema: {
        tags: ["recommendations"],
        summary: "The signed-in shopper's most often ordered items (spec: getFrequentlyPurchasedData)",
        description: "Needs a signed-in session (401 otherwise). number 1-50, default 12 (the business request size).",
        body: frequentlyPurchasedBody,
        response: { 200: frequentlyPurchasedResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const shopper = recommendationShopperOf(request);
      if (shopper.userId === null) throw new AppError(401, "UNAUTHORIZED", "Sign in to see the items you buy most.");
      const items = await recommendations.recommend({
        coreItemIds: [],
        excludeItemIds: [],
        number: request.body.number ?? RECOMMENDATION_REQUEST_SIZE.business,
        scheme: "FREQUENTLY_PURCHASED",
        placement: RECOMMENDATION_PLACEMENTS.frequentlyPurchased,
        shopper,
      });
      return { heading: RECOMMENDATION_SCHEMES.FREQUENTLY_PURCHASED, items };
    },
  );
}

import { type RecommendationsDoor, recommendationHeading } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { pageDegraded, pageEffect } from "../../http/page-cache";
import type { RecommendationEngine } from "./engine/engine.service";
import { recommendationLeanOf, recommendationShopperOf } from "./recommendations-request";
import type { RecommendationService } from "./recommendations.service";

/** The pages' rails and product views: the JSON call's service, for this request's shopper and tenant. */
export function recommendationsPageDoor(
  recommendations: RecommendationService,
  engine: RecommendationEngine,
  request: FastifyRequest,
): RecommendationsDoor {
  const shopper = recommendationShopperOf(request);
  // read at the first rail, once the render's cookies are set (a group's page sees the group's)
  let lean: number[] | undefined;
  return {
    async rail(query) {
      try {
        if (!(await recommendations.enabledFor(request.tenant.id))) return null;
        // the page reads the tiles itself, priced for its viewer: ids and recIds are all it needs here
        const items = await recommendations.recommendIds({
          coreItemIds: query.coreItemIds ?? [],
          excludeItemIds: query.excludeItemIds ?? [],
          number: query.limit,
          scheme: query.scheme,
          placement: query.placement,
          shopper,
          lean: (lean ??= recommendationLeanOf(request)),
        });
        return {
          scheme: query.scheme,
          heading: recommendationHeading(query.scheme),
          placement: query.placement,
          items: items.map((i) => ({ itemId: i.itemId, recId: i.recId })),
        };
      } catch (error) {
        // a rail never breaks its page: it shows the empty-list message
        request.log.error({ err: error, scheme: query.scheme }, "ATC_SPARX_CATCH");
        pageDegraded(request);
        return { scheme: query.scheme, heading: recommendationHeading(query.scheme), placement: query.placement, items: [] };
      }
    },
    // a view of a kept page is recorded again for each request it answers (decision 055)
    viewed: (itemId) => pageEffect(request, (r) => engine.viewed(recommendationShopperOf(r).shopperKey, itemId, r.log)),
  };
}

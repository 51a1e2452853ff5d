import type { InsightsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { AnalyticsService } from "./analytics.service";

/** The /admin/insights page's loader: the JSON call's service and role check. */
export function insightsPageDoor(analytics: AnalyticsService, request: FastifyRequest): InsightsDoor {
  return {
    async read() {
      try {
        return { ok: true, value: await analytics.insights(request.session) };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}

import {
  ANALYTICS_COLLECT_PATH,
  ANALYTICS_MAX_BODY_BYTES,
  BEACON_PATH,
  parseAnalyticsBatch,
  parseBeaconQuery,
} from "@quire/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../http/errors";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { analyticsErrorResponse, beaconQuery, collectBody, insightsResponse } from "./analytics.schema";
import type { AnalyticsService } from "./analytics.service";
import { analyticsVisitorOf } from "./analytics.visitor";

// First-party analytics calls (decision 050): the pages' batched adapter events, the tiles' beacons
// and the store owner's insights. The /admin/insights page reads the same service in process.

/** A beacon carries its fields in the query; whatever body sendBeacon adds is never read. */
const BEACON_BODY_LIMIT = 4 * 1024;

export async function analyticsRoutes(app: FastifyInstance, opts: { analytics: AnalyticsService }): Promise<void> {
  const { analytics } = opts;
  app.setValidatorCompiler(schemasParsedByHandlers);
  // navigator.sendBeacon posts its data as text/plain (or nothing); the beacon reads only its query.
  // This parser is scoped to these routes (the plugin is encapsulated).
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: BEACON_BODY_LIMIT }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.post(
    ANALYTICS_COLLECT_PATH,
    {
      bodyLimit: ANALYTICS_MAX_BODY_BYTES,
      schema: {
        tags: ["analytics"],
        summary: "Collect a page's batch of analytics adapter events (first party; 30 batches a minute per address)",
        description:
          "{events: [...]}, 1 to 25 events, each with an `event` name the adapter knows (link, form, addToCartResponse, bopis, bannerImpression, chatInit, feedbackInit, searchBox, overlayLoaded, overlayClosed, Order Completed). Stored with a clipped payload; 204. 400 INVALID_REQUEST (nothing stored), 413 over 32 KB, 429 TOO_MANY_REQUESTS with Retry-After.",
        body: collectBody,
        response: {
          204: z.null().describe("stored"),
          400: analyticsErrorResponse,
          413: analyticsErrorResponse,
          429: analyticsErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const parsed = parseAnalyticsBatch(request.body);
      if (!parsed.ok) throw new AppError(400, "INVALID_REQUEST", parsed.message);
      await analytics.collect(analyticsVisitorOf(request), parsed.value);
      return reply.status(204).send();
    },
  );

  const beacon = async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = parseBeaconQuery(new URLSearchParams(request.url.split("?")[1] ?? ""));
    // A beacon's sender never reads the answer: junk and a flood are answered 204 and not stored.
    if (fields) await analytics.beacon(analyticsVisitorOf(request), fields);
    return reply.header("cache-control", "no-store").status(204).send();
  };
  const beaconDocs = (summary: string) => ({
    schema: {
      tags: ["analytics"],
      summary,
      description:
        "Built by beaconUrl() (packages/domain/src/tile-beacons.ts): e=imp|clk|page, sku, pl, rid, pg, c=A|G. Always 204; a beacon with an unknown event, or past 600 a minute from one address, is not stored. POST takes navigator.sendBeacon (no CSRF header; the Origin check still applies).",
      querystring: beaconQuery,
      response: { 204: z.null().describe("received") },
    },
  });
  app.get(BEACON_PATH, beaconDocs("A tile or page beacon (impression, click, page)"), beacon);
  app.post(
    BEACON_PATH,
    { ...beaconDocs("A tile or page beacon sent with navigator.sendBeacon"), bodyLimit: BEACON_BODY_LIMIT },
    beacon,
  );

  app.get(
    "/api/admin/insights",
    {
      schema: {
        tags: ["analytics"],
        summary: "The store's last 7 days: views, adds, orders per day, the funnel, top products, searches with no result",
        description:
          "Store administrators (BUSINESS_APPLICATIONS) only: 401 UNAUTHORIZED for guests, 403 FORBIDDEN for others. Views, adds and searches are what the server saw; orders come from the orders table.",
        response: { 200: insightsResponse, 401: analyticsErrorResponse, 403: analyticsErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return analytics.insights(request.session);
    },
  );
}

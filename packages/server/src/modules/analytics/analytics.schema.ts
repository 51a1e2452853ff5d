import { ANALYTICS_EVENT_NAMES, ANALYTICS_MAX_BATCH } from "@quire/domain";
import { z } from "zod";

// OpenAPI shapes of the analytics calls (decision 050). The handlers parse bodies with the domain's
// rules (parseAnalyticsBatch, parseBeaconQuery), so a refusal is the store's {code, message}.

export const analyticsErrorResponse = z.object({ code: z.string(), message: z.string() }).describe("{code, message}");

export const collectBody = z
  .object({
    events: z
      .array(
        z
          .object({ event: z.enum(ANALYTICS_EVENT_NAMES) })
          .catchall(z.unknown())
          .describe("an adapter event as pushed to window.dataLayer"),
      )
      .min(1)
      .max(ANALYTICS_MAX_BATCH),
  })
  .describe("a page's batch of adapter events");

export const beaconQuery = z
  .object({
    e: z.string().optional().describe("imp | clk | page"),
    sku: z.string().optional().describe("the tile's item id"),
    pl: z.string().optional().describe("placement"),
    rid: z.string().optional().describe("recommendation id"),
    pg: z.string().optional().describe("page type"),
    c: z.string().optional().describe("page beacon counter: A (first tile) or G (page)"),
  })
  .catchall(z.unknown());

const dayRow = z.object({ day: z.string(), views: z.number(), adds: z.number(), orders: z.number() });

export const insightsResponse = z
  .object({
    from: z.string().describe("first day, YYYY-MM-DD (UTC)"),
    to: z.string().describe("last day (today, UTC)"),
    days: z.array(dayRow),
    totals: z.object({ views: z.number(), adds: z.number(), orders: z.number() }),
    funnel: z.array(
      z.object({
        step: z.enum(["viewed", "added", "ordered"]),
        label: z.string(),
        shoppers: z.number(),
        percentOfPrevious: z.number(),
      }),
    ),
    topProducts: z.array(z.object({ itemId: z.string(), name: z.string(), views: z.number(), adds: z.number() })),
    noResultSearches: z.array(z.object({ query: z.string(), searches: z.number() })),
  })
  .describe("the store's last 7 days");

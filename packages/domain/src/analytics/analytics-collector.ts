import * as z from "zod/mini";
import { ANALYTICS_EVENT_NAMES, type AnalyticsEventName } from "./analytics-events";
import { ANALYTICS_MAX_BATCH, ANALYTICS_MAX_PAYLOAD } from "./analytics-limits";

// The first-party collector: pages batch their dataLayer events to one call, sent with
// a keep-alive fetch when the page is hidden or every few seconds. Small fixed limits keep one
// browser from filling the table: a batch holds a few events, each stored clipped.

const eventSchema = z.looseObject({
  event: z.enum(ANALYTICS_EVENT_NAMES, {
    error: "Each event needs an event name the adapter knows",
  }),
});

export const analyticsCollectRequest = z.object(
  {
    events: z
      .array(eventSchema, { error: "events must be a list" })
      .check(
        z.minLength(1, "events must hold at least one event"),
        z.maxLength(ANALYTICS_MAX_BATCH, `events can hold at most ${ANALYTICS_MAX_BATCH} events`),
      ),
  },
  { error: "The body must be {events: [...]}" },
);
export type AnalyticsCollectRequest = z.output<typeof analyticsCollectRequest>;

export function parseAnalyticsBatch(
  body: unknown,
): { ok: true; value: AnalyticsCollectRequest } | { ok: false; message: string } {
  const parsed = z.safeParse(analyticsCollectRequest, body);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "The body must be {events: [...]}" };
}

/** What the store keeps of a collected event, read from the event's well-known fields. */
export interface CollectedEventFields {
  type: AnalyticsEventName;
  itemId: string | null;
  query: string | null;
  valueCents: number | null;
  payload: string;
}

const str = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null;

/** The event's item (itemId, else the first product's id), search term, value (order total) and clipped payload. */
export function collectedEventFields(event: AnalyticsCollectRequest["events"][number]): CollectedEventFields {
  const record = event as Record<string, unknown>;
  const products = Array.isArray(record.products) ? (record.products as unknown[]) : [];
  const first = products[0] as Record<string, unknown> | undefined;
  const totals = record.cartTotals as Record<string, unknown> | undefined;
  const total = totals && typeof totals.total === "number" && Number.isFinite(totals.total) ? totals.total : null;
  return {
    type: event.event,
    itemId: str(record.itemId, 40) ?? str(first?.id, 40),
    query: str(record.searchTerm, 200),
    valueCents: total === null ? null : Math.round(total * 100),
    payload: JSON.stringify(record).slice(0, ANALYTICS_MAX_PAYLOAD),
  };
}

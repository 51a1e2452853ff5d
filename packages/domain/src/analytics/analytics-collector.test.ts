import { describe, expect, it } from "vitest";
import { collectedEventFields, parseAnalyticsBatch } from "./analytics-collector";
import { ANALYTICS_MAX_BATCH, ANALYTICS_MAX_PAYLOAD } from "./analytics-limits";

describe("the collector's batch", () => {
  it("takes a list of known events, keeping their own fields", () => {
    const parsed = parseAnalyticsBatch({ events: [{ event: "searchBox", searchTerm: "pens", extra: 1 }] });
    expect(parsed).toEqual({ ok: true, value: { events: [{ event: "searchBox", searchTerm: "pens", extra: 1 }] } });
  });

  it.each<[string, unknown, string]>([
    ["an empty batch", { events: [] }, "events must hold at least one event"],
    ["too many events", { events: Array(ANALYTICS_MAX_BATCH + 1).fill({ event: "link" }) }, "events can hold at most 25 events"],
    ["an unknown event", { events: [{ event: "pageView" }] }, "Each event needs an event name the adapter knows"],
    ["no list", { events: "link" }, "events must be a list"],
    ["no body", null, "The body must be {events: [...]}"],
  ])("refuses %s", (_name, body, message) => {
    expect(parseAnalyticsBatch(body)).toEqual({ ok: false, message });
  });

  it("reads the item, the search term and the order value; clips the payload", () => {
    expect(collectedEventFields({ event: "addToCartResponse", products: [{ id: "100001" }] })).toMatchObject({
      type: "addToCartResponse",
      itemId: "100001",
      query: null,
      valueCents: null,
    });
    expect(collectedEventFields({ event: "searchBox", searchTerm: " pens " }).query).toBe("pens");
    expect(collectedEventFields({ event: "Order Completed", cartTotals: { total: 9.56 } }).valueCents).toBe(956);
    const big = collectedEventFields({ event: "link", linkName: "x".repeat(5000) });
    expect(big.payload).toHaveLength(ANALYTICS_MAX_PAYLOAD);
  });
});

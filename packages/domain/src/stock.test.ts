import { describe, expect, it } from "vitest";
import {
  DELIVERY_PROMISE,
  STANDARD_DELIVERY_BUSINESS_DAYS,
  estimatedDeliveryDate,
  formatLongDate,
  productStockMessage,
  stockMessage,
  stockStatus,
} from "./stock";

describe("stockStatus", () => {
  it.each([
    [100, null, "IN_STOCK"],
    [10, null, "IN_STOCK"],
    [9, null, "LIMITED"],
    [1, null, "LIMITED"],
    [0, null, "OUT_OF_STOCK"],
    [-3, null, "OUT_OF_STOCK"],
    [0, "2026-12-01", "BACKORDERED"],
  ] as const)("qty %s backorder %s is %s", (qty, date, expected) => {
    expect(stockStatus(qty, date)).toBe(expected);
  });
});

describe("estimatedDeliveryDate", () => {
  it("adds two business days, skipping the weekend", () => {
    // Thursday 2026-11-19 -> Monday 2026-11-23
    expect(estimatedDeliveryDate(new Date("2026-11-19T15:00:00Z")).toISOString().slice(0, 10)).toBe("2026-11-23");
    // Monday -> Wednesday
    expect(estimatedDeliveryDate(new Date("2026-11-16T08:00:00Z")).toISOString().slice(0, 10)).toBe("2026-11-18");
    // Saturday -> Tuesday
    expect(estimatedDeliveryDate(new Date("2026-11-21T08:00:00Z")).toISOString().slice(0, 10)).toBe("2026-11-24");
  });
});

describe("stockMessage", () => {
  const monday = new Date("2026-11-16T08:00:00Z");
  it("promises a weekday for stocked items", () => {
    expect(stockMessage("IN_STOCK", 50, null, monday)).toEqual({
      status: "IN_STOCK",
      headline: "In stock",
      detail: "Get it by Wednesday",
    });
    expect(stockMessage("LIMITED", 3, null, monday).headline).toBe("Limited stock: only 3 left");
  });
  it("uses the spec's out-of-stock and backorder words", () => {
    expect(stockMessage("OUT_OF_STOCK", 0, null, monday).headline).toBe("We're sorry, this item is out of stock.");
    expect(stockMessage("BACKORDERED", 0, "2026-12-05", monday).headline).toBe(
      "This item is currently backordered until December 5, 2026",
    );
    expect(stockMessage("BACKORDERED", 0, null, monday).headline).toBe("This item is currently backordered");
  });
  it("formats dates and rejects garbage", () => {
    expect(formatLongDate("2026-01-09")).toBe("January 9, 2026");
    expect(formatLongDate("not-a-date")).toBe("");
  });
});

describe("formatLongDate", () => {
  it("writes every day of a year as toLocaleDateString en-US writes it", () => {
    const start = Date.UTC(2027, 0, 1);
    for (let day = 0; day < 366; day++) {
      const iso = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const expected = new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      });
      expect(formatLongDate(iso)).toBe(expected);
    }
  });
});

describe("productStockMessage", () => {
  const monday = new Date("2026-11-16T08:00:00Z");
  it("says a discontinued item is unavailable for purchase, not out of stock, with or without stock", () => {
    for (const [stockStatus, onlineQty] of [
      ["OUT_OF_STOCK", 0],
      ["IN_STOCK", 40],
    ] as const) {
      const m = productStockMessage({ status: "DISCONTINUED", stockStatus, onlineQty, backorderDate: null }, monday);
      expect(m).toMatchObject({ headline: "Unavailable for purchase", detail: null, tone: "unavailable" });
    }
  });
  it("keeps the stock words for published items, a backorder in an informational tone", () => {
    const out = productStockMessage(
      { status: "PUBLISHED", stockStatus: "OUT_OF_STOCK", onlineQty: 0, backorderDate: null },
      monday,
    );
    expect(out).toMatchObject({ headline: "We're sorry, this item is out of stock.", tone: "out_of_stock" });
    const back = productStockMessage(
      { status: "PUBLISHED", stockStatus: "BACKORDERED", onlineQty: 0, backorderDate: "2026-12-01" },
      monday,
    );
    expect(back).toMatchObject({ headline: "This item is currently backordered until December 1, 2026", tone: "backordered" });
    const inStock = productStockMessage(
      { status: "PUBLISHED", stockStatus: "IN_STOCK", onlineQty: 50, backorderDate: null },
      monday,
    );
    expect(inStock).toMatchObject({ headline: "In stock", tone: "in_stock" });
  });
});

describe("DELIVERY_PROMISE", () => {
  it("promises, in both languages, the business days estimatedDeliveryDate counts", () => {
    // ordered Friday 20 November 2026: Monday and Tuesday are the two business days
    expect(STANDARD_DELIVERY_BUSINESS_DAYS).toBe(2);
    expect(estimatedDeliveryDate(new Date("2026-11-20T10:00:00Z")).toISOString().slice(0, 10)).toBe("2026-11-24");
    expect(DELIVERY_PROMISE.en).toContain(`${STANDARD_DELIVERY_BUSINESS_DAYS} business days`);
    expect(DELIVERY_PROMISE.es).toContain(`${STANDARD_DELIVERY_BUSINESS_DAYS} días hábiles`);
  });
});

import { describe, expect, it } from "vitest";
import { clockText, pickupDrawerOf, pickupLabel, pickupStockText, storeClock } from "./pickup";
import type { WeeklyHours } from "./stores";

const HOURS: WeeklyHours = {
  mon: ["0800", "2100"],
  tue: ["0800", "2100"],
  wed: ["0800", "2100"],
  thu: ["0800", "2100"],
  fri: ["0800", "2100"],
  sat: ["0900", "1800"],
  sun: null,
};
const at = (weekday: "mon" | "sat" | "sun" | "fri", hhmm: string) => ({
  weekday,
  minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2)),
});

describe("pickupStockText", () => {
  it("says how many are on the shelf, or that the store has none", () => {
    expect(pickupStockText(12, "Natick")).toBe("12 in stock");
    expect(pickupStockText(0, "Natick")).toBe("Out of stock at Natick");
  });
});

describe("pickupLabel", () => {
  it("is 30 minutes for a few units while the store is open", () => {
    expect(pickupLabel({ hours: HOURS, stockQty: 12, clock: at("mon", "1000") })).toEqual({
      kind: "IN_30_MINUTES",
      text: "Pick up in 30 minutes",
    });
    expect(pickupLabel({ hours: HOURS, stockQty: 12, qty: 10, clock: at("mon", "1000") })?.kind).toBe("IN_30_MINUTES");
  });
  it("is 1 hour for 11 to 25 units", () => {
    expect(pickupLabel({ hours: HOURS, stockQty: 40, qty: 11, clock: at("mon", "1000") })?.text).toBe("Pick up in 1 hour");
    expect(pickupLabel({ hours: HOURS, stockQty: 40, qty: 25, clock: at("mon", "1000") })?.kind).toBe("IN_1_HOUR");
  });
  it("is today by two hours before closing for more than 25 units", () => {
    expect(pickupLabel({ hours: HOURS, stockQty: 40, qty: 26, clock: at("mon", "1000") })?.text).toBe("Pick up today by 7 pm");
  });
  it("before opening: today by the opening time and the preparation", () => {
    expect(pickupLabel({ hours: HOURS, stockQty: 5, clock: at("mon", "0630") })?.text).toBe("Pick up today by 8:30 am");
    expect(pickupLabel({ hours: HOURS, stockQty: 30, qty: 20, clock: at("sat", "0700") })?.text).toBe("Pick up today by 10 am");
  });
  it("too close to closing, after closing or on a closed day: the next day the store opens", () => {
    expect(pickupLabel({ hours: HOURS, stockQty: 5, clock: at("mon", "2001") })?.text).toBe("Pick up tomorrow");
    expect(pickupLabel({ hours: HOURS, stockQty: 5, clock: at("mon", "2000") })?.kind).toBe("IN_30_MINUTES");
    expect(pickupLabel({ hours: HOURS, stockQty: 5, clock: at("fri", "2200") })?.text).toBe("Pick up tomorrow");
    expect(pickupLabel({ hours: HOURS, stockQty: 5, clock: at("sat", "1900") })?.text).toBe("Pick up Monday");
    expect(pickupLabel({ hours: HOURS, stockQty: 5, clock: at("sun", "1200") })?.text).toBe("Pick up tomorrow");
  });
  it("nothing when the shelf does not hold the quantity or the store keeps no hours", () => {
    expect(pickupLabel({ hours: HOURS, stockQty: 0, clock: at("mon", "1000") })).toBeNull();
    expect(pickupLabel({ hours: HOURS, stockQty: 3, qty: 4, clock: at("mon", "1000") })).toBeNull();
    expect(pickupLabel({ hours: {}, stockQty: 3, clock: at("mon", "1000") })).toBeNull();
  });
});

describe("pickup label times", () => {
  it("writes times as a shopper reads them", () => {
    expect(clockText(19 * 60)).toBe("7 pm");
    expect(clockText(8 * 60 + 30)).toBe("8:30 am");
    expect(clockText(0)).toBe("12 am");
    expect(clockText(12 * 60 + 5)).toBe("12:05 pm");
  });
});

describe("storeClock", () => {
  it("reads the moment in the store's own time zone", () => {
    // 2026-11-23 is a Monday; 15:00 UTC is 10 am in Massachusetts and 7 am in California
    const now = new Date("2026-11-23T15:00:00Z");
    expect(storeClock("MA", now)).toEqual({ weekday: "mon", minutes: 600 });
    expect(storeClock("CA", now)).toEqual({ weekday: "mon", minutes: 420 });
    // 03:00 UTC Tuesday is still Monday evening in Texas
    expect(storeClock("TX", new Date("2026-11-24T03:00:00Z"))).toEqual({ weekday: "mon", minutes: 21 * 60 });
  });
});

describe("pickupDrawerOf", () => {
  it("opens only the two drawers it knows", () => {
    expect(pickupDrawerOf("stores")).toBe("stores");
    expect(pickupDrawerOf("today")).toBe("today");
    expect(pickupDrawerOf("x")).toBeNull();
    expect(pickupDrawerOf(null)).toBeNull();
  });
});

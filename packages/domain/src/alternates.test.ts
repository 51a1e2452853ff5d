import { describe, expect, it } from "vitest";
import {
  ALTERNATES_MESSAGE,
  type AlternateRule,
  type StockedItem,
  alternatesMessage,
  hardSubstitute,
  isOptedOut,
  needsAlternates,
  offerableAlternates,
  optOutUntil,
  parseOptOutRequest,
  soldOutDrawerTitle,
  soldOutReason,
} from "./alternates";

const inStock: StockedItem = { status: "PUBLISHED", availableQty: 5, backorderDate: null, isFreeSample: false };
const stock: Record<string, StockedItem> = {
  "1": inStock,
  "2": { ...inStock, availableQty: 0 },
  "3": { ...inStock, status: "DISCONTINUED" },
  "4": inStock,
  "5": { ...inStock, isFreeSample: true },
  "6": inStock,
  "7": inStock,
};
const stockOf = (id: string) => stock[id];
const rule = (itemId: string, kind: AlternateRule["kind"] = "SUGGESTED", altFactor = 1): AlternateRule => ({
  itemId,
  kind,
  altFactor,
});

describe("needsAlternates", () => {
  it("is true for out-of-stock and discontinued items, false for stocked and backordered ones", () => {
    expect(needsAlternates({ ...inStock, availableQty: 0 })).toBe(true);
    expect(needsAlternates({ ...inStock, status: "DISCONTINUED", availableQty: 10 })).toBe(true);
    expect(needsAlternates(inStock)).toBe(false);
    expect(needsAlternates({ ...inStock, availableQty: 0, backorderDate: "2026-12-01" })).toBe(false);
    expect(needsAlternates({ ...inStock, status: "UNPUBLISHED", availableQty: 0 })).toBe(false);
  });
});

describe("offerableAlternates", () => {
  it("drops alternates that are out of stock, discontinued, free samples or unknown, and keeps rule order", () => {
    const rules = [rule("2"), rule("1"), rule("3"), rule("99"), rule("5"), rule("4")];
    expect(offerableAlternates(rules, stockOf).map((r) => r.itemId)).toEqual(["1", "4"]);
  });

  it("offers at most three, and only the kinds asked for", () => {
    const rules = [rule("1"), rule("4", "HARD"), rule("6"), rule("7"), rule("6", "SURCHARGE", 10)];
    expect(offerableAlternates(rules, stockOf).map((r) => r.itemId)).toEqual(["1", "4", "6"]);
    expect(offerableAlternates(rules, stockOf, ["SURCHARGE"])).toEqual([rule("6", "SURCHARGE", 10)]);
  });
});

describe("hardSubstitute", () => {
  const rules = [rule("1"), rule("2", "HARD"), rule("4", "HARD")];
  it("replaces the item with the first offerable hard alternate", () => {
    expect(hardSubstitute(rules, stockOf, { ignoreHrdAlt: false, optedOut: false })).toBe("4");
  });
  it("keeps the item when ignoreHrdAlt is sent, the shopper opted out, or no hard alternate is offerable", () => {
    expect(hardSubstitute(rules, stockOf, { ignoreHrdAlt: true, optedOut: false })).toBeNull();
    expect(hardSubstitute(rules, stockOf, { ignoreHrdAlt: false, optedOut: true })).toBeNull();
    expect(hardSubstitute([rule("1"), rule("3", "HARD")], stockOf, { ignoreHrdAlt: false, optedOut: false })).toBeNull();
  });
});

describe("opt-out", () => {
  const now = new Date("2026-11-24T10:00:00.000Z");
  it("lasts 30 days", () => {
    expect(optOutUntil(now).toISOString()).toBe("2026-12-24T10:00:00.000Z");
    expect(isOptedOut(optOutUntil(now).toISOString(), now)).toBe(true);
    expect(isOptedOut(optOutUntil(now).toISOString(), new Date("2026-12-24T09:59:59.000Z"))).toBe(true);
    expect(isOptedOut(optOutUntil(now).toISOString(), new Date("2026-12-24T10:00:00.000Z"))).toBe(false);
  });
  it("ignores missing, unreadable and longer-than-30-day values", () => {
    expect(isOptedOut(null, now)).toBe(false);
    expect(isOptedOut("soon", now)).toBe(false);
    expect(isOptedOut("2030-01-01T00:00:00.000Z", now)).toBe(false);
  });
  it("reads type HARD_ALT_OPT_OUT with value true or false, and refuses anything else", () => {
    expect(parseOptOutRequest({ type: "HARD_ALT_OPT_OUT", value: "true" })).toEqual({ ok: true, optOut: true });
    expect(parseOptOutRequest({ type: "HARD_ALT_OPT_OUT", value: "FALSE" })).toEqual({ ok: true, optOut: false });
    for (const query of [
      {},
      { type: "OTHER", value: "true" },
      { type: "HARD_ALT_OPT_OUT" },
      { type: "HARD_ALT_OPT_OUT", value: "maybe" },
    ]) {
      expect(parseOptOutRequest(query)).toMatchObject({ ok: false, code: "INVALID_REQUEST" });
    }
  });
});

describe("sold-out drawer", () => {
  it("titles the drawer per reason and tenant", () => {
    expect(soldOutDrawerTitle("OUT_OF_STOCK", "dotcom")).toBe("Out of stock");
    expect(soldOutDrawerTitle("LIMITED", "dotcom")).toBe("Limited quantities available");
    expect(soldOutDrawerTitle("LIMITED", "advantage")).toBe("Limited availability");
    expect(soldOutDrawerTitle("UNAVAILABLE", "advantage")).toBe("Unavailable for purchase");
  });
  it("tells the reason from the item and its messages", () => {
    expect(soldOutReason({ ...inStock, status: "DISCONTINUED" }, [])).toBe("UNAVAILABLE");
    expect(soldOutReason({ ...inStock, availableQty: 0 }, [])).toBe("OUT_OF_STOCK");
    expect(soldOutReason(inStock, ["OUT_OF_STOCK"])).toBe("OUT_OF_STOCK");
    expect(soldOutReason(inStock, ["PARTIAL_QTY_AVAILABLE"])).toBe("LIMITED");
    expect(soldOutReason(inStock, [])).toBeNull();
  });
  it("says the spec's words", () => {
    expect(alternatesMessage()).toEqual({ code: "ALTERNATES_AVAILABLE", type: "INFO", message: ALTERNATES_MESSAGE });
    expect(ALTERNATES_MESSAGE).toBe("Please see some alternate choices below.");
  });
});

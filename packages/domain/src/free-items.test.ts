import { describe, expect, it } from "vitest";
import {
  type FreeItemLine,
  type FreeItemOffer,
  freeItemsOfCart,
  freeSampleWillShip,
  isSamplesOnlyCart,
  offerQualifies,
  parseFreeItemsRequest,
  qualifyingSubtotalCents,
} from "./free-items";

const line = (over: Partial<FreeItemLine> = {}): FreeItemLine => ({
  itemId: "100050",
  qty: 1,
  unitPriceCents: 1000,
  categorySlugs: ["copy-printer-paper", "paper"],
  isFreeSample: false,
  ...over,
});
const sample = line({ itemId: "100001", unitPriceCents: 0, isFreeSample: true });

const offer = (over: Partial<FreeItemOffer> = {}): FreeItemOffer => ({
  offerId: "PAPER_SAMPLE",
  kind: "CATEGORY",
  title: "Free paper sample",
  description: "With any paper purchase",
  qualifyingItemId: null,
  qualifyingCategorySlug: "paper",
  minSubtotalCents: 0,
  freeItemId: "100001",
  ...over,
});

describe("free samples", () => {
  it("a cart of samples only is refused; an empty cart or one with a paid line is not", () => {
    expect(isSamplesOnlyCart([sample])).toBe(true);
    expect(isSamplesOnlyCart([sample, sample])).toBe(true);
    expect(isSamplesOnlyCart([])).toBe(false);
    expect(isSamplesOnlyCart([sample, line()])).toBe(false);
  });

  it("a sample ships only in stock and to an address", () => {
    expect(freeSampleWillShip({ isFreeSample: true, availableQty: 5, deliveryType: "STA" })).toBe(true);
    expect(freeSampleWillShip({ isFreeSample: true, availableQty: 0, deliveryType: "STA" })).toBe(false);
    expect(freeSampleWillShip({ isFreeSample: true, availableQty: 5, deliveryType: "ISP" })).toBe(false);
    expect(freeSampleWillShip({ isFreeSample: true, availableQty: 5, deliveryType: "STS" })).toBe(false);
    expect(freeSampleWillShip({ isFreeSample: false, availableQty: 0, deliveryType: "ISP" })).toBe(true);
  });
});

describe("free-item offers", () => {
  it("a category offer needs a paid line of that category or its parent", () => {
    expect(offerQualifies(offer(), [line()])).toBe(true);
    expect(offerQualifies(offer({ qualifyingCategorySlug: "copy-printer-paper" }), [line()])).toBe(true);
    expect(offerQualifies(offer(), [line({ categorySlugs: ["pens", "writing-instruments"] })])).toBe(false);
    // a free sample of the category does not qualify the cart
    expect(offerQualifies(offer(), [sample])).toBe(false);
  });

  it("an item offer needs that item, paid for", () => {
    const byItem = offer({ kind: "ITEM", qualifyingItemId: "100050", qualifyingCategorySlug: null });
    expect(offerQualifies(byItem, [line()])).toBe(true);
    expect(offerQualifies(byItem, [line({ itemId: "100051" })])).toBe(false);
    expect(offerQualifies(byItem, [line({ qty: 0 })])).toBe(false);
  });

  it("a subtotal offer counts paid lines before coupons, not gift cards, from the threshold up", () => {
    const over75 = offer({ kind: "SUBTOTAL", qualifyingCategorySlug: null, minSubtotalCents: 7500 });
    expect(qualifyingSubtotalCents([line({ qty: 3, unitPriceCents: 2500 }), sample])).toBe(7500);
    expect(offerQualifies(over75, [line({ qty: 3, unitPriceCents: 2500 })])).toBe(true);
    expect(offerQualifies(over75, [line({ qty: 3, unitPriceCents: 2499 })])).toBe(false);
    expect(offerQualifies(over75, [line({ qty: 1, unitPriceCents: 10000, isGiftCard: true })])).toBe(false);
    expect(offerQualifies(offer({ kind: "SUBTOTAL", minSubtotalCents: 0 }), [])).toBe(false);
  });

  it("shows active claims that still qualify, offers not yet claimed, and drops the rest", () => {
    const paper = offer();
    const gift = offer({ offerId: "GIFT_75", kind: "SUBTOTAL", qualifyingCategorySlug: null, minSubtotalCents: 7500 });
    const claims = [
      { id: "a", offerId: "PAPER_SAMPLE", status: "ACTIVE" },
      { id: "b", offerId: "GIFT_75", status: "DELETED" },
    ];
    const small = freeItemsOfCart([paper, gift], claims, [line()]);
    expect(small.claimed.map((c) => c.id)).toEqual(["a"]);
    expect(small.available).toEqual([]);
    expect(small.lapsed).toEqual([]);

    const big = freeItemsOfCart([paper, gift], claims, [line({ qty: 10 })]);
    expect(big.available.map((o) => o.offerId)).toEqual(["GIFT_75"]);

    const pens = freeItemsOfCart([paper, gift], claims, [line({ categorySlugs: ["pens"] })]);
    expect(pens.claimed).toEqual([]);
    expect(pens.lapsed.map((c) => c.id)).toEqual(["a"]);
  });
});

describe("the free-items call's body", () => {
  it("takes offers to claim and free items to delete, as ids or objects", () => {
    expect(parseFreeItemsRequest({ freeItems: [{ offerId: "PAPER_SAMPLE" }, "GIFT_75"] })).toEqual({
      ok: true,
      value: { offerIds: ["PAPER_SAMPLE", "GIFT_75"], deleteFreeItemIds: [] },
    });
    expect(parseFreeItemsRequest({ deleteFreeItems: [{ freeItemId: "abc-1" }, "abc-1"] })).toEqual({
      ok: true,
      value: { offerIds: [], deleteFreeItemIds: ["abc-1"] },
    });
  });

  it.each([
    ["nothing", {}],
    ["empty lists", { freeItems: [], deleteFreeItems: [] }],
    ["not a list", { freeItems: "PAPER_SAMPLE" }],
    ["a bad id", { freeItems: [{ offerId: "a b" }] }],
    ["a number", { deleteFreeItems: [42] }],
    ["too many", { freeItems: Array.from({ length: 21 }, (_, i) => `O${i}`) }],
    ["not an object", ["PAPER_SAMPLE"]],
  ])("refuses %s", (_, body) => {
    expect(parseFreeItemsRequest(body)).toEqual({ ok: false, code: "INVALID_FREE_ITEMS", message: "Free items not passed" });
  });
});

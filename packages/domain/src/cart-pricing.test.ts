import { describe, expect, it } from "vitest";
import {
  type AppliedCoupon,
  type CouponDefinition,
  couponEligibility,
  FREE_SHIPPING_THRESHOLD_CENTS,
  freeShippingMessage,
  FURNITURE_HANDLING_FEE_PER_UNIT_CENTS,
  isCouponListed,
  type PricedLine,
  priceCart,
  STANDARD_SHIPPING_CENTS,
} from "./cart-pricing";

const TODAY = "2026-11-21";

function line(cartItemId: string, unitPriceCents: number, overrides: Partial<PricedLine> = {}): PricedLine {
  return {
    cartItemId,
    itemId: `item-${cartItemId}`,
    qty: 1,
    unitPriceCents,
    basePriceCents: unitPriceCents,
    categorySlugs: ["paper", "office-supplies"],
    deliveryType: "STA",
    handlingFeePerUnitCents: 0,
    active: true,
    ...overrides,
  };
}

function coupon(code: string, overrides: Partial<CouponDefinition> = {}): CouponDefinition {
  return {
    code,
    description: `${code} description`,
    kind: "PERCENT",
    value: 10,
    minOrderCents: 0,
    basketLevel: true,
    autoAdd: false,
    categorySlug: null,
    expiresAt: null,
    active: true,
    ...overrides,
  };
}

function price(lines: PricedLine[], coupons: CouponDefinition[] = [], shipToState: string | null = "MA") {
  return priceCart({ lines, coupons, shipToState, today: TODAY });
}

function adjustmentsFor(result: ReturnType<typeof priceCart>, code: string): Record<string, number> {
  return Object.fromEntries(
    result.lineAdjustments.filter((a) => a.couponCode === code).map((a) => [a.cartItemId, a.adjustmentCents]),
  );
}

describe("constants", () => {
  it("match the business rules", () => {
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(4999);
    expect(STANDARD_SHIPPING_CENTS).toBe(599);
    expect(FURNITURE_HANDLING_FEE_PER_UNIT_CENTS).toBe(999);
  });
});

describe("priceCart without coupons", () => {
  it("sums active lines, charges shipping under the threshold and says how far to go", () => {
    const { summary } = price([line("a", 1250, { qty: 2 }), line("b", 500), line("gone", 9999, { active: false })]);
    expect(summary).toEqual({
      cartSubTotal: 3000,
      cartSubTotalAfterCoupons: 3000,
      cartSubTotalExcludingBasketCoupons: 3000,
      couponsTotal: 0,
      couponCount: 0,
      instantCouponSavings: 0,
      finalMembershipSavings: 0,
      shipFee: 599,
      handlFee: 0,
      handlingFee: 0,
      surchargeFee: 0,
      handlingFeeTbd: false,
      estimatedTax: 188, // 187.5 rounds half up
      isTaxError: false,
      ordTotal: 3000 + 599 + 188,
      balanceOrdTotal: 3000 + 599 + 188,
      numberOfItems: 3,
      numberOfLineItems: 2,
      freeShippingRemainingCents: 1999,
      freeShippingMessage: "FREE shipping when you spend $19.99 to go",
    });
  });

  it.each([
    [4998, 599, 1, "FREE shipping when you spend $0.01 to go"],
    [4999, 0, null, null],
    [5000, 0, null, null],
    [1, 599, 4998, "FREE shipping when you spend $49.98 to go"],
  ])("subtotal %s: ship fee %s, remaining %s", (subtotal, shipFee, remaining, message) => {
    const { summary } = price([line("a", subtotal)]);
    expect(summary.shipFee).toBe(shipFee);
    expect(summary.freeShippingRemainingCents).toBe(remaining);
    expect(summary.freeShippingMessage).toBe(message);
  });

  it.each(["ISP", "STS"] as const)("never charges shipping for %s-only carts", (deliveryType) => {
    const { summary } = price([line("a", 1000, { deliveryType })]);
    expect(summary.shipFee).toBe(0);
    expect(summary.freeShippingRemainingCents).toBeNull();
    expect(summary.freeShippingMessage).toBeNull();
  });

  it("judges shipping on the whole cart when STA and pickup lines mix", () => {
    const mixed = price([line("ship", 1000), line("pickup", 4000, { deliveryType: "ISP" })]);
    expect(mixed.summary.shipFee).toBe(0);
    const small = price([line("ship", 1000), line("pickup", 2000, { deliveryType: "ISP" })]);
    expect(small.summary.shipFee).toBe(599);
    expect(small.summary.freeShippingRemainingCents).toBe(1999);
  });

  it("adds the furniture handling fee per unit, untaxed", () => {
    const chair = line("chair", 20000, { qty: 2, handlingFeePerUnitCents: FURNITURE_HANDLING_FEE_PER_UNIT_CENTS });
    const { summary } = price([chair, line("paper", 1000)]);
    expect(summary.handlingFee).toBe(1998);
    expect(summary.handlFee).toBe(1998);
    expect(summary.estimatedTax).toBe(2563); // 6.25 % of 41000 = 2562.5
    expect(summary.ordTotal).toBe(41000 + 0 + 1998 + 2563);
  });

  it("adds a line's service fee (assembly) to handling, untaxed, and says when part of it is TBD", () => {
    const desk = line("desk", 30000, { handlingFeePerUnitCents: 999, serviceFeeCents: 4999, serviceFeeTbd: true });
    const { summary } = price([desk]);
    expect(summary.handlingFee).toBe(999 + 4999);
    expect(summary.handlingFeeTbd).toBe(true);
    expect(summary.estimatedTax).toBe(1875); // 6.25 % of 30000
    expect(summary.ordTotal).toBe(30000 + 999 + 4999 + 1875);
    expect(price([line("desk", 30000, { serviceFeeCents: 0 })]).summary.handlingFeeTbd).toBe(false);
  });

  it("ignores inactive lines for fees and shipping", () => {
    const { summary } = price([
      line("chair", 20000, { handlingFeePerUnitCents: 999, active: false }),
      line("pickup", 1000, { deliveryType: "ISP" }),
    ]);
    expect(summary.handlingFee).toBe(0);
    expect(summary.shipFee).toBe(0);
    expect(summary.numberOfLineItems).toBe(1);
  });

  it("does not tax shipping and reports a tax error for an unknown state", () => {
    const known = price([line("a", 2000)], [], "NY").summary;
    expect(known.estimatedTax).toBe(80);
    expect(known.ordTotal).toBe(2000 + 599 + 80);

    const unknown = price([line("a", 2000)], [], null).summary;
    expect(unknown).toMatchObject({ estimatedTax: 0, isTaxError: true, ordTotal: 2599, balanceOrdTotal: 2599 });
    expect(price([line("a", 2000)], [], "ZZ").summary.isTaxError).toBe(true);
  });
});

describe("priceCart: empty cart", () => {
  it("is all zeros but still lists coupons that have a minimum", () => {
    const result = price(
      [line("gone", 5000, { active: false })],
      [coupon("MIN50", { minOrderCents: 5000 }), coupon("TENOFF")],
      null,
    );
    expect(result.summary).toEqual({
      cartSubTotal: 0,
      cartSubTotalAfterCoupons: 0,
      cartSubTotalExcludingBasketCoupons: 0,
      couponsTotal: 0,
      couponCount: 0,
      instantCouponSavings: 0,
      finalMembershipSavings: 0,
      shipFee: 0,
      handlFee: 0,
      handlingFee: 0,
      surchargeFee: 0,
      handlingFeeTbd: false,
      estimatedTax: 0,
      isTaxError: false,
      ordTotal: 0,
      balanceOrdTotal: 0,
      numberOfItems: 0,
      numberOfLineItems: 0,
      freeShippingRemainingCents: null,
      freeShippingMessage: null,
    });
    expect(result.coupons[0]).toMatchObject({
      code: "MIN50",
      errorReason: "ORDER_TOTAL_NOT_MET_ERROR",
      errorMessage: "Spend $50.00 or more to use this coupon.",
      couponQualified: false,
    });
    expect(result.visibleCoupons.map((c) => c.code)).toEqual(["MIN50", "TENOFF"]);
    expect(result.lineAdjustments).toEqual([]);
  });

  it("handles no lines and no coupons", () => {
    const result = price([]);
    expect(result.summary.ordTotal).toBe(0);
    expect(result.coupons).toEqual([]);
    expect(result.visibleCoupons).toEqual([]);
  });
});

describe("priceCart: percent coupons", () => {
  it("rounds half up per coupon", () => {
    expect(price([line("a", 1005)], [coupon("TEN")]).coupons[0]?.discountCents).toBe(101); // 100.5
    expect(price([line("a", 1004)], [coupon("TEN")]).coupons[0]?.discountCents).toBe(100); // 100.4
    expect(price([line("a", 1015)], [coupon("FIFTEEN", { value: 15 })]).coupons[0]?.discountCents).toBe(152); // 152.25
  });

  it("reports a fully described applied coupon", () => {
    const result = price([line("a", 6000)], [coupon("TEN")]);
    expect(result.coupons).toEqual<AppliedCoupon[]>([
      {
        code: "TEN",
        couponValid: true,
        couponQualified: true,
        couponType: "PERCENT",
        basketLevelCoupon: true,
        autoAddCoupon: false,
        errorMessage: null,
        errorReason: null,
        discountCents: 600,
        description: "TEN description",
      },
    ]);
    expect(result.summary).toMatchObject({
      cartSubTotal: 6000,
      couponsTotal: 600,
      instantCouponSavings: 600,
      cartSubTotalAfterCoupons: 5400,
      cartSubTotalExcludingBasketCoupons: 6000,
      couponCount: 1,
      shipFee: 0,
      estimatedTax: 338, // 337.5
      ordTotal: 5400 + 338,
    });
  });

  it("splits a discount over lines in proportion, remainder to the largest line", () => {
    const result = price([line("a", 333), line("b", 333), line("c", 334)], [coupon("TEN")]);
    // 100 off 1000: 33.3 + 33.3 + 33.4 -> 33 + 33 + 33 and the leftover cent to c.
    expect(adjustmentsFor(result, "TEN")).toEqual({ a: 33, b: 33, c: 34 });
  });

  it("gives the leftover to the first of equally large lines", () => {
    const result = price([line("a", 100), line("b", 100), line("c", 100)], [coupon("DIME", { kind: "AMOUNT", value: 10 })]);
    expect(adjustmentsFor(result, "DIME")).toEqual({ a: 4, b: 3, c: 3 });
  });

  it("treats 100 % as the whole subtotal and clamps silly percentages", () => {
    expect(price([line("a", 1234)], [coupon("ALL", { value: 100 })]).summary.cartSubTotalAfterCoupons).toBe(0);
    expect(price([line("a", 1234)], [coupon("MORE", { value: 150 })]).summary.cartSubTotalAfterCoupons).toBe(0);
    expect(price([line("a", 1234)], [coupon("NEG", { value: -10 })]).summary.couponsTotal).toBe(0);
  });
});

describe("priceCart: amount coupons", () => {
  it("takes a fixed amount off", () => {
    const result = price([line("a", 3000), line("b", 1000)], [coupon("FIVE", { kind: "AMOUNT", value: 500 })]);
    expect(result.coupons[0]).toMatchObject({ discountCents: 500, couponQualified: true, errorReason: null });
    expect(adjustmentsFor(result, "FIVE")).toEqual({ a: 375, b: 125 });
    expect(result.summary.cartSubTotalAfterCoupons).toBe(3500);
  });

  it("is capped at what is left, stays valid and is listed with its reason", () => {
    const result = price([line("a", 3000)], [coupon("FIFTY", { kind: "AMOUNT", value: 5000 })]);
    expect(result.coupons[0]).toMatchObject({
      couponValid: true,
      couponQualified: true,
      discountCents: 3000,
      errorReason: "COUPON_AMOUNT_EXCEEDS_ITEM_TOTAL",
      errorMessage: "This coupon is worth more than the items it applies to.",
    });
    expect(result.visibleCoupons).toHaveLength(1);
    expect(result.summary).toMatchObject({
      cartSubTotalAfterCoupons: 0,
      couponCount: 1,
      shipFee: 599,
      estimatedTax: 0,
      ordTotal: 599,
      freeShippingRemainingCents: 4999,
    });
  });

  it("never takes the subtotal below zero across coupons", () => {
    const result = price(
      [line("a", 2500), line("b", 2500)],
      [coupon("A30", { kind: "AMOUNT", value: 3000 }), coupon("B30", { kind: "AMOUNT", value: 3000 }), coupon("TEN")],
    );
    expect(result.coupons.map((c) => c.discountCents)).toEqual([3000, 2000, 0]);
    expect(result.coupons[1]?.errorReason).toBe("COUPON_AMOUNT_EXCEEDS_ITEM_TOTAL");
    expect(result.coupons[2]).toMatchObject({ couponQualified: false, errorReason: null });
    expect(result.summary).toMatchObject({ couponsTotal: 5000, cartSubTotalAfterCoupons: 0, couponCount: 2 });
  });

  it("never pushes a line below zero when cents are spread thin", () => {
    const result = price([line("a", 1), line("b", 1), line("c", 1)], [coupon("TWO", { kind: "AMOUNT", value: 2 })]);
    expect(adjustmentsFor(result, "TWO")).toEqual({ a: 1, b: 1 });
  });
});

describe("priceCart: category coupons", () => {
  const chair = line("chair", 10000, { categorySlugs: ["office-chairs", "furniture"] });
  const paper = line("paper", 5000);
  const chairs20 = coupon("CHAIRS20", { basketLevel: false, categorySlug: "office-chairs", value: 20 });
  const furniture10 = coupon("FURN10", { basketLevel: false, categorySlug: "furniture", value: 10 });

  it("discounts only the qualifying lines", () => {
    const result = price([chair, paper], [chairs20]);
    expect(result.coupons[0]).toMatchObject({ discountCents: 2000, basketLevelCoupon: false, couponQualified: true });
    expect(adjustmentsFor(result, "CHAIRS20")).toEqual({ chair: 2000 });
    expect(result.summary).toMatchObject({
      cartSubTotal: 15000,
      couponsTotal: 2000,
      cartSubTotalAfterCoupons: 13000,
      cartSubTotalExcludingBasketCoupons: 13000,
    });
  });

  it("matches the parent category too", () => {
    expect(adjustmentsFor(price([chair, paper], [furniture10]), "FURN10")).toEqual({ chair: 1000 });
  });

  it("reports when nothing qualifies, and lists the coupon without counting it", () => {
    const result = price([paper], [chairs20]);
    expect(result.coupons[0]).toMatchObject({
      discountCents: 0,
      couponQualified: false,
      errorReason: "QUALIFYING_ITEMS_NOT_FOUND_ERROR",
      errorMessage: "None of the items in your cart qualify for this coupon.",
    });
    expect(result.visibleCoupons).toHaveLength(1);
    expect(result.summary.couponCount).toBe(0);
  });

  it("checks the minimum before whether anything qualifies", () => {
    const result = price([paper], [{ ...chairs20, minOrderCents: 10000 }]);
    expect(result.coupons[0]?.errorReason).toBe("ORDER_TOTAL_NOT_MET_ERROR");
  });

  it("applies category coupons before basket coupons whatever the stored order", () => {
    const result = price([chair, paper], [coupon("TEN"), chairs20]);
    // CHAIRS20: 2000 off the chair. TEN: 10 % of the running 13000 = 1300, split 8000 : 5000.
    expect(result.coupons.map((c) => [c.code, c.discountCents])).toEqual([
      ["TEN", 1300],
      ["CHAIRS20", 2000],
    ]);
    expect(result.lineAdjustments).toEqual([
      { cartItemId: "chair", couponCode: "CHAIRS20", adjustmentCents: 2000 },
      { cartItemId: "chair", couponCode: "TEN", adjustmentCents: 800 },
      { cartItemId: "paper", couponCode: "TEN", adjustmentCents: 500 },
    ]);
    expect(result.summary).toMatchObject({
      couponsTotal: 3300,
      cartSubTotalAfterCoupons: 11700,
      cartSubTotalExcludingBasketCoupons: 13000,
      couponCount: 2,
    });
  });

  it("stacks category coupons on what is left of a line", () => {
    const result = price([chair, paper], [chairs20, furniture10]);
    expect(result.coupons.map((c) => c.discountCents)).toEqual([2000, 800]);
    expect(result.summary.cartSubTotalExcludingBasketCoupons).toBe(15000 - 2800);
  });

  it("treats an auto-added coupon as basket-level whatever its flag says", () => {
    const auto = { ...chairs20, code: "AUTO", autoAdd: true };
    const result = price([chair, paper], [auto]);
    expect(result.coupons[0]).toMatchObject({ basketLevelCoupon: true, autoAddCoupon: true, discountCents: 3000 });
    expect(result.summary.cartSubTotalExcludingBasketCoupons).toBe(15000);
  });

  it("caps a category amount coupon at the qualifying lines", () => {
    const result = price([chair, paper], [{ ...chairs20, kind: "AMOUNT", value: 12000 }]);
    expect(result.coupons[0]).toMatchObject({ discountCents: 10000, errorReason: "COUPON_AMOUNT_EXCEEDS_ITEM_TOTAL" });
    expect(adjustmentsFor(result, "CHAIRS20")).toEqual({ chair: 10000 });
  });
});

describe("priceCart: minimum order", () => {
  it.each([
    [4999, false],
    [5000, true],
    [5001, true],
  ])("subtotal %s against a 5000-cent minimum: met %s", (subtotal, met) => {
    const result = price([line("a", subtotal)], [coupon("MIN50", { minOrderCents: 5000 })]);
    const applied = result.coupons[0];
    if (met) {
      expect(applied).toMatchObject({ errorReason: null, couponQualified: true });
    } else {
      expect(applied).toMatchObject({
        discountCents: 0,
        couponQualified: false,
        errorReason: "ORDER_TOTAL_NOT_MET_ERROR",
        errorMessage: "Spend $50.00 or more to use this coupon.",
      });
      expect(result.visibleCoupons).toHaveLength(1);
      expect(result.summary.couponCount).toBe(0);
    }
  });

  it("uses the subtotal before coupons, not the running one", () => {
    const result = price(
      [line("a", 6000)],
      [coupon("BIG", { kind: "AMOUNT", value: 2000 }), coupon("MIN50", { minOrderCents: 5000 })],
    );
    expect(result.coupons[1]).toMatchObject({ errorReason: null, discountCents: 400 });
  });
});

describe("priceCart: free-shipping coupons", () => {
  const freeShip = coupon("SHIPFREE", { kind: "FREE_SHIPPING", value: 0 });

  it("waives shipping and the progress message, and counts as a coupon", () => {
    const result = price([line("a", 2000)], [freeShip]);
    expect(result.coupons[0]).toMatchObject({ couponType: "FREE_SHIPPING", discountCents: 0, couponQualified: true });
    expect(result.summary).toMatchObject({
      shipFee: 0,
      couponsTotal: 0,
      couponCount: 1,
      freeShippingRemainingCents: null,
      freeShippingMessage: null,
      ordTotal: 2000 + 125,
    });
    expect(result.lineAdjustments).toEqual([]);
  });

  it("does nothing until its minimum is met", () => {
    const result = price([line("a", 2000)], [{ ...freeShip, minOrderCents: 3500 }]);
    expect(result.coupons[0]).toMatchObject({ couponQualified: false, errorReason: "ORDER_TOTAL_NOT_MET_ERROR" });
    expect(result.summary).toMatchObject({ shipFee: 599, couponCount: 0, freeShippingRemainingCents: 2999 });
  });

  it("does not qualify when nothing ships", () => {
    const result = price([line("a", 2000, { deliveryType: "ISP" })], [freeShip]);
    expect(result.coupons[0]).toMatchObject({ couponQualified: false, errorReason: null });
    expect(result.visibleCoupons).toHaveLength(1);
    expect(result.summary.couponCount).toBe(0);
  });

  it("keeps shipping free when combined with a discount that drops the cart under the threshold", () => {
    const result = price([line("a", 5200)], [coupon("TEN"), freeShip]);
    expect(result.summary).toMatchObject({ cartSubTotalAfterCoupons: 4680, shipFee: 0, couponCount: 2 });
  });
});

describe("priceCart: shipping is judged after coupons", () => {
  it("charges shipping when a coupon takes the cart under $49.99", () => {
    const result = price([line("a", 5200)], [coupon("TEN")]);
    expect(result.summary).toMatchObject({
      cartSubTotalAfterCoupons: 4680,
      shipFee: 599,
      freeShippingRemainingCents: 319,
      freeShippingMessage: "FREE shipping when you spend $3.19 to go",
    });
  });

  it("is free at exactly $49.99 after coupons", () => {
    const result = price([line("a", 5999)], [coupon("TEN", { kind: "AMOUNT", value: 1000 })]);
    expect(result.summary).toMatchObject({ cartSubTotalAfterCoupons: 4999, shipFee: 0, freeShippingRemainingCents: null });
  });
});

describe("priceCart: invariants", () => {
  // Deterministic pseudo-random carts so any failure reproduces.
  function generator(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  }

  it("splits every coupon exactly and never discounts a line below zero", () => {
    const random = generator(42);
    const pick = (max: number): number => Math.floor(random() * max);
    for (let run = 0; run < 200; run++) {
      const lines = Array.from({ length: 1 + pick(6) }, (_, i) =>
        line(`l${i}`, 1 + pick(20000), {
          qty: 1 + pick(5),
          categorySlugs: random() < 0.5 ? ["office-chairs", "furniture"] : ["paper"],
          deliveryType: random() < 0.8 ? "STA" : "ISP",
        }),
      );
      const coupons = [
        coupon("PCT", { value: 1 + pick(60) }),
        coupon("AMT", { kind: "AMOUNT", value: pick(30000) }),
        coupon("CAT", { basketLevel: false, categorySlug: "office-chairs", value: 1 + pick(50) }),
      ];
      const result = price(lines, coupons);

      for (const applied of result.coupons) {
        const shares = result.lineAdjustments.filter((a) => a.couponCode === applied.code).map((a) => a.adjustmentCents);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(applied.discountCents);
        for (const share of shares) expect(share).toBeGreaterThan(0);
      }
      for (const l of lines) {
        const taken = result.lineAdjustments
          .filter((a) => a.cartItemId === l.cartItemId)
          .reduce((a, b) => a + b.adjustmentCents, 0);
        expect(taken).toBeLessThanOrEqual(l.qty * l.unitPriceCents);
      }
      const { summary } = result;
      expect(summary.cartSubTotalAfterCoupons).toBeGreaterThanOrEqual(0);
      expect(summary.cartSubTotalAfterCoupons).toBe(summary.cartSubTotal - summary.couponsTotal);
      expect(summary.ordTotal).toBe(
        summary.cartSubTotalAfterCoupons + summary.shipFee + summary.handlingFee + summary.estimatedTax,
      );
      expect(summary.balanceOrdTotal).toBe(summary.ordTotal);
    }
  });
});

describe("isCouponListed", () => {
  const base: AppliedCoupon = {
    code: "X",
    couponValid: true,
    couponQualified: true,
    couponType: "PERCENT",
    basketLevelCoupon: true,
    autoAddCoupon: false,
    errorMessage: null,
    errorReason: null,
    discountCents: 100,
    description: "",
  };

  it.each([
    ["valid without error", {}, true],
    ["invalid", { couponValid: false }, false],
    ["valid with an unlisted reason", { errorReason: "COUPON_EXPIRED", errorMessage: "This coupon has expired." }, false],
    ["valid with only an error message", { errorMessage: "Something" }, false],
    ["ORDER_TOTAL_NOT_MET_ERROR", { errorReason: "ORDER_TOTAL_NOT_MET_ERROR", errorMessage: "Spend" }, true],
    ["COUPON_AMOUNT_EXCEEDS_ITEM_TOTAL", { errorReason: "COUPON_AMOUNT_EXCEEDS_ITEM_TOTAL" }, true],
    ["QUALIFYING_ITEMS_NOT_FOUND_ERROR", { errorReason: "QUALIFYING_ITEMS_NOT_FOUND_ERROR" }, true],
    ["REWARDS_COUPON_ERROR_MESSAGE", { errorReason: "REWARDS_COUPON_ERROR_MESSAGE" }, true],
    ["BOPIS_EVENT_ERROR", { errorReason: "BOPIS_EVENT_ERROR" }, true],
    ["invalid with a listed reason", { couponValid: false, errorReason: "BOPIS_EVENT_ERROR" }, true],
  ] as const)("%s", (_label, overrides, expected) => {
    expect(isCouponListed({ ...base, ...overrides })).toBe(expected);
  });
});

describe("couponEligibility", () => {
  it.each([
    ["unknown", undefined, { ok: false, code: "INVALID_COUPON", message: "This coupon code is not valid." }],
    [
      "inactive",
      coupon("X", { active: false }),
      { ok: false, code: "INVALID_COUPON", message: "This coupon code is not valid." },
    ],
    [
      "expired yesterday",
      coupon("X", { expiresAt: "2026-11-20" }),
      { ok: false, code: "COUPON_EXPIRED", message: "This coupon has expired." },
    ],
    [
      "expired as a date-time",
      coupon("X", { expiresAt: "2026-11-20T23:59:59Z" }),
      { ok: false, code: "COUPON_EXPIRED", message: "This coupon has expired." },
    ],
    ["expiring today", coupon("X", { expiresAt: "2026-11-21" }), { ok: true }],
    ["expiring later", coupon("X", { expiresAt: "2027-01-01" }), { ok: true }],
    ["without expiry", coupon("X"), { ok: true }],
  ] as const)("%s", (_label, def, expected) => {
    expect(couponEligibility(def, TODAY)).toEqual(expected);
  });

  it("checks inactivity before expiry", () => {
    expect(couponEligibility(coupon("X", { active: false, expiresAt: "2020-01-01" }), TODAY)).toMatchObject({
      code: "INVALID_COUPON",
    });
  });
});

describe("freeShippingMessage", () => {
  it.each([
    [1, "FREE shipping when you spend $0.01 to go"],
    [1999, "FREE shipping when you spend $19.99 to go"],
    [4999, "FREE shipping when you spend $49.99 to go"],
  ])("%s cents", (remaining, expected) => {
    expect(freeShippingMessage(remaining)).toBe(expected);
  });
});

describe("priceCart: gift cards", () => {
  it("no coupon takes from a gift card, which counts toward no minimum and is not taxed", () => {
    const gift = line("g", 10_000, { isGiftCard: true, categorySlugs: ["e-gift-cards", "gift-cards"] });
    const paper = line("p", 2_000);
    const result = price([gift, paper], [coupon("TEN"), coupon("BIG", { kind: "AMOUNT", value: 500, minOrderCents: 5_000 })]);
    expect(adjustmentsFor(result, "TEN")).toEqual({ p: 200 });
    expect(result.coupons[1]).toMatchObject({ couponQualified: false, errorReason: "ORDER_TOTAL_NOT_MET_ERROR" });
    // MA 6.25 % of the paper after its coupon ($18.00), none on the gift card
    expect(result.summary.estimatedTax).toBe(113);
    expect(result.summary.cartSubTotal).toBe(12_000);
  });

  it("a cart of only gift cards gets no percent off and no tax", () => {
    const result = price([line("g", 5_000, { isGiftCard: true })], [coupon("TEN")]);
    expect(result.coupons[0]?.discountCents).toBe(0);
    expect(result.summary.estimatedTax).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { type AppliedPaymentInput, allocatePayments, needsPrimaryPayment } from "./payment-allocation";

const gift = (id: string, balanceCents: number): AppliedPaymentInput => ({
  id,
  kind: "GIFT_CARD",
  last4: "0001",
  balanceCents,
  requestedCents: null,
  points: null,
});

describe("allocatePayments", () => {
  it("spreads the total over the cards in the order applied and leaves the rest for the primary payment", () => {
    const a = allocatePayments(12_345, [gift("a", 2_500), { ...gift("b", 5_000), kind: "PREPAID_CARD" }]);
    expect(a.applied.map((p) => p.amountCents)).toEqual([2_500, 5_000]);
    expect(a.summary).toEqual({
      ordTotal: 12_345,
      giftCardAppliedAmt: 2_500,
      prepaidCardAppliedAmt: 5_000,
      easyRewardsAppliedAmt: 0,
      amexPointsAppliedAmt: 0,
      balanceOrdTotal: 4_845,
    });
    expect(needsPrimaryPayment(a.summary)).toBe(true);
  });

  it("a card that is not needed pays nothing; an order covered in full needs no other payment", () => {
    const a = allocatePayments(3_000, [gift("a", 10_000), gift("b", 2_500)]);
    expect(a.applied.map((p) => p.amountCents)).toEqual([3_000, 0]);
    expect(a.summary.balanceOrdTotal).toBe(0);
    expect(needsPrimaryPayment(a.summary)).toBe(false);
  });

  it("rewards and Amex points pay whole dollars, up to what was asked and what rewards may pay", () => {
    const rewards: AppliedPaymentInput = {
      id: "r",
      kind: "EASY_REWARDS",
      last4: null,
      balanceCents: 3_100,
      requestedCents: 3_100,
      points: 3_100,
    };
    const amex: AppliedPaymentInput = {
      id: "x",
      kind: "AMEX_POINTS",
      last4: "0005",
      balanceCents: 40_000,
      requestedCents: 1_050,
      points: 1_050,
    };
    const a = allocatePayments(5_099, [rewards, amex], { easyRewardsLimitCents: 2_050 });
    expect(a.applied.map((p) => [p.amountCents, p.points])).toEqual([
      [2_000, 2_000],
      [1_000, 1_000],
    ]);
    expect(a.summary.balanceOrdTotal).toBe(2_099);
  });

  it("always adds up to the total in whole cents, whatever the balances", () => {
    for (let total = 0; total < 20_000; total += 997) {
      const a = allocatePayments(total, [gift("a", 1_234), gift("b", -50), gift("c", 7.5), gift("d", 3_333)]);
      const paid = a.applied.reduce((n, p) => n + p.amountCents, 0);
      expect(paid + a.summary.balanceOrdTotal).toBe(total);
      expect(a.applied.every((p) => Number.isInteger(p.amountCents) && p.amountCents >= 0)).toBe(true);
    }
  });

  it("a negative or fractional total is nothing to pay", () => {
    expect(allocatePayments(-100, [gift("a", 500)]).summary.balanceOrdTotal).toBe(0);
    expect(allocatePayments(10.5, [gift("a", 500)]).summary.ordTotal).toBe(0);
  });
});

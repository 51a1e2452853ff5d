import { describe, expect, it } from "vitest";
import { EASY_REWARDS_NOT_ELIGIBLE_MESSAGE, cartEasyRewards, isEasyRewardsEligible } from "./easy-rewards";

describe("Easy Rewards in the cart", () => {
  it("a member with points can redeem whole dollars on eligible items and sees what the order earns", () => {
    const r = cartEasyRewards({ tier: "BASE", points: 3_120, eligibleCents: 10_000, appliedCents: 0 });
    expect(r).toMatchObject({
      redeemEligibility: true,
      availablePoints: 3_120,
      availableDollarValue: 3_100,
      appliedPoints: 0,
      appliedDollarValue: 0,
      earnedPoints: 200,
    });
  });

  it("a business account's user earns nothing, as the placed order is credited", () => {
    const r = cartEasyRewards({ tier: "PREMIER", points: 0, eligibleCents: 10_000, appliedCents: 0, businessAccount: true });
    expect(r.earnedPoints).toBe(0);
  });

  it("applied points lower what the order earns", () => {
    const r = cartEasyRewards({ tier: "ELITE", points: 5_000, eligibleCents: 10_000, appliedCents: 2_000 });
    expect(r.appliedDollarValue).toBe(2_000);
    expect(r.earnedPoints).toBe(400);
    expect(r.messages.map((m) => m.code)).toContain("EASY_REWARDS_APPLIED");
  });

  it("is not offered to non-members, to members under $1 of points, or on a cart of ineligible items", () => {
    expect(cartEasyRewards({ tier: null, points: 0, eligibleCents: 10_000, appliedCents: 0 })).toMatchObject({
      redeemEligibility: false,
      earnedPoints: 0,
    });
    expect(cartEasyRewards({ tier: "BASE", points: 99, eligibleCents: 10_000, appliedCents: 0 }).redeemEligibility).toBe(false);
    expect(cartEasyRewards({ tier: "BASE", points: 3_000, eligibleCents: 0, appliedCents: 0 }).messages[0]?.code).toBe(
      "NO_ELIGIBLE_ITEMS",
    );
  });

  it("warranty plans, free samples and gift cards are not eligible, in the spec's words", () => {
    expect(isEasyRewardsEligible({ isWarrantyPlan: true, isFreeSample: false })).toBe(false);
    expect(isEasyRewardsEligible({ isWarrantyPlan: false, isFreeSample: true })).toBe(false);
    expect(isEasyRewardsEligible({ isWarrantyPlan: false, isFreeSample: false, isGiftCard: true })).toBe(false);
    expect(isEasyRewardsEligible({ isWarrantyPlan: false, isFreeSample: false })).toBe(true);
    expect(EASY_REWARDS_NOT_ELIGIBLE_MESSAGE).toBe("This item is not eligible for Easy Rewards points redemption.");
  });
});

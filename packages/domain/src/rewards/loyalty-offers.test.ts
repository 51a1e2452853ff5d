import { describe, expect, it } from "vitest";
import {
  LOYALTY_OFFER_CODES,
  LOYALTY_OFFERS,
  isLoyaltyOfferCode,
  loyaltyOfferPeriod,
  loyaltyOffersFor,
  offerRewardPoints,
  offerRewardText,
  orderQualifiesForOffer,
} from "./loyalty-offers";

describe("loyalty offers", () => {
  it("uses the spec's ten codes, each with its terms", () => {
    expect([...LOYALTY_OFFER_CODES].sort()).toEqual(
      [
        "25_LOYALTY_LOW",
        "24_LOYALTY_NEW",
        "3_FREE_REWARDS_BSE",
        "6_BEP_BASE",
        "5_BEP_BASE",
        "4_FREE_REWARDS_PMR",
        "7_BEP_PMR",
        "8_BEP_PMR",
        "26_LOYALTY_ELT",
        "27_LOYALTY_ELT",
      ].sort(),
    );
    for (const code of LOYALTY_OFFER_CODES) expect(LOYALTY_OFFERS[code].code).toBe(code);
    expect(isLoyaltyOfferCode("7_BEP_PMR")).toBe(true);
    expect(isLoyaltyOfferCode("7_bep_pmr")).toBe(false);
    expect(isLoyaltyOfferCode(7)).toBe(false);
  });

  it("offers each tier its own codes, a new member the welcome bonus, a quiet member the come-back offer", () => {
    expect(loyaltyOffersFor({ tier: "BASE", isNewMember: true, amtSpentCents: 0 })).toEqual([
      "24_LOYALTY_NEW",
      "3_FREE_REWARDS_BSE",
      "5_BEP_BASE",
      "6_BEP_BASE",
    ]);
    expect(loyaltyOffersFor({ tier: "BASE", isNewMember: false, amtSpentCents: 9_999 })).toEqual([
      "25_LOYALTY_LOW",
      "3_FREE_REWARDS_BSE",
      "5_BEP_BASE",
      "6_BEP_BASE",
    ]);
    expect(loyaltyOffersFor({ tier: "PREMIER", isNewMember: false, amtSpentCents: 10_000 })).toEqual([
      "4_FREE_REWARDS_PMR",
      "7_BEP_PMR",
      "8_BEP_PMR",
    ]);
    expect(loyaltyOffersFor({ tier: "ELITE", isNewMember: false, amtSpentCents: 2_000_000 })).toEqual([
      "26_LOYALTY_ELT",
      "27_LOYALTY_ELT",
    ]);
    // a new member is never "quiet", however little they have bought
    expect(loyaltyOffersFor({ tier: "ELITE", isNewMember: true, amtSpentCents: 0 })).toEqual([
      "24_LOYALTY_NEW",
      "26_LOYALTY_ELT",
      "27_LOYALTY_ELT",
    ]);
  });

  it("runs offers for a calendar month in UTC", () => {
    expect(loyaltyOfferPeriod(new Date("2026-11-24T03:00:00Z"))).toEqual({
      period: "2026-11",
      expiresAt: "2026-11-30T23:59:59.999Z",
    });
    expect(loyaltyOfferPeriod(new Date("2026-12-31T23:59:59Z"))).toEqual({
      period: "2026-12",
      expiresAt: "2026-12-31T23:59:59.999Z",
    });
    expect(loyaltyOfferPeriod(new Date("2028-02-10T00:00:00Z")).expiresAt).toBe("2028-02-29T23:59:59.999Z");
  });

  it("pays rewards as points: a dollar reward as the points worth it", () => {
    expect(offerRewardPoints({ kind: "POINTS", points: 250 })).toBe(250);
    expect(offerRewardPoints({ kind: "DOLLARS", cents: 500 })).toBe(500);
    expect(offerRewardText({ kind: "POINTS", points: 2_500 })).toBe("2,500 bonus points");
    expect(offerRewardText({ kind: "DOLLARS", cents: 1_000 })).toBe("$10 in Rewards");
  });

  it("lets an order of at least the offer's minimum spend earn it", () => {
    const terms = LOYALTY_OFFERS["5_BEP_BASE"];
    expect(orderQualifiesForOffer(terms, 3_999)).toBe(false);
    expect(orderQualifiesForOffer(terms, 4_000)).toBe(true);
    expect(orderQualifiesForOffer(LOYALTY_OFFERS["24_LOYALTY_NEW"], 0)).toBe(false);
    expect(orderQualifiesForOffer(terms, Number.NaN)).toBe(false);
  });
});

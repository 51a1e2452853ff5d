import { formatCount, wholeDollars } from "../money";
import { POINT_VALUE_CENTS, type RewardsTier } from "./earning";

// Loyalty offers: what a rewards member is offered each month, by tier and newness (the spec's
// codes, section 6). A member activates an offer; an activated offer pays its reward as points
// once an order of at least its minimum spend is placed (an offer without a minimum pays at
// activation). The titles, rewards and minimums below are the demo store's offers.

export const LOYALTY_OFFER_CODES = [
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
] as const;

export type LoyaltyOfferCode = (typeof LOYALTY_OFFER_CODES)[number];

export type LoyaltyOfferReward = { kind: "POINTS"; points: number } | { kind: "DOLLARS"; cents: number };

export interface LoyaltyOfferTerms {
  code: LoyaltyOfferCode;
  title: string;
  description: string;
  reward: LoyaltyOfferReward;
  /** the order subtotal (cents) that earns the reward once activated; 0: paid at activation */
  minSpendCents: number;
  /** a "free rewards" offer: what isFreeSkusEligible and showFreeSkuNewFlag are about */
  freeSku: boolean;
}

/** Below this spend in the year (cents), a member who is not new is offered the come-back offer. */
export const LOW_ACTIVITY_SPEND_CENTS = 10_000;

export const LOYALTY_OFFERS: Readonly<Record<LoyaltyOfferCode, LoyaltyOfferTerms>> = {
  "24_LOYALTY_NEW": {
    code: "24_LOYALTY_NEW",
    title: "Welcome bonus",
    description: "New members get 500 bonus points as soon as they activate this offer.",
    reward: { kind: "POINTS", points: 500 },
    minSpendCents: 0,
    freeSku: false,
  },
  "25_LOYALTY_LOW": {
    code: "25_LOYALTY_LOW",
    title: "We miss you: $5 in Rewards",
    description: "Get $5 in Rewards on your next order of $50 or more.",
    reward: { kind: "DOLLARS", cents: 500 },
    minSpendCents: 5_000,
    freeSku: false,
  },
  "3_FREE_REWARDS_BSE": {
    code: "3_FREE_REWARDS_BSE",
    title: "Free Rewards: $5 back",
    description: "Get $5 in Rewards back on an order of $30 or more.",
    reward: { kind: "DOLLARS", cents: 500 },
    minSpendCents: 3_000,
    freeSku: true,
  },
  "5_BEP_BASE": {
    code: "5_BEP_BASE",
    title: "250 bonus points",
    description: "Earn 250 bonus points on an order of $40 or more.",
    reward: { kind: "POINTS", points: 250 },
    minSpendCents: 4_000,
    freeSku: false,
  },
  "6_BEP_BASE": {
    code: "6_BEP_BASE",
    title: "400 bonus points",
    description: "Earn 400 bonus points on an order of $75 or more.",
    reward: { kind: "POINTS", points: 400 },
    minSpendCents: 7_500,
    freeSku: false,
  },
  "4_FREE_REWARDS_PMR": {
    code: "4_FREE_REWARDS_PMR",
    title: "Free Rewards: $10 back",
    description: "Premier members get $10 in Rewards back on an order of $50 or more.",
    reward: { kind: "DOLLARS", cents: 1_000 },
    minSpendCents: 5_000,
    freeSku: true,
  },
  "7_BEP_PMR": {
    code: "7_BEP_PMR",
    title: "500 bonus points",
    description: "Earn 500 bonus points on an order of $100 or more.",
    reward: { kind: "POINTS", points: 500 },
    minSpendCents: 10_000,
    freeSku: false,
  },
  "8_BEP_PMR": {
    code: "8_BEP_PMR",
    title: "1,000 bonus points",
    description: "Earn 1,000 bonus points on an order of $150 or more.",
    reward: { kind: "POINTS", points: 1_000 },
    minSpendCents: 15_000,
    freeSku: false,
  },
  "26_LOYALTY_ELT": {
    code: "26_LOYALTY_ELT",
    title: "Elite: $20 in Rewards",
    description: "Elite members get $20 in Rewards on an order of $200 or more.",
    reward: { kind: "DOLLARS", cents: 2_000 },
    minSpendCents: 20_000,
    freeSku: false,
  },
  "27_LOYALTY_ELT": {
    code: "27_LOYALTY_ELT",
    title: "Elite: 2,500 bonus points",
    description: "Earn 2,500 bonus points on an order of $250 or more.",
    reward: { kind: "POINTS", points: 2_500 },
    minSpendCents: 25_000,
    freeSku: false,
  },
};

const OFFERS_BY_TIER: Readonly<Record<RewardsTier, readonly LoyaltyOfferCode[]>> = {
  BASE: ["3_FREE_REWARDS_BSE", "5_BEP_BASE", "6_BEP_BASE"],
  PREMIER: ["4_FREE_REWARDS_PMR", "7_BEP_PMR", "8_BEP_PMR"],
  ELITE: ["26_LOYALTY_ELT", "27_LOYALTY_ELT"],
};

export function isLoyaltyOfferCode(value: unknown): value is LoyaltyOfferCode {
  return typeof value === "string" && (LOYALTY_OFFER_CODES as readonly string[]).includes(value);
}

/**
 * The offers a member sees this month: a new member (within 90 days of joining) the welcome
 * bonus, a member who is not new and has spent less than $100 this year the come-back offer,
 * and every member their tier's offers.
 */
export function loyaltyOffersFor(member: { tier: RewardsTier; isNewMember: boolean; amtSpentCents: number }): LoyaltyOfferCode[] {
  const codes: LoyaltyOfferCode[] = [];
  if (member.isNewMember) codes.push("24_LOYALTY_NEW");
  else if (!(member.amtSpentCents >= LOW_ACTIVITY_SPEND_CENTS)) codes.push("25_LOYALTY_LOW");
  codes.push(...OFFERS_BY_TIER[member.tier]);
  return codes;
}

/** Offers run for a calendar month (UTC): the month's key and the offer's last instant. */
export function loyaltyOfferPeriod(now: Date): { period: string; expiresAt: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    period: `${year}-${String(month + 1).padStart(2, "0")}`,
    expiresAt: new Date(Date.UTC(year, month + 1, 1) - 1).toISOString(),
  };
}

/** The points an offer pays (a dollar reward is paid as the points worth it). */
export function offerRewardPoints(reward: LoyaltyOfferReward): number {
  return reward.kind === "POINTS" ? reward.points : Math.floor(reward.cents / POINT_VALUE_CENTS);
}

/** "500 bonus points" or "$5 in Rewards" */
export function offerRewardText(reward: LoyaltyOfferReward): string {
  return reward.kind === "POINTS" ? `${formatCount(reward.points)} bonus points` : `${wholeDollars(reward.cents)} in Rewards`;
}

/** Whether an order's eligible subtotal (cents) earns an activated offer's reward. */
export function orderQualifiesForOffer(terms: Pick<LoyaltyOfferTerms, "minSpendCents">, eligibleCents: number): boolean {
  return Number.isSafeInteger(eligibleCents) && eligibleCents > 0 && eligibleCents >= terms.minSpendCents;
}

// Rewards points: what an order earns and what points are worth when redeemed (Easy Rewards).
// One point is worth one cent; points are redeemed in whole dollars ("Rewards amount shown as
// whole dollars", spec section 5). The tiers earn at their own rate: "Earns up to 5% back in Rewards".

export type RewardsTier = "BASE" | "PREMIER" | "ELITE";

/** Percent of the eligible subtotal earned back in points, by tier. */
export const REWARDS_EARN_RATE_PERCENT: Readonly<Record<RewardsTier, number>> = { BASE: 2, PREMIER: 3, ELITE: 5 };

/** The best rate any tier earns: what "Earns up to 5% back in Rewards" promises. */
export const REWARDS_MAX_EARN_RATE_PERCENT = Math.max(...Object.values(REWARDS_EARN_RATE_PERCENT));

export const EARNS_UP_TO_TEXT = `Earns up to ${REWARDS_MAX_EARN_RATE_PERCENT}% back in Rewards`;

/** Cents one point is worth when redeemed. */
export const POINT_VALUE_CENTS = 1;
/** Points are redeemed in whole dollars: this many points at a time. */
export const POINTS_PER_REDEEMABLE_DOLLAR = 100 / POINT_VALUE_CENTS;

export function isRewardsTier(value: unknown): value is RewardsTier {
  return value === "BASE" || value === "PREMIER" || value === "ELITE";
}

/**
 * Points an order earns: the tier's percent of the eligible amount (cents), rounded down; nothing
 * for a shopper without a tier or for a negative or fractional amount.
 */
export function pointsEarned(tier: string | null, eligibleCents: number): number {
  if (!isRewardsTier(tier) || !Number.isSafeInteger(eligibleCents) || eligibleCents <= 0) return 0;
  return Math.floor((eligibleCents * REWARDS_EARN_RATE_PERCENT[tier]) / 100 / POINT_VALUE_CENTS);
}

/**
 * Points an order earns, the one rule for what checkout says the order earns and what the placed
 * order is credited and its confirmation shows: the tier's rate on the lines points may pay for,
 * less what points paid of them; nothing for a business account (its users earn through their
 * account's terms, not consumer rewards).
 */
export function orderEarnedPoints(input: {
  tier: string | null;
  eligibleCents: number;
  redeemedCents: number;
  businessAccount?: boolean;
}): number {
  if (input.businessAccount) return 0;
  return pointsEarned(input.tier, Math.max(0, input.eligibleCents - Math.max(0, input.redeemedCents)));
}

/** What a number of points can pay, in whole dollars (cents). */
export function redeemableValueCents(points: number): number {
  if (!Number.isSafeInteger(points) || points <= 0) return 0;
  return Math.floor(points / POINTS_PER_REDEEMABLE_DOLLAR) * 100;
}

/** Points spent to pay a whole-dollar amount (cents). */
export function pointsForValue(valueCents: number): number {
  return (valueCents / 100) * POINTS_PER_REDEEMABLE_DOLLAR;
}

import type { RewardsTier } from "./earning";

// Rewards tiers by yearly spend. A member's spend is the merchandise they bought in the calendar
// year (UTC), after coupons, on orders that were placed (not waiting for approval, not declined).
// Reaching a tier's threshold lifts the member to it for the rest of the year and the next; a
// tier never drops within the year. Money is integer cents.

/** Tiers from the lowest up. */
export const REWARDS_TIERS: readonly RewardsTier[] = ["BASE", "PREMIER", "ELITE"];

export const REWARDS_TIER_NAMES: Readonly<Record<RewardsTier, string>> = { BASE: "Base", PREMIER: "Premier", ELITE: "Elite" };

/** Spend in a calendar year (cents) that reaches each tier; joining is free and starts at Base. */
export const REWARDS_TIER_THRESHOLD_CENTS: Readonly<Record<RewardsTier, number>> = {
  BASE: 0,
  PREMIER: 500_000,
  ELITE: 1_000_000,
};

/** How long the header and dashboard call a tier upgrade new (showTierUpgradeNewFlag). */
export const TIER_UPGRADE_NEW_DAYS = 30;

function rank(tier: RewardsTier): number {
  return REWARDS_TIERS.indexOf(tier);
}

function wholeCents(cents: number): number {
  return Number.isSafeInteger(cents) && cents > 0 ? cents : 0;
}

/** The highest tier a year's spend reaches. */
export function tierForSpend(amtSpentCents: number): RewardsTier {
  const spent = wholeCents(amtSpentCents);
  let reached: RewardsTier = "BASE";
  for (const tier of REWARDS_TIERS) if (spent >= REWARDS_TIER_THRESHOLD_CENTS[tier]) reached = tier;
  return reached;
}

/** The member's tier once this year's spend is counted: the higher of the two, never lower. */
export function tierAfterSpend(current: RewardsTier, amtSpentCents: number): RewardsTier {
  const bySpend = tierForSpend(amtSpentCents);
  return rank(bySpend) > rank(current) ? bySpend : current;
}

export function nextTierOf(tier: RewardsTier): RewardsTier | null {
  return REWARDS_TIERS[rank(tier) + 1] ?? null;
}

export interface TierProgress {
  tier: RewardsTier;
  /** null at the top tier */
  nextTier: RewardsTier | null;
  /** spend this year, cents */
  amtSpent: number;
  /** spend still needed this year to reach the next tier, cents (0 at the top tier) */
  remainingAmt: number;
  /** what the next tier needs in a year, cents (null at the top tier) */
  nextTierThreshold: number | null;
  /** how far along the way to the next tier, 0-100, rounded down (100 at the top tier) */
  percentToNextTier: number;
}

/** Where a member stands on the way to the next tier. */
export function tierProgress(tier: RewardsTier, amtSpentCents: number): TierProgress {
  const amtSpent = wholeCents(amtSpentCents);
  const nextTier = nextTierOf(tier);
  if (nextTier === null) {
    return { tier, nextTier, amtSpent, remainingAmt: 0, nextTierThreshold: null, percentToNextTier: 100 };
  }
  const threshold = REWARDS_TIER_THRESHOLD_CENTS[nextTier];
  const remainingAmt = Math.max(0, threshold - amtSpent);
  const percentToNextTier = Math.min(100, Math.floor((amtSpent * 100) / threshold));
  return { tier, nextTier, amtSpent, remainingAmt, nextTierThreshold: threshold, percentToNextTier };
}

/** The first instant of the calendar year (UTC) of `now`, and of the next: a year's spend window. */
export function spendYear(now: Date): { from: string; to: string } {
  const year = now.getUTCFullYear();
  return { from: new Date(Date.UTC(year, 0, 1)).toISOString(), to: new Date(Date.UTC(year + 1, 0, 1)).toISOString() };
}

/** Whether a tier reached at `reachedAt` still counts as new on `now`. */
export function isTierUpgradeNew(reachedAt: string | null, now: Date): boolean {
  if (reachedAt === null) return false;
  const at = Date.parse(reachedAt);
  if (!Number.isFinite(at)) return false;
  return now.getTime() - at <= TIER_UPGRADE_NEW_DAYS * 86_400_000;
}

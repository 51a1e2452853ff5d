import {
  formatCents,
  formatCount,
  formatLongDate,
  REWARDS_TIER_NAMES,
  type RewardsTier,
  type SlpCustomerRewardsInfo,
} from "@quire/domain";

// How the rewards pages word their figures. Rewards amounts are whole dollars and points above a
// million read as M (money.ts); spend is money and keeps its cents.

export function tierName(tier: RewardsTier): string {
  return REWARDS_TIER_NAMES[tier];
}

/** "March 4, 2026" from an ISO timestamp (its UTC day, as the server renders it); the text itself otherwise. */
export function rewardsDate(iso: string): string {
  return formatLongDate(iso.slice(0, 10)) || iso;
}

/** "+250" or "-1,000": history points with their sign; 0 as "0". */
export function signedPoints(points: number): string {
  if (!Number.isFinite(points) || points === 0) return "0";
  return `${points > 0 ? "+" : "-"}${formatCount(Math.abs(Math.trunc(points)))}`;
}

/** Where the member stands on the way to the next tier, in a sentence. */
export function tierProgressText(info: Pick<SlpCustomerRewardsInfo, "tier" | "nextTier" | "remainingAmt">): string {
  if (info.nextTier === null) return `You're ${tierName(info.tier)}, our top tier.`;
  if (info.remainingAmt <= 0) return `You've reached ${tierName(info.nextTier)}.`;
  return `Spend ${formatCents(info.remainingAmt)} more this year to reach ${tierName(info.nextTier)}.`;
}

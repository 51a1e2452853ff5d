import { orderEarnedPoints, redeemableValueCents } from "../rewards/earning";

// Easy Rewards in the cart (cart.md section 3, cartEasyRewards): whether the shopper can redeem
// points on this cart, what their points are worth, what is applied and what the order earns.

export const EASY_REWARDS_NOT_ELIGIBLE_MESSAGE = "This item is not eligible for Easy Rewards points redemption.";

export const EASY_REWARDS_MESSAGES = {
  notMember: "Join Quire Rewards to earn and redeem points.",
  nothingToRedeem: "You need at least 100 points ($1) to redeem.",
  noEligibleItems: "No item in your cart can be paid with Easy Rewards points.",
  overAvailable: "You can apply up to the rewards available.",
  invalidAmount: "Please enter a whole-dollar amount to apply.",
  applied: "Your Easy Rewards points are applied to this order.",
  businessAccount: "Easy Rewards are for consumer rewards members.",
} as const;

export interface CartEasyRewards {
  redeemEligibility: boolean;
  availablePoints: number;
  /** whole dollars, in cents */
  availableDollarValue: number;
  appliedPoints: number;
  appliedDollarValue: number;
  earnedPoints: number;
  messages: { code: string; type: "INFO" | "WARNING"; message: string }[];
}

/** Warranty plans, free samples and gift cards cannot be paid with points (the store's rule). */
export function isEasyRewardsEligible(product: {
  isWarrantyPlan: boolean;
  isFreeSample: boolean;
  isGiftCard?: boolean;
}): boolean {
  return !product.isWarrantyPlan && !product.isFreeSample && !product.isGiftCard;
}

/**
 * The cart's Easy Rewards: `tier` null for a shopper who is not a member; `eligibleCents` the total
 * of the lines that may be paid with points; `appliedCents` what the checkout applies now;
 * `businessAccount` a business account's user (who earns nothing).
 */
export function cartEasyRewards(input: {
  tier: string | null;
  points: number;
  eligibleCents: number;
  appliedCents: number;
  businessAccount?: boolean;
}): CartEasyRewards {
  const member = input.tier !== null;
  const points = Number.isSafeInteger(input.points) && input.points > 0 ? input.points : 0;
  const availableDollarValue = member ? redeemableValueCents(points) : 0;
  const applied = Math.max(0, Math.min(input.appliedCents, availableDollarValue));
  const messages: CartEasyRewards["messages"] = [];
  if (!member) messages.push({ code: "NOT_REWARDS_MEMBER", type: "INFO", message: EASY_REWARDS_MESSAGES.notMember });
  else if (availableDollarValue === 0)
    messages.push({ code: "NOT_ENOUGH_POINTS", type: "INFO", message: EASY_REWARDS_MESSAGES.nothingToRedeem });
  else if (input.eligibleCents < 100)
    messages.push({ code: "NO_ELIGIBLE_ITEMS", type: "INFO", message: EASY_REWARDS_MESSAGES.noEligibleItems });
  if (applied > 0) messages.push({ code: "EASY_REWARDS_APPLIED", type: "INFO", message: EASY_REWARDS_MESSAGES.applied });
  return {
    redeemEligibility: member && availableDollarValue > 0 && input.eligibleCents >= 100,
    availablePoints: member ? points : 0,
    availableDollarValue,
    appliedPoints: applied,
    appliedDollarValue: applied,
    earnedPoints: member
      ? orderEarnedPoints({
          tier: input.tier,
          eligibleCents: input.eligibleCents,
          redeemedCents: applied,
          businessAccount: input.businessAccount,
        })
      : 0,
    messages,
  };
}

import type { RewardsTier } from "./earning";
import type { LoyaltyOfferCode, LoyaltyOfferReward } from "./loyalty-offers";
import type { TierProgress } from "./tiers";

// What the rewards calls answer (spec section 3's Rewards fields; money in integer cents) and what
// the rewards pages read through their door. A guest or a shopper who is not a member gets no
// rewards data at all: `null`, never an error.

/**
 * GET {prefix}/api/sparxProxy/getSlpCustomerRewardsInfo: the member's tier and the way to the next
 * (amtSpent, remainingAmt: cents of this calendar year's spend), and the offer and tier flags.
 */
export interface SlpCustomerRewardsInfo extends TierProgress {
  rewardsNumber: string;
  /** the member is offered a free-rewards offer this month */
  isFreeSkusEligible: boolean;
  /** ... and has not activated it yet */
  showFreeSkuNewFlag: boolean;
  /** the member reached their tier within the last 30 days */
  showTierUpgradeNewFlag: boolean;
  /** joined within 90 days */
  isNewMember: boolean;
  memberSince: string | null;
}

/** GET {prefix}/api/sparxProxy/getAvailableRewards */
export interface AvailableRewards {
  /** what the member's points can pay now, in whole dollars (cents) */
  availableRewards: number;
  loyaltyRewards: { accounts: { rewardsNumber: string; tier: RewardsTier; points: number }[] };
  wallet: {
    balances: {
      /** the points' value (cents): 1 point = 1 cent */
      current: number;
      /** the part of it that can be redeemed: whole dollars (cents) */
      usableValue: number;
    };
  };
}

/** The header's pair, fetched together and cached for 5 minutes in session storage. */
export interface RewardsHeaderData {
  info: SlpCustomerRewardsInfo | null;
  available: AvailableRewards | null;
}

export interface LoyaltyOfferView {
  /** the member's own offer id (another member's is a 404) */
  id: string;
  code: LoyaltyOfferCode;
  title: string;
  description: string;
  reward: LoyaltyOfferReward;
  /** "500 bonus points", "$5 in Rewards" */
  rewardText: string;
  minSpendCents: number;
  expiresAt: string;
  activatedAt: string | null;
  /** when the reward was paid (at activation or by a qualifying order) */
  fulfilledAt: string | null;
  freeSku: boolean;
}

export type RewardsActivityKindView = "EARNED" | "REDEEMED" | "RETURNED" | "OFFER" | "ENROLLED" | "TIER";

export interface RewardsActivityView {
  id: string;
  kind: RewardsActivityKindView;
  /** signed: added points are positive, taken points negative */
  points: number;
  orderNumber: string | null;
  description: string;
  at: string;
}

export interface RewardsDashboard {
  info: SlpCustomerRewardsInfo;
  available: AvailableRewards;
  points: number;
  offers: LoyaltyOfferView[];
  history: RewardsActivityView[];
}

/** Whether and how the signed-in shopper can join, and where their offers go. */
export interface RewardsEnrolment {
  /** GUEST: sign in first; BUSINESS: business and service accounts are not part of the program */
  standing: "GUEST" | "BUSINESS" | "CAN_JOIN" | "MEMBER";
  rewardsNumber: string | null;
  /** the account's e-mail, the enrolment form's first answer */
  accountEmail: string | null;
  subscription: { emailID: string; phoneNumber: string } | null;
}

export interface RewardsMembership {
  rewardsNumber: string;
  tier: RewardsTier;
  memberSince: string;
  /** false when the shopper was already a member */
  joined: boolean;
}

export interface OfferSubscriptionView {
  emailID: string;
  phoneNumber: string;
  landingPages: string[];
}

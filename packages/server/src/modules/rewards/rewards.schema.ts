import { LOYALTY_OFFER_CODES, MAX_LANDING_PAGES, MEMBERSHIP_PROGRAMS } from "@quire/domain";
import { z } from "zod";

// The rewards calls' shapes, for the OpenAPI document and the answers' serialisation. Money is
// integer cents; points are whole points. Bodies are read by the service with the domain's rules
// (packages/domain/src/rewards/enrolment.ts), so a refusal carries a message per field.

export const rewardsErrorResponse = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe("VALIDATION_ERROR: a message per field"),
  })
  .describe("{code, message}");

const tier = z.enum(["BASE", "PREMIER", "ELITE"]);

const customerRewardsInfo = z.object({
  rewardsNumber: z.string(),
  tier,
  nextTier: tier.nullable().describe("null at the top tier"),
  amtSpent: z.number().int().describe("Merchandise bought this calendar year (UTC), after coupons, cents"),
  remainingAmt: z.number().int().describe("Spend still needed this year for the next tier, cents; 0 at the top tier"),
  nextTierThreshold: z.number().int().nullable().describe("What the next tier needs in a year, cents"),
  percentToNextTier: z.number().int(),
  isFreeSkusEligible: z.boolean().describe("The member is offered a free-rewards offer this month"),
  showFreeSkuNewFlag: z.boolean().describe("... and has not activated it"),
  showTierUpgradeNewFlag: z.boolean().describe("The member reached their tier within the last 30 days"),
  isNewMember: z.boolean().describe("Joined within 90 days"),
  memberSince: z.string().nullable(),
});

export const customerRewardsInfoResponse = z
  .object({ data: customerRewardsInfo.nullable() })
  .describe("The member's standing; data is null for guests and shoppers who are not members");

const availableRewards = z.object({
  availableRewards: z.number().int().describe("What the points can pay now, whole dollars in cents"),
  loyaltyRewards: z.object({
    accounts: z.array(z.object({ rewardsNumber: z.string(), tier, points: z.number().int() })),
  }),
  wallet: z.object({
    balances: z.object({
      current: z.number().int().describe("The points' value, cents (1 point = 1 cent)"),
      usableValue: z.number().int().describe("The part that can be redeemed: whole dollars, cents"),
    }),
  }),
});

export const availableRewardsResponse = z
  .object({ data: availableRewards.nullable() })
  .describe("The member's points and their value; data is null for guests and shoppers who are not members");

export const subscribeBody = z
  .object({
    emailID: z.string().describe("'Invalid email address' when it is not one"),
    phoneNumber: z.string().describe("A US number, any punctuation; stored as 10 digits ('Invalid phone number')"),
    landingPages: z
      .union([z.string(), z.array(z.string()).max(MAX_LANDING_PAGES)])
      .optional()
      .describe("Pages of this site the shopper signed up from (paths)"),
  })
  .describe("Where the shopper's loyalty offers go");

const subscription = z.object({ emailID: z.string(), phoneNumber: z.string(), landingPages: z.array(z.string()) });

export const subscribeResponse = z.object({ data: subscription }).describe("The saved subscription");

export const joinResponse = z
  .object({
    data: z.object({
      rewardsNumber: z.string(),
      tier,
      memberSince: z.string(),
      joined: z.boolean().describe("false when the shopper was already a member"),
    }),
  })
  .describe("The membership");

const offerReward = z.union([
  z.object({ kind: z.literal("POINTS"), points: z.number().int() }),
  z.object({ kind: z.literal("DOLLARS"), cents: z.number().int() }),
]);

const loyaltyOffer = z.object({
  id: z.string().describe("The member's own offer id"),
  code: z.enum(LOYALTY_OFFER_CODES),
  title: z.string(),
  description: z.string(),
  reward: offerReward,
  rewardText: z.string(),
  minSpendCents: z.number().int().describe("Order subtotal that earns the reward once activated; 0: paid at activation"),
  expiresAt: z.string(),
  activatedAt: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
  freeSku: z.boolean(),
});

export const offersResponse = z
  .object({ data: z.object({ offers: z.array(loyaltyOffer) }) })
  .describe("This month's offers (empty for shoppers who are not members)");

export const offerResponse = z.object({ data: loyaltyOffer }).describe("The offer, activated");

export const offerParams = z.object({ offerId: z.string() });

export const activityResponse = z
  .object({
    data: z.object({
      activity: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(["EARNED", "REDEEMED", "RETURNED", "OFFER", "ENROLLED", "TIER"]),
          points: z.number().int().describe("Signed: added points positive, taken points negative"),
          orderNumber: z.string().nullable(),
          description: z.string(),
          at: z.string(),
        }),
      ),
    }),
  })
  .describe("The points history, newest first");

// Paid memberships (Select, Premium) and the people a member shares theirs with.

export const membershipResponse = z
  .object({
    data: z.object({
      program: z.enum(MEMBERSHIP_PROGRAMS).nullable().describe("null: no paid membership"),
      beneficiaries: z.array(z.object({ id: z.string(), email: z.string(), addedAt: z.string() })),
    }),
  })
  .describe("The shopper's paid membership and who shares it");

export const buyMembershipBody = z.object({ program: z.enum(MEMBERSHIP_PROGRAMS) });

export const beneficiaryBody = z.object({ email: z.string() });

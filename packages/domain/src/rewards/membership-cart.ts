import type { CartMessage } from "../cart-rules";
import { MEMBERSHIP_MESSAGES, type MembershipProgram, type MembershipView, isMembershipProgram } from "./membership";

// Paid memberships sold in the cart (decision 078): what each program costs a year and takes off a
// member's products, and whether a shopper may add one. A membership is its own kind of product:
// digital (nothing ships or is picked up), one per order, never discounted.

/** What a year of each program costs. */
export const MEMBERSHIP_YEARLY_PRICE_CENTS: Record<MembershipProgram, number> = { SELECT: 4_999, PREMIUM: 9_999 };

/** Whole percent a member's prices take off the products in their cart. */
export const MEMBER_SAVINGS_PERCENT: Record<MembershipProgram, number> = { SELECT: 5, PREMIUM: 10 };

/** A shopper buys a program one at a time, for a year. */
export const MEMBERSHIP_SKU_QUANTITY_LIMIT = 1;

/** A program as /membership offers it: its product, price and terms. */
export interface MembershipOffer {
  program: MembershipProgram;
  itemId: string;
  priceCents: number;
  savingsPercent: number;
  maxBeneficiaries: number;
}

/** What /membership shows: both programs, and the shopper's own membership when signed in. */
export interface MembershipPage {
  offers: MembershipOffer[];
  signedIn: boolean;
  /** a business account buys no membership */
  businessAccount: boolean;
  membership: MembershipView | null;
}

/** What a membership's add needs to know of the shopper and the cart. */
export interface MembershipAddContext {
  signedIn: boolean;
  /** a business account (or the business site): memberships are for personal accounts */
  businessAccount: boolean;
  /** the program the shopper holds, if any */
  heldProgram: MembershipProgram | null;
  /** the shopper's e-mail is a beneficiary of someone else's membership */
  sharesAnother: boolean;
  /** the programs of the membership lines already in the cart */
  inCart: readonly MembershipProgram[];
}

/**
 * Why a membership of `program` may not join the cart, as the line's item message, or null. The same
 * program already in the cart is left to the quantity rules (its limit of one says so in their words).
 */
export function membershipAddRefusal(program: MembershipProgram, ctx: MembershipAddContext): CartMessage | null {
  if (!ctx.signedIn) return { code: "MISSING_USER", type: "ERROR", message: MEMBERSHIP_MESSAGES.signIn };
  if (ctx.businessAccount) return { code: "MEMBERSHIP_GENERIC_ERR", type: "ERROR", message: MEMBERSHIP_MESSAGES.generic };
  if (ctx.heldProgram !== null) {
    return { code: "ALREADY_PURCHASED", type: "ERROR", message: MEMBERSHIP_MESSAGES.alreadyPurchased(ctx.heldProgram) };
  }
  if (ctx.sharesAnother) return { code: "ALREADY_BENEFICIARY", type: "ERROR", message: MEMBERSHIP_MESSAGES.sharedWithYou };
  if (ctx.inCart.some((p) => p !== program)) {
    return { code: "MEMBERSHIP_GENERIC_ERR", type: "ERROR", message: MEMBERSHIP_MESSAGES.generic };
  }
  return null;
}

/** A product's program when it is a membership, else null (the column holds anything a row may). */
export function membershipOf(product: { membershipProgram?: string | null }): MembershipProgram | null {
  return isMembershipProgram(product.membershipProgram) ? product.membershipProgram : null;
}

/**
 * The program whose prices a cart gets: the one its shopper holds, else the one in the cart (shown
 * before the order makes them a member, and applied to that order: it makes them one).
 */
export function memberPricingProgram(
  held: MembershipProgram | null,
  inCart: readonly MembershipProgram[],
): MembershipProgram | null {
  if (held !== null) return held;
  return inCart.includes("PREMIUM") ? "PREMIUM" : (inCart[0] ?? null);
}

/**
 * What a member's prices take off `eligibleCents` (the products after coupons): the program's percent,
 * half a cent up, once on the total so the lines' rounding cannot add up to a cent more or less.
 */
export function memberSavingsCents(eligibleCents: number, program: MembershipProgram | null): number {
  if (program === null || eligibleCents <= 0) return 0;
  return Math.floor((Math.round(eligibleCents) * MEMBER_SAVINGS_PERCENT[program] + 50) / 100);
}

import {
  type AvailableRewards,
  LOYALTY_OFFERS,
  type LoyaltyOfferView,
  type OfferSubscription,
  type OfferSubscriptionView,
  POINT_VALUE_CENTS,
  type RewardsActivityView,
  type RewardsDashboard,
  type RewardsEnrolment,
  type RewardsMembership,
  type RewardsTier,
  type SlpCustomerRewardsInfo,
  REWARDS_TIER_NAMES,
  isLoyaltyOfferCode,
  isNewRewardsMember,
  isRewardsTier,
  isTierUpgradeNew,
  loyaltyOfferPeriod,
  loyaltyOffersFor,
  offerRewardPoints,
  offerRewardText,
  orderQualifiesForOffer,
  parseOfferSubscription,
  pointsEarned,
  redeemableValueCents,
  spendYear,
  tierAfterSpend,
  tierProgress,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { refuseCardNumberIn } from "../../http/free-text";
import type { RequestSession } from "../session";
import { MembershipService } from "./membership.service";
import * as repo from "./rewards.repository";
import { PERSONAL_ACCOUNTS_ONLY, SIGN_IN_REQUIRED } from "./rewards.words";

// The rewards program (decision 020): a member's standing (tier by this year's spend, progress to
// the next), their points and what they are worth, the month's loyalty offers and their
// activation, the points history, joining, and where offers are sent. Guests and shoppers who are
// not members get no rewards data (null), never an error; what changes something needs a
// signed-in shopper.

export { PERSONAL_ACCOUNTS_ONLY, SIGN_IN_REQUIRED };
export const NOT_A_MEMBER = "Join Quire Rewards to see your points and offers.";
export const OFFER_NOT_FOUND = "We couldn't find that offer.";
export const OFFER_ENDED = "This offer has ended.";

/** The history's length on the dashboard. */
export const HISTORY_LIMIT = 20;

/** A rewards number of a new member: 10 digits, one per user, apart from the demo members' 2004839xxx. */
export function rewardsNumberFor(userId: number): string {
  return String(2_100_000_000 + userId);
}

interface Member extends repo.MemberRow {
  rewardsNumber: string;
  rewardsTier: RewardsTier;
}

function isMember(row: repo.MemberRow): row is Member {
  return row.rewardsNumber !== null && isRewardsTier(row.rewardsTier);
}

/** Business buyers, approvers and service reps are not part of the consumer program. */
function isPersonalAccount(row: repo.MemberRow): boolean {
  return row.tenant === "dotcom" && row.accountId === null && (row.userType === "REGISTERED" || row.userType === "REWARDS");
}

function offerView(row: repo.OfferRow): LoyaltyOfferView | null {
  if (!isLoyaltyOfferCode(row.code)) return null;
  const terms = LOYALTY_OFFERS[row.code];
  return {
    id: row.id,
    code: terms.code,
    title: terms.title,
    description: terms.description,
    reward: terms.reward,
    rewardText: offerRewardText(terms.reward),
    minSpendCents: terms.minSpendCents,
    expiresAt: row.expiresAt,
    activatedAt: row.activatedAt,
    fulfilledAt: row.fulfilledAt,
    freeSku: terms.freeSku,
  };
}

function subscriptionView(row: repo.SubscriptionRow): OfferSubscriptionView {
  let landingPages: string[] = [];
  try {
    const parsed = JSON.parse(row.landingPages) as unknown;
    if (Array.isArray(parsed)) landingPages = parsed.filter((p): p is string => typeof p === "string");
  } catch {
    // an unreadable list reads as none
  }
  return { emailID: row.email, phoneNumber: row.phone, landingPages };
}

/**
 * Pays the rewards of a member's activated offers that an order qualifies for: each offer once, as
 * points with an OFFER history row. For order placement, inside the order's transaction, with the
 * order's eligible subtotal (cents). Returns the points paid.
 */
export async function payOfferRewardsForOrder(
  db: Db,
  e: { userId: number; orderNumber: string; eligibleCents: number; at: string },
): Promise<number> {
  let paid = 0;
  for (const row of await repo.findOpenActivatedOffers(db, e.userId, e.at)) {
    if (!isLoyaltyOfferCode(row.code)) continue;
    const terms = LOYALTY_OFFERS[row.code];
    if (!orderQualifiesForOffer(terms, e.eligibleCents)) continue;
    if (!(await repo.markOfferFulfilled(db, row.id, e.at, e.orderNumber))) continue;
    const points = offerRewardPoints(terms.reward);
    await repo.creditPoints(db, {
      userId: e.userId,
      kind: "OFFER",
      points,
      orderNumber: e.orderNumber,
      description: `${terms.title} (order ${e.orderNumber})`,
      at: e.at,
    });
    paid += points;
  }
  return paid;
}

export class RewardsService {
  /** the paid memberships (Select, Premium) beside the free program */
  readonly membership: MembershipService;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.membership = new MembershipService(db, clock);
  }

  private async signedIn(session: RequestSession): Promise<repo.MemberRow> {
    if (!session.token.isLoggedIn || session.userId === null) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_REQUIRED);
    const row = await repo.findMember(this.db, session.userId);
    if (!row) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_REQUIRED);
    return row;
  }

  /** The signed-in member, or null for a guest or a shopper who has not joined. */
  private async memberOrNull(session: RequestSession): Promise<Member | null> {
    if (!session.token.isLoggedIn || session.userId === null) return null;
    const row = await repo.findMember(this.db, session.userId);
    return row && isMember(row) ? row : null;
  }

  private async requireMember(session: RequestSession): Promise<Member> {
    const row = await this.signedIn(session);
    if (!isMember(row)) throw new AppError(404, "NOT_A_MEMBER", NOT_A_MEMBER);
    return row;
  }

  /**
   * The member's standing. A year's spend that reaches a higher tier lifts the member to it here
   * (once: the change is conditional on the tier read), so the tier is right whenever it is shown.
   */
  private async standing(member: Member, now: Date): Promise<SlpCustomerRewardsInfo> {
    const year = spendYear(now);
    const amtSpent = await repo.spendBetween(this.db, member.id, year.from, year.to);
    let tier = member.rewardsTier;
    const reached = tierAfterSpend(tier, amtSpent);
    if (reached !== tier) {
      const at = now.toISOString();
      const raised = await this.db
        .transaction()
        .execute((trx) => repo.raiseTier(trx, { userId: member.id, from: tier, to: reached, at }));
      if (raised) tier = reached;
      else {
        const fresh = await repo.findMember(this.db, member.id);
        if (fresh && isRewardsTier(fresh.rewardsTier)) tier = fresh.rewardsTier;
      }
    }
    const progress = tierProgress(tier, amtSpent);
    const isNewMember = isNewRewardsMember(member.memberSince, now);
    const freeSkuCodes = loyaltyOffersFor({ tier, isNewMember, amtSpentCents: amtSpent }).filter(
      (c) => LOYALTY_OFFERS[c].freeSku,
    );
    const { period } = loyaltyOfferPeriod(now);
    const activated = new Set(
      (await repo.findOffersOfPeriod(this.db, member.id, period)).filter((o) => o.activatedAt !== null).map((o) => o.code),
    );
    const [latestUpgrade] = await repo.findTierUpgrades(this.db, member.id, 1);
    return {
      rewardsNumber: member.rewardsNumber,
      ...progress,
      isFreeSkusEligible: freeSkuCodes.length > 0,
      showFreeSkuNewFlag: freeSkuCodes.some((code) => !activated.has(code)),
      showTierUpgradeNewFlag: latestUpgrade?.toTier === tier && isTierUpgradeNew(latestUpgrade.reachedAt, now),
      isNewMember,
      memberSince: member.memberSince,
    };
  }

  private available(member: Member, tier: RewardsTier): AvailableRewards {
    const points = member.rewardsPoints;
    const usableValue = redeemableValueCents(points);
    return {
      availableRewards: usableValue,
      loyaltyRewards: { accounts: [{ rewardsNumber: member.rewardsNumber, tier, points }] },
      wallet: { balances: { current: Math.max(0, points) * POINT_VALUE_CENTS, usableValue } },
    };
  }

  /** getSlpCustomerRewardsInfo: null for guests and shoppers who are not members. */
  async customerRewardsInfo(session: RequestSession): Promise<SlpCustomerRewardsInfo | null> {
    const member = await this.memberOrNull(session);
    return member ? this.standing(member, this.clock()) : null;
  }

  /** getAvailableRewards: null for guests and shoppers who are not members. */
  async availableRewards(session: RequestSession): Promise<AvailableRewards | null> {
    const member = await this.memberOrNull(session);
    return member ? this.available(member, member.rewardsTier) : null;
  }

  async enrolment(session: RequestSession): Promise<RewardsEnrolment> {
    if (!session.token.isLoggedIn || session.userId === null) {
      return { standing: "GUEST", rewardsNumber: null, accountEmail: null, subscription: null };
    }
    const row = await this.signedIn(session);
    const subscription = await repo.findSubscription(this.db, row.id);
    return {
      standing: isMember(row) ? "MEMBER" : isPersonalAccount(row) ? "CAN_JOIN" : "BUSINESS",
      rewardsNumber: row.rewardsNumber,
      accountEmail: row.email,
      subscription: subscription ? { emailID: subscription.email, phoneNumber: subscription.phone } : null,
    };
  }

  /**
   * Joins the program at the Base tier with a rewards number of one's own; joining again answers
   * the membership as it stands. The session token reads the user afresh on every request, so
   * the next page shows the member. With the enrolment form's fields (emailID, phoneNumber), where
   * offers go is saved with it; a wrong field refuses the whole join.
   */
  async join(session: RequestSession, subscriptionInput: unknown): Promise<RewardsMembership> {
    const row = await this.signedIn(session);
    const subscription = hasSubscriptionFields(subscriptionInput) ? parsedSubscription(subscriptionInput) : null;
    if (isMember(row)) {
      if (subscription) await this.saveSubscription(row.id, subscription);
      return { rewardsNumber: row.rewardsNumber, tier: row.rewardsTier, memberSince: row.memberSince ?? "", joined: false };
    }
    if (!isPersonalAccount(row)) throw new AppError(403, "FORBIDDEN", PERSONAL_ACCOUNTS_ONLY);
    const at = this.clock().toISOString();
    const rewardsNumber = rewardsNumberFor(row.id);
    const joined = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.enrolMember(trx, { userId: row.id, rewardsNumber, at }))) return false;
      await repo.insertActivity(trx, {
        userId: row.id,
        kind: "ENROLLED",
        points: 0,
        orderNumber: null,
        description: "Joined Quire Rewards",
        at,
      });
      if (subscription) await repo.saveSubscription(trx, { userId: row.id, ...subscriptionRow(subscription), at });
      return true;
    });
    if (!joined) {
      // Another request made them a member a moment ago: answer with what it did.
      const fresh = await this.signedIn(session);
      if (!isMember(fresh)) throw new AppError(403, "FORBIDDEN", PERSONAL_ACCOUNTS_ONLY);
      return { rewardsNumber: fresh.rewardsNumber, tier: fresh.rewardsTier, memberSince: fresh.memberSince ?? at, joined: false };
    }
    return { rewardsNumber, tier: "BASE", memberSince: at, joined: true };
  }

  /** subscribeUserforOffers: where the shopper's offers go (personal accounts, members or not). */
  async subscribe(session: RequestSession, input: unknown): Promise<OfferSubscriptionView> {
    const row = await this.signedIn(session);
    if (!isPersonalAccount(row)) throw new AppError(403, "FORBIDDEN", PERSONAL_ACCOUNTS_ONLY);
    const subscription = parsedSubscription(input);
    await this.saveSubscription(row.id, subscription);
    return { ...subscription };
  }

  private async saveSubscription(userId: number, subscription: OfferSubscription): Promise<void> {
    await repo.saveSubscription(this.db, { userId, ...subscriptionRow(subscription), at: this.clock().toISOString() });
  }

  async subscription(session: RequestSession): Promise<OfferSubscriptionView | null> {
    const row = await this.signedIn(session);
    const saved = await repo.findSubscription(this.db, row.id);
    return saved ? subscriptionView(saved) : null;
  }

  /**
   * This month's offers of the member, by tier and newness (given the first time they are
   * listed), plus any other offer of the month they activated. Empty for a shopper who is not a member.
   */
  async offers(session: RequestSession): Promise<LoyaltyOfferView[]> {
    const row = await this.signedIn(session);
    if (!isMember(row)) return [];
    const now = this.clock();
    return this.offersOf(row, await this.standing(row, now), now);
  }

  private async offersOf(member: Member, info: SlpCustomerRewardsInfo, now: Date): Promise<LoyaltyOfferView[]> {
    const codes = loyaltyOffersFor({ tier: info.tier, isNewMember: info.isNewMember, amtSpentCents: info.amtSpent });
    const { period, expiresAt } = loyaltyOfferPeriod(now);
    await repo.insertOffers(this.db, { userId: member.id, codes, period, offeredAt: now.toISOString(), expiresAt });
    const rows = await repo.findOffersOfPeriod(this.db, member.id, period);
    const order = (code: string) => {
      const index = (codes as string[]).indexOf(code);
      return index === -1 ? codes.length : index;
    };
    return rows
      .filter((r) => (codes as string[]).includes(r.code) || r.activatedAt !== null)
      .sort((a, b) => order(a.code) - order(b.code) || a.code.localeCompare(b.code))
      .flatMap((r) => offerView(r) ?? []);
  }

  /**
   * Activates one of the member's own offers (another member's id is a 404, like an unknown one).
   * Activating again changes nothing. An offer without a minimum spend pays its points now.
   */
  async activateOffer(session: RequestSession, offerId: string): Promise<LoyaltyOfferView> {
    const row = await this.signedIn(session);
    const offer = await repo.findOffer(this.db, row.id, offerId);
    if (!offer || !isLoyaltyOfferCode(offer.code)) throw new AppError(404, "OFFER_NOT_FOUND", OFFER_NOT_FOUND);
    if (offer.activatedAt !== null) return offerView(offer)!;
    const now = this.clock();
    const at = now.toISOString();
    if (offer.expiresAt < at) throw new AppError(409, "OFFER_EXPIRED", OFFER_ENDED);
    const terms = LOYALTY_OFFERS[offer.code];
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.markOfferActivated(trx, row.id, offer.id, at))) return;
      if (terms.minSpendCents > 0 || !(await repo.markOfferFulfilled(trx, offer.id, at, null))) return;
      await repo.creditPoints(trx, {
        userId: row.id,
        kind: "OFFER",
        points: offerRewardPoints(terms.reward),
        orderNumber: null,
        description: terms.title,
        at,
      });
    });
    const fresh = await repo.findOffer(this.db, row.id, offer.id);
    return offerView(fresh ?? offer)!;
  }

  /**
   * The points history, newest first: rewards_activity, tier upgrades, and the demo store's orders
   * since joining (placed before checkout existed, so without activity rows) with the points they
   * earned at the member's tier.
   */
  async history(session: RequestSession): Promise<RewardsActivityView[]> {
    const member = await this.requireMember(session);
    return this.historyOf(member);
  }

  private async historyOf(member: Member): Promise<RewardsActivityView[]> {
    const [activity, upgrades, demoOrders] = await Promise.all([
      repo.findActivity(this.db, member.id, HISTORY_LIMIT),
      repo.findTierUpgrades(this.db, member.id, HISTORY_LIMIT),
      member.memberSince
        ? repo.findDemoHistoryOrders(this.db, member.id, member.memberSince, HISTORY_LIMIT)
        : Promise.resolve([]),
    ]);
    const entries: RewardsActivityView[] = [
      ...activity.map((a) => ({
        id: a.id,
        kind: (["EARNED", "REDEEMED", "RETURNED", "OFFER", "ENROLLED"].includes(a.kind)
          ? a.kind
          : "EARNED") as RewardsActivityView["kind"],
        points: a.points,
        orderNumber: a.orderNumber,
        description: a.description,
        at: a.createdAt,
      })),
      ...upgrades.map((u) => ({
        id: u.id,
        kind: "TIER" as const,
        points: 0,
        orderNumber: null,
        description: `Reached ${isRewardsTier(u.toTier) ? REWARDS_TIER_NAMES[u.toTier] : u.toTier}`,
        at: u.reachedAt,
      })),
      ...demoOrders.map((o) => ({
        id: `order-${o.orderNumber}`,
        kind: "EARNED" as const,
        points: pointsEarned(member.rewardsTier, o.subtotalCents),
        orderNumber: o.orderNumber,
        description: `Earned on order ${o.orderNumber}`,
        at: o.placedAt,
      })),
    ];
    return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, HISTORY_LIMIT);
  }

  /** Everything the dashboard shows, in one read. */
  async dashboard(session: RequestSession): Promise<RewardsDashboard> {
    const row = await this.requireMember(session);
    const now = this.clock();
    const info = await this.standing(row, now);
    const offers = await this.offersOf(row, info, now);
    // Read again: activating an offer or an upgrade may have moved the points since.
    const member = await this.requireMember(session);
    const history = await this.historyOf(member);
    return { info, available: this.available(member, info.tier), points: member.rewardsPoints, offers, history };
  }
}

/** Whether a join also brings the enrolment form's fields (a bare join has neither). */
function hasSubscriptionFields(input: unknown): boolean {
  return typeof input === "object" && input !== null && ("emailID" in input || "phoneNumber" in input);
}

/** The enrolment's fields by the domain's rules; every field's message at once when any is wrong. */
function parsedSubscription(input: unknown): OfferSubscription {
  if (typeof input === "object" && input !== null)
    refuseCardNumberIn(input as Record<string, unknown>, ["emailID", "phoneNumber"]);
  const parsed = parseOfferSubscription(input);
  if (!parsed.ok) throw new AppError(400, "VALIDATION_ERROR", parsed.message, { fields: parsed.fields });
  return parsed.value;
}

function subscriptionRow(subscription: OfferSubscription): { email: string; phone: string; landingPages: string[] } {
  return { email: subscription.emailID, phone: subscription.phoneNumber, landingPages: subscription.landingPages };
}

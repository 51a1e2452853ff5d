import crypto from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../../db/database";
import type { LoyaltyOfferTable, LoyaltySubscriptionTable } from "../../db/schema";

// Rewards SQL: a member's points (users.rewards_points) and their history (rewards_activity).
// Every function takes the db or an open transaction explicitly; order placement calls the two
// point movements inside the order's own transaction. History rows carry signed points: what was
// added is positive, what was taken is negative, so a history adds up.

export type RewardsActivityKind = "EARNED" | "REDEEMED" | "RETURNED" | "OFFER" | "ENROLLED";

export interface OrderPointsMovement {
  userId: number;
  orderNumber: string;
  /** whole points, as the order computed them */
  points: number;
  /** ISO-8601 time of the order */
  at: string;
}

function requireWholePoints(points: number): void {
  // A fraction of a point is a bug in the caller, never something a shopper typed.
  if (!Number.isSafeInteger(points)) throw new Error(`Rewards points must be a whole number, got ${points}`);
}

export async function insertActivity(
  db: Db,
  row: { userId: number; kind: RewardsActivityKind; points: number; orderNumber: string | null; description: string; at: string },
): Promise<void> {
  await db
    .insertInto("rewardsActivity")
    .values({
      id: crypto.randomUUID(),
      userId: row.userId,
      kind: row.kind,
      points: row.points,
      orderNumber: row.orderNumber,
      description: row.description,
      createdAt: row.at,
    })
    .execute();
}

/** Adds the points an order earned to the member's balance, with an EARNED history row. */
export async function creditOrderPoints(db: Db, e: OrderPointsMovement): Promise<void> {
  await creditPoints(db, { ...e, kind: "EARNED", description: `Earned on order ${e.orderNumber}` });
}

/**
 * Takes Easy Rewards points redeemed on an order, only if the member still has them: one
 * conditional UPDATE, so two orders spending the same points cannot both succeed. True when the
 * points were taken (with a REDEEMED history row), false when the balance was short (nothing
 * changed). Nothing to take is a success.
 */
export async function debitRedeemedPoints(db: Db, e: OrderPointsMovement): Promise<boolean> {
  requireWholePoints(e.points);
  if (e.points <= 0) return true;
  const result = await db
    .updateTable("users")
    .set((eb) => ({ rewardsPoints: eb("rewardsPoints", "-", e.points) }))
    .where("id", "=", e.userId)
    .where("rewardsPoints", ">=", e.points)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await insertActivity(db, {
    userId: e.userId,
    kind: "REDEEMED",
    points: -e.points,
    orderNumber: e.orderNumber,
    description: `Redeemed on order ${e.orderNumber}`,
    at: e.at,
  });
  return true;
}

// ---- Members ----

export interface MemberRow {
  id: number;
  tenant: string;
  email: string;
  userType: string;
  accountId: number | null;
  rewardsNumber: string | null;
  rewardsTier: string | null;
  rewardsPoints: number;
  memberSince: string | null;
}

export async function findMember(db: Db, userId: number): Promise<MemberRow | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "tenant", "email", "userType", "accountId", "rewardsNumber", "rewardsTier", "rewardsPoints", "memberSince"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      id: Number(row.id),
      accountId: row.accountId === null ? null : Number(row.accountId),
      rewardsPoints: Number(row.rewardsPoints),
    }
  );
}

/** Orders that count as bought: placed, shipped or delivered (not waiting for approval, not declined). */
const BOUGHT_STATUSES = ["PLACED", "SHIPPED", "DELIVERED"];

/** Merchandise bought in [from, to): subtotals after coupons, in cents. */
export async function spendBetween(db: Db, userId: number, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) =>
      eb.fn.sum<number | string | null>(eb("subtotalCents", "-", eb.fn.coalesce("couponsTotalCents", eb.lit(0)))).as("spent"),
    )
    .where("userId", "=", userId)
    .where("status", "in", BOUGHT_STATUSES)
    .where("placedAt", ">=", from)
    .where("placedAt", "<", to)
    .executeTakeFirst();
  return Number(row?.spent ?? 0);
}

/**
 * Makes a registered shopper a Base member with the rewards number given. Only a shopper who is
 * not a member yet is changed: false when another request made them one first.
 */
export async function enrolMember(db: Db, e: { userId: number; rewardsNumber: string; at: string }): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ userType: "REWARDS", rewardsNumber: e.rewardsNumber, rewardsTier: "BASE", memberSince: e.at })
    .where("id", "=", e.userId)
    .where("userType", "=", "REGISTERED")
    .where("rewardsNumber", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lifts a member from one tier to a higher one, once: false when the tier is no longer `from`. */
export async function raiseTier(db: Db, e: { userId: number; from: string; to: string; at: string }): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ rewardsTier: e.to })
    .where("id", "=", e.userId)
    .where("rewardsTier", "=", e.from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .insertInto("rewardsTierUpgrades")
    .values({ id: crypto.randomUUID(), userId: e.userId, fromTier: e.from, toTier: e.to, reachedAt: e.at })
    .execute();
  return true;
}

export interface TierUpgradeRow {
  id: string;
  fromTier: string;
  toTier: string;
  reachedAt: string;
}

export async function findTierUpgrades(db: Db, userId: number, limit: number): Promise<TierUpgradeRow[]> {
  return db
    .selectFrom("rewardsTierUpgrades")
    .select(["id", "fromTier", "toTier", "reachedAt"])
    .where("userId", "=", userId)
    .orderBy("reachedAt", "desc")
    .limit(limit)
    .execute();
}

/** Adds points to the member's balance with their history row; nothing for zero or fewer. */
export async function creditPoints(
  db: Db,
  e: { userId: number; kind: RewardsActivityKind; points: number; orderNumber: string | null; description: string; at: string },
): Promise<void> {
  requireWholePoints(e.points);
  if (e.points <= 0) return;
  await db
    .updateTable("users")
    .set((eb) => ({ rewardsPoints: eb("rewardsPoints", "+", e.points) }))
    .where("id", "=", e.userId)
    .execute();
  await insertActivity(db, e);
}

// ---- History ----

export interface ActivityRow {
  id: string;
  kind: string;
  points: number;
  orderNumber: string | null;
  description: string;
  createdAt: string;
}

export async function findActivity(db: Db, userId: number, limit: number): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom("rewardsActivity")
    .select(["id", "kind", "points", "orderNumber", "description", "createdAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, points: Number(r.points) }));
}

export interface HistoryOrderRow {
  orderNumber: string;
  placedAt: string;
  subtotalCents: number;
}

/**
 * The demo store's order history since the member joined: orders that did not come through
 * checkout (no cart), so they have no rewards_activity rows of their own.
 */
export async function findDemoHistoryOrders(db: Db, userId: number, since: string, limit: number): Promise<HistoryOrderRow[]> {
  const rows = await db
    .selectFrom("orders")
    .select(["orderNumber", "placedAt", "subtotalCents"])
    .where("userId", "=", userId)
    .where("cartId", "is", null)
    .where("status", "in", BOUGHT_STATUSES)
    .where("placedAt", ">=", since)
    .orderBy("placedAt", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, subtotalCents: Number(r.subtotalCents) }));
}

// ---- Loyalty offers ----

export type OfferRow = Selectable<LoyaltyOfferTable>;

/** Gives the member these offers for the month; offers they already have stay as they are. */
export async function insertOffers(
  db: Db,
  e: { userId: number; codes: readonly string[]; period: string; offeredAt: string; expiresAt: string },
): Promise<void> {
  if (e.codes.length === 0) return;
  await db
    .insertInto("loyaltyOffers")
    .values(
      e.codes.map((code) => ({
        id: crypto.randomUUID(),
        userId: e.userId,
        code,
        period: e.period,
        offeredAt: e.offeredAt,
        expiresAt: e.expiresAt,
        activatedAt: null,
        fulfilledAt: null,
        orderNumber: null,
      })),
    )
    .onConflict((oc) => oc.columns(["userId", "code", "period"]).doNothing())
    .execute();
}

export async function findOffersOfPeriod(db: Db, userId: number, period: string): Promise<OfferRow[]> {
  return db.selectFrom("loyaltyOffers").selectAll().where("userId", "=", userId).where("period", "=", period).execute();
}

/** The member's own offer with this id; another member's reads as none. */
export async function findOffer(db: Db, userId: number, offerId: string): Promise<OfferRow | undefined> {
  return db.selectFrom("loyaltyOffers").selectAll().where("id", "=", offerId).where("userId", "=", userId).executeTakeFirst();
}

/** Activated, unpaid offers still running at `at`. */
export async function findOpenActivatedOffers(db: Db, userId: number, at: string): Promise<OfferRow[]> {
  return db
    .selectFrom("loyaltyOffers")
    .selectAll()
    .where("userId", "=", userId)
    .where("activatedAt", "is not", null)
    .where("fulfilledAt", "is", null)
    .where("expiresAt", ">=", at)
    .orderBy("activatedAt")
    .execute();
}

/** Activates an offer once: false when it already was. */
export async function markOfferActivated(db: Db, userId: number, offerId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("loyaltyOffers")
    .set({ activatedAt: at })
    .where("id", "=", offerId)
    .where("userId", "=", userId)
    .where("activatedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks an offer's reward paid once: false when it already was. */
export async function markOfferFulfilled(db: Db, offerId: string, at: string, orderNumber: string | null): Promise<boolean> {
  const result = await db
    .updateTable("loyaltyOffers")
    .set({ fulfilledAt: at, orderNumber })
    .where("id", "=", offerId)
    .where("fulfilledAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- Offer subscriptions (subscribeUserforOffers) ----

export type SubscriptionRow = Selectable<LoyaltySubscriptionTable>;

export async function findSubscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("loyaltySubscriptions").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/** The shopper's one subscription, replaced by the latest enrolment. */
export async function saveSubscription(
  db: Db,
  e: { userId: number; email: string; phone: string; landingPages: string[]; at: string },
): Promise<void> {
  const landingPages = JSON.stringify(e.landingPages);
  await db
    .insertInto("loyaltySubscriptions")
    .values({ userId: e.userId, email: e.email, phone: e.phone, landingPages, createdAt: e.at, updatedAt: e.at })
    .onConflict((oc) => oc.column("userId").doUpdateSet({ email: e.email, phone: e.phone, landingPages, updatedAt: e.at }))
    .execute();
}

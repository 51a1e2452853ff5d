import crypto from "node:crypto";
import type { Db } from "../../db/database";

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
  requireWholePoints(e.points);
  if (e.points <= 0) return;
  await db
    .updateTable("users")
    .set((eb) => ({ rewardsPoints: eb("rewardsPoints", "+", e.points) }))
    .where("id", "=", e.userId)
    .execute();
  await insertActivity(db, {
    userId: e.userId,
    kind: "EARNED",
    points: e.points,
    orderNumber: e.orderNumber,
    description: `Earned on order ${e.orderNumber}`,
    at: e.at,
  });
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

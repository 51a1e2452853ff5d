import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { AccountTable, BudgetCentreTable, SessionTable, ShipToTable, UserTable } from "../../db/schema";

// All SQL of accounts, users, sessions and sign-in attempts. Every function takes the db or an open transaction.

export type UserRow = UserTable;
export type SessionRow = SessionTable;

export async function findUserByEmail(db: Db, tenant: string, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("tenant", "=", tenant).where("email", "=", email).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Integer ids without a sequence (one schema for SQLite and PostgreSQL): the next free id, retried on a clash. */
export async function nextId(db: Db, table: "users" | "accounts"): Promise<number> {
  const row = await sql<{ maxId: number | string | null }>`select max(id) as max_id from ${sql.table(table)}`.execute(db);
  return Number(row.rows[0]?.maxId ?? 0) + 1;
}

export async function insertUser(db: Db, row: UserRow): Promise<void> {
  await db.insertInto("users").values(row).execute();
}

export async function insertAccount(db: Db, row: AccountTable): Promise<void> {
  await db.insertInto("accounts").values(row).execute();
}

export async function findAccount(db: Db, id: number): Promise<AccountTable | undefined> {
  return db.selectFrom("accounts").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findBudgetCentre(db: Db, id: number): Promise<BudgetCentreTable | undefined> {
  return db.selectFrom("budgetCentres").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The account's first ship-to (by id) is the user's default. */
export async function findDefaultShipTo(db: Db, accountId: number): Promise<ShipToTable | undefined> {
  return db.selectFrom("shipTos").selectAll().where("accountId", "=", accountId).orderBy("id").executeTakeFirst();
}

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto("sessions").values(row).execute();
}

export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom("sessions").selectAll().where("idHash", "=", idHash).executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string, lastSeenAt: string, idleExpiresAt: string): Promise<void> {
  await db.updateTable("sessions").set({ lastSeenAt, idleExpiresAt }).where("idHash", "=", idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("idHash", "=", idHash).execute();
}

export async function deleteExpiredSessions(db: Db, nowIso: string): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("idleExpiresAt", "<", nowIso), eb("absoluteExpiresAt", "<", nowIso)]))
    .execute();
}

export async function countAttempts(db: Db, key: string, sinceMs: number): Promise<{ count: number; oldestMs: number | null }> {
  const row = await db
    .selectFrom("signInAttempts")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.min("attemptedAtMs").as("oldest")])
    .where("limiterKey", "=", key)
    .where("attemptedAtMs", ">", sinceMs)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), oldestMs: row?.oldest == null ? null : Number(row.oldest) };
}

export async function recordAttempt(db: Db, key: string, atMs: number): Promise<void> {
  await db.insertInto("signInAttempts").values({ id: crypto.randomUUID(), limiterKey: key, attemptedAtMs: atMs }).execute();
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom("signInAttempts").where("limiterKey", "=", key).execute();
}

export async function pruneAttempts(db: Db, beforeMs: number): Promise<void> {
  await db.deleteFrom("signInAttempts").where("attemptedAtMs", "<", beforeMs).execute();
}

import { sql } from "kysely";
import { compiledOnce } from "../../db/compiled-once";
import type { Db } from "../../db/database";
import type { AccountTable, SessionTable, ShipToTable, UserTable } from "../../db/schema";
import { type BudgetCentreRow, findBudgetCentre as findAccountBudgetCentre } from "../account";

// All SQL of accounts, users, sessions and sign-in attempts. Every function takes the db or an open transaction.

export type UserRow = UserTable;
export type SessionRow = SessionTable;

export async function findUserByEmail(db: Db, tenant: string, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("tenant", "=", tenant).where("email", "=", email).executeTakeFirst();
}

// read on every request of a signed-in shopper (decision 051's compiled-once queries)
const userById = compiledOnce((db: Db, id: number) => db.selectFrom("users").selectAll().where("id", "=", id));

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return (await userById(db, id)).rows[0];
}

/** Integer ids without a sequence (one schema for SQLite and PostgreSQL): the next free id, retried on a clash. */
export async function nextId(db: Db, table: "users" | "accounts"): Promise<number> {
  const row = await sql<{ maxId: number | string | null }>`select max(id) as max_id from ${sql.table(table)}`.execute(db);
  return Number(row.rows[0]?.maxId ?? 0) + 1;
}

export async function setSessionsNotBefore(db: Db, userId: number, iso: string): Promise<void> {
  await db.updateTable("users").set({ sessionsNotBefore: iso }).where("id", "=", userId).execute();
}

export async function insertUser(db: Db, row: UserRow): Promise<void> {
  await db.insertInto("users").values(row).execute();
}

/** A guest-checkout record becomes an account: only while it is still a guest's. */
export async function convertGuestUser(
  db: Db,
  id: number,
  to: Pick<UserRow, "email" | "passwordHash" | "firstName" | "lastName" | "userType">,
): Promise<void> {
  await db.updateTable("users").set(to).where("id", "=", id).where("userType", "=", "GUEST").execute();
}

export async function insertAccount(db: Db, row: AccountTable): Promise<void> {
  await db.insertInto("accounts").values(row).execute();
}

// a business user's account and default ship-to are read on every request of theirs
const accountById = compiledOnce((db: Db, id: number) => db.selectFrom("accounts").selectAll().where("id", "=", id));
const firstShipTo = compiledOnce((db: Db, accountId: number) =>
  db.selectFrom("shipTos").selectAll().where("accountId", "=", accountId).orderBy("id").limit(1),
);

export async function findAccount(db: Db, id: number): Promise<AccountTable | undefined> {
  return (await accountById(db, id)).rows[0];
}

/** The user's budget centre with what it has left this fiscal year (decision 044). */
export async function findBudgetCentre(db: Db, accountId: number, id: number, now: Date): Promise<BudgetCentreRow | undefined> {
  return findAccountBudgetCentre(db, accountId, id, now);
}

/** The account's first ship-to (by id) is the user's default. */
export async function findDefaultShipTo(db: Db, accountId: number): Promise<ShipToTable | undefined> {
  return (await firstShipTo(db, accountId)).rows[0];
}

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto("sessions").values(row).execute();
}

const sessionByIdHash = compiledOnce((db: Db, idHash: string) =>
  db.selectFrom("sessions").selectAll().where("idHash", "=", idHash),
);

export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  return (await sessionByIdHash(db, idHash)).rows[0];
}

// every request of a signed-in shopper: the session and its user in one statement
const sessionWithUser = compiledOnce((db: Db, idHash: string) =>
  db
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.userId")
    .selectAll("u")
    .select([
      "s.idHash",
      "s.userId",
      "s.tenant as sessionTenant",
      "s.createdAt as sessionCreatedAt",
      "s.lastSeenAt",
      "s.idleExpiresAt",
      "s.absoluteExpiresAt",
      "s.userAgent",
    ])
    .where("s.idHash", "=", idHash),
);

export async function findSessionWithUser(db: Db, idHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const row = (await sessionWithUser(db, idHash)).rows[0];
  if (!row) return undefined;
  const {
    idHash: id,
    userId,
    sessionTenant,
    sessionCreatedAt,
    lastSeenAt,
    idleExpiresAt,
    absoluteExpiresAt,
    userAgent,
    ...user
  } = row;
  const session = {
    idHash: id,
    userId,
    tenant: sessionTenant,
    createdAt: sessionCreatedAt,
    lastSeenAt,
    idleExpiresAt,
    absoluteExpiresAt,
    userAgent,
  };
  return { session, user };
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

/**
 * Raises the key's attempt counter by one, starting a new window when the last one has passed, and
 * returns the new count: one statement, so parallel attempts each see a different count.
 */
export async function countAttempt(
  db: Db,
  key: string,
  nowMs: number,
  windowMs: number,
): Promise<{ attempts: number; windowStartedMs: number }> {
  const expired = nowMs - windowMs;
  const result = await sql<{ attempts: number | string; windowStartedMs: number | string }>`
    insert into sign_in_limits (limiter_key, window_started_ms, attempts) values (${key}, ${nowMs}, 1)
    on conflict (limiter_key) do update set
      attempts = case when sign_in_limits.window_started_ms <= ${expired} then 1 else sign_in_limits.attempts + 1 end,
      window_started_ms = case when sign_in_limits.window_started_ms <= ${expired} then ${nowMs}
        else sign_in_limits.window_started_ms end
    returning attempts, window_started_ms`.execute(db);
  const row = result.rows[0]!;
  return { attempts: Number(row.attempts), windowStartedMs: Number(row.windowStartedMs) };
}

export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable("signInLimits")
    .set({ attempts: sql`attempts - 1` })
    .where("limiterKey", "=", key)
    .where("attempts", ">", 0)
    .execute();
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom("signInLimits").where("limiterKey", "=", key).execute();
}

export async function pruneAttemptCounters(db: Db, beforeMs: number): Promise<void> {
  await db.deleteFrom("signInLimits").where("windowStartedMs", "<", beforeMs).execute();
}

/** A secret the server made for itself (stored once, shared by every process on the database). */
export async function serverSecret(db: Db, name: string, generate: () => string, nowIso: string): Promise<string> {
  await db
    .insertInto("serverSecrets")
    .values({ name, value: generate(), createdAt: nowIso })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("serverSecrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}

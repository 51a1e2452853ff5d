import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { AccountTable, BudgetCentreTable, BusinessApplicationTable, ShipToTable, UserTable } from "../../db/schema";

// All SQL of business applications and of the account an approval opens. Every function takes the
// db or an open transaction.

export type BusinessApplicationRow = BusinessApplicationTable;
export type ApplicationWithDecider = BusinessApplicationRow & {
  deciderFirstName: string | null;
  deciderLastName: string | null;
  accountNumber: string | null;
};

export async function insertApplication(db: Db, row: BusinessApplicationRow): Promise<void> {
  await db.insertInto("businessApplications").values(row).execute();
}

export async function findPendingByEmail(db: Db, email: string): Promise<BusinessApplicationRow | undefined> {
  return db
    .selectFrom("businessApplications")
    .selectAll()
    .where("email", "=", email)
    .where("status", "=", "PENDING")
    .executeTakeFirst();
}

function withDecider(db: Db) {
  return db
    .selectFrom("businessApplications as a")
    .leftJoin("users as d", "d.id", "a.decidedBy")
    .leftJoin("accounts as acc", "acc.id", "a.accountId")
    .selectAll("a")
    .select(["d.firstName as deciderFirstName", "d.lastName as deciderLastName", "acc.accountNumber as accountNumber"]);
}

export async function findApplication(db: Db, reference: string): Promise<ApplicationWithDecider | undefined> {
  return withDecider(db).where("a.reference", "=", reference).executeTakeFirst();
}

/** every pending application and the newest decided ones (the review list) */
export async function listApplications(db: Db, decidedLimit: number): Promise<ApplicationWithDecider[]> {
  const pending = await withDecider(db).where("a.status", "=", "PENDING").orderBy("a.submittedAt").execute();
  const decided = await withDecider(db)
    .where("a.status", "<>", "PENDING")
    .orderBy("a.decidedAt", "desc")
    .limit(decidedLimit)
    .execute();
  return [...pending, ...decided];
}

/**
 * Moves a pending application to its decision. Answers false when it was not pending any more (an
 * administrator decided it first): the caller's transaction then changes nothing.
 */
export async function decidePending(
  db: Db,
  reference: string,
  decision: Pick<BusinessApplicationRow, "status" | "decidedAt" | "decidedBy" | "declineReason" | "accountId" | "accountUserId">,
): Promise<boolean> {
  const result = await db
    .updateTable("businessApplications")
    .set({ ...decision, passwordHash: null })
    .where("reference", "=", reference)
    .where("status", "=", "PENDING")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findUserByEmail(db: Db, tenant: string, email: string): Promise<UserTable | undefined> {
  return db.selectFrom("users").selectAll().where("tenant", "=", tenant).where("email", "=", email).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserTable | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Integer ids without a sequence (one schema for SQLite and PostgreSQL): the next free id, retried on a clash. */
export async function nextId(db: Db, table: "users" | "accounts" | "ship_tos" | "budget_centres"): Promise<number> {
  const row = await sql<{ maxId: number | string | null }>`select max(id) as max_id from ${sql.table(table)}`.execute(db);
  return Number(row.rows[0]?.maxId ?? 0) + 1;
}

export async function insertAccount(db: Db, row: AccountTable): Promise<void> {
  await db.insertInto("accounts").values(row).execute();
}

export async function insertShipTo(db: Db, row: ShipToTable): Promise<void> {
  await db.insertInto("shipTos").values(row).execute();
}

export async function insertBudgetCentre(db: Db, row: BudgetCentreTable): Promise<void> {
  await db.insertInto("budgetCentres").values(row).execute();
}

export async function insertUser(db: Db, row: UserTable): Promise<void> {
  await db.insertInto("users").values(row).execute();
}

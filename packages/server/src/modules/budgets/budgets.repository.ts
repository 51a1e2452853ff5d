import { sql } from "kysely";
import { compiledOnce } from "../../db/compiled-once";
import type { Db } from "../../db/database";

// Budget SQL (decision 044). A centre's spent and pending are sums of its orders in the period, so
// there is one source of truth: the orders. Every query is scoped by the account id given.

/** Order statuses that are not (or not yet) money spent. */
const NOT_SPENT = ["PENDING_APPROVAL", "DECLINED", "CANCELLED"];

export interface CentreStandingRow {
  id: number;
  accountId: number;
  name: string;
  budgetCents: number;
  spentCents: number;
  pendingCents: number;
}

function centreStandings(db: Db, accountId: number, periodStart: string) {
  return db
    .selectFrom("budgetCentres as c")
    .leftJoin("orders as o", (join) =>
      join.onRef("o.budgetCentreId", "=", "c.id").onRef("o.accountId", "=", "c.accountId").on("o.placedAt", ">=", periodStart),
    )
    .select([
      "c.id",
      "c.accountId",
      "c.name",
      "c.budgetCents",
      sql<string | number>`coalesce(sum(case when o.status not in (${sql.join(NOT_SPENT)}) then o.total_cents else 0 end), 0)`.as(
        "spentCents",
      ),
      sql<string | number>`coalesce(sum(case when o.status = 'PENDING_APPROVAL' then o.total_cents else 0 end), 0)`.as(
        "pendingCents",
      ),
    ])
    .where("c.accountId", "=", accountId)
    .groupBy(["c.id", "c.accountId", "c.name", "c.budgetCents"])
    .orderBy("c.id");
}

// a business user's own centre is read on every request of theirs (decision 051's compiled-once queries)
const accountStandings = compiledOnce((db: Db, accountId: number, periodStart: string) =>
  centreStandings(db, accountId, periodStart),
);
const oneCentreStanding = compiledOnce((db: Db, accountId: number, periodStart: string, centreId: number) =>
  centreStandings(db, accountId, periodStart).where("c.id", "=", centreId),
);

/** The account's centres (or the one named) with their budget, spent and pending from `periodStart` on. */
export async function findCentreStandings(
  db: Db,
  accountId: number,
  periodStart: string,
  centreId?: number,
): Promise<CentreStandingRow[]> {
  const { rows } =
    centreId === undefined
      ? await accountStandings(db, accountId, periodStart)
      : await oneCentreStanding(db, accountId, periodStart, centreId);
  return rows.map((r) => ({
    id: Number(r.id),
    accountId: Number(r.accountId),
    name: r.name,
    budgetCents: Number(r.budgetCents),
    spentCents: Number(r.spentCents),
    pendingCents: Number(r.pendingCents),
  }));
}

/** The account a centre belongs to (for a centre known by id alone, as the session has it). */
export async function findCentreAccount(db: Db, centreId: number): Promise<number | undefined> {
  const row = await db.selectFrom("budgetCentres").select("accountId").where("id", "=", centreId).executeTakeFirst();
  return row ? Number(row.accountId) : undefined;
}

/** Spent per centre and month ("YYYY-MM") of the account's orders placed from `from` on. */
export async function findMonthlySpend(
  db: Db,
  accountId: number,
  from: string,
): Promise<{ centreId: number | null; month: string; cents: number }[]> {
  const month = sql<string>`substr(placed_at, 1, 7)`;
  const rows = await db
    .selectFrom("orders")
    .select(["budgetCentreId", month.as("month"), sql<string | number>`sum(total_cents)`.as("cents")])
    .where("accountId", "=", accountId)
    .where("placedAt", ">=", from)
    .where("status", "not in", NOT_SPENT)
    .groupBy(["budgetCentreId", month])
    .execute();
  return rows.map((r) => ({
    centreId: r.budgetCentreId == null ? null : Number(r.budgetCentreId),
    month: r.month,
    cents: Number(r.cents),
  }));
}

/** Sets a centre's budget; false when the centre is not the account's. */
export async function updateBudget(db: Db, accountId: number, centreId: number, budgetCents: number): Promise<boolean> {
  const result = await db
    .updateTable("budgetCentres")
    .set({ budgetCents })
    .where("accountId", "=", accountId)
    .where("id", "=", centreId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findAccountName(db: Db, accountId: number): Promise<string | undefined> {
  return (await db.selectFrom("accounts").select("name").where("id", "=", accountId).executeTakeFirst())?.name;
}

/** The account's approval policy JSON. */
export async function findAccountPolicy(db: Db, accountId: number): Promise<string | undefined> {
  return (await db.selectFrom("accounts").select("policies").where("id", "=", accountId).executeTakeFirst())?.policies;
}

/** A user's account and budget centre (business users), as stored. */
export async function findUserCentre(
  db: Db,
  userId: number,
): Promise<{ accountId: number | null; budgetCentreId: number | null } | undefined> {
  const row = await db.selectFrom("users").select(["accountId", "budgetCentreId"]).where("id", "=", userId).executeTakeFirst();
  return (
    row && {
      accountId: row.accountId == null ? null : Number(row.accountId),
      budgetCentreId: row.budgetCentreId == null ? null : Number(row.budgetCentreId),
    }
  );
}

export async function setCartBudgetCentre(db: Db, cartId: string, centreId: number | null, at: string): Promise<void> {
  await db
    .updateTable("carts")
    .set({ budgetCentreId: centreId, updatedAt: at, version: sql<number>`version + 1` })
    .where("id", "=", cartId)
    .execute();
}

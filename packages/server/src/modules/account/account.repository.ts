import { sql } from "kysely";
import { compiledOnce } from "../../db/compiled-once";
import type { Db } from "../../db/database";
import { availableCents, budgetPeriodOf } from "@quire/domain";
import type { AccountTable, ApprovalOrderTable, ShipToTable } from "../../db/schema";
import { findCentreStandings } from "../budgets";

// Account SQL: business accounts, their ship-tos and budget centres, orders waiting for an
// approver, shopping-list counts. Every function takes the db or an open transaction explicitly,
// and every query about an account's data is scoped by the account id given.

export type AccountRow = AccountTable;
export type ShipToRow = ShipToTable;
/** A budget centre with what it has left this fiscal year (budget less spent less pending, decision 044). */
export interface BudgetCentreRow {
  id: number;
  accountId: number;
  name: string;
  availableBalanceCents: number;
}

export interface PendingApprovalRow {
  cartId: string;
  submittedByUserId: number;
  orderNumber: string;
  approvalComments: string;
  ownerProfileId: string;
  totalCents: number;
  createdAt: string;
  submitterFirstName: string | null;
  submitterLastName: string | null;
}

export async function findAccountById(db: Db, accountId: number): Promise<AccountRow | undefined> {
  return db.selectFrom("accounts").selectAll().where("id", "=", accountId).executeTakeFirst();
}

export async function findShipTos(db: Db, accountId: number): Promise<ShipToRow[]> {
  return db.selectFrom("shipTos").selectAll().where("accountId", "=", accountId).orderBy("id").execute();
}

export async function findBudgetCentres(db: Db, accountId: number, now: Date = new Date()): Promise<BudgetCentreRow[]> {
  const rows = await findCentreStandings(db, accountId, budgetPeriodOf(now).start);
  return rows.map((r) => ({ id: r.id, accountId: r.accountId, name: r.name, availableBalanceCents: availableCents(r) }));
}

/** The budget centre with this id, only if it belongs to the account. */
export async function findBudgetCentre(
  db: Db,
  accountId: number,
  budgetCentreId: number,
  now: Date = new Date(),
): Promise<BudgetCentreRow | undefined> {
  const [r] = await findCentreStandings(db, accountId, budgetPeriodOf(now).start, budgetCentreId);
  return r && { id: r.id, accountId: r.accountId, name: r.name, availableBalanceCents: availableCents(r) };
}

/** Pending approval orders of the account, oldest first, with the submitter's name. */
export async function findPendingApprovals(db: Db, accountId: number): Promise<PendingApprovalRow[]> {
  const rows = await db
    .selectFrom("approvalOrders as o")
    .leftJoin("users as u", "u.id", "o.submittedByUserId")
    .select([
      "o.cartId",
      "o.submittedByUserId",
      "o.orderNumber",
      "o.approvalComments",
      "o.ownerProfileId",
      "o.totalCents",
      "o.createdAt",
      "u.firstName as submitterFirstName",
      "u.lastName as submitterLastName",
    ])
    .where("o.accountId", "=", accountId)
    .where("o.status", "=", "PENDING")
    .orderBy("o.createdAt")
    .orderBy("o.orderNumber")
    .execute();
  return rows.map((r) => ({ ...r, submittedByUserId: Number(r.submittedByUserId), totalCents: Number(r.totalCents) }));
}

/** The account's users with their group permissions: who may decide its orders (decision 059). */
export async function findAccountMembers(db: Db, accountId: number): Promise<{ userId: number; permissions: string[] }[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "groupPermissions"])
    .where("accountId", "=", accountId)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    userId: Number(r.id),
    permissions: r.groupPermissions
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean),
  }));
}

/** The lines of these orders (by order number), in product order, for the approvals page. */
export async function findApprovalOrderLines(
  db: Db,
  accountId: number,
  orderNumbers: string[],
): Promise<{ orderNumber: string; itemId: string; name: string; qty: number; unitPriceCents: number }[]> {
  if (orderNumbers.length === 0) return [];
  const rows = await db
    .selectFrom("approvalOrders as a")
    .innerJoin("orders as o", "o.orderNumber", "a.orderNumber")
    .innerJoin("orderLines as l", "l.orderId", "o.id")
    .innerJoin("products as p", "p.id", "l.productId")
    .select(["a.orderNumber", "p.itemId", "p.name", "l.qty", "l.unitPriceCents"])
    .where("a.accountId", "=", accountId)
    .where("a.orderNumber", "in", orderNumbers)
    .orderBy("a.orderNumber")
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({ ...r, qty: Number(r.qty), unitPriceCents: Number(r.unitPriceCents) }));
}

// the header's counts are read for every signed-in page (decision 051's compiled-once queries)
const pendingApprovals = compiledOnce((db: Db, accountId: number) =>
  db
    .selectFrom("approvalOrders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("accountId", "=", accountId)
    .where("status", "=", "PENDING"),
);

export async function countPendingApprovals(db: Db, accountId: number): Promise<number> {
  return Number((await pendingApprovals(db, accountId)).rows[0]?.n ?? 0);
}

/** The approval order with this number, only if it belongs to the account. */
export async function findApprovalOrder(db: Db, accountId: number, orderNumber: string): Promise<ApprovalOrderTable | undefined> {
  return db
    .selectFrom("approvalOrders")
    .selectAll()
    .where("accountId", "=", accountId)
    .where("orderNumber", "=", orderNumber)
    .executeTakeFirst();
}

/**
 * Moves a pending order to ACCEPTED or DECLINED. The status guard makes a concurrent second
 * decision update nothing (PostgreSQL re-checks the WHERE after the first commit), so the caller
 * learns from the returned false that somebody else decided first.
 */
export async function decideApprovalOrder(
  db: Db,
  change: {
    accountId: number;
    orderNumber: string;
    status: "ACCEPTED" | "DECLINED";
    approvalComments: string | null;
    decidedAt: string;
    decidedByUserId: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable("approvalOrders")
    .set({
      status: change.status,
      decidedAt: change.decidedAt,
      decidedByUserId: change.decidedByUserId,
      ...(change.approvalComments !== null ? { approvalComments: change.approvalComments } : {}),
    })
    .where("accountId", "=", change.accountId)
    .where("orderNumber", "=", change.orderNumber)
    .where("status", "=", "PENDING")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// a consumer's lists: PERSONAL, and SHARED by a link (no account: decision 077)
const personalLists = compiledOnce(
  (_db: Db, userId: number) => sql<{ n: number | string }>`select count(*) as n from shopping_lists
    where user_id = ${userId} and (access_level = 'PERSONAL' or (access_level = 'SHARED' and account_id is null))`,
);
const accountLists = compiledOnce(
  (_db: Db, userId: number, accountId: number) => sql<{ n: number | string }>`select count(*) as n from shopping_lists
    where (user_id = ${userId} and (access_level = 'PERSONAL' or (access_level = 'SHARED' and account_id is null)))
       or (account_id = ${accountId} and access_level in ('SHARED', 'GLOBAL'))`,
);

/**
 * Shopping lists the user can open, as GET /cc/api/lists shows them (decision 032): their own
 * PERSONAL lists and lists they share by a link (decision 077), plus (for a business user) their
 * account's SHARED and GLOBAL lists.
 */
export async function countLists(db: Db, userId: number, accountId: number | null): Promise<number> {
  const result = accountId === null ? await personalLists(db, userId) : await accountLists(db, userId, accountId);
  return Number(result.rows[0]?.n ?? 0);
}

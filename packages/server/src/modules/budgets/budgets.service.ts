import {
  type ApprovalPolicy,
  type BudgetCentreStanding,
  type BudgetMonth,
  type BudgetOverview,
  availableCents,
  budgetPeriodOf,
  canManageBudgets,
  canSeeBudgetOverview,
  lastTwelveMonths,
  monthLabel,
  parseBudgetDollars,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import type { RequestSession } from "../session";
import * as repo from "./budgets.repository";

// Budgets of a business account (decision 044): the overview of its centres, an administrator's
// change of a centre's budget, and the budget centre a buyer charges this cart's order to.

export const SIGN_IN_REQUIRED = "Please sign in to continue.";
export const NO_BUDGET_PERMISSION = "You do not have permission to see budgets.";
export const NO_MANAGE_PERMISSION = "You do not have permission to change budgets.";
export const CENTRE_NOT_FOUND = "Budget centre not found.";

/** A centre and what it has left now, for checkout's approval decision and the cart's meter. */
export interface CentreAvailable {
  id: number;
  name: string;
  availableCents: number;
}

/** The centre (of this account only) with what it has left in the period `now` falls in. */
export async function centreAvailable(
  db: Db,
  accountId: number,
  centreId: number,
  now: Date,
): Promise<CentreAvailable | undefined> {
  const [row] = await repo.findCentreStandings(db, accountId, budgetPeriodOf(now).start, centreId);
  return row && { id: row.id, name: row.name, availableCents: availableCents(row) };
}

/** Every centre of the account with what it has left now. */
export async function centresAvailable(db: Db, accountId: number, now: Date): Promise<CentreAvailable[]> {
  const rows = await repo.findCentreStandings(db, accountId, budgetPeriodOf(now).start);
  return rows.map((row) => ({ id: row.id, name: row.name, availableCents: availableCents(row) }));
}

/** The centre an order of this cart is charged to: the one chosen on the cart, else the buyer's own. */
export function orderCentreId(cart: { budgetCentreId?: number | null } | undefined, buyerCentreId: number | null): number | null {
  const chosen = cart?.budgetCentreId;
  return chosen == null ? buyerCentreId : Number(chosen);
}

export function parsePolicy(json: string | undefined): ApprovalPolicy {
  try {
    return json ? (JSON.parse(json) as ApprovalPolicy) : {};
  } catch {
    return {};
  }
}

export function standingOf(row: repo.CentreStandingRow): BudgetCentreStanding {
  return {
    id: row.id,
    name: row.name,
    budgetCents: row.budgetCents,
    spentCents: row.spentCents,
    pendingCents: row.pendingCents,
    availableCents: availableCents(row),
  };
}

function requireBusiness(session: RequestSession): { userId: number; accountId: number } {
  if (!session.token.isLoggedIn || session.userId === null) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_REQUIRED);
  if (session.accountId === null) throw new AppError(403, "FORBIDDEN", NO_BUDGET_PERMISSION);
  return { userId: session.userId, accountId: session.accountId };
}

/** A centre id as a caller sent it: a positive whole number, else it names no centre (404). */
function centreIdOf(value: unknown): number {
  const id =
    typeof value === "number" ? value : typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError(404, "BUDGET_CENTRE_NOT_FOUND", CENTRE_NOT_FOUND);
  return id;
}

export class BudgetsService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Every centre of the caller's account: budget, spent, pending, available, and the account's
   * spending per month of the last 12 months. 401 guests, 403 without an overview permission.
   */
  async overview(session: RequestSession): Promise<BudgetOverview> {
    const { accountId } = requireBusiness(session);
    if (!canSeeBudgetOverview(session.permissions)) throw new AppError(403, "FORBIDDEN", NO_BUDGET_PERMISSION);
    const now = this.clock();
    const period = budgetPeriodOf(now);
    const months = lastTwelveMonths(now);
    const [rows, spend, accountName] = await Promise.all([
      repo.findCentreStandings(this.db, accountId, period.start),
      repo.findMonthlySpend(this.db, accountId, `${months[0]}-01T00:00:00.000Z`),
      repo.findAccountName(this.db, accountId),
    ]);
    const centres = rows.map(standingOf);
    const byMonth: BudgetMonth[] = months.map((month) => {
      const byCentre: Record<string, number> = {};
      let totalCents = 0;
      for (const s of spend.filter((x) => x.month === month)) {
        totalCents += s.cents;
        if (s.centreId !== null) byCentre[String(s.centreId)] = (byCentre[String(s.centreId)] ?? 0) + s.cents;
      }
      return { month, label: monthLabel(month), totalCents, byCentre };
    });
    const sum = (pick: (c: BudgetCentreStanding) => number) => centres.reduce((n, c) => n + pick(c), 0);
    return {
      accountName: accountName ?? "",
      period,
      centres,
      totals: {
        budgetCents: sum((c) => c.budgetCents),
        spentCents: sum((c) => c.spentCents),
        pendingCents: sum((c) => c.pendingCents),
        availableCents: sum((c) => c.availableCents),
      },
      months: byMonth,
      canManage: canManageBudgets(session.permissions),
    };
  }

  /**
   * An administrator (MANAGE_BUDGETS) sets a centre's budget in whole dollars. 403 for anybody
   * else, 404 for a centre that is not their account's, 400 for a budget that is not whole dollars
   * from 0 to the maximum. Answers the centre as it now stands.
   */
  async setBudget(session: RequestSession, centre: unknown, budget: unknown): Promise<BudgetCentreStanding> {
    const { accountId } = requireBusiness(session);
    if (!canManageBudgets(session.permissions)) throw new AppError(403, "FORBIDDEN", NO_MANAGE_PERMISSION);
    const centreId = centreIdOf(centre);
    const parsed = parseBudgetDollars(budget);
    if (!parsed.ok) {
      throw new AppError(400, "VALIDATION_ERROR", parsed.message, { fields: { budget: parsed.message } });
    }
    const standing = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.updateBudget(trx, accountId, centreId, parsed.cents))) {
        throw new AppError(404, "BUDGET_CENTRE_NOT_FOUND", CENTRE_NOT_FOUND);
      }
      return repo.findCentreStandings(trx, accountId, budgetPeriodOf(this.clock()).start, centreId);
    });
    return standingOf(standing[0]!);
  }

  /**
   * The buyer charges this cart's order to another centre of their account (any business user of
   * the account may choose; the approval rule then judges the order against that centre). A centre
   * of another account, or none, is 404; a buyer without a cart is 400 EMPTY_CART. The cart is the
   * cart module's: its id comes from accountCartId, asked only once the centre is known.
   */
  async chooseCentre(
    session: RequestSession,
    centre: unknown,
    accountCartId: (userId: number) => Promise<string | null>,
  ): Promise<CentreAvailable> {
    const { userId, accountId } = requireBusiness(session);
    const centreId = centreIdOf(centre);
    const now = this.clock();
    const chosen = await centreAvailable(this.db, accountId, centreId, now);
    if (!chosen) throw new AppError(404, "BUDGET_CENTRE_NOT_FOUND", CENTRE_NOT_FOUND);
    const cartId = await accountCartId(userId);
    if (cartId === null) throw new AppError(400, "EMPTY_CART", "Your cart is empty.");
    // The buyer's own centre is the default: choosing it clears the choice.
    const own = session.budgetCentreId;
    await repo.setCartBudgetCentre(this.db, cartId, own === centreId ? null : centreId, now.toISOString());
    return chosen;
  }
}

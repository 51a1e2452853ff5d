import { formatCents } from "./money";

// Budgets of a business account's budget centres (decision 044): each centre has a budget for the
// fiscal year (the calendar year, UTC); what its orders spent and what waits for an approver come
// out of it. The same rules serve the cart's meter, checkout's approval decision and the overview.

/** OVER_BUDGET: the order is more than the centre has left; ACCOUNT_POLICY: over the account's limit. */
export type ApprovalReason = "OVER_BUDGET" | "ACCOUNT_POLICY";

export const APPROVAL_NEEDED_TEXT = "This order will need approval";
/**
 * The most a centre's budget may be set to, in whole dollars: well above any office-supplies budget,
 * and in cents still inside a 32-bit integer column on PostgreSQL.
 */
export const MAX_BUDGET_DOLLARS = 20_000_000;

export interface BudgetPeriod {
  /** ISO time the period starts (inclusive) */
  start: string;
  /** ISO time the next period starts (exclusive) */
  end: string;
  /** e.g. "2026" */
  label: string;
}

/** The fiscal year `now` falls in. */
export function budgetPeriodOf(now: Date): BudgetPeriod {
  const year = now.getUTCFullYear();
  return { start: `${year}-01-01T00:00:00.000Z`, end: `${year + 1}-01-01T00:00:00.000Z`, label: String(year) };
}

export interface BudgetFigures {
  budgetCents: number;
  /** orders of the period that are placed (not waiting, not declined) */
  spentCents: number;
  /** orders of the period waiting for an approver */
  pendingCents: number;
}

/** What the centre has left: budget less spent less waiting (negative once overspent). */
export function availableCents(figures: BudgetFigures): number {
  return figures.budgetCents - figures.spentCents - figures.pendingCents;
}

/** The account's rule for orders (accounts.policies JSON). */
export interface ApprovalPolicy {
  /** every order above this total waits for an approver; 0 = every order; absent = no limit */
  approvalRequiredOverCents?: number | null;
}

/** Why a business order of this total waits for an approver, or null when it is placed at once. */
export function approvalReasonFor(
  policy: ApprovalPolicy,
  totalCents: number,
  availableBalanceCents: number | null,
): ApprovalReason | null {
  if (availableBalanceCents !== null && totalCents > availableBalanceCents) return "OVER_BUDGET";
  const over = policy.approvalRequiredOverCents;
  if (typeof over === "number" && totalCents > over) return "ACCOUNT_POLICY";
  return null;
}

export interface BudgetMeter {
  budgetCentreId: number;
  budgetCentreName: string;
  availableCents: number;
  orderCents: number;
  /** what is left once this order is placed (negative when it is over) */
  remainingAfterCents: number;
  /** the bar's value: the order's share of what is available, 0 to 1 (full at or over the balance, or when nothing is left) */
  share: number;
  /**
   * The order as a whole percent of what is available, not capped: 115 for $14,502.59 against
   * $12,605.27. Over 100 exactly when the order is over the balance. Null when nothing is left.
   */
  percent: number | null;
  /** the order is more than the centre has left */
  overBudget: boolean;
  approvalRequired: boolean;
  approvalReason: ApprovalReason | null;
  /** "This order will need approval", or null */
  message: string | null;
}

/**
 * The order as a whole percent of the available balance, rounded, and never 100 unless it is
 * exactly the balance: a cent over reads 101, a cent under 99, so the number agrees with the
 * words "over budget". Null when nothing is available (no percent of nothing).
 */
export function budgetPercentOf(orderCents: number, availableCents: number): number | null {
  if (availableCents <= 0) return null;
  const percent = Math.round((Math.max(0, orderCents) * 100) / availableCents);
  if (orderCents > availableCents) return Math.max(101, percent);
  if (orderCents < availableCents) return Math.min(99, percent);
  return 100;
}

/** The cart's and checkout's budget meter: the centre, what it has left and this order's share of it. */
export function budgetMeterOf(input: {
  budgetCentreId: number;
  budgetCentreName: string;
  availableCents: number;
  orderCents: number;
  policy: ApprovalPolicy;
}): BudgetMeter {
  const { availableCents: available, orderCents } = input;
  const reason = approvalReasonFor(input.policy, orderCents, available);
  const share = available <= 0 ? (orderCents > 0 ? 1 : 0) : Math.min(1, Math.max(0, orderCents / available));
  return {
    budgetCentreId: input.budgetCentreId,
    budgetCentreName: input.budgetCentreName,
    availableCents: available,
    orderCents,
    remainingAfterCents: available - orderCents,
    share: Math.round(share * 1000) / 1000,
    percent: budgetPercentOf(orderCents, available),
    overBudget: orderCents > available,
    approvalRequired: reason !== null,
    approvalReason: reason,
    message: reason === null ? null : APPROVAL_NEEDED_TEXT,
  };
}

/**
 * The meter in words, as its bar's text: "This order is 25% of the available balance", "This order
 * is 115% of the available balance, $1,897.32 over budget", or "Nothing is left in this budget
 * centre". The bar stops at full; these words say by how much the order goes past it.
 */
export function budgetMeterText(meter: Pick<BudgetMeter, "percent" | "overBudget" | "remainingAfterCents">): string {
  if (meter.percent === null) return "Nothing is left in this budget centre";
  const share = `This order is ${meter.percent}% of the available balance`;
  return meter.overBudget ? `${share}, ${formatCents(-meter.remainingAfterCents)} over budget` : share;
}

export type BudgetDollarsResult = { ok: true; cents: number } | { ok: false; message: string };

/**
 * A budget as an administrator types it: whole dollars, 0 or more, at most MAX_BUDGET_DOLLARS;
 * "$12,000" and "12000" are the same; cents and anything else are refused.
 */
export function parseBudgetDollars(input: unknown): BudgetDollarsResult {
  const text = typeof input === "number" ? String(input) : typeof input === "string" ? input.trim() : "";
  const plain = text.replace(/^\$/, "").replace(/,(?=\d{3}(?:,|$))/g, "");
  if (plain === "") return { ok: false, message: "Enter the budget in whole dollars." };
  if (!/^\d+$/.test(plain))
    return { ok: false, message: "Enter the budget in whole dollars, with no cents (for example 25000)." };
  const dollars = Number(plain);
  if (!Number.isSafeInteger(dollars) || dollars > MAX_BUDGET_DOLLARS) {
    return { ok: false, message: `A budget can be at most $${MAX_BUDGET_DOLLARS.toLocaleString("en-US")}.` };
  }
  return { ok: true, cents: dollars * 100 };
}

/** The 12 calendar months ending with `now`'s, oldest first, as "YYYY-MM". */
export function lastTwelveMonths(now: Date): string[] {
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return months;
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03" as "Mar 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-");
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${year}`;
}

/** One budget centre as the overview shows it. */
export interface BudgetCentreStanding extends BudgetFigures {
  id: number;
  name: string;
  availableCents: number;
}

export interface BudgetMonth {
  month: string;
  label: string;
  totalCents: number;
  /** spent per centre id that month */
  byCentre: Record<string, number>;
}

/** GET of the budget overview: every centre of the account and the last 12 months' spending. */
export interface BudgetOverview {
  accountName: string;
  period: BudgetPeriod;
  centres: BudgetCentreStanding[];
  totals: BudgetFigures & { availableCents: number };
  months: BudgetMonth[];
  /** the user may change budgets (MANAGE_BUDGETS) */
  canManage: boolean;
}

/** Permissions that open the budget overview; MANAGE_BUDGETS also changes budgets. */
export const BUDGET_OVERVIEW_PERMISSIONS = [
  "BUDGET_OVERVIEW",
  "MANAGE_BUDGETS",
  "ORDER_APPROVER",
  "GROUP_APPROVER",
  "LEGACY_APPROVER",
] as const;

export function canSeeBudgetOverview(permissions: readonly string[]): boolean {
  return permissions.some((p) => (BUDGET_OVERVIEW_PERMISSIONS as readonly string[]).includes(p));
}

export function canManageBudgets(permissions: readonly string[]): boolean {
  return permissions.includes("MANAGE_BUDGETS");
}

/** invoiceInfo.bc as the spec names it: the order-level budget centre and the account's centres. */
export interface CartBudgetCentres {
  /** ORDER: one centre is charged for the whole order */
  level: "ORDER";
  values: { id: number; name: string; availableBalance: number; selected: boolean }[];
  /** the account has budget centres */
  budgetingEnabled: boolean;
  /** this order is charged to a centre */
  isConfigured: boolean;
}

/** What a business cart carries about its budget (cartInfo fields, decision 044). */
export interface CartBudgetFields {
  bcDetails: { availableBalance: number; budgetCenter: string; budgetCenterId: number } | null;
  invoiceInfo: { bc: CartBudgetCentres };
  budgetMeter: BudgetMeter | null;
}

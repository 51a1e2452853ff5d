import { describe, expect, it } from "vitest";
import {
  APPROVAL_NEEDED_TEXT,
  approvalReasonFor,
  availableCents,
  budgetMeterOf,
  budgetMeterText,
  budgetPercentOf,
  budgetPeriodOf,
  canManageBudgets,
  canSeeBudgetOverview,
  lastTwelveMonths,
  monthLabel,
  parseBudgetDollars,
} from "./budgets";

describe("budget arithmetic", () => {
  it("available is the budget less what was spent and what waits for approval", () => {
    expect(availableCents({ budgetCents: 100_000, spentCents: 30_000, pendingCents: 20_000 })).toBe(50_000);
    expect(availableCents({ budgetCents: 10_000, spentCents: 9_000, pendingCents: 4_000 })).toBe(-3_000);
  });

  it("the period is the calendar year the day falls in", () => {
    expect(budgetPeriodOf(new Date("2026-11-27T05:00:00Z"))).toEqual({
      start: "2026-01-01T00:00:00.000Z",
      end: "2027-01-01T00:00:00.000Z",
      label: "2026",
    });
    expect(budgetPeriodOf(new Date("2027-01-01T00:00:00Z")).label).toBe("2027");
  });

  it("the last twelve months end with this one, oldest first", () => {
    const months = lastTwelveMonths(new Date("2026-02-10T00:00:00Z"));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-03");
    expect(months[11]).toBe("2026-02");
    expect(monthLabel("2025-12")).toBe("Dec 2025");
  });
});

describe("approval rule", () => {
  const cases: [string, { approvalRequiredOverCents?: number | null }, number, number | null, string | null][] = [
    ["within balance, no policy", {}, 5_000, 10_000, null],
    ["exactly the balance", {}, 10_000, 10_000, null],
    ["a cent over the balance", {}, 10_001, 10_000, "OVER_BUDGET"],
    ["no centre, no policy", {}, 1_000_000, null, null],
    ["over the account's limit", { approvalRequiredOverCents: 2_500 }, 3_000, 10_000, "ACCOUNT_POLICY"],
    ["every order waits (limit 0)", { approvalRequiredOverCents: 0 }, 1, null, "ACCOUNT_POLICY"],
    ["over both: the budget is told", { approvalRequiredOverCents: 100 }, 20_000, 10_000, "OVER_BUDGET"],
    ["limit null is no limit", { approvalRequiredOverCents: null }, 20_000, null, null],
  ];
  it.each(cases)("%s", (_name, policy, total, available, reason) => {
    expect(approvalReasonFor(policy, total, available)).toBe(reason);
  });
});

describe("budget meter", () => {
  const base = { budgetCentreId: 1, budgetCentreName: "Litigation", policy: {} };

  it("an order within the balance fills its share and needs no approval", () => {
    const meter = budgetMeterOf({ ...base, availableCents: 40_000, orderCents: 10_000 });
    expect(meter).toMatchObject({ share: 0.25, remainingAfterCents: 30_000, approvalRequired: false, message: null });
  });

  it("an order above the balance says it will need approval and fills the meter", () => {
    const meter = budgetMeterOf({ ...base, availableCents: 5_000, orderCents: 7_500 });
    expect(meter).toMatchObject({
      share: 1,
      remainingAfterCents: -2_500,
      approvalRequired: true,
      approvalReason: "OVER_BUDGET",
      message: APPROVAL_NEEDED_TEXT,
    });
  });

  it("the account's policy alone also needs approval", () => {
    const meter = budgetMeterOf({
      ...base,
      availableCents: 500_000,
      orderCents: 30_000,
      policy: { approvalRequiredOverCents: 25_000 },
    });
    expect([meter.approvalReason, meter.message]).toEqual(["ACCOUNT_POLICY", APPROVAL_NEEDED_TEXT]);
  });

  it("an overspent centre shows a full meter", () => {
    expect(budgetMeterOf({ ...base, availableCents: -100, orderCents: 1 }).share).toBe(1);
  });

  it("says how far over the balance an order is: the bar is full, the percent is not capped", () => {
    const meter = budgetMeterOf({ ...base, availableCents: 1_260_527, orderCents: 1_450_259 });
    expect(meter).toMatchObject({ share: 1, percent: 115, overBudget: true, remainingAfterCents: -189_732 });
    expect(budgetMeterOf({ ...base, availableCents: 5_000, orderCents: 7_500 })).toMatchObject({
      percent: 150,
      overBudget: true,
    });
    expect(budgetMeterOf({ ...base, availableCents: 40_000, orderCents: 10_000 })).toMatchObject({
      percent: 25,
      overBudget: false,
    });
    expect(budgetMeterOf({ ...base, availableCents: 0, orderCents: 100 })).toMatchObject({ percent: null, overBudget: true });
  });
});

describe("budgetMeterText", () => {
  const base = { budgetCentreId: 1, budgetCentreName: "Litigation", policy: {} };
  it("says the percent, and how much over budget when the order is over", () => {
    expect(budgetMeterText(budgetMeterOf({ ...base, availableCents: 40_000, orderCents: 10_000 }))).toBe(
      "This order is 25% of the available balance",
    );
    expect(budgetMeterText(budgetMeterOf({ ...base, availableCents: 1_260_527, orderCents: 1_450_259 }))).toBe(
      "This order is 115% of the available balance, $1,897.32 over budget",
    );
    expect(budgetMeterText(budgetMeterOf({ ...base, availableCents: -100, orderCents: 1 }))).toBe(
      "Nothing is left in this budget centre",
    );
  });
});

describe("budgetPercentOf", () => {
  it.each([
    ["a quarter", 2_500, 10_000, 25],
    ["the example of the walkthrough", 1_450_259, 1_260_527, 115],
    ["twice the balance", 20_000, 10_000, 200],
    ["exactly the balance", 10_000, 10_000, 100],
    ["a cent over reads over 100", 1_000_001, 1_000_000, 101],
    ["a cent under reads under 100", 999_999, 1_000_000, 99],
    ["an empty order", 0, 10_000, 0],
    ["nothing available", 500, 0, null],
    ["an overspent centre", 500, -100, null],
  ] as const)("%s", (_name, order, available, percent) => {
    expect(budgetPercentOf(order, available)).toBe(percent);
  });
});

describe("a budget typed by an administrator", () => {
  it.each([
    ["25000", 2_500_000],
    ["$12,000", 1_200_000],
    [" 0 ", 0],
    [7, 700],
    ["20,000,000", 2_000_000_000],
  ])("%s is accepted", (input, cents) => {
    expect(parseBudgetDollars(input)).toEqual({ ok: true, cents });
  });

  it.each(["", "-5", "12.50", "abc", "1e6", "20000001", "1,00"])("%s is refused with a reason", (input) => {
    const result = parseBudgetDollars(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/budget/i);
  });
});

describe("who sees budgets", () => {
  it("approvers, budget managers and budget viewers see the overview; only managers change budgets", () => {
    expect(canSeeBudgetOverview(["G_AL", "ORDER_APPROVER"])).toBe(true);
    expect(canSeeBudgetOverview(["BUDGET_OVERVIEW"])).toBe(true);
    expect(canSeeBudgetOverview(["G_AL", "G_BOP"])).toBe(false);
    expect(canManageBudgets(["ORDER_APPROVER"])).toBe(false);
    expect(canManageBudgets(["MANAGE_BUDGETS"])).toBe(true);
  });
});

import { type BudgetOverview, budgetMeterOf } from "@quire/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BudgetMeterView } from "../../../ui/budget-meter";
import { BudgetOverviewView } from "./budget-overview";

afterEach(cleanup);

const OVERVIEW: BudgetOverview = {
  accountName: "Northwind Legal LLP",
  period: { start: "2026-01-01T00:00:00.000Z", end: "2027-01-01T00:00:00.000Z", label: "2026" },
  centres: [
    {
      id: 1,
      name: "Litigation",
      budgetCents: 5_000_000,
      spentCents: 3_000_000,
      pendingCents: 500_000,
      availableCents: 1_500_000,
    },
    { id: 2, name: "Office Services", budgetCents: 1_000_000, spentCents: 1_100_000, pendingCents: 0, availableCents: -100_000 },
  ],
  totals: { budgetCents: 6_000_000, spentCents: 4_100_000, pendingCents: 500_000, availableCents: 1_400_000 },
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, "0")}`,
    label: `M${i + 1} 2026`,
    totalCents: 10_000 * (i + 1),
    byCentre: { "1": 6_000 * (i + 1), "2": 4_000 * (i + 1) },
  })),
  canManage: false,
};

function show(overview: BudgetOverview) {
  const router = createMemoryRouter(
    [{ path: "/budgets", element: <BudgetOverviewView overview={overview} updatedCentreId={null} refusal={null} /> }],
    { initialEntries: ["/budgets"] },
  );
  render(<RouterProvider router={router} />);
}

describe("budget overview", () => {
  it("shows each centre's budget, spent, pending and available, and the chart with its table", () => {
    show(OVERVIEW);
    const table = screen.getByRole("table", { name: /per budget centre/ });
    const litigation = within(table).getByRole("row", { name: /Litigation/ });
    expect(
      within(litigation)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["$50,000.00", "$30,000.00", "$5,000.00", "$15,000.00"]);
    expect(within(table).getByRole("row", { name: /Office Services/ }).textContent).toContain("-$1,000.00");
    expect(screen.getByRole("img", { name: /Spending by month/ })).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Spending by month" })).getAllByRole("row")).toHaveLength(13);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("gives an administrator a labelled budget field per centre", () => {
    show({ ...OVERVIEW, canManage: true });
    const field = screen.getByRole("textbox", { name: "Budget for Litigation (whole dollars)" }) as HTMLInputElement;
    expect(field.value).toBe("50000");
    expect(screen.getByRole("button", { name: "Save Office Services budget" })).toBeTruthy();
  });
});

describe("budget meter", () => {
  it("is a meter with its share in words, and says when the order will need approval", () => {
    const meter = budgetMeterOf({
      budgetCentreId: 1,
      budgetCentreName: "Litigation",
      availableCents: 10_000,
      orderCents: 12_000,
      policy: {},
    });
    render(<BudgetMeterView meter={meter} />);
    const bar = screen.getByRole("meter", { name: /Budget centre: Litigation/ });
    expect(bar.getAttribute("aria-valuetext")).toBe("This order is 120% of the available balance, $20.00 over budget");
    expect(screen.getByRole("status").textContent).toContain("This order will need approval");
  });

  it("an order over the balance fills the bar and says by how much in words", () => {
    // the walkthrough's figures: $14,502.59 against $12,605.27 available
    const meter = budgetMeterOf({
      budgetCentreId: 1,
      budgetCentreName: "Litigation",
      availableCents: 1_260_527,
      orderCents: 1_450_259,
      policy: {},
    });
    render(<BudgetMeterView meter={meter} compact />);
    const bar = screen.getByRole("meter", { name: "This order's share of Litigation's available balance" }) as HTMLMeterElement;
    expect(bar.value).toBe(1);
    expect(bar.getAttribute("aria-valuetext")).toBe("This order is 115% of the available balance, $1,897.32 over budget");
    expect(screen.getByText("This order is 115% of the available balance, $1,897.32 over budget.")).toBeTruthy();
  });

  it("stays quiet when the order fits", () => {
    const meter = budgetMeterOf({
      budgetCentreId: 1,
      budgetCentreName: "Litigation",
      availableCents: 10_000,
      orderCents: 2_500,
      policy: {},
    });
    render(<BudgetMeterView meter={meter} />);
    expect(screen.getByText("This order is 25% of the available balance.")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});

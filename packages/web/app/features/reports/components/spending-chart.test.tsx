import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SpendingChart } from "./spending-chart";

afterEach(cleanup);

describe("SpendingChart", () => {
  const bars = [
    { key: "1", label: "Litigation", cents: 123456 },
    { key: "none", label: "No budget centre", cents: 0 },
  ];

  it("draws the bars and gives the same amounts as a table with a total", () => {
    render(<SpendingChart title="Spending by budget centre" bars={bars} totalCents={123456} />);
    const region = screen.getByRole("region", { name: "Spending by budget centre" });
    expect(within(region).getAllByRole("img", { name: /^Bar chart of spending by budget centre/ }).length).toBeGreaterThan(0);
    const table = within(region).getByRole("table", { name: "Spending by budget centre" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["Budget centreAmount", "Litigation$1,234.56", "No budget centre$0.00", "Total$1,234.56"]);
  });

  it("says so when nothing was spent", () => {
    render(<SpendingChart title="Spending by buyer" bars={[]} totalCents={0} />);
    expect(screen.getByText("No spending in this period.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

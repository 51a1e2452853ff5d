import { describe, expect, it } from "vitest";
import { monthLabel } from "./budgets";
import {
  centsToDollarText,
  csvField,
  csvTextField,
  parseReportPeriod,
  reportMonthKeys,
  reportPeriodStart,
  type SpendingRow,
  spendingCsv,
  summariseSpending,
} from "./spending-report";

const NOW = new Date("2026-11-27T04:00:00Z");

function row(partial: Partial<SpendingRow>): SpendingRow {
  return {
    month: "2026-11",
    buyerId: "1",
    buyerName: "Pat Kowalski",
    budgetCentreId: "10",
    budgetCentreName: "Litigation",
    categoryId: "1",
    categoryName: "Ink & Toner",
    cents: 0,
    ...partial,
  };
}

describe("the report period", () => {
  it.each([
    ["3", 3],
    [6, 6],
    [" 12 ", 12],
    ["24", 12],
    ["abc", 12],
    [undefined, 12],
    ["", 12],
  ])("reads %j as %j months", (input, expected) => {
    expect(parseReportPeriod(input)).toBe(expected);
  });

  it("counts the current month and the ones before it, across a year end", () => {
    expect(reportMonthKeys(NOW, 3)).toEqual(["2026-09", "2026-10", "2026-11"]);
    expect(reportMonthKeys(new Date("2026-02-01T00:00:00Z"), 3)).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(reportMonthKeys(NOW, 12)).toHaveLength(12);
    expect(reportMonthKeys(NOW, 12)[0]).toBe("2025-12");
    expect(reportPeriodStart(NOW, 12)).toBe("2025-12-01T00:00:00.000Z");
    expect(monthLabel("2026-01")).toBe("Jan 2026");
  });
});

describe("summariseSpending", () => {
  const rows = [
    row({ month: "2026-11", cents: 1000 }),
    row({ month: "2026-11", buyerId: "2", buyerName: "Morgan Reyes", categoryId: "2", categoryName: "Paper", cents: 250 }),
    row({ month: "2026-09", budgetCentreId: null, budgetCentreName: null, cents: 399 }),
    // before the period: never counted
    row({ month: "2026-08", cents: 100_000 }),
  ];

  it("sums each breakdown to the same total and keeps every month of the period", () => {
    const report = summariseSpending(rows, NOW, 3);
    expect(report.totalCents).toBe(1649);
    expect(report.byMonth).toEqual([
      { key: "2026-09", label: "Sep 2026", cents: 399 },
      { key: "2026-10", label: "Oct 2026", cents: 0 },
      { key: "2026-11", label: "Nov 2026", cents: 1250 },
    ]);
    expect(report.byBuyer).toEqual([
      { key: "1", label: "Pat Kowalski", cents: 1399 },
      { key: "2", label: "Morgan Reyes", cents: 250 },
    ]);
    expect(report.byBudgetCentre).toEqual([
      { key: "10", label: "Litigation", cents: 1250 },
      { key: "none", label: "No budget centre", cents: 399 },
    ]);
    expect(report.byCategory.map((b) => [b.label, b.cents])).toEqual([
      ["Ink & Toner", 1399],
      ["Paper", 250],
    ]);
    for (const bars of [report.byMonth, report.byBuyer, report.byBudgetCentre, report.byCategory]) {
      expect(bars.reduce((n, b) => n + b.cents, 0)).toBe(report.totalCents);
    }
  });

  it("answers zero months and empty breakdowns when nothing was bought", () => {
    const report = summariseSpending([], NOW, 6);
    expect(report.totalCents).toBe(0);
    expect(report.byMonth.map((b) => b.cents)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(report.byBuyer).toEqual([]);
  });
});

describe("the CSV", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [123456, "1234.56"],
    [-250, "-2.50"],
  ])("writes %j cents as %j", (cents, text) => {
    expect(centsToDollarText(cents)).toBe(text);
  });

  it("quotes fields with commas, quotes and line breaks, and defuses formulas in text", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("Ink, Toner")).toBe('"Ink, Toner"');
    expect(csvField('12" ruler')).toBe('"12"" ruler"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvTextField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvTextField("-1+2, ok")).toBe(`"'-1+2, ok"`);
  });

  it("has a header row, one row per bar and the total, money in dollars", () => {
    const report = summariseSpending(
      [
        row({ cents: 123456, buyerName: 'Lee "Ace", Jr' }),
        row({ month: "2026-10", categoryName: "Paper", categoryId: "2", cents: 5 }),
      ],
      NOW,
      3,
    );
    const lines = spendingCsv(report).split("\r\n");
    expect(lines[0]).toBe("Breakdown,Key,Label,Amount (USD)");
    expect(lines).toContain("Month,2026-11,Nov 2026,1234.56");
    expect(lines).toContain("Month,2026-09,Sep 2026,0.00");
    expect(lines).toContain('Buyer,1,"Lee ""Ace"", Jr",1234.61');
    expect(lines).toContain("Category,2,Paper,0.05");
    expect(lines.at(-2)).toBe("Total,,Last 3 months,1234.61");
    expect(lines.at(-1)).toBe("");
    // 3 months + 1 centre + 1 buyer + 2 categories + header + total
    expect(lines.length - 1).toBe(9);
  });
});

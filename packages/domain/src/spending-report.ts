import type { DoorResult } from "./forms/page-doors";
import { monthLabel } from "./budgets";

// Business spending reports (decision 045): what an account spent, by month, budget centre, buyer
// and top-level category, from its orders' lines (quantity x unit price paid). The server sums
// one row per (month, buyer, budget centre, category); these pure functions shape those rows into
// the four breakdowns, the period and the CSV, so the page, the JSON call and the download agree.

/** The periods the page offers, in months (the current month and the ones before it). */
export const REPORT_PERIODS = [3, 6, 12] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 12;

/** The permission that opens the reports (header link "Reports"). */
export const REPORTS_PERMISSION = "REPORTS";

/** Order statuses that count as spending: placed and on their way or delivered (decision 045). */
export const SPENDING_ORDER_STATUSES = ["PLACED", "SHIPPED", "DELIVERED"] as const;

export const NO_BUDGET_CENTRE_LABEL = "No budget centre";

/** One summed group as the server reads it; month is "YYYY-MM" (UTC). */
export interface SpendingRow {
  month: string;
  /** the buyer's customer number */
  buyerId: string;
  buyerName: string;
  budgetCentreId: string | null;
  budgetCentreName: string | null;
  categoryId: string;
  categoryName: string;
  cents: number;
}

export interface SpendingBar {
  key: string;
  label: string;
  cents: number;
}

export interface SpendingReport {
  months: ReportPeriod;
  /** first instant counted, ISO (the first day of the oldest month, 00:00 UTC) */
  from: string;
  totalCents: number;
  byMonth: SpendingBar[];
  byBudgetCentre: SpendingBar[];
  byBuyer: SpendingBar[];
  byCategory: SpendingBar[];
}

/** "3", "6" or "12" from a URL or body; anything else is the default period. */
export function parseReportPeriod(value: unknown): ReportPeriod {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
  return (REPORT_PERIODS as readonly number[]).includes(n) ? (n as ReportPeriod) : DEFAULT_REPORT_PERIOD;
}

/** The month keys of the period ending with now's month, oldest first: ["2026-09", "2026-10", "2026-11"]. */
export function reportMonthKeys(now: Date, months: number): string[] {
  const keys: string[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    keys.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return keys;
}

/** The first instant of the period (the first of the oldest month, UTC), as ISO text. */
export function reportPeriodStart(now: Date, months: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1)).toISOString();
}

function sumBy(rows: SpendingRow[], keyOf: (r: SpendingRow) => string, labelOf: (r: SpendingRow) => string): SpendingBar[] {
  const bars = new Map<string, SpendingBar>();
  for (const row of rows) {
    const key = keyOf(row);
    const bar = bars.get(key) ?? { key, label: labelOf(row), cents: 0 };
    bar.cents += row.cents;
    bars.set(key, bar);
  }
  // biggest first; equal amounts by label so the order never depends on the database's
  return [...bars.values()].sort((a, b) => b.cents - a.cents || a.label.localeCompare(b.label) || a.key.localeCompare(b.key));
}

/**
 * The four breakdowns of the period's rows. Months run oldest first and include months with no
 * spending (0), so the chart's axis is the whole period; the others run biggest first. Rows
 * outside the period's months are ignored.
 */
export function summariseSpending(rows: SpendingRow[], now: Date, months: ReportPeriod): SpendingReport {
  const keys = reportMonthKeys(now, months);
  const inPeriod = rows.filter((r) => keys.includes(r.month));
  const perMonth = new Map(keys.map((k) => [k, 0]));
  for (const row of inPeriod) perMonth.set(row.month, (perMonth.get(row.month) ?? 0) + row.cents);
  return {
    months,
    from: reportPeriodStart(now, months),
    totalCents: inPeriod.reduce((n, r) => n + r.cents, 0),
    byMonth: keys.map((key) => ({ key, label: monthLabel(key), cents: perMonth.get(key) ?? 0 })),
    byBudgetCentre: sumBy(
      inPeriod,
      (r) => r.budgetCentreId ?? "none",
      (r) => r.budgetCentreName ?? NO_BUDGET_CENTRE_LABEL,
    ),
    byBuyer: sumBy(
      inPeriod,
      (r) => r.buyerId,
      (r) => r.buyerName,
    ),
    byCategory: sumBy(
      inPeriod,
      (r) => r.categoryId,
      (r) => r.categoryName,
    ),
  };
}

/** Integer cents as plain dollars with two decimals, no symbol or separators: -123456 -> "-1234.56". */
export function centsToDollarText(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 && abs > 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, with quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A text field (a name someone typed): one a spreadsheet would run as a formula (=, +, -, @, tab
 * or CR first) gets a leading apostrophe, then CSV quoting. Amounts are written with csvField.
 */
export function csvTextField(value: string): string {
  return csvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

export const SPENDING_CSV_HEADER = ["Breakdown", "Key", "Label", "Amount (USD)"] as const;

const BREAKDOWNS: { name: string; bars: (r: SpendingReport) => SpendingBar[] }[] = [
  { name: "Month", bars: (r) => r.byMonth },
  { name: "Budget centre", bars: (r) => r.byBudgetCentre },
  { name: "Buyer", bars: (r) => r.byBuyer },
  { name: "Category", bars: (r) => r.byCategory },
];

/** The report as CSV: a header row, one row per bar of each breakdown, then the total; CRLF line ends. */
export function spendingCsv(report: SpendingReport): string {
  const lines = [SPENDING_CSV_HEADER.map(csvField).join(",")];
  const line = (breakdown: string, key: string, label: string, cents: number) =>
    [csvTextField(breakdown), csvTextField(key), csvTextField(label), csvField(centsToDollarText(cents))].join(",");
  for (const breakdown of BREAKDOWNS) {
    for (const bar of breakdown.bars(report)) lines.push(line(breakdown.name, bar.key, bar.label, bar.cents));
  }
  lines.push(line("Total", "", `Last ${report.months} months`, report.totalCents));
  return lines.join("\r\n") + "\r\n";
}

/** The download's file name: quire-spending-12-months-2026-11-27.csv. */
export function spendingCsvFileName(report: SpendingReport, now: Date): string {
  return `quire-spending-${report.months}-months-${now.toISOString().slice(0, 10)}.csv`;
}

/** The reports page's door: the same service and permission check as the JSON call. */
export interface ReportsDoor {
  /** 401 UNAUTHORIZED for guests, 403 FORBIDDEN without REPORTS; months as the URL has it */
  spending(months: string | undefined): Promise<DoorResult<SpendingReport>>;
}

import { REPORT_PERIODS, type SpendingReport, formatCents } from "@quire/domain";
import { Link } from "react-router";
import { SpendingChart } from "./spending-chart";
import "../reports.css";

/**
 * The reports page's content: the period (links, so it works without JavaScript and the URL keeps
 * it), the total, the four breakdowns as charts with tables, and the CSV download of the same numbers.
 */
export function SpendingReportView({ report, pagePath, csvPath }: { report: SpendingReport; pagePath: string; csvPath: string }) {
  const from = new Date(report.from).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  return (
    <div className="spending-report">
      <nav aria-label="Report period" className="spending-report__periods">
        <span className="spending-report__periods-label">Period:</span>
        <ul>
          {REPORT_PERIODS.map((months) => (
            <li key={months}>
              <Link
                to={`${pagePath}?months=${months}`}
                className={`period-link${months === report.months ? " period-link--current" : ""}`}
                aria-current={months === report.months ? "page" : undefined}
              >
                Last {months} months
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="spending-report__summary">
        <p>
          <span className="spending-report__total-label">Total spent since {from}: </span>
          <strong className="spending-report__total">{formatCents(report.totalCents)}</strong>
        </p>
        <p className="spending-report__note">Orders placed, shipped or delivered; orders waiting for approval are not counted.</p>
        <a className="button button--secondary" href={`${csvPath}?months=${report.months}`} download>
          Download CSV
        </a>
      </div>
      <div className="spending-report__charts">
        <SpendingChart title="Spending by month" bars={report.byMonth} totalCents={report.totalCents} />
        <SpendingChart title="Spending by budget centre" bars={report.byBudgetCentre} totalCents={report.totalCents} />
        <SpendingChart title="Spending by buyer" bars={report.byBuyer} totalCents={report.totalCents} />
        <SpendingChart title="Spending by category" bars={report.byCategory} totalCents={report.totalCents} />
      </div>
    </div>
  );
}

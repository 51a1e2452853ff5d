import { LOGIN_ROUTES, withReturnTarget } from "@quire/domain";
import { data, redirect } from "react-router";
import { SpendingReportView } from "../features/reports/components/spending-report-view";
import type { Route } from "./+types/reports";

// /cc/mmx/reports (the header's "Reports", permission REPORTS; decision 045): read on the server,
// so the page, its period links and its download work before hydration and without JavaScript.

const REPORTS_PAGE_PATH = "/cc/mmx/reports";
const REPORTS_CSV_PATH = "/cc/mmx/reports.csv";

export function meta() {
  return [{ title: "Reports | Quire" }, { name: "robots", content: "noindex" }];
}

// Per user and per order placed: never let a shared cache keep it.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await context.doors.reports.spending(url.searchParams.get("months") ?? undefined);
  if (result.ok) return { report: result.value, forbidden: null };
  if (result.status === 401) {
    throw redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, `${url.pathname}${url.search}`, context.tenant.id));
  }
  if (result.status === 403) return data({ report: null, forbidden: result.message }, { status: 403 });
  throw data(result.message, { status: result.status });
}

export default function ReportsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page reports-page">
      <h1>Reports</h1>
      {loaderData.report ? (
        <SpendingReportView report={loaderData.report} pagePath={REPORTS_PAGE_PATH} csvPath={REPORTS_CSV_PATH} />
      ) : (
        <p className="notice" role="alert">
          {loaderData.forbidden ?? "You do not have permission to see reports."} Ask your account administrator for the Reports
          permission.
        </p>
      )}
    </div>
  );
}

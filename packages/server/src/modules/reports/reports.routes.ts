import {
  DEFAULT_REPORT_PERIOD,
  LOGIN_ROUTES,
  type ReportPeriod,
  type SpendingReport,
  spendingCsv,
  spendingCsvFileName,
  withReturnTarget,
} from "@quire/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../../http/error-response";
import { csvQuery, spendingBody, spendingQuery, spendingResponse } from "./reports.schema";
import type { ReportsService } from "./reports.service";

// Spending reports (decision 045): the JSON call under the business prefixes (its `format: csv`
// answers the same numbers as a file) and the page's download link. Answers are per user: never cached.

/** The path of the reports page's CSV download. */
export const REPORTS_CSV_PATH = "/cc/mmx/reports.csv";

function sendCsv(reply: FastifyReply, report: SpendingReport, now: Date) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${spendingCsvFileName(report, now)}"`)
    .send(spendingCsv(report));
}

export async function reportsRoutes(appBase: FastifyInstance, opts: { reports: ReportsService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { reports } = opts;
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  for (const prefix of ["/api", "/ele-lpd/api"]) {
    app.post(
      `${prefix}/reportsProxy/spending`,
      {
        schema: {
          tags: ["reports"],
          summary: "The account's spending by month, budget centre, buyer and category",
          description:
            "Users holding REPORTS only: 401 UNAUTHORIZED for guests, 403 FORBIDDEN for consumers and users without REPORTS. Always the caller's own account. Counts orders PLACED, SHIPPED or DELIVERED (not those waiting for approval or declined): order lines x the unit price paid, in cents. `format: csv` answers text/csv (a header row, money in dollars with 2 decimals) as an attachment.",
          querystring: spendingQuery,
          body: spendingBody,
          response: { 200: spendingResponse, ...errors },
        },
      },
      async (request, reply) => {
        const months = (request.body.months ?? DEFAULT_REPORT_PERIOD) as ReportPeriod;
        const report = await reports.spending(request.session, months);
        if (request.body.format === "csv") return sendCsv(reply, report, reports.today());
        return { data: report };
      },
    );
  }

  app.get(
    REPORTS_CSV_PATH,
    {
      schema: {
        tags: ["reports"],
        summary: "The reports page's CSV download",
        description:
          "The spending report as text/csv with Content-Disposition attachment. A guest is sent (303) to sign in and back to the reports page; 403 FORBIDDEN without REPORTS.",
        querystring: csvQuery,
        response: { 400: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const months = (request.query.months ?? DEFAULT_REPORT_PERIOD) as ReportPeriod;
      if (!request.session.token.isLoggedIn) {
        const back = `/cc/mmx/reports${request.query.months ? `?months=${months}` : ""}`;
        return reply.redirect(withReturnTarget(LOGIN_ROUTES.identityLogin, back, request.tenant.id), 303);
      }
      const report = await reports.spending(request.session, months);
      return sendCsv(reply, report, reports.today());
    },
  );
}

import { type ReportsDoor, parseReportPeriod } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { ReportsService } from "./reports.service";

/** The reports page's loader: the JSON call's service and permission check, the period as the URL has it. */
export function reportsPageDoor(reports: ReportsService, request: FastifyRequest): ReportsDoor {
  return {
    async spending(months) {
      try {
        return { ok: true, value: await reports.spending(request.session, parseReportPeriod(months)) };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}

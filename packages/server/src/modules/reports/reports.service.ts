import { REPORTS_PERMISSION, type ReportPeriod, type SpendingReport, reportPeriodStart, summariseSpending } from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import type { RequestSession } from "../session";
import * as repo from "./reports.repository";

export const SIGN_IN_TO_SEE_REPORTS = "Please sign in to see your account's reports.";
export const NO_REPORTS_PERMISSION = "You do not have permission to see reports.";

/**
 * Spending reports of a business account (decision 045). Only signed-in users of the account who
 * hold REPORTS see them: guests 401, consumers and users without it 403. The numbers are always the
 * caller's own account's; no parameter names an account.
 */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async spending(session: RequestSession, months: ReportPeriod): Promise<SpendingReport> {
    const accountId = requireReports(session);
    const now = this.now();
    const rows = await repo.findSpendingRows(this.db, accountId, reportPeriodStart(now, months));
    return summariseSpending(rows, now, months);
  }

  today(): Date {
    return this.now();
  }
}

/** The caller's account id when they may see reports; 401 for guests, 403 otherwise. */
export function requireReports(session: RequestSession): number {
  if (!session.token.isLoggedIn || session.userId === null) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_TO_SEE_REPORTS);
  if (session.accountId === null || !session.permissions.includes(REPORTS_PERMISSION)) {
    throw new AppError(403, "FORBIDDEN", NO_REPORTS_PERMISSION);
  }
  return session.accountId;
}

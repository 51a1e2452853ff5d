import crypto from "node:crypto";
import {
  type ApplicantKind,
  BUSINESS_APPLICATIONS_PERMISSION,
  MAX_BUDGET_DOLLARS,
  type BecomeCustomerApplicant,
  type BusinessApplicationFields,
  type BusinessApplicationReceipt,
  type BusinessApplicationStatus,
  type BusinessApplicationView,
  type TenantId,
  checkAddressPlace,
  checkDeclineReason,
  formatCents,
  sortApplicationsForReview,
  validateBusinessApplication,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { cardNumberRefusalOf, refuseCardNumberIn } from "../../http/free-text";
import { lookupZip } from "../../lib/us-zip";
import { type Mailer, OutboxMailer } from "../mail";
import { type AttemptLimiter, type LimitRule, type RequestSession, hashPassword } from "../session";
import * as repo from "./business-applications.repository";
import { becomeCustomerBody } from "./business-applications.schema";

// Become a customer (decision 046). A consumer (signed in on dotcom) or a prospect (a
// guest on either site) applies; a store administrator with BUSINESS_APPLICATIONS approves, which
// in one transaction opens the business account, its ship-to, a "General" budget centre and the
// applicant's administrator user on advantage, and mails the applicant; or declines with a reason.

/** applications one client address may send in an hour */
export const APPLICATION_RULE: LimitRule = { max: 5, windowMs: 60 * 60_000 };
/** what the administrator of a new business account may do (the create-account administrator's, and reports) */
export const NEW_ACCOUNT_ADMIN_PERMISSIONS =
  "G_ALP,G_BOP,G_IOC,MANAGE_USERS,MANAGE_BUDGETS,ACCOUNT_MAINTENANCE,REPORTS,ORDER_APPROVER";
export const GENERAL_BUDGET_CENTRE = "General";
/** decided applications the review list shows below the pending ones */
const DECIDED_SHOWN = 50;
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function newApplicationReference(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)];
  return `BA-${code}`;
}

export function canReviewApplications(session: RequestSession): boolean {
  return session.userId !== null && session.permissions.includes(BUSINESS_APPLICATIONS_PERMISSION);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "");
}

function duplicateApplication(email: string): AppError {
  const message = `An application for ${email} is already waiting for review. We will e-mail you when it is decided.`;
  return new AppError(409, "DUPLICATE_APPLICATION", message, { fields: { email: message } });
}

function accountExists(email: string): AppError {
  const message = `There is already a business account for ${email}. Sign in on the business site instead.`;
  return new AppError(409, "ACCOUNT_EXISTS", message, { fields: { email: message } });
}

function fieldsRefused(fields: Record<string, string>): AppError {
  return new AppError(400, "VALIDATION_ERROR", Object.values(fields)[0] ?? "Check the form.", { fields });
}

function viewOf(row: repo.ApplicationWithDecider): BusinessApplicationView {
  const decider = [row.deciderFirstName, row.deciderLastName].filter(Boolean).join(" ");
  return {
    reference: row.reference,
    status: row.status as BusinessApplicationStatus,
    applicantKind: row.applicantKind as ApplicantKind,
    companyName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    employees: row.employees,
    industry: row.industry,
    monthlySpendCents: row.monthlySpendCents,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
    decidedBy: row.decidedBy === null ? null : decider || "A store administrator",
    declineReason: row.declineReason,
    accountNumber: row.accountNumber,
  };
}

export interface ApplicantClient {
  tenant: TenantId;
  /** the client address the hourly limit counts */
  ip: string;
}

export class BusinessApplicationsService {
  constructor(
    private readonly db: Db,
    private readonly limiter: AttemptLimiter,
    private readonly clock: () => Date = () => new Date(),
    /** the mailer writing in the given transaction, so a message goes out only with its decision */
    private readonly mailerIn: (db: Db) => Mailer = (db) => new OutboxMailer(db),
  ) {}

  /** Who is at the form: a consumer (their e-mail and name start the form), a prospect, or a business user. */
  async applicant(session: RequestSession): Promise<BecomeCustomerApplicant> {
    if (session.userId === null) return { kind: "PROSPECT", email: null, firstName: null, lastName: null };
    const user = await repo.findUserById(this.db, session.userId);
    if (!user) return { kind: "PROSPECT", email: null, firstName: null, lastName: null };
    return {
      kind: user.tenant === "advantage" ? "BUSINESS" : "CONSUMER",
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    };
  }

  async apply(session: RequestSession, client: ApplicantClient, input: unknown): Promise<BusinessApplicationReceipt> {
    // Counted before anything else, in one atomic step: however many arrive at once, at most five an hour go on.
    const limiterKey = `become-customer:${client.ip}`;
    const wait = await this.limiter.reserve(limiterKey, APPLICATION_RULE, this.clock().getTime());
    if (wait > 0) {
      throw new AppError(
        429,
        "TOO_MANY_REQUESTS",
        "We have had several applications from this connection in the last hour. Please try again later.",
        { retryAfterSeconds: wait },
      );
    }
    const fields = readFields(input);
    const applicant = await this.applicant(session);
    if (applicant.kind === "BUSINESS") {
      throw new AppError(409, "ALREADY_BUSINESS", "You are signed in to a business account already.");
    }
    // A consumer applies as their own account: its e-mail, and later its password.
    if (applicant.kind === "CONSUMER") fields.email = applicant.email ?? "";
    const checked = validateBusinessApplication(fields, { needsPassword: applicant.kind === "PROSPECT" });
    const zipProblem = checked.ok ? zipCodeProblem(checked.application) : null;
    if (!checked.ok || zipProblem) {
      // A form sent back to be corrected is not an application: it does not count towards the limit.
      await this.limiter.release(limiterKey);
      throw fieldsRefused(checked.ok ? zipProblem! : checked.fields);
    }
    const application = checked.application;
    if (await repo.findUserByEmail(this.db, "advantage", application.email)) throw accountExists(application.email);
    if (await repo.findPendingByEmail(this.db, application.email)) throw duplicateApplication(application.email);
    const passwordHash = application.password === null ? null : await hashPassword(application.password);
    const reference = newApplicationReference();
    const now = this.clock().toISOString();
    try {
      await this.db.transaction().execute(async (trx) => {
        await repo.insertApplication(trx, {
          reference,
          tenant: client.tenant,
          status: "PENDING",
          applicantKind: applicant.kind,
          applicantUserId: applicant.kind === "CONSUMER" ? session.userId : null,
          companyName: application.companyName,
          firstName: application.firstName,
          lastName: application.lastName,
          email: application.email,
          phone: application.phone,
          address1: application.address1,
          address2: application.address2,
          city: application.city,
          state: application.state,
          zipCode: application.zipCode,
          employees: application.employees,
          industry: application.industry,
          monthlySpendCents: application.monthlySpendCents,
          passwordHash,
          submittedAt: now,
          decidedAt: null,
          decidedBy: null,
          declineReason: null,
          accountId: null,
          accountUserId: null,
        });
        await this.mailerIn(trx).send({
          tenant: "advantage",
          to: application.email,
          subject: `We received your business account application ${reference}`,
          text: [
            `Hello ${application.firstName},`,
            "",
            `Thank you for applying for a Quire Advantage business account for ${application.companyName}.`,
            `Your application reference is ${reference}.`,
            "",
            "Our team reviews applications within two business days. We will e-mail you when it is decided;",
            "once approved you sign in on the business site with this e-mail address.",
          ].join("\n"),
        });
      });
    } catch (error) {
      // Two applications for one e-mail at once: the partial unique index lets only one be pending.
      if (isUniqueViolation(error)) throw duplicateApplication(application.email);
      throw error;
    }
    return { reference, status: "PENDING", email: application.email, companyName: application.companyName };
  }

  private assertReviewer(session: RequestSession): number {
    if (session.userId === null) {
      throw new AppError(401, "UNAUTHORIZED", "Sign in as a store administrator to review business applications.");
    }
    if (!canReviewApplications(session)) throw new AppError(403, "FORBIDDEN", "Your account can't review business applications.");
    return session.userId;
  }

  async list(session: RequestSession): Promise<BusinessApplicationView[]> {
    this.assertReviewer(session);
    return sortApplicationsForReview((await repo.listApplications(this.db, DECIDED_SHOWN)).map(viewOf));
  }

  async decide(
    session: RequestSession,
    reference: string,
    action: "approve" | "decline",
    reason: string,
    signInUrl: string,
  ): Promise<BusinessApplicationView> {
    const adminId = this.assertReviewer(session);
    const found = await repo.findApplication(this.db, reference);
    if (!found) throw new AppError(404, "APPLICATION_NOT_FOUND", "There is no business application with that reference.");
    if (found.status !== "PENDING") throw alreadyDecided(found);
    if (action === "decline") {
      refuseCardNumberIn({ reason });
      const checked = checkDeclineReason(reason);
      if (!checked.ok) throw fieldsRefused({ reason: checked.message });
      await this.db.transaction().execute(async (trx) => {
        const moved = await repo.decidePending(trx, reference, {
          status: "DECLINED",
          decidedAt: this.clock().toISOString(),
          decidedBy: adminId,
          declineReason: checked.reason,
          accountId: null,
          accountUserId: null,
        });
        if (!moved) throw alreadyDecided(found);
        await this.mailerIn(trx).send({
          tenant: "advantage",
          to: found.email,
          subject: `Your business account application ${reference}`,
          text: [
            `Hello ${found.firstName},`,
            "",
            `We are sorry: we could not open a Quire Advantage business account for ${found.companyName}.`,
            "",
            `The reason: ${checked.reason}`,
            "",
            "You are welcome to apply again, or call business sales on 1-800-555-0188.",
          ].join("\n"),
        });
      });
    } else {
      await this.approve(found, adminId, signInUrl);
    }
    const decided = await repo.findApplication(this.db, reference);
    return viewOf(decided!);
  }

  /**
   * Opens the account in one transaction. Ids are the next free ones (no sequences: one schema for
   * both databases); two approvals taking the same id at once make the loser try again.
   */
  private async approve(application: repo.ApplicationWithDecider, adminId: number, signInUrl: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.db.transaction().execute((trx) => this.openAccount(trx, application, adminId, signInUrl));
        return;
      } catch (error) {
        if (error instanceof AppError || attempt >= 5 || !isUniqueViolation(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, crypto.randomInt(1, 10 * (attempt + 1))));
      }
    }
  }

  private async openAccount(trx: Db, application: repo.ApplicationWithDecider, adminId: number, signInUrl: string) {
    const now = this.clock().toISOString();
    const accountId = await repo.nextId(trx, "accounts");
    const accountNumber = String(7_000_000 + accountId);
    const userId = await repo.nextId(trx, "users");
    const budgetCentreId = await repo.nextId(trx, "budget_centres");
    // The decision before any check: a second approval waits for this one's lock, then finds nothing
    // pending and says so, rather than tripping over the account the first one opened. A refusal
    // below rolls the decision back with the rest.
    const moved = await repo.decidePending(trx, application.reference, {
      status: "APPROVED",
      decidedAt: now,
      decidedBy: adminId,
      declineReason: null,
      accountId,
      accountUserId: userId,
    });
    if (!moved) throw alreadyDecided(application);
    // The applicant's sign-in: a consumer keeps their password (its hash is copied); a prospect's waited here.
    let passwordHash = application.passwordHash;
    if (application.applicantKind === "CONSUMER" && application.applicantUserId !== null) {
      passwordHash = (await repo.findUserById(trx, application.applicantUserId))?.passwordHash ?? null;
    }
    if (!passwordHash) {
      throw new AppError(
        409,
        "APPLICATION_STALE",
        "The applicant's sign-in is no longer there: this application can only be declined.",
      );
    }
    if (await repo.findUserByEmail(trx, "advantage", application.email)) {
      throw new AppError(
        409,
        "ACCOUNT_EXISTS",
        `There is already a business user with ${application.email}: decline this application.`,
      );
    }
    await repo.insertAccount(trx, {
      id: accountId,
      accountNumber,
      name: application.companyName,
      salesRepName: null,
      salesRepEmail: null,
      salesRepPhone: null,
      policies: JSON.stringify({ blockedCategoryIds: [] }),
    });
    await repo.insertShipTo(trx, {
      id: await repo.nextId(trx, "ship_tos"),
      accountId,
      shipToId: `${accountNumber}-001`,
      name: `${application.companyName} - ${application.city}`,
      address1: [application.address1, application.address2].filter(Boolean).join(", "),
      city: application.city,
      state: application.state,
      zipCode: application.zipCode,
    });
    // The first year's budget is twelve months of the spend the applicant expected (budgets are
    // yearly: decision 044); the administrator changes it on the budget overview.
    await repo.insertBudgetCentre(trx, {
      id: budgetCentreId,
      accountId,
      name: GENERAL_BUDGET_CENTRE,
      budgetCents: Math.min(application.monthlySpendCents * 12, MAX_BUDGET_DOLLARS * 100),
    });
    await repo.insertUser(trx, {
      id: userId,
      tenant: "advantage",
      email: application.email,
      passwordHash,
      firstName: application.firstName,
      lastName: application.lastName,
      userType: "PR7",
      customerNumber: String(6_000_000_000 + userId),
      rewardsNumber: null,
      rewardsTier: null,
      membershipProgram: null,
      accountId,
      budgetCentreId,
      groupPermissions: NEW_ACCOUNT_ADMIN_PERMISSIONS,
      createdAt: now,
      rewardsPoints: 0,
      rewardsBalanceCents: 0,
      memberSince: null,
      phone: application.phone,
    });
    await this.mailerIn(trx).send({
      tenant: "advantage",
      to: application.email,
      subject: `Your Quire Advantage account ${accountNumber} is open`,
      link: signInUrl,
      text: [
        `Hello ${application.firstName},`,
        "",
        `Good news: ${application.companyName} has a Quire Advantage business account, number ${accountNumber}.`,
        `You are its administrator. Your first budget centre, "${GENERAL_BUDGET_CENTRE}", starts at ${formatCents(application.monthlySpendCents)}.`,
        "",
        `Sign in at ${signInUrl} with ${application.email} and ${
          application.applicantKind === "CONSUMER" ? "your Quire password" : "the password you chose when you applied"
        }.`,
      ].join("\n"),
    });
  }
}

function alreadyDecided(application: Pick<repo.BusinessApplicationRow, "reference">): AppError {
  return new AppError(
    409,
    "APPLICATION_ALREADY_DECIDED",
    `Application ${application.reference} has already been decided. Reload the list to see its decision.`,
  );
}

/** The ZIP code against the city and state (decision 022): its own message on the field that is off. */
function zipCodeProblem(application: { city: string; state: string; zipCode: string }): Record<string, string> | null {
  const check = checkAddressPlace(application, lookupZip(application.zipCode.slice(0, 5)));
  if (check.outcome === "VALID") return null;
  if (check.outcome === "INVALID_ZIP") return { zipCode: check.message };
  return { city: check.message };
}

/** The body as the call's schema reads it: a refusal names the fields that are not text. */
function readFields(input: unknown): BusinessApplicationFields {
  const parsed = becomeCustomerBody.safeParse(input ?? {});
  if (parsed.success) {
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(parsed.data)) if (value !== undefined) fields[name] = String(value);
    return fields;
  }
  const cardNumber = cardNumberRefusalOf(parsed.error.issues);
  if (cardNumber) throw cardNumber;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "form")] ??= "Send this field as text.";
  throw fieldsRefused(fields);
}

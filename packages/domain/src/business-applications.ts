import { validateAddressInput } from "./checkout/address-rules";
import { ACCOUNT_FIELD_LIMITS } from "./session/account-fields";
import { createAccountRequest, isAcceptableText } from "./session/account-requests";
import type { DoorResult } from "./forms/page-doors";

// Become a customer (decision 046): a consumer or a prospect applies for a business
// account on /account/become-customer or in the become-customer drawer; a store administrator with
// BUSINESS_APPLICATIONS approves or declines it. The form's rules live here so the page, the drawer
// and the JSON call refuse the same things in the same words.

/** the permission that lets a store administrator decide business applications */
export const BUSINESS_APPLICATIONS_PERMISSION = "BUSINESS_APPLICATIONS";

export const EMPLOYEE_RANGES = ["1-9", "10-49", "50-249", "250-999", "1000+"] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

export const INDUSTRIES = [
  "Accounting and finance",
  "Construction",
  "Education",
  "Government",
  "Healthcare",
  "Hospitality",
  "Legal",
  "Manufacturing",
  "Non-profit",
  "Real estate",
  "Retail",
  "Technology",
  "Other",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** the largest monthly spend the form takes: $10,000,000 */
export const MONTHLY_SPEND_MAX_CENTS = 1_000_000_000;
export const DECLINE_REASON_MAX = 500;

export type BusinessApplicationStatus = "PENDING" | "APPROVED" | "DECLINED";
/** a consumer signed in on dotcom, or a prospect (a guest on either site) */
export type ApplicantKind = "CONSUMER" | "PROSPECT";

/** The form's fields by name, as posted (strings). */
export const BUSINESS_APPLICATION_FIELDS = [
  "companyName",
  "firstName",
  "lastName",
  "email",
  "phone",
  "address1",
  "address2",
  "city",
  "state",
  "zipCode",
  "employees",
  "industry",
  "monthlySpend",
  "password",
] as const;
export type BusinessApplicationFieldName = (typeof BUSINESS_APPLICATION_FIELDS)[number];
export type BusinessApplicationFields = Partial<Record<BusinessApplicationFieldName, string>>;

export const BUSINESS_APPLICATION_MESSAGES = {
  companyName: "Enter your company name.",
  companyNameTooLong: `Company names have at most ${ACCOUNT_FIELD_LIMITS.companyName} characters.`,
  companyNameText: "Your company name has characters we can't accept.",
  nameText: "Names can't hold characters such as < > { }.",
  employees: "Choose the number of employees.",
  industry: "Choose an industry.",
  monthlySpend: "Enter an estimated monthly spend in dollars, such as 1,500.",
  monthlySpendTooHigh: "Enter an estimated monthly spend of at most $10,000,000.",
  declineReason: "Say why the application is declined.",
  declineReasonTooLong: `A reason has at most ${DECLINE_REASON_MAX} characters.`,
} as const;

/** A checked application: trimmed, the e-mail in lower case, the phone as 10 digits, money in cents. */
export interface BusinessApplicationInput {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  employees: EmployeeRange;
  industry: Industry;
  monthlySpendCents: number;
  /** the prospect's chosen password (null for a consumer, who keeps their own) */
  password: string | null;
}

export type BusinessApplicationValidation =
  { ok: true; application: BusinessApplicationInput } | { ok: false; fields: Record<string, string> };

/**
 * Whole dollars or dollars and cents as a person types them ("1500", "$1,500", "1,500.50") in
 * cents; null for anything else (negative, letters, more than two decimals).
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.replace(/,/g, "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

const passwordRule = createAccountRequest().shape.password;

/**
 * Checks an application as typed. The contact and address follow the checkout's address rules
 * (names, street, city, state, 5-digit or ZIP+4, a 10-digit phone, e-mail); a prospect also
 * chooses a password by the create-account rules. One message per failing field, by its name.
 */
export function validateBusinessApplication(
  fields: BusinessApplicationFields,
  options: { needsPassword: boolean },
): BusinessApplicationValidation {
  const errors: Record<string, string> = {};
  const companyName = (fields.companyName ?? "").trim();
  if (companyName === "") errors.companyName = BUSINESS_APPLICATION_MESSAGES.companyName;
  else if (companyName.length > ACCOUNT_FIELD_LIMITS.companyName)
    errors.companyName = BUSINESS_APPLICATION_MESSAGES.companyNameTooLong;
  else if (!isAcceptableText(companyName)) errors.companyName = BUSINESS_APPLICATION_MESSAGES.companyNameText;

  const address = validateAddressInput(
    {
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phone: fields.phone,
      address1: fields.address1,
      address2: fields.address2,
      city: fields.city,
      state: fields.state,
      zipCode: fields.zipCode,
    },
    { requireEmail: true, requirePhone: true, requireStreet: true },
  );
  if (!address.ok) Object.assign(errors, address.fields);
  for (const name of ["firstName", "lastName", "address1", "address2", "city"] as const) {
    const text = fields[name] ?? "";
    if (!errors[name] && !isAcceptableText(text)) errors[name] = BUSINESS_APPLICATION_MESSAGES.nameText;
  }

  const employees = (fields.employees ?? "").trim();
  if (!(EMPLOYEE_RANGES as readonly string[]).includes(employees)) errors.employees = BUSINESS_APPLICATION_MESSAGES.employees;
  const industry = (fields.industry ?? "").trim();
  if (!(INDUSTRIES as readonly string[]).includes(industry)) errors.industry = BUSINESS_APPLICATION_MESSAGES.industry;

  const monthlySpendCents = dollarsToCents(fields.monthlySpend ?? "");
  if (monthlySpendCents === null) errors.monthlySpend = BUSINESS_APPLICATION_MESSAGES.monthlySpend;
  else if (monthlySpendCents > MONTHLY_SPEND_MAX_CENTS) errors.monthlySpend = BUSINESS_APPLICATION_MESSAGES.monthlySpendTooHigh;

  let password: string | null = null;
  if (options.needsPassword) {
    const checked = passwordRule.safeParse(fields.password ?? "");
    if (checked.success) password = checked.data;
    else errors.password = checked.error.issues[0]?.message ?? "Enter a password.";
  }

  if (Object.keys(errors).length > 0 || !address.ok || monthlySpendCents === null) return { ok: false, fields: errors };
  return {
    ok: true,
    application: {
      companyName,
      firstName: address.address.firstName,
      lastName: address.address.lastName,
      email: (address.address.email ?? "").toLowerCase(),
      phone: address.address.phone,
      address1: address.address.address1,
      address2: address.address.address2,
      city: address.address.city,
      state: address.address.state,
      zipCode: address.address.zipCode,
      employees: employees as EmployeeRange,
      industry: industry as Industry,
      monthlySpendCents,
      password,
    },
  };
}

/** The reason an administrator gives for a decline, trimmed; or the message saying what is wrong. */
export function checkDeclineReason(text: string): { ok: true; reason: string } | { ok: false; message: string } {
  const reason = text.trim();
  if (reason === "") return { ok: false, message: BUSINESS_APPLICATION_MESSAGES.declineReason };
  if (reason.length > DECLINE_REASON_MAX) return { ok: false, message: BUSINESS_APPLICATION_MESSAGES.declineReasonTooLong };
  if (!isAcceptableText(reason.replace(/\r?\n/g, " "))) return { ok: false, message: BUSINESS_APPLICATION_MESSAGES.nameText };
  return { ok: true, reason };
}

/** What the applicant is told after applying. */
export interface BusinessApplicationReceipt {
  /** the application's reference, "BA-" and 8 letters or digits */
  reference: string;
  status: BusinessApplicationStatus;
  email: string;
  companyName: string;
}

/** An application as the administrators' list shows it. */
export interface BusinessApplicationView {
  reference: string;
  status: BusinessApplicationStatus;
  applicantKind: ApplicantKind;
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  /** 10 digits */
  phone: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  employees: string;
  industry: string;
  monthlySpendCents: number;
  submittedAt: string;
  decidedAt: string | null;
  /** the deciding administrator's name */
  decidedBy: string | null;
  declineReason: string | null;
  /** the business account an approval opened */
  accountNumber: string | null;
}

/** Pending applications first (oldest first: they have waited longest), then the decided, newest first. */
export function sortApplicationsForReview<T extends { status: string; submittedAt: string; decidedAt: string | null }>(
  applications: readonly T[],
): T[] {
  const pending = applications.filter((a) => a.status === "PENDING").sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  const decided = applications
    .filter((a) => a.status !== "PENDING")
    .sort((a, b) => (b.decidedAt ?? b.submittedAt).localeCompare(a.decidedAt ?? a.submittedAt));
  return [...pending, ...decided];
}

/** Who is at the become-customer form: decides whether it asks for a password. */
export interface BecomeCustomerApplicant {
  kind: ApplicantKind | "BUSINESS";
  /** a consumer's own e-mail and name, to start the form with */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The become-customer page's and the administrators' page's reads (their changes are commands). */
export interface BusinessApplicationsDoor {
  applicant(): Promise<BecomeCustomerApplicant>;
  /** 401 for guests, 403 without BUSINESS_APPLICATIONS */
  list(): Promise<DoorResult<BusinessApplicationView[]>>;
}

/** Become a customer's commands and what each answers a page. */
export interface BusinessApplicationsCommandAnswers {
  /** the form's fields (BUSINESS_APPLICATION_FIELDS); 400 with fields, 409 DUPLICATE_APPLICATION or ACCOUNT_EXISTS, 429 TOO_MANY_REQUESTS */
  "business-applications.apply": BusinessApplicationReceipt;
  /** fields: reference, intent (approve | decline), reason; 404 for no such application, 409 when it is no longer pending */
  "business-applications.decide": BusinessApplicationView;
}

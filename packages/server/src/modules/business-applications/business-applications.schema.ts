import { DECLINE_REASON_MAX, EMPLOYEE_RANGES, INDUSTRIES, noCardNumber } from "@quire/domain";
import { z } from "zod";

// The business application calls' shapes (decision 046). The service reads bodies with these and
// then with the form's rules in @quire/domain, so a page form and a JSON call are refused alike.

const text = (description: string, max = 300) =>
  z.string().max(max, `At most ${max} characters.`).check(noCardNumber).optional().describe(description);

export const becomeCustomerBody = z
  .object({
    companyName: text("the company's name (at most 100 characters)"),
    firstName: text("the contact's first name"),
    lastName: text("the contact's last name"),
    email: text("the contact's e-mail; a signed-in consumer applies with their own account's"),
    phone: text("a 10-digit US phone number"),
    address1: text("street address"),
    address2: text("apartment, suite, floor"),
    city: text("city (checked against the ZIP code)"),
    state: text("two-letter state code"),
    zipCode: text("5 digits or ZIP+4"),
    employees: text(`number of employees: ${EMPLOYEE_RANGES.join(", ")}`),
    industry: text(`industry: ${INDUSTRIES.join(", ")}`),
    monthlySpend: z
      .union([z.string().max(30).check(noCardNumber), z.number().nonnegative()])
      .optional()
      .describe('estimated monthly spend in dollars ("1,500" or 1500)'),
    // a password is hashed, never kept as typed, and may be any characters
    password: z
      .string()
      .max(128, "At most 128 characters.")
      .optional()
      .describe("a prospect's password: 8 to 128 characters with a letter and a digit (not asked of a signed-in consumer)"),
  })
  .describe("The become-customer form's fields");

export const applicationErrorResponse = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe("a message per form field, shown beside it"),
    retryAfterSeconds: z.number().optional(),
  })
  .describe("{code, message}");

export const applicationReceiptResponse = z.object({
  reference: z.string().describe('"BA-" and 8 letters or digits'),
  status: z.enum(["PENDING", "APPROVED", "DECLINED"]).describe("PENDING once sent"),
  email: z.string(),
  companyName: z.string(),
});

export const applicationView = z.object({
  reference: z.string(),
  status: z.enum(["PENDING", "APPROVED", "DECLINED"]),
  applicantKind: z.enum(["CONSUMER", "PROSPECT"]),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  employees: z.string(),
  industry: z.string(),
  monthlySpendCents: z.number().int(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  declineReason: z.string().nullable(),
  accountNumber: z.string().nullable().describe("the business account an approval opened"),
});

export const applicationListResponse = z.object({ applications: z.array(applicationView) });

export const applicationReferenceParams = z.object({ reference: z.string().max(20) });

export const decisionQuery = z.object({ action: z.enum(["approve", "decline"]) });

export const decisionBody = z
  .object({
    reason: z
      .string()
      .max(DECLINE_REASON_MAX * 2)
      .optional()
      .describe("why it is declined (needed to decline)"),
  })
  .optional();

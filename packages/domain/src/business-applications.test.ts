import { describe, expect, it } from "vitest";
import {
  BUSINESS_APPLICATION_MESSAGES,
  checkDeclineReason,
  dollarsToCents,
  sortApplicationsForReview,
  validateBusinessApplication,
} from "./business-applications";

const valid = {
  companyName: "Harbor Dental LLC",
  firstName: "Ana",
  lastName: "Lopez",
  email: "Ana@HarborDental.test",
  phone: "(617) 555-0142",
  address1: "12 Harbor St",
  address2: "",
  city: "Boston",
  state: "ma",
  zipCode: "02110",
  employees: "10-49",
  industry: "Healthcare",
  monthlySpend: "$1,500",
  password: "Harbor-2026",
};

describe("dollarsToCents", () => {
  it.each([
    ["1500", 150_000],
    ["$1,500", 150_000],
    ["1,500.5", 150_050],
    [" 0.99 ", 99],
    ["1,234,567.89", 123_456_789],
  ])("reads %s as %i cents", (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(["", "-5", "abc", "1.999", "1,50", "12,34,567", "1e5"])("refuses %j", (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });
});

describe("validateBusinessApplication", () => {
  it("accepts a prospect's application, tidied: e-mail lower case, phone digits, state upper case, cents", () => {
    const result = validateBusinessApplication(valid, { needsPassword: true });
    expect(result).toEqual({
      ok: true,
      application: {
        companyName: "Harbor Dental LLC",
        firstName: "Ana",
        lastName: "Lopez",
        email: "ana@harbordental.test",
        phone: "6175550142",
        address1: "12 Harbor St",
        address2: null,
        city: "Boston",
        state: "MA",
        zipCode: "02110",
        employees: "10-49",
        industry: "Healthcare",
        monthlySpendCents: 150_000,
        password: "Harbor-2026",
      },
    });
  });

  it("does not ask a consumer for a password", () => {
    const result = validateBusinessApplication({ ...valid, password: "" }, { needsPassword: false });
    expect(result.ok && result.application.password).toBeNull();
  });

  it("names every field that is wrong, in the project's words", () => {
    const result = validateBusinessApplication(
      {
        companyName: " ",
        firstName: "",
        lastName: "Lopez",
        email: "not-an-email",
        phone: "555",
        address1: "",
        city: "Boston",
        state: "ZZ",
        zipCode: "2110",
        employees: "lots",
        industry: "Piracy",
        monthlySpend: "-3",
        password: "short",
      },
      { needsPassword: true },
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        companyName: BUSINESS_APPLICATION_MESSAGES.companyName,
        firstName: "First name is required",
        email: "Invalid email address",
        phone: "Invalid phone number",
        address1: "Street address is required",
        state: "Invalid state",
        zipCode: "Invalid zip code",
        employees: BUSINESS_APPLICATION_MESSAGES.employees,
        industry: BUSINESS_APPLICATION_MESSAGES.industry,
        monthlySpend: BUSINESS_APPLICATION_MESSAGES.monthlySpend,
        password: "Password must be 8 to 128 characters and include a letter and a digit.",
      },
    });
  });

  it("refuses markup in names and a spend above the ceiling", () => {
    const result = validateBusinessApplication(
      { ...valid, companyName: "<b>Acme</b>", lastName: "Lo{pez}", monthlySpend: "20,000,000" },
      { needsPassword: true },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.companyName).toBe(BUSINESS_APPLICATION_MESSAGES.companyNameText);
    expect(result.fields.lastName).toBe(BUSINESS_APPLICATION_MESSAGES.nameText);
    expect(result.fields.monthlySpend).toBe(BUSINESS_APPLICATION_MESSAGES.monthlySpendTooHigh);
  });
});

describe("checkDeclineReason", () => {
  it("needs a reason of at most 500 characters", () => {
    expect(checkDeclineReason("  We could not verify the company.  ")).toEqual({
      ok: true,
      reason: "We could not verify the company.",
    });
    expect(checkDeclineReason(" ")).toEqual({ ok: false, message: BUSINESS_APPLICATION_MESSAGES.declineReason });
    expect(checkDeclineReason("x".repeat(501)).ok).toBe(false);
  });
});

describe("sortApplicationsForReview", () => {
  it("puts pending first, oldest first, then decided, latest decision first", () => {
    const sorted = sortApplicationsForReview([
      { id: "a", status: "APPROVED", submittedAt: "2026-11-01", decidedAt: "2026-11-02" },
      { id: "b", status: "PENDING", submittedAt: "2026-11-05", decidedAt: null },
      { id: "c", status: "DECLINED", submittedAt: "2026-11-01", decidedAt: "2026-11-04" },
      { id: "d", status: "PENDING", submittedAt: "2026-11-03", decidedAt: null },
    ]);
    expect(sorted.map((a) => a.id)).toEqual(["d", "b", "c", "a"]);
  });
});

import { describe, expect, it } from "vitest";
import { MEMBERSHIP_MESSAGES, checkBeneficiary, isMembershipProgram } from "./membership";

const member = { program: "SELECT" as const, ownEmail: "Riley@Example.com", current: [] as string[] };

describe("membership beneficiaries", () => {
  it("takes a valid e-mail, lower-cased", () => {
    expect(checkBeneficiary("  Sam@Example.com ", member)).toEqual({ ok: true, email: "sam@example.com" });
  });

  it("refuses an e-mail already sharing the membership, whatever its case", () => {
    expect(checkBeneficiary("SAM@example.com", { ...member, current: ["sam@example.com"] })).toEqual({
      ok: false,
      code: "ALREADY_BENEFICIARY",
      message: MEMBERSHIP_MESSAGES.alreadyBeneficiary,
    });
  });

  it("refuses the member's own e-mail as a generic membership failure", () => {
    expect(checkBeneficiary("riley@example.com", member)).toMatchObject({ ok: false, code: "MEMBERSHIP_GENERIC_ERR" });
  });

  it("refuses a bad e-mail in the checkout's words, and more people than the program allows", () => {
    expect(checkBeneficiary("not-an-email", member)).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Invalid email address",
    });
    expect(checkBeneficiary("4111111111111111@example.com", member)).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(checkBeneficiary("pat@example.com", { ...member, current: ["sam@example.com"] })).toMatchObject({
      code: "BENEFICIARY_LIMIT",
      message: "Quire Select can be shared with up to 1 person.",
    });
    expect(checkBeneficiary("pat@example.com", { ...member, program: "PREMIUM", current: ["sam@example.com"] })).toEqual({
      ok: true,
      email: "pat@example.com",
    });
  });

  it("knows the programs", () => {
    expect(isMembershipProgram("PREMIUM")).toBe(true);
    expect(isMembershipProgram("premium")).toBe(false);
  });
});

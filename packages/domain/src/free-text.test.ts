import { describe, expect, it } from "vitest";
import * as zm from "zod/mini";
import { z } from "zod";
import { CARD_NUMBER_IN_TEXT, cardNumberFieldOf, cardNumberIssueField, holdsCardNumber, noCardNumber } from "./free-text";
import { passesLuhn } from "./payments/cards";

/** A Luhn-valid number of `length` digits starting with `prefix` (zeros, then the check digit). */
function luhnValid(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, "0");
  for (let check = 0; check <= 9; check++) if (passesLuhn(`${body}${check}`)) return `${body}${check}`;
  throw new Error("unreachable: one check digit always fits");
}

/** The same number with its last digit changed, so it fails Luhn. */
function luhnInvalid(prefix: string, length: number): string {
  const valid = luhnValid(prefix, length);
  return `${valid.slice(0, -1)}${(Number(valid.slice(-1)) + 1) % 10}`;
}

const grouped = (digits: string, separator: string) => digits.match(/.{1,4}/g)!.join(separator);

describe("holdsCardNumber", () => {
  it.each([13, 14, 15, 16, 17, 18, 19])("refuses a Luhn-valid run of %i digits, together or grouped", (length) => {
    const digits = luhnValid("4", length);
    expect(holdsCardNumber(digits)).toBe(true);
    expect(holdsCardNumber(grouped(digits, " "))).toBe(true);
    expect(holdsCardNumber(grouped(digits, "-"))).toBe(true);
    expect(holdsCardNumber(`Office ${grouped(digits, " - ")} supplies`)).toBe(true);
  });

  it.each([
    ["a test card in a list name", "Breakroom 4111 1111 1111 1111"],
    ["an American Express number as it is printed", "3782 822463 10005"],
    ["a card number after a suite number", "Suite 12 4111-1111-1111-1111"],
    ["a card number beside letters", "card4111111111111111"],
    ["a card number as a JSON number", 4111111111111111],
  ])("refuses %s", (_what, value) => {
    expect(holdsCardNumber(value)).toBe(true);
  });

  it.each([
    ["a Luhn-invalid 16-digit number", luhnInvalid("4", 16)],
    ["a Luhn-invalid number in groups", grouped(luhnInvalid("5", 16), " ")],
    ["12 Luhn-valid digits", luhnValid("4", 12)],
    ["12 Luhn-valid digits in groups", grouped(luhnValid("4", 12), "-")],
    ["a run of 20 digits", luhnValid("4", 20)],
    ["a run of 24 digits", luhnValid("9", 24)],
    ["a US phone number", "(617) 555-0100"],
    ["a phone number with its country code and extension", "+1 617-555-0100 ext 1234"],
    ["a ZIP+4 code", "01760-1234"],
    ["an order number", "Order 1234567890"],
    ["a quick order's item lines", "100123 5\n100124 12\n100125 3\n100126 1"],
    ["item numbers and quantities a tab apart", "100123\t500\t100124\t12"],
    ["a date and a street number", "2026-11-12 at 123 Main St"],
    ["a seeded customer SKU", "ACME-pens-01"],
    ["a PO number", "PO-2026-000123"],
    ["nothing", ""],
  ])("allows %s", (_what, value) => {
    expect(holdsCardNumber(value)).toBe(false);
  });

  it("allows what is not text or a number", () => {
    for (const value of [null, undefined, true, { number: "4111111111111111" }, ["4111111111111111"]]) {
      expect(holdsCardNumber(value)).toBe(false);
    }
  });
});

describe("cardNumberFieldOf", () => {
  const fields = { firstName: "Ada", address1: "4111 1111 1111 1111 Main St", zipCode: "01760" };

  it("names the first field holding a card number", () => {
    expect(cardNumberFieldOf(fields)).toBe("address1");
    expect(cardNumberFieldOf({ ...fields, firstName: "4111111111111111" })).toBe("firstName");
  });

  it("looks only at the fields it is given, and finds none in clean ones", () => {
    expect(cardNumberFieldOf(fields, ["firstName", "zipCode"])).toBeNull();
    expect(cardNumberFieldOf({ name: "Breakroom", phone: "617-555-0100" })).toBeNull();
  });
});

describe("noCardNumber", () => {
  const classic = z.object({ name: z.string().max(5).check(noCardNumber), note: z.string().check(noCardNumber) });
  const mini = zm.object({ items: zm.array(zm.object({ comment: zm.string().check(noCardNumber) })) });

  it("passes text without a card number", () => {
    expect(classic.safeParse({ name: "Desk", note: "Call 617-555-0100" }).success).toBe(true);
    expect(mini.safeParse({ items: [{ comment: "Approved for Q4" }] }).success).toBe(true);
  });

  it("marks its issue so the field can be named, ahead of the field's other failures", () => {
    const parsed = classic.safeParse({ name: "4111 1111 1111 1111", note: "ok" });
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues;
    expect(issues.map((i) => i.message)).toContain(CARD_NUMBER_IN_TEXT.message);
    expect(cardNumberIssueField(issues)).toBe("name");

    const nested = mini.safeParse({ items: [{ comment: "ok" }, { comment: "card 5555-5555-5555-4444" }] });
    expect(cardNumberIssueField(nested.error!.issues)).toBe("items.1.comment");
  });

  it("is not confused with another failure", () => {
    const parsed = classic.safeParse({ name: "far too long", note: "ok" });
    expect(cardNumberIssueField(parsed.error!.issues)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  CARD_EXPIRING_SOON_DAYS,
  CARD_MESSAGES,
  cardBrandLabel,
  cardBrandOf,
  cardExpiresAt,
  cardNumberDigits,
  containsCardNumber,
  formatExpiryInput,
  fullExpiryYear,
  isCardExpired,
  isCardExpiringSoon,
  isExpiryRequired,
  isValidSecurityCode,
  looksLikeCardNumber,
  MAX_CARD_NICKNAME_LENGTH,
  MAX_CARD_NUMBER_DIGITS,
  MAX_SAVED_CARDS,
  normaliseBrandName,
  parseExpiryInput,
  passesLuhn,
  securityCodeLength,
  validateCardNumber,
  type CardBrand,
} from "./cards";

/** A Luhn-valid number of `length` digits starting with `prefix` (zeros, then the check digit). */
function cardNumber(prefix: string, length = 16): string {
  const body = prefix.padEnd(length - 1, "0");
  for (let check = 0; check <= 9; check++) {
    if (passesLuhn(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error("unreachable: one check digit always fits");
}

const at = (iso: string) => new Date(iso);
const DAY_MS = 24 * 60 * 60 * 1000;

describe("constants", () => {
  it("match the spec's limits", () => {
    expect(MAX_CARD_NUMBER_DIGITS).toBe(19);
    expect(CARD_EXPIRING_SOON_DAYS).toBe(30);
    expect(MAX_CARD_NICKNAME_LENGTH).toBe(32);
    expect(MAX_SAVED_CARDS).toBe(10);
  });

  it("uses the spec's words for the payment messages", () => {
    expect(CARD_MESSAGES.generic).toBe("Error occurred while processing your payment. Please try again.");
    expect(CARD_MESSAGES.operationFailed).toBe("Please check that your credit card details are correct and try again.");
    expect(CARD_MESSAGES.staleCard).toBe("Please select a different card or add a new card to proceed with your order.");
    expect(CARD_MESSAGES.frameTimeout).toBe("We're sorry, something went wrong. Click here to retry.");
    expect(CARD_MESSAGES.frameStillFailing).toBe("We are still experiencing problems. Please select Change payment.");
    expect(CARD_MESSAGES.frameSubmit).toBe(
      "We're unable to process your payment at this time. Please try again or use a different payment method.",
    );
    expect(CARD_MESSAGES.declined).toMatch(/card number, expiration date, security code and billing address/);
    expect(CARD_MESSAGES.savedCardLimit).toContain("10");
  });
});

describe("cardNumberDigits", () => {
  it("removes spaces and dashes only", () => {
    expect(cardNumberDigits("4111 1111-1111 1111")).toBe("4111111111111111");
    expect(cardNumberDigits("4111\t1111\u00a01111 1111")).toBe("4111111111111111");
    expect(cardNumberDigits("4111.1111/1111x1111")).toBe("4111.1111/1111x1111");
  });
});

describe("cardBrandOf: the spec's table, row by row", () => {
  const brandOf = (prefix: string) => cardBrandOf(prefix.padEnd(16, "0"));

  it("row 1, Mastercard: 51-55, 36 and any leading 2", () => {
    for (const p of ["51", "52", "53", "54", "55", "36", "2", "20", "2221", "2720", "29"])
      expect(brandOf(p), p).toBe("MASTER_CARD");
    expect(brandOf("50")).toBeNull();
    expect(brandOf("56")).toBeNull();
  });

  it("row 2, business-store card: 453094, before Visa", () => {
    expect(brandOf("453094")).toBe("BUSINESS_STORE_CARD");
    expect(brandOf("453093")).toBe("VISA");
    expect(brandOf("453095")).toBe("VISA");
  });

  it("row 3, Visa: any leading 4", () => {
    for (const p of ["4", "40", "41", "49", "4530"]) expect(brandOf(p), p).toBe("VISA");
  });

  it("row 4, AMEX: 34 and 37", () => {
    expect(brandOf("34")).toBe("AMEX");
    expect(brandOf("37")).toBe("AMEX");
    expect(brandOf("33")).toBeNull();
  });

  it("row 5, store card: 7972, 6035 and 60111, before Discover's 6011x", () => {
    expect(brandOf("7972")).toBe("STORE_CARD");
    expect(brandOf("6035")).toBe("STORE_CARD");
    expect(brandOf("60111")).toBe("STORE_CARD");
    for (const p of ["7971", "7973", "6034", "6036"]) expect(brandOf(p), p).toBeNull();
  });

  describe("row 6, Discover", () => {
    it("60110, 60112-60114 and 60117-60119; 60115 and 60116 are nobody's", () => {
      for (const p of ["60110", "60112", "60113", "60114", "60117", "60118", "60119"]) expect(brandOf(p), p).toBe("DISCOVER");
      expect(brandOf("60115")).toBeNull();
      expect(brandOf("60116")).toBeNull();
    });

    it("352-358", () => {
      expect(brandOf("351")).toBeNull();
      expect(brandOf("352")).toBe("DISCOVER");
      expect(brandOf("358")).toBe("DISCOVER");
      expect(brandOf("359")).toBeNull();
    });

    it("300-305 and 3095", () => {
      expect(brandOf("300")).toBe("DISCOVER");
      expect(brandOf("305")).toBe("DISCOVER");
      expect(brandOf("306")).toBeNull();
      expect(brandOf("3094")).toBeNull();
      expect(brandOf("3095")).toBe("DISCOVER");
      expect(brandOf("3096")).toBeNull();
    });

    it("38-39, while 36 stays Mastercard's", () => {
      expect(brandOf("38")).toBe("DISCOVER");
      expect(brandOf("39")).toBe("DISCOVER");
      expect(brandOf("36")).toBe("MASTER_CARD");
    });

    it("622126-622925", () => {
      expect(brandOf("622125")).toBeNull();
      expect(brandOf("622126")).toBe("DISCOVER");
      expect(brandOf("622500")).toBe("DISCOVER");
      expect(brandOf("622925")).toBe("DISCOVER");
      expect(brandOf("622926")).toBeNull();
    });

    it("624-626", () => {
      expect(brandOf("623")).toBeNull();
      expect(brandOf("624")).toBe("DISCOVER");
      expect(brandOf("626")).toBe("DISCOVER");
      expect(brandOf("627")).toBeNull();
    });

    it("6282-6288", () => {
      expect(brandOf("6281")).toBeNull();
      expect(brandOf("6282")).toBe("DISCOVER");
      expect(brandOf("6288")).toBe("DISCOVER");
      expect(brandOf("6289")).toBeNull();
    });

    it("644-659", () => {
      expect(brandOf("643")).toBeNull();
      expect(brandOf("644")).toBe("DISCOVER");
      expect(brandOf("650")).toBe("DISCOVER");
      expect(brandOf("659")).toBe("DISCOVER");
      expect(brandOf("660")).toBeNull();
    });
  });

  it("else null, including prefixes other tables know (Maestro 6304, UnionPay 620, JCB 1800)", () => {
    for (const p of ["0", "1", "5", "8", "9", "620", "6304", "1800"]) expect(brandOf(p), p).toBeNull();
  });

  it("waits for enough digits to decide, and refuses non-digits", () => {
    expect(cardBrandOf("4")).toBe("VISA");
    expect(cardBrandOf("6011")).toBeNull();
    expect(cardBrandOf("60111")).toBe("STORE_CARD");
    expect(cardBrandOf("60110")).toBe("DISCOVER");
    expect(cardBrandOf("")).toBeNull();
    expect(cardBrandOf("4111 1111")).toBeNull();
  });
});

describe("normaliseBrandName and cardBrandLabel", () => {
  it.each([
    ["Mastercard", "MASTER_CARD"],
    ["MASTER CARD", "MASTER_CARD"],
    ["master_card", "MASTER_CARD"],
    ["MasterCard Debit", "MASTER_CARD"],
    ["visa", "VISA"],
    [" amex ", "AMEX"],
    ["Discover", "DISCOVER"],
  ])("normalises %j to %j", (name, expected) => {
    expect(normaliseBrandName(name)).toBe(expected);
  });

  it.each<[CardBrand, string]>([
    ["VISA", "Visa"],
    ["MASTER_CARD", "Mastercard"],
    ["AMEX", "American Express"],
    ["DISCOVER", "Discover"],
    ["STORE_CARD", "Quire Card"],
    ["BUSINESS_STORE_CARD", "Quire Business Card"],
  ])("labels %s as %j", (brand, label) => {
    expect(cardBrandLabel(brand)).toBe(label);
  });
});

describe("passesLuhn", () => {
  it.each(["79927398713", "4111111111111111", "5555555555554444", "378282246310005", "6011111111111117", "0"])(
    "accepts %s",
    (digits) => {
      expect(passesLuhn(digits)).toBe(true);
    },
  );

  it.each(["79927398710", "4111111111111112", "5555555555554440", "378282246310006", "", "4111 1111 1111 1111", "abc"])(
    "refuses %j",
    (digits) => {
      expect(passesLuhn(digits)).toBe(false);
    },
  );
});

describe("validateCardNumber", () => {
  const failed = { ok: false, message: "Please check that your credit card details are correct and try again." };

  it.each<[string, CardBrand, string]>([
    ["4111 1111 1111 1111", "VISA", "1111"],
    ["5555 5555 5555 4444", "MASTER_CARD", "4444"],
    ["3782 822463 10005", "AMEX", "0005"],
    // Starts 60111: the spec's table makes it a store card, not Discover (decision 017).
    ["6011 1111 1111 1117", "STORE_CARD", "1117"],
    ["4000 0000 0000 0002", "VISA", "0002"],
    ["4000 0000 0000 0069", "VISA", "0069"],
    ["4000 0000 0000 0127", "VISA", "0127"],
    ["4000 0000 0000 9995", "VISA", "9995"],
  ])("accepts the demo store's test card %s as %s (docs/demo-store.md)", (input, brand, last4) => {
    expect(validateCardNumber(input)).toEqual({ ok: true, digits: input.replace(/ /g, ""), brand, last4 });
  });

  it("accepts dashes and the other brands", () => {
    expect(validateCardNumber("4111-1111-1111-1111")).toMatchObject({ ok: true, brand: "VISA" });
    expect(validateCardNumber(cardNumber("6011000"))).toMatchObject({ ok: true, brand: "DISCOVER" });
    expect(validateCardNumber(cardNumber("453094"))).toMatchObject({ ok: true, brand: "BUSINESS_STORE_CARD" });
    expect(validateCardNumber(cardNumber("7972"))).toMatchObject({ ok: true, brand: "STORE_CARD" });
  });

  it("refuses anything but digits, spaces and dashes", () => {
    expect(validateCardNumber("4111 1111 1111 111a")).toEqual(failed);
    expect(validateCardNumber("4111.1111.1111.1111")).toEqual(failed);
    expect(validateCardNumber("")).toEqual(failed);
  });

  it("allows up to 19 digits and refuses 20", () => {
    expect(validateCardNumber(cardNumber("4", 19))).toMatchObject({ ok: true, brand: "VISA" });
    expect(validateCardNumber(cardNumber("4", 20))).toEqual(failed);
  });

  it("refuses numbers shorter than 13 digits, which Luhn alone would let through", () => {
    expect(validateCardNumber("42")).toEqual(failed);
    expect(validateCardNumber(cardNumber("4", 12))).toEqual(failed);
    expect(validateCardNumber(cardNumber("4", 13))).toMatchObject({ ok: true, brand: "VISA" });
  });

  it("needs exactly 15 digits for AMEX", () => {
    expect(validateCardNumber(cardNumber("34", 15))).toMatchObject({ ok: true, brand: "AMEX" });
    expect(validateCardNumber(cardNumber("37", 16))).toEqual(failed);
    expect(validateCardNumber(cardNumber("37", 14))).toEqual(failed);
  });

  it("refuses a failed Luhn check and an unknown brand", () => {
    expect(validateCardNumber("4111 1111 1111 1112")).toEqual(failed);
    expect(validateCardNumber(cardNumber("9"))).toEqual(failed);
    expect(validateCardNumber(cardNumber("60115"))).toEqual(failed);
  });
});

describe("looksLikeCardNumber", () => {
  it.each<[unknown]>([
    ["4111 1111 1111 1111"],
    ["4111-1111-1111-1111"],
    [4111111111111111],
    // Any 13-19 Luhn-valid digits, whatever the brand.
    [cardNumber("9", 13)],
    [cardNumber("9", 19)],
  ])("is true for %j", (value) => {
    expect(looksLikeCardNumber(value)).toBe(true);
  });

  it("is true for a bigint card number", () => {
    expect(looksLikeCardNumber(BigInt("4111111111111111"))).toBe(true);
  });

  it.each<[unknown]>([
    ["4111111111111112"],
    [cardNumber("9", 12)],
    [cardNumber("9", 20)],
    ["tok_4111111111111111"],
    ["pm_sandbox_8f3a"],
    [""],
    [null],
    [undefined],
    [{ number: "4111111111111111" }],
    [-4111111111111111],
  ])("is false for %j", (value) => {
    expect(looksLikeCardNumber(value)).toBe(false);
  });
});

describe("containsCardNumber", () => {
  it.each(["4111 1111 1111 1111 Main St", "Suite 12 4111-1111-1111-1111", "apt 378282246310005", "4111111111111111"])(
    "finds a card number in %j",
    (text) => {
      expect(containsCardNumber(text)).toBe(true);
    },
  );

  it.each(["123 Main St", "PO Box 4567", "(617) 555-0100", "1-800-555-0199 ext 12", "01702-1234", "Suite 100, Floor 12"])(
    "finds none in %j",
    (text) => {
      expect(containsCardNumber(text)).toBe(false);
    },
  );
});

describe("formatExpiryInput", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["0", "0"],
    ["2", "02/"],
    ["9", "09/"],
    ["1/", "01/"],
    ["0/", "0"],
    ["10", "10/"],
    ["12", "12/"],
    ["13", "01/3"],
    ["122", "12/2"],
    ["1228", "12/28"],
    ["12/28", "12/28"],
    ["12/289", "12/28"],
    ["228", "02/28"],
    ["2289", "02/28"],
    ["ab1c2", "12/"],
  ])("formats %j as %j", (raw, expected) => {
    expect(formatExpiryInput(raw)).toBe(expected);
  });

  it("leaves a deletion alone instead of putting the slash back", () => {
    expect(formatExpiryInput("12/", "12/2")).toBe("12/");
    expect(formatExpiryInput("12", "12/")).toBe("12");
    expect(formatExpiryInput("1", "12")).toBe("1");
    expect(formatExpiryInput("0", "02/")).toBe("0");
    expect(formatExpiryInput("12/8", "12/28")).toBe("12/8");
  });

  it("formats typing after a deletion as usual", () => {
    expect(formatExpiryInput("122", "12")).toBe("12/2");
  });
});

describe("parseExpiryInput and fullExpiryYear", () => {
  it.each([
    ["12/28", { month: 12, year: 2028 }],
    ["01/2030", { month: 1, year: 2030 }],
    ["1/30", { month: 1, year: 2030 }],
    [" 06 / 27 ", { month: 6, year: 2027 }],
    ["09/00", { month: 9, year: 2000 }],
  ])("reads %j", (text, expected) => {
    expect(parseExpiryInput(text)).toEqual(expected);
  });

  it.each(["00/28", "13/28", "1228", "12/2", "12/289", "12-28", "", "ab/cd"])("refuses %j", (text) => {
    expect(parseExpiryInput(text)).toBeNull();
  });

  it("reads 0-99 as 20xx and leaves four-digit years alone", () => {
    expect(fullExpiryYear(0)).toBe(2000);
    expect(fullExpiryYear(28)).toBe(2028);
    expect(fullExpiryYear(99)).toBe(2099);
    expect(fullExpiryYear(2031)).toBe(2031);
  });
});

describe("card expiry", () => {
  const december2027 = { expiryMonth: 12, expiryYear: 2027 };

  it("expires at 23:59 UTC on the last day of the expiry month when there is no day", () => {
    expect(cardExpiresAt(december2027).toISOString()).toBe("2027-12-31T23:59:00.000Z");
    expect(cardExpiresAt({ expiryMonth: 4, expiryYear: 2027 }).toISOString()).toBe("2027-04-30T23:59:00.000Z");
    expect(cardExpiresAt({ expiryMonth: 1, expiryYear: 2027, expiryDay: null }).toISOString()).toBe("2027-01-31T23:59:00.000Z");
    expect(cardExpiresAt({ expiryMonth: 1, expiryYear: 2027, expiryDay: 0 }).toISOString()).toBe("2027-01-31T23:59:00.000Z");
  });

  it("is not expired one second before 23:59 nor at 23:59 itself, and expired one second after", () => {
    expect(isCardExpired(december2027, at("2027-12-31T23:58:59Z"))).toBe(false);
    expect(isCardExpired(december2027, at("2027-12-31T23:59:00Z"))).toBe(false);
    expect(isCardExpired(december2027, at("2027-12-31T23:59:01Z"))).toBe(true);
    expect(isCardExpired(december2027, at("2028-01-01T00:00:00Z"))).toBe(true);
  });

  it("follows leap years in February", () => {
    expect(cardExpiresAt({ expiryMonth: 2, expiryYear: 2028 }).toISOString()).toBe("2028-02-29T23:59:00.000Z");
    expect(cardExpiresAt({ expiryMonth: 2, expiryYear: 2027 }).toISOString()).toBe("2027-02-28T23:59:00.000Z");
    expect(cardExpiresAt({ expiryMonth: 2, expiryYear: 2100 }).toISOString()).toBe("2100-02-28T23:59:00.000Z");
    const february2028 = { expiryMonth: 2, expiryYear: 28 };
    expect(isCardExpired(february2028, at("2028-02-29T23:58:59Z"))).toBe(false);
    expect(isCardExpired(february2028, at("2028-02-29T23:59:01Z"))).toBe(true);
  });

  it("reads a two-digit year as 20xx", () => {
    expect(cardExpiresAt({ expiryMonth: 12, expiryYear: 27 })).toEqual(cardExpiresAt(december2027));
  });

  it("uses a given day in the expiry month itself", () => {
    expect(cardExpiresAt({ expiryMonth: 3, expiryYear: 2027, expiryDay: 15 }).toISOString()).toBe("2027-03-15T23:59:00.000Z");
    expect(cardExpiresAt({ expiryMonth: 3, expiryYear: 27, expiryDay: 30 }).toISOString()).toBe("2027-03-30T23:59:00.000Z");
  });

  it("counts a missing month as 0: the last day of the year before", () => {
    expect(cardExpiresAt({ expiryMonth: 0, expiryYear: 2027 }).toISOString()).toBe("2026-12-31T23:59:00.000Z");
  });

  it("treats an unreadable expiry as expired and not expiring soon", () => {
    const unreadable = { expiryMonth: 12, expiryYear: Number.NaN };
    expect(isCardExpired(unreadable, at("2020-01-01T00:00:00Z"))).toBe(true);
    expect(isCardExpiringSoon(unreadable, at("2020-01-01T00:00:00Z"))).toBe(false);
  });

  describe("expiring soon (30 days)", () => {
    const expiresAt = cardExpiresAt(december2027).getTime();
    const daysBefore = (days: number) => new Date(expiresAt - days * DAY_MS);

    it("is soon 29 and exactly 30 days before expiry, not 31 days before", () => {
      expect(isCardExpiringSoon(december2027, daysBefore(29))).toBe(true);
      expect(isCardExpiringSoon(december2027, daysBefore(30))).toBe(true);
      expect(isCardExpiringSoon(december2027, new Date(expiresAt - 30 * DAY_MS - 1000))).toBe(false);
      expect(isCardExpiringSoon(december2027, daysBefore(31))).toBe(false);
    });

    it("is soon up to the expiry instant and not once expired", () => {
      expect(isCardExpiringSoon(december2027, at("2027-12-31T23:59:00Z"))).toBe(true);
      expect(isCardExpiringSoon(december2027, at("2027-12-31T23:59:01Z"))).toBe(false);
    });
  });

  it("needs an expiry except for the store card", () => {
    expect(isExpiryRequired("STORE_CARD")).toBe(false);
    for (const brand of ["VISA", "MASTER_CARD", "AMEX", "DISCOVER", "BUSINESS_STORE_CARD"] as const) {
      expect(isExpiryRequired(brand), brand).toBe(true);
    }
    expect(isExpiryRequired(null)).toBe(true);
  });
});

describe("security code", () => {
  it.each<[CardBrand | "GIFT_CARD" | null, 3 | 4]>([
    ["AMEX", 4],
    ["GIFT_CARD", 4],
    [null, 4],
    ["VISA", 3],
    ["MASTER_CARD", 3],
    ["DISCOVER", 3],
    ["STORE_CARD", 3],
    ["BUSINESS_STORE_CARD", 3],
  ])("%s needs %i digits", (brand, length) => {
    expect(securityCodeLength(brand)).toBe(length);
  });

  it("accepts digits of exactly that length", () => {
    expect(isValidSecurityCode("123", "VISA")).toBe(true);
    expect(isValidSecurityCode("1234", "VISA")).toBe(false);
    expect(isValidSecurityCode("12", "VISA")).toBe(false);
    expect(isValidSecurityCode("1234", "AMEX")).toBe(true);
    expect(isValidSecurityCode("123", "AMEX")).toBe(false);
    expect(isValidSecurityCode("0000", "GIFT_CARD")).toBe(true);
    expect(isValidSecurityCode("1234", null)).toBe(true);
    expect(isValidSecurityCode("12a", "VISA")).toBe(false);
    expect(isValidSecurityCode(" 123", "VISA")).toBe(false);
    expect(isValidSecurityCode("", "VISA")).toBe(false);
  });
});

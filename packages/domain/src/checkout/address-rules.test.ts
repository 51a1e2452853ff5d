import { describe, expect, it } from "vitest";
import { MAX_ADDRESS_FIELD_LENGTH } from "./address-fields";
import {
  ADDRESS_MESSAGES,
  formatPhone,
  isUsStateCode,
  isValidEmail,
  isValidPhone,
  isValidZipCode,
  phoneDigits,
  selectShippingAddress,
  US_STATE_CODES,
  validateAddressInput,
} from "./address-rules";

describe("phone", () => {
  it.each([
    ["(617) 555-0100", "6175550100"],
    ["617.555.0100", "6175550100"],
    ["+1 617 555 0100", "6175550100"],
    ["1-617-555-0100", "6175550100"],
    ["21-617-555-0100", "216175550100"],
    ["555-0100", "5550100"],
    ["", ""],
  ])("strips %j to %j", (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });

  it("formats 10 digits and leaves anything else alone", () => {
    expect(formatPhone("6175550100")).toBe("(617) 555-0100");
    expect(formatPhone("5550100")).toBe("5550100");
    expect(formatPhone("617-555-0100")).toBe("617-555-0100");
  });

  it.each(["(617) 555-0100", "617-555-0100", "+1 (212) 555-0199", "2125550199"])("accepts %j", (input) => {
    expect(isValidPhone(input)).toBe(true);
  });

  it.each(["555-0100", "(017) 555-0100", "(117) 555-0100", "(617) 055-0100", "(617) 155-0100", "617555010011", ""])(
    "refuses %j",
    (input) => {
      expect(isValidPhone(input)).toBe(false);
    },
  );
});

describe("email", () => {
  it.each(["pat@example.com", "pat.lee+orders@mail.example.co.uk", "a@b.io"])("accepts %j", (input) => {
    expect(isValidEmail(input)).toBe(true);
  });

  it.each([
    "pat",
    "pat@example",
    "pat@@example.com",
    "pat@exa@mple.com",
    "pat lee@example.com",
    "@example.com",
    "pat@.example.com",
    "pat@example.com.",
    "pat@example..com",
    "",
  ])("refuses %j", (input) => {
    expect(isValidEmail(input)).toBe(false);
  });

  it("allows 254 characters and no more", () => {
    const domain = "@example.com";
    expect(isValidEmail("a".repeat(254 - domain.length) + domain)).toBe(true);
    expect(isValidEmail("a".repeat(255 - domain.length) + domain)).toBe(false);
  });
});

describe("zip code", () => {
  it.each(["01702", "01702-1234"])("accepts %j", (input) => {
    expect(isValidZipCode(input)).toBe(true);
  });

  it.each(["1702", "017021", "01702-123", "01702 1234", "017021234", "abcde", ""])("refuses %j", (input) => {
    expect(isValidZipCode(input)).toBe(false);
  });
});

describe("states", () => {
  it("lists the 50 states and DC, once each", () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    expect(US_STATE_CODES).toContain("DC");
  });

  it("knows upper-case codes only", () => {
    expect(isUsStateCode("MA")).toBe(true);
    expect(isUsStateCode("ma")).toBe(false);
    expect(isUsStateCode("PR")).toBe(false);
    expect(isUsStateCode("")).toBe(false);
  });
});

describe("validateAddressInput", () => {
  const street = { requireEmail: false, requirePhone: true, requireStreet: true };
  const complete = {
    firstName: "  Pat ",
    lastName: "Lee",
    organizationName: "",
    address1: "500 Staples Dr",
    address2: "  ",
    city: "Framingham",
    state: "ma",
    zipCode: "01702",
    phone: "(508) 253-5000",
    extension: "",
    email: "",
  };

  it("trims, upper-cases the state, keeps the phone's digits and turns empty optional fields into null", () => {
    expect(validateAddressInput(complete, street)).toEqual({
      ok: true,
      address: {
        firstName: "Pat",
        lastName: "Lee",
        organizationName: null,
        address1: "500 Staples Dr",
        address2: null,
        city: "Framingham",
        state: "MA",
        zipCode: "01702",
        phone: "5082535000",
        extension: null,
        email: null,
      },
    });
  });

  it("keeps optional fields that are given", () => {
    const result = validateAddressInput(
      { ...complete, organizationName: "Quire Inc", address2: "Suite 4", extension: "204", email: " pat@example.com " },
      street,
    );
    expect(result).toMatchObject({
      ok: true,
      address: { organizationName: "Quire Inc", address2: "Suite 4", extension: "204", email: "pat@example.com" },
    });
  });

  it("names every missing required field with its label", () => {
    const result = validateAddressInput({}, { requireEmail: true, requirePhone: true, requireStreet: true });
    expect(result).toEqual({
      ok: false,
      fields: {
        firstName: "First name is required",
        lastName: "Last name is required",
        address1: "Street address is required",
        city: "City is required",
        state: "State is required",
        zipCode: "Zip code is required",
        phone: "Phone number is required",
        email: "Email address is required",
      },
    });
  });

  it("needs only names (and what is asked) without a street, as for a pickup person", () => {
    const pickup = { requireEmail: true, requirePhone: true, requireStreet: false };
    expect(validateAddressInput({ firstName: "Pat", lastName: "Lee" }, pickup)).toEqual({
      ok: false,
      fields: { phone: "Phone number is required", email: "Email address is required" },
    });
    const result = validateAddressInput(
      { firstName: "Pat", lastName: "Lee", phone: "5082535000", email: "pat@example.com" },
      pickup,
    );
    expect(result).toMatchObject({ ok: true, address: { address1: "", city: "", state: "", zipCode: "", phone: "5082535000" } });
  });

  it("uses the spec's messages for email, phone and zip code, and checks the state", () => {
    const result = validateAddressInput(
      { ...complete, email: "pat@example", phone: "555-0100", zipCode: "1702", state: "XX", extension: "12a" },
      street,
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        email: "Invalid email address",
        phone: "Invalid phone number",
        zipCode: "Invalid zip code",
        state: "Invalid state",
        extension: ADDRESS_MESSAGES.extension,
      },
    });
  });

  it("checks optional fields' formats only when they are given", () => {
    const result = validateAddressInput({ ...complete, phone: "" }, { ...street, requirePhone: false });
    expect(result).toMatchObject({ ok: true, address: { phone: "" } });
  });

  it("limits each field's length", () => {
    const fields = {
      ...complete,
      firstName: "a".repeat(MAX_ADDRESS_FIELD_LENGTH.firstName + 1),
      lastName: "b".repeat(40),
      address1: "c".repeat(61),
      city: "d".repeat(41),
      organizationName: "e".repeat(61),
    };
    expect(validateAddressInput(fields, street)).toEqual({
      ok: false,
      fields: {
        firstName: "First name must be 40 characters or fewer",
        address1: "Street address must be 60 characters or fewer",
        city: "City must be 40 characters or fewer",
        organizationName: "Company name must be 60 characters or fewer",
      },
    });
    expect(MAX_ADDRESS_FIELD_LENGTH).toMatchObject({ lastName: 40, address2: 60, email: 254 });
  });

  it("refuses a card number in any field, whatever else is wrong with it", () => {
    const result = validateAddressInput(
      {
        ...complete,
        address1: "4111 1111 1111 1111",
        address2: "Apt 5 5555-5555-5555-4444",
        organizationName: "378282246310005",
        phone: "4111111111111111",
        zipCode: "6011111111111117",
      },
      street,
    );
    expect(result).toEqual({
      ok: false,
      fields: {
        address1: ADDRESS_MESSAGES.cardNumber,
        address2: ADDRESS_MESSAGES.cardNumber,
        organizationName: ADDRESS_MESSAGES.cardNumber,
        phone: ADDRESS_MESSAGES.cardNumber,
        zipCode: ADDRESS_MESSAGES.cardNumber,
      },
    });
  });

  it("ignores fields it does not know", () => {
    expect(validateAddressInput({ ...complete, cardNumber: "x", country: "CA" }, street)).toMatchObject({ ok: true });
  });
});

describe("selectShippingAddress", () => {
  type Address = { id: string; type: string; field1: string | null };
  const applePay: Address = { id: "apple", type: "S", field1: "ApplePayAddress" };
  const klarna: Address = { id: "klarna", type: "S", field1: "KlarnaAddress" };
  const paypal: Address = { id: "paypal", type: "S", field1: "PaypalAddress" };
  const billing: Address = { id: "billing", type: "B", field1: null };
  const pickup: Address = { id: "pickup", type: "ST", field1: null };
  const shipping: Address = { id: "shipping", type: "S", field1: null };
  const both: Address = { id: "both", type: "SB", field1: null };

  it("takes the Apple Pay address when Apple Pay is enabled", () => {
    expect(selectShippingAddress([shipping, klarna, applePay], { applePayEnabled: true })).toBe(applePay);
  });

  it("else the Klarna address", () => {
    expect(selectShippingAddress([shipping, klarna, applePay], { applePayEnabled: false })).toBe(klarna);
    expect(selectShippingAddress([shipping, klarna], { applePayEnabled: true })).toBe(klarna);
  });

  it("else the first ordinary address of type S or SB", () => {
    expect(selectShippingAddress([paypal, billing, pickup, both, shipping], { applePayEnabled: false })).toBe(both);
    expect(selectShippingAddress([applePay, shipping], { applePayEnabled: false })).toBe(shipping);
    expect(selectShippingAddress([{ ...shipping, field1: "" }], { applePayEnabled: false })).toEqual({ ...shipping, field1: "" });
  });

  it("is null when none fits", () => {
    expect(selectShippingAddress([paypal, billing, pickup], { applePayEnabled: true })).toBeNull();
    expect(selectShippingAddress([], { applePayEnabled: true })).toBeNull();
  });
});

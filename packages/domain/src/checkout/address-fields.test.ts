import { describe, expect, it } from "vitest";
import {
  ADDRESS_FIELDS,
  ADDRESS_FIELD_BY_NAME,
  ADDRESS_FIELD_LABELS,
  ADDRESS_FIELD_NAMES,
  MAX_ADDRESS_FIELD_LENGTH,
  addressInputMaxLength,
} from "./address-fields";
import { ADDRESS_MESSAGES, validateAddressInput } from "./address-rules";

const STREET = { address1: "1 Main St", city: "Framingham", state: "MA", zipCode: "01702" };

describe("the address fields", () => {
  it("are posted under these names, in this order", () => {
    expect(ADDRESS_FIELD_NAMES).toEqual([
      "firstName",
      "lastName",
      "organizationName",
      "address1",
      "address2",
      "city",
      "state",
      "zipCode",
      "phone",
      "extension",
      "email",
    ]);
    expect(new Set(ADDRESS_FIELD_NAMES).size).toBe(ADDRESS_FIELDS.length);
  });

  it("are labelled with these words", () => {
    expect(ADDRESS_FIELD_LABELS).toEqual({
      firstName: "First name",
      lastName: "Last name",
      organizationName: "Company name",
      address1: "Street address",
      address2: "Apt, suite, etc.",
      city: "City",
      state: "State",
      zipCode: "Zip code",
      phone: "Phone number",
      extension: "Extension",
      email: "Email address",
    });
  });

  it("hold free text to these lengths, and the formatted fields' inputs to their longest form", () => {
    expect(MAX_ADDRESS_FIELD_LENGTH).toEqual({
      firstName: 40,
      lastName: 40,
      organizationName: 60,
      address1: 60,
      address2: 60,
      city: 40,
      email: 254,
      extension: 6,
    });
    expect(addressInputMaxLength("city")).toBe(40);
    expect(addressInputMaxLength("zipCode")).toBe("01702-1234".length);
    expect(addressInputMaxLength("phone")).toBe(20);
    expect(addressInputMaxLength("state")).toBeUndefined();
  });

  it("tell the browser what each field is", () => {
    expect(ADDRESS_FIELD_BY_NAME.firstName.autocomplete).toBe("given-name");
    expect(ADDRESS_FIELD_BY_NAME.zipCode.autocomplete).toBe("postal-code");
    expect(ADDRESS_FIELD_BY_NAME.phone.autocomplete).toBe("tel-national");
    expect(ADDRESS_FIELD_BY_NAME.extension.autocomplete).toBeUndefined();
  });
});

describe("an address's required fields, by the list", () => {
  it("are the names always, the street with requireStreet, the email and phone when asked", () => {
    const none = validateAddressInput({}, { requireEmail: false, requirePhone: false, requireStreet: false });
    expect(none).toEqual({
      ok: false,
      fields: { firstName: "First name is required", lastName: "Last name is required" },
    });
    const all = validateAddressInput({}, { requireEmail: true, requirePhone: true, requireStreet: true });
    expect(all.ok ? [] : Object.keys(all.fields)).toEqual([
      "firstName",
      "lastName",
      "address1",
      "city",
      "state",
      "zipCode",
      "phone",
      "email",
    ]);
    expect(all.ok ? null : all.fields.email).toBe(ADDRESS_MESSAGES.required("Email address"));
  });

  it("refuses a text past its limit in the field's own words", () => {
    const result = validateAddressInput(
      { firstName: "Ada", lastName: "L", ...STREET, address2: "x".repeat(61) },
      { requireEmail: false, requirePhone: false, requireStreet: true },
    );
    expect(result).toEqual({ ok: false, fields: { address2: "Apt, suite, etc. must be 60 characters or fewer" } });
  });
});

import { CARD_NUMBER_IN_TEXT } from "../free-text";
import { containsCardNumber } from "../payments/cards";
import {
  ADDRESS_FIELDS,
  type AddressFieldName,
  type AddressRequirements,
  isAddressFieldRequired,
  MAX_ADDRESS_FIELD_LENGTH,
} from "./address-fields";

// Address, phone, email and zip rules shared by the checkout forms and the server (spec sections
// 3, 4 and 5). The country is always US.

export const ADDRESS_MESSAGES = {
  email: "Invalid email address",
  phone: "Invalid phone number",
  zipCode: "Invalid zip code",
  required: (label: string) => `${label} is required`,
  state: "Invalid state",
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
  extension: "Invalid extension",
  cardNumber: CARD_NUMBER_IN_TEXT.message,
  /** NO_EMAIL: a guest's shipping address without an e-mail */
  noEmail: "Please enter your email address. We send your order confirmation there.",
  /** NO_EMAIL: a pickup person without an e-mail */
  noPickupEmail: "Please enter the pickup person's email address. We tell them there when the order is ready.",
} as const;

// ---- Phone ----

/** Digits only; a leading US country code 1 on an 11-digit number is dropped ("1 (617) 555-0100"). */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** "(617) 555-0100" from 10 digits; anything else is returned unchanged. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/** A North American number: 10 digits, and neither the area code nor the exchange starts with 0 or 1. */
export function isValidPhone(input: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(phoneDigits(input));
}

// ---- Email and zip ----

/**
 * Pragmatic, not RFC 5322: one @ with something before it, no whitespace, a domain of at least
 * two non-empty dot-separated labels, at most 254 characters. Delivery is what proves an address.
 */
export function isValidEmail(input: string): boolean {
  return input.length <= MAX_ADDRESS_FIELD_LENGTH.email && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(input);
}

/** 5 digits or ZIP+4 ("01702" or "01702-1234"). */
export function isValidZipCode(input: string): boolean {
  return /^\d{5}(?:-\d{4})?$/.test(input);
}

// ---- States ----

/** The 50 states and the District of Columbia. */
export const US_STATE_CODES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
] as const;

export type UsStateCode = (typeof US_STATE_CODES)[number];

const US_STATE_CODE_SET: ReadonlySet<string> = new Set(US_STATE_CODES);

/** Exact, upper-case two-letter code ("MA"); callers upper-case what a shopper typed. */
export function isUsStateCode(code: string): code is UsStateCode {
  return US_STATE_CODE_SET.has(code);
}

// ---- Whole address ----

export interface ValidatedAddressInput {
  firstName: string;
  lastName: string;
  organizationName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  /** upper-case; "" when the street was not required and not given */
  state: string;
  zipCode: string;
  /** digits only ("" when not required and not given); pages show it with formatPhone */
  phone: string;
  extension: string | null;
  email: string | null;
}

export type AddressValidation =
  | { ok: true; address: ValidatedAddressInput }
  /** keyed by AddressFieldName */
  | { ok: false; fields: Record<string, string> };

/**
 * Trims and checks an address as typed (inputs named as in AddressFieldName). Fails with one
 * message per failing field, keyed by the input's name. A field holding a card number is refused
 * first whatever else is wrong with it, so a card number pasted into an address is never stored.
 */
export function validateAddressInput(
  fields: Record<string, string | undefined>,
  options: AddressRequirements,
): AddressValidation {
  const value = {} as Record<AddressFieldName, string>;
  for (const { name } of ADDRESS_FIELDS) value[name] = (fields[name] ?? "").trim();
  value.state = value.state.toUpperCase();

  const errors: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const { name, label } = field;
    const text = value[name];
    if (text === "") {
      if (isAddressFieldRequired(name, options)) errors[name] = ADDRESS_MESSAGES.required(label);
      continue;
    }
    if (containsCardNumber(text)) {
      errors[name] = ADDRESS_MESSAGES.cardNumber;
      continue;
    }
    if ("limit" in field && text.length > field.limit) {
      errors[name] = ADDRESS_MESSAGES.tooLong(label, field.limit);
      continue;
    }
    const formatError = formatErrorOf(name, text);
    if (formatError !== null) errors[name] = formatError;
  }

  if (Object.keys(errors).length > 0) return { ok: false, fields: errors };
  return {
    ok: true,
    address: {
      firstName: value.firstName,
      lastName: value.lastName,
      organizationName: value.organizationName || null,
      address1: value.address1,
      address2: value.address2 || null,
      city: value.city,
      state: value.state,
      zipCode: value.zipCode,
      phone: phoneDigits(value.phone),
      extension: value.extension || null,
      email: value.email || null,
    },
  };
}

function formatErrorOf(name: AddressFieldName, text: string): string | null {
  switch (name) {
    case "email":
      return isValidEmail(text) ? null : ADDRESS_MESSAGES.email;
    case "phone":
      return isValidPhone(text) ? null : ADDRESS_MESSAGES.phone;
    case "zipCode":
      return isValidZipCode(text) ? null : ADDRESS_MESSAGES.zipCode;
    case "state":
      return isUsStateCode(text) ? null : ADDRESS_MESSAGES.state;
    case "extension":
      return /^\d+$/.test(text) ? null : ADDRESS_MESSAGES.extension;
    default:
      return null;
  }
}

// ---- Shipping address selection ----

/** field1 values that mark an address as a wallet's (spec section 3). */
export const APPLE_PAY_ADDRESS = "ApplePayAddress";
export const KLARNA_ADDRESS = "KlarnaAddress";

/**
 * Spec section 4: the Apple Pay address when Apple Pay is enabled, else the Klarna address, else
 * the first ordinary address (no field1) of type S or SB; null when there is none.
 */
export function selectShippingAddress<T extends { type: string; field1: string | null }>(
  addresses: readonly T[],
  options: { applePayEnabled: boolean },
): T | null {
  if (options.applePayEnabled) {
    const applePay = addresses.find((a) => a.field1 === APPLE_PAY_ADDRESS);
    if (applePay) return applePay;
  }
  return (
    addresses.find((a) => a.field1 === KLARNA_ADDRESS) ??
    addresses.find((a) => !a.field1 && (a.type === "S" || a.type === "SB")) ??
    null
  );
}

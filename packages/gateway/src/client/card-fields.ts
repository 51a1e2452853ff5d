// The card form's field checks, shared by the framed form (in the browser) and the no-JavaScript
// page (on the gateway server), so both say the same thing. The rules themselves are the domain's.
import {
  CARD_MESSAGES,
  type CardBrand,
  cardBrandLabel,
  cardBrandOf,
  cardNumberDigits,
  formatExpiryInput,
  isCardExpired,
  isExpiryRequired,
  isValidSecurityCode,
  parseExpiryInput,
  securityCodeLength,
  validateCardNumber,
} from "@quire/domain";

export type CardFieldName = "number" | "expiry" | "cvv";

export interface CardFieldsInput {
  number: string;
  /** as typed: "MM/YY", "MMYY", "MM/YYYY" */
  expiry: string;
  cvv: string;
}

/** The body of `POST /v1/tokens`: expiry month and year as digits, or both empty for a store card without one. */
export interface CardTokenBody {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

export type CardFieldsCheck =
  { ok: true; body: CardTokenBody; brand: CardBrand } | { ok: false; errors: Partial<Record<CardFieldName, string>> };

export const CARD_FIELD_LABELS: Record<CardFieldName, string> = {
  number: "Card number",
  expiry: "Expiration date (MM/YY)",
  cvv: "Security code",
};

export const CARD_FIELD_MESSAGES = {
  numberMissing: "Enter your card number.",
  numberInvalid: "Enter a valid card number.",
  expiryMissing: "Enter the expiration date as MM/YY.",
  expiryInvalid: "Enter the expiration date as MM/YY, with a month from 01 to 12.",
  cvvMissing: "Enter the security code.",
  /** the summary above the fields when any field is wrong */
  summary: CARD_MESSAGES.operationFailed,
} as const;

export function cvvLengthMessage(brand: CardBrand | null): string {
  return brand === null
    ? "The security code is 3 or 4 digits."
    : `The security code is ${securityCodeLength(brand)} digits for ${cardBrandLabel(brand)}.`;
}

/** The brand of a number being typed, once its prefix decides it. */
export function typedCardBrand(number: string): CardBrand | null {
  return cardBrandOf(cardNumberDigits(number));
}

/** Checks what was typed with the domain's card rules; the messages are per field. */
export function checkCardFields(input: CardFieldsInput, now: Date): CardFieldsCheck {
  const errors: Partial<Record<CardFieldName, string>> = {};
  const numberText = input.number.trim();
  const number = numberText ? validateCardNumber(numberText) : null;
  if (!number) errors.number = CARD_FIELD_MESSAGES.numberMissing;
  else if (!number.ok) errors.number = CARD_FIELD_MESSAGES.numberInvalid;
  const brand = number?.ok ? number.brand : null;

  let expiryMonth = "";
  let expiryYear = "";
  const expiryText = input.expiry.trim();
  if (expiryText === "") {
    if (isExpiryRequired(brand)) errors.expiry = CARD_FIELD_MESSAGES.expiryMissing;
  } else {
    const expiry = parseExpiryInput(expiryText.includes("/") ? expiryText : formatExpiryInput(expiryText));
    if (!expiry) errors.expiry = CARD_FIELD_MESSAGES.expiryInvalid;
    else if (isCardExpired({ expiryMonth: expiry.month, expiryYear: expiry.year }, now)) errors.expiry = CARD_MESSAGES.expired;
    else {
      expiryMonth = String(expiry.month);
      expiryYear = String(expiry.year);
    }
  }

  const cvv = input.cvv.trim();
  if (cvv === "") errors.cvv = CARD_FIELD_MESSAGES.cvvMissing;
  else if (brand ? !isValidSecurityCode(cvv, brand) : !/^\d{3,4}$/.test(cvv)) errors.cvv = cvvLengthMessage(brand);

  if (!number?.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, brand: number.brand, body: { number: number.digits, expiryMonth, expiryYear, cvv } };
}

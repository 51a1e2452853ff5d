// Card rules shared by the card form (browser), the sandbox card gateway and the server
// (spec sections 4, 5, 8 and 9). The brand table is the spec's own, written out here: it differs
// from the public BIN tables of card libraries (docs/decisions/017-card-rules.md).

export type CardBrand = "VISA" | "MASTER_CARD" | "AMEX" | "DISCOVER" | "STORE_CARD" | "BUSINESS_STORE_CARD";

export const MAX_CARD_NUMBER_DIGITS = 19;
/**
 * The spec gives no minimum. 13 is the shortest number any of our brands issues (old Visa), and
 * without a minimum "42" would be a valid Visa (it passes Luhn). `looksLikeCardNumber` uses it too.
 */
export const MIN_CARD_NUMBER_DIGITS = 13;
/** "first 16 digits used": the brand is read from at most this many leading digits. */
export const CARD_BRAND_DETECTION_DIGITS = 16;
export const AMEX_CARD_NUMBER_DIGITS = 15;
export const CARD_EXPIRING_SOON_DAYS = 30;
export const MAX_CARD_NICKNAME_LENGTH = 32;
export const MAX_SAVED_CARDS = 10;

export const CARD_MESSAGES = {
  generic: "Error occurred while processing your payment. Please try again.",
  /** PAYMENT_OPERATION_FAILED, and every failure of `validateCardNumber` */
  operationFailed: "Please check that your credit card details are correct and try again.",
  /** PAYMENT_FAILED_ERROR: the spec's verify-details message (number, expiry, security code, billing address) */
  declined:
    "Your card was declined. Please check your card number, expiration date, security code and billing address, or use a different card.",
  /** PAYMENT_FAILED_ERROR when the order has no billing address (a pickup paid by card): the variant without it */
  declinedWithoutBillingAddress:
    "Your card was declined. We couldn't verify the card number, expiration date and security code. Please verify and try again.",
  /** PAYMENT_EXPIRED */
  expired: "This card has expired. Please use a different card.",
  insufficientFunds: "Your card was declined for insufficient funds. Please use a different card.",
  staleCard: "Please select a different card or add a new card to proceed with your order.",
  frameTimeout: "We're sorry, something went wrong. Click here to retry.",
  frameStillFailing: "We are still experiencing problems. Please select Change payment.",
  frameSubmit: "We're unable to process your payment at this time. Please try again or use a different payment method.",
  tooManyAttempts: "Too many payment attempts. Please wait a few minutes and try again.",
  /** SAVED_CARD_LIMIT_REACHED */
  savedCardLimit: `You can save up to ${MAX_SAVED_CARDS} cards. Please remove a saved card before adding a new one.`,
} as const;

const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  VISA: "Visa",
  MASTER_CARD: "Mastercard",
  AMEX: "American Express",
  DISCOVER: "Discover",
  STORE_CARD: "Quire Card",
  BUSINESS_STORE_CARD: "Quire Business Card",
};

export function cardBrandLabel(brand: CardBrand): string {
  return CARD_BRAND_LABELS[brand];
}

/** A brand name from elsewhere (a gateway, an old record): any spelling of Mastercard is MASTER_CARD. */
export function normaliseBrandName(name: string): string {
  const trimmed = name.trim();
  return /master/i.test(trimmed) ? "MASTER_CARD" : trimmed.toUpperCase();
}

/**
 * Removes the spaces and dashes people type or paste between groups of digits, and nothing else:
 * any other character stays, so the number is then refused rather than silently repaired.
 * Whitespace of every kind (tabs, no-break spaces from a pasted statement) counts as a space.
 */
export function cardNumberDigits(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** An inclusive range of prefixes of one length, e.g. ["622126", "622925"]; one prefix is [p, p]. */
type PrefixRange = readonly [low: string, high: string];

const prefix = (p: string): PrefixRange => [p, p];
const range = (low: string, high: string): PrefixRange => [low, high];

/**
 * The spec's table (section 5), in the spec's order. The first rule with a matching prefix wins,
 * which settles every overlap:
 *   1. Mastercard: 51-55, 36, any leading 2.
 *   2. Business store card: 453094 (inside Visa's 4, so it must come before Visa).
 *   3. Visa: any leading 4.
 *   4. AMEX: 34, 37.
 *   5. Store card: 7972, 6035, 60111.
 *   6. Discover: 60110, 60112-60114, 60117-60119, 352-358, 300-305, 3095, 38-39, 622126-622925,
 *      624-626, 6282-6288, 644-659.
 * Overlaps: 36 is Mastercard's (Discover's 300-305, 3095 and 38-39 do not include it, although
 * card libraries file 36 under Diners/Discover); 60111 is the store card's, and Discover's 6011x
 * list leaves it out, so 6011 1111 1111 1117 is a store card here; 60115 and 60116 are nobody's.
 * Unlike the card networks' tables, every 2-series number is Mastercard (not only 2221-2720).
 */
const BRAND_PREFIX_RULES: readonly { brand: CardBrand; prefixes: readonly PrefixRange[] }[] = [
  { brand: "MASTER_CARD", prefixes: [range("51", "55"), prefix("36"), prefix("2")] },
  { brand: "BUSINESS_STORE_CARD", prefixes: [prefix("453094")] },
  { brand: "VISA", prefixes: [prefix("4")] },
  { brand: "AMEX", prefixes: [prefix("34"), prefix("37")] },
  { brand: "STORE_CARD", prefixes: [prefix("7972"), prefix("6035"), prefix("60111")] },
  {
    brand: "DISCOVER",
    prefixes: [
      prefix("60110"),
      range("60112", "60114"),
      range("60117", "60119"),
      range("352", "358"),
      range("300", "305"),
      prefix("3095"),
      range("38", "39"),
      range("622126", "622925"),
      range("624", "626"),
      range("6282", "6288"),
      range("644", "659"),
    ],
  },
];

function startsWithin(digits: string, [low, high]: PrefixRange): boolean {
  if (digits.length < low.length) return false;
  // Equal-length digit strings compare as their numbers do.
  const lead = digits.slice(0, low.length);
  return lead >= low && lead <= high;
}

/**
 * The brand of a card number (digits only), or null when no rule matches. Works on a number
 * being typed: a prefix too short to decide (e.g. "6011") gives null until it can.
 */
export function cardBrandOf(digits: string): CardBrand | null {
  if (!/^\d+$/.test(digits)) return null;
  for (const rule of BRAND_PREFIX_RULES) {
    if (rule.prefixes.some((r) => startsWithin(digits, r))) return rule.brand;
  }
  return null;
}

/** Luhn (mod 10) check; false for an empty string or anything but digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  // Double every second digit counting from the right (the check digit is not doubled).
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardNumberValidation = { ok: true; digits: string; brand: CardBrand; last4: string } | { ok: false; message: string };

/** Spec section 5, card number. Every failure has the same message, so it tells nothing about which rule failed. */
export function validateCardNumber(input: string): CardNumberValidation {
  const failed = { ok: false, message: CARD_MESSAGES.operationFailed } as const;
  const digits = cardNumberDigits(input);
  if (!/^\d+$/.test(digits)) return failed;
  if (digits.length < MIN_CARD_NUMBER_DIGITS || digits.length > MAX_CARD_NUMBER_DIGITS) return failed;
  // "First 16 digits used" applies to brand detection only; Luhn and the lengths see every digit.
  // With prefixes of at most 6 digits the cut changes nothing today; it is kept to follow the spec.
  const brand = cardBrandOf(digits.slice(0, CARD_BRAND_DETECTION_DIGITS));
  if (brand === null) return failed;
  if (!passesLuhn(digits)) return failed;
  if (brand === "AMEX" && digits.length !== AMEX_CARD_NUMBER_DIGITS) return failed;
  return { ok: true, digits, brand, last4: digits.slice(-4) };
}

function isCardLikeDigits(digits: string): boolean {
  return (
    /^\d+$/.test(digits) &&
    digits.length >= MIN_CARD_NUMBER_DIGITS &&
    digits.length <= MAX_CARD_NUMBER_DIGITS &&
    passesLuhn(digits)
  );
}

/**
 * True when a value is, as a whole, a card number: a string or number that is 13-19 digits after
 * removing spaces and dashes and passes Luhn. The server refuses such values in any field that
 * should hold a token, so a raw card number never reaches storage or logs.
 */
export function looksLikeCardNumber(value: unknown): boolean {
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number" && Number.isInteger(value) && value >= 0) text = String(value);
  else if (typeof value === "bigint" && value >= 0n) text = value.toString();
  else return false;
  return isCardLikeDigits(cardNumberDigits(text));
}

/**
 * True when free text holds a card number among other words ("4111 1111 1111 1111 Main St"):
 * 13-19 digits passing Luhn, written together or in groups split by spaces or dashes, as people
 * type cards. Each run of digit groups is tried on group boundaries, so a card number next to a
 * suite number is still found, while splitting inside a group (which would make nearly any long
 * run of digits pass Luhn somewhere) is not tried. A line break or a tab ends a run: a list typed
 * one entry a line (quick order's "item qty" lines) is not read as one long number.
 */
export function containsCardNumber(text: string): boolean {
  for (const run of text.match(/\d+(?:[ \u00A0-]+\d+)*/g) ?? []) {
    const groups = run.split(/[ \u00A0-]+/);
    for (let first = 0; first < groups.length; first++) {
      let digits = "";
      for (let last = first; last < groups.length; last++) {
        digits += groups[last];
        if (digits.length > MAX_CARD_NUMBER_DIGITS) break;
        if (isCardLikeDigits(digits)) return true;
      }
    }
  }
  return false;
}

// ---- Expiry ----

/**
 * Formats what is typed into the MM/YY expiry field (spec section 5): digits only, at most 4; a
 * first digit 2-9 can only be a month 02-09, so it gets a leading 0 and the slash ("2" -> "02/");
 * a slash follows a complete month ("12" -> "12/", "122" -> "12/2", "1228" -> "12/28").
 * A first "1" or "0" stays as it is (a "1" may become 10, 11 or 12), unless a slash is typed
 * after it ("1/" -> "01/"). By the same reasoning a "1" followed by 3-9 is January followed by a
 * year digit ("13" -> "01/3"). Month "00" is not prevented here: parseExpiryInput refuses it.
 * Pass the field's previous text as `previous` so a deletion is left alone: without it, deleting
 * the slash of "12/" would give "12", which gets its slash back, and backspace would be stuck.
 */
export function formatExpiryInput(raw: string, previous = ""): string {
  const digits = raw.replace(/\D/g, "").slice(0, 4);
  if (raw.length < previous.length) {
    // Deleting: keep the slash while year digits or the slash itself are left, never add one.
    if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
    return digits.length === 2 && raw.trimEnd().endsWith("/") ? `${digits}/` : digits;
  }
  if (digits === "") return "";
  const first = digits[0] ?? "";
  const second = digits[1] ?? "";
  let month: string;
  let rest: string;
  if (first >= "2") {
    month = `0${first}`;
    rest = digits.slice(1);
  } else if (first === "1" && second >= "3") {
    month = "01";
    rest = digits.slice(1);
  } else if (digits.length === 1) {
    // A slash typed after the one digit closes the month ("1/" -> "01/").
    return raw.includes("/") && first !== "0" ? `0${first}/` : digits;
  } else {
    month = digits.slice(0, 2);
    rest = digits.slice(2);
  }
  return `${month}/${rest.slice(0, 2)}`;
}

/** 0-99 is 20xx (spec: "A two-digit year is read as 20xx"); other years are taken as they are. */
export function fullExpiryYear(year: number): number {
  return year >= 0 && year <= 99 ? 2000 + year : year;
}

/** "MM/YY" or "MM/YYYY" (spaces around the slash allowed); month 1-12; two-digit years are 20xx. */
export function parseExpiryInput(text: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: fullExpiryYear(year) };
}

export interface CardExpiry {
  /** 1-12 */
  expiryMonth: number;
  /** four digits, or two (read as 20xx) */
  expiryYear: number;
  /** the day of the month, for the few cards that carry one; missing means the month's last day */
  expiryDay?: number | null;
}

/**
 * The instant a card expires: 23:59:00 UTC on its expiry day; it is expired once now is past it.
 * The spec says "past 23:59 UTC", and the original built the instant as Date.UTC(y, m, d, 23, 59),
 * seconds 0: we keep that exact instant so the browser, the gateway and the server agree with it.
 *
 * A missing day "counts as 0". The original passed the 1-based month straight to Date.UTC, whose
 * month is 0-based, so it named the month after the expiry month; day 0 of that month is the last
 * day of the month before, i.e. the last day of the expiry month (28/29 February is handled by
 * Date.UTC). That is where cards really expire (valid through the end of the printed month), so we
 * keep it. When a day is given we read it in the expiry month itself (0-based month - 1). A
 * missing month also counts as 0, which gives 31 December of the year before (already expired).
 */
export function cardExpiresAt(card: CardExpiry): Date {
  const year = fullExpiryYear(card.expiryYear);
  const month = Number.isFinite(card.expiryMonth) ? card.expiryMonth : 0;
  const day = card.expiryDay ?? 0;
  const expiryDay = month > 0 && day > 0 ? Date.UTC(year, month - 1, day) : Date.UTC(year, month, 0);
  const at = new Date(expiryDay);
  at.setUTCHours(23, 59, 0, 0);
  return at;
}

/** A card whose expiry cannot be read (NaN fields) counts as expired: it must not be charged. */
export function isCardExpired(card: CardExpiry, now: Date): boolean {
  const expiresAt = cardExpiresAt(card).getTime();
  return Number.isNaN(expiresAt) || now.getTime() > expiresAt;
}

const CARD_EXPIRING_SOON_MS = CARD_EXPIRING_SOON_DAYS * 24 * 60 * 60 * 1000;

/** Not expired, and expires within 30 days (exactly 30 days before still counts). */
export function isCardExpiringSoon(card: CardExpiry, now: Date): boolean {
  const msLeft = cardExpiresAt(card).getTime() - now.getTime();
  // NaN (an unreadable expiry) fails both comparisons.
  return msLeft >= 0 && msLeft <= CARD_EXPIRING_SOON_MS;
}

/** Spec section 5: expiry is not required for the store-brand card (STORE_CARD, which has none printed). */
export function isExpiryRequired(brand: CardBrand | null): boolean {
  return brand !== "STORE_CARD";
}

// ---- Security code ----

/** 4 for AMEX and gift cards, 3 for other credit cards, 4 when the brand is unknown (spec: "default 4"). */
export function securityCodeLength(brand: CardBrand | "GIFT_CARD" | null): 3 | 4 {
  if (brand === null || brand === "AMEX" || brand === "GIFT_CARD") return 4;
  return 3;
}

export function isValidSecurityCode(code: string, brand: CardBrand | "GIFT_CARD" | null): boolean {
  return /^\d+$/.test(code) && code.length === securityCodeLength(brand);
}

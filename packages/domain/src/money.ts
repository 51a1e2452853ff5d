// Money is integer cents everywhere. These helpers turn cents into display text
// and never throw on bad upstream data: callers get "" (or "Price N/A") instead.

export const DEFAULT_LOCALE = "en-US";
export const PRICE_NOT_AVAILABLE_TEXT = "Price N/A";

// Plain decimal notation only: "1999", "-500", "12.5". Exponents, hex, "Infinity"
// and blank strings are rejected even though Number() would accept them.
const DECIMAL_STRING = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads an upstream money value as integer cents, or null when it is not a number.
 * Fractions of a cent are rounded half away from zero so a refund rounds exactly
 * like the matching charge.
 */
export function parseCents(value: unknown): number | null {
  let numeric: number;
  if (typeof value === "number") {
    numeric = value;
  } else if (typeof value === "string") {
    const trimmed = value.trim();
    if (!DECIMAL_STRING.test(trimmed)) return null;
    numeric = Number(trimmed);
  } else {
    return null;
  }
  if (!Number.isFinite(numeric)) return null;
  const rounded = Math.sign(numeric) * Math.round(Math.abs(numeric));
  // Collapse -0 so it never renders as "-$0.00".
  return rounded === 0 ? 0 : rounded;
}

const formatterCache = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  const cached = formatterCache.get(key);
  if (cached) return cached;
  const options: Intl.NumberFormatOptions = {
    style: "currency",
    // The storefront only sells in USD. narrowSymbol renders a bare "$" in every
    // locale (plain "symbol" would print "US$" in en-CA and "$ US" in fr-CA).
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  };
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, options);
  } catch {
    // A malformed locale tag from config must not take a page down.
    formatter = new Intl.NumberFormat(DEFAULT_LOCALE, options);
  }
  formatterCache.set(key, formatter);
  return formatter;
}

// ICU emits U+00A0 (and, in newer versions, U+202F) as the fr-CA group separator
// and before the "$" suffix. We normalise both to a plain space so output is the
// same across Node/ICU versions and matches the spec text ("1 234,56 $").
const NO_BREAK_SPACES = /[\u00A0\u202F]/g;

function normaliseSpaces(text: string): string {
  return text.replace(NO_BREAK_SPACES, " ");
}

// Builds the exact decimal text for integer cents via BigInt, so amounts beyond
// the float-safe range never gain or lose a cent on the way to Intl, which (ES2023) formats
// a numeric string exactly. The text is digits, a point and two digits: a numeric literal.
function centsToDecimalString(cents: number): `${number}` {
  const negative = cents < 0;
  const digits = BigInt(Math.abs(cents)).toString().padStart(3, "0");
  const whole = digits.slice(0, -2);
  const fraction = digits.slice(-2);
  return `${negative ? "-" : ""}${whole}.${fraction}` as `${number}`;
}

/**
 * Integer cents to display text with two decimals and thousands separators:
 * 123456 -> "$1,234.56", -500 -> "-$5.00", fr-CA 123456 -> "1 234,56 $".
 * Returns "" when the value is not numeric (see parseCents).
 */
export function formatCents(cents: unknown, locale = DEFAULT_LOCALE): string {
  const parsed = parseCents(cents);
  if (parsed === null) return "";
  if (locale === DEFAULT_LOCALE) {
    // The store's own locale without Intl (see "en-US number text" below): "-$1,234.56".
    const [whole, fraction] = centsToDecimalString(Math.abs(parsed)).split(".");
    return `${parsed < 0 ? "-" : ""}$${groupThousands(whole ?? "0")}.${fraction}`;
  }
  return normaliseSpaces(currencyFormatter(locale, 2).format(centsToDecimalString(parsed)));
}

/** Like formatCents, but shows "Price N/A" rather than nothing when the price is not numeric. */
export function formatPriceDisplay(cents: unknown): string {
  const formatted = formatCents(cents);
  return formatted === "" ? PRICE_NOT_AVAILABLE_TEXT : formatted;
}

/**
 * Rewards amounts are shown as whole dollars, rounded down so we never promise
 * more than the customer has: 1299 -> "$12". Non-finite input gives "".
 */
export function wholeDollars(cents: number): string {
  if (typeof cents !== "number" || !Number.isFinite(cents)) return "";
  const dollars = Math.floor(cents / 100);
  if (fitsFixedEnUs(dollars)) return `${dollars < 0 ? "-" : ""}$${formatFixedEnUs(Math.abs(dollars), 0)}`;
  return normaliseSpaces(currencyFormatter(DEFAULT_LOCALE, 0).format(dollars === 0 ? 0 : dollars));
}

const MILLION = 1_000_000;

/**
 * Points above one million are abbreviated ("1.5M", one decimal, rounded half up);
 * exactly 1,000,000 and below keep full digits with separators ("12,345").
 * Non-finite input gives "".
 */
export function formatRewardsPoints(points: number): string {
  if (typeof points !== "number" || !Number.isFinite(points)) return "";
  if (points > MILLION) return `${fixedDecimals(points / MILLION, 1)}M`;
  const formatted = fixedDecimals(points, 0);
  // Rounding a tiny negative (e.g. -0.4) would otherwise print "-0".
  return formatted === "-0" ? "0" : formatted;
}

function fixedDecimals(value: number, digits: number): string {
  if (fitsFixedEnUs(value)) return formatFixedEnUs(value, digits);
  return new Intl.NumberFormat(DEFAULT_LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/**
 * Dollars to integer cents. Rounds half away from zero (unlike bare Math.round,
 * which rounds -0.125 dollars to -12 but 0.125 to 13). Non-finite input yields NaN,
 * which every formatter here renders as "".
 */
export function toCents(dollars: number): number {
  const cents = Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
  return cents === 0 ? 0 : cents;
}

const FOUR_DIGIT_TIME = /^(\d{2})(\d{2})$/;

/** Store hours come as "0930"/"1700"; shown as "9:30 am"/"5:00 pm". Invalid -> "". */
export function formatTime24To12(hhmm: string): string {
  if (typeof hhmm !== "string") return "";
  const match = FOUR_DIGIT_TIME.exec(hhmm.trim());
  if (!match) return "";
  const hours = Number(match[1]);
  const minutes = match[2] ?? "";
  if (hours > 23 || Number(minutes) > 59) return "";
  const period = hours < 12 ? "am" : "pm";
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hours12}:${minutes} ${period}`;
}

// ---- en-US number text: written without Intl, byte for byte what Intl.NumberFormat("en-US") writes.
//
// The first Intl formatter a browser tab builds loads ICU's locale data: 30-50 ms of main thread
// on a mid-range machine, in one piece, in the middle of hydration (every price, count and points
// figure is formatted again as the page hydrates). The store's own locale is en-US, whose rules
// are simple enough to write here; other locales still go through Intl. money-text.test.ts
// compares each function with Intl over many values.

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** "1234567" -> "1,234,567": a string of digits (any length) with en-US group separators. */
export function groupThousands(digits: string): string {
  return digits.replace(THOUSANDS, ",");
}

/**
 * A number with exactly `fractionDigits` decimals and en-US group separators, as Intl writes it:
 * rounded half away from zero ("halfExpand") on the shortest decimal that reads back as the same
 * number (1.45 -> "1.5", where toFixed would say "1.4"), and a negative that rounds to zero keeps
 * its sign ("-0"). Only for values where fitsFixedEnUs holds.
 */
export function formatFixedEnUs(value: number, fractionDigits: number): string {
  // Scaling the decimal text (not the binary value) by 10^digits keeps a tie a tie: "1.45e1" is 14.5.
  const scaled = String(Math.round(Number(`${Math.abs(value)}e${fractionDigits}`))).padStart(fractionDigits + 1, "0");
  const cut = scaled.length - fractionDigits;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? "-" : ""}${groupThousands(scaled.slice(0, cut))}${fractionDigits ? `.${scaled.slice(cut)}` : ""}`;
}

/** Whether formatFixedEnUs writes this value as Intl does: finite, written without an exponent, below 1e17. */
export function fitsFixedEnUs(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) < 1e17 && !String(value).includes("e");
}

/** A whole count as the page shows it: 12345 -> "12,345" (what toLocaleString("en-US") writes). */
export function formatCount(count: number): string {
  if (!Number.isInteger(count) || !fitsFixedEnUs(count)) return count.toLocaleString("en-US");
  return `${count < 0 || Object.is(count, -0) ? "-" : ""}${groupThousands(String(Math.abs(count)))}`;
}

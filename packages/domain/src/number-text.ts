// en-US number text written without Intl, byte for byte what Intl.NumberFormat("en-US") writes.
//
// The first Intl formatter a browser tab builds loads ICU's locale data: 30-50 ms of main thread
// on a mid-range machine, in one piece, in the middle of hydration (every price, count and points
// figure is formatted again as the page hydrates). The store's own locale is en-US, whose rules
// are simple enough to write here; other locales still go through Intl. number-text.test.ts
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
  const [whole, fraction] = roundHalfExpand(Math.abs(value), fractionDigits);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? "-" : ""}${groupThousands(whole)}${fraction ? `.${fraction}` : ""}`;
}

/** Whether formatFixedEnUs writes this value as Intl does: finite, and written without an exponent. */
export function fitsFixedEnUs(value: number): boolean {
  return Number.isFinite(value) && !String(value).includes("e");
}

/** A whole count as the page shows it: 12345 -> "12,345" (what toLocaleString("en-US") writes). */
export function formatCount(count: number): string {
  if (!Number.isInteger(count) || !fitsFixedEnUs(count)) return count.toLocaleString("en-US");
  return formatFixedEnUs(count, 0);
}

// The shortest decimal of a non-negative number, rounded to `digits` decimals (ties away from zero).
function roundHalfExpand(value: number, digits: number): [whole: string, fraction: string] {
  const [whole = "0", fraction = ""] = String(value).split(".");
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, "0")];
  const kept = whole + fraction.slice(0, digits);
  const roundsUp = fraction.charCodeAt(digits) >= 53; // "5"
  const rounded = roundsUp ? incrementDigits(kept) : kept;
  const wholeLength = rounded.length - digits;
  return [rounded.slice(0, wholeLength), rounded.slice(wholeLength)];
}

function incrementDigits(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}

// Two quantity ceilings coexist on purpose (spec: "both readings apply to their own
// surfaces"): tiles and the general normaliser allow 9999, the cart's 3-digit text
// field allows 999.

export const MAX_NORMALISED_QUANTITY = 9999;
export const CART_QUANTITY_MAX = 999;
export const CART_QUANTITY_MAX_LENGTH = 3;
export const DEFAULT_ADD_QUANTITY = 1;
export const DEFAULT_QUANTITY_LIMIT = 9999;

// Plain decimal notation only, so "1e3", "0x10" and "Infinity" count as non-numeric
// even though Number() would accept them.
const DECIMAL_STRING = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function truncateAndClamp(value: number, max: number): number {
  // NaN is "non-numeric" and negatives are invalid: both become 0.
  if (Number.isNaN(value) || value <= 0) return 0;
  if (value >= max) return max;
  return Math.trunc(value);
}

/**
 * Normalises a quantity typed or received anywhere on tiles.
 * - "" / null / undefined (and whitespace-only text) stay "" so an input the user
 *   has just cleared is not forced back to 0 while they type.
 * - Non-numeric or negative values give 0; "12abc" is non-numeric.
 * - Numbers are truncated to integers and capped at 9999.
 */
export function normalizeQuantity(input: unknown): number | "" {
  if (input === null || input === undefined) return "";
  if (typeof input === "number") return truncateAndClamp(input, MAX_NORMALISED_QUANTITY);
  if (typeof input === "bigint") return truncateAndClamp(Number(input), MAX_NORMALISED_QUANTITY);
  if (typeof input !== "string") return 0;
  const trimmed = input.trim();
  if (trimmed === "") return "";
  if (!DECIMAL_STRING.test(trimmed)) return 0;
  return truncateAndClamp(Number(trimmed), MAX_NORMALISED_QUANTITY);
}

/**
 * Filters keystrokes for the cart quantity text field: ASCII digits only, at most
 * three of them, so the value can never exceed 999. Leading zeros are kept as typed
 * ("007") to avoid moving the caret; the numeric value is what gets submitted.
 */
export function normalizeCartQuantityInput(input: string): string {
  if (typeof input !== "string") return "";
  return input.replace(/[^0-9]/g, "").slice(0, CART_QUANTITY_MAX_LENGTH);
}

/** Clamps a cart quantity to a whole number in 0..999; NaN counts as 0. */
export function clampCartQuantity(n: number): number {
  if (typeof n !== "number") return 0;
  return truncateAndClamp(n, CART_QUANTITY_MAX);
}

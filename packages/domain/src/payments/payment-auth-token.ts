// When the stored payment auth token (local storage payAuth / payAuthValidity) must be fetched
// again (spec sections 4 and 9).

/** A token is refreshed this long before its validity ends (6 hours). */
export const PAYMENT_AUTH_TOKEN_OFFSET_MS = 21_600_000;
/** How long a PayPal client token is valid (23 hours). */
export const PAYPAL_TOKEN_VALIDITY_MS = 82_800_000;
/** How long the payment frame may take to load before the retry message shows. */
export const PAYMENT_FRAME_TIMEOUT_MS = 8000;

/**
 * A token value that can be sent: not null, undefined or empty, and not the text 'null' that
 * local storage holds after `setItem(key, null)`. For the same reason the text 'undefined' and
 * blank text are refused too.
 */
export function isUsableAuthTokenValue(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const trimmed = value.trim();
  return trimmed !== "" && trimmed !== "null" && trimmed !== "undefined";
}

/** ISO-8601 (what the gateway sends), or epoch milliseconds as digits (older stored values). */
function parseValidUntil(text: string): number {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return Date.parse(trimmed);
}

/** True when the stored value is unusable, its validity is missing or unreadable, or now is past validity minus 6 hours. */
export function needsAuthTokenRefresh(stored: { value: string | null; validUntil: string | null }, now: Date): boolean {
  if (!isUsableAuthTokenValue(stored.value)) return true;
  if (stored.validUntil === null) return true;
  const validUntilMs = parseValidUntil(stored.validUntil);
  if (Number.isNaN(validUntilMs)) return true;
  return now.getTime() > validUntilMs - PAYMENT_AUTH_TOKEN_OFFSET_MS;
}

import { isUsableAuthTokenValue } from "@quire/domain";
import { RequestError, request } from "../../lib/request";

// The payment auth token the gateway's card frame needs (spec sections 3, 4 and 8): POST
// /cc/api/payment/gateway/authToken?type=SP through the page's request layer (credentials, the CSRF header).
// A failed request is tried once more; what could not be had is logged, never shown as is.

export const AUTH_TOKEN_URL = "/cc/api/payment/gateway/authToken?type=SP";
/** The same token outside a checkout (the account's saved cards): bound to the shopper, not a cart. */
export const SAVED_CARD_AUTH_TOKEN_URL = "/cc/api/payment/cards/authToken";

/** What the page keeps of a token (localStorage payAuth / payAuthValidity). */
export interface StoredAuthToken {
  value: string;
  /** ISO-8601 */
  validUntil: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The token of an answer, bare ({value, validUntil, ...}) or wrapped ({data: {...}}); null when it has none. */
export function readAuthToken(body: unknown): StoredAuthToken | null {
  const token = isRecord(body) && isRecord(body.data) ? body.data : body;
  if (!isRecord(token)) return null;
  const { value, validUntil } = token;
  if (typeof value !== "string" || !isUsableAuthTokenValue(value)) return null;
  if (typeof validUntil !== "string" || Number.isNaN(Date.parse(validUntil))) return null;
  return { value, validUntil };
}

/** failed: no answer or not 2xx (status 0 without an answer) */
type Attempt = { token: StoredAuthToken | null; failed: boolean; status: number };

async function attempt(url: string, body: unknown): Promise<Attempt> {
  let answer: unknown;
  try {
    answer = await request(url, { method: "POST", body });
  } catch (e) {
    const status = e instanceof RequestError ? (e.status ?? 0) : 0;
    if (status === 500) console.error("AUTH_FAILURE", { status });
    return { token: null, failed: true, status };
  }
  return { token: readAuthToken(answer), failed: false, status: 200 };
}

/**
 * A new token for this shopper's checkout, or null. A request that failed (no answer, or not 2xx)
 * is tried once more. A 500 is logged as AUTH_FAILURE; ending without a usable token for any other
 * reason (an answer without one, null or "null", or no answer at all) as AUTH_DATA_NOT_AVAILABLE.
 */
export async function fetchPaymentAuthToken(
  checkoutId: string | null,
  url: string = AUTH_TOKEN_URL,
): Promise<StoredAuthToken | null> {
  const body = checkoutId ? { vendorPayment: { checkoutId } } : {};
  let result = await attempt(url, body);
  if (result.failed) result = await attempt(url, body);
  if (!result.token && result.status !== 500) console.error("AUTH_DATA_NOT_AVAILABLE");
  return result.token;
}

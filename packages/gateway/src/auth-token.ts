import crypto from "node:crypto";
import { deriveKey, sign, verify } from "./signing";

/** The spec's payment auth token answer (section 3): what the card form needs to tokenise a card. */
export interface PaymentAuthTokenAnswer {
  value: string;
  /** ISO date-time */
  validUntil: string;
  tokenType: "SP";
  transactionId: string;
}

export interface PaymentAuthTokenClaims {
  subject: string;
  cartId: string;
  transactionId: string;
  /**
   * the storefront session the token was issued in (an opaque key of the store's), or null: the
   * gateway counts tokenising per session as well as per auth token and per address
   */
  session: string | null;
}

export const PAYMENT_AUTH_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A signed, stateless payment auth token for one shopper (`subject`) and cart, valid for `ttlMs`
 * (24 hours by default). The storefront issues it; the card form sends it as the bearer of
 * `POST /v1/tokens`, and the card token it gets back is bound to the same subject.
 */
export function issuePaymentAuthToken(
  secret: string,
  claims: { subject: string; cartId: string; session?: string },
  nowMs: number,
  ttlMs: number = PAYMENT_AUTH_TOKEN_TTL_MS,
): PaymentAuthTokenAnswer {
  if (!claims.subject) throw new Error("A payment auth token needs a subject.");
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new Error("A payment auth token needs a positive lifetime.");
  const transactionId = `txn_${crypto.randomUUID().replaceAll("-", "")}`;
  const expiresAt = Math.floor(nowMs + ttlMs);
  const value = sign(deriveKey(secret, "payment-auth-token"), "payment-auth-token", {
    s: claims.subject,
    c: claims.cartId,
    x: transactionId,
    e: expiresAt,
    ...(claims.session ? { k: claims.session } : {}),
  });
  return { value, validUntil: new Date(expiresAt).toISOString(), tokenType: "SP", transactionId };
}

/** The claims of a payment auth token signed with `secret` and still valid at `nowMs`, else null. */
export function verifyPaymentAuthToken(secret: string, value: string, nowMs: number): PaymentAuthTokenClaims | null {
  const payload = verify(deriveKey(secret, "payment-auth-token"), "payment-auth-token", value);
  if (!payload) return null;
  const { s, c, x, e, k } = payload;
  if (typeof s !== "string" || !s || typeof c !== "string" || typeof x !== "string" || typeof e !== "number") return null;
  if (k !== undefined && (typeof k !== "string" || !k)) return null;
  if (!(nowMs < e)) return null;
  return { subject: s, cartId: c, transactionId: x, session: k ?? null };
}

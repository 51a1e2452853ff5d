import crypto from "node:crypto";
import {
  WALLET_APPROVAL_VALIDITY_MS,
  WALLET_SESSION_VALIDITY_MS,
  WALLET_TOKEN_TYPES,
  type WalletAddress,
  type WalletDeclineCode,
  type WalletTokenType,
  type WalletType,
  isWalletType,
  maxAuthorisableCents,
  walletDeclineCode,
} from "@quire/domain";
import { deriveKey, sign, verify } from "../signing";
import { type SandboxWalletAccount, type WalletOutcome, SANDBOX_WALLET_PASSWORD, sandboxWalletAccount } from "./test-accounts";

// The sandbox's PayPal, Klarna and Apple Pay. Like the card processor, everything is signed and
// stateless, so any store process sharing the secret accepts any value:
// - a client token (the wallet session) the store gets for a shopper's cart and opens the wallet's
//   approval page with;
// - a sign-in, the account a shopper signed in to on that page, bound to the session;
// - an approval nonce, what Approve answers: bound to the shopper (subject), the cart and the
//   account, valid 3 hours; the store attaches it to the checkout and authorises it at the order.
// Authorising decides by the account's outcome (test-accounts.ts) and answers an authorisation id
// that the card processor's capture and void accept.

export interface WalletSessionRequest {
  wallet: WalletType;
  /** the shopper the approval will be bound to (the store's Shopper.subject) */
  subject: string;
  cartId: string;
  /** what the wallet will be asked to pay, in cents: shown on the approval page */
  amountCents: number;
  /** who is paid, as the approval page names it */
  merchantName: string;
}

/** A wallet's client token: the spec's payment auth token shape (for PayPal, its ClientToken too). */
export interface WalletSession {
  value: string;
  /** ISO-8601: 23 hours after it was issued */
  validUntil: string;
  tokenType: WalletTokenType;
  transactionId: string;
}

export interface WalletSessionClaims {
  wallet: WalletType;
  subject: string;
  cartId: string;
  amountCents: number;
  merchantName: string;
  transactionId: string;
  expiresAtMs: number;
}

export type WalletSessionCheck =
  | { ok: true; session: WalletSessionClaims }
  | { ok: false; reason: "EXPIRED"; wallet: WalletType }
  | { ok: false; reason: "INVALID" };

/** What an approval nonce stands for. */
export interface WalletDetails {
  wallet: WalletType;
  subject: string;
  cartId: string;
  payerEmail: string;
  payerId: string;
  /** the wallet's shipping address; its name is one string, split by the store on the first space */
  shippingAddress: WalletAddress;
  /** the amount the shopper approved */
  amountCents: number;
  /** ISO-8601 end of the approval */
  validUntil: string;
}

export type WalletNonceCheck =
  { ok: true; details: WalletDetails } | { ok: false; reason: "EXPIRED"; wallet: WalletType } | { ok: false; reason: "INVALID" };

export interface AuthoriseWalletRequest {
  /** the approval nonce the wallet's page answered */
  nonce: string;
  /** the shopper paying: must be the one the approval is bound to */
  subject: string;
  /** the cart being ordered: must be the one the approval is bound to */
  cartId: string;
  amountCents: number;
  /** the storefront's reference for the payment, e.g. the order number */
  reference: string;
}

export type WalletDeclineReason =
  | "DECLINED"
  | "RETRY"
  | "TIMEOUT"
  | "API_FAILURE"
  | "AMOUNT_CHANGED"
  | "EXPIRED_APPROVAL"
  | "INVALID_APPROVAL"
  | "WRONG_SUBJECT"
  | "WRONG_CART";

export type AuthoriseWalletResult =
  | { approved: true; authorisationId: string; wallet: WalletType; payerEmail: string; payerId: string }
  | {
      approved: false;
      /** null when the nonce is not one of this gateway's */
      wallet: WalletType | null;
      code: WalletDeclineCode;
      reason: WalletDeclineReason;
    };

export type WalletSignIn =
  | { ok: true; login: string; account: SandboxWalletAccount }
  | { ok: false; reason: "CREDENTIALS" }
  | { ok: false; reason: "SESSION"; check: Exclude<WalletSessionCheck, { ok: true }> };

export type WalletApproval =
  | { ok: true; nonce: string; account: SandboxWalletAccount }
  | { ok: false; reason: "SIGN_IN" }
  | { ok: false; reason: "SESSION"; check: Exclude<WalletSessionCheck, { ok: true }> };

/** One authorisation as the gateway's ledger keeps it. */
export interface WalletLedgerEntry {
  kind: "authorise";
  authorisationId: string;
  amountCents: number;
  approved: boolean;
}

/** A shopper stays signed in to a wallet's page this long. */
export const WALLET_SIGN_IN_VALIDITY_MS = 15 * 60 * 1000;
/** Longest merchant name a session carries. */
const MAX_MERCHANT_NAME = 60;

const RETRY_REASONS: ReadonlySet<WalletDeclineReason> = new Set([
  "RETRY",
  "TIMEOUT",
  "API_FAILURE",
  "AMOUNT_CHANGED",
  "EXPIRED_APPROVAL",
]);

function declined(wallet: WalletType, reason: WalletDeclineReason): AuthoriseWalletResult {
  return { approved: false, wallet, code: walletDeclineCode(wallet, RETRY_REASONS.has(reason) ? "RETRY" : "FAILURE"), reason };
}

const OUTCOME_REASON: Record<Exclude<WalletOutcome, "APPROVE">, WalletDeclineReason> = {
  DECLINE: "DECLINED",
  RETRY: "RETRY",
  TIMEOUT: "TIMEOUT",
  API_FAILURE: "API_FAILURE",
};

function isPositiveCents(amountCents: number): boolean {
  return Number.isSafeInteger(amountCents) && amountCents > 0;
}

/** The session a sign-in or an approval belongs to: a digest, so the value itself is not repeated. */
function sessionDigest(sessionValue: string): string {
  return crypto.createHash("sha256").update(sessionValue).digest("base64url").slice(0, 22);
}

export class SandboxWallets {
  readonly #sessionKey: Buffer;
  readonly #loginKey: Buffer;
  readonly #nonceKey: Buffer;
  readonly #authorisationKey: Buffer;
  readonly #record: (entry: WalletLedgerEntry) => void;

  /** record: where authorisations go (the SandboxGateway's ledger) */
  constructor(options: { secret: string; record?: (entry: WalletLedgerEntry) => void }) {
    this.#sessionKey = deriveKey(options.secret, "wallet-session");
    this.#loginKey = deriveKey(options.secret, "wallet-login");
    this.#nonceKey = deriveKey(options.secret, "wallet-nonce");
    // The card processor's key: its capture and void accept a wallet's authorisation id as their own.
    this.#authorisationKey = deriveKey(options.secret, "authorisation");
    this.#record = options.record ?? (() => {});
  }

  /** A client token for one shopper's cart, valid 23 hours. */
  session(request: WalletSessionRequest, nowMs: number): WalletSession {
    if (!isWalletType(request.wallet)) throw new Error("A wallet session needs a wallet.");
    if (!request.subject) throw new Error("A wallet session needs a subject.");
    if (!isPositiveCents(request.amountCents)) throw new Error("A wallet session needs a positive whole number of cents.");
    const transactionId = `txn_${crypto.randomUUID().replaceAll("-", "")}`;
    const expiresAtMs = Math.floor(nowMs + WALLET_SESSION_VALIDITY_MS);
    const value = sign(this.#sessionKey, "wallet-session", {
      w: request.wallet,
      s: request.subject,
      c: request.cartId,
      a: request.amountCents,
      m: request.merchantName.slice(0, MAX_MERCHANT_NAME),
      x: transactionId,
      e: expiresAtMs,
    });
    return {
      value,
      validUntil: new Date(expiresAtMs).toISOString(),
      tokenType: WALLET_TOKEN_TYPES[request.wallet],
      transactionId,
    };
  }

  /** What a client token stands for, if it is one of this gateway's and still valid at nowMs. */
  openSession(value: unknown, nowMs: number): WalletSessionCheck {
    const payload = verify(this.#sessionKey, "wallet-session", value);
    if (!payload) return { ok: false, reason: "INVALID" };
    const { w, s, c, a, m, x, e } = payload;
    if (!isWalletType(w) || typeof s !== "string" || !s || typeof c !== "string" || typeof x !== "string") {
      return { ok: false, reason: "INVALID" };
    }
    if (typeof a !== "number" || !isPositiveCents(a) || typeof m !== "string" || typeof e !== "number") {
      return { ok: false, reason: "INVALID" };
    }
    if (!(nowMs < e)) return { ok: false, reason: "EXPIRED", wallet: w };
    return {
      ok: true,
      session: { wallet: w, subject: s, cartId: c, amountCents: a, merchantName: m, transactionId: x, expiresAtMs: e },
    };
  }

  /** Signs a shopper in to the session's wallet: the sign-in is bound to that session, valid 15 minutes. */
  signIn(sessionValue: string, email: string, password: string, nowMs: number): WalletSignIn {
    const check = this.openSession(sessionValue, nowMs);
    if (!check.ok) return { ok: false, reason: "SESSION", check };
    const account = sandboxWalletAccount(check.session.wallet, email);
    const passwordMatches =
      password.length === SANDBOX_WALLET_PASSWORD.length &&
      crypto.timingSafeEqual(Buffer.from(password), Buffer.from(SANDBOX_WALLET_PASSWORD));
    if (!account || !passwordMatches) return { ok: false, reason: "CREDENTIALS" };
    const login = sign(this.#loginKey, "wallet-login", {
      k: account.email,
      d: sessionDigest(sessionValue),
      e: Math.min(nowMs + WALLET_SIGN_IN_VALIDITY_MS, check.session.expiresAtMs),
    });
    return { ok: true, login, account };
  }

  /** The account signed in to this session's wallet, or null (another session's sign-in, expired, altered). */
  signedIn(sessionValue: string, login: unknown, nowMs: number): SandboxWalletAccount | null {
    const check = this.openSession(sessionValue, nowMs);
    if (!check.ok) return null;
    const payload = verify(this.#loginKey, "wallet-login", login);
    if (!payload) return null;
    const { k, d, e } = payload;
    if (typeof k !== "string" || d !== sessionDigest(sessionValue) || typeof e !== "number" || !(nowMs < e)) return null;
    return sandboxWalletAccount(check.session.wallet, k) ?? null;
  }

  /** Approve: an approval nonce bound to the session's shopper and cart and the signed-in account. */
  approve(sessionValue: string, login: unknown, nowMs: number): WalletApproval {
    const check = this.openSession(sessionValue, nowMs);
    if (!check.ok) return { ok: false, reason: "SESSION", check };
    const account = this.signedIn(sessionValue, login, nowMs);
    if (!account) return { ok: false, reason: "SIGN_IN" };
    const { session } = check;
    const nonce = sign(this.#nonceKey, "wallet-nonce", {
      w: session.wallet,
      s: session.subject,
      c: session.cartId,
      k: account.email,
      a: session.amountCents,
      i: crypto.randomBytes(9).toString("base64url"),
      e: nowMs + WALLET_APPROVAL_VALIDITY_MS,
    });
    return { ok: true, nonce, account };
  }

  /** What an approval nonce stands for, or why it cannot be used (altered or not ours; expired). */
  checkNonce(nonce: unknown, nowMs: number): WalletNonceCheck {
    const payload = verify(this.#nonceKey, "wallet-nonce", nonce);
    if (!payload) return { ok: false, reason: "INVALID" };
    const { w, s, c, k, a, e } = payload;
    if (!isWalletType(w) || typeof s !== "string" || typeof c !== "string" || typeof k !== "string") {
      return { ok: false, reason: "INVALID" };
    }
    if (typeof a !== "number" || !isPositiveCents(a) || typeof e !== "number") return { ok: false, reason: "INVALID" };
    const account = sandboxWalletAccount(w, k);
    if (!account) return { ok: false, reason: "INVALID" };
    if (!(nowMs < e)) return { ok: false, reason: "EXPIRED", wallet: w };
    return {
      ok: true,
      details: {
        wallet: w,
        subject: s,
        cartId: c,
        payerEmail: account.email,
        payerId: account.payerId,
        shippingAddress: { ...account.shippingAddress },
        amountCents: a,
        validUntil: new Date(e).toISOString(),
      },
    };
  }

  /**
   * Authorises the approved payment: the approval must be this shopper's, for this cart, unexpired,
   * and the amount at most 115% of what was approved; then the account's outcome decides.
   */
  authorise(request: AuthoriseWalletRequest, nowMs: number): AuthoriseWalletResult {
    const result = this.#decide(request, nowMs);
    const authorisationId = result.approved ? result.authorisationId : `declined_${crypto.randomUUID()}`;
    this.#record({ kind: "authorise", authorisationId, amountCents: request.amountCents, approved: result.approved });
    return result;
  }

  #decide(request: AuthoriseWalletRequest, nowMs: number): AuthoriseWalletResult {
    const check = this.checkNonce(request.nonce, nowMs);
    if (!check.ok) {
      return check.reason === "EXPIRED"
        ? declined(check.wallet, "EXPIRED_APPROVAL")
        : { approved: false, wallet: null, code: "PAYMENT_FAILED_ERROR", reason: "INVALID_APPROVAL" };
    }
    const { details } = check;
    if (details.subject !== request.subject) return declined(details.wallet, "WRONG_SUBJECT");
    if (details.cartId !== request.cartId) return declined(details.wallet, "WRONG_CART");
    if (request.amountCents > maxAuthorisableCents(details.amountCents)) return declined(details.wallet, "AMOUNT_CHANGED");
    const account = sandboxWalletAccount(details.wallet, details.payerEmail);
    if (!account) return { approved: false, wallet: null, code: "PAYMENT_FAILED_ERROR", reason: "INVALID_APPROVAL" };
    if (account.outcome !== "APPROVE") return declined(details.wallet, OUTCOME_REASON[account.outcome]);
    const authorisationId = sign(this.#authorisationKey, "authorisation", {
      i: crypto.randomUUID(),
      a: request.amountCents,
      r: request.reference,
      s: request.subject,
      w: details.wallet,
      t: nowMs,
    });
    return { approved: true, authorisationId, wallet: details.wallet, payerEmail: account.email, payerId: account.payerId };
  }
}

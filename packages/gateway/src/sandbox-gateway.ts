import crypto from "node:crypto";
import {
  CARD_MESSAGES,
  type CardBrand,
  isCardExpired,
  isExpiryRequired,
  isValidSecurityCode,
  validateCardNumber,
} from "@quire/domain";
import { verifyPaymentAuthToken } from "./auth-token";
import { CardTokenSealer, type SealedCard } from "./card-token";
import { deriveKey, sign, verify } from "./signing";
import { type AmexPointsAccount, type AmexPointsRedemption, AmexPointsProcessor } from "./stored-value/amex-points";
import { MemoryStoredValueLedger, type StoredValueLedger, type StoredValueType } from "./stored-value/ledger";
import {
  type IssuedStoredValueCard,
  type RevealedStoredValueCard,
  type StoredValueCheck,
  StoredValueProcessor,
  type StoredValueRedemption,
} from "./stored-value/stored-value";
import { testCardOutcome } from "./test-cards";
import {
  type AuthoriseWalletRequest,
  type AuthoriseWalletResult,
  type WalletDetails,
  type WalletNonceCheck,
  type WalletSession,
  type WalletSessionRequest,
  SandboxWallets,
} from "./wallets/sandbox-wallets";

/** What a card token stands for: never the number nor the security code. */
export interface CardTokenDetails {
  brand: CardBrand;
  last4: string;
  /** 1-12; 0 (with year 0) for a store card tokenised without an expiry date, which never expires */
  expiryMonth: number;
  /** four digits; 0 for a store card without an expiry date */
  expiryYear: number;
  /** the shopper the payment auth token was issued to; only they can pay with the card */
  subject: string;
}

export interface AuthoriseRequest {
  cardToken: string;
  subject: string;
  amountCents: number;
  /** the storefront's reference for the payment, e.g. the order number */
  reference: string;
}

export type AuthoriseResult =
  | { approved: true; authorisationId: string; brand: CardBrand; last4: string; expiryMonth: number; expiryYear: number }
  | {
      approved: false;
      code: "PAYMENT_FAILED_ERROR" | "PAYMENT_EXPIRED" | "PAYMENT_OPERATION_FAILED";
      reason: "DECLINED" | "EXPIRED" | "SECURITY_CODE" | "INSUFFICIENT_FUNDS" | "INVALID_TOKEN" | "WRONG_SUBJECT";
    };

/** What the storefront server needs of a card processor; configuration chooses the implementation. */
export interface PaymentGateway {
  /** what a card token stands for, or null when it is not a valid token of this gateway */
  tokenDetails(cardToken: string): CardTokenDetails | null;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** takes up to the authorised amount; rejects with a GatewayError for an unknown id or a larger amount */
  capture(authorisationId: string, amountCents: number): Promise<void>;
  /** releases an authorisation; rejects with a GatewayError for an unknown id */
  void(authorisationId: string): Promise<void>;

  // ---- stored-value (gift and prepaid) cards: see stored-value/stored-value.ts
  /** balance check: a reference bound to `subject`, the card's type, last four and balance, or a decline code */
  checkStoredValue(input: { number: string; pin: string; subject: string }): Promise<StoredValueCheck>;
  /** what is on a card now, for the shopper its reference was issued to; null otherwise */
  storedValueBalance(reference: string, subject: string): Promise<{ balanceCents: number; active: boolean } | null>;
  redeemStoredValue(input: {
    reference: string;
    subject: string;
    amountCents: number;
    orderReference: string;
  }): Promise<StoredValueRedemption>;
  refundStoredValue(redemptionId: string): Promise<boolean>;
  /** a new card holding amountCents; the same seed issues one card and shows the same number again */
  issueStoredValue(input: { type: StoredValueType; amountCents: number; seed: string }): Promise<IssuedStoredValueCard>;
  /**
   * the card issueStoredValue issued for this seed, with its number and PIN recomputed and its
   * balance now, so the store that sold it can show it to its buyer without keeping it; null when
   * no card was issued for the seed
   */
  revealStoredValue(input: { type: StoredValueType; seed: string }): Promise<RevealedStoredValueCard | null>;

  // ---- American Express Membership Rewards points of the card a checkout pays with
  amexPoints(cardToken: string, subject: string): AmexPointsAccount | null;
  redeemAmexPoints(input: { cardToken: string; subject: string; amountCents: number; reference: string }): AmexPointsRedemption;

  // ---- wallets (PayPal, Klarna, Apple Pay): see wallets/sandbox-wallets.ts
  /** a wallet's client token for one shopper's cart (23 hours): the approval page opens with it */
  walletSession(request: WalletSessionRequest): WalletSession;
  /** what an approval nonce stands for (payer, shipping address, shopper, cart), or null when altered or expired */
  walletDetails(nonce: string): WalletDetails | null;
  /** walletDetails, with why a nonce cannot be used: INVALID (altered, not ours) or EXPIRED */
  checkWalletNonce(nonce: string): WalletNonceCheck;
  /**
   * authorises an approved wallet payment like `authorise` a card: the authorisation id is one
   * capture and void accept. Declines carry the wallet's code (PAYPAL_AUTH_FAILURE, ..._RETRY,
   * KLARNA_..., SPAY_API_FAILURE). Rejects with a GatewayError for an amount that is not positive cents.
   */
  authoriseWallet(request: AuthoriseWalletRequest): Promise<AuthoriseWalletResult>;
}

/** A capture or void the gateway refuses (an id it did not sign, or more than was authorised). */
export class GatewayError extends Error {
  constructor(
    readonly code: "INVALID_AUTHORISATION" | "AMOUNT_EXCEEDS_AUTHORISATION" | "INVALID_AMOUNT",
    message: string,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

export interface CardInput {
  number: string;
  expiryMonth: number | string;
  expiryYear: number | string;
  cvv: string;
}

export type TokeniseResult =
  | { ok: true; token: string; brand: CardBrand; last4: string; expiryMonth: number; expiryYear: number }
  | {
      ok: false;
      status: 400 | 401;
      code: "AUTH_FAILURE" | "PAYMENT_OPERATION_FAILED" | "PAYMENT_EXPIRED";
      message: string;
    };

export interface LedgerEntry {
  kind: "authorise" | "capture" | "void";
  authorisationId: string;
  amountCents: number;
  approved: boolean;
}

export const AUTH_FAILURE_MESSAGE = "Your payment session has expired. Please reload the page and try again.";

const LEDGER_LIMIT = 10_000;
/** Expiry years accepted at tokenisation: this year up to this many years ahead. */
const MAX_YEARS_AHEAD = 30;

/** A month 1-12 from a number or 1-2 digits; null otherwise. */
function expiryMonthOf(value: number | string): number | null {
  const month = typeof value === "number" ? value : /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : null;
}

/** A four-digit year from a number or 2 or 4 digits (a two-digit year is 20xx); null otherwise. */
function expiryYearOf(value: number | string): number | null {
  let year: number;
  if (typeof value === "number") year = value;
  else {
    const text = value.trim();
    year = /^\d{2}$/.test(text) ? 2000 + Number(text) : /^\d{4}$/.test(text) ? Number(text) : NaN;
  }
  if (Number.isInteger(year) && year >= 0 && year < 100) year += 2000;
  return Number.isInteger(year) && year >= 2000 && year <= 9999 ? year : null;
}

function isBlank(value: number | string): boolean {
  return typeof value === "string" && value.trim() === "";
}

/** A store card may be tokenised without an expiry: its token then says month 0, year 0. */
function hasExpiry(card: { expiryMonth: number; expiryYear: number }): boolean {
  return card.expiryMonth !== 0;
}

function isPositiveCents(amountCents: number): boolean {
  return Number.isSafeInteger(amountCents) && amountCents > 0;
}

/**
 * The built-in card processor: works offline and behaves like a real one. Its card tokens are sealed
 * (card-token.ts: nothing of the card can be read from one) and its authorisation ids signed; both are
 * stateless, so every store process sharing the secret accepts them.
 */
export class SandboxGateway implements PaymentGateway {
  readonly #secret: string;
  readonly #cards: CardTokenSealer;
  readonly #authorisationKey: Buffer;
  readonly #now: () => number;
  readonly #ledger: LedgerEntry[] = [];

  readonly #storedValue: StoredValueProcessor;
  readonly #amexPoints: AmexPointsProcessor;
  readonly #wallets: SandboxWallets;

  /** ledger: where stored-value cards are kept (sql-ledgers.ts); memory when not given */
  constructor(options: { secret: string; now?: () => number; ledger?: StoredValueLedger }) {
    this.#secret = options.secret;
    this.#cards = new CardTokenSealer(options.secret);
    this.#authorisationKey = deriveKey(options.secret, "authorisation");
    this.#now = options.now ?? Date.now;
    this.#storedValue = new StoredValueProcessor(options.secret, options.ledger ?? new MemoryStoredValueLedger(), this.#now);
    this.#amexPoints = new AmexPointsProcessor(options.secret);
    this.#wallets = new SandboxWallets({ secret: options.secret, record: (entry) => this.#record(entry) });
  }

  checkStoredValue(input: { number: string; pin: string; subject: string }): Promise<StoredValueCheck> {
    return this.#storedValue.check(input);
  }

  async storedValueBalance(reference: string, subject: string): Promise<{ balanceCents: number; active: boolean } | null> {
    const card = await this.#storedValue.card(reference, subject);
    return card ? { balanceCents: card.balanceCents, active: card.status === "ACTIVE" } : null;
  }

  redeemStoredValue(input: {
    reference: string;
    subject: string;
    amountCents: number;
    orderReference: string;
  }): Promise<StoredValueRedemption> {
    return this.#storedValue.redeem(input);
  }

  refundStoredValue(redemptionId: string): Promise<boolean> {
    return this.#storedValue.refund(redemptionId);
  }

  issueStoredValue(input: { type: StoredValueType; amountCents: number; seed: string }): Promise<IssuedStoredValueCard> {
    return this.#storedValue.issue(input);
  }

  revealStoredValue(input: { type: StoredValueType; seed: string }): Promise<RevealedStoredValueCard | null> {
    return this.#storedValue.issued(input.type, input.seed);
  }

  /** the stored-value ledger (tests read balances from it; the server closes it) */
  get storedValueLedger(): StoredValueLedger {
    return this.#storedValue.ledger;
  }

  amexPoints(cardToken: string, subject: string): AmexPointsAccount | null {
    const card = this.#readCardToken(cardToken);
    if (!card || card.subject !== subject) return null;
    return this.#amexPoints.account(card);
  }

  redeemAmexPoints(input: { cardToken: string; subject: string; amountCents: number; reference: string }): AmexPointsRedemption {
    const card = this.#readCardToken(input.cardToken);
    if (!card || card.subject !== input.subject) return { ok: false, code: "AMEX_POINTS_INVALID" };
    return this.#amexPoints.redeem(card, input.amountCents, input.reference);
  }

  /** the sandbox wallets, for their approval pages (wallets/routes.ts) */
  get wallets(): SandboxWallets {
    return this.#wallets;
  }

  walletSession(request: WalletSessionRequest): WalletSession {
    return this.#wallets.session(request, this.#now());
  }

  walletDetails(nonce: string): WalletDetails | null {
    const check = this.#wallets.checkNonce(nonce, this.#now());
    return check.ok ? check.details : null;
  }

  checkWalletNonce(nonce: string): WalletNonceCheck {
    return this.#wallets.checkNonce(nonce, this.#now());
  }

  async authoriseWallet(request: AuthoriseWalletRequest): Promise<AuthoriseWalletResult> {
    if (!isPositiveCents(request.amountCents)) {
      throw new GatewayError("INVALID_AMOUNT", "An authorisation needs a positive whole number of cents.");
    }
    return this.#wallets.authorise(request, this.#now());
  }

  /** the gateway's clock (ms since the epoch): the HTTP side checks auth tokens with it too */
  now(): number {
    return this.#now();
  }

  /** every authorise, capture and void this process has seen, oldest first (the last 10 000), for tests */
  get ledger(): ReadonlyArray<LedgerEntry> {
    return this.#ledger;
  }

  /**
   * Checks a card against the card rules and answers a token bound to the auth token's subject. Every
   * card that passes the rules gets the same answer: what authorising it will say is sealed in the
   * token and decided only by `authorise`.
   */
  tokenise(authTokenValue: string, card: CardInput): TokeniseResult {
    const now = this.#now();
    const claims = verifyPaymentAuthToken(this.#secret, authTokenValue, now);
    if (!claims) return { ok: false, status: 401, code: "AUTH_FAILURE", message: AUTH_FAILURE_MESSAGE };
    const refused = { ok: false, status: 400, code: "PAYMENT_OPERATION_FAILED", message: CARD_MESSAGES.operationFailed } as const;

    const number = validateCardNumber(card.number);
    if (!number.ok) return refused;
    let expiryMonth = 0;
    let expiryYear = 0;
    if (!isBlank(card.expiryMonth) || !isBlank(card.expiryYear) || isExpiryRequired(number.brand)) {
      const month = expiryMonthOf(card.expiryMonth);
      const year = expiryYearOf(card.expiryYear);
      if (month === null || year === null) return refused;
      if (isCardExpired({ expiryMonth: month, expiryYear: year }, new Date(now))) {
        return { ok: false, status: 400, code: "PAYMENT_EXPIRED", message: CARD_MESSAGES.expired };
      }
      if (year > new Date(now).getUTCFullYear() + MAX_YEARS_AHEAD) return refused;
      expiryMonth = month;
      expiryYear = year;
    }
    if (!isValidSecurityCode(card.cvv, number.brand)) return refused;

    const token = this.#cards.seal({
      brand: number.brand,
      last4: number.last4,
      expiryMonth,
      expiryYear,
      outcome: testCardOutcome(number.digits),
      subject: claims.subject,
      issuedAtMs: now,
    });
    return { ok: true, token, brand: number.brand, last4: number.last4, expiryMonth, expiryYear };
  }

  tokenDetails(cardToken: string): CardTokenDetails | null {
    const card = this.#readCardToken(cardToken);
    if (!card) return null;
    const { outcome: _outcome, ...details } = card;
    return details;
  }

  async authorise(request: AuthoriseRequest): Promise<AuthoriseResult> {
    if (!isPositiveCents(request.amountCents)) {
      throw new GatewayError("INVALID_AMOUNT", "An authorisation needs a positive whole number of cents.");
    }
    const result = this.#decide(request);
    const authorisationId = result.approved ? result.authorisationId : `declined_${crypto.randomUUID()}`;
    this.#record({ kind: "authorise", authorisationId, amountCents: request.amountCents, approved: result.approved });
    return result;
  }

  async capture(authorisationId: string, amountCents: number): Promise<void> {
    const authorised = this.#authorisedAmount(authorisationId);
    const refusal =
      authorised === null
        ? new GatewayError("INVALID_AUTHORISATION", "This gateway issued no such authorisation.")
        : !isPositiveCents(amountCents)
          ? new GatewayError("INVALID_AMOUNT", "A capture needs a positive whole number of cents.")
          : amountCents > authorised
            ? new GatewayError("AMOUNT_EXCEEDS_AUTHORISATION", "A capture cannot take more than was authorised.")
            : null;
    this.#record({ kind: "capture", authorisationId, amountCents, approved: refusal === null });
    if (refusal) throw refusal;
  }

  async void(authorisationId: string): Promise<void> {
    const authorised = this.#authorisedAmount(authorisationId);
    this.#record({ kind: "void", authorisationId, amountCents: authorised ?? 0, approved: authorised !== null });
    if (authorised === null) throw new GatewayError("INVALID_AUTHORISATION", "This gateway issued no such authorisation.");
  }

  #decide(request: AuthoriseRequest): AuthoriseResult {
    const card = this.#readCardToken(request.cardToken);
    if (!card) return { approved: false, code: "PAYMENT_FAILED_ERROR", reason: "INVALID_TOKEN" };
    if (card.subject !== request.subject) return { approved: false, code: "PAYMENT_FAILED_ERROR", reason: "WRONG_SUBJECT" };
    const now = this.#now();
    if (hasExpiry(card) && isCardExpired({ expiryMonth: card.expiryMonth, expiryYear: card.expiryYear }, new Date(now))) {
      return { approved: false, code: "PAYMENT_EXPIRED", reason: "EXPIRED" };
    }
    switch (card.outcome) {
      case "DECLINE":
        return { approved: false, code: "PAYMENT_FAILED_ERROR", reason: "DECLINED" };
      case "EXPIRED":
        return { approved: false, code: "PAYMENT_EXPIRED", reason: "EXPIRED" };
      case "SECURITY_CODE":
        return { approved: false, code: "PAYMENT_OPERATION_FAILED", reason: "SECURITY_CODE" };
      case "INSUFFICIENT_FUNDS":
        return { approved: false, code: "PAYMENT_FAILED_ERROR", reason: "INSUFFICIENT_FUNDS" };
      case "APPROVE":
        break;
    }
    const authorisationId = sign(this.#authorisationKey, "authorisation", {
      i: crypto.randomUUID(),
      a: request.amountCents,
      r: request.reference,
      s: request.subject,
      t: now,
    });
    return {
      approved: true,
      authorisationId,
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    };
  }

  #readCardToken(cardToken: string): (CardTokenDetails & { outcome: SealedCard["outcome"] }) | null {
    const card = this.#cards.open(cardToken);
    if (!card) return null;
    const { brand, last4, expiryMonth: m, expiryYear: y, subject, outcome } = card;
    if (!((m === 0 && y === 0 && !isExpiryRequired(brand)) || (m >= 1 && m <= 12 && y >= 2000))) return null;
    return { brand, last4, expiryMonth: m, expiryYear: y, subject, outcome };
  }

  #authorisedAmount(authorisationId: string): number | null {
    const payload = verify(this.#authorisationKey, "authorisation", authorisationId);
    return payload && isPositiveCents(payload.a as number) ? (payload.a as number) : null;
  }

  #record(entry: LedgerEntry): void {
    this.#ledger.push(entry);
    if (this.#ledger.length > LEDGER_LIMIT) this.#ledger.splice(0, this.#ledger.length - LEDGER_LIMIT);
  }
}

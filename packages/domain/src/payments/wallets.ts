import { APPLE_PAY_ADDRESS, KLARNA_ADDRESS } from "../checkout/address-rules";
import { type WalletType, isWalletType } from "../checkout/checkout-view";
import { PAYPAL_TOKEN_VALIDITY_MS, needsAuthTokenRefresh } from "./payment-auth-token";

// PayPal, Klarna and Apple Pay: the rules the gateway's sandbox wallets, the server and the pages
// share (spec storefront.md sections 3, 4, 5 and 8; cart.md sections 3 and 5).

export const WALLET_NAMES: Record<WalletType, string> = { PAYPAL: "PayPal", KLARNA: "Klarna", APPLE_PAY: "Apple Pay" };

// ---- Tokens (spec section 4: payment auth token rules)

/** The auth token call's type per wallet: P is the spec's (PayPal); K and AP are ours. */
export const WALLET_TOKEN_TYPES = { PAYPAL: "P", KLARNA: "K", APPLE_PAY: "AP" } as const satisfies Record<WalletType, string>;
export type WalletTokenType = (typeof WALLET_TOKEN_TYPES)[WalletType];

export function walletOfTokenType(type: unknown): WalletType | null {
  for (const wallet of Object.keys(WALLET_TOKEN_TYPES) as WalletType[]) if (WALLET_TOKEN_TYPES[wallet] === type) return wallet;
  return null;
}

/**
 * How long a wallet's client token (the session the approval page opens with) is valid: the
 * spec's 23 hours for PayPal, and the same for Klarna and Apple Pay, whose validity it does not give.
 */
export const WALLET_SESSION_VALIDITY_MS = PAYPAL_TOKEN_VALIDITY_MS;

/** ISO-8601 end of a client token issued at `now`. */
export function walletTokenValidUntil(now: Date): string {
  return new Date(now.getTime() + WALLET_SESSION_VALIDITY_MS).toISOString();
}

/** A stored client token is fetched again when missing, unusable, or within 6 hours of its end (spec section 4). */
export function needsWalletTokenRefresh(stored: { value: string | null; validUntil: string | null }, now: Date): boolean {
  return needsAuthTokenRefresh(stored, now);
}

/** How long a wallet's approval (the nonce the approval page returns) may be used: Braintree's 3 hours. */
export const WALLET_APPROVAL_VALIDITY_MS = 3 * 60 * 60 * 1000;

/**
 * How far an order's total may rise above the amount the shopper approved in the wallet before the
 * wallet asks for a new approval: PayPal's 115% (a new shipping address can change the tax).
 */
export const WALLET_AMOUNT_TOLERANCE_PERCENT = 115;

/** The most that may be authorised on an approval of `approvedCents`. */
export function maxAuthorisableCents(approvedCents: number): number {
  return Math.floor((approvedCents * WALLET_AMOUNT_TOLERANCE_PERCENT) / 100);
}

// ---- Names and addresses (spec sections 3 and 5)

/** "A PayPal shipping name is split on the first space into first and last name." Klarna's and Apple Pay's too. */
export function splitShippingName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  if (space < 0) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

export const PAYPAL_ADDRESS = "PaypalAddress";

/** The Address field1 that marks a wallet's address (spec section 3). */
export const WALLET_ADDRESS_FIELD1: Record<WalletType, string> = {
  PAYPAL: PAYPAL_ADDRESS,
  KLARNA: KLARNA_ADDRESS,
  APPLE_PAY: APPLE_PAY_ADDRESS,
};

/** Which wallet an address came from, by its field1; null for an ordinary address. */
export function walletOfAddress(address: { field1: string | null }): WalletType | null {
  for (const wallet of Object.keys(WALLET_ADDRESS_FIELD1) as WalletType[]) {
    if (WALLET_ADDRESS_FIELD1[wallet] === address.field1) return wallet;
  }
  return null;
}

/**
 * Spec section 4's shipping address selection with PayPal joining it: the Apple Pay address when
 * Apple Pay is enabled, else the Klarna address, else the PayPal address, else the first address
 * with no field1 and type S or SB. The spec's addresses are the cart's, so a wallet's address
 * counts only while that wallet pays (`payingWallet`); an address a wallet gave for an earlier
 * order does not take over a later one.
 */
export function selectWalletShippingAddress<T extends { type: string; field1: string | null }>(
  addresses: readonly T[],
  options: { applePayEnabled: boolean; payingWallet: WalletType | null },
): T | null {
  const walletAddress = (wallet: WalletType) =>
    options.payingWallet === wallet ? addresses.find((a) => a.field1 === WALLET_ADDRESS_FIELD1[wallet]) : undefined;
  return (
    (options.applePayEnabled ? walletAddress("APPLE_PAY") : undefined) ??
    walletAddress("KLARNA") ??
    walletAddress("PAYPAL") ??
    addresses.find((a) => !a.field1 && (a.type === "S" || a.type === "SB")) ??
    null
  );
}

/** The wallet's shipping address as the approval page and the confirm form show it. */
export interface WalletAddress {
  /** one string, "First Last": the store splits it on the first space */
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: "US";
  /** as the wallet holds it, dashes and all ("617-555-0142"); the store keeps digits only */
  phone: string;
}

/** What the store shows of an approval before the shopper confirms it (the payer and where it ships). */
export interface WalletApprovalView {
  wallet: WalletType;
  payerEmail: string;
  payerId: string;
  shippingAddress: WalletAddress;
  /** the amount the shopper approved, in cents */
  amountCents: number;
}

// ---- Codes and words (spec section 8)

/** What the gateway answers when a wallet does not authorise. */
export type WalletDeclineCode =
  | "PAYPAL_AUTH_FAILURE"
  | "PAYPAL_AUTH_RETRY"
  | "KLARNA_AUTH_FAILURE"
  | "KLARNA_AUTH_RETRY"
  | "SPAY_API_FAILURE"
  | "PAYMENT_FAILED_ERROR";

/**
 * The code of a wallet's refusal: FAILURE (the wallet said no: use another way to pay) or RETRY
 * (try again: approve in the wallet again). Apple Pay has one code, SPAY_API_FAILURE, for what
 * goes wrong between the store and Apple Pay; a card in the Apple Pay wallet that its bank declines
 * is PAYMENT_FAILED_ERROR, as any declined card.
 */
export function walletDeclineCode(wallet: WalletType, kind: "FAILURE" | "RETRY"): WalletDeclineCode {
  switch (wallet) {
    case "PAYPAL":
      return kind === "FAILURE" ? "PAYPAL_AUTH_FAILURE" : "PAYPAL_AUTH_RETRY";
    case "KLARNA":
      return kind === "FAILURE" ? "KLARNA_AUTH_FAILURE" : "KLARNA_AUTH_RETRY";
    case "APPLE_PAY":
      return kind === "FAILURE" ? "PAYMENT_FAILED_ERROR" : "SPAY_API_FAILURE";
  }
}

/** The spec's Klarna words; ours for PayPal and Apple Pay, which it names only by code. */
export const KLARNA_MESSAGE =
  "We are unable to process your Klarna payment at this time. Please try again or use a different payment method.";

export const WALLET_DECLINE_MESSAGES: Record<WalletDeclineCode, string> = {
  PAYPAL_AUTH_FAILURE: "PayPal declined this payment. Please use a different payment method.",
  PAYPAL_AUTH_RETRY:
    "PayPal couldn't complete this payment. Please approve it in PayPal again or use a different payment method.",
  KLARNA_AUTH_FAILURE: KLARNA_MESSAGE,
  KLARNA_AUTH_RETRY: KLARNA_MESSAGE,
  SPAY_API_FAILURE:
    "We are unable to process your Apple Pay payment at this time. Please try again or use a different payment method.",
  PAYMENT_FAILED_ERROR: "The card in your Apple Pay wallet was declined. Please choose a different card or payment method.",
};

/** The words of a wallet's refusal at authorisation; an unknown code gets the spec's generic payment words. */
export function walletDeclineMessage(code: string): string {
  return (
    (WALLET_DECLINE_MESSAGES as Record<string, string>)[code] ?? "Error occurred while processing your payment. Please try again."
  );
}

/** The store's refusals of an approval brought back from a wallet (our codes; the spec gives none). */
export const WALLET_APPROVAL_CODES = {
  /** not an approval of the gateway's (altered, cut short, made up) or of another wallet */
  invalid: "WALLET_APPROVAL_INVALID",
  /** older than WALLET_APPROVAL_VALIDITY_MS */
  expired: "WALLET_APPROVAL_EXPIRED",
  /** approved for another of this shopper's carts */
  otherCart: "WALLET_APPROVAL_OTHER_CART",
  /** approved by another shopper */
  otherShopper: "WALLET_APPROVAL_OTHER_SHOPPER",
  /** the payer the body names is not the one the wallet approved with */
  mismatch: "WALLET_DETAILS_MISMATCH",
} as const;

export const WALLET_MESSAGES = {
  invalid: (wallet: WalletType) =>
    `We couldn't confirm your ${WALLET_NAMES[wallet]} approval. Please choose ${WALLET_NAMES[wallet]} again.`,
  expired: (wallet: WalletType) =>
    `Your ${WALLET_NAMES[wallet]} approval has expired. Please choose ${WALLET_NAMES[wallet]} again.`,
  otherCart: (wallet: WalletType) =>
    `This ${WALLET_NAMES[wallet]} approval was for a different cart. Please choose ${WALLET_NAMES[wallet]} again.`,
  otherShopper: (wallet: WalletType) => `This ${WALLET_NAMES[wallet]} approval belongs to someone else.`,
  mismatch: (wallet: WalletType) =>
    `The payer doesn't match your ${WALLET_NAMES[wallet]} approval. Please choose ${WALLET_NAMES[wallet]} again.`,
  /** the shopper pressed Cancel on the wallet's page */
  cancelled: (wallet: WalletType) => `You cancelled ${WALLET_NAMES[wallet]}. Choose another way to pay, or try again.`,
  /** the wallet's page was opened after its session ended */
  sessionExpired: (wallet: WalletType) => `Your ${WALLET_NAMES[wallet]} session has expired. Please try again.`,
} as const;

// ---- Coming back from a wallet's page

/** The approval a nonce stands for is opaque URL-safe text; anything else in ?nonce= is ignored. */
const NONCE = /^[A-Za-z0-9._~-]{1,2048}$/;

/** Where the shopper stands on coming back to /checkout from a wallet's page (?wallet=&nonce= | &cancelled=1 | &expired=1). */
export type WalletReturn =
  | { wallet: WalletType; outcome: "APPROVED"; nonce: string }
  | { wallet: WalletType; outcome: "CANCELLED" }
  | { wallet: WalletType; outcome: "EXPIRED" };

/** The return parameters the gateway's wallet pages add to the store's return URL. */
export const WALLET_RETURN_PARAMS = { wallet: "wallet", nonce: "nonce", cancelled: "cancelled", expired: "expired" } as const;

export function readWalletReturn(params: URLSearchParams): WalletReturn | null {
  const wallet = params.get(WALLET_RETURN_PARAMS.wallet);
  if (!isWalletType(wallet)) return null;
  const nonce = params.get(WALLET_RETURN_PARAMS.nonce);
  if (nonce !== null && NONCE.test(nonce)) return { wallet, outcome: "APPROVED", nonce };
  if (params.get(WALLET_RETURN_PARAMS.cancelled) === "1") return { wallet, outcome: "CANCELLED" };
  if (params.get(WALLET_RETURN_PARAMS.expired) === "1") return { wallet, outcome: "EXPIRED" };
  return null;
}

// ---- Which wallets a cart offers (cart.md section 3: cartAttributes, vendorConfig.applePay)

export interface WalletCartAttributes {
  enablePaypal?: boolean;
  enableApplePay?: boolean;
  useApplePayAddress?: boolean;
}

/**
 * PayPal unless the cart turns it off, Klarna always, Apple Pay only when the cart enables it.
 * `attributes` is the cart's cartAttributes, whatever else it holds.
 */
export function walletsOffered(attributes: unknown): WalletType[] {
  const flags = (attributes ?? {}) as WalletCartAttributes;
  const offered: WalletType[] = [];
  if (flags.enablePaypal !== false) offered.push("PAYPAL");
  offered.push("KLARNA");
  if (flags.enableApplePay === true) offered.push("APPLE_PAY");
  return offered;
}

/** The sandbox's Apple Pay merchant (vendorConfig.applePay.merchantIdentifier). */
export const SANDBOX_APPLE_PAY_MERCHANT_IDENTIFIER = "merchant.test.quire.sandbox";

/** cart.md section 3's vendorConfig.applePay for a gateway at `gatewayOrigin`. */
export function applePayVendorConfig(gatewayOrigin: string): { urlMap: { domainUrl: string }; merchantIdentifier: string } {
  return { urlMap: { domainUrl: gatewayOrigin }, merchantIdentifier: SANDBOX_APPLE_PAY_MERCHANT_IDENTIFIER };
}

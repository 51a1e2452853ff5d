import crypto from "node:crypto";
import {
  type AppliedPaymentView,
  CARD_MESSAGES,
  type CheckoutView,
  type OrderPaymentLineView,
  isWalletType,
  walletDeclineMessage,
} from "@quire/domain";
import type { AuthoriseResult, PaymentGateway } from "@quire/gateway";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/database";
import { AppError } from "../../../http/errors";
import { cardDeclines } from "../../ops";
import { debitRedeemedPoints } from "../../rewards";
import { storedValueError } from "../applied-payments.service";
import type { Shopper } from "../checkout-shopper";
import * as repo from "../checkout.repository";

// Paying for the order: the card or wallet is authorised for what is left to pay, after the
// card-testing limit; then gift and prepaid cards are redeemed at the gateway (all or nothing), the
// Easy Rewards points are taken from the member and the Amex points from the card's account. A
// declined card commits only the decline's record and takes the card off the order.

export const DECLINE_LIMIT = 5;
export const DECLINE_WINDOW_MS = 10 * 60_000;
export const REWARDS_CHANGED_MESSAGE =
  "Your rewards balance has changed. Please review the rewards applied to your order and place it again.";

export type Declined = Extract<AuthoriseResult, { approved: false }> & {
  /** the order has a billing address the card was checked against (none for a pickup paid by card) */
  withBillingAddress?: boolean;
};

/** The card's billing address: typed for it, else the shipping address; a pickup has none. */
function hasBillingAddress(
  checkout: Pick<repo.CheckoutRow, "billingAddressId" | "shippingAddressId" | "deliveryMethod">,
): boolean {
  return checkout.billingAddressId !== null || (checkout.deliveryMethod !== "PICKUP" && checkout.shippingAddressId !== null);
}

export type Authorisation = { kind: "authorised"; authorisationId: string | null } | { kind: "declined"; result: Declined };

/** What a payment step needs to know of the order being placed. */
export interface OrderPayment {
  shopper: Shopper;
  cartId: string;
  checkout: repo.CheckoutRow;
  /** what the card or wallet is charged: what gift cards and points leave to pay */
  balance: number;
  orderNumber: string;
  /** the e-mail a guest typed at checkout, lower case; null for an account */
  contactEmail: string | null;
  nowMs: number;
}

/** The payment type the balance is charged to, or null when gift cards and points cover the order. */
export function chargedType(checkout: Pick<repo.CheckoutRow, "paymentType">, balance: number): string | null {
  return balance > 0 ? checkout.paymentType : null;
}

/** A guest's order is addressed to the e-mail typed at checkout (shipping, else the pickup person's). */
export function contactEmailOf(shopper: Shopper, view: Pick<CheckoutView, "shippingAddress" | "pickupPerson">): string | null {
  const typedEmail = shopper.isGuest ? (view.shippingAddress?.email ?? view.pickupPerson?.email ?? null) : null;
  return typedEmail ? typedEmail.toLowerCase() : null;
}

/** Authorises the balance on the order's card or wallet; nothing to authorise answers a null id. */
export async function authorisePayment(
  trx: Db,
  gateway: PaymentGateway,
  order: OrderPayment,
  log: FastifyBaseLogger,
): Promise<Authorisation> {
  const charged = chargedType(order.checkout, order.balance);
  if (isWalletType(charged)) return { kind: "authorised", authorisationId: await authoriseWallet(gateway, order) };
  if (charged !== "CREDIT_CARD") return { kind: "authorised", authorisationId: null };
  const keys = declineKeys(order.shopper, order.cartId, order.contactEmail);
  await refuseCardTesting(trx, keys, order, log);
  const result = await gateway.authorise({
    cardToken: order.checkout.cardToken ?? "",
    subject: order.shopper.subject,
    amountCents: order.balance,
    reference: order.orderNumber,
  });
  if (result.approved) return { kind: "authorised", authorisationId: result.authorisationId };
  for (const key of keys) await repo.recordDecline(trx, crypto.randomUUID(), key, order.nowMs);
  await repo.pruneDeclines(trx, order.nowMs - DECLINE_WINDOW_MS * 6);
  // The declined card is no longer the order's payment: the shopper chooses again.
  await repo.clearCardPayment(trx, order.cartId, new Date(order.nowMs).toISOString());
  return { kind: "declined", result: { ...result, withBillingAddress: hasBillingAddress(order.checkout) } };
}

async function refuseCardTesting(trx: Db, keys: string[], order: OrderPayment, log: FastifyBaseLogger): Promise<void> {
  const { nowMs } = order;
  const counted = await repo.countDeclinesOf(trx, keys, nowMs - DECLINE_WINDOW_MS);
  for (const key of keys) {
    const { n, oldestMs } = counted.get(key) ?? { n: 0, oldestMs: null };
    if (n >= DECLINE_LIMIT) {
      const retryAfterSeconds = Math.max(1, Math.ceil(((oldestMs ?? nowMs) + DECLINE_WINDOW_MS - nowMs) / 1000));
      log.warn(
        { event: "card_testing_limit", userId: order.shopper.userId, key: key.split(":")[0], declines: n },
        "card declines over the limit",
      );
      throw new AppError(429, "TOO_MANY_PAYMENT_ATTEMPTS", CARD_MESSAGES.tooManyAttempts, { retryAfterSeconds });
    }
  }
}

/**
 * Authorises what is left to pay with the wallet the shopper approved (PayPal, Klarna, Apple Pay);
 * a decline is the wallet's code and words (not counted as card testing: the wallet signed in).
 */
async function authoriseWallet(gateway: PaymentGateway, order: OrderPayment): Promise<string> {
  const result = await gateway.authoriseWallet({
    nonce: order.checkout.cardToken ?? "",
    subject: order.shopper.subject,
    cartId: order.cartId,
    amountCents: order.balance,
    reference: order.orderNumber,
  });
  if (!result.approved) throw new AppError(400, result.code, walletDeclineMessage(result.code));
  return result.authorisationId;
}

/**
 * Where declined cards are counted. A guest can open a new session at will, so a guest's declines
 * also count against the cart, the client address and the order's e-mail.
 */
function declineKeys(shopper: Shopper, cartId: string, email: string | null): string[] {
  const keys = [`session:${shopper.sessionKey}`, `account:${shopper.tenant}:${shopper.userId}`];
  if (shopper.isGuest) {
    keys.push(`cart:${cartId}`);
    if (shopper.clientIp) keys.push(`address:${shopper.clientIp}`);
    if (email) keys.push(`email:${email.toLowerCase()}`);
  }
  return keys;
}

/** A declined card, once its record has committed: logged, counted and answered in the card's words. */
export function refuseDeclined(shopper: Shopper, result: Declined, log: FastifyBaseLogger): AppError {
  log.warn({ event: "card_declined", userId: shopper.userId, reason: result.reason }, "card authorisation declined");
  cardDeclines.inc();
  return declineError(result);
}

function declineError(result: Declined): AppError {
  switch (result.reason) {
    case "EXPIRED":
      return new AppError(400, "PAYMENT_EXPIRED", CARD_MESSAGES.expired);
    case "SECURITY_CODE":
      return new AppError(400, "PAYMENT_OPERATION_FAILED", CARD_MESSAGES.operationFailed);
    case "INSUFFICIENT_FUNDS":
      return new AppError(400, "PAYMENT_FAILED_ERROR", CARD_MESSAGES.insufficientFunds);
    // not a card token of this gateway (altered, made up, or sealed under another secret) or not this
    // shopper's: no card was tried, so the shopper is asked for another card rather than told of a decline
    case "INVALID_TOKEN":
    case "WRONG_SUBJECT":
      return new AppError(400, "PAYMENT_FAILED_ERROR", CARD_MESSAGES.staleCard);
    default:
      return new AppError(
        400,
        "PAYMENT_FAILED_ERROR",
        result.withBillingAddress === false ? CARD_MESSAGES.declinedWithoutBillingAddress : CARD_MESSAGES.declined,
      );
  }
}

export interface RedeemedPayments {
  /** the gift cards, prepaid cards and points that pay part of the order */
  applied: AppliedPaymentView[];
  /** every way the order is paid, adding up to its total */
  payments: OrderPaymentLineView[];
  redeemedPoints: number;
}

/**
 * Redeems what else pays. Each gift or prepaid card redemption is pushed onto `redemptions` as it
 * is taken, so the caller can give it back if the order is not placed.
 */
export async function redeemAppliedPayments(
  trx: Db,
  gateway: PaymentGateway,
  order: OrderPayment & { appliedPayments: AppliedPaymentView[]; total: number },
  redemptions: string[],
): Promise<RedeemedPayments> {
  const applied = order.appliedPayments.filter((p) => p.amountCents > 0);
  const appliedRows = applied.length > 0 ? await repo.listCheckoutPayments(trx, order.cartId) : [];
  let redeemedPoints = 0;
  for (const payment of applied) {
    if (payment.kind === "GIFT_CARD" || payment.kind === "PREPAID_CARD") {
      const reference = appliedRows.find((r) => r.id === payment.id)?.reference ?? "";
      redemptions.push(await redeemStoredValue(gateway, order, payment, reference));
    } else if (payment.kind === "EASY_REWARDS") {
      redeemedPoints += await redeemEasyRewards(trx, order, payment);
    } else {
      redeemAmexPoints(gateway, order, payment);
    }
  }
  const charged = chargedType(order.checkout, order.balance);
  const payments = paymentLines(charged, order.balance, order.checkout, applied);
  if (payments.reduce((n, p) => n + p.amountCents, 0) !== order.total) {
    throw new Error(`order ${order.orderNumber}: payments do not add up to the total ${order.total}`);
  }
  return { applied, payments, redeemedPoints };
}

async function redeemStoredValue(
  gateway: PaymentGateway,
  order: OrderPayment,
  payment: AppliedPaymentView,
  reference: string,
): Promise<string> {
  const redeemed = await gateway.redeemStoredValue({
    reference,
    subject: order.shopper.subject,
    amountCents: payment.amountCents,
    orderReference: order.orderNumber,
  });
  if (!redeemed.ok) throw storedValueError(redeemed.code);
  return redeemed.redemptionId;
}

async function redeemEasyRewards(trx: Db, order: OrderPayment, payment: AppliedPaymentView): Promise<number> {
  const points = payment.points ?? payment.amountCents;
  const taken = await debitRedeemedPoints(trx, {
    userId: order.shopper.userId,
    orderNumber: order.orderNumber,
    points,
    at: new Date(order.nowMs).toISOString(),
  });
  if (!taken) throw new AppError(409, "REWARDS_CHANGED", REWARDS_CHANGED_MESSAGE);
  return points;
}

function redeemAmexPoints(gateway: PaymentGateway, order: OrderPayment, payment: AppliedPaymentView): void {
  const redeemed = gateway.redeemAmexPoints({
    cardToken: order.checkout.cardToken ?? "",
    subject: order.shopper.subject,
    amountCents: payment.amountCents,
    reference: order.orderNumber,
  });
  if (!redeemed.ok) {
    throw new AppError(400, redeemed.code, "Your Membership Rewards points could not be used. Please review your payment.");
  }
}

function paymentLines(
  charged: string | null,
  chargedCents: number,
  checkout: repo.CheckoutRow,
  applied: AppliedPaymentView[],
): OrderPaymentLineView[] {
  const lines: OrderPaymentLineView[] = applied.map((p) => ({
    type: p.kind,
    amountCents: p.amountCents,
    brand: null,
    last4: p.last4,
    walletEmail: null,
    points: p.points,
  }));
  if (charged !== null && chargedCents > 0) {
    lines.push({
      type: charged,
      amountCents: chargedCents,
      brand: charged === "CREDIT_CARD" ? checkout.cardBrand : null,
      last4: charged === "CREDIT_CARD" ? checkout.cardLast4 : null,
      walletEmail: isWalletType(charged) ? checkout.walletEmail : null,
      points: null,
    });
  }
  return lines;
}

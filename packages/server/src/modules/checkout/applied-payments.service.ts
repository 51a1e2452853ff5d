import crypto from "node:crypto";
import {
  EASY_REWARDS_MESSAGES,
  GIFT_CARD_MESSAGES,
  type StoredValueCardType,
  MAX_STORED_VALUE_CARDS_PER_ORDER,
  validateCardNumber,
  validateGiftCardNumber,
  isValidGiftCardPin,
  redeemableValueCents,
} from "@quire/domain";
import type { PaymentGateway, StoredValueCode } from "@quire/gateway";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { ACCOUNT_NEEDED_FOR_REWARDS, type Shopper, requireAccount } from "./checkout-shopper";
import * as repo from "./checkout.repository";
import { refuseStoredValueForGiftCards } from "./gift-card-sales.service";
import { cartRows } from "../cart";

// What pays part of an order besides its primary payment: gift and prepaid cards (checked with the
// gateway, kept as its reference, fingerprint and last four), Easy Rewards points and the Amex
// Membership Rewards points of the Amex card the order is paid with. Consumer checkouts only: a
// business order may wait for an approver, and what it owes is settled by card or on account.

/** Balance checks and applies per session and per account in a window: a PIN cannot be guessed. */
export const STORED_VALUE_CHECK_LIMIT = 15;
export const STORED_VALUE_CHECK_WINDOW_MS = 10 * 60_000;
export const TOO_MANY_CHECKS_MESSAGE = "Too many gift card attempts. Please wait a few minutes and try again.";
export const CREDIT_CARD_IN_GIFT_CARD_FIELD =
  "This is a credit card number. Please enter it in the Credit Card tab's secure card form.";
export const AMEX_POINTS_MESSAGES = {
  success: "Your Membership Rewards points are applied to this order.",
  notEnrolled: "This American Express card is not enrolled in Membership Rewards. Please pay with the card instead.",
  notAmex: "To use Membership Rewards points, pay with an American Express card first.",
  insufficient: "You don't have enough Membership Rewards points for that amount.",
  warningReduced: (dollars: string) => `Only ${dollars} of points could be applied: the rest of the order is paid by card.`,
  invalidAmount: "Please enter a whole-dollar amount of at least $1.00.",
} as const;

const DECLINE_WORDS: Record<StoredValueCode, { status: number; message: string }> = {
  GIFT_CARD_INVALID: { status: 400, message: GIFT_CARD_MESSAGES.verify },
  GIFT_CARD_D33: { status: 400, message: GIFT_CARD_MESSAGES.d33 },
  GIFT_CARD_D38: { status: 400, message: GIFT_CARD_MESSAGES.d38 },
  GIFT_CARD_D39: { status: 400, message: GIFT_CARD_MESSAGES.d39 },
};

export function storedValueError(code: StoredValueCode): AppError {
  const words = DECLINE_WORDS[code];
  return new AppError(words.status, code, words.message, { fields: { giftCardNumber: words.message }, field: "giftCardNumber" });
}

function fieldError(status: number, code: string, field: string, message: string): AppError {
  return new AppError(status, code, message, { fields: { [field]: message }, field });
}

/** A whole-dollar amount in cents from what a form or body sent (cents), or null. */
function wholeDollarCents(value: unknown): number | null {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 100 && n % 100 === 0 ? n : null;
}

export class AppliedPaymentsService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async requireConsumerCart(shopper: Shopper): Promise<cartRows.CartRow> {
    if (shopper.accountId !== null) {
      throw new AppError(
        400,
        "NOT_AVAILABLE_FOR_BUSINESS",
        "Gift cards and rewards are for consumer orders. Please pay by card or on account.",
      );
    }
    const cart = await cartRows.findCartOf(this.db, shopper.cartOwner);
    if (!cart || (await cartRows.listCartItems(this.db, cart.id)).length === 0) {
      throw new AppError(400, "EMPTY_CART", "Your cart is empty.");
    }
    return cart;
  }

  /**
   * Takes one of the shopper's balance-check attempts before the gateway is asked: each request
   * records its attempt first and then counts, so parallel requests cannot slip past the limit.
   */
  private async takeCheckAttempt(
    who: { sessionKey: string; userId: number | null; tenant: string },
    log: FastifyBaseLogger,
  ): Promise<void> {
    const nowMs = this.clock().getTime();
    const since = nowMs - STORED_VALUE_CHECK_WINDOW_MS;
    const keys = [`gift-check:session:${who.sessionKey}`];
    if (who.userId !== null) keys.push(`gift-check:account:${who.tenant}:${who.userId}`);
    for (const key of keys) {
      await repo.recordDecline(this.db, crypto.randomUUID(), key, nowMs);
      const { n, oldestMs } = await repo.countDeclines(this.db, key, since);
      if (n > STORED_VALUE_CHECK_LIMIT) {
        log.warn({ event: "gift_card_check_limit", userId: who.userId, attempts: n }, "gift card checks over the limit");
        const retryAfterSeconds = Math.max(1, Math.ceil(((oldestMs ?? nowMs) + STORED_VALUE_CHECK_WINDOW_MS - nowMs) / 1000));
        throw new AppError(429, "TOO_MANY_PAYMENT_ATTEMPTS", TOO_MANY_CHECKS_MESSAGE, { retryAfterSeconds });
      }
    }
  }

  /** The number and PIN as typed: the balance check's words for a bad number, a credit card refused. */
  private readCard(input: { giftCardNumber: string; pin: string }): { digits: string; pin: string } {
    if (validateCardNumber(input.giftCardNumber).ok) {
      throw new AppError(400, "CARD_NUMBER_NOT_ACCEPTED", CREDIT_CARD_IN_GIFT_CARD_FIELD, {
        fields: { giftCardNumber: CREDIT_CARD_IN_GIFT_CARD_FIELD },
        field: "giftCardNumber",
      });
    }
    const number = validateGiftCardNumber(input.giftCardNumber);
    if (!number.ok) throw fieldError(400, "GIFT_CARD_INVALID", "giftCardNumber", GIFT_CARD_MESSAGES.verify);
    if (!isValidGiftCardPin(input.pin.trim())) throw fieldError(400, "GIFT_CARD_PIN_INVALID", "pin", GIFT_CARD_MESSAGES.pin);
    return { digits: number.digits, pin: input.pin.trim() };
  }

  /** The balance-check drawer: what is on a card (nothing is applied). Signed-in shoppers and guests alike. */
  async checkBalance(
    who: { subject: string; sessionKey: string; userId: number | null; tenant: string },
    input: { giftCardNumber: string; pin: string },
    log: FastifyBaseLogger,
  ): Promise<{ type: StoredValueCardType; last4: string; balanceCents: number }> {
    const card = this.readCard(input);
    await this.takeCheckAttempt(who, log);
    const check = await this.gateway.checkStoredValue({ number: card.digits, pin: card.pin, subject: who.subject });
    if (!check.ok) throw storedValueError(check.code);
    return { type: check.type, last4: check.last4, balanceCents: check.balanceCents };
  }

  async applyStoredValue(
    shopper: Shopper,
    input: { giftCardNumber: string; pin: string },
    log: FastifyBaseLogger,
  ): Promise<void> {
    const cart = await this.requireConsumerCart(shopper);
    // Gift cards cannot buy gift cards (decision 023).
    refuseStoredValueForGiftCards(await cartRows.findProductsOfCart(this.db, cart.id));
    const card = this.readCard(input);
    const applied = await repo.listCheckoutPayments(this.db, cart.id);
    const cards = applied.filter((p) => p.kind === "GIFT_CARD" || p.kind === "PREPAID_CARD");
    if (cards.length >= MAX_STORED_VALUE_CARDS_PER_ORDER) {
      throw fieldError(400, "GIFT_CARD_LIMIT_EXCEEDED", "giftCardNumber", GIFT_CARD_MESSAGES.limit);
    }
    await this.takeCheckAttempt(shopper, log);
    const check = await this.gateway.checkStoredValue({ number: card.digits, pin: card.pin, subject: shopper.subject });
    if (!check.ok) throw storedValueError(check.code);
    if (applied.some((p) => p.fingerprint === check.fingerprint)) {
      throw fieldError(409, "GIFT_CARD_ALREADY_APPLIED", "giftCardNumber", GIFT_CARD_MESSAGES.alreadyApplied);
    }
    const id = crypto.randomUUID();
    const inserted = await repo.insertCheckoutPayment(this.db, {
      id,
      cartId: cart.id,
      userId: shopper.userId,
      kind: check.type,
      reference: check.reference,
      fingerprint: check.fingerprint,
      last4: check.last4,
      balanceCents: check.balanceCents,
      requestedCents: null,
      points: null,
      createdAt: this.clock().toISOString(),
    });
    if (!inserted) throw fieldError(409, "GIFT_CARD_ALREADY_APPLIED", "giftCardNumber", GIFT_CARD_MESSAGES.alreadyApplied);
    // Applies sent at once each passed the count above: the one that finds too many after its own
    // insert takes it back, so the limit holds however many arrive together.
    const now = (await repo.listCheckoutPayments(this.db, cart.id)).filter(
      (p) => p.kind === "GIFT_CARD" || p.kind === "PREPAID_CARD",
    );
    if (now.length > MAX_STORED_VALUE_CARDS_PER_ORDER) {
      await repo.deleteCheckoutPayment(this.db, cart.id, shopper.userId, id);
      throw fieldError(400, "GIFT_CARD_LIMIT_EXCEEDED", "giftCardNumber", GIFT_CARD_MESSAGES.limit);
    }
  }

  /** Removes one applied payment of this shopper's cart; another's (or none) is a 404. */
  async remove(shopper: Shopper, id: string): Promise<void> {
    const cart = await cartRows.findCartOf(this.db, shopper.cartOwner);
    if (!cart || (await repo.deleteCheckoutPayment(this.db, cart.id, shopper.userId, id)) === 0) {
      throw new AppError(404, "PAYMENT_NOT_FOUND", "That payment is not applied to your order.");
    }
  }

  /** Easy Rewards: apply a whole-dollar amount of the member's points (replacing what was applied). */
  async applyEasyRewards(shopper: Shopper, amount: unknown): Promise<void> {
    requireAccount(shopper, ACCOUNT_NEEDED_FOR_REWARDS);
    const cart = await this.requireConsumerCart(shopper);
    const cents = wholeDollarCents(amount);
    if (cents === null) throw fieldError(400, "INVALID_REWARDS_AMOUNT", "rewardsAmount", EASY_REWARDS_MESSAGES.invalidAmount);
    const rewards = await repo.findRewardsOf(this.db, shopper.userId);
    if (!rewards?.tier) throw fieldError(400, "MISSING_REWARDS_ID", "rewardsAmount", EASY_REWARDS_MESSAGES.notMember);
    const available = redeemableValueCents(rewards.points);
    if (cents > available)
      throw fieldError(400, "REWARDS_EXCEEDS_AVAILABLE", "rewardsAmount", EASY_REWARDS_MESSAGES.overAvailable);
    await repo.replaceCheckoutPayment(this.db, {
      id: crypto.randomUUID(),
      cartId: cart.id,
      userId: shopper.userId,
      kind: "EASY_REWARDS",
      reference: null,
      fingerprint: "easy-rewards",
      last4: null,
      balanceCents: available,
      requestedCents: cents,
      points: cents,
      createdAt: this.clock().toISOString(),
    });
  }

  /**
   * Amex Membership Rewards: part of the order paid with the points of the Amex card the checkout
   * pays with. Answers the state the spec names: success, or warning when less than asked could
   * be applied; failure is an error.
   */
  async applyAmexPoints(
    shopper: Shopper,
    amount: unknown,
    owedCents: number,
  ): Promise<{ status: "success" | "warning"; message: string }> {
    const cart = await this.requireConsumerCart(shopper);
    const cents = wholeDollarCents(amount);
    if (cents === null) throw fieldError(400, "INVALID_POINTS_AMOUNT", "pointsAmount", AMEX_POINTS_MESSAGES.invalidAmount);
    const checkout = await repo.findCheckout(this.db, cart.id);
    if (!checkout || checkout.paymentType !== "CREDIT_CARD" || checkout.cardBrand !== "AMEX" || !checkout.cardToken) {
      throw fieldError(400, "AMEX_POINTS_NOT_AVAILABLE", "pointsAmount", AMEX_POINTS_MESSAGES.notAmex);
    }
    const account = this.gateway.amexPoints(checkout.cardToken, shopper.subject);
    if (!account || !account.enrolled) {
      throw fieldError(400, "AMEX_POINTS_NOT_ENROLLED", "pointsAmount", AMEX_POINTS_MESSAGES.notEnrolled);
    }
    if (cents > account.valueCents) {
      throw fieldError(400, "AMEX_POINTS_INSUFFICIENT", "pointsAmount", AMEX_POINTS_MESSAGES.insufficient);
    }
    await repo.replaceCheckoutPayment(this.db, {
      id: crypto.randomUUID(),
      cartId: cart.id,
      userId: shopper.userId,
      kind: "AMEX_POINTS",
      reference: null,
      fingerprint: `amex-points:${checkout.cardLast4 ?? ""}`,
      last4: checkout.cardLast4,
      balanceCents: account.valueCents,
      requestedCents: cents,
      points: cents,
      createdAt: this.clock().toISOString(),
    });
    const usable = Math.floor(Math.min(cents, owedCents) / 100) * 100;
    if (usable < cents) {
      return { status: "warning", message: AMEX_POINTS_MESSAGES.warningReduced(`$${(usable / 100).toFixed(2)}`) };
    }
    return { status: "success", message: AMEX_POINTS_MESSAGES.success };
  }
}

import crypto from "node:crypto";
import {
  type AppliedPaymentView,
  CARD_MESSAGES,
  type CartView,
  type OrderPaymentLineView,
  type OrderStatus,
  SAMPLES_ONLY_CART_CODE,
  SAMPLES_ONLY_CHECKOUT_MESSAGE,
  isWalletType,
  restrictionCheckoutBlock,
  walletDeclineMessage,
} from "@quire/domain";
import type { AuthoriseResult, PaymentGateway } from "@quire/gateway";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbKind } from "../../db/database";
import { AppError } from "../../http/errors";
import * as cartRepo from "../cart/cart.repository";
import { creditOrderPoints, debitRedeemedPoints } from "../rewards/rewards.repository";
import { payOfferRewardsForOrder } from "../rewards/rewards.service";
import { storedValueError } from "./applied-payments.service";
import type { CheckoutService } from "./checkout.service";
import { approvalReason, parsePolicies, paymentSummaryOf } from "./checkout.service";
import { centreAvailable, orderCentreId } from "../budgets/budgets.service";
import type { Shopper } from "./checkout-shopper";
import * as repo from "./checkout.repository";
import { issueBoughtGiftCards, refuseStoredValueForGiftCards } from "./gift-card-sales.service";
import { orderUnits, takeStock, writeOrderLines } from "./order-stock";
import { cardDeclines, ordersPlaced } from "../ops/metrics";

// Placing an order. One transaction holds the cart's lock (a row lock on PostgreSQL; SQLite runs
// one writer at a time) while it re-prices the cart, checks the total the shopper reviewed,
// counts the card-testing limit, authorises the card, takes the stock (a conditional decrement,
// summed per product, so two shoppers can never buy the same last unit), writes the order and
// deletes the cart. A declined card commits only the decline's record. Anything failing after the
// authorisation voids it. The idempotency key (unique per user) and orders.cart_id (unique) make a
// retry answer the order that exists instead of placing or cancelling anything.

export const DECLINE_LIMIT = 5;
export const DECLINE_WINDOW_MS = 10 * 60_000;
export const TOTAL_CHANGED_MESSAGE = "Your order total has changed. Please review your order before placing it.";
export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used for a different request.";
export const REWARDS_CHANGED_MESSAGE =
  "Your rewards balance has changed. Please review the rewards applied to your order and place it again.";

export interface PlaceOrderInput {
  expectedTotal: number;
  idempotencyKey: string;
}

export interface PlacedOrder {
  orderNumber: string;
  status: OrderStatus;
  totalCents: number;
  /** true when this answer replays an order placed by an earlier request with the same key */
  replayed: boolean;
}

type Outcome =
  | { kind: "placed"; order: PlacedOrder; authorisationId: string | null; chargedCents: number }
  | { kind: "replay"; order: PlacedOrder }
  | { kind: "declined"; result: Extract<AuthoriseResult, { approved: false }> };

export class OrderPlacementService {
  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    private readonly checkouts: CheckoutService,
    private readonly gateway: PaymentGateway,
    private readonly clock: () => Date = () => new Date(),
    /** told of every placed order after it commits (the recommendation engine, decision 049) */
    private readonly onPlaced: ((orderNumber: string, log: FastifyBaseLogger) => Promise<void>) | null = null,
  ) {}

  async placeOrder(shopper: Shopper, input: PlaceOrderInput, log: FastifyBaseLogger): Promise<PlacedOrder> {
    const requestHash = crypto
      .createHash("sha256")
      .update(JSON.stringify({ expectedTotal: input.expectedTotal }))
      .digest("hex");
    const earlier = await repo.findOrderByKey(this.db, shopper.userId, input.idempotencyKey);
    if (earlier) return replayOf(earlier, requestHash);

    let authorisationId: string | null = null;
    // Gift and prepaid card redemptions taken for this order: given back if it is not placed.
    const redemptions: string[] = [];
    let outcome: Outcome;
    try {
      outcome = await this.db.transaction().execute(async (trx) => {
        const found = await cartRepo.findCartOf(trx, shopper.cartOwner);
        const cart = found ? await cartRepo.lockCart(trx, this.kind, found.id) : undefined;
        // Behind the lock: a request with this key may have placed the order while we waited.
        const placed = await repo.findOrderByKey(trx, shopper.userId, input.idempotencyKey);
        if (placed) return { kind: "replay", order: replayOf(placed, requestHash) } as const;
        if (!cart) throw new AppError(400, "EMPTY_CART", "Your cart is empty.");
        if (await repo.findOrderByCart(trx, cart.id)) {
          throw new AppError(409, "ORDER_ALREADY_PLACED", "This cart has already been ordered.");
        }

        const state = await this.checkouts.views.loadState(trx, cart);
        if (state.lines.length === 0) throw new AppError(400, "EMPTY_CART", "Your cart is empty.");
        const cartView = await this.checkouts.views.view(trx, state, {
          changes: new Map(),
          transient: [],
          removed: [],
          cartMessages: [],
          newCart: false,
          checkoutPayerId: shopper.userId,
        });
        // Free samples are not sold alone (decision 026).
        if (cartView.messages.some((m) => m.code === SAMPLES_ONLY_CART_CODE)) {
          throw new AppError(400, SAMPLES_ONLY_CART_CODE, SAMPLES_ONLY_CHECKOUT_MESSAGE, { data: { cartInfo: cartView } });
        }
        // A line that can no longer be bought as it stands (stock ran out, a limit fell) stops the order.
        // A restricted item (decision 027) says why in its own words.
        const restricted = restrictionCheckoutBlock(cartView.items.filter((i) => i.status === "ACTIVE").map((i) => i.messages));
        if (restricted) throw new AppError(400, restricted.code, restricted.message, { data: { cartInfo: cartView } });
        const blocked = cartView.items.find((i) => i.status === "ACTIVE" && i.messages.some((m) => m.type === "ERROR"));
        if (blocked) throw outOfStock(blocked.product.name, cartView);
        const checkout = await repo.findCheckout(trx, cart.id);
        const view = await this.checkouts.view(shopper, [], trx, { forPlacement: { cart, cartView } });
        const paying = view.paymentSummary ?? paymentSummaryOf(cartView);
        const balance = paying.balanceOrdTotal;
        if (!checkout || view.checkoutSections.review !== "ACTIVE" || (view.orderPayment === null && balance > 0)) {
          const stale = view.messages.find((m) => m.code === "STALE_CARD" || m.code === "PAYMENT_EXPIRED");
          if (stale) throw new AppError(400, stale.code, stale.message);
          throw new AppError(
            400,
            "CHECKOUT_INCOMPLETE",
            "Please complete delivery, address and payment before placing your order.",
          );
        }
        const total = cartView.cartSummary.ordTotal;
        if (total !== input.expectedTotal) {
          throw new AppError(409, "TOTAL_CHANGED", TOTAL_CHANGED_MESSAGE, { data: { cartInfo: cartView }, totalCents: total });
        }
        // Nothing to charge is not an order: only a gift card or reward may cover a balance (the wallet).
        if (total <= 0) throw new AppError(400, "ZERO_BALANCE", "There is nothing to pay for this order.");
        // Gift cards cannot buy gift cards (decision 023): one applied before a gift card joined the cart.
        if ((view.appliedPayments ?? []).some((p) => p.kind === "GIFT_CARD" || p.kind === "PREPAID_CARD")) {
          refuseStoredValueForGiftCards(state.products.values());
        }

        const pickup = checkout.deliveryMethod === "PICKUP" ? checkout.pickupStoreNumber : null;
        // each line's delivery (decision 030): ISP lines off their store's shelf, the rest online
        const { units, mixed } = orderUnits(state.lines, pickup);
        if (mixed !== null) throw mixedDelivery(state.products.get(mixed)?.name ?? null, cartView);
        const pickupLines = units.some((u) => u.deliveryType !== "STA");
        const shippedLines = units.some((u) => u.deliveryType === "STA");
        for (const u of units) {
          const product = state.products.get(u.productId);
          const available = u.deliveryType === "ISP" ? null : Number(product?.onlineQty ?? 0);
          if (!product || (available !== null && available < u.qty)) throw outOfStock(product?.name ?? null, cartView);
        }

        // Business: over the budget centre's balance or past the account's policy, the order waits.
        let status: OrderStatus = "PLACED";
        let reason: string | null = null;
        let budgetCentreId = shopper.accountId !== null ? orderCentreId(cart, shopper.budgetCentreId) : null;
        if (shopper.accountId !== null) {
          const account = await repo.findAccountPolicies(trx, shopper.accountId);
          // the centre chosen on the cart, else the buyer's; what it has left counts orders waiting too
          const centre =
            budgetCentreId !== null ? await centreAvailable(trx, shopper.accountId, budgetCentreId, this.clock()) : undefined;
          if (!centre) budgetCentreId = shopper.budgetCentreId;
          reason = approvalReason(parsePolicies(account?.policies ?? "{}"), total, centre ? centre.availableCents : null);
          if (reason) status = "PENDING_APPROVAL";
        }

        const nowMs = this.clock().getTime();
        const nowIso = new Date(nowMs).toISOString();
        const orderNumber = await this.freshOrderNumber(trx);
        const charged = balance > 0 ? checkout.paymentType : null;
        // A guest's order is addressed to the e-mail typed at checkout (shipping, else the pickup person's).
        const typedEmail = shopper.isGuest ? (view.shippingAddress?.email ?? view.pickupPerson?.email ?? null) : null;
        const contactEmail = typedEmail ? typedEmail.toLowerCase() : null;
        if (charged === "CREDIT_CARD") {
          const keys = declineKeys(shopper, cart.id, contactEmail);
          for (const key of keys) {
            const { n, oldestMs } = await repo.countDeclines(trx, key, nowMs - DECLINE_WINDOW_MS);
            if (n >= DECLINE_LIMIT) {
              const retryAfterSeconds = Math.max(1, Math.ceil(((oldestMs ?? nowMs) + DECLINE_WINDOW_MS - nowMs) / 1000));
              log.warn(
                { event: "card_testing_limit", userId: shopper.userId, key: key.split(":")[0], declines: n },
                "card declines over the limit",
              );
              throw new AppError(429, "TOO_MANY_PAYMENT_ATTEMPTS", CARD_MESSAGES.tooManyAttempts, { retryAfterSeconds });
            }
          }
          const result = await this.gateway.authorise({
            cardToken: checkout.cardToken ?? "",
            subject: shopper.subject,
            amountCents: balance,
            reference: orderNumber.orderNumber,
          });
          if (!result.approved) {
            for (const key of keys) await repo.recordDecline(trx, crypto.randomUUID(), key, nowMs);
            await repo.pruneDeclines(trx, nowMs - DECLINE_WINDOW_MS * 6);
            // The declined card is no longer the order's payment: the shopper chooses again.
            await repo.clearCardPayment(trx, cart.id, nowIso);
            return { kind: "declined", result } as const;
          }
          authorisationId = result.authorisationId;
        } else if (isWalletType(charged)) {
          authorisationId = await this.authoriseWallet(shopper, checkout, cart.id, balance, orderNumber.orderNumber);
        }

        // What else pays: each gift or prepaid card is redeemed at the gateway (all or nothing), the
        // Easy Rewards points are taken from the member, the Amex points from the card's account.
        const applied = (view.appliedPayments ?? []).filter((p) => p.amountCents > 0);
        const appliedRows = applied.length > 0 ? await repo.listCheckoutPayments(trx, cart.id) : [];
        let redeemedPoints = 0;
        for (const payment of applied) {
          const row = appliedRows.find((r) => r.id === payment.id);
          if (payment.kind === "GIFT_CARD" || payment.kind === "PREPAID_CARD") {
            const redeemed = await this.gateway.redeemStoredValue({
              reference: row?.reference ?? "",
              subject: shopper.subject,
              amountCents: payment.amountCents,
              orderReference: orderNumber.orderNumber,
            });
            if (!redeemed.ok) throw storedValueError(redeemed.code);
            redemptions.push(redeemed.redemptionId);
          } else if (payment.kind === "EASY_REWARDS") {
            const points = payment.points ?? payment.amountCents;
            const taken = await debitRedeemedPoints(trx, {
              userId: shopper.userId,
              orderNumber: orderNumber.orderNumber,
              points,
              at: nowIso,
            });
            if (!taken) throw new AppError(409, "REWARDS_CHANGED", REWARDS_CHANGED_MESSAGE);
            redeemedPoints += points;
          } else {
            const redeemed = this.gateway.redeemAmexPoints({
              cardToken: checkout.cardToken ?? "",
              subject: shopper.subject,
              amountCents: payment.amountCents,
              reference: orderNumber.orderNumber,
            });
            if (!redeemed.ok) {
              throw new AppError(
                400,
                redeemed.code,
                "Your Membership Rewards points could not be used. Please review your payment.",
              );
            }
          }
        }
        const payments = paymentLines(charged, balance, checkout, applied);
        if (payments.reduce((n, p) => n + p.amountCents, 0) !== total) {
          throw new Error(`order ${orderNumber.orderNumber}: payments do not add up to the total ${total}`);
        }

        const short = await takeStock(trx, units);
        if (short !== null) throw outOfStock(state.products.get(short)?.name ?? null, cartView);

        const summary = cartView.cartSummary;
        // What checkout said this order earns, by the same rule (orderEarnedPoints in the domain:
        // not on what points paid, nothing for a business account), credited with the order.
        const earnedPoints = cartView.cartEasyRewards?.earnedPoints ?? 0;
        const couponCodes = cartView.coupons.filter((c) => c.couponValid && c.couponQualified).map((c) => c.code);
        await repo.insertOrder(trx, {
          id: orderNumber.id,
          orderNumber: orderNumber.orderNumber,
          userId: shopper.userId,
          tenant: shopper.tenant,
          placedAt: nowIso,
          status,
          subtotalCents: summary.cartSubTotal,
          totalCents: total,
          cartId: cart.id,
          accountId: shopper.accountId,
          budgetCentreId,
          couponCodes: JSON.stringify(couponCodes),
          deliveryMethod: pickup ? "PICKUP" : "DELIVERY",
          pickupStoreNumber: pickup,
          shippingAddress: !shippedLines || !view.shippingAddress ? null : JSON.stringify(view.shippingAddress),
          billingAddress: view.billingAddress ? JSON.stringify(view.billingAddress) : null,
          pickupPerson: pickupLines && view.pickupPerson ? JSON.stringify(view.pickupPerson) : null,
          paymentType: charged ?? applied[0]?.kind ?? checkout.paymentType,
          cardBrand: charged === "CREDIT_CARD" ? checkout.cardBrand : null,
          cardLast4: charged === "CREDIT_CARD" ? checkout.cardLast4 : null,
          purchaseOrderNumber: checkout.purchaseOrderNumber,
          authorisationId,
          idempotencyKey: input.idempotencyKey,
          requestHash,
          approvalReason: reason,
          couponsTotalCents: summary.couponsTotal,
          shipFeeCents: summary.shipFee,
          handlingFeeCents: summary.handlingFee,
          taxCents: summary.estimatedTax,
          payments: JSON.stringify(payments),
          rewardsEarnedPoints: earnedPoints,
          rewardsRedeemedPoints: redeemedPoints,
          contactEmail,
        });
        if (earnedPoints > 0) {
          await creditOrderPoints(trx, {
            userId: shopper.userId,
            orderNumber: orderNumber.orderNumber,
            points: earnedPoints,
            at: nowIso,
          });
        }
        // Loyalty offers the member activated pay their bonus once, on the first order that qualifies.
        if (shopper.accountId === null && status === "PLACED") {
          await payOfferRewardsForOrder(trx, {
            userId: shopper.userId,
            orderNumber: orderNumber.orderNumber,
            eligibleCents: summary.cartSubTotalAfterCoupons,
            at: nowIso,
          });
        }
        await writeOrderLines(trx, orderNumber.id, units, state.products);
        // E-gift cards bought: the gateway issues one card per unit, by a seed of the order (decision 023).
        if (status === "PLACED") await issueBoughtGiftCards(trx, this.gateway, orderNumber);
        if (status === "PENDING_APPROVAL" && shopper.accountId !== null) {
          await repo.insertApprovalOrder(trx, {
            id: crypto.randomUUID(),
            accountId: shopper.accountId,
            orderNumber: orderNumber.orderNumber,
            cartId: cart.id,
            submittedByUserId: shopper.userId,
            ownerProfileId: shopper.customerNumber ?? String(shopper.userId),
            totalCents: total,
            createdAt: nowIso,
          });
        }
        if (checkout.savedCardId && charged === "CREDIT_CARD") await repo.markSavedCardUsed(trx, checkout.savedCardId, nowIso);
        await repo.deleteCheckoutPayments(trx, cart.id);
        const usedAddress = pickup ? checkout.pickupAddressId : view.shippingAddress?.id;
        if (usedAddress) await repo.updateAddress(trx, shopper, usedAddress, { lastUsedAt: nowIso });
        await repo.deleteCheckout(trx, cart.id);
        await cartRepo.deleteCart(trx, cart);
        return {
          kind: "placed",
          order: { orderNumber: orderNumber.orderNumber, status, totalCents: total, replayed: false },
          authorisationId,
          chargedCents: balance,
        } as const;
      });
    } catch (error) {
      if (authorisationId) await this.voidQuietly(authorisationId, log);
      for (const redemptionId of redemptions) await this.refundQuietly(redemptionId, log);
      throw error;
    }

    if (outcome.kind === "replay") {
      if (authorisationId) await this.voidQuietly(authorisationId, log);
      return outcome.order;
    }
    if (outcome.kind === "declined") {
      log.warn({ event: "card_declined", userId: shopper.userId, reason: outcome.result.reason }, "card authorisation declined");
      cardDeclines.inc();
      throw declineError(outcome.result);
    }
    // Placed orders are captured now; an order waiting for approval is captured when approved.
    if (outcome.authorisationId && outcome.order.status === "PLACED") {
      await this.gateway.capture(outcome.authorisationId, outcome.chargedCents).catch((error: unknown) => {
        log.error({ err: error, orderNumber: outcome.order.orderNumber }, "capture failed; the authorisation stands");
      });
    }
    ordersPlaced.inc();
    if (this.onPlaced) await this.onPlaced(outcome.order.orderNumber, log);
    return outcome.order;
  }

  private async refundQuietly(redemptionId: string, log: FastifyBaseLogger): Promise<void> {
    try {
      if (!(await this.gateway.refundStoredValue(redemptionId))) log.error({ redemptionId }, "gift card refund refused");
    } catch (error) {
      log.error({ err: error, redemptionId }, "gift card refund failed");
    }
  }

  /**
   * Authorises what is left to pay with the wallet the shopper approved (PayPal, Klarna, Apple Pay);
   * a decline is the wallet's code and words (not counted as card testing: the wallet signed in).
   */
  private async authoriseWallet(
    shopper: Shopper,
    checkout: repo.CheckoutRow,
    cartId: string,
    amountCents: number,
    reference: string,
  ): Promise<string> {
    const result = await this.gateway.authoriseWallet({
      nonce: checkout.cardToken ?? "",
      subject: shopper.subject,
      cartId,
      amountCents,
      reference,
    });
    if (!result.approved) throw new AppError(400, result.code, walletDeclineMessage(result.code));
    return result.authorisationId;
  }

  private async voidQuietly(authorisationId: string, log: FastifyBaseLogger): Promise<void> {
    try {
      await this.gateway.void(authorisationId);
    } catch (error) {
      log.error({ err: error, authorisationId }, "void of an authorisation failed");
    }
  }

  /** A ten-digit order number starting with 8 (the demo history uses 7 and 9) and a fresh row id. */
  private async freshOrderNumber(db: Db): Promise<{ id: number; orderNumber: string }> {
    for (;;) {
      const id = crypto.randomInt(1_000_000_000, 2_147_483_647);
      const orderNumber = `8${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
      if (!(await repo.orderIdOrNumberTaken(db, id, orderNumber))) return { id, orderNumber };
    }
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

function replayOf(order: repo.OrderRow, requestHash: string): PlacedOrder {
  if (order.requestHash !== requestHash) throw new AppError(422, "IDEMPOTENCY_KEY_REUSED", KEY_REUSED_MESSAGE);
  return {
    orderNumber: order.orderNumber,
    status: order.status as OrderStatus,
    totalCents: Number(order.totalCents),
    replayed: true,
  };
}

function outOfStock(name: string | null, cartView: CartView): AppError {
  const what = name ? `${name} is` : "An item in your cart is";
  return new AppError(409, "OUT_OF_STOCK", `Sorry, ${what} out of stock or no longer available in the quantity you chose.`, {
    data: { cartInfo: cartView },
  });
}

/** One product on lines with different deliveries: an order line is one product, so the shopper picks one. */
function mixedDelivery(name: string | null, cartView: CartView): AppError {
  const what = name ?? "An item";
  return new AppError(
    400,
    "DELIVERY_COMBINATION_CONSTRAINT_FAILED",
    `${what} is in your cart for more than one delivery. Please choose one delivery for it in your cart.`,
    { data: { cartInfo: cartView } },
  );
}

function declineError(result: Extract<AuthoriseResult, { approved: false }>): AppError {
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
      return new AppError(400, "PAYMENT_FAILED_ERROR", CARD_MESSAGES.declined);
  }
}

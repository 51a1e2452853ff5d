import type { PaymentGateway } from "@quire/gateway";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbKind } from "../../db/database";
import { type CheckoutService, shopperCartEffects } from "./checkout.service";
import type { Shopper } from "./checkout-shopper";
import { type CommittedOrder, type GatewayHolds, type OnPlaced, afterCommit, giveBack } from "./place-order/after-commit";
import {
  type Declined,
  authorisePayment,
  chargedType,
  contactEmailOf,
  redeemAppliedPayments,
  refuseDeclined,
} from "./place-order/authorise-payment";
import { checkCart } from "./place-order/check-cart";
import { enrolMembership } from "./place-order/enrol-membership";
import { decideApproval } from "./place-order/order-approval";
import { type PlaceOrderInput, type PlacedOrder, requestHashOf } from "./place-order/placed-order";
import { type PricedCart, priceCart, showingCart } from "./place-order/price-cart";
import { type StockPlan, planStock, reserveStock } from "./place-order/reserve-stock";
import { freshOrderNumber, writeOrder } from "./place-order/write-order";

// Placing an order. One transaction holds the cart's lock while it re-prices the cart, checks the
// total the shopper reviewed, plans the stock, counts the card-testing limit, authorises the card,
// takes the stock, makes a membership's buyer a member, writes the order and deletes the cart; each is a step in place-order/. A
// declined card commits only the decline's record. Anything failing after the authorisation voids
// it. The idempotency key (unique per user) and orders.cart_id (unique) make a retry answer the
// order that exists instead of placing or cancelling anything.

export { DECLINE_LIMIT, DECLINE_WINDOW_MS, REWARDS_CHANGED_MESSAGE } from "./place-order/authorise-payment";
export { KEY_REUSED_MESSAGE } from "./place-order/placed-order";
export type { PlaceOrderInput, PlacedOrder } from "./place-order/placed-order";
export { TOTAL_CHANGED_MESSAGE } from "./place-order/price-cart";

type Outcome =
  ({ kind: "placed" } & CommittedOrder) | { kind: "replay"; order: PlacedOrder } | { kind: "declined"; result: Declined };

export class OrderPlacementService {
  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    private readonly checkouts: CheckoutService,
    private readonly gateway: PaymentGateway,
    private readonly clock: () => Date = () => new Date(),
    private readonly onPlaced: OnPlaced | null = null,
  ) {}

  async placeOrder(shopper: Shopper, input: PlaceOrderInput, log: FastifyBaseLogger): Promise<PlacedOrder> {
    // a retry with the same key is answered inside the transaction, once the cart's lock is held
    const requestHash = requestHashOf(input);
    const holds: GatewayHolds = { authorisationId: null, redemptions: [] };
    let outcome: Outcome;
    try {
      outcome = await this.db
        .transaction()
        .execute((trx) => this.placeInTransaction(trx, shopper, { ...input, requestHash }, holds, log));
    } catch (error) {
      await giveBack(this.gateway, holds, log);
      throw error;
    }
    if (outcome.kind === "replay") return outcome.order;
    if (outcome.kind === "declined") throw refuseDeclined(shopper, outcome.result, log);
    await afterCommit(this.gateway, outcome, this.onPlaced, log);
    return outcome.order;
  }

  /** The steps inside the order's transaction; what the gateway gives is noted in `holds` as it is given. */
  private async placeInTransaction(
    trx: Db,
    shopper: Shopper,
    request: PlaceOrderInput & { requestHash: string },
    holds: GatewayHolds,
    log: FastifyBaseLogger,
  ): Promise<Outcome> {
    const checked = await checkCart(trx, this.kind, this.checkouts, shopper, request);
    if (checked.kind === "replay") return checked;
    const { cart } = checked;
    let priced: PricedCart;
    let stock: StockPlan;
    try {
      priced = await priceCart(trx, this.checkouts, shopper, checked, request.expectedTotal);
      stock = planStock(priced.state, priced.checkout, priced.cartView);
    } catch (error) {
      throw await showingCart(error, () => this.checkouts.views.view(trx, checked.state, shopperCartEffects(shopper, false)));
    }
    const approval = await decideApproval(trx, shopper, cart, priced.total, this.clock);

    const nowMs = this.clock().getTime();
    const number = await freshOrderNumber(trx);
    const contactEmail = contactEmailOf(shopper, priced.view);
    const { checkout, balance, total } = priced;
    const payment = { shopper, cartId: cart.id, checkout, balance, orderNumber: number.orderNumber, contactEmail, nowMs };
    const authorised = await authorisePayment(trx, this.gateway, payment, log);
    if (authorised.kind === "declined") return authorised;
    holds.authorisationId = authorised.authorisationId;
    const applied = { ...payment, appliedPayments: priced.view.appliedPayments ?? [], total };
    const paid = await redeemAppliedPayments(trx, this.gateway, applied, holds.redemptions);

    await reserveStock(trx, stock, priced.state, priced.cartView);
    await enrolMembership(trx, shopper, priced);
    await writeOrder(trx, this.gateway, {
      shopper,
      cart,
      priced,
      stock,
      approval,
      number,
      charged: chargedType(checkout, balance),
      authorisationId: authorised.authorisationId,
      paid,
      contactEmail,
      request,
      placedAt: new Date(nowMs).toISOString(),
    });
    const order: PlacedOrder = { orderNumber: number.orderNumber, status: approval.status, totalCents: total, replayed: false };
    const itemIds = [...new Set(stock.units.flatMap((u) => priced.state.products.get(u.productId)?.itemId ?? []))];
    return { kind: "placed", order, itemIds, authorisationId: authorised.authorisationId, chargedCents: balance };
  }
}

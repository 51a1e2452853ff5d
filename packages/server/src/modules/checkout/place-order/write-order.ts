import crypto from "node:crypto";
import { pickupStoresOf } from "@quire/domain";
import type { PaymentGateway } from "@quire/gateway";
import type { Db } from "../../../db/database";
import { approvalDeciderIds } from "../../account";
import { cartRows as cartRepo } from "../../cart";
import { type NewMessage, postMessages } from "../../messages";
import { openStorePickups } from "../../pickup";
import { creditOrderPoints, payOfferRewardsForOrder } from "../../rewards";
import type { Shopper } from "../checkout-shopper";
import * as repo from "../checkout.repository";
import { issueBoughtGiftCards } from "../gift-card-sales.service";
import { writeOrderLines } from "../order-stock";
import type { RedeemedPayments } from "./authorise-payment";
import type { ApprovalDecision } from "./order-approval";
import type { PricedCart } from "./price-cart";
import type { StockPlan } from "./reserve-stock";

// The last step inside the transaction: the order and its lines are written, its points credited,
// its gift cards issued, and the checkout and cart it came from deleted.

export interface OrderNumber {
  id: number;
  orderNumber: string;
}

/** Everything the earlier steps decided about the order. */
export interface OrderToWrite {
  shopper: Shopper;
  cart: cartRepo.CartRow;
  priced: PricedCart;
  stock: StockPlan;
  approval: ApprovalDecision;
  number: OrderNumber;
  /** the payment type the balance was charged to, or null */
  charged: string | null;
  authorisationId: string | null;
  paid: RedeemedPayments;
  contactEmail: string | null;
  request: { idempotencyKey: string; requestHash: string };
  placedAt: string;
}

/** A ten-digit order number starting with 8 (the demo history uses 7 and 9) and a fresh row id. */
export async function freshOrderNumber(db: Db): Promise<OrderNumber> {
  for (;;) {
    const id = crypto.randomInt(1_000_000_000, 2_147_483_647);
    const orderNumber = `8${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
    if (!(await repo.orderIdOrNumberTaken(db, id, orderNumber))) return { id, orderNumber };
  }
}

export async function writeOrder(trx: Db, gateway: PaymentGateway, order: OrderToWrite): Promise<void> {
  const { shopper, number, approval, placedAt } = order;
  await insertOrderRow(trx, order);
  await settleRewards(trx, order);
  await writeOrderLines(trx, number.id, order.stock.units, order.priced.state.products);
  // E-gift cards bought: the gateway issues one card per unit, by a seed of the order (decision 023).
  if (approval.status === "PLACED") await issueBoughtGiftCards(trx, gateway, number);
  if (approval.status === "PENDING_APPROVAL" && shopper.accountId !== null) {
    await repo.insertApprovalOrder(trx, {
      id: crypto.randomUUID(),
      accountId: shopper.accountId,
      orderNumber: number.orderNumber,
      cartId: order.cart.id,
      submittedByUserId: shopper.userId,
      ownerProfileId: shopper.customerNumber ?? String(shopper.userId),
      totalCents: order.priced.total,
      createdAt: placedAt,
    });
  }
  // its stores start preparing what is picked up there (decision 079); one waiting for approval waits
  if (approval.status === "PLACED") await openStorePickups(trx, number.id, order.stock.units, placedAt);
  // the shopper's message centre (decision 073); a guest has none
  if (!shopper.isGuest) await postMessages(trx, await orderMessages(trx, order), placedAt);
  await clearCheckout(trx, order);
}

/** What an order tells: the buyer it is placed or waits, its approvers that it waits for them, which stores prepare it. */
async function orderMessages(trx: Db, order: OrderToWrite): Promise<NewMessage[]> {
  const { shopper, approval } = order;
  const orderNumber = order.number.orderNumber;
  if (approval.status === "PENDING_APPROVAL" && shopper.accountId !== null) {
    const approvers = await approvalDeciderIds(trx, shopper.accountId, shopper.userId);
    return [
      { userId: shopper.userId, kind: "ORDER_AWAITING_APPROVAL", orderNumber },
      ...approvers.map((userId) => ({ userId, kind: "APPROVAL_REQUESTED" as const, orderNumber })),
    ];
  }
  return [
    { userId: shopper.userId, kind: "ORDER_PLACED", orderNumber },
    ...pickupPreparing(shopper.userId, orderNumber, order.stock.units),
  ];
}

/**
 * Each store with in-store pickup lines is preparing them: the buyer is told to wait for its
 * PICKUP_READY message, which staff send when they mark it ready (decision 079).
 */
export function pickupPreparing(
  userId: number,
  orderNumber: string,
  units: { deliveryType: string; pickupStoreNumber: string | null }[],
): NewMessage[] {
  return pickupStoresOf(units).map((storeNumber) => ({ userId, kind: "PICKUP_PREPARING" as const, orderNumber, storeNumber }));
}

async function insertOrderRow(trx: Db, order: OrderToWrite): Promise<void> {
  const { shopper, priced, stock, approval, charged, paid } = order;
  const { checkout, view, cartView } = priced;
  const summary = cartView.cartSummary;
  const couponCodes = cartView.coupons.filter((c) => c.couponValid && c.couponQualified).map((c) => c.code);
  await repo.insertOrder(trx, {
    id: order.number.id,
    orderNumber: order.number.orderNumber,
    userId: shopper.userId,
    tenant: shopper.tenant,
    placedAt: order.placedAt,
    status: approval.status,
    subtotalCents: summary.cartSubTotal,
    totalCents: priced.total,
    cartId: order.cart.id,
    accountId: shopper.accountId,
    budgetCentreId: approval.budgetCentreId,
    couponCodes: JSON.stringify(couponCodes),
    deliveryMethod: stock.pickup ? "PICKUP" : "DELIVERY",
    pickupStoreNumber: stock.pickup,
    shippingAddress: !stock.shippedLines || !view.shippingAddress ? null : JSON.stringify(view.shippingAddress),
    billingAddress: view.billingAddress ? JSON.stringify(view.billingAddress) : null,
    pickupPerson: stock.pickupLines && view.pickupPerson ? JSON.stringify(view.pickupPerson) : null,
    paymentType: charged ?? paid.applied[0]?.kind ?? checkout.paymentType,
    cardBrand: charged === "CREDIT_CARD" ? checkout.cardBrand : null,
    cardLast4: charged === "CREDIT_CARD" ? checkout.cardLast4 : null,
    purchaseOrderNumber: checkout.purchaseOrderNumber,
    authorisationId: order.authorisationId,
    idempotencyKey: order.request.idempotencyKey,
    requestHash: order.request.requestHash,
    approvalReason: approval.reason,
    couponsTotalCents: summary.couponsTotal,
    membershipSavingsCents: summary.finalMembershipSavings ?? 0,
    shipFeeCents: summary.shipFee,
    handlingFeeCents: summary.handlingFee,
    taxCents: summary.estimatedTax,
    payments: JSON.stringify(paid.payments),
    rewardsEarnedPoints: earnedPointsOf(order),
    rewardsRedeemedPoints: paid.redeemedPoints,
    contactEmail: order.contactEmail,
  });
}

/**
 * What checkout said this order earns, by the same rule (orderEarnedPoints in the domain: not on
 * what points paid, nothing for a business account), credited with the order.
 */
function earnedPointsOf(order: OrderToWrite): number {
  return order.priced.cartView.cartEasyRewards?.earnedPoints ?? 0;
}

async function settleRewards(trx: Db, order: OrderToWrite): Promise<void> {
  const { shopper, number, placedAt } = order;
  const earnedPoints = earnedPointsOf(order);
  if (earnedPoints > 0) {
    await creditOrderPoints(trx, { userId: shopper.userId, orderNumber: number.orderNumber, points: earnedPoints, at: placedAt });
  }
  // Loyalty offers the member activated pay their bonus once, on the first order that qualifies.
  if (shopper.accountId === null && order.approval.status === "PLACED") {
    await payOfferRewardsForOrder(trx, {
      userId: shopper.userId,
      orderNumber: number.orderNumber,
      eligibleCents: order.priced.cartView.cartSummary.cartSubTotalAfterCoupons,
      at: placedAt,
    });
  }
}

/** The card, checkout and cart the order was placed from are used up. */
async function clearCheckout(trx: Db, order: OrderToWrite): Promise<void> {
  const { shopper, cart, placedAt } = order;
  const { checkout, view } = order.priced;
  if (checkout.savedCardId && order.charged === "CREDIT_CARD") await repo.markSavedCardUsed(trx, checkout.savedCardId, placedAt);
  await repo.deleteCheckoutPayments(trx, cart.id);
  const usedAddress = order.stock.pickup ? checkout.pickupAddressId : view.shippingAddress?.id;
  if (usedAddress) await repo.updateAddress(trx, shopper, usedAddress, { lastUsedAt: placedAt });
  await repo.deleteCheckout(trx, cart.id);
  await cartRepo.deleteCart(trx, cart);
}

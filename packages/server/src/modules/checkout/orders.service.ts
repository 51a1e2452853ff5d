import crypto from "node:crypto";
import type {
  CheckoutAddress,
  OrderPage,
  OrderPaymentLineView,
  OrderStatus,
  OrderView,
  PaymentType,
  PickupStoreView,
} from "@quire/domain";
import type { PaymentGateway } from "@quire/gateway";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { isApprover } from "../account";
import { newCartRow, type CartViewService, cartRows } from "../cart";
import { postMessages } from "../messages";
import { openStorePickups, orderPickupsOf, ordersPickupsOf } from "../pickup";
import type { RequestSession } from "../session";
import type { Shopper } from "./checkout-shopper";
import * as repo from "./checkout.repository";
import { boughtGiftCards, issueBoughtGiftCards } from "./gift-card-sales.service";
import { orderUnits, returnLineStock, takeStock, writeOrderLines } from "./order-stock";
import { pickupPreparing } from "./place-order/write-order";

// The shopper's orders, and what an approver's decision does to a real order waiting for it.
// Buyers see their own orders; approvers also see every order of their account. Anybody else's
// order is a 404, exactly like an unknown number.

export const ORDER_NOT_FOUND = "We couldn't find that order.";
export const MAX_ORDER_PAGE_SIZE = 50;

export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly gateway: PaymentGateway,
    private readonly log: FastifyBaseLogger,
    private readonly views: CartViewService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * MODIFY_CART: an approver opens an order of their account that waits for approval as their own
   * cart (what was in that cart goes), to change it before approving. Approving the order then
   * takes the cart's lines (settleApproval).
   */
  async openAsCart(shopper: Shopper, session: RequestSession, orderNumber: string): Promise<void> {
    if (!isApprover(session) || shopper.accountId === null) {
      throw new AppError(403, "FORBIDDEN", "Only an approver of this account can change an order waiting for approval.");
    }
    const nowIso = this.clock().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const order = await repo.findOrderByNumber(trx, orderNumber);
      if (!order || order.accountId !== shopper.accountId || order.tenant !== shopper.tenant) {
        throw new AppError(404, "ORDER_NOT_FOUND", ORDER_NOT_FOUND);
      }
      if (order.status !== "PENDING_APPROVAL") {
        throw new AppError(409, "ORDER_NOT_PENDING", "Only an order waiting for approval can be changed.");
      }
      let cart = await cartRows.findCartOf(trx, { userId: shopper.userId, tenant: shopper.tenant });
      if (!cart) {
        cart = newCartRow(shopper.tenant, shopper.userId, nowIso);
        await cartRows.insertCart(trx, cart);
      }
      await repo.clearCartContents(trx, cart.id);
      const lines = await repo.listOrderLines(trx, order.id);
      let position = 0;
      for (const line of lines) {
        const itemId = line.itemId ?? line.productItemId;
        // each line's own delivery (decision 030); older orders carried the pickup store on the order
        const lineType = line.deliveryType === "ISP" || line.deliveryType === "STS" ? line.deliveryType : null;
        const deliveryType = lineType ?? (order.pickupStoreNumber ? "ISP" : "STA");
        const store = lineType ? (line.pickupStoreNumber ?? null) : (order.pickupStoreNumber ?? null);
        await cartRows.insertCartItem(trx, {
          id: crypto.randomUUID(),
          cartId: cart.id,
          lineKey: `${itemId}|${deliveryType}|${store ?? ""}`,
          productId: line.productId,
          itemId,
          qty: Number(line.qty),
          status: "ACTIVE",
          deliveryType,
          pickupStoreNumber: store,
          messages: "[]",
          position: position++,
          createdAt: nowIso,
          updatedAt: nowIso,
        });
      }
      for (const code of order.couponCodes ? (JSON.parse(order.couponCodes) as string[]) : []) {
        await cartRows.addCartCoupon(trx, cart.id, code, nowIso);
      }
      const shipTo = order.shippingAddress
        ? (JSON.parse(order.shippingAddress) as CheckoutAddress).zipCode.slice(0, 5)
        : cart.shipToZip;
      await cartRows.touchCart(trx, cart.id, { modifyingOrderNumber: orderNumber, shipToZip: shipTo, mergeReport: null }, nowIso);
    });
  }

  /** The approver's cart opened from this order, as changed, becomes the order's lines and totals. */
  private async applyChangedCart(trx: Db, order: repo.OrderRow, cart: cartRows.CartRow): Promise<number> {
    const state = await this.views.loadState(trx, cart);
    if (state.lines.length === 0) {
      throw new AppError(400, "EMPTY_CART", "An order needs at least one item: decline it instead.");
    }
    const view = await this.views.view(trx, state, {
      changes: new Map(),
      transient: [],
      removed: [],
      cartMessages: [],
      newCart: false,
    });
    const blocked = view.items.find((i) => i.status === "ACTIVE" && i.messages.some((m) => m.type === "ERROR"));
    if (blocked)
      throw new AppError(409, "OUT_OF_STOCK", `Sorry, ${blocked.product.name ?? "an item"} can't be ordered in that quantity.`);
    const total = view.cartSummary.ordTotal;
    if (order.authorisationId && total > Number(order.totalCents)) {
      throw new AppError(
        409,
        "ORDER_TOTAL_EXCEEDS_AUTHORISATION",
        "The changed order costs more than the buyer's card was authorised for. Lower it, or decline the order and ask the buyer to order again.",
      );
    }
    const pickup = order.deliveryMethod === "PICKUP" ? (order.pickupStoreNumber ?? null) : null;
    for (const line of await repo.listOrderLines(trx, order.id)) await returnLineStock(trx, order, line);
    const { units, mixed } = orderUnits(state.lines, pickup);
    if (mixed !== null) {
      const name = state.products.get(mixed)?.name ?? "an item";
      throw new AppError(400, "DELIVERY_COMBINATION_CONSTRAINT_FAILED", `Please choose one delivery for ${name}.`);
    }
    const short = await takeStock(trx, units);
    if (short !== null) {
      const name = state.products.get(short)?.name ?? "an item";
      throw new AppError(409, "OUT_OF_STOCK", `Sorry, ${name} is out of stock in the quantity you chose.`);
    }
    await repo.deleteOrderLines(trx, order.id);
    await writeOrderLines(trx, order.id, units, state.products);
    const s = view.cartSummary;
    await repo.updateOrderAmounts(trx, order.id, {
      subtotalCents: s.cartSubTotal,
      totalCents: total,
      couponsTotalCents: s.couponsTotal,
      shipFeeCents: s.shipFee,
      handlingFeeCents: s.handlingFee,
      taxCents: s.estimatedTax,
      couponCodes: JSON.stringify(view.coupons.filter((c) => c.couponValid && c.couponQualified).map((c) => c.code)),
    });
    await repo.updateApprovalTotal(trx, order.orderNumber, total);
    await cartRows.deleteCart(trx, cart);
    return total;
  }

  /**
   * Who a guest's latest order was for: the e-mail typed at checkout and the name on its address,
   * the account the confirmation page offers to create (null before the guest's first order).
   */
  async guestOrderContact(
    checkoutGuestId: number,
  ): Promise<{ orderNumber: string; email: string; firstName: string; lastName: string } | null> {
    const order = await repo.findLatestGuestOrder(this.db, checkoutGuestId);
    if (!order?.contactEmail) return null;
    const named = [order.shippingAddress, order.pickupPerson, order.billingAddress]
      .map((json) => {
        try {
          return json ? (JSON.parse(json) as Partial<CheckoutAddress>) : null;
        } catch {
          return null;
        }
      })
      .find((a) => a?.firstName && a.lastName);
    return {
      orderNumber: order.orderNumber,
      email: order.contactEmail,
      firstName: named?.firstName ?? "",
      lastName: named?.lastName ?? "",
    };
  }

  private scope(shopper: Shopper, session: RequestSession): repo.OrderScope {
    return { userId: shopper.userId, tenant: shopper.tenant, accountId: isApprover(session) ? shopper.accountId : null };
  }

  async list(shopper: Shopper, session: RequestSession, page: number, pageSize: number): Promise<OrderPage> {
    const scope = this.scope(shopper, session);
    const [total, rows] = await Promise.all([
      repo.countOrders(this.db, scope),
      repo.listOrders(this.db, scope, pageSize, (page - 1) * pageSize),
    ]);
    // how far each order's stores are with its pickups (decision 079)
    const pickups = await ordersPickupsOf(
      this.db,
      rows.map((r) => Number(r.id)),
    );
    return {
      orders: rows.map((r) => ({
        orderNumber: r.orderNumber,
        status: r.status as OrderStatus,
        placedAt: r.placedAt,
        totalCents: Number(r.totalCents),
        itemCount: Number(r.itemCount ?? 0),
        pickups: pickups.get(Number(r.id)) ?? [],
      })),
      page,
      pageSize,
      totalOrders: total,
    };
  }

  async get(shopper: Shopper, session: RequestSession, orderNumber: string): Promise<OrderView> {
    const order = await repo.findScopedOrder(this.db, this.scope(shopper, session), orderNumber);
    if (!order) throw new AppError(404, "ORDER_NOT_FOUND", ORDER_NOT_FOUND);
    const lines = await repo.listOrderLines(this.db, order.id);
    const store = order.pickupStoreNumber ? await repo.findStore(this.db, order.pickupStoreNumber) : undefined;
    // where each line is picked up (decision 030); an older pickup order's lines at the order's store
    const lineStores = new Map<string, PickupStoreView | null>();
    for (const l of lines) {
      const number = l.deliveryType === "ISP" || l.deliveryType === "STS" ? l.pickupStoreNumber : null;
      if (number && !lineStores.has(number))
        lineStores.set(number, ((await repo.findStore(this.db, number)) as PickupStoreView) ?? null);
    }
    const lineDelivery = (l: (typeof lines)[number]) => {
      if ((l.deliveryType === "ISP" || l.deliveryType === "STS") && l.pickupStoreNumber) {
        return { deliveryType: l.deliveryType, pickupStore: lineStores.get(l.pickupStoreNumber) ?? null } as const;
      }
      return order.deliveryMethod === "PICKUP"
        ? ({ deliveryType: "ISP", pickupStore: (store as PickupStoreView | undefined) ?? null } as const)
        : ({ deliveryType: "STA", pickupStore: null } as const);
    };
    // Bought gift cards (numbers and PINs) are for the buyer alone, not an approver of the account (decision 023).
    const giftCards = order.userId === shopper.userId ? await boughtGiftCards(this.db, this.gateway, order) : [];
    const pickups = await orderPickupsOf(this.db, order.id);
    return {
      orderNumber: order.orderNumber,
      status: order.status as OrderStatus,
      placedAt: order.placedAt,
      tenant: order.tenant === "advantage" ? "advantage" : "dotcom",
      lines: lines.map((l) => ({
        itemId: l.itemId ?? l.productItemId,
        name: l.name ?? l.productName,
        itemUrl: l.itemUrl ? `/${l.itemUrl}` : null,
        qty: Number(l.qty),
        unitPriceCents: Number(l.unitPriceCents),
        lineTotalCents: Number(l.qty) * Number(l.unitPriceCents),
        ...lineDelivery(l),
      })),
      summary: {
        subtotalCents: Number(order.subtotalCents),
        couponsTotalCents: Number(order.couponsTotalCents ?? 0),
        membershipSavingsCents: Number(order.membershipSavingsCents ?? 0),
        shipFeeCents: Number(order.shipFeeCents ?? 0),
        handlingFeeCents: Number(order.handlingFeeCents ?? 0),
        taxCents: Number(order.taxCents ?? 0),
        totalCents: Number(order.totalCents),
      },
      couponCodes: order.couponCodes ? (JSON.parse(order.couponCodes) as string[]) : [],
      deliveryMethod: order.deliveryMethod === "PICKUP" ? "PICKUP" : "DELIVERY",
      pickupStore: (store as PickupStoreView | undefined) ?? null,
      pickups,
      shippingAddress: order.shippingAddress ? (JSON.parse(order.shippingAddress) as CheckoutAddress) : null,
      pickupPerson: order.pickupPerson ? (JSON.parse(order.pickupPerson) as CheckoutAddress) : null,
      payment: order.paymentType
        ? {
            paymentType: order.paymentType as PaymentType,
            brand: order.cardBrand ?? null,
            last4: order.cardLast4 ?? null,
            purchaseOrderNumber: order.purchaseOrderNumber ?? null,
          }
        : null,
      placedBy: [order.buyerFirstName, order.buyerLastName].filter(Boolean).join(" "),
      payments: order.payments ? (JSON.parse(order.payments) as OrderPaymentLineView[]) : undefined,
      rewardsEarnedPoints: Number(order.rewardsEarnedPoints ?? 0),
      rewardsRedeemedPoints: Number(order.rewardsRedeemedPoints ?? 0),
      ...(giftCards.length > 0 ? { giftCards } : {}),
    };
  }

  /**
   * Called inside the approvals transaction when an approver decides an order. A real order
   * waiting for approval is placed (its budget centre's pending becomes spent: both are read from
   * the order, decision 044) or declined (its stock goes back, its centre's pending is released).
   * Returns the card work to do once the transaction has committed.
   */
  async settleApproval(
    trx: Db,
    accountId: number,
    orderNumber: string,
    decision: "ACCEPTED" | "DECLINED",
    approverUserId: number,
  ): Promise<(() => Promise<void>) | null> {
    const order = await repo.findOrderByNumber(trx, orderNumber);
    if (!order || order.accountId !== accountId || order.status !== "PENDING_APPROVAL") return null;
    const changed = await repo.findCartModifying(trx, approverUserId, order.tenant, orderNumber);
    let totalCents = Number(order.totalCents);
    if (changed && decision === "ACCEPTED") totalCents = await this.applyChangedCart(trx, order, changed);
    else if (changed) await cartRows.touchCart(trx, changed.id, { modifyingOrderNumber: null }, this.clock().toISOString());
    const to = decision === "ACCEPTED" ? "PLACED" : "DECLINED";
    if (!(await repo.setOrderStatus(trx, order.id, "PENDING_APPROVAL", to))) return null;
    if (decision === "ACCEPTED") {
      // An approved order's e-gift cards are issued now (decision 023).
      await issueBoughtGiftCards(trx, this.gateway, order);
      // now that it is placed its stores start preparing what is picked up there (decision 079)
      const lines = await repo.listOrderLines(trx, order.id);
      const units = lines.map((l) => ({
        deliveryType: l.deliveryType ?? (order.pickupStoreNumber ? "ISP" : "STA"),
        pickupStoreNumber: l.pickupStoreNumber ?? order.pickupStoreNumber ?? null,
      }));
      const at = this.clock().toISOString();
      await openStorePickups(trx, order.id, units, at);
      await postMessages(trx, pickupPreparing(Number(order.userId), orderNumber, units), at);
    } else {
      const lines = await repo.listOrderLines(trx, order.id);
      for (const line of lines) await returnLineStock(trx, order, line);
    }
    const authorisationId = order.authorisationId;
    if (!authorisationId) return null;
    return async () => {
      try {
        if (decision === "ACCEPTED") await this.gateway.capture(authorisationId, totalCents);
        else await this.gateway.void(authorisationId);
      } catch (error) {
        this.log.error({ err: error, orderNumber }, "capture or void after an approval decision failed");
      }
    };
  }
}

import {
  type CheckoutAddress,
  DEFAULT_STORE,
  LINE_DELIVERY_MESSAGES,
  type MarkedPickupReady,
  type OrderPickupView,
  PICKUP_ALREADY_READY,
  PICKUP_ORDER_NOT_FOUND,
  STORE_PICKUPS_SIGN_IN,
  STORE_PICKUPS_STAFF_ONLY,
  type StorePickupList,
  type StorePickupOrder,
  fillMessageTemplate,
  normalizeStoreNumber,
  pickupStoresOf,
} from "@quire/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import type { Mailer } from "../mail";
import { postMessages } from "../messages";
import type { RequestSession } from "../session";
import type { StoreService } from "../stores";
import * as repo from "./store-pickups.repository";

// In-store pickups (decision 079). Placing an order (or approving one) starts its stores preparing
// its pick-up-in-store lines (openStorePickups, in the order's transaction); store staff list what
// waits at a store and mark an order ready, which is when the shopper's PICKUP_READY message is
// written and the e-mail checkout promised ("We'll email you when your order is ready to pick up")
// is sent. Staff are the customer service reps (user type CSR); anyone else signed in is 403.

/** the staff's list: the orders waiting longest, at most this many */
const WAITING_SHOWN = 100;
const ORDER_NUMBER = /^\d{1,20}$/;

function staffId(session: RequestSession): number {
  if (session.userId === null) throw new AppError(401, "UNAUTHORIZED", STORE_PICKUPS_SIGN_IN);
  if (session.token.userType !== "CSR") throw new AppError(403, "FORBIDDEN", STORE_PICKUPS_STAFF_ONLY);
  return session.userId;
}

function invalidStore(value: string): AppError {
  const shown = value.slice(0, 12);
  return new AppError(400, "INVALID_STORE_NUMBER", LINE_DELIVERY_MESSAGES.invalidStore(shown));
}

function notFound(orderNumber: string, storeNumber: string): AppError {
  return new AppError(404, "PICKUP_NOT_FOUND", fillMessageTemplate(PICKUP_ORDER_NOT_FOUND, { orderNumber, storeNumber }));
}

/** Who collects: the pickup person checkout kept (name, phone as (xxx) xxx-xxxx digits, e-mail). */
function personOf(snapshot: string | null): StorePickupOrder["pickupPerson"] {
  if (!snapshot) return null;
  try {
    const a = JSON.parse(snapshot) as Partial<CheckoutAddress>;
    const name = [a.firstName, a.lastName].filter(Boolean).join(" ");
    return { name, phone: a.phones?.[0]?.number ?? null, email: a.email ?? null };
  } catch {
    // an unreadable snapshot names no one: staff ask for the order number
    return null;
  }
}

/** The stores' part of placing an order: each store that has pick-up-in-store lines starts preparing them. */
export async function openStorePickups(
  trx: Db,
  orderId: number,
  units: readonly { deliveryType: string; pickupStoreNumber: string | null }[],
  at: string,
): Promise<void> {
  await repo.openPickups(
    trx,
    pickupStoresOf(units).map((storeNumber) => ({ orderId, storeNumber })),
    at,
  );
}

/** An order's pickups as its shopper sees them, by store number. */
export async function orderPickupsOf(db: Db, orderId: number): Promise<OrderPickupView[]> {
  return (await ordersPickupsOf(db, [orderId])).get(orderId) ?? [];
}

/** Several orders' pickups (one query), by order id. */
export async function ordersPickupsOf(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderPickupView[]>> {
  const byOrder = new Map<number, OrderPickupView[]>();
  for (const row of await repo.pickupsOf(db, orderIds)) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ storeNumber: row.storeNumber, status: row.readyAt ? "READY" : "PREPARING", readyAt: row.readyAt });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

export class StorePickupsService {
  constructor(
    private readonly db: Db,
    private readonly stores: StoreService,
    private readonly mailer: Mailer | null = null,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async storeOf(asked: string): Promise<{ storeNumber: string; name: string }> {
    const storeNumber = normalizeStoreNumber(asked);
    const store = storeNumber ? await this.stores.find(storeNumber) : null;
    if (!storeNumber || !store) throw invalidStore(asked);
    return { storeNumber, name: store.name };
  }

  /** The placed orders a store still prepares for pickup, the longest waiting first (staff only). */
  async list(session: RequestSession, rawStore: string | null): Promise<StorePickupList> {
    staffId(session);
    // no store asked for: Natick's, the demo store's pickup store
    const store = await this.storeOf(rawStore === null || rawStore.trim() === "" ? DEFAULT_STORE.storeNumber : rawStore);
    const waiting = await repo.waitingAt(this.db, store.storeNumber, WAITING_SHOWN);
    const lines = await repo.linesAt(
      this.db,
      store.storeNumber,
      waiting.map((w) => w.orderId),
    );
    return {
      store,
      orders: waiting.map((w) => ({
        orderNumber: w.orderNumber,
        placedAt: w.placedAt,
        waitingSince: w.waitingSince,
        pickupPerson: personOf(w.pickupPerson),
        items: lines.filter((l) => l.orderId === w.orderId).map(({ itemId, name, qty }) => ({ itemId, name, qty })),
      })),
    };
  }

  /**
   * Staff mark an order's pickup at their store ready: its status is READY and the shopper's
   * PICKUP_READY message is written in the same transaction. An order with nothing waiting at the
   * store is 404; one already marked 409, and neither changes anything.
   */
  async markReady(
    session: RequestSession,
    rawStore: string,
    orderNumber: string,
    log: FastifyBaseLogger,
  ): Promise<MarkedPickupReady> {
    const byUserId = staffId(session);
    const store = await this.storeOf(rawStore);
    const { storeNumber } = store;
    if (!ORDER_NUMBER.test(orderNumber)) throw notFound(orderNumber.slice(0, 20), storeNumber);
    const readyAt = this.clock().toISOString();
    const { marked, pickup } = await this.db.transaction().execute(async (trx) => {
      const pickup = await repo.findPickup(trx, orderNumber, storeNumber);
      if (!pickup) throw notFound(orderNumber, storeNumber);
      const already = () =>
        new AppError(409, "PICKUP_ALREADY_READY", fillMessageTemplate(PICKUP_ALREADY_READY, { orderNumber, storeNumber }));
      if (pickup.readyAt !== null) throw already();
      // two staff pressing at once: the second finds it marked
      if (!(await repo.markReady(trx, pickup.orderId, storeNumber, readyAt, byUserId))) throw already();
      // a guest has no message centre (decision 073): their order look-up shows it ready
      if (pickup.contactEmail === null) {
        await postMessages(trx, [{ userId: pickup.userId, kind: "PICKUP_READY", orderNumber, storeNumber }], readyAt);
      }
      return { marked: { orderNumber, storeNumber, status: "READY" as const, readyAt }, pickup };
    });
    await this.mailReady(pickup, orderNumber, store, log);
    return marked;
  }

  /** The e-mail that the order is ready: to the address a guest typed, else the account's. A failure is logged; the mark stands. */
  private async mailReady(
    pickup: repo.PickupRow,
    orderNumber: string,
    store: { storeNumber: string; name: string },
    log: FastifyBaseLogger,
  ): Promise<void> {
    const to = pickup.contactEmail ?? pickup.email;
    // a guest-checkout record's own address is a placeholder that receives nothing
    if (!this.mailer || !to || to.endsWith("@guest.invalid")) return;
    try {
      await this.mailer.send({
        tenant: pickup.tenant,
        to,
        subject: `Your Quire order ${orderNumber} is ready for pickup`,
        text: [
          pickup.contactEmail === null && pickup.firstName ? `Hi ${pickup.firstName},` : "Hello,",
          "",
          `Your order ${orderNumber} is ready for pickup at ${store.name} (store ${store.storeNumber}).`,
          "Bring your order number and a photo ID.",
        ].join("\n"),
        link: `/orders/lookup?orderNumber=${orderNumber}`,
      });
    } catch (error) {
      log.error({ err: error, orderNumber }, "pickup ready mail failed; the order stays ready");
    }
  }
}

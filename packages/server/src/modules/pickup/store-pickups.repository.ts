import type { Db } from "../../db/database";

// The in-store pickups stores prepare (decision 079): one row per order and store, written when
// the order is placed or approved and marked when staff say it is ready. Every function takes the
// database or an open transaction.

export interface PickupStart {
  orderId: number;
  storeNumber: string;
}

/** The stores start preparing an order's pickups (each order and store once). */
export async function openPickups(db: Db, pickups: readonly PickupStart[], at: string): Promise<void> {
  if (pickups.length === 0) return;
  await db
    .insertInto("orderPickups")
    .values(
      pickups.map((p) => ({ orderId: p.orderId, storeNumber: p.storeNumber, createdAt: at, readyAt: null, readyByUserId: null })),
    )
    .onConflict((oc) => oc.columns(["orderId", "storeNumber"]).doNothing())
    .execute();
}

export interface WaitingPickupRow {
  orderId: number;
  orderNumber: string;
  placedAt: string;
  waitingSince: string;
  pickupPerson: string | null;
}

/** A placed order's pickups a store still prepares, the longest waiting first. */
export async function waitingAt(db: Db, storeNumber: string, limit: number): Promise<WaitingPickupRow[]> {
  const rows = await db
    .selectFrom("orderPickups as p")
    .innerJoin("orders as o", "o.id", "p.orderId")
    .select(["o.id as orderId", "o.orderNumber", "o.placedAt", "p.createdAt as waitingSince", "o.pickupPerson"])
    .where("p.storeNumber", "=", storeNumber)
    .where("p.readyAt", "is", null)
    .where("o.status", "=", "PLACED")
    .orderBy("p.createdAt")
    .orderBy("o.orderNumber")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, orderId: Number(r.orderId), pickupPerson: r.pickupPerson ?? null }));
}

export interface PickupLineRow {
  orderId: number;
  itemId: string;
  name: string;
  qty: number;
}

/** The lines of these orders picked up at the store, by name. */
export async function linesAt(db: Db, storeNumber: string, orderIds: readonly number[]): Promise<PickupLineRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom("orderLines as l")
    .innerJoin("products as pr", "pr.id", "l.productId")
    .select(["l.orderId", "l.itemId", "pr.itemId as productItemId", "l.name", "pr.name as productName", "l.qty"])
    .where("l.orderId", "in", [...orderIds])
    .where("l.deliveryType", "=", "ISP")
    .where("l.pickupStoreNumber", "=", storeNumber)
    .orderBy("l.orderId")
    .orderBy("pr.name")
    .execute();
  return rows.map((r) => ({
    orderId: Number(r.orderId),
    itemId: r.itemId || r.productItemId,
    name: r.name || r.productName,
    qty: Number(r.qty),
  }));
}

export interface PickupRow {
  orderId: number;
  userId: number;
  tenant: string;
  /** a guest's order is addressed to this e-mail; null: an account's order */
  contactEmail: string | null;
  /** the account's e-mail and first name (a guest's record's e-mail is a placeholder) */
  email: string;
  firstName: string;
  readyAt: string | null;
}

/** An order's pickup at a store, while the order is placed (a declined or waiting order has none to mark). */
export async function findPickup(db: Db, orderNumber: string, storeNumber: string): Promise<PickupRow | undefined> {
  const row = await db
    .selectFrom("orderPickups as p")
    .innerJoin("orders as o", "o.id", "p.orderId")
    .innerJoin("users as u", "u.id", "o.userId")
    .select(["o.id as orderId", "o.userId", "o.tenant", "o.contactEmail", "u.email", "u.firstName", "p.readyAt"])
    .where("o.orderNumber", "=", orderNumber)
    .where("p.storeNumber", "=", storeNumber)
    .where("o.status", "=", "PLACED")
    .executeTakeFirst();
  return row
    ? {
        orderId: Number(row.orderId),
        userId: Number(row.userId),
        tenant: row.tenant,
        contactEmail: row.contactEmail ?? null,
        email: row.email,
        firstName: row.firstName,
        readyAt: row.readyAt,
      }
    : undefined;
}

/** Marks a pickup ready unless it already is: false when another mark came first. */
export async function markReady(db: Db, orderId: number, storeNumber: string, at: string, byUserId: number): Promise<boolean> {
  const result = await db
    .updateTable("orderPickups")
    .set({ readyAt: at, readyByUserId: byUserId })
    .where("orderId", "=", orderId)
    .where("storeNumber", "=", storeNumber)
    .where("readyAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface OrderPickupRow {
  orderId: number;
  storeNumber: string;
  readyAt: string | null;
}

/** Every store's pickup of these orders, by store number. */
export async function pickupsOf(db: Db, orderIds: readonly number[]): Promise<OrderPickupRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom("orderPickups")
    .select(["orderId", "storeNumber", "readyAt"])
    .where("orderId", "in", [...orderIds])
    .orderBy("orderId")
    .orderBy("storeNumber")
    .execute();
  return rows.map((r) => ({ orderId: Number(r.orderId), storeNumber: r.storeNumber, readyAt: r.readyAt }));
}

import type { Db } from "../../db/database";

// Track an order: the order with its number on the tenant, for the e-mail it was placed with.
// Every function takes the db or an open transaction.

export interface TrackedOrderRow {
  id: number;
  orderNumber: string;
  status: string;
  placedAt: string;
  totalCents: number;
  shippingAddress: string | null;
  deliveryMethod: string | null;
}

export async function findOrderByNumberAndEmail(
  db: Db,
  tenant: string,
  orderNumber: string,
  email: string,
): Promise<TrackedOrderRow | undefined> {
  return (
    db
      .selectFrom("orders")
      .innerJoin("users", "users.id", "orders.userId")
      .select([
        "orders.id",
        "orders.orderNumber",
        "orders.status",
        "orders.placedAt",
        "orders.totalCents",
        "orders.shippingAddress",
        "orders.deliveryMethod",
      ])
      .where("orders.tenant", "=", tenant)
      .where("orders.orderNumber", "=", orderNumber)
      // a guest's order is addressed to the e-mail typed at checkout; an account's to the account's
      .where((eb) => eb(eb.fn.coalesce("orders.contactEmail", "users.email"), "=", email))
      .executeTakeFirst() as Promise<TrackedOrderRow | undefined>
  );
}

export async function orderItems(db: Db, orderId: number): Promise<{ name: string; qty: number }[]> {
  const rows = await db
    .selectFrom("orderLines")
    .innerJoin("products", "products.id", "orderLines.productId")
    .select(["orderLines.name as lineName", "products.name as productName", "orderLines.qty"])
    .where("orderLines.orderId", "=", orderId)
    .orderBy("products.name")
    .execute();
  return rows.map((r) => ({ name: r.lineName ?? r.productName, qty: Number(r.qty) }));
}

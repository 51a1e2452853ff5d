import { SPENDING_ORDER_STATUSES } from "@quire/domain";
import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/database";

// Recently purchased SQL (decision 045). Whose orders: one user's, or every order of a business
// account, where an order's account is coalesce(orders.account_id, its user's account) (the demo
// history leaves orders.account_id null). Only orders placed, shipped or delivered count.

export type PurchaseScope = { userId: number; accountId?: number } | { accountId: number };

function scopeSql(scope: PurchaseScope): RawBuilder<unknown> {
  const account = "accountId" in scope && scope.accountId !== undefined ? scope.accountId : null;
  const user = "userId" in scope ? scope.userId : null;
  const parts: RawBuilder<unknown>[] = [sql`o.status in (${sql.join([...SPENDING_ORDER_STATUSES])})`];
  if (user !== null) parts.push(sql`o.user_id = ${user}`);
  if (account !== null) parts.push(sql`coalesce(o.account_id, u.account_id) = ${account}`);
  return sql.join(parts, sql` and `);
}

export interface PurchasedItemRow {
  productId: number;
  itemId: string;
  lastOrderedAt: string;
  orderCount: number;
}

/** The newest `limit` distinct items of the scope's orders, newest first (ties by item id). */
export async function findPurchasedItems(db: Db, scope: PurchaseScope, limit: number): Promise<PurchasedItemRow[]> {
  const result = await sql<{ productId: number | string; itemId: string; lastOrderedAt: string; orderCount: number | string }>`
    select l.product_id, p.item_id, max(o.placed_at) as last_ordered_at, count(distinct o.id) as order_count
    from orders o
    join users u on u.id = o.user_id
    join order_lines l on l.order_id = o.id
    join products p on p.id = l.product_id
    where ${scopeSql(scope)}
    group by l.product_id, p.item_id
    order by max(o.placed_at) desc, p.item_id
    limit ${limit}`.execute(db);
  return result.rows.map((r) => ({
    productId: Number(r.productId),
    itemId: r.itemId,
    lastOrderedAt: r.lastOrderedAt,
    orderCount: Number(r.orderCount),
  }));
}

export interface PurchasedLineRow {
  productId: number;
  orderId: number;
  placedAt: string;
  qty: number;
  name: string;
  buyerFirstName: string;
  buyerLastName: string;
}

/** The scope's order lines of these products placed at or after `sinceIso`, newest order first. */
export async function findPurchasedLines(
  db: Db,
  scope: PurchaseScope,
  productIds: number[],
  sinceIso: string,
): Promise<PurchasedLineRow[]> {
  if (productIds.length === 0) return [];
  const result = await sql<{
    productId: number | string;
    orderId: number | string;
    placedAt: string;
    qty: number | string;
    name: string;
    buyerFirstName: string;
    buyerLastName: string;
  }>`select l.product_id, o.id as order_id, o.placed_at, l.qty, coalesce(l.name, p.name) as name,
      u.first_name as buyer_first_name, u.last_name as buyer_last_name
    from orders o
    join users u on u.id = o.user_id
    join order_lines l on l.order_id = o.id
    join products p on p.id = l.product_id
    where ${scopeSql(scope)} and l.product_id in (${sql.join(productIds)}) and o.placed_at >= ${sinceIso}
    order by o.placed_at desc, o.id desc`.execute(db);
  return result.rows.map((r) => ({
    productId: Number(r.productId),
    orderId: Number(r.orderId),
    placedAt: r.placedAt,
    qty: Number(r.qty),
    name: r.name,
    buyerFirstName: r.buyerFirstName,
    buyerLastName: r.buyerLastName,
  }));
}

/** A user by customer number, with their account (null for a consumer). */
export async function findUserByCustomerNumber(
  db: Db,
  customerNumber: string,
): Promise<{ id: number; accountId: number | null } | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "accountId"])
    .where("customerNumber", "=", customerNumber)
    .executeTakeFirst();
  return row && { id: Number(row.id), accountId: row.accountId === null ? null : Number(row.accountId) };
}

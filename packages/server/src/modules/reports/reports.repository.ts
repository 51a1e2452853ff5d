import { SPENDING_ORDER_STATUSES, type SpendingRow } from "@quire/domain";
import { sql } from "kysely";
import type { Db } from "../../db/database";

// Reports SQL. An order belongs to coalesce(orders.account_id, its user's account) and is charged to
// coalesce(orders.budget_centre_id, its user's budget centre): the demo history leaves those
// columns null, orders placed at checkout fill them (decision 045). Every query is scoped by the
// account id given, and a budget centre only counts when it is that account's.

/**
 * The account's spending since `fromIso`, summed per (month, buyer, budget centre, top-level
 * category): order lines x the unit price paid, of orders placed, shipped or delivered. Categories
 * are two levels deep (top level and its subcategories), so a line's top-level category is its
 * category's parent, or the category itself.
 */
export async function findSpendingRows(db: Db, accountId: number, fromIso: string): Promise<SpendingRow[]> {
  const result = await sql<{
    month: string;
    buyerId: string;
    firstName: string;
    lastName: string;
    budgetCentreId: number | string | null;
    budgetCentreName: string | null;
    categoryId: number | string;
    categoryName: string;
    cents: number | string;
  }>`select substr(o.placed_at, 1, 7) as month, u.customer_number as buyer_id, u.first_name, u.last_name,
      bc.id as budget_centre_id, bc.name as budget_centre_name,
      coalesce(top.id, c.id) as category_id, coalesce(top.name, c.name) as category_name,
      sum(l.qty * l.unit_price_cents) as cents
    from orders o
    join users u on u.id = o.user_id
    join order_lines l on l.order_id = o.id
    join products p on p.id = l.product_id
    join categories c on c.id = p.category_id
    left join categories top on top.id = c.parent_id
    left join budget_centres bc on bc.id = coalesce(o.budget_centre_id, u.budget_centre_id) and bc.account_id = ${accountId}
    where coalesce(o.account_id, u.account_id) = ${accountId}
      and o.status in (${sql.join([...SPENDING_ORDER_STATUSES])})
      and o.placed_at >= ${fromIso}
    group by substr(o.placed_at, 1, 7), u.customer_number, u.first_name, u.last_name, bc.id, bc.name,
      coalesce(top.id, c.id), coalesce(top.name, c.name)`.execute(db);
  return result.rows.map((r) => ({
    month: r.month,
    buyerId: r.buyerId,
    buyerName: [r.firstName, r.lastName].filter(Boolean).join(" "),
    budgetCentreId: r.budgetCentreId === null ? null : String(r.budgetCentreId),
    budgetCentreName: r.budgetCentreName,
    categoryId: String(r.categoryId),
    categoryName: r.categoryName,
    cents: Number(r.cents),
  }));
}

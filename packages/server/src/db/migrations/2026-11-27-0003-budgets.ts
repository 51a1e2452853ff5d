import { type Kysely, sql } from "kysely";

// Frozen once landed. Budgets (issue 16, decision 044): a budget centre keeps its budget for the
// fiscal year (the calendar year, UTC); what it has spent and what waits for approval are read from
// its orders, so the stored available balance goes. Orders of the business history that carry no
// account or centre take their buyer's; a cart may name the centre its order is charged to.
// Existing centres keep the available balance they showed: their budget becomes that balance plus
// what this year's orders spent or hold.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("budget_centres")
    .addColumn("budget_cents", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("carts").addColumn("budget_centre_id", "integer").execute();

  await sql`update orders
    set account_id = (select u.account_id from users u where u.id = orders.user_id)
    where account_id is null and tenant = 'advantage'`.execute(db);
  await sql`update orders
    set budget_centre_id = (select u.budget_centre_id from users u where u.id = orders.user_id)
    where budget_centre_id is null and tenant = 'advantage'`.execute(db);

  const yearStart = `${new Date().getUTCFullYear()}-01-01T00:00:00.000Z`;
  await sql`update budget_centres
    set budget_cents = available_balance_cents + coalesce((
      select sum(o.total_cents) from orders o
      where o.budget_centre_id = budget_centres.id and o.account_id = budget_centres.account_id
        and o.placed_at >= ${yearStart} and o.status not in ('DECLINED', 'CANCELLED')
    ), 0)`.execute(db);
  await db.schema.alterTable("budget_centres").dropColumn("available_balance_cents").execute();
  await db.schema.createIndex("orders_budget_centre").on("orders").columns(["budget_centre_id", "placed_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_budget_centre").ifExists().execute();
  await db.schema
    .alterTable("budget_centres")
    .addColumn("available_balance_cents", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update budget_centres set available_balance_cents = budget_cents`.execute(db);
  await db.schema.alterTable("budget_centres").dropColumn("budget_cents").execute();
  await db.schema.alterTable("carts").dropColumn("budget_centre_id").execute();
}

import type { Kysely } from "kysely";

// Frozen once landed. Business buying: each account's price list (decision 042).
// contract_prices: one line per account and product on the account's contract; price_method CONTRACT
// charges contract_price_cents, MPI charges market_price_cents to sessions with the MPI price method.
// coupons.business_eligible: 1 marks a coupon that business carts take (consumer coupons do not apply there).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contract_prices")
    .addColumn("account_id", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("contract_price_cents", "integer", (c) => c.notNull())
    .addColumn("market_price_cents", "integer")
    .addColumn("price_method", "text", (c) => c.notNull().defaultTo("CONTRACT"))
    .addPrimaryKeyConstraint("contract_prices_pk", ["account_id", "product_id"])
    .execute();
  await db.schema
    .alterTable("coupons")
    .addColumn("business_eligible", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("coupons").dropColumn("business_eligible").execute();
  await db.schema.dropTable("contract_prices").ifExists().execute();
}

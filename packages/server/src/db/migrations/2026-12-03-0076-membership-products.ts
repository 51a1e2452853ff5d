import type { Kysely } from "kysely";

// Frozen once landed. Paid memberships sold in the cart (decision 078): a product that is a
// membership names its program (SELECT, PREMIUM), null for every other product; an order keeps what
// its member prices saved beside its coupons, so its parts still add up to its total.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").addColumn("membership_program", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("membership_savings_cents", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("membership_savings_cents").execute();
  await db.schema.alterTable("products").dropColumn("membership_program").execute();
}

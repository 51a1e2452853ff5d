import type { Kysely } from "kysely";

// Frozen once landed. A cart may be a quick-checkout cart (type SPECIAL) carrying the ship-to and
// bill-to its add sent (decision 072): JSON of {shipTo, billTo}, null on a regular cart.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("carts").addColumn("type", "text").execute();
  await db.schema.alterTable("carts").addColumn("special_addresses", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("carts").dropColumn("special_addresses").execute();
  await db.schema.alterTable("carts").dropColumn("type").execute();
}

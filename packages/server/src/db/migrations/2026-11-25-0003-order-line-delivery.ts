import type { Kysely } from "kysely";

// Frozen once landed. Pickup and ship-to-store lines (issue 13, decision 030): each order line
// says how it is delivered (STA ship to me, ISP pick up in store, STS ship to store) and, for
// ISP and STS, at which store. Earlier orders read as shipped, or picked up at the order's store.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("order_lines")
    .addColumn("delivery_type", "varchar(3)", (c) => c.notNull().defaultTo("STA"))
    .execute();
  await db.schema.alterTable("order_lines").addColumn("pickup_store_number", "varchar(10)").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_lines").dropColumn("pickup_store_number").execute();
  await db.schema.alterTable("order_lines").dropColumn("delivery_type").execute();
}

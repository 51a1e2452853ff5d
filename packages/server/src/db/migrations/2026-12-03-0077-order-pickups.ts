import type { Kysely } from "kysely";

// Frozen once landed. In-store pickups a store prepares (decision 079): one row per order and store
// whose pick-up-in-store lines wait there, written when the order is placed (or approved); staff
// mark it ready, which is when the shopper is told.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("order_pickups")
    .addColumn("order_id", "integer", (c) => c.notNull())
    .addColumn("store_number", "text", (c) => c.notNull())
    // ISO time the store started preparing it: the order placed, or approved
    .addColumn("created_at", "text", (c) => c.notNull())
    // null while the store prepares it
    .addColumn("ready_at", "text")
    // users.id of the staff member who marked it ready
    .addColumn("ready_by_user_id", "integer")
    .addPrimaryKeyConstraint("order_pickups_pk", ["order_id", "store_number"])
    .execute();
  await db.schema
    .createIndex("order_pickups_waiting")
    .on("order_pickups")
    .columns(["store_number", "ready_at", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("order_pickups").ifExists().execute();
}

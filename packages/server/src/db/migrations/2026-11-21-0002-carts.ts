import type { Kysely } from "kysely";

// Frozen once landed. Carts, their lines, applied coupons and idempotent replies; portable DDL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("carts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant", "text", (c) => c.notNull())
    // sha-256 of the browser's cart cookie; the cookie, never the cart id, grants access
    .addColumn("owner_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("ctx_token", "text", (c) => c.notNull())
    .addColumn("ship_to_zip", "text", (c) => c.notNull())
    .addColumn("store_number", "text")
    .addColumn("proceed_checkout", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("buy_now", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("cart_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("cart_id", "text", (c) => c.notNull())
    // item|delivery|store while active, so one active line per item and fulfilment; "deleted:<id>" after removal
    .addColumn("line_key", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("delivery_type", "text", (c) => c.notNull())
    .addColumn("pickup_store_number", "text")
    .addColumn("messages", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("cart_items_line", ["cart_id", "line_key"])
    .execute();

  await db.schema
    .createTable("cart_coupons")
    .addColumn("cart_id", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("cart_coupons_pk", ["cart_id", "code"])
    .execute();

  await db.schema
    .createTable("idempotent_replies")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("status_code", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotent_replies_pk", ["scope", "idempotency_key"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["idempotent_replies", "cart_coupons", "cart_items", "carts"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

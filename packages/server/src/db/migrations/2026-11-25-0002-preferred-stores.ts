import type { Kysely } from "kysely";

// Frozen once landed. A signed-in shopper's preferred store (spec section 7,
// POST /gus/api/usr/c/address?type=preferred_store; decision 029): one row per user, the store and
// the address the call sent. At sign-in it becomes the browser's YourStore cookie.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("preferred_stores")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("store_number", "text", (c) => c.notNull())
    .addColumn("address1", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("preferred_stores").ifExists().execute();
}

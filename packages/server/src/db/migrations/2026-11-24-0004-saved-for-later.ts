import type { Kysely } from "kysely";

// Frozen once landed. Saved for later (decision 024): items a shopper set aside from the cart.
// They belong to whoever owns the cart, not to the cart row itself (placing an order deletes the
// cart, the saved items stay): owner_key is the guest cookie's hash for a guest, or
// "user:<tenant>:<userId>" for an account. One row per owner and item (saving it again adds up).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("saved_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_key", "text", (c) => c.notNull())
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("saved_items_owner_item", ["owner_key", "item_id"])
    .execute();
  await db.schema.createIndex("saved_items_owner_created").on("saved_items").columns(["owner_key", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("saved_items").execute();
}

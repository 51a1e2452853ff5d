import type { Kysely } from "kysely";

// Frozen once landed. Free items and furniture assembly (decision 026).
// - free_item_offers: a free product given when the cart qualifies: by an item in it (ITEM), a
//   category (CATEGORY, the line's category or its parent) or a subtotal (SUBTOTAL, cents).
// - cart_free_items: the offers a cart has claimed; a removed claim, or one the cart no longer
//   qualifies for, stays with status DELETED (one row per cart and offer, taken up again when claimed).
// - cart_items.furn_svc_info: a furniture line's assembly, JSON {"BASC":{"qty":n},"CUST":{"qty":n}}.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("free_item_offers")
    .addColumn("offer_id", "text", (c) => c.primaryKey())
    // ITEM | CATEGORY | SUBTOTAL
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("qualifying_item_id", "text")
    .addColumn("qualifying_category_slug", "text")
    .addColumn("min_subtotal_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("free_product_id", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("cart_free_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("cart_id", "text", (c) => c.notNull())
    .addColumn("offer_id", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    // ACTIVE | DELETED
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cart_free_items_offer").on("cart_free_items").columns(["cart_id", "offer_id"]).unique().execute();

  await db.schema.alterTable("cart_items").addColumn("furn_svc_info", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("cart_items").dropColumn("furn_svc_info").execute();
  await db.schema.dropTable("cart_free_items").ifExists().execute();
  await db.schema.dropTable("free_item_offers").ifExists().execute();
}

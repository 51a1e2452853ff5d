import type { Kysely } from "kysely";

// Frozen once landed. The recommendation engine (issue 17, decision 049): anonymous historical
// baskets the engine learns from (never the real orders table, so no shopper's history or report
// changes), the co-purchase counts learned from them and from every placed order, each item's
// order count and decayed popularity, the product views of each shopper, and the first-party
// sponsored products and marketing offers behind getCriteoData and getAdobeMBoxData.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rec_order_history")
    .addColumn("basket_id", "integer", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    // the item's place in the basket, from 1: evaluation holds out each basket's last item
    .addColumn("position", "integer", (c) => c.notNull())
    // ISO time the basket was bought; baskets are split by it for evaluation
    .addColumn("ordered_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("rec_order_history_pk", ["basket_id", "item_id"])
    .execute();
  // one row per ordered pair in both directions: item_a's neighbours are one index range
  await db.schema
    .createTable("rec_item_pairs")
    .addColumn("item_a", "text", (c) => c.notNull())
    .addColumn("item_b", "text", (c) => c.notNull())
    // baskets holding both items
    .addColumn("weight", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rec_item_pairs_pk", ["item_a", "item_b"])
    .execute();
  await db.schema
    .createTable("rec_item_stats")
    .addColumn("item_id", "text", (c) => c.primaryKey())
    // baskets holding the item
    .addColumn("orders", "integer", (c) => c.notNull())
    // popularity as of the epoch of decision 049: sum of 2^((event time - epoch) / half-life) per event
    .addColumn("trend_score", "double precision", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rec_item_stats_trend").on("rec_item_stats").column("trend_score").execute();
  await db.schema
    .createTable("product_views")
    .addColumn("id", "text", (c) => c.primaryKey())
    // "u:<users.id>" for a signed-in shopper, "g:<sha-256 of the guest cart cookie>" for a guest
    .addColumn("shopper_key", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("viewed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("product_views_shopper_time").on("product_views").columns(["shopper_key", "viewed_at"]).execute();
  await db.schema
    .createTable("sponsored_products")
    .addColumn("id", "text", (c) => c.primaryKey())
    // the placement (mboxName) it is shown in; "*" for every placement
    .addColumn("mbox_name", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("campaign", "text", (c) => c.notNull())
    .addColumn("rank", "integer", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("marketing_offers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("mbox_name", "text", (c) => c.notNull())
    // space-separated CSS classes the page gives the offer
    .addColumn("classes", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("rank", "integer", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "marketing_offers",
    "sponsored_products",
    "product_views",
    "rec_item_stats",
    "rec_item_pairs",
    "rec_order_history",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

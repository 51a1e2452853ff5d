import type { Kysely } from "kysely";

// Frozen once landed. Product specifications and shopper-written reviews (issue 15; decision 038).
// attributes: a JSON object of label -> value the demo generator writes (dimensions, colour, ...).
// product_reviews: reviews written on the storefront, one per user and product.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").addColumn("attributes", "text").execute();

  await db.schema
    .createTable("product_reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("product_reviews_product_user", ["product_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("product_reviews_product_created")
    .on("product_reviews")
    .columns(["product_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_reviews").ifExists().execute();
  await db.schema.alterTable("products").dropColumn("attributes").execute();
}

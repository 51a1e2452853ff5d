import type { Kysely } from "kysely";

// Frozen once landed. Lines that belong to another line (decision 025): a protection plan
// (WARRANTY), an add-on (ADDON) or a bundle's companion (BUNDLE) names its parent line; the
// catalogue says which add-ons go with which items and which items make a bundle.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("cart_items").addColumn("parent_relation_type", "text").execute();
  await db.schema.alterTable("cart_items").addColumn("parent_relation_cart_item_id", "text").execute();
  await db.schema.alterTable("cart_items").addColumn("parent_item_id", "text").execute();
  // JSON array of item ids that must be in the cart for this line (an add-on's items)
  await db.schema.alterTable("cart_items").addColumn("required_item_ids", "text").execute();
  await db.schema.alterTable("cart_items").addColumn("part_bundle_id", "text").execute();

  // an add-on is sold with the item it belongs to (ink with its printer)
  await db.schema
    .createTable("product_addons")
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("addon_product_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_addons_pk", ["product_id", "addon_product_id"])
    .execute();

  await db.schema
    .createTable("product_bundles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("product_bundle_members")
    .addColumn("bundle_id", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    // the first member (position 0) leads: the others are its companions in the cart
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_bundle_members_pk", ["bundle_id", "product_id"])
    .execute();
  await db.schema.createIndex("product_bundle_members_product").on("product_bundle_members").column("product_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_bundle_members").execute();
  await db.schema.dropTable("product_bundles").execute();
  await db.schema.dropTable("product_addons").execute();
  for (const column of [
    "part_bundle_id",
    "required_item_ids",
    "parent_item_id",
    "parent_relation_cart_item_id",
    "parent_relation_type",
  ]) {
    await db.schema.alterTable("cart_items").dropColumn(column).execute();
  }
}

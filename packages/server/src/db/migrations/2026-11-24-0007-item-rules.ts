import type { Kysely } from "kysely";

// Frozen once landed. Item rules the cart applies (decision 027):
// - item_alternates: what is offered instead of an item: HARD (an add takes the alternate instead),
//   SUGGESTED (shown beside an out-of-stock or discontinued item) or SURCHARGE (a lighter choice for a
//   heavy item; alt_factor units of it replace one unit of the original).
// - heavy_items: items carriers charge a fee per unit to deliver to the carrier-fee ZIP areas.
// - carrier_fee_zip_areas: three-digit ZIP prefixes where that fee applies.
// - item_restrictions: HEALTH_CARE_RESTRICTION, RESTRICTED_ITEM, DELIVERY_COMBINATION_CONSTRAINT_FAILED
//   with the states an item cannot go to (comma-separated) and whether consumers may not buy it.
// - cart_item_swaps: a cart line added in place of the item asked for (altItem.origItemId).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("item_alternates")
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("alternate_product_id", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("alt_factor", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("item_alternates_pk", ["product_id", "alternate_product_id"])
    .execute();

  await db.schema
    .createTable("heavy_items")
    .addColumn("product_id", "integer", (c) => c.primaryKey())
    .addColumn("fee_per_unit_cents", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("carrier_fee_zip_areas")
    .addColumn("zip_prefix", "text", (c) => c.primaryKey())
    .addColumn("state", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("item_restrictions")
    .addColumn("product_id", "integer", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("blocked_states", "text", (c) => c.notNull())
    .addColumn("consumers_blocked", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("item_restrictions_pk", ["product_id", "code"])
    .execute();

  await db.schema
    .createTable("cart_item_swaps")
    .addColumn("cart_item_id", "text", (c) => c.primaryKey())
    .addColumn("orig_item_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["cart_item_swaps", "item_restrictions", "carrier_fee_zip_areas", "heavy_items", "item_alternates"]) {
    await db.schema.dropTable(table).execute();
  }
}

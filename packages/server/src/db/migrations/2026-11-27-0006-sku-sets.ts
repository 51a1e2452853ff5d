import type { Kysely } from "kysely";

// Frozen once landed. SKU sets' swatches (issue 17, decision 048): each member of a SKU set with
// the label its swatch shows and, where the catalogue knows it, the swatch's colour (#rrggbb).
// Several members may share a label (pack sizes of one colour). A store generated before this
// migration gets its sets' rows from the products' own set id and colour.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sku_set_members")
    // "SS" and the first member's item id, as products.sku_set_id holds it
    .addColumn("sku_set_id", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("swatch_label", "text", (c) => c.notNull())
    // #rrggbb; null: the swatch is drawn from its label's colour name
    .addColumn("colour_hex", "text")
    // the order swatches are shown in
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("sku_set_members_pk", ["sku_set_id", "item_id"])
    .execute();
  await db.schema.createIndex("sku_set_members_item").on("sku_set_members").column("item_id").execute();
  await db
    .insertInto("sku_set_members")
    .columns(["sku_set_id", "item_id", "swatch_label", "position"])
    .expression(
      db
        .selectFrom("products")
        .select(["sku_set_id", "item_id", "color", "id"])
        .where("sku_set_id", "is not", null)
        .where("color", "is not", null),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sku_set_members").ifExists().execute();
}

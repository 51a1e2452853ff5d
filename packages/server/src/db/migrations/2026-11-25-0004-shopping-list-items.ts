import { type Kysely, sql } from "kysely";

// Frozen once landed. Shopping lists' items, favourites and read-only flag (issue 14; decisions
// 032 and 033). A favourite is a mark per user and list, not an access level: the rows of earlier
// data with access_level FAVORITE become PERSONAL lists marked favourite by their owner.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("shopping_lists")
    .addColumn("read_only", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("shopping_list_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("list_id", "text", (c) => c.notNull().references("shopping_lists.id").onDelete("cascade"))
    // the catalogue's item id (products.item_id): a line outlives the product being sold
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("qty", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("shopping_list_items_list_item", ["list_id", "item_id"])
    .execute();
  await db.schema
    .createIndex("shopping_list_items_list_created")
    .on("shopping_list_items")
    .columns(["list_id", "created_at"])
    .execute();

  await db.schema
    .createTable("shopping_list_favorites")
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("list_id", "text", (c) => c.notNull().references("shopping_lists.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("shopping_list_favorites_pk", ["user_id", "list_id"])
    .execute();
  await db.schema.createIndex("shopping_list_favorites_list").on("shopping_list_favorites").column("list_id").execute();

  // The lists a user sees: their own (by owner and level), and their account's shared and global ones.
  await db.schema.createIndex("shopping_lists_user_level").on("shopping_lists").columns(["user_id", "access_level"]).execute();

  await sql`insert into shopping_list_favorites (user_id, list_id, created_at)
    select user_id, id, updated_at from shopping_lists where access_level = 'FAVORITE'`.execute(db);
  await sql`update shopping_lists set access_level = 'PERSONAL' where access_level = 'FAVORITE'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shopping_list_favorites").ifExists().execute();
  await db.schema.dropTable("shopping_list_items").ifExists().execute();
  await db.schema.dropIndex("shopping_lists_user_level").ifExists().execute();
  await db.schema.alterTable("shopping_lists").dropColumn("read_only").execute();
}

import type { Kysely } from "kysely";

// Frozen once landed. The message centre (decision 073): a message says what kind it is (an order
// placed, an approval asked for or decided, an order ready for pickup, or a notice with words of
// its own) and which order it is about; the centre lists a shopper's messages newest first.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("user_messages")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("NOTICE"))
    .execute();
  await db.schema.alterTable("user_messages").addColumn("order_number", "text").execute();
  // the words' values as JSON ({"orderNumber": ..., "storeNumber": ...}), so a page can say them in its language
  await db.schema.alterTable("user_messages").addColumn("word_values", "text").execute();
  await db.schema.createIndex("user_messages_user_created").on("user_messages").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("user_messages_user_created").execute();
  await db.schema.alterTable("user_messages").dropColumn("word_values").execute();
  await db.schema.alterTable("user_messages").dropColumn("order_number").execute();
  await db.schema.alterTable("user_messages").dropColumn("kind").execute();
}

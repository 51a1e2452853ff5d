import type { Kysely } from "kysely";

// Frozen once landed. Chat with customer service (decision 074): a signed-in shopper's one
// conversation (its messages keyed by the shopper's users.id) and the reps' answers in it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("chat_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    // users.id of the shopper whose conversation this is
    .addColumn("shopper_user_id", "integer", (c) => c.notNull())
    .addColumn("tenant", "text", (c) => c.notNull())
    // SHOPPER | CSR
    .addColumn("author", "text", (c) => c.notNull())
    // users.id of who wrote it: the shopper, or the rep who answered
    .addColumn("author_user_id", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    // ISO time with milliseconds; with id, the conversation's order
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("chat_messages_conversation")
    .on("chat_messages")
    .columns(["shopper_user_id", "created_at"])
    .execute();
  await db.schema.createIndex("chat_messages_created").on("chat_messages").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("chat_messages").ifExists().execute();
}

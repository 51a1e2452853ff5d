import type { Kysely } from "kysely";

// Frozen once landed. Content pages (help, legal, about...) kept as Markdown per tenant and edited
// by store admins, and the shoppers' feedback messages (issue 15; decision 036).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_pages")
    .addColumn("tenant", "text", (c) => c.notNull())
    // the page's path without its leading slash: "help/shipping", "about"
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    // users.id of the editor; null for the seeded text
    .addColumn("updated_by", "integer")
    .addPrimaryKeyConstraint("content_pages_pk", ["tenant", "slug"])
    .execute();

  await db.schema
    .createTable("feedback_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("user_id", "integer")
    // who sent it, for the flood limit: the client address
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("feedback_messages_client_created")
    .on("feedback_messages")
    .columns(["client_key", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("feedback_messages").ifExists().execute();
  await db.schema.dropTable("content_pages").ifExists().execute();
}

import type { Kysely } from "kysely";

// Frozen once landed. The client error log (cart.md section 7, POST /cc/api/log; decision 028):
// errors the pages caught, kept first-party. The texts are scrubbed of card numbers and security
// codes before they are written; client_key is a hash of the sender's address, never the address.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("client_error_logs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("page_url", "text")
    .addColumn("user_agent", "text")
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("msg", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("info", "text")
    .execute();
  await db.schema.createIndex("client_error_logs_created").on("client_error_logs").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("client_error_logs").ifExists().execute();
}

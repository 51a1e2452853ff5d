import type { Kysely } from "kysely";

// Frozen once landed. The account area and password reset (issue 15, decision 037): a phone on the
// profile; a moment before which the user's sessions no longer open (a changed or reset password
// ends the other sessions whatever store holds them); reset tokens kept only as their sha-256; and
// the development mail outbox, where the built-in mailer puts what it sends.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("phone", "text").execute();
  await db.schema.alterTable("users").addColumn("sessions_not_before", "text").execute();
  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("password_reset_tokens_user").on("password_reset_tokens").column("user_id").execute();
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body_text", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("sent_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mail_outbox_sent").on("mail_outbox").column("sent_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_outbox").ifExists().execute();
  await db.schema.dropTable("password_reset_tokens").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("sessions_not_before").execute();
  await db.schema.alterTable("users").dropColumn("phone").execute();
}

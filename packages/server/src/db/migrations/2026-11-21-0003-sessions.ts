import { type Kysely, sql } from "kysely";

// Frozen once landed. Sign-in sessions, the sign-in attempt log the rate limiter counts, the
// merge report a cart carries after sign-in, and the rewards balances the header shows.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sessions")
    // sha-256 of the cookie value: a leaked table row cannot be replayed as a cookie
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("idle_expires_at", "text", (c) => c.notNull())
    .addColumn("absolute_expires_at", "text", (c) => c.notNull())
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("sign_in_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    // "account:<tenant>:<email>" or "address:<ip>"
    .addColumn("limiter_key", "text", (c) => c.notNull())
    .addColumn("attempted_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_attempts_key")
    .on("sign_in_attempts")
    .columns(["limiter_key", "attempted_at_ms"])
    .execute();

  await db.schema.alterTable("carts").addColumn("merge_report", "text").execute();
  // One account cart per user and tenant: two first adds at once cannot open two carts.
  await db.schema
    .createIndex("carts_user")
    .on("carts")
    .columns(["user_id", "tenant"])
    .unique()
    .where(sql.ref("user_id"), "is not", null)
    .execute();

  await db.schema
    .alterTable("users")
    .addColumn("rewards_points", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("rewards_balance_cents", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("users").addColumn("member_since", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("member_since").execute();
  await db.schema.alterTable("users").dropColumn("rewards_balance_cents").execute();
  await db.schema.alterTable("users").dropColumn("rewards_points").execute();
  await db.schema.dropIndex("carts_user").ifExists().execute();
  await db.schema.alterTable("carts").dropColumn("merge_report").execute();
  await db.schema.dropTable("sign_in_attempts").ifExists().execute();
  await db.schema.dropTable("sessions").ifExists().execute();
}

import type { Kysely } from "kysely";

// Frozen once landed. Sign-in attempts become one counter row per limiter key, raised and read in
// a single statement so parallel requests cannot all pass the check; the server's own secrets
// (the device cookie key) live in the database so every process signs with the same key; and a
// merged guest cart leaves a forwarding record, so adds still in flight at sign-in find the
// account cart instead of opening a cart nobody will see.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_attempts").ifExists().execute();
  await db.schema
    .createTable("sign_in_limits")
    // "account:<tenant>:<email>", "device:<tenant>:<email>:<nonce>", "address:<ip>" or "register:<ip>"
    .addColumn("limiter_key", "text", (c) => c.primaryKey())
    .addColumn("window_started_ms", "bigint", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sign_in_limits_window").on("sign_in_limits").column("window_started_ms").execute();

  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("merged_guest_carts")
    // sha-256 of the guest cart cookie, as carts.owner_token_hash held it
    .addColumn("guest_token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("blocked_category_ids", "text", (c) => c.notNull())
    .addColumn("merged_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("merged_guest_carts_merged_at").on("merged_guest_carts").column("merged_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("merged_guest_carts").ifExists().execute();
  await db.schema.dropTable("server_secrets").ifExists().execute();
  await db.schema.dropTable("sign_in_limits").ifExists().execute();
  await db.schema
    .createTable("sign_in_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("limiter_key", "text", (c) => c.notNull())
    .addColumn("attempted_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_attempts_key")
    .on("sign_in_attempts")
    .columns(["limiter_key", "attempted_at_ms"])
    .execute();
}

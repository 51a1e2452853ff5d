import type { Kysely } from "kysely";

// Frozen once landed. The rewards program's own records:
// - loyalty_offers: the offers a member was given for a month (one per code and month), when they
//   activated each and when its reward was paid (at activation, or by the order named).
// - loyalty_subscriptions: where a shopper wants their offers sent (subscribeUserforOffers), one
//   per user, replaced by the next enrolment.
// - rewards_tier_upgrades: when a member's spend lifted them to a higher tier (what the "new tier"
//   flag reads and the points history shows).
// - users.rewards_number is unique: two members never share a number.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("loyalty_offers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    // the calendar month the offer runs in, "2026-11"
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("offered_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("activated_at", "text")
    .addColumn("fulfilled_at", "text")
    .addColumn("order_number", "text")
    .execute();
  await db.schema
    .createIndex("loyalty_offers_member")
    .on("loyalty_offers")
    .columns(["user_id", "code", "period"])
    .unique()
    .execute();

  await db.schema
    .createTable("loyalty_subscriptions")
    .addColumn("user_id", "integer", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    // JSON array of paths
    .addColumn("landing_pages", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("rewards_tier_upgrades")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("from_tier", "text", (c) => c.notNull())
    .addColumn("to_tier", "text", (c) => c.notNull())
    .addColumn("reached_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rewards_tier_upgrades_user")
    .on("rewards_tier_upgrades")
    .columns(["user_id", "reached_at"])
    .execute();

  await db.schema.createIndex("users_rewards_number").on("users").column("rewards_number").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("users_rewards_number").ifExists().execute();
  await db.schema.dropTable("rewards_tier_upgrades").ifExists().execute();
  await db.schema.dropTable("loyalty_subscriptions").ifExists().execute();
  await db.schema.dropTable("loyalty_offers").ifExists().execute();
}

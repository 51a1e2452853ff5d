import type { Kysely } from "kysely";

// Frozen once landed. The wallet at checkout: more than one method of payment per order.
// - checkout_payments: what is applied to a cart's checkout besides its primary payment: gift and
//   prepaid cards (the gateway's card reference, a fingerprint of the number so the same card is not
//   applied twice, the last four and the balance the gateway reported; never the number or the PIN),
//   Easy Rewards points and Amex Membership Rewards points (the points and their value).
// - checkouts: the primary payment may also be a wallet (PAYPAL, KLARNA, APPLE_PAY): card_token then
//   holds the wallet's approval nonce, wallet_email the payer the wallet named.
// - orders: every payment of the order with its amount (JSON), and the rewards points it earned
//   and redeemed.
// - rewards_activity: a rewards member's points history (earned by orders, redeemed at checkout,
//   offers, enrolment).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("checkout_payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("cart_id", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull())
    // GIFT_CARD | PREPAID_CARD | EASY_REWARDS | AMEX_POINTS
    .addColumn("kind", "text", (c) => c.notNull())
    // the gateway's reference of a stored-value card, or of the Amex card whose points are used
    .addColumn("reference", "text")
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("last4", "text")
    // what the gateway (or the rewards balance) said is available when it was applied
    .addColumn("balance_cents", "integer", (c) => c.notNull())
    // what the shopper asked to apply (rewards and points); null: as much as the order needs
    .addColumn("requested_cents", "integer")
    .addColumn("points", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("checkout_payments_card")
    .on("checkout_payments")
    .columns(["cart_id", "fingerprint"])
    .unique()
    .execute();

  await db.schema.alterTable("checkouts").addColumn("wallet_email", "text").execute();

  await db.schema.alterTable("orders").addColumn("payments", "text").execute();
  for (const name of ["rewards_earned_points", "rewards_redeemed_points"]) {
    await db.schema
      .alterTable("orders")
      .addColumn(name, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }

  await db.schema
    .createTable("rewards_activity")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull())
    // EARNED | REDEEMED | RETURNED | OFFER | ENROLLED
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("order_number", "text")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rewards_activity_user").on("rewards_activity").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rewards_activity").ifExists().execute();
  for (const name of ["payments", "rewards_earned_points", "rewards_redeemed_points"]) {
    await db.schema.alterTable("orders").dropColumn(name).execute();
  }
  await db.schema.alterTable("checkouts").dropColumn("wallet_email").execute();
  await db.schema.dropTable("checkout_payments").ifExists().execute();
}

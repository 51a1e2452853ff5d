import type { Kysely } from "kysely";

// Frozen once landed. Checkout: the shopper's addresses, saved cards (a gateway token with brand,
// last four and expiry, never a card number or security code), the checkout choices of a cart,
// and orders placed from a cart. The demo history's orders table gains the columns a placed order
// needs; all are nullable or defaulted so the generated history stays as it is. One order per
// cart is enforced by a unique index on orders.cart_id (NULL for the generated history, and both
// SQLite and PostgreSQL allow many NULLs in a unique index).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("addresses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("tenant", "text", (c) => c.notNull())
    // S shipping, B billing, SB both, ST store pickup person
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("organization_name", "text")
    .addColumn("address1", "text", (c) => c.notNull())
    .addColumn("address2", "text")
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("phone_extension", "text")
    .addColumn("email", "text")
    .addColumn("store_number", "text")
    .addColumn("field1", "text")
    .addColumn("is_default_shipping", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("addresses_user").on("addresses").columns(["user_id", "tenant"]).execute();

  await db.schema
    .createTable("saved_cards")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("gateway_token", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("expiry_month", "integer", (c) => c.notNull())
    .addColumn("expiry_year", "integer", (c) => c.notNull())
    .addColumn("nickname", "text")
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("saved_cards_user").on("saved_cards").columns(["user_id", "tenant"]).execute();

  await db.schema
    .createTable("checkouts")
    .addColumn("cart_id", "text", (c) => c.primaryKey())
    .addColumn("delivery_method", "text", (c) => c.notNull().defaultTo("DELIVERY"))
    .addColumn("delivery_chosen", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pickup_store_number", "text")
    .addColumn("shipping_address_id", "text")
    .addColumn("billing_address_id", "text")
    .addColumn("pickup_address_id", "text")
    // CREDIT_CARD | ON_ACCOUNT
    .addColumn("payment_type", "text")
    .addColumn("card_token", "text")
    .addColumn("card_brand", "text")
    .addColumn("card_last4", "text")
    .addColumn("card_expiry_month", "integer")
    .addColumn("card_expiry_year", "integer")
    .addColumn("saved_card_id", "text")
    .addColumn("purchase_order_number", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Declined card authorisations, one row each, counted per session and per account over a sliding
  // window (the card-testing limit).
  await db.schema
    .createTable("card_declines")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("limiter_key", "text", (c) => c.notNull())
    .addColumn("declined_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("card_declines_key").on("card_declines").columns(["limiter_key", "declined_at_ms"]).execute();

  for (const [name, type] of [
    ["cart_id", "text"],
    ["account_id", "integer"],
    ["budget_centre_id", "integer"],
    ["coupon_codes", "text"],
    ["delivery_method", "text"],
    ["pickup_store_number", "text"],
    ["shipping_address", "text"],
    ["billing_address", "text"],
    ["pickup_person", "text"],
    ["payment_type", "text"],
    ["card_brand", "text"],
    ["card_last4", "text"],
    ["purchase_order_number", "text"],
    ["authorisation_id", "text"],
    ["idempotency_key", "text"],
    ["request_hash", "text"],
    ["approval_reason", "text"],
  ] as const) {
    await db.schema.alterTable("orders").addColumn(name, type).execute();
  }
  for (const name of ["coupons_total_cents", "ship_fee_cents", "handling_fee_cents", "tax_cents"]) {
    await db.schema
      .alterTable("orders")
      .addColumn(name, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.createIndex("orders_cart").on("orders").column("cart_id").unique().execute();
  await db.schema.createIndex("orders_idempotency").on("orders").columns(["user_id", "idempotency_key"]).unique().execute();
  await db.schema.createIndex("orders_account").on("orders").columns(["account_id", "placed_at"]).execute();

  for (const [name, type] of [
    ["item_id", "text"],
    ["name", "text"],
  ] as const) {
    await db.schema.alterTable("order_lines").addColumn(name, type).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_account").ifExists().execute();
  await db.schema.dropIndex("orders_idempotency").ifExists().execute();
  await db.schema.dropIndex("orders_cart").ifExists().execute();
  for (const name of ["item_id", "name"]) await db.schema.alterTable("order_lines").dropColumn(name).execute();
  for (const name of [
    "cart_id",
    "account_id",
    "budget_centre_id",
    "coupon_codes",
    "delivery_method",
    "pickup_store_number",
    "shipping_address",
    "billing_address",
    "pickup_person",
    "payment_type",
    "card_brand",
    "card_last4",
    "purchase_order_number",
    "authorisation_id",
    "idempotency_key",
    "request_hash",
    "approval_reason",
    "coupons_total_cents",
    "ship_fee_cents",
    "handling_fee_cents",
    "tax_cents",
  ]) {
    await db.schema.alterTable("orders").dropColumn(name).execute();
  }
  await db.schema.dropTable("card_declines").ifExists().execute();
  await db.schema.dropTable("checkouts").ifExists().execute();
  await db.schema.dropTable("saved_cards").ifExists().execute();
  await db.schema.dropTable("addresses").ifExists().execute();
}

import type { Kysely } from "kysely";

// Frozen once landed. Gift cards the store sells (decision 023): a product that is a gift card
// carries its delivery id (389 e-delivery, 235 physical; spec storefront.md section 9), null for
// every other product. The store keeps no gift card number or PIN: the gateway issues the card.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").addColumn("gift_card_delivery_id", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("gift_card_delivery_id").execute();
}

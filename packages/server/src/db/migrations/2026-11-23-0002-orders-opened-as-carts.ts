import type { Kysely } from "kysely";

// Frozen once landed. An approver may open an order waiting for approval as their cart, change it,
// and approve it as changed: the cart remembers which order it stands for.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("carts").addColumn("modifying_order_number", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("carts").dropColumn("modifying_order_number").execute();
}

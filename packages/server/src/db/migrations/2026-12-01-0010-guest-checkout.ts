import type { Kysely } from "kysely";

// Frozen once landed. A guest's order is addressed to the e-mail typed at checkout, not to an
// account's e-mail: the confirmation, the order look-up and the offer to create an account use it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("contact_email", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("contact_email").execute();
}

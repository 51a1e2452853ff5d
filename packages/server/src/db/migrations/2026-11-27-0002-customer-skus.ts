import type { Kysely } from "kysely";

// Frozen once landed. Customer SKUs (issue 16, decision 043): a business account's own number for
// an item (the spec's cId), which its buyers may type in a quick order instead of the item number.
// One number names one item within an account; another account may use the same number.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("customer_skus")
    .addColumn("account_id", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.notNull())
    // stored upper-case: a buyer's "nw-paper-01" finds "NW-PAPER-01"
    .addColumn("customer_sku", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("customer_skus_pk", ["account_id", "customer_sku"])
    .addUniqueConstraint("customer_skus_account_product", ["account_id", "product_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("customer_skus").ifExists().execute();
}

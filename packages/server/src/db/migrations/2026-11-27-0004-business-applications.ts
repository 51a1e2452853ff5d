import { type Kysely, sql } from "kysely";

// Frozen once landed. Applications for a business account (issue 16, decision 046): what a consumer
// or a prospect sent from /account/become-customer, and a store administrator's decision. A
// prospect's password waits here only as its argon2 hash, and is cleared once the application is
// decided. One pending application per e-mail address, held by a partial unique index.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("business_applications")
    // the reference the applicant is given: "BA-" and 8 letters or digits
    .addColumn("reference", "text", (c) => c.primaryKey())
    .addColumn("tenant", "text", (c) => c.notNull())
    // PENDING | APPROVED | DECLINED
    .addColumn("status", "text", (c) => c.notNull())
    // CONSUMER | PROSPECT
    .addColumn("applicant_kind", "text", (c) => c.notNull())
    // users.id of a consumer applicant
    .addColumn("applicant_user_id", "integer")
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    // lower case
    .addColumn("email", "text", (c) => c.notNull())
    // 10 digits
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("address1", "text", (c) => c.notNull())
    .addColumn("address2", "text")
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("employees", "text", (c) => c.notNull())
    .addColumn("industry", "text", (c) => c.notNull())
    .addColumn("monthly_spend_cents", "integer", (c) => c.notNull())
    // a prospect's chosen password, argon2id; null for consumers and once decided
    .addColumn("password_hash", "text")
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("decided_at", "text")
    // users.id of the deciding administrator
    .addColumn("decided_by", "integer")
    .addColumn("decline_reason", "text")
    // the business account and its administrator an approval opened
    .addColumn("account_id", "integer")
    .addColumn("account_user_id", "integer")
    .execute();
  await db.schema
    .createIndex("business_applications_one_pending_per_email")
    .on("business_applications")
    .column("email")
    .unique()
    .where(sql.ref("status"), "=", "PENDING")
    .execute();
  await db.schema
    .createIndex("business_applications_status_submitted")
    .on("business_applications")
    .columns(["status", "submitted_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("business_applications").ifExists().execute();
}

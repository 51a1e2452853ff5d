import type { Kysely } from "kysely";

// Frozen once landed. Paid memberships (Select, Premium) are users.membership_program; the people a
// member shares theirs with are kept here, one row per e-mail (lower case) per member.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("membership_beneficiaries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("member_user_id", "integer", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("membership_beneficiaries_member_email", ["member_user_id", "email"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("membership_beneficiaries").ifExists().execute();
}

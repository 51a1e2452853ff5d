import type { Db } from "../../db/database";
import type { MailOutboxTable } from "../../db/schema";

// The development outbox's SQL. Every function takes the db or an open transaction.

export type OutboxRow = MailOutboxTable;

export async function insertMessage(db: Db, row: OutboxRow): Promise<void> {
  await db.insertInto("mailOutbox").values(row).execute();
}

/** newest first */
export async function latestMessages(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.selectFrom("mailOutbox").selectAll().orderBy("sentAt", "desc").orderBy("id", "desc").limit(limit).execute();
}

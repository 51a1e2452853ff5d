import type { Db } from "../../db/database";

// The message centre's SQL (decision 073): a user's messages, newest first, and their read marks.
// Every read and change is scoped to the user it is given, so one shopper never reaches another's.

export interface MessageRow {
  id: string;
  kind: string;
  subject: string;
  body: string;
  orderNumber: string | null;
  wordValues: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface NewMessageRow {
  id: string;
  userId: number;
  kind: string;
  subject: string;
  body: string;
  orderNumber: string | null;
  wordValues: string | null;
  createdAt: string;
}

/** the centre shows a shopper's newest messages, at most this many */
export const MESSAGE_LIST_LIMIT = 100;

export async function listMessages(db: Db, userId: number): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom("userMessages")
    .select(["id", "kind", "subject", "body", "orderNumber", "wordValues", "readAt", "createdAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(MESSAGE_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    ...r,
    kind: r.kind ?? "NOTICE",
    orderNumber: r.orderNumber ?? null,
    wordValues: r.wordValues ?? null,
  }));
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("userMessages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .where("readAt", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the user has this message (read or not). */
export async function hasMessage(db: Db, userId: number, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("userMessages")
    .select("id")
    .where("userId", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks one of the user's messages read (a read one keeps its first mark). */
export async function markRead(db: Db, userId: number, id: string, at: string): Promise<void> {
  await db
    .updateTable("userMessages")
    .set({ readAt: at })
    .where("userId", "=", userId)
    .where("id", "=", id)
    .where("readAt", "is", null)
    .execute();
}

export async function markAllRead(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable("userMessages").set({ readAt: at }).where("userId", "=", userId).where("readAt", "is", null).execute();
}

export async function insertMessages(db: Db, rows: NewMessageRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("userMessages")
    .values(rows.map((r) => ({ ...r, readAt: null })))
    .execute();
}

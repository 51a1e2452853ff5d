import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { ChatMessageTable } from "../../db/schema";

// Chat's SQL (decision 074). Every function takes the database explicitly.

export type ChatMessageRow = ChatMessageTable;

export interface ChatMessageWithName extends ChatMessageRow {
  authorFirstName: string;
}

export async function insertMessage(db: Db, row: ChatMessageRow): Promise<void> {
  await db.insertInto("chatMessages").values(row).execute();
}

/** A conversation's latest `limit` messages, oldest first, each with its author's first name. */
export async function conversationMessages(db: Db, shopperUserId: number, limit: number): Promise<ChatMessageWithName[]> {
  const rows = await db
    .selectFrom("chatMessages as m")
    .innerJoin("users as u", "u.id", "m.authorUserId")
    .selectAll("m")
    .select("u.firstName as authorFirstName")
    .where("m.shopperUserId", "=", shopperUserId)
    .orderBy("m.createdAt", "desc")
    .orderBy("m.id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}

export interface ShopperRow {
  id: number;
  tenant: string;
  firstName: string;
  lastName: string;
  email: string;
}

export async function shopperOf(db: Db, userId: number): Promise<ShopperRow | undefined> {
  return db
    .selectFrom("users")
    .select(["id", "tenant", "firstName", "lastName", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export interface ConversationRow extends ShopperRow {
  messageCount: number;
  lastAt: string;
  lastText: string;
  lastAuthor: string;
}

/** Every conversation with its latest message, latest first (at most `limit`). */
export async function listConversations(db: Db, limit: number): Promise<ConversationRow[]> {
  const latest = db
    .selectFrom("chatMessages")
    .select(["shopperUserId", sql<string>`max(created_at)`.as("lastAt"), sql<number>`count(*)`.as("messageCount")])
    .groupBy("shopperUserId");
  const rows = await db
    .selectFrom(latest.as("c"))
    .innerJoin("users as u", "u.id", "c.shopperUserId")
    .select(["u.id", "u.tenant", "u.firstName", "u.lastName", "u.email", "c.lastAt", "c.messageCount"])
    .select((eb) => [
      eb
        .selectFrom("chatMessages as m")
        .select("m.body")
        .whereRef("m.shopperUserId", "=", "c.shopperUserId")
        .whereRef("m.createdAt", "=", "c.lastAt")
        .orderBy("m.id", "desc")
        .limit(1)
        .as("lastText"),
      eb
        .selectFrom("chatMessages as m")
        .select("m.author")
        .whereRef("m.shopperUserId", "=", "c.shopperUserId")
        .whereRef("m.createdAt", "=", "c.lastAt")
        .orderBy("m.id", "desc")
        .limit(1)
        .as("lastAuthor"),
    ])
    .orderBy("c.lastAt", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    tenant: r.tenant,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    lastAt: r.lastAt,
    messageCount: Number(r.messageCount),
    lastText: r.lastText ?? "",
    lastAuthor: r.lastAuthor ?? "SHOPPER",
  }));
}

/** Deletes every conversation whose latest message is older than `beforeIso`, all its messages. */
export async function deleteConversationsIdleSince(db: Db, beforeIso: string): Promise<void> {
  await db
    .deleteFrom("chatMessages")
    .where("shopperUserId", "in", (eb) =>
      eb
        .selectFrom("chatMessages")
        .select("shopperUserId")
        .groupBy("shopperUserId")
        .having(sql<string>`max(created_at)`, "<", beforeIso),
    )
    .execute();
}

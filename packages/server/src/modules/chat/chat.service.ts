import crypto from "node:crypto";
import {
  CHAT_MESSAGES_SHOWN,
  type ChatAuthor,
  type ChatConversation,
  type ChatConversationSummary,
  type ChatMessage,
  checkChatText,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { type AttemptLimiter, type LimitRule, type RequestSession, tooManyAttempts } from "../session";
import * as repo from "./chat.repository";

// Chat with customer service (decision 074): a signed-in shopper has one conversation with the
// store and sees only it; a customer service rep (user type CSR) sees every conversation and
// answers in it. The shopper's open chat asks for the conversation every few seconds, so an
// answer shows without a push channel.

/** the reps' list: the latest conversations first */
const CONVERSATIONS_SHOWN = 100;

/**
 * Messages a shopper may send: 20 a minute, counted per account (every session of it) by the
 * sign-in limiter's store (the database, or Redis with REDIS_URL), before the message is written.
 */
export const CHAT_SEND_LIMIT: LimitRule = { max: 20, windowMs: 60_000 };

/** A conversation whose latest message is older than this is deleted, the whole of it. */
export const CHAT_RETENTION_MS = 90 * 24 * 3_600_000;

/** How often a process sweeps idle conversations, at a write (as sessions are swept at a sign-in). */
const PRUNE_EVERY_MS = 60_000;

const notFound = () => new AppError(404, "CONVERSATION_NOT_FOUND", "There is no such conversation.");

function isRep(session: RequestSession): boolean {
  return session.userId !== null && session.token.userType === "CSR";
}

function viewOf(row: repo.ChatMessageWithName): ChatMessage {
  return {
    id: row.id,
    author: row.author === "CSR" ? "CSR" : "SHOPPER",
    authorName: row.authorFirstName,
    text: row.body,
    sentAt: row.createdAt,
  };
}

export class ChatService {
  /** the last message's time this process gave, so one conversation's messages never share a moment */
  private lastMs = 0;
  private lastPruneMs = 0;

  constructor(
    private readonly db: Db,
    private readonly limiter: AttemptLimiter,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private shopperId(session: RequestSession): number {
    if (session.userId === null) throw new AppError(401, "UNAUTHORIZED", "Sign in to chat with us.");
    return session.userId;
  }

  private repId(session: RequestSession): number {
    if (session.userId === null) {
      throw new AppError(401, "UNAUTHORIZED", "Sign in as a customer service rep to answer chats.");
    }
    if (!isRep(session)) throw new AppError(403, "FORBIDDEN", "Only customer service reps answer chats.");
    return session.userId;
  }

  private now(): string {
    const ms = Math.max(this.clock().getTime(), this.lastMs + 1);
    this.lastMs = ms;
    return new Date(ms).toISOString();
  }

  private async conversationOf(shopperUserId: number): Promise<ChatConversation> {
    const shopper = await repo.shopperOf(this.db, shopperUserId);
    if (!shopper) throw notFound();
    const messages = await repo.conversationMessages(this.db, shopperUserId, CHAT_MESSAGES_SHOWN);
    return {
      id: String(shopper.id),
      shopperName: `${shopper.firstName} ${shopper.lastName}`.trim(),
      messages: messages.map(viewOf),
    };
  }

  private async write(shopperUserId: number, author: ChatAuthor, authorUserId: number, text: string, tenant: string) {
    await repo.insertMessage(this.db, {
      id: crypto.randomUUID(),
      shopperUserId,
      tenant,
      author,
      authorUserId,
      body: text,
      createdAt: this.now(),
    });
    // conversations idle past the retention go now and then, at a write (after it: this one is live)
    const nowMs = this.clock().getTime();
    if (nowMs - this.lastPruneMs >= PRUNE_EVERY_MS) {
      this.lastPruneMs = nowMs;
      await repo.deleteConversationsIdleSince(this.db, new Date(nowMs - CHAT_RETENTION_MS).toISOString());
    }
  }

  /** The signed-in shopper's own conversation (no messages yet: an empty one). */
  async mine(session: RequestSession): Promise<ChatConversation> {
    return this.conversationOf(this.shopperId(session));
  }

  /** The shopper writes in their conversation. */
  async send(session: RequestSession, tenant: string, rawText: unknown): Promise<ChatConversation> {
    const shopperUserId = this.shopperId(session);
    const text = checked(rawText);
    // counted in one atomic step before the write: however many arrive at once, at most the limit are stored
    const wait = await this.limiter.reserve(`chat:user:${shopperUserId}`, CHAT_SEND_LIMIT, this.clock().getTime());
    if (wait > 0) throw tooManyAttempts(wait, "chat messages");
    await this.write(shopperUserId, "SHOPPER", shopperUserId, text, tenant);
    return this.conversationOf(shopperUserId);
  }

  /** Every conversation, latest first (reps only). */
  async conversations(session: RequestSession): Promise<ChatConversationSummary[]> {
    this.repId(session);
    const rows = await repo.listConversations(this.db, CONVERSATIONS_SHOWN);
    return rows.map((r) => ({
      id: String(r.id),
      shopperName: `${r.firstName} ${r.lastName}`.trim(),
      shopperEmail: r.email,
      lastText: r.lastText,
      lastAt: r.lastAt,
      waiting: r.lastAuthor !== "CSR",
      messageCount: r.messageCount,
    }));
  }

  /** One conversation (reps only); 404 for an id that holds no conversation. */
  async conversation(session: RequestSession, id: string): Promise<ChatConversation> {
    this.repId(session);
    const shopperUserId = conversationIdOf(id);
    const found = await this.conversationOf(shopperUserId);
    if (found.messages.length === 0) throw notFound();
    return found;
  }

  /** A rep answers in a conversation the shopper started. */
  async reply(session: RequestSession, id: string, rawText: unknown): Promise<ChatConversation> {
    const repUserId = this.repId(session);
    const shopperUserId = conversationIdOf(id);
    const text = checked(rawText);
    const shopper = await repo.shopperOf(this.db, shopperUserId);
    if (!shopper || (await repo.conversationMessages(this.db, shopperUserId, 1)).length === 0) throw notFound();
    await this.write(shopperUserId, "CSR", repUserId, text, shopper.tenant);
    return this.conversationOf(shopperUserId);
  }
}

function checked(rawText: unknown): string {
  const result = checkChatText(rawText);
  if (!result.ok) throw new AppError(400, result.code, result.message, { fields: { text: result.message } });
  return result.text;
}

function conversationIdOf(id: string): number {
  if (!/^[1-9]\d{0,11}$/.test(id)) throw notFound();
  return Number(id);
}

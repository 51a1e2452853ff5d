import crypto from "node:crypto";
import {
  MESSAGE_ID_INVALID,
  MESSAGE_ID_PATTERN,
  MESSAGE_NOT_FOUND,
  type MessageCentre,
  type MessageFacts,
  type MessageKind,
  type MessageView,
  type TenantId,
  fillMessageTemplate,
  isMessageKind,
  messageLink,
  messageWords,
} from "@quire/domain";
import type { Db } from "../../db/database";
import { AppError } from "../../http/errors";
import { StoreService } from "../stores";
import * as repo from "./messages.repository";

// The message centre (decision 073). Messages are written by the events that other modules own,
// inside their own transactions (postMessages); a shopper reads and marks only their own. A guest
// has no messages: every call of the centre is 401 for them.

export const SIGN_IN_REQUIRED = "Please sign in to continue.";

/** Who reads the centre: a signed-in user on their tenant (links differ between tenants). */
export interface MessageReader {
  userId: number;
  tenant: TenantId;
}

/** A message an event writes: to whom, of which kind, about which order (and store, for pickup). */
export interface NewMessage extends MessageFacts {
  userId: number;
  kind: Exclude<MessageKind, "NOTICE">;
}

/**
 * Writes the messages of an event, in the caller's transaction when given one (so a message exists
 * exactly when its event does). One recipient gets each message once even when named twice.
 */
export async function postMessages(db: Db, messages: NewMessage[], at: string): Promise<void> {
  // a store is named as shoppers know it, not by its number
  const stores = new StoreService(db);
  const storeNames = new Map<string, string>();
  for (const storeNumber of new Set(messages.map((m) => m.storeNumber).filter((n): n is string => !!n))) {
    const store = await stores.find(storeNumber);
    if (store) storeNames.set(storeNumber, store.name);
  }
  const seen = new Set<string>();
  const rows: repo.NewMessageRow[] = [];
  for (const m of messages) {
    // an order picked up at two stores tells of each store
    const key = `${m.userId}|${m.kind}|${m.orderNumber}|${m.storeNumber ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const words = messageWords(m.kind, { ...m, storeName: m.storeNumber ? storeNames.get(m.storeNumber) : null });
    rows.push({
      id: crypto.randomUUID(),
      userId: m.userId,
      kind: m.kind,
      subject: fillMessageTemplate(words.subject, words.values),
      body: fillMessageTemplate(words.body, words.values),
      orderNumber: m.orderNumber,
      wordValues: JSON.stringify(words.values),
      createdAt: at,
    });
  }
  await repo.insertMessages(db, rows);
}

function valuesOf(json: string | null): Record<string, string> {
  if (!json) return {};
  try {
    const parsed = JSON.parse(json) as unknown;
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    // unreadable values read as none: the stored English words still show
    return {};
  }
}

function viewOf(row: repo.MessageRow, tenant: TenantId): MessageView {
  const kind: MessageKind = isMessageKind(row.kind) ? row.kind : "NOTICE";
  const words =
    kind === "NOTICE" || row.orderNumber === null
      ? null
      : (() => {
          const made = messageWords(kind, { orderNumber: row.orderNumber });
          const values = valuesOf(row.wordValues);
          // written before stores were named in messages: the number stands in
          if (values.storeNumber && !values.storeName) values.storeName = `store ${values.storeNumber}`;
          return { ...made, values: { ...made.values, ...values } };
        })();
  return {
    id: row.id,
    kind,
    subject: row.subject,
    body: row.body,
    words,
    orderNumber: row.orderNumber,
    link: messageLink(kind, row.orderNumber, tenant),
    read: row.readAt !== null,
    createdAt: row.createdAt,
  };
}

/** A message id as a call names it: anything else is refused before it is looked for. */
export function parseMessageId(value: unknown): string {
  if (typeof value !== "string" || !MESSAGE_ID_PATTERN.test(value))
    throw new AppError(400, "INVALID_MESSAGE_ID", MESSAGE_ID_INVALID);
  return value;
}

export class MessagesService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(reader: MessageReader): Promise<MessageCentre> {
    const [rows, unread] = await Promise.all([
      repo.listMessages(this.db, reader.userId),
      repo.countUnread(this.db, reader.userId),
    ]);
    return { messages: rows.map((r) => viewOf(r, reader.tenant)), unread };
  }

  /** Marks one of the reader's own messages read; anyone else's, like an unknown one, is 404. */
  async markRead(reader: MessageReader, messageId: string): Promise<{ unread: number }> {
    if (!(await repo.hasMessage(this.db, reader.userId, messageId)))
      throw new AppError(404, "MESSAGE_NOT_FOUND", MESSAGE_NOT_FOUND);
    await repo.markRead(this.db, reader.userId, messageId, this.clock().toISOString());
    return { unread: await repo.countUnread(this.db, reader.userId) };
  }

  async markAllRead(reader: MessageReader): Promise<{ unread: number }> {
    await repo.markAllRead(this.db, reader.userId, this.clock().toISOString());
    return { unread: await repo.countUnread(this.db, reader.userId) };
  }
}

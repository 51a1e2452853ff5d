import type { DoorResult } from "./forms/page-doors";
import { CARD_NUMBER_IN_TEXT, holdsCardNumber } from "./free-text";

// Chat with customer service (storefront spec sections 2, 7 and 8; decision 074): a signed-in
// shopper's one conversation with the store, answered by customer service reps from their page.
// The rules both sides need: the limits, the widget's load polling and its failure words, and
// what a message's text must be.

/** The page polls for the loaded chat widget this many times... (spec section 7) */
export const CHAT_WIDGET_TRIES = 2000;
/** ...this many ms apart (spec section 7). */
export const CHAT_WIDGET_POLL_MS = 10;
/** What the client log gets when the widget never came (spec section 8, word for word). */
export const CHAT_LOAD_FAILED = `Chat failed to load in ${CHAT_WIDGET_TRIES} tries !`;
/** How often an open chat asks for new answers. */
export const CHAT_POLL_MS = 3000;
/** A message's longest text. */
export const CHAT_MESSAGE_MAX = 1000;
/** The most messages a conversation read returns (the latest). */
export const CHAT_MESSAGES_SHOWN = 200;

export const CHAT_PATHS = {
  /** GET the shopper's conversation */
  conversation: "/api/chat",
  /** POST {text}: the shopper writes */
  messages: "/api/chat/messages",
  /** GET every conversation (customer service reps) */
  conversations: "/api/chat/conversations",
} as const;

/** The customer service reps' chat page. */
export const CSR_CHAT_PATH = "/csr/chat";

export type ChatAuthor = "SHOPPER" | "CSR";

export interface ChatMessage {
  id: string;
  author: ChatAuthor;
  /** the rep's first name on their answers; the shopper's on theirs */
  authorName: string;
  text: string;
  /** ISO time */
  sentAt: string;
}

export interface ChatConversation {
  /** the conversation's id (one a shopper) */
  id: string;
  shopperName: string;
  messages: ChatMessage[];
}

/** A line of the reps' list. */
export interface ChatConversationSummary {
  id: string;
  shopperName: string;
  shopperEmail: string;
  lastText: string;
  lastAt: string;
  /** the shopper wrote last: a rep should answer */
  waiting: boolean;
  messageCount: number;
}

export type ChatTextCheck = { ok: true; text: string } | { ok: false; code: string; message: string };

const refused = (message: string): ChatTextCheck => ({ ok: false, code: "VALIDATION_ERROR", message });

/**
 * A message's text as stored: trimmed, line ends as "\n", control characters out; refused when
 * empty, longer than CHAT_MESSAGE_MAX, or holding a card number (those go to the card form only).
 */
export function checkChatText(raw: unknown): ChatTextCheck {
  if (typeof raw !== "string") return refused("text: write a message.");
  const text = raw
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .trim();
  if (text === "") return refused("text: write a message.");
  if (text.length > CHAT_MESSAGE_MAX) return refused(`text: a message is at most ${CHAT_MESSAGE_MAX} characters.`);
  if (holdsCardNumber(text)) return { ok: false, ...CARD_NUMBER_IN_TEXT };
  return { ok: true, text };
}

/** The reps' page reads (their answers are the chat.reply command). */
export interface ChatDoor {
  /** 401 for guests, 403 for anyone but a customer service rep */
  conversations(): Promise<DoorResult<ChatConversationSummary[]>>;
  /** one conversation; 404 CONVERSATION_NOT_FOUND */
  conversation(id: string): Promise<DoorResult<ChatConversation>>;
}

/** Chat's commands and what each answers a page. */
export interface ChatCommandAnswers {
  /** fields: text; the shopper's conversation with the message added */
  "chat.send": ChatConversation;
  /** fields: conversation, text; a rep's answer */
  "chat.reply": ChatConversation;
}

import type { MessageCentre } from "../messages/message-centre";
import type { DoorResult } from "./page-doors";

// The message centre's read for its page (decision 073); its changes are commands.

export interface MessagesDoor {
  /** the signed-in shopper's own messages, newest first, and how many are unread; 401 UNAUTHORIZED for guests */
  list(): Promise<DoorResult<MessageCentre>>;
}

/** The message centre's commands and what each answers a page (401 for guests). */
export interface MessagesCommandAnswers {
  /** fields: messageId: one of the shopper's own messages is read (404 MESSAGE_NOT_FOUND for anyone else's) */
  "messages.mark-read": { unread: number };
  /** no fields: every message of the shopper is read */
  "messages.mark-all-read": { unread: number };
}

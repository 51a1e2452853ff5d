import { CHAT_PATHS, type ChatConversation } from "@quire/domain";
import { request } from "../../../lib/request";

// The shopper's chat calls (decision 074), through the page's request layer.

/** One read at a time: a poll due while the last is still on its way is refused by its cache id. */
export function readConversation(signal?: AbortSignal): Promise<ChatConversation> {
  return request<ChatConversation>(CHAT_PATHS.conversation, { signal, cacheId: "chat-read" });
}

/** One send at a time: a second press while the first is on its way is refused by its cache id. */
export function sendMessage(text: string): Promise<ChatConversation> {
  return request<ChatConversation>(CHAT_PATHS.messages, { method: "POST", body: { text }, cacheId: "chat-send" });
}

import type { ChatDoor, DoorResult } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { ChatService } from "./chat.service";

// The reps' chat page's reads (their answers are the chat.reply command).

const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function chatPageDoor(chat: ChatService, request: FastifyRequest): ChatDoor {
  return {
    conversations: () => attempt(() => chat.conversations(request.session)),
    conversation: (id) => attempt(() => chat.conversation(request.session, id)),
  };
}

import type { MessagesDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import { messageReaderOf } from "./messages.commands";
import type { MessagesService } from "./messages.service";

/** The message centre's read for its page (its changes are commands: messages.commands.ts). */
export function messagesPageDoor(messages: MessagesService, request: FastifyRequest): MessagesDoor {
  return {
    async list() {
      try {
        return { ok: true, value: await messages.list(messageReaderOf(request)) };
      } catch (error) {
        return doorFailure(error);
      }
    },
  };
}

import type { MessagesCommandAnswers } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import type { Command, CommandInput, CommandTable } from "../../http/commands";
import { AppError } from "../../http/errors";
import { type MessageReader, type MessagesService, SIGN_IN_REQUIRED, parseMessageId } from "./messages.service";

// The message centre's changes declared once (decision 063): the JSON calls in messages.routes.ts
// and the message centre page's forms run these.

/** The signed-in shopper whose messages they are; a guest (or an ended session) is 401. */
export function messageReaderOf(request: FastifyRequest): MessageReader {
  const userId = request.session.userId;
  if (!request.session.token.isLoggedIn || userId === null) throw new AppError(401, "UNAUTHORIZED", SIGN_IN_REQUIRED);
  return { userId, tenant: request.tenant.id };
}

/** The message's id as the route's params or the form's field name it; a guest is refused before the id is judged. */
const messageIdInput: CommandInput<{ messageId: string }> = {
  schema: null,
  parse: (body) => ({ messageId: parseMessageId((body as { messageId?: unknown } | null)?.messageId) }),
};

const noInput: CommandInput<null> = { schema: null, parse: () => null };

export function messagesCommands(messages: MessagesService) {
  const markRead: Command<{ messageId: string }, { unread: number }, { unread: number }> = {
    name: "messages.mark-read",
    input: messageIdInput,
    run: ({ request }, { messageId }) => messages.markRead(messageReaderOf(request), messageId),
    fromForm: (fields, { request }) => {
      messageReaderOf(request);
      return { messageId: fields.messageId ?? "" };
    },
    toPage: (answer) => ({ ok: true, value: answer }),
  };
  const markAllRead: Command<null, { unread: number }, { unread: number }> = {
    name: "messages.mark-all-read",
    input: noInput,
    run: ({ request }) => messages.markAllRead(messageReaderOf(request)),
    fromForm: () => null,
    toPage: (answer) => ({ ok: true, value: answer }),
  };
  return { markRead, markAllRead };
}

/** The message centre's commands by the names a page's actions use. */
export function messagesPageCommands(messages: MessagesService): CommandTable<MessagesCommandAnswers> {
  const commands = messagesCommands(messages);
  return { "messages.mark-read": commands.markRead, "messages.mark-all-read": commands.markAllRead };
}

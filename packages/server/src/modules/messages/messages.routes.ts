import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { runJson } from "../../http/commands";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { messageReaderOf, messagesCommands } from "./messages.commands";
import { messageParams, messagesErrorResponse, messagesResponse, unreadResponse } from "./messages.schema";
import type { MessagesService } from "./messages.service";

// The message centre's calls (decision 073): the signed-in shopper's own messages, one marked read,
// all marked read. The header's "You have N messages." counts the unread ones. Answers are per
// shopper: never cached by anyone else.

export async function messagesRoutes(appBase: FastifyInstance, opts: { messages: MessagesService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // ids are read by the service, so a bad one carries the centre's own code
  app.setValidatorCompiler(schemasParsedByHandlers);
  const { messages } = opts;
  const commands = messagesCommands(messages);
  const errors = { 400: messagesErrorResponse, 401: messagesErrorResponse, 404: messagesErrorResponse };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/api/messages",
    {
      schema: {
        tags: ["messages"],
        summary: "The shopper's messages and how many are unread",
        description:
          "The signed-in shopper's own messages, newest first (at most 100): order updates (placed, waiting for approval), approval updates (an order that needs the approver, approved or declined for the buyer) and pickup updates (being prepared, then ready for pickup when store staff say so), each read or not. unread is the header's 'You have N messages.'. 401 UNAUTHORIZED for guests.",
        response: { 200: messagesResponse, ...errors },
      },
    },
    async (request) => ({ data: await messages.list(messageReaderOf(request)) }),
  );

  app.post(
    "/api/messages/:messageId/read",
    {
      schema: {
        tags: ["messages"],
        summary: "Mark one of the shopper's messages read",
        description:
          "Answers how many are still unread. Marking a read message again changes nothing. A malformed id is 400 INVALID_MESSAGE_ID; another shopper's message, like an unknown one, is 404 MESSAGE_NOT_FOUND and nothing changes. 401 UNAUTHORIZED for guests.",
        params: messageParams,
        response: { 200: unreadResponse, ...errors },
      },
    },
    async (request, reply) => {
      // a guest is told to sign in before the id is judged
      messageReaderOf(request);
      return { data: await runJson(commands.markRead, { request, reply }, request.params) };
    },
  );

  app.post(
    "/api/messages/read-all",
    {
      schema: {
        tags: ["messages"],
        summary: "Mark all of the shopper's messages read",
        description: "Answers {unread: 0}. 401 UNAUTHORIZED for guests.",
        response: { 200: unreadResponse, ...errors },
      },
    },
    async (request, reply) => ({ data: await runJson(commands.markAllRead, { request, reply }, null) }),
  );
}

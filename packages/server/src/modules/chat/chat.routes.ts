import { CHAT_PATHS } from "@quire/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "../../http/error-response";
import { runJson } from "../../http/commands";
import { schemasParsedByHandlers } from "../../http/request-schemas";
import { chatCommands } from "./chat.commands";
import { chatMessageBody, conversationListResponse, conversationParams, conversationResponse } from "./chat.schema";
import type { ChatService } from "./chat.service";

// Chat with customer service (decision 074): the shopper's conversation and the reps' calls. An
// open chat polls GET /api/chat for answers.

export async function chatRoutes(appBase: FastifyInstance, opts: { chat: ChatService }): Promise<void> {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  // Bodies are read by the commands, so a refusal carries the text's own words.
  app.setValidatorCompiler(schemasParsedByHandlers);
  const { chat } = opts;
  const commands = chatCommands(chat);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const refusals = { 401: errorResponse, 403: errorResponse, 404: errorResponse };

  app.get(
    CHAT_PATHS.conversation,
    {
      schema: {
        tags: ["chat"],
        summary: "The signed-in shopper's chat with customer service",
        description:
          "The shopper's own conversation, oldest message first (the latest 200); empty before they write. An open chat asks every 3 seconds. 401 UNAUTHORIZED for guests.",
        response: { 200: conversationResponse, 401: errorResponse },
      },
    },
    async (request) => chat.mine(request.session),
  );

  app.post(
    CHAT_PATHS.messages,
    {
      schema: {
        tags: ["chat"],
        summary: "Write to customer service",
        description:
          "Adds the shopper's message to their conversation and answers the conversation (201). 400 INVALID_REQUEST for a body that is not {text}, VALIDATION_ERROR for an empty text or one over 1000 characters, CARD_NUMBER_NOT_ACCEPTED for a card number (nothing stored); 401 UNAUTHORIZED for guests; 429 TOO_MANY_ATTEMPTS past 20 messages a minute per account (Retry-After says when; nothing stored). A conversation idle for 90 days is deleted.",
        body: chatMessageBody,
        response: { 201: conversationResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const conversation = await runJson(commands.send, { request, reply }, request.body);
      return reply.status(201).send(conversation);
    },
  );

  app.get(
    CHAT_PATHS.conversations,
    {
      schema: {
        tags: ["chat"],
        summary: "Every chat conversation (customer service reps)",
        description:
          "The latest 100 conversations, latest first, each with its last message and whether the shopper is waiting for an answer. 401 UNAUTHORIZED for guests, 403 FORBIDDEN for anyone but a customer service rep.",
        response: { 200: conversationListResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ conversations: await chat.conversations(request.session) }),
  );

  app.get(
    `${CHAT_PATHS.conversations}/:id`,
    {
      schema: {
        tags: ["chat"],
        summary: "One chat conversation (customer service reps)",
        description: "401 / 403 as the list; 404 CONVERSATION_NOT_FOUND.",
        params: conversationParams,
        response: { 200: conversationResponse, ...refusals },
      },
    },
    async (request) => chat.conversation(request.session, request.params.id),
  );

  app.post(
    `${CHAT_PATHS.conversations}/:id/messages`,
    {
      schema: {
        tags: ["chat"],
        summary: "Answer a shopper's chat (customer service reps)",
        description:
          "Adds the rep's answer to the conversation (201); the shopper's open chat shows it at its next ask. 400 as the shopper's message; 401 / 403 as the list; 404 CONVERSATION_NOT_FOUND.",
        params: conversationParams,
        body: chatMessageBody,
        response: { 201: conversationResponse, 400: errorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const conversation = await runJson(commands.reply, { request, reply }, { id: request.params.id, body: request.body });
      return reply.status(201).send(conversation);
    },
  );
}

import type { ChatCommandAnswers, ChatConversation } from "@quire/domain";
import { z } from "zod";
import type { Command, CommandInput, CommandTable } from "../../http/commands";
import { AppError } from "../../http/errors";
import type { ChatService } from "./chat.service";

// Chat's changes declared once (decision 074): POST /api/chat/messages (the shopper's widget) and
// POST /api/chat/conversations/:id/messages with the reps' page form (/csr/chat).

const invalid = () => new AppError(400, "INVALID_REQUEST", "Send {text}.");

/** The body's shape only; the text's rules are checkChatText's (in the service). */
const sendInput: CommandInput<{ text: unknown }> = {
  schema: z.object({ text: z.string() }),
  parse(body) {
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw invalid();
    return { text: (body as { text?: unknown }).text };
  },
};

const replyRequest = z.object({ id: z.string(), body: z.unknown() });

const replyInput: CommandInput<{ id: string; text: unknown }> = {
  schema: replyRequest,
  parse(input) {
    const parsed = replyRequest.safeParse(input);
    if (!parsed.success) throw invalid();
    return { id: parsed.data.id, text: sendInput.parse(parsed.data.body).text };
  },
};

export function chatCommands(chat: ChatService) {
  const send: Command<{ text: unknown }, ChatConversation, ChatConversation> = {
    name: "chat.send",
    input: sendInput,
    run: ({ request }, { text }) => chat.send(request.session, request.tenant.id, text),
    fromForm: (fields) => ({ text: fields.text ?? "" }),
    toPage: (conversation) => ({ ok: true, value: conversation }),
  };
  const reply: Command<{ id: string; text: unknown }, ChatConversation, ChatConversation> = {
    name: "chat.reply",
    input: replyInput,
    run: ({ request }, { id, text }) => chat.reply(request.session, id, text),
    fromForm: (fields) => ({ id: fields.conversation ?? "", body: { text: fields.text ?? "" } }),
    toPage: (conversation) => ({ ok: true, value: conversation }),
  };
  return { send, reply };
}

/** Chat's commands by the names a page's actions use. */
export function chatPageCommands(chat: ChatService): CommandTable<ChatCommandAnswers> {
  const { send, reply } = chatCommands(chat);
  return { "chat.send": send, "chat.reply": reply };
}

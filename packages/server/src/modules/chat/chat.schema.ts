import { CHAT_MESSAGE_MAX } from "@quire/domain";
import { z } from "zod";

// Chat's call shapes (decision 074). The body is read by the command's one parse and the text by
// @quire/domain's checkChatText, so a JSON call and the reps' form are refused alike.

export const chatMessageBody = z
  .object({ text: z.string().max(CHAT_MESSAGE_MAX).describe(`the message: 1 to ${CHAT_MESSAGE_MAX} characters, no card number`) })
  .describe("A message");

export const conversationParams = z.object({ id: z.string().describe("the conversation's id") });

const message = z.object({
  id: z.string(),
  author: z.enum(["SHOPPER", "CSR"]),
  authorName: z.string(),
  text: z.string(),
  sentAt: z.string().describe("ISO time"),
});

export const conversationResponse = z
  .object({ id: z.string(), shopperName: z.string(), messages: z.array(message).describe("oldest first, the latest 200") })
  .describe("A conversation");

export const conversationListResponse = z
  .object({
    conversations: z.array(
      z.object({
        id: z.string(),
        shopperName: z.string(),
        shopperEmail: z.string(),
        lastText: z.string(),
        lastAt: z.string(),
        waiting: z.boolean().describe("the shopper wrote last"),
        messageCount: z.number().int(),
      }),
    ),
  })
  .describe("Conversations, latest first");

import { MESSAGE_KINDS } from "@quire/domain";
import { z } from "zod";

// The message centre's calls' shapes, for the OpenAPI document and the answers' serialisation.
// Ids are read by the service (parseMessageId), so a bad one carries the centre's own code.

export const messagesErrorResponse = z.object({ code: z.string(), message: z.string() }).describe("{code, message}");

export const messageParams = z.object({
  messageId: z.string().describe("a message id of the caller's (1-64 letters, digits, dashes)"),
});

const words = z
  .object({ subject: z.string(), body: z.string(), values: z.record(z.string(), z.string()) })
  .nullable()
  .describe("the templates ({{orderNumber}}) and values the words were made of; null for a notice");

const message = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  subject: z.string(),
  body: z.string(),
  words,
  orderNumber: z.string().nullable(),
  link: z.string().nullable().describe("the order's page, or /approvals for an approver"),
  read: z.boolean(),
  createdAt: z.string(),
});

export const messagesResponse = z.object({ data: z.object({ messages: z.array(message), unread: z.number().int() }) });

export const unreadResponse = z.object({ data: z.object({ unread: z.number().int() }) });

import {
  CONTENT_BODY_MAX,
  CONTENT_DESCRIPTION_MAX,
  CONTENT_TITLE_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_TOPICS,
  noCardNumber,
} from "@quire/domain";
import { z } from "zod";

// The content calls' shapes. Page forms send the same fields as strings; the service parses both
// with these schemas, so a form and a JSON call are refused in the same words.

export const contentErrorResponse = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe("a message per field the form shows beside it"),
  })
  .describe("{code, message}");

export const contentSlugParams = z.object({
  "*": z.string().describe('The page\'s path without its leading slash: "help/shipping" or "about"'),
});

export const contentEditFields = z.object({
  title: z.string().trim().min(1, "Enter a title.").max(CONTENT_TITLE_MAX, `A title is at most ${CONTENT_TITLE_MAX} characters.`),
  description: z.string().trim().max(CONTENT_DESCRIPTION_MAX, `A description is at most ${CONTENT_DESCRIPTION_MAX} characters.`),
  body: z
    .string()
    .min(1, "Enter the page's text.")
    .max(CONTENT_BODY_MAX, `The page's text is at most ${CONTENT_BODY_MAX.toLocaleString("en-US")} characters.`),
});

export const contentPageResponse = z.object({
  slug: z.string(),
  path: z.string(),
  language: z.enum(["en", "es"]).describe("The language the page is written in"),
  title: z.string(),
  description: z.string(),
  html: z.string().describe("The Markdown as HTML: no raw HTML, links only to http(s), mailto, tel or this site"),
  updatedAt: z.string(),
  editedBy: z.string().nullable(),
  canEdit: z.boolean(),
});

export const contentSourceResponse = contentPageResponse.extend({ body: z.string().describe("The page's Markdown") });

export const feedbackFields = z.object({
  topic: z.enum(FEEDBACK_TOPICS, { message: "Choose a topic." }),
  message: z
    .string()
    .trim()
    .min(1, "Tell us what you think.")
    .max(FEEDBACK_MESSAGE_MAX, `A message is at most ${FEEDBACK_MESSAGE_MAX.toLocaleString("en-US")} characters.`)
    .check(noCardNumber),
  email: z
    .string()
    .trim()
    .max(254, "Enter a shorter e-mail address.")
    .check(noCardNumber)
    .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Enter an e-mail address like name@example.com."),
});

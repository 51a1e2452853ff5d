import { z } from "zod";
import { AppError } from "../../http/errors";
import type { Credentials, Registration } from "./session.service";

// Sign-in and registration bodies. Failures answer 400 VALIDATION_ERROR with a message per field,
// in words a shopper can act on.

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;
/** bidirectional embeddings, overrides and isolates: they can make a name display as other text */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/**
 * No markup characters, no control characters, no bidirectional controls (names are shown back in
 * the header, where "\u202Eevil" would read backwards) and no lone surrogate (not valid UTF-8: it
 * would be stored and sent back broken).
 */
const acceptableText = (s: string) =>
  !/\p{Cs}/u.test(s) &&
  !/[<>{}]/.test(s) &&
  !BIDI_CONTROLS.test(s) &&
  ![...s].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127);

const email = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .max(254, "Email addresses have at most 254 characters.")
  .regex(EMAIL, "Invalid email address")
  .transform((s) => s.toLowerCase());

const name = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(50, `Your ${label} can have at most 50 characters.`)
    .refine(acceptableText, `Your ${label} has characters we can't accept.`);

// The same words as the storefront's own checks (web features/session/model/validation.ts).
const PASSWORD_RULE = "Password must be 8 to 128 characters and include a letter and a digit.";

export const signInBody = z.object({
  email,
  password: z
    .string({ error: "Enter your password." })
    .min(1, "Enter your password.")
    .max(128, "Passwords have at most 128 characters."),
});

export const registerBody = z.object({
  email,
  password: z
    .string({ error: "Enter a password." })
    .min(8, PASSWORD_RULE)
    .max(128, PASSWORD_RULE)
    .regex(/[A-Za-z]/, PASSWORD_RULE)
    .regex(/\d/, PASSWORD_RULE),
  firstName: name("first name"),
  lastName: name("last name"),
  companyName: z
    .string()
    .trim()
    .max(100, "Company names have at most 100 characters.")
    .refine(acceptableText, "Your company name has characters we can't accept.")
    .optional()
    .transform((s) => (s ? s : undefined)),
});

function parseWith<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError(400, "VALIDATION_ERROR", "Send a JSON object.");
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "body");
    fields[field] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? "Please check the form and try again.";
  throw new AppError(400, "VALIDATION_ERROR", first, { fields });
}

export const parseSignIn = (body: unknown): Credentials => parseWith(signInBody, body);
export const parseRegistration = (body: unknown): Registration => parseWith(registerBody, body);

import * as z from "zod/mini";
import { ACCOUNT_FIELD_LIMITS, PASSWORD_MIN_LENGTH } from "./account-fields";
import type { Credentials, Registration } from "./credentials";

// One schema per request: the sign-in and create-account bodies, checked by the JSON routes, the
// page forms' actions and the forms in the browser alike, with the same rules and the same words.
// zod/mini: the browser's login page carries it, so it stays small.

const PASSWORD_RULE = "Password must be 8 to 128 characters and include a letter and a digit.";

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;
/** bidirectional embeddings, overrides and isolates: they can make a name display as other text */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

/**
 * No markup characters, no control characters, no bidirectional controls (names are shown back in
 * the header, where "\u202Eevil" would read backwards) and no lone surrogate (not valid UTF-8: it
 * would be stored and sent back broken).
 */
export function isAcceptableText(s: string): boolean {
  return (
    !/\p{Cs}/u.test(s) &&
    !/[<>{}]/.test(s) &&
    !BIDI_CONTROLS.test(s) &&
    ![...s].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)
  );
}

const email = z
  .string({ error: "Enter your email address." })
  .check(
    z.trim(),
    z.minLength(1, "Enter your email address."),
    z.maxLength(ACCOUNT_FIELD_LIMITS.email, "Email addresses have at most 254 characters."),
    z.regex(EMAIL, "Invalid email address"),
    z.toLowerCase(),
  );

const name = (label: string, max: number = ACCOUNT_FIELD_LIMITS.name) =>
  z
    .string({ error: `Enter your ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, `Enter your ${label}.`),
      z.maxLength(max, `Your ${label} can have at most ${max} characters.`),
      z.refine(isAcceptableText, `Your ${label} has characters we can't accept.`),
    );

export const signInRequest = z.object({
  email,
  password: z
    .string({ error: "Enter your password." })
    .check(
      z.minLength(1, "Enter your password."),
      z.maxLength(ACCOUNT_FIELD_LIMITS.password, "Passwords have at most 128 characters."),
    ),
});

const newPassword = z.string({ error: "Enter a password." }).check(
  z.minLength(1, "Enter a password."),
  z.refine(
    (p) => p.length === 0 || (p.length >= PASSWORD_MIN_LENGTH && p.length <= ACCOUNT_FIELD_LIMITS.password),
    PASSWORD_RULE,
  ),
  z.refine((p) => p.length === 0 || (/[A-Za-z]/.test(p) && /\d/.test(p)), PASSWORD_RULE),
);

const optionalCompany = z.pipe(
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(ACCOUNT_FIELD_LIMITS.companyName, "Company names have at most 100 characters."),
        z.refine(isAcceptableText, "Your company name has characters we can't accept."),
      ),
  ),
  z.transform((s) => (s ? s : undefined)),
);

/** Creating an account. A business account (advantage) also needs its company's name. */
export function createAccountRequest(options: { companyRequired?: boolean } = {}) {
  return z.object({
    email,
    password: newPassword,
    firstName: name("first name"),
    lastName: name("last name"),
    companyName: options.companyRequired ? name("company name", ACCOUNT_FIELD_LIMITS.companyName) : optionalCompany,
  });
}

export type FieldErrors = Record<string, string>;

/** The first message for each field a body breaks, in the schema's order; {} when it is valid. */
export function fieldErrorsOf(schema: z.ZodMiniType, body: unknown): FieldErrors {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "body");
    fields[field] ??= issue.message;
  }
  return fields;
}

export type SignInRequest = Credentials;
export type CreateAccountRequest = Registration;

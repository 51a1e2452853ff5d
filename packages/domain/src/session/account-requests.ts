import * as z from "zod/mini";
import { noCardNumber } from "../free-text";
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
      noCardNumber,
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
        noCardNumber,
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

/**
 * A guest's account from the order just placed: the e-mail and the names are the order's, so the
 * shopper chooses only a password.
 */
export const guestAccountRequest = z.object({ password: newPassword });

export type GuestAccountRequest = z.infer<typeof guestAccountRequest>;

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

// ---- the account area and password reset (decision 037)

const PHONE_RULE = "Enter a 10-digit US phone number, such as (617) 555-0100.";

/** A profile: the names and e-mail as at registration; a phone is optional (10 digits, North American). */
export const profileRequest = z.object({
  firstName: name("first name"),
  lastName: name("last name"),
  email,
  phone: z
    .pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((raw) => {
        const text = raw ?? "";
        const digits = text.replace(/\D/g, "");
        return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : text === "" ? "" : digits;
      }),
    )
    .check(z.refine((digits) => digits === "" || /^[2-9]\d{2}[2-9]\d{6}$/.test(digits), PHONE_RULE)),
});

const confirmation = z.string({ error: "Enter the new password again." }).check(z.minLength(1, "Enter the new password again."));
const PASSWORDS_DIFFER = "The two new passwords are not the same.";

/** Changing the password of a signed-in account: the current one, the new one twice. */
export const changePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password." })
      .check(
        z.minLength(1, "Enter your current password."),
        z.maxLength(ACCOUNT_FIELD_LIMITS.password, "Passwords have at most 128 characters."),
      ),
    newPassword,
    confirmPassword: confirmation,
  })
  .check(z.refine((body) => body.newPassword === body.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] }));

/** Asking for a reset link. */
export const passwordResetLinkRequest = z.object({ email });

/** Setting a new password with a reset link's token. */
export const passwordResetRequest = z
  .object({
    token: z
      .string({ error: "This reset link is not valid." })
      .check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This reset link is not valid.")),
    newPassword,
    confirmPassword: confirmation,
  })
  .check(z.refine((body) => body.newPassword === body.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] }));

/** Tracking an order without signing in: its 10-digit number and the e-mail it was placed with. */
export const trackOrderRequest = z.object({
  orderNumber: z
    .string({ error: "Enter your order number." })
    .check(z.trim(), z.minLength(1, "Enter your order number."), z.regex(/^\d{6,12}$/, "Order numbers are 6 to 12 digits.")),
  email,
});

import { createAccountRequest, fieldErrorsOf, signInRequest } from "@quire/domain";
import { AppError } from "../../http/errors";
import { cardNumberRefusalOf } from "../../http/free-text";
import type { Credentials, Registration } from "./session.service";

// Sign-in and registration bodies, checked with the one schema per request in @quire/domain (the
// storefront's forms check the same). Failures answer 400 VALIDATION_ERROR with a message per
// field, in words a shopper can act on.

/** the documented bodies (OpenAPI) are the same schemas */
export const signInBody = signInRequest;
export const registerBody = createAccountRequest();

export function parseWith<T>(
  schema: {
    safeParse(
      body: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: readonly { path: PropertyKey[] }[] } };
  },
  body: unknown,
): T {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError(400, "VALIDATION_ERROR", "Send a JSON object.");
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const cardNumber = cardNumberRefusalOf(parsed.error.issues);
  if (cardNumber) throw cardNumber;
  const fields = fieldErrorsOf(schema as Parameters<typeof fieldErrorsOf>[0], body);
  const first = Object.values(fields)[0] ?? "Please check the form and try again.";
  throw new AppError(400, "VALIDATION_ERROR", first, { fields });
}

export const parseSignIn = (body: unknown): Credentials => parseWith(signInRequest, body);
export const parseRegistration = (body: unknown): Registration => parseWith(registerBody, body);

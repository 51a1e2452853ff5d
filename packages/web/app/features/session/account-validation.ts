import { createAccountRequest, fieldErrorsOf, signInRequest } from "@quire/domain";

// The account forms' checks in the browser: the same schemas the server parses with. Loaded after
// hydration (the forms post to the server until then), so the schemas are not first-load weight.

/** The account forms' fields in error, with their words (the checks' or the server's). */
export type FieldErrors = Partial<Record<"email" | "password" | "firstName" | "lastName" | "companyName", string>>;

export const signInErrors = (values: unknown): FieldErrors => fieldErrorsOf(signInRequest, values);

export const createAccountErrors = (values: unknown, companyRequired: boolean): FieldErrors =>
  fieldErrorsOf(createAccountRequest({ companyRequired }), values);

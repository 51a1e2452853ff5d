import { createAccountRequest, fieldErrorsOf, signInRequest } from "@quire/domain";
import type { FieldErrors } from "../../lib/session-client";

// The account forms' checks in the browser: the same schemas the server parses with. Loaded after
// hydration (the forms post to the server until then), so the schemas are not first-load weight.

export const signInErrors = (values: unknown): FieldErrors => fieldErrorsOf(signInRequest, values);

export const createAccountErrors = (values: unknown, companyRequired: boolean): FieldErrors =>
  fieldErrorsOf(createAccountRequest({ companyRequired }), values);

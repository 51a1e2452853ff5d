import { cardNumberFieldOf, cardNumberIssueField, looksLikeCardNumber, noCardNumber } from "@quire/domain";
import { z } from "zod";
import { type AppError, cardNumberInText } from "./errors";

export { cardNumberInText };

// The one refusal of a card number typed where text belongs (@quire/domain's free-text rules), for
// every module's JSON calls and page forms: 400 CARD_NUMBER_NOT_ACCEPTED, the same words, and the
// field it was typed in. The value itself is never repeated, so it cannot reach a log either.

/** A bounded text field a shopper types: a card number in it is refused (see `cardNumberRefusalOf`). */
export const freeText = (max: number, message?: string) => z.string().max(max, message).check(noCardNumber);

/** Refuses the first of `names` (default: every field) whose value holds a card number. */
export function refuseCardNumberIn(fields: Readonly<Record<string, unknown>>, names?: readonly string[]): void {
  const field = cardNumberFieldOf(fields, names);
  if (field !== null) throw cardNumberInText(field);
}

/**
 * The refusal for a schema's failure when one of its issues is a card number (`field` names it
 * instead of the issue's path, for a form whose input is named otherwise), else null: the caller
 * then answers the failure in its own words.
 */
export function cardNumberRefusalOf(
  issues: readonly { path?: readonly PropertyKey[]; params?: unknown }[],
  field?: string,
): AppError | null {
  const path = cardNumberIssueField(issues);
  return path === null ? null : cardNumberInText(field ?? (path || undefined));
}

/**
 * Any string or number anywhere in a body that is, as a whole, a card number: the body is refused
 * whole, naming where it was. For calls whose fields should hold tokens and ids (a token field
 * holds letters and digits, so text with a card number inside it is left to the field's schema).
 */
export function refuseCardNumbers(value: unknown, path: readonly string[] = []): void {
  if (path.length > 8) return;
  if (typeof value === "string" || typeof value === "number") {
    if (looksLikeCardNumber(value)) throw cardNumberInText(path.join(".") || undefined);
    return;
  }
  if (Array.isArray(value)) value.forEach((v, i) => refuseCardNumbers(v, [...path, String(i)]));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) refuseCardNumbers(v, [...path, k]);
}

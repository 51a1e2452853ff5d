import * as z from "zod/mini";
import type { DoorFailure } from "./forms/page-doors";
import { containsCardNumber, looksLikeCardNumber } from "./payments/cards";

// What a shopper types (a list's name, an address line, a comment, a PO number, a message) never
// holds a card number: card numbers go to the gateway's card form only, so one typed anywhere else
// is refused before anything is stored, with the same code and words wherever it is typed.

/** The refusal's code and words, the same for every field. */
export const CARD_NUMBER_IN_TEXT = {
  code: "CARD_NUMBER_NOT_ACCEPTED",
  message: "Card numbers are entered in the secure card form only.",
} as const;

/**
 * True when a typed value holds a card number: text with a Luhn-valid run of 13-19 digits
 * (together or in groups split by spaces or dashes), or a number that is one.
 */
export function holdsCardNumber(value: unknown): boolean {
  return typeof value === "string" ? containsCardNumber(value) : looksLikeCardNumber(value);
}

/** The first of `names` (default: every field) whose value holds a card number, else null. */
export function cardNumberFieldOf(fields: Readonly<Record<string, unknown>>, names?: readonly string[]): string | null {
  for (const name of names ?? Object.keys(fields)) {
    if (holdsCardNumber(fields[name])) return name;
  }
  return null;
}

/** A page form's refusal (as a door answers it) when one of `names` holds a card number, else null. */
export function cardNumberFailureOf(fields: Readonly<Record<string, unknown>>, names?: readonly string[]): DoorFailure | null {
  const field = cardNumberFieldOf(fields, names);
  if (field === null) return null;
  const { code, message } = CARD_NUMBER_IN_TEXT;
  return { ok: false, status: 400, code, message, fields: { [field]: message } };
}

/**
 * The check every typed text field's schema carries (zod and zod/mini alike:
 * `z.string().check(noCardNumber)`). Its issue is marked with the refusal's code, so whatever reads
 * the schema's failure can answer with CARD_NUMBER_IN_TEXT instead of its own words.
 */
export const noCardNumber = z.refine<string>((text) => !containsCardNumber(text), {
  error: CARD_NUMBER_IN_TEXT.message,
  params: { code: CARD_NUMBER_IN_TEXT.code },
});

interface SchemaIssue {
  readonly path?: readonly PropertyKey[];
  readonly params?: unknown;
}

const marked = (params: unknown): boolean =>
  typeof params === "object" && params !== null && (params as { code?: unknown }).code === CARD_NUMBER_IN_TEXT.code;

/**
 * The field of the first issue `noCardNumber` raised (its path, dot-joined; "" at the top), or
 * null when none of the issues is one. A refusal for a card number comes before any other.
 */
export function cardNumberIssueField(issues: readonly SchemaIssue[]): string | null {
  const issue = issues.find((i) => marked(i.params));
  return issue ? (issue.path ?? []).map(String).join(".") : null;
}

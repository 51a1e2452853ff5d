import type { SummaryError } from "../../ui/form-fields";
import { fieldId } from "../../ui/form-fields";

/** What a refused account form answers: the service's words, a message per field, what was typed (never a password). */
export interface AccountRefusal {
  intent: string;
  target: string | null;
  code: string;
  message: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

/** The error summary's lines: one per field (linked to it), else the message. */
export function summaryErrors(formId: string, refusal: AccountRefusal | null | undefined): SummaryError[] {
  if (!refusal) return [];
  const fields = Object.entries(refusal.fields ?? {});
  if (fields.length === 0) return [{ text: refusal.message }];
  return fields.map(([name, text]) => ({ text, fieldId: fieldId(formId, name) }));
}

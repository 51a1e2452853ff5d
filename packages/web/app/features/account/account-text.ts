import type { Translate } from "../../lib/i18n";
import type { AccountRefusal } from "./account-refusal";

// The account forms' English messages (@quire/domain account-requests.ts and address-rules.ts, the
// server's refusals) in the page's language (decision 041). Fixed sentences are catalogue keys;
// the few built with a field's name or a number are matched here. English comes back as it was.

/** "Enter your first name.", "City is required", "Your last name can have at most 50 characters."... */
export function accountMessage(message: string, t: Translate): string {
  let m = /^Enter your (first name|last name|company name)\.$/.exec(message);
  if (m) return t("Enter your {{field}}.", { field: t(m[1]!) });
  m = /^Your (first name|last name|company name) can have at most (\d+) characters\.$/.exec(message);
  if (m) return t("Your {{field}} can have at most {{max}} characters.", { field: t(m[1]!), max: m[2]! });
  m = /^Your (first name|last name|company name) has characters we can't accept\.$/.exec(message);
  if (m) return t("Your {{field}} has characters we can't accept.", { field: t(m[1]!) });
  m = /^(.+) is required$/.exec(message);
  if (m) return t("{{field}} is required", { field: t(m[1]!) });
  m = /^(.+) must be (\d+) characters or fewer$/.exec(message);
  if (m) return t("{{field}} must be {{max}} characters or fewer", { field: t(m[1]!), max: m[2]! });
  m = /^You can keep up to (\d+) addresses\. Delete one to add another\.$/.exec(message);
  if (m) return t("You can keep up to {{count}} addresses. Delete one to add another.", { count: m[1]! });
  m = /^A card nickname can have at most (\d+) characters\.$/.exec(message);
  if (m) return t("A card nickname can have at most {{max}} characters.", { max: m[1]! });
  m = /^We couldn't match the city and state to ZIP code (\S+)\. Did you mean (.+), (\w+)\?$/.exec(message);
  if (m)
    return t("We couldn't match the city and state to ZIP code {{zip}}. Did you mean {{city}}, {{state}}?", {
      zip: m[1]!,
      city: m[2]!,
      state: m[3]!,
    });
  return t(message);
}

/** A refused form's message and field messages in the page's language; what was typed as it was. */
export function translatedRefusal<R extends Pick<AccountRefusal, "message" | "fields">>(
  refusal: R | null,
  t: Translate,
): R | null {
  if (!refusal) return null;
  const fields = refusal.fields
    ? Object.fromEntries(Object.entries(refusal.fields).map(([name, text]) => [name, accountMessage(text, t)]))
    : undefined;
  return { ...refusal, message: accountMessage(refusal.message, t), ...(fields ? { fields } : {}) };
}

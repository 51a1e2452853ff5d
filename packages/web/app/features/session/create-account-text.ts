import type { Translate } from "../../lib/i18n";

// The create-account checks' English (@quire/domain account-requests.ts, the server's refusals) in
// the page's language (decision 041): fixed sentences are catalogue keys; the few built with a
// field's name or a number are matched here. English comes back as it was.

const NAMES = "first name|last name|company name";

/** "Enter your first name.", "Your last name can have at most 50 characters.", "Enter a password."... */
export function createAccountMessage(message: string, t: Translate): string {
  let m = new RegExp(`^Enter your (${NAMES})\\.$`).exec(message);
  if (m) return t("Enter your {{field}}.", { field: t(m[1]!) });
  m = new RegExp(`^Your (${NAMES}) can have at most (\\d+) characters\\.$`).exec(message);
  if (m) return t("Your {{field}} can have at most {{max}} characters.", { field: t(m[1]!), max: m[2]! });
  m = new RegExp(`^Your (${NAMES}) has characters we can't accept\\.$`).exec(message);
  if (m) return t("Your {{field}} has characters we can't accept.", { field: t(m[1]!) });
  return t(message);
}

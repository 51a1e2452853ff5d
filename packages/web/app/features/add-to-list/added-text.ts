import type { Translate } from "../../lib/i18n";

/** "Added to Office and Desk" / "Created Office" (the action's answer) in the page's language. */
export function addedToListText(message: string, t: Translate): string {
  const added = /^Added to (.+)$/.exec(message);
  if (added) return t("Added to {{lists}}", { lists: added[1]! });
  const created = /^Created (.+)$/.exec(message);
  if (created) return t("Created {{lists}}", { lists: created[1]! });
  return t(message);
}

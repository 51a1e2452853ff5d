import { listTypeLabel, type ShoppingListSummary } from "@quire/domain";
import type { Translate } from "../../lib/i18n";

// How a list's facts read on the lists screens.

// The store's own time zone for dates would need the shopper's; UTC keeps the server's render and
// the browser's hydration saying the same day.
const modifiedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "Nov 24, 2026" from an ISO timestamp; the text as sent when it is not a date. */
export function listModifiedText(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : modifiedFormat.format(time);
}

/** The List type column: Personal, Shared or Company, and whether it is read-only. */
export function listTypeText(list: Pick<ShoppingListSummary, "accessLevel" | "readOnly">, t?: Translate): string {
  if (t) {
    const label = t(listTypeLabel(list.accessLevel));
    return list.readOnly ? t("{{type}} (read-only)", { type: label }) : label;
  }
  return `${listTypeLabel(list.accessLevel)}${list.readOnly ? " (read-only)" : ""}`;
}

/** "1 item", "1,234 items" in the page's language (decision 041). */
export const itemCountText = (n: number, t: Translate) =>
  n === 1 ? t("1 item") : t("{{count}} items", { count: n.toLocaleString("en-US") });

/** Who owns it, as the list's page says it. */
export function listOwnerText(list: Pick<ShoppingListSummary, "isOwner" | "ownerName">): string {
  return list.isOwner ? "You" : list.ownerName;
}

export const countText = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

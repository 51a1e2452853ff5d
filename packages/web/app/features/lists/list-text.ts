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
export const itemCountText = (n: number, t: Translate) => t("{{n}} items", { count: n, n: n.toLocaleString("en-US") });

/** Who owns it, as the list's page says it. */
export function listOwnerText(list: Pick<ShoppingListSummary, "isOwner" | "ownerName">): string {
  return list.isOwner ? "You" : list.ownerName;
}

export const countText = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** Who owns it, in the page's language. */
export const listOwnerTextIn = (list: Pick<ShoppingListSummary, "isOwner" | "ownerName">, t: Translate) =>
  list.isOwner ? t("You") : list.ownerName;

// The lists' notices and the lists service's refusals are fixed English sentences; those with a name
// or a number in them are matched by their shape, every other one by t(text).
const SHAPES: { pattern: RegExp; translate: (m: RegExpExecArray, t: Translate) => string }[] = [
  { pattern: /^Created the list “(.*)”\.$/s, translate: (m, t) => t("Created the list “{{name}}”.", { name: m[1]! }) },
  { pattern: /^Renamed the list to “(.*)”\.$/s, translate: (m, t) => t("Renamed the list to “{{name}}”.", { name: m[1]! }) },
  { pattern: /^Deleted the list “(.*)”\.$/s, translate: (m, t) => t("Deleted the list “{{name}}”.", { name: m[1]! }) },
  {
    pattern: /^Added “(.*)” to your favorites\.$/s,
    translate: (m, t) => t("Added “{{name}}” to your favorites.", { name: m[1]! }),
  },
  {
    pattern: /^Removed “(.*)” from your favorites\.$/s,
    translate: (m, t) => t("Removed “{{name}}” from your favorites.", { name: m[1]! }),
  },
  { pattern: /^Added the item to “(.*)”\.$/s, translate: (m, t) => t("Added the item to “{{name}}”.", { name: m[1]! }) },
  {
    pattern: /^“(.*)” is shared: give its link to whoever should see it\.$/s,
    translate: (m, t) => t("“{{name}}” is shared: give its link to whoever should see it.", { name: m[1]! }),
  },
  { pattern: /^“(.*)” is no longer shared\.$/s, translate: (m, t) => t("“{{name}}” is no longer shared.", { name: m[1]! }) },
  { pattern: /^We couldn't find item (\S+)\.$/, translate: (m, t) => t("We couldn't find item {{item}}.", { item: m[1]! }) },
  {
    pattern: /^A list holds at most ([\d,]+) items\.$/,
    translate: (m, t) => t("A list holds at most {{count}} items.", { count: m[1]! }),
  },
  {
    pattern: /^You can mark at most (\d+) lists as favorites\.$/,
    translate: (m, t) => t("You can mark at most {{count}} lists as favorites.", { count: m[1]! }),
  },
];

/** A lists notice or refusal, in the page's language (English as it is). */
export function listMessageText(text: string | null | undefined, t: Translate): string {
  if (!text) return "";
  for (const shape of SHAPES) {
    const m = shape.pattern.exec(text);
    if (m) return shape.translate(m, t);
  }
  return t(text);
}

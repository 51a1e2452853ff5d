// Compare items (storefront spec 2, 4, 9): a shopper picks up to COMPARE_LIMIT products to see side
// by side. A fifth pick is ignored, but taking one out always works. The selection travels in a
// cookie so the compare checkbox works as a plain form post before any script has loaded.

/** Spec 9: "Compare limit: 4 items". */
export const COMPARE_LIMIT = 4;
export const COMPARE_COOKIE = "quire_compare";
/** The cookie lives as long as the spec's other shopper cookies: about two years. */
export const COMPARE_COOKIE_MAX_AGE_SECONDS = 63_072_000;

const ITEM_ID = /^\d{1,12}$/;

export function isCompareItemId(value: unknown): value is string {
  return typeof value === "string" && ITEM_ID.test(value);
}

export interface CompareToggle {
  selected: string[];
  /** what the toggle did: added, removed, or ignored because the selection is full */
  outcome: "added" | "removed" | "ignored";
}

/**
 * Adds an item when it is not selected and there is room, removes it when it is selected.
 * A new item while COMPARE_LIMIT are selected leaves the selection as it was (spec 4).
 */
export function toggleCompare(selected: readonly string[], itemId: string): CompareToggle {
  const current = normaliseCompareSelection(selected);
  if (current.includes(itemId)) return { selected: current.filter((id) => id !== itemId), outcome: "removed" };
  if (!isCompareItemId(itemId) || current.length >= COMPARE_LIMIT) return { selected: current, outcome: "ignored" };
  return { selected: [...current, itemId], outcome: "added" };
}

/** Sets an item's selection on or off, as a checkbox posts it; a fifth "on" is ignored. */
export function setCompare(selected: readonly string[], itemId: string, on: boolean): CompareToggle {
  const current = normaliseCompareSelection(selected);
  if (current.includes(itemId) === on) return { selected: current, outcome: "ignored" };
  return toggleCompare(current, itemId);
}

/** Item ids only, each once, in the order picked, at most COMPARE_LIMIT. */
export function normaliseCompareSelection(ids: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const id of ids) {
    if (!isCompareItemId(id) || out.includes(id)) continue;
    out.push(id);
    if (out.length === COMPARE_LIMIT) break;
  }
  return out;
}

/** The selection in a Cookie header (or a bare cookie value); anything unreadable is an empty selection. */
export function readCompareCookie(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== COMPARE_COOKIE) continue;
    let raw = part.slice(eq + 1).trim();
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return [];
    }
    return normaliseCompareSelection(raw.split(/[.,]/));
  }
  return [];
}

/** The Set-Cookie value for a selection; an empty selection expires the cookie. */
export function compareCookie(selected: readonly string[], secure = false): string {
  const ids = normaliseCompareSelection(selected);
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (ids.length === 0) return `${COMPARE_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${COMPARE_COOKIE}=${ids.join(".")}; Max-Age=${COMPARE_COOKIE_MAX_AGE_SECONDS}; ${attributes}`;
}

/** The compare page's address for a selection: /compare?items=a,b,c */
export function comparePath(selected: readonly string[]): string {
  const ids = normaliseCompareSelection(selected);
  return ids.length === 0 ? "/compare" : `/compare?items=${ids.join(",")}`;
}

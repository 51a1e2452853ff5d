import { formatCount } from "../money";
import { wholeDollars } from "../money";

// Text the header shows: the welcome line, message count,
// rewards figures, the finder banner and per-group destinations.

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_MEMBER_DAYS = 90;

function stripQuotes(text: string): string {
  let value = text.trim();
  while (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value[value.length - 1] === value[0]) {
    value = value.slice(1, -1).trim();
  }
  return value;
}

/**
 * The first name held in the welcome cookie, or null when the cookie is missing or holds only
 * blank quote pairs ('""', "''", '"" ""'). Cookie values are often percent-encoded, so the value
 * is decoded once; text that is not valid encoding is read as it stands.
 */
export function readWelcomeCookie(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // a literal "%" in the name
  }
  if (text.replace(/["'\s]/g, "") === "") return null;
  const value = stripQuotes(text);
  return value === "" ? null : value;
}

function wholeNonNegative(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** "You have 1 message." / "You have 1,204 messages."; anything that is not a count reads as 0. */
export function messageCountText(count: number): string {
  const n = wholeNonNegative(count);
  return n === 1 ? "You have 1 message." : `You have ${formatCount(n)} messages.`;
}

// Rewards figures (whole dollars; points above 1,000,000 as M with one
// decimal). money.ts already formats points for the whole storefront, so the header re-exports
// that one function rather than shadowing it with a second, subtly different formatter.
export { formatRewardsPoints } from "../money";

/** Rewards balance as whole dollars, rounded down ("$12"); a negative or unreadable balance shows "$0". */
export function formatRewardsDollars(cents: number): string {
  return wholeDollars(wholeNonNegative(cents));
}

function normaliseSearch(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}_]/u.test(ch);
}

/** Whether `term` occurs in `text` as whole words; both are already normalised. */
function containsWholeWord(text: string, term: string): boolean {
  let from = 0;
  for (;;) {
    const index = text.indexOf(term, from);
    if (index === -1) return false;
    const before = index === 0 ? undefined : text[index - 1];
    const after = text[index + term.length];
    // Only letters and digits at the term's own edges need a boundary: "c++" still matches "c++ ink".
    const startOk = !isWordChar(term[0]) || !isWordChar(before);
    const endOk = !isWordChar(term[term.length - 1]) || !isWordChar(after);
    if (startOk && endOk) return true;
    from = index + 1;
  }
}

function hasTerms(banner: { searchTerms?: string[] }): boolean {
  return (banner.searchTerms ?? []).some((term) => typeof term === "string" && term.trim() !== "");
}

/**
 * The banner matched on the search ("ink" matches "black ink cartridge" but not "inkjet"), else
 * the default banner (the first without search terms), else null.
 */
export function pickFinderBanner<T extends { searchTerms?: string[] }>(
  banners: readonly T[],
  searchTerm: string | null | undefined,
): T | null {
  const search = typeof searchTerm === "string" ? normaliseSearch(searchTerm) : "";
  if (search !== "") {
    for (const banner of banners) {
      for (const term of banner.searchTerms ?? []) {
        if (typeof term !== "string") continue;
        const wanted = normaliseSearch(term);
        if (wanted !== "" && containsWholeWord(search, wanted)) return banner;
      }
    }
  }
  return banners.find((banner) => !hasTerms(banner)) ?? null;
}

/** Where an item leads for this user group: the group's override when it has one, else destinationURL. */
export function destinationFor(
  item: { destinationURL: string; actionOverridesByGroup?: Record<string, string> },
  userGroup: string,
): string {
  const overrides = item.actionOverridesByGroup;
  if (overrides) {
    // Own keys only, so a group named "constructor" cannot pick up Object.prototype members.
    const group = userGroup.toLowerCase();
    const key = Object.keys(overrides).find((k) => k.toLowerCase() === group);
    const override = key === undefined ? undefined : overrides[key];
    if (typeof override === "string" && override.trim() !== "") return override;
  }
  return item.destinationURL;
}

/** Calendar day (UTC) of "YYYY-MM-DD…" or "MM/DD/YYYY", as a day number; null when unreadable. */
function dayNumber(text: string): number | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  const us = iso ? null : /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const check = new Date(ms);
  // Reject dates such as 2024-02-31 that Date.UTC would roll over into March.
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return null;
  return Math.floor(ms / DAY_MS);
}

/**
 * A rewards member is new within 90 days of joining, counted in UTC
 * calendar days so the time of day of either date does not matter. A join date in the future is
 * clock or time-zone skew, so it still counts as new.
 */
export function isNewRewardsMember(memberSince: string | null, now: Date): boolean {
  if (typeof memberSince !== "string") return false;
  const since = dayNumber(memberSince.trim());
  const nowMs = now.getTime();
  if (since === null || Number.isNaN(nowMs)) return false;
  const today = Math.floor(nowMs / DAY_MS);
  return today - since <= NEW_MEMBER_DAYS;
}

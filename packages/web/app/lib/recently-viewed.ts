// Recently viewed products (decision 038): the item ids of the last product pages this browser
// opened, newest first, kept in a cookie so the home page can show them without an account.

export const RECENTLY_VIEWED_COOKIE = "quire_recent";
export const RECENTLY_VIEWED_MAX = 12;
const MAX_AGE_SECONDS = 30 * 24 * 3600;

export function readRecentlyViewed(cookieHeader: string | null): string[] {
  const match = /(?:^|;\s*)quire_recent=([^;]*)/.exec(cookieHeader ?? "");
  if (!match?.[1]) return [];
  return decodeURIComponent(match[1])
    .split(".")
    .filter((id) => /^\d{1,12}$/.test(id))
    .slice(0, RECENTLY_VIEWED_MAX);
}

/** The Set-Cookie header with `itemId` moved to the front. */
export function recentlyViewedCookie(cookieHeader: string | null, itemId: string): string {
  const ids = [itemId, ...readRecentlyViewed(cookieHeader).filter((id) => id !== itemId)].slice(0, RECENTLY_VIEWED_MAX);
  return `${RECENTLY_VIEWED_COOKIE}=${ids.join(".")}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly`;
}

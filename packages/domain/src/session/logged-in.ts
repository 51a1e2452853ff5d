// Logged-in state: the session token, a session cookie (any non-empty
// value other than the logged-off marker) or the business-site flag (logged-off counts as not
// logged in). Any one source saying "in" is enough.

export const LOGGED_OFF_MARKER = "LOGGEDOFF";

/**
 * Whether a cookie or flag value says "signed in". Surrounding quotes and blanks are dropped
 * first, because cookie writers quote values and '""' is as empty as "". The marker is compared
 * without regard to case so "loggedoff" cannot read as a session.
 */
function holdsSession(value: string | null | undefined): boolean {
  if (typeof value !== "string") return false;
  const bare = value
    .trim()
    .replace(/^["']+|["']+$/g, "")
    .trim();
  return bare !== "" && bare.toUpperCase() !== LOGGED_OFF_MARKER;
}

export function isLoggedIn(input: {
  token?: { isLoggedIn?: boolean } | null;
  sessionCookie?: string | null;
  businessSiteFlag?: string | null;
}): boolean {
  if (input.token?.isLoggedIn === true) return true;
  return holdsSession(input.sessionCookie) || holdsSession(input.businessSiteFlag);
}

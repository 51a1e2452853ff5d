// Every non-GET call to the app's API carries the x-csrf-token header, equal to the quire_csrf
// cookie (the one cookie of the session that scripts may read; the server sets it on every page
// and on GET /api/session). Without it the server answers 403 CSRF_TOKEN_INVALID.

export const CSRF_COOKIE = "quire_csrf";
export const CSRF_HEADER = "x-csrf-token";

/** The quire_csrf cookie's value, or null when absent (no document, cookie cleared or expired). */
export function readCsrfToken(cookieString?: string): string | null {
  let source = cookieString;
  if (source === undefined) {
    try {
      source = typeof document === "undefined" ? "" : document.cookie;
    } catch {
      source = "";
    }
  }
  for (const part of source.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== CSRF_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {}
    return value === "" ? null : value;
  }
  return null;
}

/** { "x-csrf-token": value } for a non-GET call, or {} when there is no token to send. */
export function csrfHeaders(cookieString?: string): Record<string, string> {
  const token = readCsrfToken(cookieString);
  return token ? { [CSRF_HEADER]: token } : {};
}

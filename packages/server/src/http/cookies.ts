// Minimal cookie reading and writing: the storefront sets one HttpOnly cart cookie.

// Read on every request several times (session, CSRF, the cart, the analytics visitor): walks the header
// in place instead of splitting it into an array of parts, and decodes only a value that has an escape.
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (let start = 0; start < header.length;) {
    let end = header.indexOf(";", start);
    if (end < 0) end = header.length;
    const eq = header.indexOf("=", start);
    if (eq >= 0 && eq < end && header.slice(start, eq).trim() === name) {
      const value = header.slice(eq + 1, end).trim();
      if (!value.includes("%")) return value;
      try {
        return decodeURIComponent(value);
      } catch {
        return null;
      }
    }
    start = end + 1;
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  httpOnly?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${options.maxAgeSeconds}`, "SameSite=Lax"];
  if (options.httpOnly !== false) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

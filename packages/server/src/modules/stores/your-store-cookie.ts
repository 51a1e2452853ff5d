import {
  DEFAULT_STORE,
  parseYourStoreCookie,
  serializeYourStoreCookie,
  YOUR_STORE_COOKIE,
  YOUR_STORE_EXPIRY_MS,
  YOUR_STORE_MAX_AGE_MS,
  type YourStore,
} from "@quire/domain";
import { readCookie } from "../../http/cookies";

// The YourStore cookie (spec sections 3 and 9; decision 029): JSON {storeNumber, zipCode, state,
// city}, readable by the page's script (not HttpOnly). "A 15-minute expiry with a long max-age" is
// written as both attributes: Expires 15 minutes ahead and Max-Age about two years. Browsers
// follow Max-Age when both are present (RFC 6265 section 5.3), so the choice survives reloads and
// restarts; a client that knows only Expires forgets it after 15 minutes, as the spec's did.

export function yourStoreSetCookie(store: YourStore, options: { secure: boolean; now?: Date }): string {
  const now = options.now ?? new Date();
  const parts = [
    `${YOUR_STORE_COOKIE}=${encodeURIComponent(serializeYourStoreCookie(store))}`,
    "Path=/",
    `Expires=${new Date(now.getTime() + YOUR_STORE_EXPIRY_MS).toUTCString()}`,
    `Max-Age=${Math.floor(YOUR_STORE_MAX_AGE_MS / 1000)}`,
    "SameSite=Lax",
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** The browser's store: the YourStore cookie when it names a valid store, else null. */
export function yourStoreCookieOf(cookieHeader: string | null | undefined): YourStore | null {
  return parseYourStoreCookie(readCookie(cookieHeader, YOUR_STORE_COOKIE));
}

/** "My store": the cookie's store, else the default store (0008 Natick, MA 01760). */
export function myStoreOf(cookieHeader: string | null | undefined): YourStore {
  return yourStoreCookieOf(cookieHeader) ?? DEFAULT_STORE;
}

import type { SiteVariables } from "./site";

// The storefront's two languages (decision 041). English is the storefront's own words as
// written in the code; Spanish is the spec's Spanish mode (langCd "es"). A shopper asks for Spanish
// at /es (which remembers it in a cookie) or with ?lang=es on any page, and goes back at /en.

export type Language = "en" | "es";
export const LANGUAGES: readonly Language[] = ["en", "es"];
export const DEFAULT_LANGUAGE: Language = "en";
/** remembers the shopper's choice for a year; not HttpOnly: it says nothing secret */
export const LANGUAGE_COOKIE = "quire_lang";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The page's language: ?lang= (en or es, any case) wins, then the cookie, then English. Anything
 * else in either place is ignored, never an error: a stale or hand-edited cookie shows English.
 */
export function languageOf(input: { query?: string | null; cookie?: string | null }): Language {
  const query = input.query?.trim().toLowerCase();
  if (isLanguage(query)) return query;
  const cookie = input.cookie?.trim().toLowerCase();
  if (isLanguage(cookie)) return cookie;
  return DEFAULT_LANGUAGE;
}

/** The spec's site variables in a language: langCd, langId, locale and hyphenatedLocale follow it. */
export function siteVariablesIn<T extends SiteVariables>(variables: T, language: Language): T {
  if (language === "en") return variables;
  return { ...variables, langCd: "es", langId: "-5", locale: "es-us", hyphenatedLocale: "es-US" };
}

/** The Set-Cookie value that remembers (or, for English, forgets) the choice. */
export function languageCookie(language: Language, secure: boolean): string {
  const base = `${LANGUAGE_COOKIE}=${language}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return language === "en" ? `${base}; Max-Age=0` : `${base}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`;
}

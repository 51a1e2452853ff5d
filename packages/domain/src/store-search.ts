import { US_STATE_CODES } from "./checkout/address-rules";

// The store locator's search text (spec section 5): word characters separated by commas or spaces,
// otherwise rejected; dots are stripped first (the geocoder does, so "St. Louis" is "St Louis").
// A ZIP is five digits; otherwise it is a city, or "city, state" / "city state" when the last word
// is a state's two-letter code.

export const NO_STORE_FOUND = "No store found";
export const INVALID_ZIPCODE = "Invalid zipcode";
export const NO_LOCAL_BUSINESS = "No Local Business";
export const INVALID_STORE_SEARCH = "Enter a ZIP code, a city, or a city and state (letters, digits, spaces and commas).";

/** The most characters a search may hold. */
export const STORE_SEARCH_MAX_LENGTH = 80;

export type StoreSearch =
  | { kind: "zip"; zip: string; text: string }
  | { kind: "city"; city: string; state: string | null; text: string }
  | { kind: "invalid"; text: string };

const WORDS = /^\w+(?:[ ,]+\w+)*$/;

const STATE_CODES: ReadonlySet<string> = new Set(US_STATE_CODES);

/** What the geocoder looks up: dots stripped, runs of spaces collapsed, ends trimmed. */
export function geocoderText(raw: string): string {
  return raw.replace(/\./g, "").replace(/\s+/g, " ").trim();
}

/** Reads a store search: a ZIP, a city, a "city, state", or invalid input (rejected before any lookup). */
export function parseStoreSearch(raw: unknown): StoreSearch {
  const original = typeof raw === "string" ? raw : "";
  const text = geocoderText(original).slice(0, STORE_SEARCH_MAX_LENGTH + 1);
  if (text === "" || text.length > STORE_SEARCH_MAX_LENGTH || !WORDS.test(text)) {
    return { kind: "invalid", text: original.trim().slice(0, STORE_SEARCH_MAX_LENGTH) };
  }
  if (/^\d+$/.test(text)) return /^\d{5}$/.test(text) ? { kind: "zip", zip: text, text } : { kind: "invalid", text };
  // "01760-1234" is not word characters; a ZIP+4 typed with a space reads as its ZIP
  const plus4 = /^(\d{5})[ ,]+\d{4}$/.exec(text);
  if (plus4) return { kind: "zip", zip: plus4[1]!, text };
  const words = text.split(/[ ,]+/);
  const last = words[words.length - 1]!.toUpperCase();
  if (words.length > 1 && STATE_CODES.has(last)) {
    return { kind: "city", city: words.slice(0, -1).join(" "), state: last, text };
  }
  return { kind: "city", city: words.join(" "), state: null, text };
}

/** The store-search error line: the searched term in quotes. */
export function noStoresNearText(term: string): string {
  return `No stores found near "${term}"`;
}

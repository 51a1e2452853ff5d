// The shopper's chosen store ("my store"). Guests carry it in the YourStore cookie; signed-in
// shoppers also keep it as their preferred-store address, and the cookie is rewritten from that
// at sign-in, so every surface (header, product page, cart, checkout) reads the cookie alone.

export interface YourStore {
  storeNumber: string;
  zipCode: string;
  state: string;
  city: string;
}

export const YOUR_STORE_COOKIE = "YourStore";

/** How the store is named to the shopper (the header, a pick-up filter): its city, else its number. */
export function yourStoreName(store: Pick<YourStore, "storeNumber" | "city">): string {
  return store.city || `#${store.storeNumber}`;
}

/** Spec section 9: default store 0008, zip 01760, state MA (Natick). */
export const DEFAULT_STORE: YourStore = { storeNumber: "0008", zipCode: "01760", state: "MA", city: "Natick" };

/** Spec section 9: the store cookie expires after 15 minutes but carries a long max-age (about 2 years). */
export const YOUR_STORE_EXPIRY_MS = 15 * 60 * 1000;
export const YOUR_STORE_MAX_AGE_MS = 63_072_000_000;

const STORE_NUMBER = /^\d{1,6}$/;
const ZIP = /^\d{5}$/;
const STATE = /^[A-Z]{2}$/;

/** "8" and "0008" are the same store: store numbers are at least four digits, zero-padded. */
export function normalizeStoreNumber(value: unknown): string | null {
  const text = typeof value === "number" && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== "string" || !STORE_NUMBER.test(text.trim())) return null;
  return text.trim().padStart(4, "0");
}

/** The cookie's JSON, if it names a valid store; zip, state and city are kept only when well formed. */
export function parseYourStoreCookie(raw: string | null | undefined): YourStore | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    try {
      parsed = JSON.parse(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  if (!parsed || typeof parsed !== "object") return null;
  const o = parsed as Record<string, unknown>;
  const storeNumber = normalizeStoreNumber(o.storeNumber);
  if (!storeNumber) return null;
  const zipCode = typeof o.zipCode === "string" && ZIP.test(o.zipCode) ? o.zipCode : "";
  const state = typeof o.state === "string" && STATE.test(o.state.toUpperCase()) ? o.state.toUpperCase() : "";
  const city = typeof o.city === "string" ? o.city.trim().slice(0, 60) : "";
  return { storeNumber, zipCode, state, city };
}

/** The cookie's value: JSON with exactly storeNumber, zipCode, state and city. */
export function serializeYourStoreCookie(store: YourStore): string {
  return JSON.stringify({ storeNumber: store.storeNumber, zipCode: store.zipCode, state: store.state, city: store.city });
}

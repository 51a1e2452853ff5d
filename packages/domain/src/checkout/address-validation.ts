import { ADDRESS_MESSAGES } from "./address-rules";

// Address validation against the ZIP code (spec storefront.md section 2: the
// address_validation_suggestion and address_validation_confirmation drawers). The server looks the
// ZIP code up in its US ZIP data; this decides what the shopper is told. Decision 022.

/** The part of an address the ZIP code speaks for. */
export interface AddressPlace {
  city: string;
  /** two-letter, upper-case */
  state: string;
  /** as typed: 5 digits or ZIP+4 */
  zipCode: string;
}

/** What the ZIP data says of a ZIP code: its city and state. */
export interface ZipPlace {
  city: string;
  state: string;
}

/**
 * A refused address's suggestion: the typed street with the ZIP code's city and state.
 * `confirmable`: the shopper may keep the address as typed instead (the ZIP code is in the typed
 * state; only the city differs).
 */
export interface AddressSuggestion {
  suggestion: AddressPlace;
  confirmable: boolean;
}

export type AddressPlaceCheck =
  | { outcome: "VALID" }
  | ({ outcome: "SUGGESTION"; message: string } & AddressSuggestion)
  | { outcome: "INVALID_ZIP"; message: string };

export const ADDRESS_VALIDATION_MESSAGES = {
  invalidZip: ADDRESS_MESSAGES.zipCode,
  suggestion: (place: AddressPlace) =>
    `We couldn't match the city and state to ZIP code ${place.zipCode}. Did you mean ${place.city}, ${place.state}?`,
  heading: "We couldn't match that address",
  savedAsEntered: "We saved your address as you entered it.",
} as const;

const ABBREVIATIONS: Record<string, string> = { st: "saint", ste: "sainte", ft: "fort", mt: "mount" };

/**
 * A city name for comparing: case, spacing, periods and hyphens do not count, and "St."/"Ft."/"Mt."
 * read as the words the ZIP data spells out ("St. Louis" is "Saint Louis").
 */
export function normalizeCityName(city: string): string {
  return city
    .toLowerCase()
    .replace(/[.\-']/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(" ");
}

/** Levenshtein distance, stopping early once past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** A misspelling of the ZIP code's city ("Framingam"): at most 2 edits, and fewer than a third of the name. */
function nearCity(typed: string, zipCity: string): boolean {
  const limit = Math.min(2, Math.floor(zipCity.length / 3));
  return limit > 0 && editDistance(typed, zipCity, limit) <= limit;
}

/**
 * Checks a typed city and state against what the ZIP data says of the typed ZIP code (undefined:
 * the ZIP code is unknown).
 *
 * - Unknown ZIP code: 'Invalid zip code'.
 * - City and state match (case, spacing, periods aside): valid.
 * - The state matches and the city does not: a suggestion of the ZIP code's city, which the
 *   shopper may also decline and keep the city as typed (`confirmed`).
 * - The state does not match but the city is the ZIP code's, or a misspelling of it: a suggestion
 *   of the ZIP code's city and state. Not confirmable: tax and delivery follow the state.
 * - Neither matches: the ZIP code is the likelier mistake, 'Invalid zip code' (no suggestion of a
 *   city across the country).
 *
 * `confirmed`: the shopper chose to keep the address as typed; it is valid when the ZIP code is in
 * the typed state.
 */
export function checkAddressPlace(
  typed: AddressPlace,
  zip: ZipPlace | undefined,
  options: { confirmed?: boolean } = {},
): AddressPlaceCheck {
  const invalid = { outcome: "INVALID_ZIP", message: ADDRESS_VALIDATION_MESSAGES.invalidZip } as const;
  if (!zip) return invalid;
  const typedState = typed.state.trim().toUpperCase();
  const zipState = zip.state.toUpperCase();
  const typedCity = normalizeCityName(typed.city);
  const zipCity = normalizeCityName(zip.city);
  const stateMatches = typedState === zipState;
  if (stateMatches && (typedCity === zipCity || options.confirmed)) return { outcome: "VALID" };
  if (!stateMatches && typedCity !== zipCity && !nearCity(typedCity, zipCity)) return invalid;
  if (!stateMatches && options.confirmed) return invalid;
  const suggestion: AddressPlace = { city: zip.city, state: zipState, zipCode: typed.zipCode.trim() };
  return {
    outcome: "SUGGESTION",
    message: ADDRESS_VALIDATION_MESSAGES.suggestion(suggestion),
    suggestion,
    confirmable: stateMatches,
  };
}

/** A refusal's suggestion read from what a call or a form action answered (anything else: null). */
export function readAddressSuggestion(value: unknown): AddressSuggestion | null {
  if (!value || typeof value !== "object") return null;
  const { suggestion, confirmable } = value as { suggestion?: unknown; confirmable?: unknown };
  if (!suggestion || typeof suggestion !== "object") return null;
  const { city, state, zipCode } = suggestion as Record<string, unknown>;
  if (typeof city !== "string" || typeof state !== "string" || typeof zipCode !== "string") return null;
  return { suggestion: { city, state, zipCode }, confirmable: confirmable === true };
}

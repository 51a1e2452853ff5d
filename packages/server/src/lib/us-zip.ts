import { createRequire } from "node:module";

// US ZIP database (the `zipcodes` package): city, state and coordinates for a five-digit ZIP.

export interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

// zipcodes ships no type declarations; load it through require with a local type.
const require = createRequire(import.meta.url);
const zipcodes = require("zipcodes") as {
  lookup: (zip: string) => ZipRecord | undefined;
  codes: Record<string, ZipRecord>;
};

export function lookupZip(zip: string): ZipRecord | undefined {
  return /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
}

/** Every ZIP record (about 42,000), for searches by city name. */
export function allZipRecords(): ZipRecord[] {
  return Object.values(zipcodes.codes);
}

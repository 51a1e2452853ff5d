import type { LocatorPlace } from "@quire/domain";
import { TtlCache } from "../../lib/ttl-cache";
import { type ZipRecord, allZipRecords, lookupZip } from "../../lib/us-zip";

// The maps geocoder, offline (design: "a US ZIP database for geocoding"): a ZIP, a city, or a city
// and state to a point, from the `zipcodes` package. A city alone is taken in the state where that
// name has the most ZIP codes; a city's point is the centre of its ZIP codes. Answers are kept 24
// hours (spec section 9: the zip record).

export const ZIP_RECORD_TTL_MS = 24 * 60 * 60 * 1000;

/** "ST LOUIS" is spelt "SAINT LOUIS" in the ZIP data. */
const ABBREVIATIONS: Record<string, string> = { ST: "SAINT", STE: "SAINTE", FT: "FORT", MT: "MOUNT", PT: "POINT" };

let cityIndex: Map<string, ZipRecord[]> | null = null;
function byCity(): Map<string, ZipRecord[]> {
  if (cityIndex) return cityIndex;
  cityIndex = new Map();
  for (const record of allZipRecords()) {
    if (record.country !== "US") continue;
    const key = record.city.toUpperCase();
    const list = cityIndex.get(key);
    if (list) list.push(record);
    else cityIndex.set(key, [record]);
  }
  return cityIndex;
}

function centre(records: ZipRecord[]): LocatorPlace {
  const first = records[0]!;
  const latitude = records.reduce((sum, r) => sum + r.latitude, 0) / records.length;
  const longitude = records.reduce((sum, r) => sum + r.longitude, 0) / records.length;
  // the ZIP nearest the centre names the place
  const nearest = records.reduce((best, r) =>
    (r.latitude - latitude) ** 2 + (r.longitude - longitude) ** 2 <
    (best.latitude - latitude) ** 2 + (best.longitude - longitude) ** 2
      ? r
      : best,
  );
  return { latitude, longitude, city: first.city, state: first.state, zipCode: nearest.zip };
}

export class ZipGeocoder {
  private readonly cache = new TtlCache<LocatorPlace | null>(5000, ZIP_RECORD_TTL_MS);

  /** A US ZIP's place, or null when the ZIP is unknown. */
  zip(zip: string): LocatorPlace | null {
    const key = `zip:${zip}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const r = lookupZip(zip);
    const place =
      r && r.country === "US"
        ? { latitude: r.latitude, longitude: r.longitude, city: r.city, state: r.state, zipCode: r.zip }
        : null;
    this.cache.set(key, place);
    return place;
  }

  /** A city's place (in the given state, else the state where the name is most common), or null. */
  city(city: string, state: string | null): LocatorPlace | null {
    const name = city.toUpperCase().replace(/\s+/g, " ").trim();
    const key = `city:${name}|${state ?? ""}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const words = name.split(" ");
    const spelt = words.map((w) => ABBREVIATIONS[w] ?? w).join(" ");
    const candidates = byCity().get(name) ?? byCity().get(spelt) ?? [];
    let place: LocatorPlace | null = null;
    if (state) {
      const inState = candidates.filter((r) => r.state === state);
      place = inState.length > 0 ? centre(inState) : null;
    } else if (candidates.length > 0) {
      const perState = new Map<string, ZipRecord[]>();
      for (const r of candidates) perState.set(r.state, [...(perState.get(r.state) ?? []), r]);
      const best = [...perState.values()].sort((a, b) => b.length - a.length || a[0]!.state.localeCompare(b[0]!.state))[0]!;
      place = centre(best);
    }
    this.cache.set(key, place);
    return place;
  }
}

/** One geocoder per process: its cache is derived, read-only data. */
export const sharedGeocoder = new ZipGeocoder();

// Distances for the store locator: great-circle miles between two points, and the latitude and
// longitude box that holds every point within a radius (the index narrows to the box, then the
// exact distance decides).

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_MILES) / 180;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Spec section 9: 20 miles by default, 100 in the header locator. */
export const DEFAULT_STORE_RADIUS_MILES = 20;
export const HEADER_STORE_RADIUS_MILES = 100;
/** The widest radius a search may ask for; beyond it a radius is clamped, not refused. */
export const MAX_STORE_RADIUS_MILES = 250;

/** Haversine distance in miles. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** Every point within `radiusMiles` of `centre` lies inside this box (it may hold a few more). */
export function boundingBox(centre: GeoPoint, radiusMiles: number): BoundingBox {
  const dLat = radiusMiles / MILES_PER_DEGREE_LATITUDE;
  const minLatitude = Math.max(-90, centre.latitude - dLat);
  const maxLatitude = Math.min(90, centre.latitude + dLat);
  // the box is widest in longitude at the latitude farthest from the equator
  const widest = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cos = Math.cos(toRadians(widest));
  const dLon = cos < 1e-9 ? 180 : Math.min(180, radiusMiles / (MILES_PER_DEGREE_LATITUDE * cos));
  return {
    minLatitude,
    maxLatitude,
    minLongitude: Math.max(-180, centre.longitude - dLon),
    maxLongitude: Math.min(180, centre.longitude + dLon),
  };
}

/**
 * Spec section 5: a radius is used only if it is a finite integer; otherwise the default applies.
 * A usable radius is at least 1 mile and at most MAX_STORE_RADIUS_MILES.
 */
export function storeSearchRadius(value: unknown, fallback: number = DEFAULT_STORE_RADIUS_MILES): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || !Number.isInteger(n) || n < 1) return fallback;
  return Math.min(n, MAX_STORE_RADIUS_MILES);
}

/** Miles to one decimal place, as the locator shows them ("3.2 mi"). */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

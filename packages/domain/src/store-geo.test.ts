import { describe, expect, it } from "vitest";
import { boundingBox, distanceMiles, roundMiles, storeSearchRadius } from "./store-geo";

const NATICK = { latitude: 42.2835, longitude: -71.3495 };
const FRAMINGHAM = { latitude: 42.2793, longitude: -71.4162 };
const BOSTON = { latitude: 42.3576, longitude: -71.0514 };
const LOS_ANGELES = { latitude: 34.0614, longitude: -118.2385 };

describe("distanceMiles", () => {
  it("is zero for one point and symmetric", () => {
    expect(distanceMiles(NATICK, NATICK)).toBe(0);
    expect(distanceMiles(NATICK, BOSTON)).toBeCloseTo(distanceMiles(BOSTON, NATICK), 10);
  });

  it("measures real distances", () => {
    expect(distanceMiles(NATICK, FRAMINGHAM)).toBeGreaterThan(3);
    expect(distanceMiles(NATICK, FRAMINGHAM)).toBeLessThan(4);
    expect(distanceMiles(NATICK, BOSTON)).toBeGreaterThan(15);
    expect(distanceMiles(NATICK, BOSTON)).toBeLessThan(17);
    expect(distanceMiles(BOSTON, LOS_ANGELES)).toBeGreaterThan(2550);
    expect(distanceMiles(BOSTON, LOS_ANGELES)).toBeLessThan(2620);
  });
});

describe("boundingBox", () => {
  it("holds every point within the radius", () => {
    for (const radius of [1, 5, 20, 100]) {
      const box = boundingBox(NATICK, radius);
      for (let bearing = 0; bearing < 360; bearing += 15) {
        const rad = (bearing * Math.PI) / 180;
        // a point at (almost) the radius along this bearing, by small steps
        const p = {
          latitude: NATICK.latitude + ((radius * 0.999) / 69.09) * Math.cos(rad),
          longitude:
            NATICK.longitude + ((radius * 0.999) / (69.09 * Math.cos((NATICK.latitude * Math.PI) / 180))) * Math.sin(rad),
        };
        if (distanceMiles(NATICK, p) <= radius) {
          expect(p.latitude).toBeGreaterThanOrEqual(box.minLatitude);
          expect(p.latitude).toBeLessThanOrEqual(box.maxLatitude);
          expect(p.longitude).toBeGreaterThanOrEqual(box.minLongitude);
          expect(p.longitude).toBeLessThanOrEqual(box.maxLongitude);
        }
      }
    }
  });

  it("excludes Boston from a 10-mile box around Natick but includes it at 20 miles", () => {
    const inside = (b: ReturnType<typeof boundingBox>, p: typeof BOSTON) =>
      p.latitude >= b.minLatitude &&
      p.latitude <= b.maxLatitude &&
      p.longitude >= b.minLongitude &&
      p.longitude <= b.maxLongitude;
    expect(inside(boundingBox(NATICK, 10), BOSTON)).toBe(false);
    expect(inside(boundingBox(NATICK, 20), BOSTON)).toBe(true);
  });
});

describe("storeSearchRadius", () => {
  it("uses a radius only when it is a finite integer", () => {
    expect(storeSearchRadius(50)).toBe(50);
    expect(storeSearchRadius("35")).toBe(35);
    expect(storeSearchRadius(undefined)).toBe(20);
    expect(storeSearchRadius(12.5)).toBe(20);
    expect(storeSearchRadius(Number.NaN)).toBe(20);
    expect(storeSearchRadius(Number.POSITIVE_INFINITY)).toBe(20);
    expect(storeSearchRadius("ten")).toBe(20);
    expect(storeSearchRadius("")).toBe(20);
    expect(storeSearchRadius(0)).toBe(20);
    expect(storeSearchRadius(-5)).toBe(20);
    expect(storeSearchRadius(undefined, 100)).toBe(100);
  });

  it("clamps a very wide radius", () => {
    expect(storeSearchRadius(100000)).toBe(250);
  });

  it("rounds miles to a tenth", () => {
    expect(roundMiles(3.14159)).toBe(3.1);
    expect(roundMiles(0.04)).toBe(0);
  });
});

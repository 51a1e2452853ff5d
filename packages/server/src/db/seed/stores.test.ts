import { describe, expect, it } from "vitest";
import { lookupZip } from "../../lib/us-zip";
import { parseSeedArgs } from "../seed-cli";
import { buildStores, MAX_DEMO_STORES } from "./stores";

describe("demo stores", () => {
  it("generates up to 2,000 stores at real ZIP codes, numbers unique, 0008 still Natick, the same every time", () => {
    const stores = buildStores(MAX_DEMO_STORES);
    expect(stores).toHaveLength(2000);
    expect(new Set(stores.map((s) => s.storeNumber)).size).toBe(2000);
    expect(new Set(stores.map((s) => s.name)).size).toBe(2000);
    expect(stores.every((s) => /^\d{4}$/.test(s.storeNumber))).toBe(true);
    expect(stores[0]).toMatchObject({ storeNumber: "0008", city: "Natick", state: "MA", zipcode: "01760" });
    for (const s of stores.slice(127, 2000).filter((_, i) => i % 97 === 0)) {
      const zip = lookupZip(s.zipcode)!;
      expect(zip).toMatchObject({ city: s.city, state: s.state, latitude: s.latitude, longitude: s.longitude });
    }
    expect(buildStores(2000)).toEqual(stores);
    // the first 127 are the demo stores, whatever the count
    expect(stores.slice(0, 127)).toEqual(buildStores());
  });

  it("cuts the list for fewer stores and refuses a count out of range", () => {
    expect(buildStores(10).map((s) => s.storeNumber)[0]).toBe("0008");
    expect(buildStores(10)).toHaveLength(10);
    expect(() => buildStores(2001)).toThrow(/1 to 2000/);
    expect(() => buildStores(0)).toThrow();
  });

  it("npm run seed takes --stores N", () => {
    expect(parseSeedArgs(["--stores", "2000"]).stores).toBe(2000);
    expect(parseSeedArgs(["--stores=500", "--products", "10"])).toMatchObject({ stores: 500, products: 10 });
    expect(parseSeedArgs([]).stores).toBeNull();
    for (const bad of ["0", "2001", "abc", "1.5"]) expect(() => parseSeedArgs(["--stores", bad])).toThrow(/--stores/);
  });
});

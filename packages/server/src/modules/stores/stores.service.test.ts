import { distanceMiles } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookupZip } from "../../lib/us-zip";
import { type TestServer, startTestServer } from "../../test/test-server";
import { StoreService } from "./stores.service";

// The radius search against the real database (SQLite, or PostgreSQL when DATABASE_URL is set).

let server: TestServer;
let stores: StoreService;
const natick = lookupZip("01760")!;

beforeAll(async () => {
  server = await startTestServer({ products: 30 });
  stores = new StoreService(server.db);
});
afterAll(async () => {
  await server?.close();
});

describe("StoreService.nearby", () => {
  it("finds exactly the stores within the radius, nearest first", async () => {
    const all = await server.db.selectFrom("stores").select(["storeNumber", "latitude", "longitude"]).execute();
    const expected = all
      .filter((s) => distanceMiles(natick, { latitude: Number(s.latitude), longitude: Number(s.longitude) }) <= 20)
      .map((s) => s.storeNumber)
      .sort();
    const found = await stores.nearby(natick, 20);
    expect(found.map((s) => s.storeNumber).sort()).toEqual(expected);
    expect(found[0]?.storeNumber).toBe("0008");
    expect(found.map((s) => s.distanceMiles)).toEqual([...found.map((s) => s.distanceMiles)].sort((a, b) => a - b));
    expect(found.every((s) => s.distanceMiles <= 20)).toBe(true);
    expect(found.length).toBeGreaterThan(1);
  });

  it("widens with the radius and honours the limit", async () => {
    const near = await stores.nearby(natick, 20);
    const wide = await stores.nearby(natick, 100);
    expect(wide.length).toBeGreaterThan(near.length);
    expect(await stores.nearby(natick, 100, { limit: 3 })).toHaveLength(3);
  });

  it("reads one product's shelf stock per store when asked", async () => {
    const [withStock] = await server.db
      .selectFrom("storeInventory")
      .select(["productId", "qty"])
      .where("storeNumber", "=", "0008")
      .limit(1)
      .execute();
    const found = await stores.nearby(natick, 20, { productId: Number(withStock!.productId) });
    expect(found[0]).toMatchObject({ storeNumber: "0008", stockQty: Number(withStock!.qty) });
    expect(found.every((s) => typeof s.stockQty === "number")).toBe(true);
  });

  it("finds nothing in the middle of the ocean", async () => {
    expect(await stores.nearby({ latitude: 30, longitude: -40 }, 100)).toEqual([]);
  });
});

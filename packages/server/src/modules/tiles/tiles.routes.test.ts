import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBeaconQuery } from "@quire/domain";
import { type RawBuilder, sql } from "kysely";
import { TestBrowser, demoBrowsers } from "../../test/test-browser";
import { type PlacedOrders, placeKnownOrders } from "../../test/known-business-orders";
import { type TestServer, startTestServer } from "../../test/test-server";

// Tile call changes and the compatibility drawers' call over real HTTP (decision 047). Past
// purchases come from the known orders of test/known-business-orders.ts: Pat bought A and B now
// and D 14 months ago; C waits for approval (no purchase yet).

let server: TestServer;
let known: PlacedOrders;

beforeAll(async () => {
  server = await startTestServer({ products: 400 });
  known = await placeKnownOrders(server.db, new Date("2026-11-20T10:00:00.000Z"));
});
afterAll(async () => {
  await server?.close();
});

const as = demoBrowsers(() => server.baseUrl);
const PAT = "buyer@northwind.test";

interface Tile {
  itemId: string;
  lastOrderedDate?: string | null;
  pastPurchaseBadge?: string | null;
  impBeacons?: string[];
  clickBeacons?: string[];
  recId?: string | null;
}

function beaconOf(url: string) {
  return parseBeaconQuery(new URLSearchParams(url.split("?")[1] ?? ""));
}

describe("getProductTileData: past purchases and beacons", () => {
  it("gives a signed-in shopper the date and badge of their own last order of each item", async () => {
    const { a, b, c, d } = known.products;
    const reply = await (
      await as(PAT)
    ).call<Tile[]>("POST", "/api/productTileProxy/getProductTileData", {
      query: { skus: [a.itemId, b.itemId, c.itemId, d.itemId], inputs: { placement: "search", pageType: "search" } },
    });
    expect(reply.status).toBe(200);
    const byId = new Map(reply.body.map((t) => [t.itemId, t]));
    expect(byId.get(a.itemId)?.pastPurchaseBadge).toBe("Purchased Nov, 2026");
    expect(byId.get(b.itemId)?.lastOrderedDate).toMatch(/^2026-11-20/);
    // the order waiting for approval is not a purchase yet
    expect(byId.get(c.itemId)?.pastPurchaseBadge ?? null).toBeNull();
    // D's last counted order is fourteen months back
    expect(byId.get(d.itemId)?.pastPurchaseBadge).toBe("Purchased Sep, 2025");
  });

  it("gives a guest no past purchases", async () => {
    const { a } = known.products;
    const guest = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
    const reply = await guest.call<Tile[]>("GET", `/api/productTileProxy/getProductTileData?skus=${a.itemId}`);
    expect(reply.status).toBe(200);
    expect(reply.body[0]).toMatchObject({ itemId: a.itemId, lastOrderedDate: null, pastPurchaseBadge: null });
  });

  it("answers first-party impression and click beacons for the placement asked", async () => {
    const { a } = known.products;
    const guest = new TestBrowser(server.baseUrl);
    const reply = await guest.call<Tile[]>(
      "GET",
      `/ele-lpd/api/productTileProxy/getProductTileData?skus=${a.itemId}&placement=cart_overlay&pageType=cart&recId=r-9`,
    );
    expect(reply.status).toBe(200);
    const tile = reply.body[0]!;
    expect(tile.recId).toBe("r-9");
    expect(tile.impBeacons).toHaveLength(1);
    expect(tile.impBeacons![0]).toMatch(/^\/api\/analytics\/beacon\?/);
    expect(beaconOf(tile.impBeacons![0]!)).toMatchObject({
      event: "imp",
      itemId: a.itemId,
      placement: "cart_overlay",
      pageType: "cart",
      recId: "r-9",
    });
    expect(beaconOf(tile.clickBeacons![0]!)).toMatchObject({ event: "clk", itemId: a.itemId });
  });

  it("still refuses a call without skus, changing nothing", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/api/productTileProxy/getProductTileData");
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

/** The first product (by id) the condition picks, as the tile call sees it. */
async function firstItem(where: RawBuilder<unknown>): Promise<string> {
  const result = await sql<{ itemId: string }>`select p.item_id from products p left join inventory i on i.product_id = p.id
    where ${where} order by p.id limit 1`.execute(server.db);
  const itemId = result.rows[0]?.itemId;
  if (!itemId) throw new Error("the demo store has no such product");
  return itemId;
}

interface RestrictedTile extends Tile {
  resolvedItemId: string | null;
  ctaText: string;
  canAddToCart: boolean;
  restrictionDetails: { type: string; title: string; isLimitedQty: boolean; viewDetailsTxt?: string } | null;
}

describe("getProductTileData: ## ids and sold-out items", () => {
  const TILES = "/api/productTileProxy/getProductTileData";

  it("answers a sku written with ## with its item's tile carrying that resolvedItemId, in the order asked", async () => {
    const { a, b } = known.products;
    const guest = new TestBrowser(server.baseUrl);
    const reply = await guest.call<RestrictedTile[]>("POST", TILES, {
      query: { skus: [`${b.itemId}##COLOR`, a.itemId, "##COLOR", "999999999999##X"] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.map((t) => [t.itemId, t.resolvedItemId])).toEqual([
      [b.itemId, `${b.itemId}##COLOR`],
      [a.itemId, a.itemId],
    ]);
    const viaGet = await guest.call<RestrictedTile[]>("GET", `${TILES}?skus=${encodeURIComponent(`${a.itemId}##BLUE`)}`);
    expect(viaGet.body.map((t) => [t.itemId, t.resolvedItemId])).toEqual([[a.itemId, `${a.itemId}##BLUE`]]);
  });

  it("gives a sold-out or discontinued item its sold-out title and View details instead of Add to cart", async () => {
    const soldOut = await firstItem(sql`p.status = 'PUBLISHED' and coalesce(i.online_qty, 0) = 0 and i.backorder_date is null`);
    const discontinued = await firstItem(sql`p.status = 'DISCONTINUED'`);
    const inStock = await firstItem(sql`p.status = 'PUBLISHED' and i.online_qty >= 10 and p.action_label = 'Add to cart'`);
    for (const browser of [new TestBrowser(server.baseUrl), new TestBrowser(server.baseUrl, { host: "advantage.localhost" })]) {
      const reply = await browser.call<RestrictedTile[]>("POST", TILES, { query: { skus: [soldOut, discontinued, inStock] } });
      expect(reply.status).toBe(200);
      const byId = new Map(reply.body.map((t) => [t.itemId, t]));
      expect(byId.get(soldOut)).toMatchObject({
        ctaText: "View details",
        canAddToCart: false,
        restrictionDetails: { type: "OUT_OF_STOCK", title: "Out of stock", isLimitedQty: false, viewDetailsTxt: "View details" },
      });
      expect(byId.get(discontinued)).toMatchObject({
        ctaText: "View details",
        canAddToCart: false,
        restrictionDetails: { type: "UNAVAILABLE", title: "Unavailable for purchase" },
      });
      expect(byId.get(inStock)).toMatchObject({ ctaText: "Add to cart", canAddToCart: true, restrictionDetails: null });
    }
  });

  it("titles little stock 'Limited quantities available', on the business site 'Limited availability', and still adds", async () => {
    const limited = await firstItem(
      sql`p.status = 'PUBLISHED' and i.online_qty between 1 and 9 and p.action_label = 'Add to cart'`,
    );
    const ask = async (browser: TestBrowser) => (await browser.call<RestrictedTile[]>("GET", `${TILES}?skus=${limited}`)).body[0];
    expect(await ask(new TestBrowser(server.baseUrl))).toMatchObject({
      canAddToCart: true,
      restrictionDetails: { type: "LIMITED_QTY", isLimitedQty: true, title: "Limited quantities available" },
    });
    expect(await ask(new TestBrowser(server.baseUrl, { host: "advantage.localhost" }))).toMatchObject({
      canAddToCart: true,
      restrictionDetails: { type: "LIMITED_QTY", title: "Limited availability" },
    });
  });
});

async function firstPair(): Promise<{ printer: string; cartridge: string }> {
  const result = await sql<{ printer: string; cartridge: string }>`select pr.item_id as printer, ca.item_id as cartridge
    from printer_compatibility pc
    join products pr on pr.id = pc.printer_product_id
    join products ca on ca.id = pc.cartridge_product_id
    where pr.status = 'PUBLISHED' and ca.status = 'PUBLISHED'
    order by pr.id, ca.id limit 1`.execute(server.db);
  const row = result.rows[0];
  if (!row) throw new Error("the demo store has no printer/cartridge pairs");
  return row;
}

describe("GET /api/productTileProxy/compatibility/:itemId", () => {
  it("lists the printers a cartridge fits, in the drawer's words", async () => {
    const { printer, cartridge } = await firstPair();
    const reply = await new TestBrowser(server.baseUrl).call(
      "GET",
      `/api/productTileProxy/compatibility/${cartridge}?requestType=tile`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      itemId: cartridge,
      kind: "printers",
      title: "Compatible Printers",
      contentTitle: "This cartridge is compatible with:",
    });
    expect(reply.body.items.map((i: { itemId: string }) => i.itemId)).toContain(printer);
  });

  it("lists the cartridges a printer takes", async () => {
    const { printer, cartridge } = await firstPair();
    const reply = await new TestBrowser(server.baseUrl).call("GET", `/ele-lpd/api/productTileProxy/compatibility/${printer}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ kind: "cartridges", title: "Compatible Cartridges" });
    expect(reply.body.items.map((i: { itemId: string }) => i.itemId)).toContain(cartridge);
  });

  it("answers 404 for items with nothing to be compatible with, and for unknown items", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const other = await browser.call("GET", `/api/productTileProxy/compatibility/${known.products.a.itemId}`);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("NO_COMPATIBILITY");
    const unknown = await browser.call("GET", "/api/productTileProxy/compatibility/999999999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("PRODUCT_NOT_FOUND");
    const bad = await browser.call("GET", "/api/productTileProxy/compatibility/abc");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBeTruthy();
  });
});

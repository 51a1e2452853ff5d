import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RawBuilder, sql } from "kysely";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The pages behind the tiles (decision 047): the compatibility drawer's page without JavaScript,
// the search page's tiles linking to it, and a tile's past-purchase badge from the shopper's own order.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 400, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => new TestBrowser(server.baseUrl).call("GET", path);

describe("/tiles/compatibility/:itemId", () => {
  it("lists a cartridge's printers under the drawer's titles", async () => {
    const result = await sql<{ cartridge: string; printer: string }>`select ca.item_id as cartridge, pr.name as printer
      from printer_compatibility pc
      join products ca on ca.id = pc.cartridge_product_id
      join products pr on pr.id = pc.printer_product_id
      where ca.status = 'PUBLISHED' and pr.status = 'PUBLISHED'
      order by ca.id limit 1`.execute(server.db);
    const pair = result.rows[0]!;
    const reply = await get(`/tiles/compatibility/${pair.cartridge}`);
    expect(reply.status).toBe(200);
    const html = String(reply.body);
    expect(html).toContain("<h1>Compatible Printers</h1>");
    expect(html).toContain("This cartridge is compatible with:");
    expect(
      html
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, "&"),
    ).toContain(pair.printer);
  });

  it("is a 404 for an item without compatibility and for a malformed id", async () => {
    const desk = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("status", "=", "PUBLISHED")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const hasData = await sql<{ n: number }>`select count(*) as n from printer_compatibility pc join products p
      on p.id = pc.printer_product_id or p.id = pc.cartridge_product_id where p.item_id = ${desk.itemId}`.execute(server.db);
    if (Number(hasData.rows[0]?.n ?? 0) === 0) expect((await get(`/tiles/compatibility/${desk.itemId}`)).status).toBe(404);
    expect((await get("/tiles/compatibility/not-a-number")).status).toBe(404);
  });
});

/** The badge as the store writes it for an order placed now (its month in UTC). */
function badgeForNow(): string {
  const now = new Date();
  const month = now.toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  return `Purchased ${month}, ${now.getUTCFullYear()}`;
}

describe("the past-purchase badge on a search result's tile", () => {
  it("a new shopper's tile has none; once they have ordered the product, its tile reads when", async () => {
    const h = checkoutHelpers(server, "10.201");
    const shopper = await h.newShopper();
    const product = await h.stockedProduct();
    const { name } = await server.db
      .selectFrom("products")
      .select("name")
      .where("itemId", "=", product.itemId)
      .executeTakeFirstOrThrow();
    const searchPath = `/search?query=${encodeURIComponent(name)}`;
    const tileOf = async () => {
      const page = await shopper.call("GET", searchPath);
      expect(page.status).toBe(200);
      const tile = new RegExp(`<article [^>]*data-item-id="${product.itemId}"[^>]*>[\\s\\S]*?</article>`).exec(String(page.body));
      expect(tile, `the tile of ${product.itemId} in the results`).not.toBeNull();
      return tile![0];
    };
    expect(await tileOf()).not.toContain("Purchased ");

    await h.addToCart(shopper, product.itemId);
    await h.deliveryAndAddress(shopper);
    const paid = await h.payByCard(shopper, "4111111111111111");
    const placed = await h.placeOrder(shopper, paid.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    expect(await tileOf()).toContain(`<span class="badge badge--purchased">${badgeForNow()}</span>`);
  });
});

describe("a sold-out item's tile on the search page", () => {
  /** The tile of the first product (by id) the condition picks, on a search for its name. */
  async function tileWhere(where: RawBuilder<unknown>): Promise<string> {
    const result = await sql<{ itemId: string; name: string }>`select p.item_id, p.name from products p
      left join inventory i on i.product_id = p.id where ${where} order by p.id limit 1`.execute(server.db);
    const product = result.rows[0];
    if (!product) throw new Error("the demo store has no such product");
    const page = await get(`/search?query=${encodeURIComponent(product.name)}`);
    expect(page.status).toBe(200);
    const tile = new RegExp(`<article [^>]*data-item-id="${product.itemId}"[^>]*>[\\s\\S]*?</article>`).exec(String(page.body));
    expect(tile, `the tile of ${product.itemId} in the results`).not.toBeNull();
    return tile![0];
  }

  it("shows 'Out of stock' or 'Unavailable for purchase' where the Add to cart form would be", async () => {
    const soldOut = await tileWhere(
      sql`p.status = 'PUBLISHED' and coalesce(i.online_qty, 0) = 0 and i.backorder_date is null and p.action_label = 'Add to cart'`,
    );
    expect(soldOut).toContain('<p class="tile__stock tile__stock--out">Out of stock</p>');
    expect(soldOut).not.toContain('name="intent" value="add"');
    const discontinued = await tileWhere(sql`p.status = 'DISCONTINUED'`);
    expect(discontinued).toContain('<p class="tile__stock tile__stock--out">Unavailable for purchase</p>');
    expect(discontinued).not.toContain('name="intent" value="add"');
    const inStock = await tileWhere(sql`p.status = 'PUBLISHED' and i.online_qty >= 10 and p.action_label = 'Add to cart'`);
    expect(inStock).toContain('name="intent" value="add"');
    expect(inStock).not.toContain("tile__stock--out");
  });
});

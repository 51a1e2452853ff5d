import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The product page's "Customers also bought" rail learns from orders (decision 049): an item no
// basket has held shows the same-category filler; a shopper orders it with another item, and the
// item's rail, rendered with the page, now leads with that other item.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 500, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

/** Stocked products no order or historical basket holds, each with its page address. */
async function unlearnedProducts(): Promise<{ itemId: string; itemUrl: string }[]> {
  const { rows } = await sql<{ itemId: string; itemUrl: string }>`select p.item_id, p.item_url
    from products p join inventory i on i.product_id = p.id
    where p.status = 'PUBLISHED' and p.is_free_sample = 0 and p.is_warranty_plan = 0 and p.assembly_eligible = 0
      and p.final_price_cents > 500 and i.online_qty >= 30 and i.backorder_date is null and p.quantity_limit is null
      and p.item_id not in (select item_id from rec_item_stats where orders > 0)
    order by p.id limit 2`.execute(server.db);
  expect(rows).toHaveLength(2);
  return rows.map((r) => ({ itemId: r.itemId, itemUrl: `/${r.itemUrl}` }));
}

/** The item ids of the page's "Customers also bought" rail, in its order. */
async function railOf(path: string): Promise<string[]> {
  const page = await new TestBrowser(server.baseUrl).call("GET", path);
  expect(page.status).toBe(200);
  const rail = /<section [^>]*aria-labelledby="rail-cross-sell-title"[\s\S]*?<\/section>/.exec(String(page.body))?.[0] ?? "";
  expect(rail).toMatch(/<h2 id="rail-cross-sell-title">Customers also bought<\/h2>/);
  expect(rail).toContain('<ul class="rail__list" aria-label="Customers also bought">');
  return [...rail.matchAll(/<li><article [^>]*data-item-id="(\d+)"/g)].map((m) => m[1]!);
}

describe("the product page's Customers also bought rail", () => {
  it("leads with an item once a shopper has ordered the two together", async () => {
    const [core, other] = (await unlearnedProducts()) as [
      { itemId: string; itemUrl: string },
      { itemId: string; itemUrl: string },
    ];

    const before = await railOf(core.itemUrl);
    expect(before.length).toBeGreaterThan(0);
    expect(before[0]).not.toBe(other.itemId);

    const h = checkoutHelpers(server, "10.240");
    const buyer = await h.newShopper();
    await h.addToCart(buyer, core.itemId);
    await h.addToCart(buyer, other.itemId);
    const view = await h.deliveryAndAddress(buyer);
    await h.payByCard(buyer, "4111111111111111");
    const placed = await h.placeOrder(buyer, view.cart.cartSummary.ordTotal as number);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    expect((await railOf(core.itemUrl))[0]).toBe(other.itemId);
  });
});

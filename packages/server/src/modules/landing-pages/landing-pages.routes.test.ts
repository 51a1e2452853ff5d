import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The spec's POST /ele-lpd/api/landingPages/fetchComponentsModel (decision 071).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
});
afterAll(async () => {
  await server?.close();
});

const PATH = "/ele-lpd/api/landingPages/fetchComponentsModel";
const ADVANTAGE = { host: "advantage.localhost" };

interface Facet {
  brandId: number | null;
  scatId: number | null;
  name: string;
  count: number;
  selected: boolean;
}
interface Product {
  itemId: string;
  brand: string;
  finalPriceCents: number;
  basePriceCents: number;
  rating: number;
}

/** The purchasable products of these top-level categories, counted straight from the tables. */
async function offeredCount(slugs: string[]): Promise<number> {
  const row = await sql<{ count: number }>`select count(*) as count from products p
    join categories c on c.id = p.category_id
    join categories s on s.id = coalesce(c.parent_id, c.id)
    where p.status = 'PUBLISHED' and p.is_warranty_plan = 0 and p.is_free_sample = 0
    and s.slug in (${sql.join(slugs)})`.execute(server.db);
  return Number(row.rows[0]?.count ?? 0);
}

async function model(browser: TestBrowser, body: Record<string, unknown>) {
  const reply = await browser.call("POST", PATH, body);
  return reply;
}

describe("POST /ele-lpd/api/landingPages/fetchComponentsModel", () => {
  it("answers the page's hero, filter data and its best rated products", async () => {
    const reply = await model(new TestBrowser(server.baseUrl), { slug: "back-to-school" });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    const data = reply.body.data;
    expect(data).toMatchObject({ slug: "back-to-school", title: "Back to school", page: 1, storeNumber: "0008" });
    expect(data.hero.title).toBe("Back to school");
    expect(data.hero.html).toContain("<strong>writing</strong>");
    const total = await offeredCount(["writing-instruments", "paper", "binders-filing"]);
    expect(total).toBeGreaterThan(0);
    expect(data.total).toBe(total);
    expect(data.pageCount).toBe(Math.ceil(total / 24));
    expect(data.products).toHaveLength(Math.min(24, total));
    const ratings = data.products.map((p: Product) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const supers: Facet[] = data.filterData.superCategories;
    expect(supers.map((f) => f.scatId !== null && f.brandId === null && !f.selected)).toEqual([true, true, true]);
    expect(supers.reduce((n, f) => n + f.count, 0)).toBe(total);
    expect(data.filterData.brandCategories.length).toBeGreaterThan(0);
    expect(data.filterData.bopisCategories).toMatchObject([{ name: "Pick up today", selected: false }]);
    expect(data.filterData.promoCategories).toMatchObject([{ name: "On sale", selected: false }]);
  });

  it("filters by brand, category, pick up today and on sale, each facet counting with the other filters", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const all = (await model(browser, { slug: "back-to-school" })).body.data;
    const brand: Facet = all.filterData.brandCategories[0];
    const byBrand = (await model(browser, { slug: "back-to-school", brands: [brand.brandId] })).body.data;
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.products.every((p: Product) => p.brand === brand.name)).toBe(true);
    expect(byBrand.filterData.brandCategories.find((f: Facet) => f.brandId === brand.brandId).selected).toBe(true);
    // the brand facet still offers the other brands, counted without the brand filter
    expect(byBrand.filterData.brandCategories).toEqual(
      all.filterData.brandCategories.map((f: Facet) => ({ ...f, selected: f.brandId === brand.brandId })),
    );

    const category: Facet = all.filterData.superCategories[1];
    const byCategory = (await model(browser, { slug: "back-to-school", categories: [category.scatId] })).body.data;
    expect(byCategory.total).toBe(category.count);

    const promo = (await model(browser, { slug: "back-to-school", promo: true })).body.data;
    expect(promo.total).toBe(all.filterData.promoCategories[0].count);
    expect(promo.products.every((p: Product) => p.finalPriceCents < p.basePriceCents)).toBe(true);
    expect(promo.filterData.promoCategories[0].selected).toBe(true);

    const bopis = (await model(browser, { slug: "back-to-school", bopis: true })).body.data;
    expect(bopis.total).toBe(all.filterData.bopisCategories[0].count);
    const inStore = await server.db
      .selectFrom("storeInventory")
      .innerJoin("products", "products.id", "storeInventory.productId")
      .select("products.itemId")
      .where("storeInventory.storeNumber", "=", "0008")
      .where("storeInventory.qty", ">", 0)
      .execute();
    const stocked = new Set(inStore.map((r) => r.itemId));
    expect(bopis.products.every((p: Product) => stocked.has(p.itemId))).toBe(true);

    // all four together: what each facet's selected value counts
    const both = (await model(browser, { slug: "back-to-school", promo: true, bopis: true })).body.data;
    expect(both.total).toBe(promo.filterData.bopisCategories[0].count);
    expect(both.total).toBe(bopis.filterData.promoCategories[0].count);
  });

  it("answers the last page for a page past the end, and a category outside the page finds nothing", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const last = (await model(browser, { slug: "back-to-school", page: 999 })).body.data;
    expect(last.page).toBe(last.pageCount);
    expect(last.products.length).toBeGreaterThan(0);
    const ink = await server.db.selectFrom("categories").select("id").where("slug", "=", "ink-toner").executeTakeFirstOrThrow();
    const outside = (await model(browser, { slug: "back-to-school", categories: [ink.id] })).body.data;
    expect(outside.total).toBe(0);
    expect(outside.products).toEqual([]);
  });

  it("answers each site its own landing pages", async () => {
    const business = new TestBrowser(server.baseUrl, ADVANTAGE);
    const restock = await model(business, { slug: "office-restock" });
    expect(restock.status).toBe(200);
    expect(restock.body.data.total).toBe(await offeredCount(["paper", "ink-toner", "breakroom"]));
    expect(restock.body.data.hero.html).toContain("<strong>account's prices</strong>");

    const notHere = await model(business, { slug: "back-to-school" });
    expect(notHere.status).toBe(404);
    expect(notHere.body).toMatchObject({ code: "LANDING_PAGE_NOT_FOUND", message: "There is no landing page at that address." });
    expect((await model(new TestBrowser(server.baseUrl), { slug: "office-restock" })).status).toBe(404);
  });

  it("refuses a malformed filter with {code, message}, changing nothing", async () => {
    const before = await server.db.selectFrom("landingPages").selectAll().orderBy("tenant").orderBy("slug").execute();
    const browser = new TestBrowser(server.baseUrl);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /^slug/],
      [{ slug: "../etc" }, /a landing page's slug is/],
      [{ slug: "back-to-school", brands: ["bic"] }, /^brands/],
      [{ slug: "back-to-school", categories: [0] }, /^categories/],
      [{ slug: "back-to-school", brands: Array.from({ length: 21 }, (_, i) => i + 1) }, /^brands/],
      [{ slug: "back-to-school", bopis: "yes" }, /^bopis/],
      [{ slug: "back-to-school", page: 0 }, /^page/],
    ];
    for (const [body, message] of cases) {
      const reply = await model(browser, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe("INVALID_REQUEST");
      expect(reply.body.message).toMatch(message);
    }
    expect(await server.db.selectFrom("landingPages").selectAll().orderBy("tenant").orderBy("slug").execute()).toEqual(before);
  });
});

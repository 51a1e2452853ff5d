import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { CONTEXT_LEAN_COOKIE } from "./context-lean";

// A shopper's kept recommendation context (updateSessionToken) leans their discovery rails toward
// its categories (decision 078): the call, home's trending rail, the cart's and the product page's
// rails; another shopper's stay as they were.

let server: TestServer;
let stocked: string[];

beforeAll(async () => {
  server = await startTestServer({ products: 500, serveWeb: true });
  stocked = (
    await server.db
      .selectFrom("products")
      .innerJoin("inventory", "inventory.productId", "products.id")
      .select("products.itemId")
      .where("products.status", "=", "PUBLISHED")
      .where("inventory.onlineQty", ">=", 30)
      .where("products.assemblyEligible", "=", 0)
      .where("products.isFreeSample", "=", 0)
      .where("products.isWarrantyPlan", "=", 0)
      .orderBy("products.id")
      .limit(3)
      .execute()
  ).map((r) => r.itemId);
});
afterAll(async () => {
  await server?.close();
});

const CONTEXT = "/sparxProxy/updateSessionToken";

async function withCart(): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl);
  const added = await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: stocked[0], qty: 1 }] });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return browser;
}

async function categoryOf(itemIds: string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await server.db.selectFrom("products").select(["itemId", "categoryId"]).where("itemId", "in", itemIds).execute();
  return new Map(rows.map((r) => [r.itemId, Number(r.categoryId)]));
}

async function recommended(
  browser: TestBrowser,
  query: Record<string, unknown> = { scheme: "TRENDING_NOW", number: 10 },
): Promise<string[]> {
  const reply = await browser.call("POST", "/api/sparxProxy/atRecommendation", { query });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { itemId: string }[]).map((i) => i.itemId);
}

/** A category of the list that its first item is not in, from its end: leaning toward it must move items up. */
async function laterCategory(itemIds: string[]): Promise<number> {
  const categories = await categoryOf(itemIds);
  const first = categories.get(itemIds[0]!);
  const later = [...itemIds].reverse().find((id) => categories.get(id) !== first);
  expect(later).toBeDefined();
  return categories.get(later!)!;
}

/** The list leaned toward `category`: its items first, then the others in the order of `unleaned`. */
async function expectLeaned(leaned: string[], unleaned: string[], category: number): Promise<void> {
  const categories = await categoryOf([...leaned, ...unleaned]);
  const inCategory = leaned.filter((id) => categories.get(id) === category);
  const wasInCategory = unleaned.slice(0, leaned.length).filter((id) => categories.get(id) === category);
  expect(inCategory.length).toBeGreaterThanOrEqual(wasInCategory.length);
  expect(categories.get(leaned[0]!)).toBe(category);
  expect(leaned.slice(0, inCategory.length)).toEqual(inCategory);
  const others = leaned.slice(inCategory.length);
  expect(others).toEqual(unleaned.filter((id) => categories.get(id) !== category).slice(0, others.length));
}

function railIds(html: string, id: string): string[] {
  const rail = new RegExp(`<section [^>]*aria-labelledby="${id}-title"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";
  expect(rail, id).not.toBe("");
  return [...rail.matchAll(/<li><article [^>]*data-item-id="(\d+)"/g)].map((m) => m[1]!);
}

describe("the kept context leans the shopper's recommendations", () => {
  it("puts the context's category first in atRecommendation and home's trending rail, for that shopper only", async () => {
    const shopper = await withCart();
    const other = await withCart();
    const before = await recommended(shopper);
    const category = await laterCategory(before);

    const kept = await shopper.call("POST", CONTEXT, { query: { pageType: "search", categoryId: String(category) } });
    expect(kept.status).toBe(200);
    expect(shopper.cookies.get(CONTEXT_LEAN_COOKIE)).toBe(String(category));

    const leaned = await recommended(shopper);
    expect(leaned).not.toEqual(before);
    await expectLeaned(leaned, before, category);
    // the same context, the same answer
    expect(await recommended(shopper)).toEqual(leaned);
    expect(await recommended(other)).toEqual(before);

    const homeRails = async (browser: TestBrowser) => {
      const reply = await browser.call("GET", "/rails/home");
      expect(reply.status).toBe(200);
      return (reply.body as { trending: { products: { itemId: string }[] } }).trending.products.map((p) => p.itemId);
    };
    const mine = await homeRails(shopper);
    expect(mine).toEqual(leaned.slice(0, mine.length));
    const theirs = await homeRails(other);
    expect(theirs).toEqual(before.slice(0, theirs.length));
  });

  it("takes a category by its slug with its children, and the categories of the context's items", async () => {
    const shopper = await withCart();
    const paper = await server.db.selectFrom("categories").select("id").where("slug", "=", "paper").executeTakeFirstOrThrow();
    const children = await server.db
      .selectFrom("categories")
      .select("id")
      .where("parentId", "=", paper.id)
      .orderBy("id")
      .execute();
    await shopper.call("POST", `${CONTEXT}?categoryId=paper`, {});
    expect(shopper.cookies.get(CONTEXT_LEAN_COOKIE)).toBe([paper.id, ...children.map((c) => c.id)].join("."));

    const items = [stocked[2]!, stocked[1]!];
    const categories = await categoryOf(items);
    const alone = await withCart();
    await alone.call("POST", CONTEXT, { query: { skus: items } });
    expect(alone.cookies.get(CONTEXT_LEAN_COOKIE)).toBe([...new Set(items.map((i) => categories.get(i)))].join("."));
    // a context with nothing to lean toward clears the cookie
    await alone.call("POST", CONTEXT, { query: { skus: [] } });
    expect(alone.cookies.has(CONTEXT_LEAN_COOKIE)).toBe(false);
  });

  it("refuses a bad context with 400 and leans as before; a forged cookie leans toward nothing", async () => {
    const shopper = await withCart();
    const before = await recommended(shopper);
    const category = await laterCategory(before);
    await shopper.call("POST", CONTEXT, { query: { categoryId: String(category) } });
    const leaned = await recommended(shopper);

    const bad = await shopper.call("POST", CONTEXT, { query: { categoryId: "<script>" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "INVALID_REQUEST", message: expect.stringMatching(/a category id is/) });
    const badUrl = await shopper.call("POST", `${CONTEXT}?skus=a,<b>`, {});
    expect(badUrl.status).toBe(400);
    expect(shopper.cookies.get(CONTEXT_LEAN_COOKIE)).toBe(String(category));
    expect(await recommended(shopper)).toEqual(leaned);

    const forged = await withCart();
    forged.cookies.set(CONTEXT_LEAN_COOKIE, "1.x;drop");
    expect(await recommended(forged)).toEqual(before);
  });

  it("leans the cart's bottom rail", async () => {
    const shopper = await withCart();
    const other = await withCart();
    const cartRail = async (browser: TestBrowser) => {
      const page = await browser.call("GET", "/cart");
      expect(page.status).toBe(200);
      return railIds(String(page.body), "rail-cart-bottom");
    };
    const before = await cartRail(shopper);
    expect(before.length).toBeGreaterThan(1);
    const category = await laterCategory(before);
    await shopper.call("POST", CONTEXT, { query: { pageType: "cart", categoryId: String(category) } });
    const leaned = await cartRail(shopper);
    expect(leaned).not.toEqual(before);
    await expectLeaned(leaned, before, category);
    expect(await cartRail(other)).toEqual(before);
  });

  it("leans the product page's rail for its shopper, while the page others of their group share stays as it was", async () => {
    const product = await server.db
      .selectFrom("products")
      .select("itemUrl")
      .where("itemId", "=", stocked[1]!)
      .executeTakeFirstOrThrow();
    const path = `/${product.itemUrl}`;
    const productRail = async (browser: TestBrowser) => {
      const page = await browser.call("GET", path);
      expect(page.status).toBe(200);
      return railIds(String(page.body), "rail-cross-sell");
    };
    // two returning guests of one group: a cart of one line each
    const shopper = await withCart();
    const other = await withCart();
    const before = await productRail(shopper);
    expect(await productRail(other)).toEqual(before);
    // the rail's candidates past the tiles it shows, as the call answers them
    const candidates = await recommended(shopper, { scheme: "CUSTOMERS_ALSO_BOUGHT", coreSkuNumber: stocked[1], number: 50 });
    expect(candidates.slice(0, before.length)).toEqual(before);
    const category = await laterCategory(candidates);

    await shopper.call("POST", CONTEXT, { query: { pageType: "product", categoryId: String(category) } });
    const leaned = await productRail(shopper);
    expect(leaned).not.toEqual(before);
    await expectLeaned(leaned, candidates, category);
    expect(await productRail(other)).toEqual(before);
    expect(await productRail(shopper)).toEqual(leaned);
  });
});

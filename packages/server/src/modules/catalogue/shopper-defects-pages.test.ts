import type { SearchResult } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { find, headings, linksOf, mainOf, parseHtml, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The search, category and product pages as a browser without JavaScript gets them (decision 040).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 400, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const text = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function get(path: string) {
  return new TestBrowser(server.baseUrl).call("GET", path);
}

async function api(params: string): Promise<SearchResult> {
  return (await get(`/api/search?${params}`)).body as SearchResult;
}

describe("a page past the end", () => {
  it("of a search goes to its last page, the other parameters kept", async () => {
    const { pageCount } = await api("query=paper&sort=price_asc");
    expect(pageCount).toBeGreaterThan(1);
    const reply = await get("/search?query=paper&sort=price_asc&page=99");
    expect(reply.status).toBe(302);
    const location = new URL(String(reply.headers.get("location")), server.baseUrl);
    expect(location.pathname).toBe("/search");
    expect(Object.fromEntries(location.searchParams)).toEqual({ query: "paper", sort: "price_asc", page: String(pageCount) });
    const lastHtml = String((await get(`${location.pathname}${location.search}`)).body);
    const last = text(lastHtml);
    const [, from, to] = /([\d,]+)-([\d,]+) of [\d,]+ results/.exec(last) ?? [];
    expect(Number(from?.replace(/,/g, ""))).toBeLessThanOrEqual(Number(to?.replace(/,/g, "")));
    const main = mainOf(lastHtml);
    expect(find(main, (e) => e.tag === "article")).toBeDefined();
    const pagination = find(main, (e) => e.tag === "nav" && e.attrs["aria-label"] === "Pagination")!;
    const current = linksOf(pagination).find((l) => l.element.attrs["aria-current"] === "page");
    expect(current?.name).toBe(`Page ${pageCount}`);
  });

  it("of a category goes to its last page; of an empty result, to page 1", async () => {
    const { pageCount } = await api("category=paper");
    const reply = await get("/c/paper?page=500");
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toBe(pageCount > 1 ? `/c/paper?page=${pageCount}` : "/c/paper");
    const empty = await get("/search?query=qwxzvbnm&page=3");
    expect(empty.status).toBe(302);
    expect(empty.headers.get("location")).toBe("/search?query=qwxzvbnm");
  });
});

describe("an empty result", () => {
  it("has no sort or filters, says what to do and offers categories", async () => {
    const reply = await get("/search?query=qwxzvbnm");
    expect(reply.status).toBe(200);
    const html = String(reply.body);
    expect(html).not.toMatch(/aria-label="Filters"/);
    expect(html).not.toMatch(/name="sort"/);
    expect(html).not.toMatch(/name="minPrice"/);
    const words = text(html);
    expect(words).toContain("0 results");
    expect(words).toContain("Check the spelling");
    expect(html).toMatch(/aria-label="Browse categories"/);
    expect(html).toMatch(/href="\/c\/paper"/);
  });

  it("of a misspelt word shows the corrected word's products and says so", async () => {
    const reply = await get("/search?query=staplr");
    expect(reply.status).toBe(200);
    const html = String(reply.body);
    const words = text(html);
    expect(words).toContain('Results for "staplr"');
    expect(words).toMatch(/Showing results for " ?stapler ?"/);
    // the corrected word's products are shown: nothing says the search found nothing
    expect(words).not.toMatch(/couldn't find any results/);
    expect(html).toMatch(/href="\/search\?query=stapler"/);
    expect(words).not.toContain("0 results");
    expect(words).toMatch(/1-\d+ of [\d,]+ results/);
    expect(html).toMatch(/aria-label="Filters"/);
    expect(html).toMatch(/<article/);
  });

  it("of a misspelt word links to the corrected word's own search, which needs no correction", async () => {
    const misspelt = mainOf(String((await get("/search?query=staplr")).body));
    const corrected = linksOf(misspelt).find((l) => l.name === "stapler");
    expect(corrected?.href).toBe("/search?query=stapler");
    const reply = await get(corrected!.href);
    expect(reply.status).toBe(200);
    const main = mainOf(String(reply.body));
    expect(headings(main, 1)).toEqual(['Results for "stapler"']);
    expect(textOf(main)).not.toContain("Showing results for");
    expect(find(main, (e) => e.tag === "article")).toBeDefined();
  });

  it("a result with products keeps its filters", async () => {
    const html = String((await get("/search?query=stapler")).body);
    expect(html).toMatch(/aria-label="Filters"/);
  });
});

describe("searching an item number", () => {
  it("opens that product's page", async () => {
    const product = (await api("query=stapler")).items[0];
    expect(product).toBeDefined();
    // the number a shopper reads on the product page is the one searched for
    const productPage = parseHtml(String((await get(product!.itemUrl)).body));
    const ids = textOf(find(productPage, (e) => (e.attrs.class ?? "").split(" ").includes("product-page__ids"))!);
    expect(/Item (\d+)/.exec(ids)?.[1]).toBe(product!.itemId);
    expect(headings(productPage, 1)).toEqual([product!.name]);
    for (const query of [product!.itemId, `Item ${product!.itemId}`]) {
      const reply = await get(`/search?query=${encodeURIComponent(query)}`);
      expect(reply.status).toBe(302);
      expect(reply.headers.get("location")).toBe(product!.itemUrl);
    }
  });
});

describe("product pages", () => {
  it("a Quire-brand product's title names Quire once", async () => {
    const quire = (await api("query=quire&brand=quire")).items.find((p) => p.brand === "Quire");
    expect(quire).toBeDefined();
    const html = String((await get(quire!.itemUrl)).body);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title.replace(/&amp;/g, "&").replace(/&quot;/g, '"')).toBe(`${quire!.name} | Quire`);
  });

  it("a discontinued item is 'Unavailable for purchase', not out of stock", async () => {
    const row = await server.db
      .selectFrom("products")
      .select(["itemUrl", "name"])
      .where("status", "=", "DISCONTINUED")
      .where("isWarrantyPlan", "=", 0)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const html = String((await get(`/${row.itemUrl}`)).body);
    expect(headings(parseHtml(html), 1)).toEqual([row.name]);
    const words = text(html);
    expect(words).toContain("Unavailable for purchase");
    expect(words).not.toContain("We're sorry, this item is out of stock.");
  });

  it("a backorder notice is information, not an alert", async () => {
    const row = await server.db
      .selectFrom("products")
      .innerJoin("inventory", "inventory.productId", "products.id")
      .select("products.itemUrl")
      .where("products.status", "=", "PUBLISHED")
      .where("inventory.onlineQty", "=", 0)
      .where("inventory.backorderDate", "is not", null)
      .orderBy("products.id")
      .executeTakeFirstOrThrow();
    const html = String((await get(`/${row.itemUrl}`)).body);
    const notice = /<div class="stock stock--backordered">([\s\S]*?)<\/div>/.exec(html)?.[1];
    expect(notice).toContain("backordered");
    expect(notice).not.toMatch(/role="alert"|error/);
  });
});

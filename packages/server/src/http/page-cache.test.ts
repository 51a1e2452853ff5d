import http from "node:http";
import zlib from "node:zlib";
import { LIMITED_STOCK_THRESHOLD } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyableProducts, checkoutHelpers } from "../test/checkout-helpers";
import {
  CART_COUNT_MARKER,
  PAGE_MARKERS,
  PageCache,
  SHOPPER_MARKERS,
  acceptsGzip,
  gzipCopy,
  gzipPieces,
  markedPieces,
  personalise,
} from "./page-cache";
import { TestBrowser } from "../test/test-browser";
import { type TestServer, startTestServer } from "../test/test-server";

// The shared HTML of guests' first pages (decision 055), over real HTTP: a copy answers exactly as a
// fresh render would but for the nonce, the CSRF token and the request id, does the render's side
// effects again, is never given to a shopper with a cookie of ours, and follows the app's writes.

let server: TestServer;
/** the same database, no cache: every page rendered afresh */
let uncached: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true, keptReadsTtlMs: 60_000 });
  uncached = await startTestServer({ sameDatabaseAs: server, serveWeb: true, pageCache: { ttlMs: 0 } });
});
afterAll(async () => {
  await uncached?.close();
  await server?.close();
});

let address = 0;
/** A first visit: no cookie, from an address of its own (the analytics count each address apart). */
async function firstVisit(store: TestServer, path: string) {
  address += 1;
  const reply = await new TestBrowser(store.baseUrl).call("GET", path, undefined, {
    "x-forwarded-for": `10.55.${Math.floor(address / 250)}.${address % 250}`,
  });
  const nonce = /'nonce-([^']+)'/.exec(reply.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  const token = /quire_csrf=([^;]+)/.exec(reply.headers.getSetCookie().join("\n"))?.[1] ?? "";
  const id = reply.headers.get("x-request-id") ?? "";
  return { status: reply.status, html: String(reply.body), nonce, token, id, headers: reply.headers };
}

/** The page with this response's own nonce, token and id set aside. */
function normalised(page: { html: string; nonce: string; token: string; id: string }): string {
  expect(page.nonce && page.token && page.id).toBeTruthy();
  return page.html.split(page.nonce).join("NONCE").split(page.token).join("TOKEN").split(page.id).join("REQUEST-ID");
}

async function lookups(result: "hit" | "miss"): Promise<number> {
  const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
  return Number(new RegExp(`quire_page_cache_lookups_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
}

/** How many product views of this item the analytics table holds. */
async function productViews(store: TestServer, itemId: string): Promise<number> {
  const row = await store.db
    .selectFrom("analyticsEvents")
    .where("type", "=", "view")
    .where("itemId", "=", itemId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function productPath(where: { limited?: boolean } = {}): Promise<{ itemId: string; path: string; onlineQty: number }> {
  let q = buyableProducts(server.db).select(["p.itemId", "p.itemUrl", "i.onlineQty"]).where("p.quantityLimit", "is", null);
  q = where.limited
    ? q.where("i.onlineQty", ">=", 3).where("i.onlineQty", "<", LIMITED_STOCK_THRESHOLD)
    : q.where("i.onlineQty", ">=", 100);
  const row = await q.orderBy("p.id").limit(1).executeTakeFirstOrThrow();
  return { itemId: row.itemId, path: `/${row.itemUrl}`, onlineQty: Number(row.onlineQty) };
}

describe("a kept page", () => {
  it("is byte for byte a fresh render but for the nonce, the CSRF token and the request id", async () => {
    const product = await productPath();
    const category = /href="(\/c\/[a-z0-9-]+)"/.exec((await firstVisit(uncached, "/")).html)?.[1];
    expect(category).toBeTruthy();
    for (const path of [product.path, "/", "/search?query=paper", category!, "/help", "/help/shipping", "/deals"]) {
      const fresh = await firstVisit(uncached, path);
      const hitsBefore = await lookups("hit");
      const rendered = await firstVisit(server, path);
      const kept = await firstVisit(server, path);
      expect(await lookups("hit"), path).toBe(hitsBefore + 1);
      for (const page of [fresh, rendered, kept]) expect(page.status, path).toBe(200);
      expect(normalised(kept), path).toBe(normalised(fresh));
      expect(normalised(rendered), path).toBe(normalised(fresh));
      expect(kept.headers.get("content-type"), path).toBe(fresh.headers.get("content-type"));
      expect(kept.headers.get("cache-control"), path).toBe(fresh.headers.get("cache-control"));
      // the page's own cookies (a product page's recently viewed) as well as the CSRF token's
      const cookieNames = (page: typeof fresh) => page.headers.getSetCookie().map((c) => c.replace(/=.*/, ""));
      expect(cookieNames(kept), path).toEqual(cookieNames(fresh));
    }
  });

  it("gives each request its own nonce, token and id, in the headers and the page, and a form post with it succeeds", async () => {
    const product = await productPath();
    await firstVisit(server, product.path);
    const first = await firstVisit(server, product.path);
    const second = await firstVisit(server, product.path);
    expect(new Set([first.nonce, second.nonce]).size).toBe(2);
    expect(new Set([first.token, second.token]).size).toBe(2);
    expect(new Set([first.id, second.id]).size).toBe(2);
    for (const [page, other] of [
      [first, second],
      [second, first],
    ] as const) {
      expect(page.html).toContain(`nonce="${page.nonce}"`);
      expect(page.html).toContain(`name="csrf" value="${page.token}"`);
      expect(page.html).toContain(page.id);
      expect(page.html).not.toContain(other.nonce);
      expect(page.html).not.toContain(other.token);
      expect(page.html).not.toContain(PAGE_MARKERS.cspNonce.slice(0, -1));
    }
    // the second browser, JavaScript off: its page's hidden token and its cookie add to the cart
    const browser = new TestBrowser(server.baseUrl);
    browser.cookies.set("quire_csrf", second.token);
    const posted = await browser.call(
      "POST",
      product.path,
      new URLSearchParams({ csrf: second.token, intent: "add", itemId: product.itemId, qty: "1" }).toString(),
      { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
    );
    expect(posted.status).toBe(303);
    const cart = await browser.call("GET", "/cc/api/checkout?grindType=ALL&wt=true&alt=true");
    expect(cart.body.data.cartInfo.items.map((i: { itemId: string }) => i.itemId)).toEqual([product.itemId]);
  });

  it("is never given to a shopper with a cart: they see their own cart count (a signed-in shopper's: shopper-pages.test.ts)", async () => {
    const product = await productPath();
    await firstVisit(server, product.path);
    expect((await firstVisit(server, product.path)).html).toMatch(/data-testid="cart-count">0</);
    const shopper = new TestBrowser(server.baseUrl);
    await shopper.call("GET", product.path);
    expect(
      (await shopper.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty: 2 }] })).status,
    ).toBe(200);
    const hitsBefore = await lookups("hit");
    const own = await shopper.call("GET", product.path);
    expect(String(own.body)).toMatch(/data-testid="cart-count">2</);
    expect(await lookups("hit")).toBe(hitsBefore);
  });

  it("is rendered once for requests that ask for it at the same moment, each answered with its own values", async () => {
    const product = await productPath();
    const path = `${product.path}?view=1`;
    const [missesBefore, hitsBefore] = [await lookups("miss"), await lookups("hit")];
    const pages = await Promise.all([1, 2, 3, 4, 5].map(() => firstVisit(server, path)));
    expect([(await lookups("miss")) - missesBefore, (await lookups("hit")) - hitsBefore]).toEqual([1, 4]);
    expect(new Set(pages.map((p) => p.token)).size).toBe(5);
    expect(new Set(pages.map(normalised)).size).toBe(1);
  });

  it("records the product view again: the analytics event and the item's trend", async () => {
    const product = await productPath();
    await firstVisit(server, product.path);
    const views = () => productViews(server, product.itemId);
    const trend = async () =>
      Number(
        (await server.db.selectFrom("recItemStats").select("trendScore").where("itemId", "=", product.itemId).executeTakeFirst())
          ?.trendScore ?? 0,
      );
    const [viewsBefore, trendBefore, hitsBefore] = [await views(), await trend(), await lookups("hit")];
    await firstVisit(server, product.path);
    expect(await lookups("hit")).toBe(hitsBefore + 1);
    expect(await views()).toBe(viewsBefore + 1);
    expect(await trend()).toBeGreaterThan(trendBefore);
  });

  it("follows a stock change made through the app: an order's stock shows on the next first visit", async () => {
    const product = await productPath({ limited: true });
    const before = await firstVisit(server, product.path);
    expect(before.html).toContain(`only ${product.onlineQty} left`);
    expect((await firstVisit(server, product.path)).html).toContain(`only ${product.onlineQty} left`);
    const h = checkoutHelpers(server, "10.57");
    const buyer = await h.newShopper();
    await h.addToCart(buyer, product.itemId, 1);
    const view = await h.deliveryAndAddress(buyer);
    await h.payByCard(buyer, "4111 1111 1111 1111");
    const placed = await h.placeOrder(buyer, view.cart.cartSummary.ordTotal as number);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const after = await firstVisit(server, product.path);
    expect(after.html).toContain(`only ${product.onlineQty - 1} left`);
  });

  it("forgets the kept product details at the same writes: the product call shows an order's stock at once", async () => {
    const product = await productPath({ limited: true });
    const read = async () =>
      (await new TestBrowser(server.baseUrl).call("GET", `/api/products/${product.itemId}`)).body as { onlineQty: number };
    const before = (await read()).onlineQty;
    // kept: a change behind the app shows only after KEPT_READS_TTL_MS
    const row = await server.db
      .selectFrom("products")
      .select("id")
      .where("itemId", "=", product.itemId)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("inventory")
      .set({ onlineQty: before + 5 })
      .where("productId", "=", row.id)
      .execute();
    expect((await read()).onlineQty).toBe(before);
    const h = checkoutHelpers(server, "10.59");
    const buyer = await h.newShopper();
    await h.addToCart(buyer, product.itemId, 1);
    const view = await h.deliveryAndAddress(buyer);
    await h.payByCard(buyer, "4111 1111 1111 1111");
    expect((await h.placeOrder(buyer, view.cart.cartSummary.ordTotal as number)).status).toBe(201);
    expect((await read()).onlineQty).toBe(before + 4);
  });

  it("stays kept through the posts every page with JavaScript sends: analytics batches and recommendation reads", async () => {
    const product = await productPath();
    await firstVisit(server, product.path);
    const hitsBefore = await lookups("hit");
    const shopper = new TestBrowser(server.baseUrl);
    const collected = await shopper.call("POST", "/api/analytics/collect", {
      events: [{ event: "searchBox", specVersion: "1.0.5", site: "dotcom", searchTerm: "kept pages" }],
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(204);
    const recommended = await shopper.call("POST", "/api/sparxProxy/atRecommendation", {
      query: { coreSkuNumber: product.itemId, number: 4 },
    });
    expect(recommended.status, JSON.stringify(recommended.body)).toBe(200);
    await firstVisit(server, product.path);
    expect(await lookups("hit")).toBe(hitsBefore + 1);
  });
});

/** A first visit of a browser that takes gzip: the answer's encoding and its body unzipped. */
function gzipVisit(store: TestServer, path: string): Promise<{ encoding: string; page: Awaited<ReturnType<typeof firstVisit>> }> {
  address += 1;
  const forwarded = `10.58.${Math.floor(address / 250)}.${address % 250}`;
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${store.baseUrl}${path}`,
      { headers: { "accept-encoding": "gzip, deflate, br", "x-forwarded-for": forwarded } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const encoding = String(res.headers["content-encoding"] ?? "identity");
          const body = Buffer.concat(chunks);
          const html = (
            encoding === "gzip" ? zlib.gunzipSync(body) : encoding === "br" ? zlib.brotliDecompressSync(body) : body
          ).toString("utf8");
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers))
            for (const one of Array.isArray(v) ? v : [v ?? ""]) headers.append(k, String(one));
          const nonce = /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1] ?? "";
          const token = /quire_csrf=([^;]+)/.exec(headers.getSetCookie().join("\n"))?.[1] ?? "";
          const id = headers.get("x-request-id") ?? "";
          resolve({ encoding, page: { status: res.statusCode ?? 0, html, nonce, token, id, headers } });
        });
      },
    );
    req.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a kept page's gzip", () => {
  it("is what gunzip turns into the page with this request's values, whatever the pieces", async () => {
    const { cspNonce: n, csrfToken: c, requestId: r } = PAGE_MARKERS;
    const values = { cspNonce: "b3vpYGv+DitxhLsU7joAUA==", csrfToken: "JfiiIgIjU-RtpmXLgN79Q0gw", requestId: "8S3FW8WE" };
    const long = "<p>Éàü 漢字 ✓</p>".repeat(5_000);
    for (const html of [
      `<script nonce="${n}">x</script>${long}<input value="${c}">${r}`,
      // short pieces are stored, long ones compressed
      `${"<b>a</b>".repeat(20)}${n}${"<i>b</i>".repeat(40)}${n}${long}`,
      `${n}${n}${c}`,
      "no marker at all",
      "",
    ]) {
      const copy = gzipCopy(gzipPieces(markedPieces(html)), values);
      expect(zlib.gunzipSync(copy).toString("utf8")).toBe(personalise(html, values));
    }
  });

  it("writes a signed-in shopper's names and cart count (a number standing alone) over their markers", () => {
    const { firstName: f, customerNumber: u } = SHOPPER_MARKERS;
    const count = String(CART_COUNT_MARKER);
    const html = `<b>Hi, ${f}</b><span>${count}</span>["cartCount",${count},"x${count}","${count}1",${u}]`;
    const values = {
      ...{ cspNonce: "n", csrfToken: "c", requestId: "r" },
      ...{ firstName: "Zoë", lastName: "", customerNumber: "6000000012", cartCount: "7" },
    };
    const expected = `<b>Hi, Zoë</b><span>7</span>["cartCount",7,"x7","${count}1",6000000012]`;
    expect(personalise(html, values)).toBe(expected);
    expect(zlib.gunzipSync(gzipCopy(gzipPieces(markedPieces(html)), values)).toString("utf8")).toBe(expected);
  });

  it("is sent to a browser that takes gzip: a kept copy unzips to the fresh render but for its own values", async () => {
    // a path no other test has kept: a copy kept by an earlier test may be served stale (up to
    // PAGE_CACHE_STALE_MS after its TTL), with the views and trends of its own moment
    const path = `${(await productPath()).path}?gzip=1`;
    const fresh = await firstVisit(uncached, path);
    await firstVisit(server, path);
    const copy = await gzipVisit(server, path);
    expect(copy.encoding).toBe("gzip");
    const page = copy.page;
    expect(page.status).toBe(200);
    expect(page.headers.get("vary")).toContain("accept-encoding");
    expect(normalised(page)).toBe(normalised(fresh));
  });

  it("is chosen only when the request accepts gzip", () => {
    const taking = (header: string | undefined, extra: Record<string, string> = {}) =>
      acceptsGzip({ headers: { "accept-encoding": header, ...extra } } as unknown as FastifyRequest);
    expect(taking("gzip, deflate, br")).toBe(true);
    expect(taking("br;q=1, GZIP;q=0.5")).toBe(true);
    expect(taking("*")).toBe(true);
    expect(taking("br")).toBe(false);
    expect(taking("gzip;q=0, br")).toBe(false);
    expect(taking("gzip;q=0, *")).toBe(false);
    expect(taking(undefined)).toBe(false);
    expect(taking("gzip", { "x-no-compression": "1" })).toBe(false);
  });
});

describe("a page past its TTL", () => {
  /** the same database, pages fresh for 300 ms then served stale while one render refreshes them */
  let swr: TestServer;
  beforeAll(async () => {
    swr = await startTestServer({ sameDatabaseAs: server, serveWeb: true, pageCache: { ttlMs: 300, staleMs: 60_000 } });
  });
  afterAll(async () => {
    await swr?.close();
  });

  async function swrLookups(result: "hit" | "miss"): Promise<number> {
    const text = await (await fetch(`${swr.baseUrl}/metrics`)).text();
    return Number(new RegExp(`quire_page_cache_lookups_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  }

  it("is served stale at once while one render in the background replaces it, which does no shopper's side effects", async () => {
    const product = await productPath();
    const row = await server.db
      .selectFrom("products")
      .select(["name"])
      .where("itemId", "=", product.itemId)
      .executeTakeFirstOrThrow();
    const views = () => productViews(server, product.itemId);
    const renamed = `${row.name} (renamed behind the app)`;
    try {
      const viewsBefore = await views();
      expect((await firstVisit(swr, product.path)).html).not.toContain(renamed);
      // a change this process did not make: only the TTL brings it to the kept page
      await server.db.updateTable("products").set({ name: renamed }).where("itemId", "=", product.itemId).execute();
      await sleep(400);
      const misses = await swrLookups("miss");
      const stale = await firstVisit(swr, product.path);
      expect(stale.status).toBe(200);
      expect(stale.html).not.toContain(renamed);
      let visits = 2;
      let refreshed = stale;
      for (let i = 0; i < 100 && !refreshed.html.includes(renamed); i += 1) {
        await sleep(50);
        refreshed = await firstVisit(swr, product.path);
        visits += 1;
      }
      expect(refreshed.html).toContain(renamed);
      // every visit answered from the cache: the refresh was nobody's render
      expect(await swrLookups("miss")).toBe(misses);
      // one view per visit: the refresh recorded none of its own
      expect(await views()).toBe(viewsBefore + visits);
    } finally {
      await server.db.updateTable("products").set({ name: row.name }).where("itemId", "=", product.itemId).execute();
    }
  });

  it("is rendered on the request once past its stale window too", () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1_000, staleMs: 2_000, maxEntries: 10, maxBytes: 10_000 }, () => now);
    cache.set("a", { status: 200, headers: [], cookies: [], html: "a", pieces: ["a"], effects: [] }, cache.currentGeneration);
    expect(cache.lookup("a")?.stale).toBe(false);
    now = 1_000;
    expect([cache.lookup("a")?.stale, cache.get("a")]).toEqual([true, undefined]);
    expect([cache.beginRefresh("a"), cache.beginRefresh("a")]).toEqual([true, false]);
    cache.endRefresh("a");
    expect(cache.beginRefresh("a")).toBe(true);
    now = 3_000;
    expect([cache.lookup("a"), cache.size, cache.bytes]).toEqual([undefined, 0, 0]);
  });
});

describe("the cache's bounds", () => {
  const page = (html: string) => ({ status: 200, headers: [], cookies: [], html, pieces: [html], effects: [] });

  it("keeps at most so many pages and so many bytes, the least recently used going first, each for its TTL", () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 5_000, maxEntries: 3, maxBytes: 1_000 }, () => now);
    for (const key of ["a", "b", "c"]) cache.set(key, page("x".repeat(100)), cache.currentGeneration);
    expect(cache.get("a")).toBeDefined();
    cache.set("d", page("x".repeat(100)), cache.currentGeneration);
    // "b" was the least recently used
    expect([cache.size, cache.get("b"), cache.get("a")?.html.length]).toEqual([3, undefined, 100]);
    // 2 bytes a character: 400 bytes more than 1,000 in all push the oldest two out
    cache.set("e", page("x".repeat(400)), cache.currentGeneration);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect([cache.get("c"), cache.get("d")]).toEqual([undefined, undefined]);
    expect(cache.get("e")).toBeDefined();
    // a page larger than the whole budget is not kept
    cache.set("f", page("x".repeat(600)), cache.currentGeneration);
    expect(cache.get("f")).toBeUndefined();
    now = 5_000;
    expect([cache.get("a"), cache.get("e"), cache.size, cache.bytes]).toEqual([undefined, undefined, 0, 0]);
  });

  it("does not keep a page rendered before a write cleared the cache, and is off with a TTL of 0", () => {
    const cache = new PageCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 10_000 });
    const renderedIn = cache.currentGeneration;
    cache.clear();
    cache.set("a", page("old"), renderedIn);
    expect(cache.get("a")).toBeUndefined();
    const off = new PageCache({ ttlMs: 0, maxEntries: 10, maxBytes: 10_000 });
    off.set("a", page("x"), off.currentGeneration);
    expect([off.enabled, off.get("a")]).toEqual([false, undefined]);
  });
});

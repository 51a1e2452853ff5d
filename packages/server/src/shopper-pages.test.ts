import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyableProducts } from "./test/checkout-helpers";
import { PAGE_MARKERS } from "./http/page-cache";
import { TestBrowser } from "./test/test-browser";
import { type TestServer, startTestServer } from "./test/test-server";

// A signed-in shopper's public pages (decision 065), over real HTTP: the page of their group, kept,
// answers each shopper exactly as a render of their own would (their name, their cart count, their
// contract prices, their past purchases, whether they may review), and never shows one shopper
// anything of another's.

let server: TestServer;
/** the same database, no cache: every page rendered for its shopper alone */
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
const nextAddress = () => {
  address += 1;
  return `10.57.${Math.floor(address / 250)}.${address % 250}`;
};

async function register(firstName: string, lastName: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": nextAddress() };
  const reply = await browser.call("POST", "/api/auth/register", {
    email: `group-${address}-${Date.now().toString(36)}@example.com`,
    password: "Quire-test-1",
    firstName,
    lastName,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return browser;
}

async function signIn(email: string, host?: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, host ? { host } : undefined);
  browser.extraHeaders = { "x-forwarded-for": nextAddress() };
  await browser.signIn(email);
  return browser;
}

/** The same browser (its cookies, its host) on the store without the cache. */
function onUncached(browser: TestBrowser): TestBrowser {
  const twin = new TestBrowser(uncached.baseUrl, browser.options);
  twin.extraHeaders = browser.extraHeaders;
  for (const [name, value] of browser.cookies) twin.cookies.set(name, value);
  return twin;
}

/** A page with this answer's own nonce, CSRF token and request id set aside. */
async function pageOf(browser: TestBrowser, path: string) {
  const reply = await browser.call("GET", path);
  expect(reply.status, path).toBe(200);
  const html = String(reply.body);
  const nonce = /'nonce-([^']+)'/.exec(reply.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  const token = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
  const id = reply.headers.get("x-request-id") ?? "";
  expect(nonce && token && id).toBeTruthy();
  return { html, normalised: html.split(nonce).join("NONCE").split(token).join("TOKEN").split(id).join("REQUEST-ID") };
}

async function lookups(result: "hit" | "miss"): Promise<number> {
  const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
  return Number(new RegExp(`quire_page_cache_lookups_total\\{result="${result}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
}

async function productPath(offset = 0): Promise<{ itemId: string; path: string }> {
  const row = await buyableProducts(server.db)
    .select(["p.itemId", "p.itemUrl"])
    .where("i.onlineQty", ">=", 100)
    .orderBy("p.id")
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { itemId: row.itemId, path: `/${row.itemUrl}` };
}

/** The page without its scripts (the loaders' data among them). */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
const greeting = (html: string) => /Hi, (?:<!-- -->)?([^<]*)</.exec(html)?.[1] ?? null;
const marker = PAGE_MARKERS.cspNonce.slice(0, -1);

describe("a signed-in shopper's public page", () => {
  it("is their group's, kept: a second shopper gets it with their own name, as a render of their own", async () => {
    const product = await productPath();
    const ada = await register("Ada", "Lovelace");
    const grace = await register("Grace", "Hopper");
    for (const path of [product.path, "/search?query=paper", "/", "/help"]) {
      await pageOf(ada, path);
      const hitsBefore = await lookups("hit");
      const graces = await pageOf(grace, path);
      expect(await lookups("hit"), path).toBe(hitsBefore + 1);
      expect(greeting(graces.html), path).toBe("Grace");
      expect(graces.html, path).not.toContain("Ada");
      expect(graces.html, path).not.toContain("Lovelace");
      expect(graces.html, path).not.toContain(marker);
      expect(graces.normalised, path).toBe((await pageOf(onUncached(grace), path)).normalised);
    }
  });

  it("follows the shopper's cart: after an add the header counts their units", async () => {
    const product = await productPath(1);
    const first = await register("Alan", "Turing");
    const second = await register("Joan", "Clarke");
    await pageOf(first, product.path);
    expect((await pageOf(second, product.path)).html).toMatch(/data-testid="cart-count">0</);
    const added = await second.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty: 3 }] });
    expect(added.status).toBe(200);
    const after = await pageOf(second, product.path);
    expect(after.html).toMatch(/data-testid="cart-count">3</);
    expect(greeting(after.html)).toBe("Joan");
    expect((await pageOf(first, product.path)).html).toMatch(/data-testid="cart-count">0</);
  });

  it("keeps the shopper's header counts between writes, and shows a list made through the app at once (decision 069)", async () => {
    const path = (await productPath(2)).path;
    const email = `kept-${address}-${Date.now().toString(36)}@example.com`;
    const edsger = new TestBrowser(server.baseUrl);
    edsger.extraHeaders = { "x-forwarded-for": nextAddress() };
    const registered = await edsger.call("POST", "/api/auth/register", {
      ...{ email, password: "Quire-test-1", firstName: "Edsger", lastName: "Dijkstra" },
    });
    expect(registered.status).toBe(201);
    const before = (await pageOf(edsger, path)).html;
    expect(before).toContain("You have 0 messages.");
    expect(before).toContain("Lists (0)");
    // a message written behind the app: the kept counts show it only after KEPT_READS_TTL_MS
    const user = await server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await server.db
      .insertInto("userMessages")
      .values({
        id: crypto.randomUUID(),
        userId: Number(user.id),
        subject: "Hello",
        body: "Hi",
        readAt: null,
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect((await pageOf(edsger, path)).html).toContain("You have 0 messages.");
    const list = await edsger.call("POST", "/cc/api/list", { name: "Desk" });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const after = (await pageOf(edsger, path)).html;
    expect(after).toContain("Lists (1)");
    expect(after).toContain("You have 1 message.");
  });

  it("keeps a business buyer's budget centre between writes, and shows an administrator's budget change at once (decision 069)", async () => {
    const centre = await server.db
      .selectFrom("users as u")
      .innerJoin("budgetCentres as c", "c.id", "u.budgetCentreId")
      .select(["c.id", "c.budgetCents"])
      .where("u.email", "=", "buyer@northwind.test")
      .executeTakeFirstOrThrow();
    const buyer = await signIn("buyer@northwind.test", "advantage.localhost");
    const balance = async () =>
      ((await buyer.call("GET", "/api/session")).body.data.session.budgetCenter as { availableBalanceCents: number })
        .availableBalanceCents;
    const before = await balance();
    // behind the app: kept, unseen until KEPT_READS_TTL_MS
    await server.db
      .updateTable("budgetCentres")
      .set({ budgetCents: Number(centre.budgetCents) + 100 })
      .where("id", "=", centre.id)
      .execute();
    expect(await balance()).toBe(before);
    const admin = await signIn("admin@northwind.test", "advantage.localhost");
    const dollars = Math.round(Number(centre.budgetCents) / 100) + 1_000;
    const changed = await admin.call("POST", "/ele-lpd/api/budgetProxy/budget", {
      budgetCentreId: Number(centre.id),
      budget: dollars,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await balance()).toBe(before + dollars * 100 - Number(centre.budgetCents));
  });

  it("writes each shopper's own cart count into the page their group shares", async () => {
    const product = await productPath(4);
    const add = async (browser: TestBrowser, qty: number) =>
      expect(
        (await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty }] })).status,
      ).toBe(200);
    const two = await register("Mary", "Somerville");
    const five = await register("Emmy", "Noether");
    const one = await register("Rosalind", "Franklin");
    await add(two, 2);
    await add(five, 5);
    await add(one, 1);
    await pageOf(two, product.path);
    const hitsBefore = await lookups("hit");
    const fives = await pageOf(five, product.path);
    expect(await lookups("hit")).toBe(hitsBefore + 1);
    expect(fives.html).toMatch(/data-testid="cart-count">5</);
    expect(fives.html).toContain('aria-label="Cart, 5 items"');
    // the page's markup is a render of their own's (its data may share equal values differently)
    expect(markup(fives.normalised)).toBe(markup((await pageOf(onUncached(five), product.path)).normalised));
    // one item is named apart ("Cart, 1 item"): a group of its own, rendered for it
    const ones = await pageOf(one, product.path);
    expect(await lookups("hit")).toBe(hitsBefore + 1);
    expect(ones.html).toContain('aria-label="Cart, 1 item"');
    expect(ones.normalised).toBe((await pageOf(onUncached(one), product.path)).normalised);
  });

  it("is the shopper's own when their name holds a sign a copy cannot write, still right", async () => {
    const product = await productPath(2);
    const shopper = await register("D'Arcy", "O'Neil");
    const hitsBefore = await lookups("hit");
    for (let i = 0; i < 2; i += 1) {
      const page = await pageOf(shopper, product.path);
      expect(page.normalised).toBe((await pageOf(onUncached(shopper), product.path)).normalised);
    }
    expect(await lookups("hit")).toBe(hitsBefore);
  });

  it("shows a customer with orders their past purchases and what they may review, as a render of their own", async () => {
    const shopper = await signIn("registered@quire.test");
    const bought = await server.db
      .selectFrom("orders as o")
      .innerJoin("orderLines as l", "l.orderId", "o.id")
      .innerJoin("products as p", "p.id", "l.productId")
      .innerJoin("users as u", "u.id", "o.userId")
      .where("u.email", "=", "registered@quire.test")
      .where("o.status", "in", ["PLACED", "SHIPPED", "DELIVERED"])
      .where("p.status", "=", "PUBLISHED")
      .select(["p.itemUrl", "p.name"])
      .executeTakeFirstOrThrow();
    const query = encodeURIComponent(bought.name.split(" ").slice(0, 2).join(" "));
    for (const path of [`/${bought.itemUrl}`, `/search?query=${query}`, "/"]) {
      await pageOf(shopper, path);
      const hitsBefore = await lookups("hit");
      const kept = await pageOf(shopper, path);
      expect(await lookups("hit"), path).toBe(hitsBefore + 1);
      expect(kept.normalised, path).toBe((await pageOf(onUncached(shopper), path)).normalised);
    }
    expect((await pageOf(shopper, `/search?query=${query}`)).html).toMatch(/Purchased /);
  });

  it("shows a business buyer their account's contract prices, as a render of their own", async () => {
    const buyer = await signIn("contract.buyer@bluebirddental.test", "advantage.localhost");
    const product = await productPath(3);
    for (const path of [product.path, "/search?query=paper"]) {
      await pageOf(buyer, path);
      const hitsBefore = await lookups("hit");
      const kept = await pageOf(buyer, path);
      expect(await lookups("hit"), path).toBe(hitsBefore + 1);
      expect(kept.normalised, path).toBe((await pageOf(onUncached(buyer), path)).normalised);
    }
  });
});

describe("a product page's recently viewed rail", () => {
  it("is read after the page, by the call that remembers the product: browsing does not split the group", async () => {
    const [first, second] = [await productPath(5), await productPath(6)];
    const shopper = await register("Hedy", "Lamarr");
    const other = await register("Katherine", "Johnson");
    await pageOf(other, first.path);
    await pageOf(other, second.path);
    const hitsBefore = await lookups("hit");
    for (const product of [first, second]) {
      const reply = await shopper.call("GET", product.path);
      expect(reply.headers.getSetCookie().some((c) => c.startsWith("quire_recent="))).toBe(false);
      expect(String(reply.body)).not.toContain("rail-recently-viewed");
      // the page's script asks for the rail, which remembers the product
      const rail = await shopper.call("GET", `/rails/recently-viewed?viewed=${product.itemId}`);
      expect(rail.status).toBe(200);
      expect(rail.headers.get("cache-control")).toBe("private, no-store");
      if (product === first) expect(rail.body).toEqual({ rail: null });
      else expect(rail.body.rail.products.map((p: { itemId: string }) => p.itemId)).toEqual([first.itemId]);
    }
    expect(shopper.cookies.get("quire_recent")).toBe(`${second.itemId}.${first.itemId}`);
    // both product pages came from the pages the other shopper's visits kept
    expect(await lookups("hit")).toBe(hitsBefore + 2);
  });

  it("refuses a viewed item that is not an item id, and changes no cookie", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const reply = await browser.call("GET", "/rails/recently-viewed?viewed=../etc");
    expect(reply.status).toBe(400);
    expect(browser.cookies.has("quire_recent")).toBe(false);
  });
});

describe("the home page's rails", () => {
  type Rails = {
    recentlyViewed: { itemId: string }[];
    frequentlyPurchased: { products: { itemId: string }[] } | null;
    trending: { products: { itemId: string }[] } | null;
  };
  const rails = async (browser: TestBrowser): Promise<Rails> => {
    const reply = await browser.call("GET", "/rails/home");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    return reply.body as Rails;
  };

  it("are read after the page: the page holds none of them, the call answers the shopper's own", async () => {
    const [first, second] = [await productPath(8), await productPath(9)];
    const guest = new TestBrowser(server.baseUrl);
    for (const product of [first, second]) {
      expect((await guest.call("GET", `/rails/recently-viewed?viewed=${product.itemId}`)).status).toBe(200);
    }
    const page = String((await guest.call("GET", "/")).body);
    expect(page).not.toContain("rail-recent");
    expect(page).not.toContain("rail-trending");
    const guests = await rails(guest);
    expect(guests.recentlyViewed.map((p) => p.itemId)).toEqual([second.itemId, first.itemId]);
    expect(guests.frequentlyPurchased).toBeNull();
    expect(guests.trending?.products.length).toBeGreaterThan(0);

    const customer = await signIn("registered@quire.test");
    const bought = await server.db
      .selectFrom("orders as o")
      .innerJoin("orderLines as l", "l.orderId", "o.id")
      .innerJoin("products as p", "p.id", "l.productId")
      .innerJoin("users as u", "u.id", "o.userId")
      .where("u.email", "=", "registered@quire.test")
      .select("p.itemId")
      .execute();
    const theirs = await rails(customer);
    expect(theirs.recentlyViewed).toEqual([]);
    const purchased = theirs.frequentlyPurchased?.products.map((p) => p.itemId) ?? [];
    expect(purchased.length).toBeGreaterThan(0);
    expect(purchased.every((id) => bought.some((b) => b.itemId === id))).toBe(true);
  });
});

describe("a returning guest's public page", () => {
  it("is their group's too: another guest with a cart gets it with their own count, as a render of their own", async () => {
    const product = await productPath(7);
    const guest = async (qty: number) => {
      const browser = new TestBrowser(server.baseUrl);
      browser.extraHeaders = { "x-forwarded-for": nextAddress() };
      const added = await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty }] });
      expect(added.status).toBe(200);
      expect(browser.cookies.has("quire_cart")).toBe(true);
      return browser;
    };
    const first = await guest(2);
    const second = await guest(4);
    await pageOf(first, "/search?query=paper");
    await pageOf(first, product.path);
    for (const path of ["/search?query=paper", product.path]) {
      const hitsBefore = await lookups("hit");
      const page = await pageOf(second, path);
      expect(await lookups("hit"), path).toBe(hitsBefore + 1);
      expect(page.html, path).toMatch(/data-testid="cart-count">4</);
      expect(markup(page.normalised), path).toBe(markup((await pageOf(onUncached(second), path)).normalised));
    }
  });
});

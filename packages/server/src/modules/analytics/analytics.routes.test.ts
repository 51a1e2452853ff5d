import { beaconUrl } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// First-party analytics over real HTTP against a real database (SQLite, or PostgreSQL with
// DATABASE_URL): the collector's batches, the tiles' beacons, the server's own events from pages
// and adds, and the store administrator's insights (JSON and page).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 40, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const ADMIN = "store.admin@quire.test";
let addressCounter = 0;
function browser(host?: string): TestBrowser {
  const b = new TestBrowser(server.baseUrl, host ? { host } : {});
  addressCounter += 1;
  b.extraHeaders = { "x-forwarded-for": `10.79.0.${addressCounter}` };
  return b;
}

const countWhere = async (source: string, type?: string) => {
  let q = server.db.selectFrom("analyticsEvents").where("source", "=", source);
  if (type) q = q.where("type", "=", type);
  const row = await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
};

async function aProduct(offset = 0) {
  return server.db
    .selectFrom("products")
    .select(["itemId", "itemUrl", "name"])
    .orderBy("id")
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}

async function insightsOf(admin: TestBrowser) {
  const reply = await admin.call("GET", "/api/admin/insights");
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

describe("POST /api/analytics/collect", () => {
  it("stores a batch of adapter events with their item, search term and value", async () => {
    const b = browser();
    const reply = await b.call("POST", "/api/analytics/collect", {
      events: [
        { event: "searchBox", specVersion: "1.0.5", site: "dotcom", searchTerm: "Collected Pens" },
        { event: "addToCartResponse", success: true, products: [{ id: "collect-1", price: 1.5, quantity: 1 }] },
        { event: "Order Completed", orderId: "Q1", cartTotals: { total: 12.34 } },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);
    const rows = await server.db.selectFrom("analyticsEvents").selectAll().where("source", "=", "client").execute();
    expect(rows.find((r) => r.type === "searchBox")).toMatchObject({ query: "collected pens", site: "dotcom" });
    expect(rows.find((r) => r.type === "addToCartResponse")).toMatchObject({ itemId: "collect-1" });
    expect(rows.find((r) => r.type === "Order Completed")).toMatchObject({ valueCents: 1234 });
    // a browser is known by a hash, never by its cookie or address
    expect(JSON.stringify(rows)).not.toContain("10.79.0.");
  });

  it.each<[string, unknown, string]>([
    ["an unknown event", { events: [{ event: "pageView" }] }, "Each event needs an event name the adapter knows"],
    ["an empty batch", { events: [] }, "events must hold at least one event"],
    ["too many events", { events: Array(26).fill({ event: "link" }) }, "events can hold at most 25 events"],
    ["no events", { hello: 1 }, "events must be a list"],
  ])("refuses %s with 400 and stores nothing", async (_name, body, message) => {
    const before = await countWhere("client");
    const reply = await browser().call("POST", "/api/analytics/collect", body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "INVALID_REQUEST", message });
    expect(await countWhere("client")).toBe(before);
  });

  it("refuses a body over 32 KB (413), a post without the CSRF header (403)", async () => {
    const before = await countWhere("client");
    const big = await browser().call("POST", "/api/analytics/collect", {
      events: [{ event: "link", linkName: "x".repeat(40_000) }],
    });
    expect(big.status).toBe(413);
    const b = browser();
    await b.call("GET", "/api/session");
    const noToken = await b.call("POST", "/api/analytics/collect", { events: [{ event: "link" }] }, { "x-csrf-token": "wrong" });
    expect(noToken.status).toBe(403);
    expect(await countWhere("client")).toBe(before);
  });

  it("takes 30 batches a minute from one address, then 429 with Retry-After", async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await b.call("POST", "/api/analytics/collect", { events: [{ event: "link" }] })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204));
    expect(statuses[30]).toBe(429);
    const refused = await b.call("POST", "/api/analytics/collect", { events: [{ event: "link" }] });
    expect(refused.body.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await browser().call("POST", "/api/analytics/collect", { events: [{ event: "link" }] })).status).toBe(204);
  });
});

describe("/api/analytics/beacon", () => {
  it("stores a GET beacon built by beaconUrl() and answers 204", async () => {
    const url = beaconUrl({
      event: "imp",
      itemId: "beacon-1",
      placement: "home-top",
      recId: "r-9",
      pageType: "home",
      counter: "A",
    });
    const reply = await browser().call("GET", url);
    expect(reply.status).toBe(204);
    const row = await server.db
      .selectFrom("analyticsEvents")
      .selectAll()
      .where("itemId", "=", "beacon-1")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: "beacon", type: "imp", placement: "home-top" });
    expect(JSON.parse(row.payload!)).toEqual({ rid: "r-9", pg: "home", c: "A" });
  });

  it("takes navigator.sendBeacon's POST: text/plain body, no CSRF header", async () => {
    const b = browser();
    await b.call("GET", "/api/session");
    const reply = await b.call("POST", beaconUrl({ event: "clk", itemId: "beacon-2", pageType: "search" }), "ping", {
      "content-type": "text/plain;charset=UTF-8",
      "x-csrf-token": "",
    });
    expect(reply.status).toBe(204);
    expect(await server.db.selectFrom("analyticsEvents").select("type").where("itemId", "=", "beacon-2").execute()).toEqual([
      { type: "clk" },
    ]);
  });

  it("answers junk 204 and stores nothing; another site's post is refused", async () => {
    const before = await countWhere("beacon");
    expect((await browser().call("GET", "/api/analytics/beacon?e=evil&sku=1")).status).toBe(204);
    expect((await browser().call("GET", "/api/analytics/beacon")).status).toBe(204);
    const crossSite = await browser().call("POST", beaconUrl({ event: "imp", itemId: "x" }), undefined, {
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(await countWhere("beacon")).toBe(before);
  });
});

describe("the server's own events and the insights", () => {
  it("guests are 401 and shoppers 403 on the JSON call; guests go to sign in from the page", async () => {
    expect((await browser().call("GET", "/api/admin/insights")).status).toBe(401);
    const shopper = browser();
    await shopper.signIn("registered@quire.test");
    const refused = await shopper.call("GET", "/api/admin/insights");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("FORBIDDEN");
    expect((await shopper.call("GET", "/admin/insights")).status).toBe(403);
    const guestPage = await browser().call("GET", "/admin/insights");
    expect(guestPage.status).toBe(302);
    expect(guestPage.headers.get("location")).toBe("/office/supplies/login?jumpUrl=%2Fadmin%2Finsights");
  });

  it("a shopper's search with no result, product view and add show in the admin's figures and funnel", async () => {
    const admin = browser();
    await admin.signIn(ADMIN);
    const before = await insightsOf(admin);
    const product = await aProduct(3);

    const shopper = browser();
    await shopper.signIn("registered@quire.test");
    expect((await shopper.call("GET", "/search?query=Zebra%20Quokka%20Staplers")).status).toBe(200);
    // the same search again a moment later (a reload) counts once
    expect((await shopper.call("GET", "/search?query=zebra%20quokka%20staplers")).status).toBe(200);
    expect((await shopper.call("GET", `/${product.itemUrl}`)).status).toBe(200);
    expect((await shopper.call("GET", `/${product.itemUrl}`)).status).toBe(200);
    const add = await shopper.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty: 2 }] });
    expect(add.status, JSON.stringify(add.body)).toBe(200);

    const after = await insightsOf(admin);
    expect(after.totals.views).toBe(before.totals.views + 1);
    expect(after.totals.adds).toBe(before.totals.adds + 1);
    expect(after.days).toHaveLength(7);
    expect(after.noResultSearches).toContainEqual({ query: "zebra quokka staplers", searches: 1 });
    expect(after.topProducts).toContainEqual(
      expect.objectContaining({ itemId: product.itemId, name: product.name, views: 1, adds: 1 }),
    );
    const funnel = Object.fromEntries(after.funnel.map((s: { step: string; shoppers: number }) => [s.step, s.shoppers]));
    const funnelBefore = Object.fromEntries(before.funnel.map((s: { step: string; shoppers: number }) => [s.step, s.shoppers]));
    expect(funnel.viewed).toBe(funnelBefore.viewed + 1);
    expect(funnel.added).toBe(funnelBefore.added + 1);

    // the admin's page shows the same figures as charts with tables
    const page = await admin.call("GET", "/admin/insights");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Store insights");
    expect(page.body).toContain("Top searches with no result");
    expect(page.body).toContain("zebra quokka staplers");
  });

  it("a search that finds something is not a no-result search; a page-form add counts as an add", async () => {
    const admin = browser();
    await admin.signIn(ADMIN);
    const product = await aProduct(5);
    const word = product.name.split(/\s+/)[0]!;
    const shopper = browser();
    expect((await shopper.call("GET", `/search?query=${encodeURIComponent(word)}`)).status).toBe(200);
    const row = await server.db
      .selectFrom("analyticsEvents")
      .selectAll()
      .where("type", "=", "search")
      .where("query", "=", word.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.resultCount).toBeGreaterThan(0);
    expect((await insightsOf(admin)).noResultSearches.map((s: { query: string }) => s.query)).not.toContain(word.toLowerCase());

    const before = await countWhere("server", "add");
    const csrf = decodeURIComponent(shopper.cookies.get("quire_csrf") ?? "");
    const posted = await shopper.call(
      "POST",
      `/${product.itemUrl}`,
      new URLSearchParams({ csrf, intent: "add", itemId: product.itemId, qty: "1" }).toString(),
      { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
    );
    expect([302, 303]).toContain(posted.status);
    expect(await countWhere("server", "add")).toBe(before + 1);
  });

  it("a signed-in shopper who viewed, added and ordered completes the funnel (orders from the orders table)", async () => {
    const admin = browser();
    await admin.signIn(ADMIN);
    const product = await aProduct(7);
    const shopper = browser();
    await shopper.signIn("rewards.base@quire.test");
    await shopper.call("GET", `/${product.itemUrl}`);
    await shopper.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty: 1 }] });
    const before = await insightsOf(admin);
    const user = await server.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "rewards.base@quire.test")
      .executeTakeFirstOrThrow();
    // the orders table's ids are given by the store, not the database
    const last = await server.db
      .selectFrom("orders")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    await server.db
      .insertInto("orders")
      .values({
        id: Number(last?.id ?? 0) + 1,
        orderNumber: "ANALYTICS-1",
        userId: user.id,
        tenant: "dotcom",
        placedAt: new Date().toISOString(),
        status: "PLACED",
        subtotalCents: 500,
        totalCents: 500,
      } as never)
      .execute();
    const after = await insightsOf(admin);
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    const ordered = (i: { funnel: { step: string; shoppers: number }[] }) => i.funnel.find((s) => s.step === "ordered")!.shoppers;
    expect(ordered(after)).toBe(ordered(before) + 1);
  });
});

describe("the API docs", () => {
  it("describe the collector, the beacon and the insights", async () => {
    const reply = await browser().call("GET", "/api/openapi.json");
    const paths = reply.body.paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    expect(paths["/api/analytics/collect"]?.post?.tags).toEqual(["analytics"]);
    expect(Object.keys(paths["/api/analytics/beacon"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(paths["/api/admin/insights"]?.get?.summary).toContain("last 7 days");
  });
});

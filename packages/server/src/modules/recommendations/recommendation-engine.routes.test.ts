import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { type TestBrowser, withCsrf } from "../../test/test-browser";
import { startTestServer, type TestServer } from "../../test/test-server";
import { RecommendationEngine, shopperKeyOf } from "./engine/engine.service";
import type { RecommendationItem } from "./recommendations.service";

// The engine's calls over real HTTP (decision 049): schemes of atRecommendation learned from the
// store's orders and views, recomputed as orders arrive; sponsored products, offers, surcharge
// alternates and the shopper's frequently purchased items.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 500 });
  h = checkoutHelpers(server, "10.49");
});
afterAll(async () => {
  await server?.close();
});

async function post<T = unknown>(path: string, body: unknown, browser?: TestBrowser): Promise<{ status: number; body: T }> {
  if (browser) return browser.call("POST", path, body);
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: withCsrf({ "content-type": "application/json" }),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function recommend(query: Record<string, unknown>, browser?: TestBrowser): Promise<RecommendationItem[]> {
  const res = await post<RecommendationItem[]>("/api/sparxProxy/atRecommendation", { query }, browser);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function weight(a: string, b: string): Promise<number> {
  const row = await server.db
    .selectFrom("recItemPairs")
    .select("weight")
    .where("itemA", "=", a)
    .where("itemB", "=", b)
    .executeTakeFirst();
  return Number(row?.weight ?? 0);
}

/** The historical item with the most co-purchase neighbours. */
async function wellKnownItem(): Promise<string> {
  const { rows } = await sql<{ itemA: string }>`select item_a from rec_item_pairs
    group by item_a order by count(*) desc, item_a limit 1`.execute(server.db);
  return rows[0]?.itemA as string;
}

/** A stocked product no historical basket holds, so only this test's orders speak for it. */
async function littleKnownProduct(offset: number): Promise<{ itemId: string }> {
  const { rows } = await sql<{ itemId: string }>`select p.item_id from products p join inventory i on i.product_id = p.id
    where p.status = 'PUBLISHED' and p.is_free_sample = 0 and p.is_warranty_plan = 0 and p.assembly_eligible = 0
      and p.final_price_cents > 500 and i.online_qty >= 30 and i.backorder_date is null and p.quantity_limit is null
      and p.item_id not in (select item_id from rec_item_stats where orders > 0)
    order by p.id limit 1 offset ${offset}`.execute(server.db);
  return { itemId: rows[0]?.itemId as string };
}

describe("the engine's schemes (atRecommendation)", () => {
  it("seeds anonymous history without touching the store's orders", async () => {
    const history = await sql<{ n: number }>`select count(distinct basket_id) as n from rec_order_history`.execute(server.db);
    expect(Number(history.rows[0]?.n)).toBeGreaterThan(1000);
    const orders = await sql<{ n: number }>`select count(*) as n from orders`.execute(server.db);
    expect(Number(orders.rows[0]?.n)).toBeLessThan(Number(history.rows[0]?.n));
  });

  it("answers Customers also bought by default: items bought with the core item, strongest first", async () => {
    const core = await wellKnownItem();
    const items = await recommend({ coreSkuNumber: core, number: 10 });
    expect(items).toHaveLength(10);
    expect(items[0]?.analyticsPayload).toEqual({ scheme: "CUSTOMERS_ALSO_BOUGHT", placement: "recommendations", rank: 1 });
    expect(items.map((i) => i.itemId)).not.toContain(core);
    const bought = items.filter((i) => i.recId.startsWith("CO_PURCHASE:"));
    expect(bought.length).toBeGreaterThan(0);
    for (const item of bought) expect(await weight(core, item.itemId)).toBeGreaterThan(0);
    // co-purchased items come before the same-category top-up
    const firstFill = items.findIndex((i) => !i.recId.startsWith("CO_PURCHASE:"));
    if (firstFill >= 0) expect(items.slice(firstFill).every((i) => !i.recId.startsWith("CO_PURCHASE:"))).toBe(true);
    expect(await recommend({ coreSkuNumber: core, number: 10 })).toEqual(items);
  });

  it("learns from each placed order: the pair is counted and leads a little-known item's list", async () => {
    const buyer = await h.newShopper();
    const x = await littleKnownProduct(0);
    const y = await littleKnownProduct(1);
    const before = await weight(x.itemId, y.itemId);
    for (let n = 0; n < 2; n++) {
      await h.addToCart(buyer, x.itemId);
      await h.addToCart(buyer, y.itemId);
      const view = await h.deliveryAndAddress(buyer);
      await h.payByCard(buyer, "4111 1111 1111 1111");
      const placed = await h.placeOrder(buyer, view.cart.cartSummary.ordTotal as number);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    }
    expect(await weight(x.itemId, y.itemId)).toBe(before + 2);
    expect(await weight(y.itemId, x.itemId)).toBe(before + 2);
    const items = await recommend({ coreSkuNumber: x.itemId, number: 10, scheme: "CUSTOMERS_ALSO_BOUGHT" });
    expect(items[0]?.itemId).toBe(y.itemId);
    expect(items[0]?.recId).toBe(`CO_PURCHASE:${y.itemId}`);
  });

  it("answers Trending now without a core item, and substitutes for Alternate choices", async () => {
    const trending = await recommend({ number: 12 });
    expect(trending).toHaveLength(12);
    expect(trending[0]?.analyticsPayload.scheme).toBe("TRENDING_NOW");
    expect(trending.every((i) => i.recId.startsWith("TRENDING:"))).toBe(true);
    const core = await wellKnownItem();
    const alternates = await recommend({ coreSkuNumber: core, number: 5, scheme: "ALTERNATE_CHOICES" });
    expect(alternates).toHaveLength(5);
    const { rows } = await sql<{ itemId: string; categoryId: number }>`select item_id, category_id from products
      where item_id in (${sql.join([core, ...alternates.map((a) => a.itemId)])})`.execute(server.db);
    const categoryOf = new Map(rows.map((r) => [r.itemId, Number(r.categoryId)]));
    const substitutes = alternates.filter((a) => a.recId.startsWith("SUBSTITUTE:"));
    expect(substitutes.length).toBeGreaterThan(0);
    expect(alternates.every((a) => a.analyticsPayload.scheme === "ALTERNATE_CHOICES")).toBe(true);
    expect(categoryOf.get(substitutes[0]?.itemId as string)).toBe(categoryOf.get(core));
  });

  it("answers the shopper's own Recently Viewed and nothing of anyone else's", async () => {
    const buyer = await h.newShopper();
    // the shopper just registered is the newest user
    const newest = await server.db.selectFrom("users").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    // a clock a second on per view: two views in the same millisecond would tie, and ties go by item number
    let viewedAt = Date.now();
    const engine = new RecommendationEngine(server.db, () => new Date((viewedAt += 1000)));
    const a = await h.stockedProduct(500, 1);
    const b = await h.stockedProduct(500, 2);
    await engine.viewed(shopperKeyOf(Number(newest.id), null), a.itemId);
    await engine.viewed(shopperKeyOf(Number(newest.id), null), b.itemId);
    const mine = await recommend({ scheme: "RECENTLY_VIEWED", number: 10 }, buyer);
    expect(mine.map((i) => i.itemId)).toEqual([b.itemId, a.itemId]);
    expect(mine[0]?.recId).toBe(`RECENTLY_VIEWED:${b.itemId}`);
    expect(await recommend({ scheme: "RECENTLY_VIEWED", number: 10 })).toEqual([]);
    // a browser the store cannot name sends its own list (the page's recently viewed cookie)
    const fromCookie = await recommend({
      scheme: "RECENTLY_VIEWED",
      skuList: [a.itemId, b.itemId],
      skusToBeFiltered: [a.itemId],
    });
    expect(fromCookie.map((i) => i.itemId)).toEqual([b.itemId]);
    const forYou = await recommend({ scheme: "RECOMMENDED_FOR_YOU", number: 10 }, buyer);
    expect(forYou).toHaveLength(10);
    expect(forYou.map((i) => i.itemId)).not.toContain(a.itemId);
  });

  it("reads the cart spec's inputs, coreSkuNumber among them", async () => {
    const core = await wellKnownItem();
    const items = await recommend({
      number: 10,
      inputs: { coreSkuNumber: core, skipOutOfStock: true, adType: "checkoutAddToCart", isDAS: false, somethingNew: 1 },
    });
    expect(items[0]?.analyticsPayload.scheme).toBe("CUSTOMERS_ALSO_BOUGHT");
    expect(items.map((i) => i.itemId)).not.toContain(core);
    expect((await post("/api/sparxProxy/atRecommendation", { query: { inputs: { sparq: "yes" } } })).status).toBe(400);
  });
});

describe("getFrequentlyPurchasedData", () => {
  it("answers a signed-in shopper's most often ordered items, and 401 to a guest", async () => {
    const guest = await post<{ code: string }>("/ele-lpd/api/home/getFrequentlyPurchasedData", {});
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe("UNAUTHORIZED");
    const buyer = await h.newShopper();
    const x = await h.stockedProduct(500, 3);
    const y = await h.stockedProduct(500, 4);
    for (const items of [[x], [x, y]]) {
      for (const item of items) await h.addToCart(buyer, item.itemId);
      const view = await h.deliveryAndAddress(buyer);
      await h.payByCard(buyer, "4111 1111 1111 1111");
      expect((await h.placeOrder(buyer, view.cart.cartSummary.ordTotal as number)).status).toBe(201);
    }
    const res = await buyer.call("POST", "/ele-lpd/api/home/getFrequentlyPurchasedData", {
      siteVariables: {},
      userVariables: {},
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.heading).toBe("Frequently purchased");
    expect(res.body.items.map((i: RecommendationItem) => i.itemId)).toEqual([x.itemId, y.itemId]);
    expect(res.body.items[0].analyticsPayload).toEqual({
      scheme: "FREQUENTLY_PURCHASED",
      placement: "frequently_purchased_DOTCOM",
      rank: 1,
    });
  });
});

describe("getCriteoData and getAdobeMBoxData", () => {
  it("answers sponsored products with beacons to the first-party collector", async () => {
    const res = await post<{
      pageId: string;
      placements: { name: string; count: number }[];
      products: { ProductID: string; OnViewBeacon: string; OnClickBeacon: string }[];
    }>("/api/sparxProxy/getCriteoData", { mboxName: "cart_bottom_rail_DOTCOM", skus: [], criteoData: { pageType: "cart" } });
    expect(res.status).toBe(200);
    expect(res.body.pageId).toBe("cart_bottom_rail_DOTCOM");
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.placements).toEqual([{ name: "cart_bottom_rail_DOTCOM", count: res.body.products.length }]);
    const first = res.body.products[0]!;
    const view = new URL(first.OnViewBeacon, "http://x");
    expect(view.pathname).toBe("/api/analytics/beacon");
    expect(Object.fromEntries(view.searchParams)).toMatchObject({
      e: "imp",
      sku: first.ProductID,
      pl: "cart_bottom_rail_DOTCOM",
      pg: "cart",
    });
    expect(view.searchParams.get("rid")).toMatch(/^SPONSORED:/);
    expect(new URL(first.OnClickBeacon, "http://x").searchParams.get("e")).toBe("clk");
    // a sku the shopper already has is not sponsored back to them
    const again = await post<typeof res.body>("/ele-lpd/api/sparxProxy/getCriteoData", {
      mboxName: "cart_bottom_rail_DOTCOM",
      skus: [first.ProductID],
    });
    expect(again.body.products.map((p) => p.ProductID)).not.toContain(first.ProductID);
  });

  it("answers the original items when the sponsored list cannot be read", async () => {
    await sql`alter table sponsored_products rename to sponsored_products_away`.execute(server.db);
    try {
      const res = await post<{ products: { ProductID: string }[] }>("/api/sparxProxy/getCriteoData", {
        mboxName: "homepage_trending_DOTCOM",
        skus: ["100001", "100002"],
      });
      expect(res.status).toBe(200);
      expect(res.body.products.map((p) => p.ProductID)).toEqual(["100001", "100002"]);
    } finally {
      await sql`alter table sponsored_products_away rename to sponsored_products`.execute(server.db);
    }
  });

  it("answers a placement's active offers", async () => {
    const res = await post<{
      data: { adobeResponse: { offerDetails: { offerId: string; classes: string[] }[] } };
      analyticsPayload: { mboxName: string; offerIds: string[] };
    }>("/sparxProxy/getAdobeMBoxData", { mboxName: "cart_bottom_rail_DOTCOM" });
    expect(res.status).toBe(200);
    expect(res.body.data.adobeResponse.offerDetails).toHaveLength(1);
    expect(res.body.data.adobeResponse.offerDetails[0]).toMatchObject({
      offerId: "OFFER-CART-1",
      classes: ["offer", "offer--banner"],
    });
    expect(res.body.analyticsPayload).toEqual({ mboxName: "cart_bottom_rail_DOTCOM", offerIds: ["OFFER-CART-1"] });
    const none = await post<typeof res.body>("/api/sparxProxy/getAdobeMBoxData", { mboxName: "nowhere" });
    expect(none.body.data.adobeResponse.offerDetails).toEqual([]);
  });
});

describe("sparxRecommendation", () => {
  it("answers each heavy item's surcharge alternates with alt factor x quantity", async () => {
    const { rows } = await sql<{ itemId: string; altFactor: number }>`select core.item_id, a.alt_factor from item_alternates a
      join products core on core.id = a.product_id where a.kind = 'SURCHARGE' order by core.id limit 1`.execute(server.db);
    const heavy = rows[0];
    expect(heavy).toBeDefined();
    const res = await post<{
      surchargeAlternates: {
        sku: string;
        qty: number;
        alternates: (RecommendationItem & { altFactor: number; altQty: number })[];
      }[];
    }>("/sparxProxy/sparxRecommendation", {
      serviceContext: {},
      query: { skus: [heavy!.itemId], itemReqObj: [{ sku: heavy!.itemId, qty: 3 }], inputs: {} },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body.surchargeAlternates[0]!;
    expect(answer).toMatchObject({ sku: heavy!.itemId, qty: 3 });
    for (const alt of answer.alternates) {
      expect(alt.altQty).toBe(alt.altFactor * 3);
      expect(alt.recId).toBe(`SURCHARGE_ALT:${alt.itemId}`);
    }
  });
});

describe("bad input", () => {
  it.each([
    ["/api/sparxProxy/getCriteoData", { skus: [] }, "mboxName"],
    ["/api/sparxProxy/getCriteoData", { mboxName: "x", skus: "1" }, "skus"],
    ["/sparxProxy/getAdobeMBoxData", {}, "mboxName"],
    ["/sparxProxy/sparxRecommendation", { query: { itemReqObj: [{ sku: "1", qty: 0 }] } }, "query.itemReqObj"],
    ["/sparxProxy/sparxRecommendation", {}, "query"],
  ])("%s rejects %j with a 400", async (path, body, field) => {
    const res = await post<{ code: string; message: string }>(path, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_REQUEST");
    expect(res.body.message.startsWith(field)).toBe(true);
  });

  it("documents every call in the OpenAPI description", async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, { post?: { tags?: string[] } }>;
    };
    for (const path of [
      "/api/sparxProxy/getCriteoData",
      "/ele-lpd/api/sparxProxy/getCriteoData",
      "/sparxProxy/getAdobeMBoxData",
      "/sparxProxy/sparxRecommendation",
      "/ele-lpd/sparxProxy/sparxRecommendation",
      "/ele-lpd/api/home/getFrequentlyPurchasedData",
    ]) {
      expect(doc.paths[path]?.post?.tags, path).toEqual(["recommendations"]);
    }
  });
});

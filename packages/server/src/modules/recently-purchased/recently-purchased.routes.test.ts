import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoBrowsers } from "../../test/test-browser";
import { type PlacedOrders, placeKnownOrders } from "../../test/known-business-orders";
import { type TestServer, startTestServer } from "../../test/test-server";

// GET /cc/api/ptd/recentItems over real HTTP (decision 045), over the known orders of
// test/known-business-orders.ts: Pat bought A and B now and D 14 months ago (plus a declined D
// and a C waiting for approval, which do not count); Morgan bought A two months ago, Alex C eight.

let server: TestServer;
let known: PlacedOrders;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  known = await placeKnownOrders(server.db, new Date());
  // D is discontinued since: still shown, never orderable
  await server.db.updateTable("products").set({ status: "DISCONTINUED" }).where("id", "=", known.products.d.id).execute();
});
afterAll(async () => {
  await server?.close();
});

/** One signed-in browser per user for the whole file. */
const as = demoBrowsers(() => server.baseUrl);

const PAT = "buyer@northwind.test";
const PAT_NUMBER = "5200000201";
const MORGAN_NUMBER = "5200000202";
const JAMIE_NUMBER = "5200000301";

interface Item {
  sku: string;
  lastQty: number;
  orderCount: number;
  price: number | null;
  orderable: boolean;
  unavailableReason: string | null;
  lastOrderedBy: string | null;
  lastOrderedDate: string;
}

async function recent(email: string, query = ""): Promise<{ status: number; body: { itemDetails: Item[]; code?: string } }> {
  const reply = await (await as(email)).call("GET", `/cc/api/ptd/recentItems?tenantId=advantage${query}`);
  return { status: reply.status, body: reply.body };
}

async function priceOf(itemId: string): Promise<number> {
  const row = await server.db
    .selectFrom("products")
    .select("finalPriceCents")
    .where("itemId", "=", itemId)
    .executeTakeFirstOrThrow();
  return Number(row.finalPriceCents);
}

describe("GET /cc/api/ptd/recentItems", () => {
  it("answers the buyer's own items, newest first, once each, at today's price", async () => {
    const { status, body } = await recent(PAT);
    expect(status).toBe(200);
    const { a, b, d } = known.products;
    // A and B share the newest order (ties by item number), then D (the 14-month-old order; the declined one does not count)
    const newest = [a.itemId, b.itemId].sort();
    expect(body.itemDetails.map((i) => i.sku)).toEqual([...newest, d.itemId]);
    const itemA = body.itemDetails.find((i) => i.sku === a.itemId)!;
    expect(itemA).toMatchObject({ lastQty: 2, orderCount: 1, orderable: true, lastOrderedBy: "Pat Kowalski" });
    expect(itemA.price).toBe(await priceOf(a.itemId));
    const itemD = body.itemDetails.find((i) => i.sku === d.itemId)!;
    expect(itemD).toMatchObject({ orderCount: 1, orderable: false, unavailableReason: "Discontinued" });
    // the order waiting for approval (C) is not a purchase yet
    expect(body.itemDetails.map((i) => i.sku)).not.toContain(known.products.c.itemId);
    const own = await recent(PAT, `&orderedByUserId=${PAT_NUMBER}`);
    expect(own.body.itemDetails.map((i) => i.sku)).toEqual(body.itemDetails.map((i) => i.sku));
  });

  it("answers every buyer of the account for ALL, never another account's", async () => {
    const { status, body } = await recent(PAT, "&orderedByUserId=ALL&requestType=sbaMMX");
    expect(status).toBe(200);
    const { a, b, c, d } = known.products;
    const skus = body.itemDetails.map((i) => i.sku);
    expect(skus.sort()).toEqual([a.itemId, b.itemId, c.itemId, d.itemId].sort());
    const itemA = body.itemDetails.find((i) => i.sku === a.itemId)!;
    // Pat's order (now, 2 units) and Morgan's (two months ago) both had A
    expect(itemA).toMatchObject({ orderCount: 2, lastQty: 2, lastOrderedBy: "Pat Kowalski" });
    const itemC = body.itemDetails.find((i) => i.sku === c.itemId)!;
    expect(itemC).toMatchObject({ orderCount: 1, lastQty: 1, lastOrderedBy: "Alex Whitaker" });
    // B: Jamie of Bluebird Dental bought 5 of it; Northwind's answer only knows Pat's one
    expect(body.itemDetails.find((i) => i.sku === b.itemId)).toMatchObject({ orderCount: 1, lastQty: 1 });
    // newest first
    const dates = body.itemDetails.map((i) => i.lastOrderedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("answers another buyer of the same account, and 404 for another account's user", async () => {
    const morgan = await recent(PAT, `&orderedByUserId=${MORGAN_NUMBER}`);
    expect(morgan.status).toBe(200);
    expect(morgan.body.itemDetails.map((i) => i.sku)).toEqual([known.products.a.itemId]);
    for (const other of [JAMIE_NUMBER, "4100000101", "9999999999"]) {
      const reply = await recent(PAT, `&orderedByUserId=${other}`);
      expect(reply.status, other).toBe(404);
      expect(reply.body.code).toBe("USER_NOT_FOUND");
    }
  });

  it("refuses ALL to a consumer, answers a consumer their own orders, and asks guests to sign in", async () => {
    const consumerAll = await recent("registered@quire.test", "&orderedByUserId=ALL");
    expect(consumerAll.status).toBe(403);
    expect(consumerAll.body.code).toBe("FORBIDDEN");
    const consumerOther = await recent("registered@quire.test", `&orderedByUserId=${PAT_NUMBER}`);
    expect(consumerOther.status).toBe(404);
    const own = await recent("registered@quire.test");
    expect(own.status).toBe(200);
    // the consumer's orders are the demo history's: every item is one they ordered
    const ownOrders = await server.db
      .selectFrom("orders as o")
      .innerJoin("orderLines as l", "l.orderId", "o.id")
      .innerJoin("products as p", "p.id", "l.productId")
      .innerJoin("users as u", "u.id", "o.userId")
      .select("p.itemId")
      .where("u.email", "=", "registered@quire.test")
      .execute();
    const bought = new Set(ownOrders.map((r) => r.itemId));
    expect(own.body.itemDetails.length).toBeGreaterThan(0);
    for (const item of own.body.itemDetails) expect(bought.has(item.sku), item.sku).toBe(true);
    expect(own.body.itemDetails.every((i) => i.lastOrderedBy === null)).toBe(true);
    const guest = await new TestBrowser(server.baseUrl).call("GET", "/cc/api/ptd/recentItems?tenantId=dotcom");
    expect(guest.status).toBe(401);
  });
});

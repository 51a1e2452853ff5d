import { cartInfoSchema } from "@quire/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoBrowsers } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The cart's answer as the server writes it parses with the answer's one schema (@quire/domain
// cart-answer.schema.ts), strictly: a field the server adds, drops or retypes fails here, so the
// schema (and the types and the OpenAPI document made from it) cannot drift from the answer.

let server: TestServer;
const signedIn = demoBrowsers(() => server.baseUrl);

beforeAll(async () => {
  server = await startTestServer({ products: 600 });
});
afterAll(async () => {
  await server?.close();
});

async function itemIds(where: ReturnType<typeof sql>, limit: number): Promise<string[]> {
  const result = await sql<{ itemId: string }>`
    select p.item_id from products p join inventory i on i.product_id = p.id
    where p.status = 'PUBLISHED' and p.is_free_sample = 0 and p.is_warranty_plan = 0 and ${where}
    order by p.id limit ${limit}`.execute(server.db);
  return result.rows.map((r) => r.itemId);
}

/** The schema's complaints about an answer's cart: none when it parses. */
function problemsOf(body: { data?: { cartInfo?: unknown } }): string[] {
  const parsed = cartInfoSchema.safeParse(body.data?.cartInfo);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("the cart's answer and its schema", () => {
  it("a guest's add, with a refused item beside it, parses", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const [plentiful, other] = await itemIds(sql`i.online_qty >= 1000 and p.quantity_limit is null`, 2);
    const [soldOut] = await itemIds(sql`i.online_qty = 0 and i.backorder_date is null`, 1);
    const added = await guest.call("POST", "/cc/api/checkout/default/item", {
      items: [
        { itemId: plentiful, qty: 2 },
        { itemId: other, qty: 1, deliveryType: "STA" },
        ...(soldOut ? [{ itemId: soldOut, qty: 1 }] : []),
        { itemId: "999999999", qty: 1 },
      ],
    });
    expect(added.body.data.cartInfo.items.map((i: { itemId: string }) => i.itemId)).toContain(plentiful);
    expect(added.body.data.cartInfo.items.some((i: { status: string }) => i.status === "TRANSIENT")).toBe(true);
    expect(problemsOf(added.body)).toEqual([]);
    const read = await guest.call("GET", "/cc/api/checkout?grindType=ALL&wt=true&alt=true");
    expect(read.body.data.cartInfo.items.length).toBeGreaterThan(0);
    expect(problemsOf(read.body)).toEqual([]);
  });

  it("an empty cart (a browser that never had one) parses", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/cc/api/checkout");
    expect(reply.body.data.cartInfo.items).toEqual([]);
    expect(problemsOf(reply.body)).toEqual([]);
  });

  it("a signed-in shopper's cart, with Easy Rewards and the wallets' settings, parses", async () => {
    const shopper = await signedIn("registered@quire.test");
    const [item] = await itemIds(sql`i.online_qty >= 1000 and p.quantity_limit is null`, 1);
    const added = await shopper.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: item, qty: 1 }] });
    expect(problemsOf(added.body)).toEqual([]);
    const read = await shopper.call("GET", "/cc/api/checkout");
    expect(read.body.data.cartInfo.vendorConfig).toBeDefined();
    expect(read.body.data.cartInfo.cartEasyRewards).not.toBeNull();
    expect(problemsOf(read.body)).toEqual([]);
  });

  it("a business buyer's cart, with its budget centre, parses", async () => {
    const buyer = await signedIn("buyer@northwind.test");
    const [item] = await itemIds(sql`i.online_qty >= 1000 and p.quantity_limit is null`, 1);
    const added = await buyer.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: item, qty: 1 }] });
    expect(added.body.data.cartInfo).toHaveProperty("invoiceInfo");
    expect(problemsOf(added.body)).toEqual([]);
  });

  it("refuses a cart with a field the schema does not name", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/cc/api/checkout");
    expect(problemsOf({ data: { cartInfo: { ...reply.body.data.cartInfo, unnamed: 1 } } })).toEqual([
      ': Unrecognized key: "unnamed"',
    ]);
  });
});

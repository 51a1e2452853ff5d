import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Several processes share one database (WORKERS=N, or N machines behind a balancer; decision 051):
// a cart changed through one server is read through another, for a guest (cart cookie) and for a
// signed-in shopper (session). Two servers with their own connections and per-process caches stand
// for two processes; on PostgreSQL (DATABASE_URL) this is the production topology.
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ sameDatabaseAs: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

interface Line {
  itemId: string;
  cartItemId: string;
  qty: number;
}
const lines = (reply: { body: { data: { cartInfo: { items: Line[] } } } }) =>
  reply.body.data.cartInfo.items.map((l) => ({ itemId: l.itemId, qty: l.qty }));

/** The same browser (its cookies) talking to the other server. */
function through(server: TestServer, browser: TestBrowser): TestBrowser {
  const other = new TestBrowser(server.baseUrl);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

async function addableItems(count: number): Promise<string[]> {
  const res = await fetch(`${first.baseUrl}/api/search?query=paper&size=48`);
  const { items } = (await res.json()) as {
    items: { itemId: string; status: string; stockStatus: string; isFreeSample?: boolean; quantityLimit: number | null }[];
  };
  const ids = items
    .filter((i) => i.status === "PUBLISHED" && i.stockStatus === "IN_STOCK" && !i.isFreeSample && i.quantityLimit === null)
    .map((i) => String(i.itemId));
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

describe("a cart across server processes", () => {
  it("a guest's cart added to through one server is read and changed through the other", async () => {
    const [a, b] = await addableItems(2);
    const guest = new TestBrowser(first.baseUrl);
    const added = await guest.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: a, qty: 2 }] });
    expect(added.status).toBe(200);

    const elsewhere = through(second, guest);
    const read = await elsewhere.call("GET", "/cc/api/checkout");
    expect(read.status).toBe(200);
    expect(lines(read)).toEqual([{ itemId: a, qty: 2 }]);

    const more = await elsewhere.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: b, qty: 1 }] });
    expect(more.status).toBe(200);
    expect(more.headers.getSetCookie().some((c) => c.startsWith("quire_cart="))).toBe(false);
    const back = await guest.call("GET", "/cc/api/checkout");
    expect(lines(back)).toEqual([
      { itemId: a, qty: 2 },
      { itemId: b, qty: 1 },
    ]);

    const lineA = (back.body.data.cartInfo.items as Line[]).find((l) => l.itemId === a)!;
    const removed = await elsewhere.call("POST", `/cc/api/checkout/default/item/${lineA.cartItemId}`, undefined, {
      "x-http-method-override": "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(lines(await guest.call("GET", "/cc/api/checkout"))).toEqual([{ itemId: b, qty: 1 }]);
  });

  it("a signed-in shopper's session and account cart are the same on both servers", async () => {
    const [a] = await addableItems(1);
    const shopper = new TestBrowser(first.baseUrl);
    await shopper.signIn("rewards.elite@quire.test");
    const before = lines(await shopper.call("GET", "/cc/api/checkout"));
    const elsewhere = through(second, shopper);
    const added = await elsewhere.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: a, qty: 1 }] });
    expect(added.status).toBe(200);
    const after = lines(await shopper.call("GET", "/cc/api/checkout"));
    const was = before.find((l) => l.itemId === a)?.qty ?? 0;
    expect(after.find((l) => l.itemId === a)?.qty).toBe(was + 1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { find, findAll, parseHtml, textOf } from "../../test/html-tree";
import { demoBrowsers } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// "Recommended lists" on the lists screen are never the shopper's own lists (those are in the
// table above): a business user is recommended what colleagues share with the account; a consumer
// with only their own lists is recommended nothing and the section is not shown.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const as = demoBrowsers(() => server.baseUrl);

/** The names the page's Recommended lists section links to; null when it has no such section. */
async function recommendedOn(email: string, path: string): Promise<string[] | null> {
  const page = await (await as(email)).call("GET", path);
  expect(page.status).toBe(200);
  const section = find(
    parseHtml(String(page.body)),
    (e) => e.tag === "section" && e.attrs["aria-labelledby"] === "lists-recommended-heading",
  );
  if (!section) return null;
  return findAll(section, (e) => e.tag === "a").map(textOf);
}

async function firstItemId(): Promise<string> {
  const row = await server.db
    .selectFrom("products")
    .select("itemId")
    .where("status", "=", "PUBLISHED")
    .where("giftCardDeliveryId", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.itemId;
}

describe("Recommended lists", () => {
  it("are not a consumer's own lists: with only their own, the section is not shown", async () => {
    const consumer = await as("rewards.premier@quire.test");
    const created = await consumer.call("POST", "/cc/api/list", {
      name: "My big restock",
      items: [{ itemId: await firstItemId(), qty: 3 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const own = await consumer.call("GET", "/cc/api/lists");
    expect((own.body as { shoppingLists: unknown[] }).shoppingLists.length).toBeGreaterThan(1);
    expect(await recommendedOn("rewards.premier@quire.test", "/kuber/viewList?tid=US")).toBeNull();
  });

  it("are a colleague's shared list for a business buyer, never the buyer's own", async () => {
    const itemId = await firstItemId();
    const approver = await as("approver@northwind.test");
    const shared = await approver.call("POST", "/cc/api/list?mmx=true", {
      name: "Team paper order",
      accessLevel: "SHARED",
      items: [{ itemId, qty: 2 }],
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    const buyer = await as("buyer@northwind.test");
    const mine = await buyer.call("POST", "/cc/api/list?mmx=true", {
      name: "Buyer own shared",
      accessLevel: "SHARED",
      items: [{ itemId, qty: 9 }],
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);

    const names = await recommendedOn("buyer@northwind.test", "/cc/mmx/list/mylists");
    expect(names).toContain("Team paper order");
    expect(names).not.toContain("Buyer own shared");
  });
});

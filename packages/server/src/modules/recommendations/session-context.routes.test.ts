import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The spec's updateSessionToken (decision 071): the shopper's recommendation context, kept.

let server: TestServer;
let itemIds: string[];

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  itemIds = (await server.db.selectFrom("products").select("itemId").orderBy("id").limit(3).execute()).map((r) => r.itemId);
});
afterAll(async () => {
  await server?.close();
});

const PATH = "/sparxProxy/updateSessionToken";

async function keptRows() {
  return server.db.selectFrom("recommendationContexts").selectAll().orderBy("tenant").orderBy("shopperKey").execute();
}

async function withCart(options: { host?: string } = {}): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, options);
  const added = await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: itemIds[0], qty: 1 }] });
  expect(added.status).toBe(200);
  return browser;
}

describe("POST /sparxProxy/updateSessionToken", () => {
  it("keeps a signed-in shopper's context: what a call leaves out stays, and the token follows the changes", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    await shopper.signIn("registered@quire.test");
    const first = await shopper.call("POST", PATH, {
      serviceContext: { zipCode: "10001", storeNumber: "0042" },
      query: { pageType: "product", skus: [itemIds[0], itemIds[1]] },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.body.data).toMatchObject({
      recorded: true,
      serviceContext: { zipCode: "10001", storeNumber: "0042", country: "US", locale: "en-US", channel: "WEB" },
      query: { pageType: "product", skus: [itemIds[0], itemIds[1]], categoryId: null },
    });

    // the query as URL parameters, the service context kept from before
    const second = await shopper.call("POST", `${PATH}?pageType=search&categoryId=paper&skus=${itemIds[2]}`, {});
    expect(second.status).toBe(200);
    expect(second.body.data.serviceContext).toMatchObject({ zipCode: "10001", storeNumber: "0042" });
    expect(second.body.data.query).toEqual({ pageType: "search", skus: [itemIds[2]], categoryId: "paper" });
    expect(second.body.data.sCtxToken).not.toBe(first.body.data.sCtxToken);

    // the body's query wins over a URL parameter; the same context gives the same token
    const third = await shopper.call("POST", `${PATH}?pageType=cart`, { query: { pageType: "search" } });
    expect(third.body.data.query.pageType).toBe("search");
    expect(third.body.data.sCtxToken).toBe(second.body.data.sCtxToken);
  });

  it("keeps a guest's context with their cart, apart from another shopper's, and per site", async () => {
    const guest = await withCart();
    const other = await withCart();
    await guest.call("POST", "/ele-lpd/sparxProxy/updateSessionToken", { serviceContext: { zipCode: "94105" } });
    const mine = await guest.call("POST", PATH);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ recorded: true, serviceContext: { zipCode: "94105", storeNumber: "0008" } });

    const theirs = await other.call("POST", PATH);
    expect(theirs.body.data.serviceContext.zipCode).toBe("01702");

    const business = await withCart({ host: "advantage.localhost" });
    await business.call("POST", PATH, { serviceContext: { zipCode: "60601" } });
    const rows = await keptRows();
    expect(rows.filter((r) => r.zipCode === "60601").map((r) => r.tenant)).toEqual(["advantage"]);
    expect(rows.filter((r) => r.zipCode === "94105").map((r) => r.tenant)).toEqual(["dotcom"]);
  });

  it("answers a browser with no account and no cart the defaults, keeping nothing", async () => {
    const before = await keptRows();
    const reply = await new TestBrowser(server.baseUrl).call("POST", PATH, { query: { pageType: "home" } });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      recorded: false,
      serviceContext: { zipCode: "01702", storeNumber: "0008" },
      query: { pageType: "home", skus: [] },
    });
    expect(await keptRows()).toEqual(before);
  });

  it("refuses malformed fields with {code, message}, keeping what was kept", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    await shopper.signIn("rewards.base@quire.test");
    await shopper.call("POST", PATH, { serviceContext: { zipCode: "02110" } });
    const before = await keptRows();
    const cases: [string, unknown, RegExp][] = [
      [PATH, { serviceContext: { zipCode: "ABCDE" } }, /a zip code is 5 digits/],
      [PATH, { serviceContext: { storeNumber: "8" } }, /a store number is 4 digits/],
      [PATH, { query: { skus: Array.from({ length: 51 }, (_, i) => `S${i}`) } }, /^query\.skus/],
      [PATH, { query: { pageType: "<script>" } }, /a page type is/],
      [`${PATH}?skus=a,<b>`, {}, /^skus: an item id is/],
      [`${PATH}?pageType=${"x".repeat(41)}`, {}, /a page type is/],
    ];
    for (const [path, body, message] of cases) {
      const reply = await shopper.call("POST", path, body);
      expect(reply.status, path).toBe(400);
      expect(reply.body.code).toBe("INVALID_REQUEST");
      expect(reply.body.message).toMatch(message);
    }
    expect(await keptRows()).toEqual(before);
  });
});

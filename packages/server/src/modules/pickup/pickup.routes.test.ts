import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// POST /cc/api/omni/pickupinstore over real HTTP against a real database (SQLite, or PostgreSQL
// when DATABASE_URL is set): each field's refusal, the business permission (G_BOP), taxExempt on
// the business site only, and the item's shelf stock per store.

let server: TestServer;
const CALL = "/cc/api/omni/pickupinstore";

beforeAll(async () => {
  server = await startTestServer({ products: 60 });
});
afterAll(async () => {
  await server?.close();
});

const guest = () => new TestBrowser(server.baseUrl);
const business = async (email: string) => {
  const b = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
  await b.signIn(email);
  return b;
};

/** An item with stock at the Natick store 0008, and its shelf stock at every store. */
async function stockedAtNatick(): Promise<{ itemId: string; stock: Map<string, number> }> {
  const row = await server.db
    .selectFrom("storeInventory")
    .innerJoin("products", "products.id", "storeInventory.productId")
    .select(["products.itemId", "products.id"])
    .where("storeInventory.storeNumber", "=", "0008")
    .where("storeInventory.qty", ">", 0)
    .orderBy("products.id")
    .executeTakeFirstOrThrow();
  const rows = await server.db
    .selectFrom("storeInventory")
    .select(["storeNumber", "qty"])
    .where("productId", "=", row.id)
    .execute();
  return { itemId: row.itemId, stock: new Map(rows.map((r) => [r.storeNumber, Number(r.qty)])) };
}

describe("POST /cc/api/omni/pickupinstore", () => {
  it("answers the nearest store to a ZIP code with its address, hours and status", async () => {
    const reply = await guest().call("POST", CALL, { zipCode: "01760", state: "MA", city: "Natick", tenant: "dotcom" });
    expect(reply.status).toBe(200);
    expect(reply.body.pickInStoreDetails).toHaveLength(1);
    const store = reply.body.pickInStoreDetails[0].store;
    expect(store).toMatchObject({
      storeNumber: "0008",
      address: { city: "Natick", state: "MA", zipcode: "01760" },
      addressLine: expect.stringContaining("Natick, MA 01760"),
      storeStatus: expect.stringMatching(/^(OPEN|CLOSED)$/),
    });
    expect(store.distanceMiles).toBeLessThan(5);
    expect(store.statusText).toMatch(/^(Open until|Closed)/);
    expect(store.storeStatusTime).toMatch(/^(\d{1,2}:\d{2} (am|pm))?$/);
    expect(store.hoursSummary).toMatch(/Mon/);
    expect(reply.body.messages).toEqual([]);
    expect(reply.body).not.toHaveProperty("taxExempt");
  });

  it("with searchParam: the item's shelf stock at the chosen store and at the stores near it", async () => {
    const { itemId, stock } = await stockedAtNatick();
    const reply = await guest().call("POST", CALL, { storeNumber: "8", searchParam: itemId, tenant: "dotcom" });
    expect(reply.status).toBe(200);
    const details = reply.body.pickInStoreDetails as {
      store: { storeNumber: string; distanceMiles: number; isAvailable: boolean };
      item: { itemId: string; stockQty: number; stockText: string };
    }[];
    expect(details[0]!.store.storeNumber).toBe("0008");
    expect(details[0]!.item).toMatchObject({ itemId, stockQty: stock.get("0008"), stockText: `${stock.get("0008")} in stock` });
    expect(details[0]!.store.isAvailable).toBe(true);
    expect(details.length).toBeGreaterThan(1);
    for (const d of details.slice(1)) {
      expect(d.item.stockQty).toBe(stock.get(d.store.storeNumber) ?? 0);
      expect(d.store.isAvailable).toBe(d.item.stockQty > 0);
      if (d.item.stockQty === 0) expect(d.item.stockText).toMatch(/^Out of stock at /);
    }
    const distances = details.slice(1).map((d) => d.store.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(reply.body.messages[0]).toMatchObject({ type: "INFO", code: "AVAILABLE_FOR_PICKUP" });
  });

  it("says when the chosen store has none of the item", async () => {
    const { itemId, stock } = await stockedAtNatick();
    const empty = (await server.db.selectFrom("stores").select(["storeNumber", "city"]).execute()).find(
      (s) => !stock.get(s.storeNumber),
    )!;
    const reply = await guest().call("POST", CALL, { storeNumber: empty.storeNumber, searchParam: itemId, tenant: "dotcom" });
    expect(reply.status).toBe(200);
    expect(reply.body.pickInStoreDetails[0].item).toMatchObject({
      stockQty: 0,
      stockText: `Out of stock at ${empty.city}`,
      deliveryLabel: null,
    });
    expect(reply.body.messages).toEqual([
      { type: "WARNING", code: "NOT_AVAILABLE_FOR_BOPIS", message: `Out of stock at ${empty.city}` },
    ]);
  });

  it("without a ZIP code or store: my store from the YourStore cookie, else the default store", async () => {
    const b = guest();
    expect((await b.call("POST", CALL, { tenant: "dotcom" })).body.pickInStoreDetails[0].store.storeNumber).toBe("0008");
    b.cookies.set(
      "YourStore",
      encodeURIComponent(JSON.stringify({ storeNumber: "0012", zipCode: "01702", state: "MA", city: "Framingham" })),
    );
    expect((await b.call("POST", CALL, { tenant: "dotcom" })).body.pickInStoreDetails[0].store.storeNumber).toBe("0012");
  });

  it.each([
    [{ zipCode: "1760" }, "zipCode"],
    [{ zipCode: "01760-1234" }, "zipCode"],
    [{ state: "Mass" }, "state"],
    [{ state: "M1" }, "state"],
    [{ city: "Natick; drop" }, "city"],
    [{ city: "" + "a".repeat(61) }, "city"],
    [{ searchParam: "abc" }, "searchParam"],
    [{ storeNumber: "08x" }, "storeNumber"],
    [{ storeNumber: "1234567" }, "storeNumber"],
    [{ tenant: "retail" }, "tenant"],
    [{ tenant: undefined }, "tenant"],
    [{ zipCode: 1760 }, "zipCode"],
  ])("refuses %j with 400 and the field's message", async (change, name) => {
    const reply = await guest().call("POST", CALL, { tenant: "dotcom", ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("INVALID_REQUEST");
    expect(typeof reply.body.message).toBe("string");
    expect(Object.keys(reply.body.fields)).toEqual([name]);
  });

  it("refuses what does not exist: an unknown ZIP code, store or item, a state the ZIP code is not in, another site", async () => {
    const b = guest();
    const unknownZip = await b.call("POST", CALL, { zipCode: "00000", tenant: "dotcom" });
    expect(unknownZip.status).toBe(400);
    expect(unknownZip.body).toMatchObject({ code: "INVALID_ZIPCODE", message: "Invalid zipcode" });
    const noStore = await b.call("POST", CALL, { zipCode: "59801", tenant: "dotcom" });
    expect(noStore.status).toBe(400);
    expect(noStore.body).toMatchObject({ code: "NO_STORE_FOUND", message: "No store found" });
    const unknownStore = await b.call("POST", CALL, { storeNumber: "9999", tenant: "dotcom" });
    expect(unknownStore.status).toBe(400);
    expect(unknownStore.body.code).toBe("INVALID_STORE_NUMBER");
    const unknownItem = await b.call("POST", CALL, { searchParam: "999999999", tenant: "dotcom" });
    expect(unknownItem.status).toBe(404);
    expect(unknownItem.body.code).toBe("ITEM_NOT_FOUND");
    const wrongState = await b.call("POST", CALL, { zipCode: "01760", state: "NY", tenant: "dotcom" });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.fields).toHaveProperty("state");
    const otherSite = await b.call("POST", CALL, { tenant: "advantage" });
    expect(otherSite.status).toBe(400);
    expect(otherSite.body.fields).toHaveProperty("tenant");
    const notObject = await b.call("POST", CALL, "[1]");
    expect(notObject.status).toBe(400);
  });

  it("refuses a business user without G_BOP, and a business guest", async () => {
    const noPickup = await business("shipping.only@bluebirddental.test");
    const reply = await noPickup.call("POST", CALL, { zipCode: "01760", tenant: "advantage" });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({
      code: "PICKUP_NOT_ALLOWED",
      message: "Pickup in store isn't available for your account.",
    });
    const anonymous = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
    expect((await anonymous.call("POST", CALL, { zipCode: "01760", tenant: "advantage" })).status).toBe(403);
  });

  it("answers taxExempt on the business site only, from the business account", async () => {
    const buyer = await business("buyer@bluebirddental.test");
    const before = await buyer.call("POST", CALL, { zipCode: "01760", tenant: "advantage" });
    expect(before.status).toBe(200);
    expect(before.body.taxExempt).toBe(false);
    const user = await server.db
      .selectFrom("users")
      .select("accountId")
      .where("email", "=", "buyer@bluebirddental.test")
      .executeTakeFirstOrThrow();
    const account = await server.db
      .selectFrom("accounts")
      .select("policies")
      .where("id", "=", user.accountId!)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("accounts")
      .set({ policies: JSON.stringify({ ...JSON.parse(account.policies), taxExempt: true }) })
      .where("id", "=", user.accountId!)
      .execute();
    const after = await buyer.call("POST", CALL, { zipCode: "01760", tenant: "advantage" });
    expect(after.body.taxExempt).toBe(true);
    const consumer = await guest().call("POST", CALL, { zipCode: "01760", tenant: "dotcom" });
    expect(consumer.body).not.toHaveProperty("taxExempt");
  });
});

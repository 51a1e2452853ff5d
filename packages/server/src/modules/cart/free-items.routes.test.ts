import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { forgetFreeItemOffers } from "./free-items.service";

// Free samples and free items over real HTTP (decision 026).

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer();
  h = checkoutHelpers(server, "10.61");
});
afterAll(async () => {
  await server?.close();
});

const SAMPLE_ALONE = "This item is a free sample and cannot be purchased individually.";
const SAMPLES_ONLY = "To proceed to checkout, please add another item that's not a sample to your cart.";
const WILL_NOT_SHIP = "Free samples out of stock or ineligible for pickup or electronic delivery will not ship.";
const FREE_ITEMS = "/cc/api/checkout/default/freeItems";

interface FreeItem {
  freeItemId?: string;
  offerId: string;
  itemId: string;
  title: string;
  status?: string;
  qty: number;
  priceInfo: { finalPrice: number };
}

async function productWhere(where: ReturnType<typeof sql>): Promise<{ itemId: string; priceCents: number; productId: number }> {
  const result = await sql<{ itemId: string; finalPriceCents: number; id: number }>`
    select p.id, p.item_id, p.final_price_cents from products p
    join inventory i on i.product_id = p.id
    join categories c on c.id = p.category_id left join categories pc on pc.id = c.parent_id
    where p.status = 'PUBLISHED' and p.is_warranty_plan = 0 and p.gift_card_delivery_id is null
      and i.online_qty >= 20 and i.backorder_date is null and p.quantity_limit is null and ${where}
    order by p.id limit 1`.execute(server.db);
  const row = result.rows[0];
  if (!row) throw new Error("no product matches");
  return { itemId: row.itemId, priceCents: Number(row.finalPriceCents), productId: Number(row.id) };
}

const paper = () => productWhere(sql`p.is_free_sample = 0 and p.final_price_cents between 100 and 3000 and pc.slug = 'paper'`);
const furniture = () => productWhere(sql`p.is_free_sample = 0 and p.final_price_cents > 0 and pc.slug = 'furniture'`);
async function sample(): Promise<{ itemId: string; productId: number }> {
  const row = await server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .select(["p.itemId", "p.id"])
    .where("p.isFreeSample", "=", 1)
    .where("p.status", "=", "PUBLISHED")
    .where("i.onlineQty", ">", 5)
    .orderBy("p.id")
    .executeTakeFirstOrThrow();
  return { itemId: row.itemId, productId: Number(row.id) };
}

function add(browser: TestBrowser, items: unknown[]) {
  return browser.call("POST", "/cc/api/checkout/default/item", { items });
}

async function cartOf(browser: TestBrowser) {
  const reply = await browser.call("GET", "/cc/api/checkout");
  expect(reply.status).toBe(200);
  return reply.body.data.cartInfo;
}

describe("free samples", () => {
  it("refuses a free sample added to a cart with nothing else, and changes nothing", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    const s = await sample();
    const reply = await add(shopper, [{ itemId: s.itemId, qty: 1 }]);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "FREE_SAMPLE_ALONE", message: SAMPLE_ALONE });
    expect(shopper.cookies.has("quire_cart")).toBe(false);
    expect((await cartOf(shopper)).items).toEqual([]);
  });

  it("takes a sample with a paid item, in one add or after it", async () => {
    const s = await sample();
    const p = await paper();
    const together = new TestBrowser(server.baseUrl);
    const reply = await add(together, [
      { itemId: s.itemId, qty: 1 },
      { itemId: p.itemId, qty: 1 },
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.cartInfo.items.map((i: { itemId: string }) => i.itemId).sort()).toEqual([s.itemId, p.itemId].sort());

    const after = new TestBrowser(server.baseUrl);
    expect((await add(after, [{ itemId: p.itemId, qty: 1 }])).status).toBe(200);
    const second = await add(after, [{ itemId: s.itemId, qty: 1 }]);
    expect(second.status).toBe(200);
    expect(second.body.data.cartInfo.messages.map((m: { code: string }) => m.code)).not.toContain("SAMPLES_ONLY_CART");
  });

  it("removing the last paid item leaves the message; checkout and the order are refused with it", async () => {
    const shopper = await h.newShopper();
    const s = await sample();
    const p = await paper();
    const added = await add(shopper, [
      { itemId: p.itemId, qty: 1 },
      { itemId: s.itemId, qty: 1 },
    ]);
    expect(added.status).toBe(200);
    const paidLine = added.body.data.cartInfo.items.find((i: { itemId: string }) => i.itemId === p.itemId);
    const removed = await shopper.call("POST", `/cc/api/checkout/default/item/${paidLine.cartItemId}`, undefined, {
      "x-http-method-override": "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.cartInfo.messages).toContainEqual({
      code: "SAMPLES_ONLY_CART",
      type: "ERROR",
      message: SAMPLES_ONLY,
    });
    expect((await cartOf(shopper)).messages.map((m: { code: string }) => m.code)).toContain("SAMPLES_ONLY_CART");

    // adding another sample to it is refused too
    const again = await add(shopper, [{ itemId: s.itemId, qty: 1 }]);
    expect(again.status).toBe(400);

    const proceed = await shopper.call(
      "POST",
      "/cc/api/checkout/default?buyNow=true",
      { proceedCheckout: true },
      { "x-http-method-override": "PUT" },
    );
    expect(proceed.status).toBe(400);
    expect(proceed.body).toMatchObject({ code: "SAMPLES_ONLY_CART", message: SAMPLES_ONLY });

    const order = await h.placeOrder(shopper, 0);
    expect(order.status).toBe(400);
    expect(order.body).toMatchObject({ code: "SAMPLES_ONLY_CART", message: SAMPLES_ONLY });

    // a paid item again: checkout may proceed
    expect((await add(shopper, [{ itemId: p.itemId, qty: 1 }])).status).toBe(200);
    const ok = await shopper.call(
      "POST",
      "/cc/api/checkout/default?buyNow=true",
      { proceedCheckout: true },
      { "x-http-method-override": "PUT" },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("says a sample out of stock will not ship", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    const s = await sample();
    const p = await paper();
    const reply = await add(shopper, [
      { itemId: p.itemId, qty: 1 },
      { itemId: s.itemId, qty: 1 },
    ]);
    const sampleLine = () =>
      cartOf(shopper).then(
        (c) =>
          c.items.find((i: { itemId: string }) => i.itemId === s.itemId) as { messages: { code: string; message: string }[] },
      );
    expect(reply.status).toBe(200);
    expect((await sampleLine()).messages.map((m) => m.code)).not.toContain("FREE_SAMPLE_WILL_NOT_SHIP");
    const stock = await server.db
      .selectFrom("inventory")
      .select("onlineQty")
      .where("productId", "=", s.productId)
      .executeTakeFirstOrThrow();
    try {
      await server.db.updateTable("inventory").set({ onlineQty: 0 }).where("productId", "=", s.productId).execute();
      expect((await sampleLine()).messages).toContainEqual({
        code: "FREE_SAMPLE_WILL_NOT_SHIP",
        type: "WARNING",
        message: WILL_NOT_SHIP,
      });
    } finally {
      await server.db.updateTable("inventory").set({ onlineQty: stock.onlineQty }).where("productId", "=", s.productId).execute();
    }
  });
});

describe("free items", () => {
  it("offers, claims and removes a free item with one call; DELETED entries are filtered out", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    const p = await paper();
    const first = await add(shopper, [{ itemId: p.itemId, qty: 1 }]);
    const offered: FreeItem[] = first.body.data.cartInfo.availableFreeItems;
    expect(offered.map((o) => o.offerId)).toContain("PAPER_SAMPLE");
    expect(first.body.data.cartInfo.freeItems).toEqual([]);

    const claimed = await shopper.call("POST", FREE_ITEMS, { freeItems: [{ offerId: "PAPER_SAMPLE" }] });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const freeItems: FreeItem[] = claimed.body.data.cartInfo.freeItems;
    expect(freeItems).toHaveLength(1);
    expect(freeItems[0]).toMatchObject({ offerId: "PAPER_SAMPLE", status: "ACTIVE", qty: 1, priceInfo: { finalPrice: 0 } });
    expect(claimed.body.data.cartInfo.availableFreeItems.map((o: FreeItem) => o.offerId)).not.toContain("PAPER_SAMPLE");
    expect(claimed.body.data.cartInfo.messages.map((m: { code: string }) => m.code)).toContain("FREE_ITEM_ADDED");
    // the free item costs nothing
    expect(claimed.body.data.cartInfo.cartSummary.cartSubTotal).toBe(p.priceCents);

    // claiming again changes nothing
    const twice = await shopper.call("POST", FREE_ITEMS, { freeItems: ["PAPER_SAMPLE"] });
    expect(twice.body.data.cartInfo.freeItems).toHaveLength(1);

    const freeItemId = freeItems[0]!.freeItemId!;
    const other = new TestBrowser(server.baseUrl);
    await add(other, [{ itemId: p.itemId, qty: 1 }]);
    const stolen = await other.call("POST", FREE_ITEMS, { deleteFreeItems: [{ freeItemId }] });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe("FREE_ITEM_NOT_FOUND");
    expect((await cartOf(shopper)).freeItems).toHaveLength(1);

    const deleted = await shopper.call("POST", FREE_ITEMS, { deleteFreeItems: [{ freeItemId }] });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.cartInfo.freeItems).toEqual([]);
    expect(deleted.body.data.cartInfo.availableFreeItems.map((o: FreeItem) => o.offerId)).toContain("PAPER_SAMPLE");
    const row = await server.db
      .selectFrom("cartFreeItems")
      .select("status")
      .where("id", "=", freeItemId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("DELETED");

    const gone = await shopper.call("POST", FREE_ITEMS, { deleteFreeItems: [freeItemId] });
    expect(gone.status).toBe(404);

    // claimed again, the same row comes back
    const back = await shopper.call("POST", FREE_ITEMS, { freeItems: [{ offerId: "PAPER_SAMPLE" }] });
    expect(back.body.data.cartInfo.freeItems[0].freeItemId).toBe(freeItemId);
  });

  it("refuses offers the cart does not qualify for, unknown offers and bad bodies, changing nothing", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    const p = await paper();
    await add(shopper, [{ itemId: p.itemId, qty: 1 }]);
    const small = await shopper.call("POST", FREE_ITEMS, {
      freeItems: [{ offerId: "PAPER_SAMPLE" }, { offerId: "GIFT_OVER_75" }],
    });
    expect(small.status).toBe(400);
    expect(small.body).toMatchObject({
      code: "FREE_ITEM_NOT_QUALIFIED",
      message: "Your cart doesn't qualify for this free item.",
    });
    // the whole call is refused: the paper sample was not claimed either
    expect((await cartOf(shopper)).freeItems).toEqual([]);

    const unknown = await shopper.call("POST", FREE_ITEMS, { freeItems: [{ offerId: "NO_SUCH_OFFER" }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("FREE_ITEM_OFFER_NOT_FOUND");

    for (const body of [{}, { freeItems: [] }, { freeItems: "PAPER_SAMPLE" }, { deleteFreeItems: [{ freeItemId: "x y" }] }]) {
      const bad = await shopper.call("POST", FREE_ITEMS, body);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: "INVALID_FREE_ITEMS", message: "Free items not passed" });
    }
    const text = await shopper.call("POST", FREE_ITEMS, "freeItems=PAPER_SAMPLE", { "content-type": "text/plain" });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });

  it("offers the gift from the subtotal up, and drops a claim the cart no longer qualifies for", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    const p = await paper();
    const qty = Math.ceil(7500 / p.priceCents);
    const added = await add(shopper, [{ itemId: p.itemId, qty }]);
    expect(added.body.data.cartInfo.availableFreeItems.map((o: FreeItem) => o.offerId)).toContain("GIFT_OVER_75");
    const claimed = await shopper.call("POST", FREE_ITEMS, {
      freeItems: [{ offerId: "GIFT_OVER_75" }, { offerId: "PAPER_SAMPLE" }],
    });
    expect(claimed.body.data.cartInfo.freeItems.map((f: FreeItem) => f.offerId).sort()).toEqual(["GIFT_OVER_75", "PAPER_SAMPLE"]);

    const line = added.body.data.cartInfo.items[0];
    const lowered = await shopper.call(
      "POST",
      "/cc/api/checkout/default?actionType=EDIT_ITEM",
      { items: [{ cartItemId: line.cartItemId, qty: 1 }] },
      { "x-http-method-override": "PUT" },
    );
    expect(lowered.status).toBe(200);
    expect(lowered.body.data.cartInfo.freeItems.map((f: FreeItem) => f.offerId)).toEqual(["PAPER_SAMPLE"]);
    // raised again, the gift is offered again rather than back by itself
    const raised = await add(shopper, [{ itemId: p.itemId, qty }]);
    expect(raised.body.data.cartInfo.freeItems.map((f: FreeItem) => f.offerId)).toEqual(["PAPER_SAMPLE"]);
    expect(raised.body.data.cartInfo.availableFreeItems.map((o: FreeItem) => o.offerId)).toContain("GIFT_OVER_75");

    // removing the paper drops the paper sample too
    await shopper.call("POST", `/cc/api/checkout/default/item/${line.cartItemId}`, undefined, {
      "x-http-method-override": "DELETE",
    });
    const f = await furniture();
    const rest = await add(shopper, [{ itemId: f.itemId, qty: 1 }]);
    expect(rest.body.data.cartInfo.freeItems.map((x: FreeItem) => x.offerId)).not.toContain("PAPER_SAMPLE");
  });

  it("an offer tied to an item qualifies with that item only", async () => {
    const p = await paper();
    const s = await sample();
    await server.db
      .insertInto("freeItemOffers")
      .values({
        offerId: "TEST_ITEM_OFFER",
        kind: "ITEM",
        title: "Free sample with this item",
        description: "Test offer",
        qualifyingItemId: p.itemId,
        qualifyingCategorySlug: null,
        minSubtotalCents: 0,
        freeProductId: s.productId,
        position: 99,
        active: 1,
      })
      .execute();
    // offers are kept for 30 s (decision 057) and only the seed writes them; this one is written behind the app's back
    forgetFreeItemOffers(server.db);
    const shopper = new TestBrowser(server.baseUrl);
    const f = await furniture();
    const without = await add(shopper, [{ itemId: f.itemId, qty: 1 }]);
    expect(without.body.data.cartInfo.availableFreeItems.map((o: FreeItem) => o.offerId)).not.toContain("TEST_ITEM_OFFER");
    const withIt = await add(shopper, [{ itemId: p.itemId, qty: 1 }]);
    const offer = withIt.body.data.cartInfo.availableFreeItems.find((o: FreeItem) => o.offerId === "TEST_ITEM_OFFER");
    expect(offer).toMatchObject({ itemId: s.itemId, qty: 1, priceInfo: { finalPrice: 0 } });
  });

  it("keeps the offers a while: a change made in the database shows once they are read again", async () => {
    const p = await paper();
    const titleOf = async () => {
      const reply = await add(new TestBrowser(server.baseUrl), [{ itemId: p.itemId, qty: 1 }]);
      expect(reply.status).toBe(200);
      return reply.body.data.cartInfo.availableFreeItems.find((o: FreeItem) => o.offerId === "PAPER_SAMPLE")?.title;
    };
    const before = await titleOf();
    expect(before).toBeTruthy();
    await server.db
      .updateTable("freeItemOffers")
      .set({ title: "Renamed sample" })
      .where("offerId", "=", "PAPER_SAMPLE")
      .execute();
    try {
      expect(await titleOf()).toBe(before);
      forgetFreeItemOffers(server.db);
      expect(await titleOf()).toBe("Renamed sample");
    } finally {
      await server.db.updateTable("freeItemOffers").set({ title: before }).where("offerId", "=", "PAPER_SAMPLE").execute();
      forgetFreeItemOffers(server.db);
    }
  });

  it("claims of one offer at once end as one free item", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    const p = await paper();
    await add(shopper, [{ itemId: p.itemId, qty: 1 }]);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => shopper.call("POST", FREE_ITEMS, { freeItems: [{ offerId: "PAPER_SAMPLE" }] })),
    );
    for (const r of replies) expect(r.status).toBe(200);
    expect((await cartOf(shopper)).freeItems).toHaveLength(1);
  });
});

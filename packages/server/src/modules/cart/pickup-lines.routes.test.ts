import crypto from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Pickup and ship-to-store lines (decision 030) over real HTTP, on SQLite and (with
// DATABASE_URL) PostgreSQL: a line's delivery changed per line, each refusal changing nothing,
// G_BOP, and checkout taking each pickup line's units off its store's shelf.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 300 });
  h = checkoutHelpers(server, "10.31");
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const MY_STORE = `YourStore=${encodeURIComponent(JSON.stringify({ storeNumber: "0008", zipCode: "01760", state: "MA", city: "Natick" }))}`;
const PICKUP_PERSON = {
  type: "ST",
  firstName: "Pat",
  lastName: "Pickup",
  phones: [{ number: "(508) 555-0123" }],
  email: "pat.pickup@example.com",
};

let used = 0;
/** A published product on the shelf at `store` (at least minQty) and online, not yet used by another test. */
async function shelfProduct(store = "0008", minQty = 3): Promise<{ itemId: string; productId: number }> {
  const rows = await server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .innerJoin("storeInventory as s", "s.productId", "p.id")
    .select(["p.itemId", "p.id"])
    .where("s.storeNumber", "=", store)
    .where("s.qty", ">=", minQty)
    .where("p.status", "=", "PUBLISHED")
    .where("p.isFreeSample", "=", 0)
    .where("p.isWarrantyPlan", "=", 0)
    .where("p.assemblyEligible", "=", 0)
    .where("p.giftCardDeliveryId", "is", null)
    .where("p.quantityLimit", "is", null)
    .where("p.finalPriceCents", ">", 500)
    .where("i.onlineQty", ">=", 30)
    .where("i.backorderDate", "is", null)
    .orderBy("p.id")
    .execute();
  const row = rows[used++ % rows.length]!;
  return { itemId: row.itemId, productId: Number(row.id) };
}

async function shelf(store: string, productId: number): Promise<number> {
  const row = await server.db
    .selectFrom("storeInventory")
    .select("qty")
    .where("storeNumber", "=", store)
    .where("productId", "=", productId)
    .executeTakeFirst();
  return Number(row?.qty ?? 0);
}

async function online(productId: number): Promise<number> {
  const row = await server.db
    .selectFrom("inventory")
    .select("onlineQty")
    .where("productId", "=", productId)
    .executeTakeFirstOrThrow();
  return Number(row.onlineQty);
}

async function setShelf(store: string, productId: number, qty: number): Promise<void> {
  const done = await server.db
    .updateTable("storeInventory")
    .set({ qty })
    .where("storeNumber", "=", store)
    .where("productId", "=", productId)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0)
    await server.db.insertInto("storeInventory").values({ storeNumber: store, productId, qty }).execute();
}

function guest(): TestBrowser {
  return new TestBrowser(server.baseUrl);
}

interface Line {
  cartItemId: string;
  itemId: string;
  qty: number;
  status: string;
  selectedDeliveryOption: { deliveryType: string; pickupStoreNumber: string | null };
}

async function addLine(browser: TestBrowser, itemId: string, qty = 1, headers: Record<string, string> = {}): Promise<Line> {
  const reply = await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId, qty }] }, headers);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body.data.cartInfo.items as Line[]).find((l) => l.itemId === itemId && l.cartItemId)!;
}

function setDelivery(browser: TestBrowser, item: Record<string, unknown>, headers: Record<string, string> = {}) {
  return browser.call(
    "POST",
    "/cc/api/checkout/default?actionType=EDIT_ITEM",
    { items: [item] },
    {
      "x-http-method-override": "PUT",
      ...headers,
    },
  );
}

async function lines(browser: TestBrowser): Promise<Line[]> {
  const reply = await browser.call("GET", "/cc/api/checkout");
  return (reply.body.data.cartInfo.items as Line[]).filter((l) => l.status === "ACTIVE");
}

describe("a line's delivery, changed per line", () => {
  it("moves a line to pickup at a store, to ship to store and back to ship to me", async () => {
    const browser = guest();
    const { itemId } = await shelfProduct();
    const line = await addLine(browser, itemId, 2);
    expect(line.selectedDeliveryOption).toMatchObject({ deliveryType: "STA", pickupStoreNumber: null });

    const isp = await setDelivery(browser, { cartItemId: line.cartItemId, qty: 2, deliveryType: "ISP", storeNumber: "8" });
    expect(isp.status, JSON.stringify(isp.body)).toBe(200);
    expect(isp.body.data.cartInfo.items[0].selectedDeliveryOption).toMatchObject({
      deliveryType: "ISP",
      pickupStoreNumber: "0008",
    });
    expect(isp.body.data.cartInfo.items[0].qty).toBe(2);

    const sts = await setDelivery(browser, { cartItemId: line.cartItemId, qty: 2, deliveryType: "STS" });
    expect(sts.status, JSON.stringify(sts.body)).toBe(200);
    // no store asked for: the line keeps its store
    expect(sts.body.data.cartInfo.items[0].selectedDeliveryOption).toMatchObject({
      deliveryType: "STS",
      pickupStoreNumber: "0008",
    });

    const sta = await setDelivery(browser, { cartItemId: line.cartItemId, qty: 2, deliveryType: "sta" });
    expect(sta.status).toBe(200);
    expect((await lines(browser))[0]?.selectedDeliveryOption).toMatchObject({ deliveryType: "STA", pickupStoreNumber: null });
  });

  it("counts a pickup line's stock on its store's shelf: sold out online, on the shelf, it needs no attention", async () => {
    const browser = guest();
    const { itemId, productId } = await shelfProduct("0008", 4);
    const onShelf = await shelf("0008", productId);
    const before = await online(productId);
    await server.db.updateTable("inventory").set({ onlineQty: 0 }).where("productId", "=", productId).execute();
    try {
      const added = await browser.call("POST", "/cc/api/checkout/default/item", {
        items: [{ itemId, qty: 2, deliveryType: "ISP", storeNumber: "0008" }],
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      // read again: the standing view of the line, as the cart page shows it
      const [line] = (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo.items as (Line & {
        messages: { code: string }[];
        inventory: { availableQty: number; stockStatus: string };
        soldOutReason: string | null;
      })[];
      expect(line?.selectedDeliveryOption).toMatchObject({ deliveryType: "ISP", pickupStoreNumber: "0008" });
      expect(line?.inventory.availableQty).toBe(onShelf);
      expect(line?.messages.map((m) => m.code)).toEqual([]);
      expect(line?.soldOutReason).toBeNull();

      // shipped instead, the same line is out of stock
      const shipped = await setDelivery(browser, { cartItemId: line!.cartItemId, qty: 2, deliveryType: "STA" });
      const shippedLine = shipped.body.data.cartInfo.items[0] as { messages: { code: string }[] };
      expect(shippedLine.messages.map((m) => m.code)).toContain("OUT_OF_STOCK");
    } finally {
      await server.db.updateTable("inventory").set({ onlineQty: before }).where("productId", "=", productId).execute();
    }
  });

  it("takes my store from the YourStore cookie, and without any store stays shipped and asks to choose one", async () => {
    const { itemId } = await shelfProduct();
    const withStore = guest();
    const a = await addLine(withStore, itemId);
    const reply = await setDelivery(
      withStore,
      { cartItemId: a.cartItemId, qty: 1, deliveryType: "ISP" },
      { cookie: `${withStore.cookieHeader()}; ${MY_STORE}` },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.cartInfo.items[0].selectedDeliveryOption).toMatchObject({
      deliveryType: "ISP",
      pickupStoreNumber: "0008",
    });

    const noStore = guest();
    const b = await addLine(noStore, itemId);
    const fallback = await setDelivery(noStore, { cartItemId: b.cartItemId, qty: 1, deliveryType: "ISP" });
    expect(fallback.status, JSON.stringify(fallback.body)).toBe(200);
    expect(fallback.body.data.cartInfo.items[0].selectedDeliveryOption).toMatchObject({ deliveryType: "STA" });
    expect(fallback.body.data.cartInfo.messages).toEqual(
      expect.arrayContaining([{ code: "CHOOSE_STORE", type: "INFO", message: "Choose store in cart to see availability." }]),
    );
  });

  it("joins a line meeting another line of the same item and delivery", async () => {
    const browser = guest();
    const { itemId } = await shelfProduct("0008", 5);
    const shipped = await addLine(browser, itemId, 1);
    const add = await browser.call("POST", "/cc/api/checkout/default/item", {
      items: [{ itemId, qty: 2, deliveryType: "ISP", storeNumber: "0008" }],
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(await lines(browser)).toHaveLength(2);
    const moved = await setDelivery(browser, {
      cartItemId: shipped.cartItemId,
      qty: 1,
      deliveryType: "ISP",
      storeNumber: "0008",
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await lines(browser);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ cartItemId: shipped.cartItemId, qty: 3 });
  });

  it("refuses each bad change with the spec's code, changing nothing", async () => {
    const browser = guest();
    const { itemId, productId } = await shelfProduct();
    const line = await addLine(browser, itemId);
    const before = await lines(browser);

    const unknown = await setDelivery(browser, {
      cartItemId: line.cartItemId,
      qty: 1,
      deliveryType: "ISP",
      storeNumber: "987654",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: "INVALID_STORE_NUMBER",
      message: "We couldn't find store 987654. Please choose another store.",
    });

    await setShelf("0008", productId, 0);
    const empty = await setDelivery(browser, { cartItemId: line.cartItemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: "NOT_AVAILABLE_FOR_BOPIS",
      message: "This item is not available for pickup at this store.",
    });

    const badType = await setDelivery(browser, { cartItemId: line.cartItemId, qty: 1, deliveryType: "DRONE" });
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ code: "INVALID_REQUEST", message: "deliveryType: must be STA, STS or ISP" });

    const badStore = await setDelivery(browser, {
      cartItemId: line.cartItemId,
      qty: 1,
      deliveryType: "ISP",
      storeNumber: "x'; drop",
    });
    expect(badStore.status).toBe(400);
    expect(badStore.body.code).toBe("INVALID_REQUEST");

    expect(await lines(browser)).toEqual(before);
  });

  it("refuses pickup of an item that is not pickup-eligible (a gift card)", async () => {
    const card = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("giftCardDeliveryId", "is not", null)
      .where("status", "=", "PUBLISHED")
      .executeTakeFirst();
    if (!card) throw new Error("the demo data has gift cards");
    const browser = guest();
    const reply = await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: card.itemId, qty: 1 }] });
    const line = (reply.body.data?.cartInfo.items as Line[] | undefined)?.find((l) => l.cartItemId);
    if (!line) throw new Error(`gift card add refused: ${JSON.stringify(reply.body)}`);
    // the cart answer says so before the shopper tries
    expect((line as unknown as { product: { flags: { bopisEligible: boolean } } }).product.flags.bopisEligible).toBe(false);
    const refused = await setDelivery(browser, {
      cartItemId: line.cartItemId,
      qty: line.qty,
      deliveryType: "STS",
      storeNumber: "0008",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "NOT_AVAILABLE_FOR_BOPIS",
      message: "This item is not available for pickup in store.",
    });
  });

  it("leaves another shopper's cart alone", async () => {
    const owner = guest();
    const other = guest();
    const { itemId } = await shelfProduct();
    const line = await addLine(owner, itemId);
    await addLine(other, itemId);
    const reply = await setDelivery(other, { cartItemId: line.cartItemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe("CART_ITEM_ID_NOT_FOUND");
    expect((await lines(owner))[0]?.selectedDeliveryOption).toMatchObject({ deliveryType: "STA", pickupStoreNumber: null });
  });
});

describe("G_BOP", () => {
  it("a business user without G_BOP cannot pick up; one with it can", async () => {
    const { itemId } = await shelfProduct();
    const without = await h.demoShopper("shipping.only@bluebirddental.test", ADVANTAGE.host);
    const line = await addLine(without, itemId);
    const refused = await setDelivery(without, { cartItemId: line.cartItemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("NOT_AVAILABLE_FOR_BOPIS");
    const add = await without.call("POST", "/cc/api/checkout/default/item", {
      items: [{ itemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" }],
    });
    expect(add.status).toBe(400);
    expect(add.body.code).toBe("NOT_AVAILABLE_FOR_BOPIS");
    expect((await lines(without)).map((l) => l.selectedDeliveryOption.deliveryType)).toEqual(["STA"]);
    const wholeOrder = await without.call("POST", "/cc/api/checkout/default/delivery", {
      deliveryMethod: "PICKUP",
      storeNumber: "0008",
    });
    expect(wholeOrder.status).toBe(403);
    expect(wholeOrder.body.code).toBe("NOT_AVAILABLE_FOR_BOPIS");
    const view = await without.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.data.pickupStores).toEqual([]);
    await setDelivery(without, { cartItemId: line.cartItemId, qty: 0 });

    const withBop = await h.demoShopper("buyer@bluebirddental.test", ADVANTAGE.host);
    const own = await addLine(withBop, itemId);
    const ok = await setDelivery(withBop, { cartItemId: own.cartItemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await setDelivery(withBop, { cartItemId: own.cartItemId, qty: 0 });
  });
});

/** A signed-in shopper's cart with an ISP line at `store`, the pickup person and a card: ready to place. */
async function pickupReady(itemId: string, qty: number, store = "0008") {
  const browser = await h.newShopper();
  const line = await addLine(browser, itemId, qty);
  const isp = await setDelivery(browser, { cartItemId: line.cartItemId, qty, deliveryType: "ISP", storeNumber: store });
  expect(isp.status, JSON.stringify(isp.body)).toBe(200);
  const person = await browser.call("POST", "/cc/api/checkout/default/address", PICKUP_PERSON);
  expect(person.status, JSON.stringify(person.body)).toBe(200);
  const data = await h.payByCard(browser, "4111 1111 1111 1111");
  return { browser, total: data.cart.cartSummary.ordTotal as number, view: data };
}

describe("checkout with pickup lines", () => {
  it("asks for the pickup person, not a shipping address, and takes the units off that store's shelf only", async () => {
    const { itemId, productId } = await shelfProduct("0008", 4);
    const other = await server.db
      .selectFrom("storeInventory")
      .select("storeNumber")
      .where("productId", "=", productId)
      .where("storeNumber", "!=", "0008")
      .executeTakeFirst();
    const shelfBefore = await shelf("0008", productId);
    const otherBefore = other ? await shelf(other.storeNumber, productId) : 0;
    const onlineBefore = await online(productId);

    const browser = await h.newShopper();
    const line = await addLine(browser, itemId, 2);
    await setDelivery(browser, { cartItemId: line.cartItemId, qty: 2, deliveryType: "ISP", storeNumber: "0008" });
    const before = await browser.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data.pickupLines).toEqual([
      expect.objectContaining({ itemId, qty: 2, deliveryType: "ISP", store: expect.objectContaining({ storeNumber: "0008" }) }),
    ]);
    expect(before.body.data.hasShippedLines).toBe(false);
    expect(before.body.data.checkoutSections.address).not.toBe("COMPLETE");

    const person = await browser.call("POST", "/cc/api/checkout/default/address", PICKUP_PERSON);
    expect(person.status, JSON.stringify(person.body)).toBe(200);
    expect(person.body.data.pickupPerson).toMatchObject({ firstName: "Pat", storeNumber: "0008" });
    const paid = await h.payByCard(browser, "4111 1111 1111 1111");
    expect(paid.canPlaceOrder).toBe(true);
    const placed = await h.placeOrder(browser, paid.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    expect(await shelf("0008", productId)).toBe(shelfBefore - 2);
    if (other) expect(await shelf(other.storeNumber, productId)).toBe(otherBefore);
    expect(await online(productId)).toBe(onlineBefore);

    const orderNumber = placed.body.data.order.orderNumber as string;
    const order = await browser.call("GET", `/cc/api/orders/${orderNumber}`);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const orderBody = order.body.data.order;
    expect(orderBody.lines[0]).toMatchObject({
      itemId,
      deliveryType: "ISP",
      pickupStore: expect.objectContaining({ storeNumber: "0008" }),
    });
    expect(orderBody.pickupPerson).toMatchObject({ firstName: "Pat" });
    expect(orderBody.shippingAddress).toBeNull();
  });

  it("a cart of a pickup line and a shipped line needs both the pickup person and the address; each line's stock comes from its place", async () => {
    const pickup = await shelfProduct("0008", 3);
    const shipped = await shelfProduct("0008", 3);
    const shelfBefore = await shelf("0008", pickup.productId);
    const shippedShelfBefore = await shelf("0008", shipped.productId);
    const pickupOnlineBefore = await online(pickup.productId);
    const shippedOnlineBefore = await online(shipped.productId);

    const browser = await h.newShopper();
    const line = await addLine(browser, pickup.itemId, 1);
    await addLine(browser, shipped.itemId, 1);
    await setDelivery(browser, { cartItemId: line.cartItemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" });
    await h.deliveryAndAddress(browser);
    const noPerson = await browser.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" });
    expect(noPerson.body.data.hasShippedLines).toBe(true);
    expect(noPerson.body.data.checkoutSections.address).not.toBe("COMPLETE");
    expect((await browser.call("POST", "/cc/api/checkout/default/address", PICKUP_PERSON)).status).toBe(200);
    const paid = await h.payByCard(browser, "4111 1111 1111 1111");
    expect(paid.canPlaceOrder).toBe(true);
    const placed = await h.placeOrder(browser, paid.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    expect(await shelf("0008", pickup.productId)).toBe(shelfBefore - 1);
    expect(await online(pickup.productId)).toBe(pickupOnlineBefore);
    expect(await online(shipped.productId)).toBe(shippedOnlineBefore - 1);
    expect(await shelf("0008", shipped.productId)).toBe(shippedShelfBefore);
  });

  it("the whole-order pickup method still picks everything up at its store", async () => {
    const { itemId, productId } = await shelfProduct("0008", 3);
    const shelfBefore = await shelf("0008", productId);
    const browser = await h.newShopper();
    await addLine(browser, itemId, 1);
    const method = await browser.call("POST", "/cc/api/checkout/default/delivery", {
      deliveryMethod: "PICKUP",
      storeNumber: "0008",
    });
    expect(method.status, JSON.stringify(method.body)).toBe(200);
    expect((await browser.call("POST", "/cc/api/checkout/default/address", PICKUP_PERSON)).status).toBe(200);
    const paid = await h.payByCard(browser, "4111 1111 1111 1111");
    const placed = await h.placeOrder(browser, paid.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await shelf("0008", productId)).toBe(shelfBefore - 1);
  });

  it("20 concurrent orders for one store's item never oversell it nor take it below zero", async () => {
    const { itemId, productId } = await shelfProduct("0008", 1);
    await setShelf("0008", productId, 20);
    const ready = [];
    for (let i = 0; i < 20; i++) ready.push(await pickupReady(itemId, 1));
    // the shelf empties to 5 while the carts wait: 5 of the 20 orders can be placed
    await setShelf("0008", productId, 5);
    const onlineBefore = await online(productId);
    const replies = await Promise.all(ready.map((r) => h.placeOrder(r.browser, r.total, crypto.randomUUID())));
    const placed = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status !== 201);
    expect(placed).toHaveLength(5);
    for (const r of refused) {
      expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(["OUT_OF_STOCK", "NOT_AVAILABLE_FOR_BOPIS", "PARTIAL_QTY_AVAILABLE"]).toContain(r.body.code);
    }
    expect(await shelf("0008", productId)).toBe(0);
    expect(await online(productId)).toBe(onlineBefore);
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from order_lines where product_id = ${productId} and pickup_store_number = '0008' and delivery_type = 'ISP'`.execute(
      server.db,
    );
    expect(Number(rows[0]?.n)).toBe(5);
  }, 120_000);
});

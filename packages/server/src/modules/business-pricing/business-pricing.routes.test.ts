import { formatCents } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Contract prices and the business permission rules (decision 042) over real HTTP, on
// SQLite and (with DATABASE_URL) PostgreSQL: the account's prices in search, tiles, the product,
// the cart and the placed order; list prices for everyone else; off-contract adds without G_IOC;
// the G_CSE filter; business coupons; and no account seeing another's prices.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 600 });
  h = checkoutHelpers(server, "10.42");
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = "advantage.localhost";
const NORTHWIND = 1;
const BLUEBIRD = 2;

interface PricedItem {
  itemId: string;
  productId: number;
  basePriceCents: number;
  finalPriceCents: number;
  contractPriceCents: number;
  marketPriceCents: number | null;
}

/** Addable products of `accountId`'s contract (or, with `off`, not on it), by a price method. */
async function contractItems(
  accountId: number,
  options: { method?: "CONTRACT" | "MPI"; off?: boolean } = {},
): Promise<PricedItem[]> {
  let query = server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .leftJoin("contractPrices as cp", (j) => j.onRef("cp.productId", "=", "p.id").on("cp.accountId", "=", accountId))
    .select(["p.itemId", "p.id", "p.basePriceCents", "p.finalPriceCents", "cp.contractPriceCents", "cp.marketPriceCents"])
    .where("p.status", "=", "PUBLISHED")
    .where("p.isFreeSample", "=", 0)
    .where("p.isWarrantyPlan", "=", 0)
    .where("p.assemblyEligible", "=", 0)
    .where("p.giftCardDeliveryId", "is", null)
    .where("p.quantityLimit", "is", null)
    .where("p.finalPriceCents", ">", 1000)
    .where("i.onlineQty", ">=", 30)
    .where("i.backorderDate", "is", null);
  query = options.off
    ? query.where("cp.productId", "is", null)
    : query
        .where("cp.priceMethod", "=", options.method ?? "CONTRACT")
        .whereRef("cp.contractPriceCents", "<", "p.finalPriceCents");
  const rows = await query.orderBy("p.id").execute();
  return rows.map((r) => ({
    itemId: r.itemId,
    productId: Number(r.id),
    basePriceCents: Number(r.basePriceCents),
    finalPriceCents: Number(r.finalPriceCents),
    contractPriceCents: Number(r.contractPriceCents ?? 0),
    marketPriceCents: r.marketPriceCents === null ? null : Number(r.marketPriceCents),
  }));
}

function guest(host?: string): TestBrowser {
  return new TestBrowser(server.baseUrl, host ? { host } : {});
}

async function emptyCart(browser: TestBrowser): Promise<void> {
  const cart = await browser.call("GET", "/cc/api/checkout");
  for (const line of cart.body.data.cartInfo.items) {
    await browser.call("POST", `/cc/api/checkout/default/item/${line.cartItemId}`, undefined, {
      "x-http-method-override": "DELETE",
    });
  }
}

describe("contract prices where a price appears", () => {
  it("shows a Northwind buyer the contract price on the product, tile and search, the list price struck", async () => {
    const item = (await contractItems(NORTHWIND))[0]!;
    const buyer = await h.demoShopper("buyer@northwind.test", ADVANTAGE);

    const product = await buyer.call("GET", `/api/products/${item.itemId}`);
    expect(product.status).toBe(200);
    expect(product.body).toMatchObject({
      finalPriceCents: item.contractPriceCents,
      basePriceCents: item.basePriceCents,
      onContract: true,
      priceMethod: "CONTRACT",
    });

    const tiles = await buyer.call("POST", "/ele-lpd/api/productTileProxy/getProductTileData?requestType=sbaMMX", {
      query: { skus: [item.itemId] },
    });
    expect(tiles.status).toBe(200);
    expect(tiles.body[0]).toMatchObject({
      priceValue: item.contractPriceCents,
      price: formatCents(item.contractPriceCents),
      originalPrice: formatCents(item.basePriceCents),
      contractPrice: true,
    });

    const search = await buyer.call("GET", `/api/search?query=${item.itemId}`);
    expect(search.body.items[0]).toMatchObject({
      itemId: item.itemId,
      finalPriceCents: item.contractPriceCents,
      onContract: true,
    });
  });

  it("shows guests on both sites and consumers the list price", async () => {
    const item = (await contractItems(NORTHWIND))[0]!;
    const consumer = await h.newShopper();
    for (const viewer of [guest(), guest(ADVANTAGE), consumer]) {
      const product = await viewer.call("GET", `/api/products/${item.itemId}`);
      expect(product.body.finalPriceCents).toBe(item.finalPriceCents);
      expect(product.body.onContract).toBeUndefined();
      const tiles = await viewer.call("GET", `/api/productTileProxy/getProductTileData?skus=${item.itemId}`);
      expect(tiles.body[0].priceValue).toBe(item.finalPriceCents);
      expect(tiles.body[0].contractPrice).toBeUndefined();
    }
  });

  it("charges the market price to a session with MPI where the contract line says MPI", async () => {
    const item = (await contractItems(NORTHWIND, { method: "MPI" })).find(
      (i) => i.marketPriceCents !== null && i.marketPriceCents < i.finalPriceCents,
    )!;
    expect(item).toBeDefined();
    const admin = await h.demoShopper("admin@northwind.test", ADVANTAGE);
    expect((await admin.call("GET", `/api/products/${item.itemId}`)).body).toMatchObject({
      finalPriceCents: Math.min(item.marketPriceCents!, item.finalPriceCents),
      priceMethod: "MPI",
    });
    const buyer = await h.demoShopper("buyer@northwind.test", ADVANTAGE);
    expect((await buyer.call("GET", `/api/products/${item.itemId}`)).body).toMatchObject({
      finalPriceCents: item.contractPriceCents,
      priceMethod: "CONTRACT",
    });
  });

  it("puts the contract price in the cart's totals and the placed order's unit price", async () => {
    const item = (await contractItems(NORTHWIND))[1]!;
    const buyer = await h.demoShopper("approver@northwind.test", ADVANTAGE);
    await emptyCart(buyer);
    const added = await h.addToCart(buyer, item.itemId, 2);
    const line = added.body.data.cartInfo.items.find((l: { itemId: string }) => l.itemId === item.itemId);
    expect(line.priceInfo).toMatchObject({ finalPrice: item.contractPriceCents, lineTotal: 2 * item.contractPriceCents });
    expect(added.body.data.cartInfo.cartSummary.cartSubTotal).toBe(2 * item.contractPriceCents);

    await h.deliveryAndAddress(buyer);
    const onAccount = await buyer.call("POST", "/cc/api/checkout/default/payment", {
      paymentType: "ON_ACCOUNT",
      purchaseOrderNumber: "PO-4242",
    });
    expect(onAccount.status, JSON.stringify(onAccount.body)).toBe(200);
    expect(onAccount.body.data.cart.cartSummary.cartSubTotal).toBe(2 * item.contractPriceCents);
    const placed = await h.placeOrder(buyer, onAccount.body.data.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const detail = await buyer.call("GET", `/cc/api/orders/${placed.body.data.order.orderNumber}`);
    expect(detail.body.data.order.lines).toEqual([
      expect.objectContaining({ itemId: item.itemId, qty: 2, unitPriceCents: item.contractPriceCents }),
    ]);
  });

  it("never shows one account's prices to another: Bluebird sees list price for Northwind's contract items", async () => {
    const northwindOnly = await contractItems(NORTHWIND);
    const bluebirdLines = await server.db
      .selectFrom("contractPrices")
      .select("productId")
      .where("accountId", "=", BLUEBIRD)
      .execute();
    const onBluebird = new Set(bluebirdLines.map((r) => Number(r.productId)));
    const item = northwindOnly.find((i) => !onBluebird.has(i.productId))!;
    const bluebird = await h.demoShopper("buyer@bluebirddental.test", ADVANTAGE);
    const product = await bluebird.call("GET", `/api/products/${item.itemId}`);
    expect(product.body).toMatchObject({ finalPriceCents: item.finalPriceCents, onContract: false, priceMethod: "LIST" });
    const list = await bluebird.call("GET", `/ele-lpd/api/contractPricing?search=${item.itemId}&requestType=sbaACI`);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(0);
  });
});

describe("saved for later and lists", () => {
  it("show a business buyer's saved items and list lines at the contract price", async () => {
    const item = (await contractItems(NORTHWIND))[3]!;
    const buyer = await h.demoShopper("buyer@northwind.test", ADVANTAGE);
    const saved = await buyer.call("POST", "/cc/api/sfl", { itemId: item.itemId, qty: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const sfl = await buyer.call("GET", "/cc/api/sfl?page=1&size=300");
    const entry = sfl.body.data.sflItems.find((i: { itemId: string }) => i.itemId === item.itemId);
    expect(entry.itemDetails.priceInfo).toMatchObject({ finalPrice: item.contractPriceCents, basePrice: item.basePriceCents });

    const created = await buyer.call("POST", "/cc/api/list?mmx=true", {
      name: "Contract paper",
      items: [{ itemId: item.itemId, qty: 2 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const list = await buyer.call("GET", `/cc/api/list/${created.body.id}`);
    expect(list.body.items[0]).toMatchObject({ itemId: item.itemId, priceCents: item.contractPriceCents });
  });
});

describe("off-contract ordering (G_IOC)", () => {
  it("refuses a contract-only buyer's add of an off-contract item and adds nothing; on-contract items go in", async () => {
    const off = (await contractItems(BLUEBIRD, { off: true }))[0]!;
    const on = (await contractItems(BLUEBIRD))[0]!;
    const buyer = await h.demoShopper("contract.buyer@bluebirddental.test", ADVANTAGE);
    await emptyCart(buyer);
    const refused = await buyer.call("POST", "/cc/api/checkout/default/item?requestType=sbaMMX", {
      items: [{ itemId: off.itemId, qty: 1 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "OFF_CONTRACT_ITEM",
      message: "This item is not on your account's contract. Contact your administrator to order it.",
    });
    expect((await buyer.call("GET", "/cc/api/checkout")).body.data.cartInfo.items).toEqual([]);

    // in a batch, the off-contract item comes back with its message and the rest is added
    const batch = await buyer.call("POST", "/cc/api/checkout/default/item", {
      items: [
        { itemId: on.itemId, qty: 1 },
        { itemId: off.itemId, qty: 1 },
      ],
    });
    expect(batch.status).toBe(200);
    const items = batch.body.data.cartInfo.items as { itemId: string; status: string; messages: { code: string }[] }[];
    expect(items.filter((i) => i.status !== "TRANSIENT").map((i) => i.itemId)).toEqual([on.itemId]);
    expect(items.find((i) => i.itemId === off.itemId)).toMatchObject({
      status: "TRANSIENT",
      messages: [expect.objectContaining({ code: "OFF_CONTRACT_ITEM" })],
    });
  });

  it("keeps an off-contract saved item out of a contract-only buyer's cart on move", async () => {
    const off = (await contractItems(BLUEBIRD, { off: true }))[1]!;
    const buyer = await h.demoShopper("contract.buyer@bluebirddental.test", ADVANTAGE);
    await emptyCart(buyer);
    const saved = await buyer.call("POST", "/cc/api/sfl", { itemId: off.itemId, qty: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const entry = (await buyer.call("GET", "/cc/api/sfl?page=1&size=300")).body.data.sflItems.find(
      (i: { itemId: string }) => i.itemId === off.itemId,
    );
    const moved = await buyer.call("POST", `/cc/api/sfl/${entry.listItemId}/move`);
    expect(JSON.stringify(moved.body)).toContain("OFF_CONTRACT_ITEM");
    const cart = (await buyer.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(cart.items).toEqual([]);
    expect(cart.sflItems.map((i: { itemId: string }) => i.itemId)).toContain(off.itemId);
  });

  it("lets a line that left the contract shrink but not grow", async () => {
    const item = (await contractItems(BLUEBIRD))[6]!;
    const buyer = await h.demoShopper("contract.buyer@bluebirddental.test", ADVANTAGE);
    await emptyCart(buyer);
    const added = await h.addToCart(buyer, item.itemId, 3);
    const cartItemId = added.body.data.cartInfo.items[0].cartItemId;
    // the account's contract drops the item
    await server.db
      .deleteFrom("contractPrices")
      .where("accountId", "=", BLUEBIRD)
      .where("productId", "=", item.productId)
      .execute();
    const update = (qty: number) =>
      buyer.call("POST", "/cc/api/checkout/default/item", { items: [{ cartItemId, qty }] }, { "x-http-method-override": "PUT" });
    const grown = await update(5);
    expect(grown.status).toBe(400);
    expect(grown.body.code).toBe("OFF_CONTRACT_ITEM");
    expect((await buyer.call("GET", "/cc/api/checkout")).body.data.cartInfo.items[0]).toMatchObject({ qty: 3 });
    const shrunk = await update(1);
    expect(shrunk.status, JSON.stringify(shrunk.body)).toBe(200);
    expect(shrunk.body.data.cartInfo.items[0]).toMatchObject({ qty: 1, priceInfo: { finalPrice: item.finalPriceCents } });
  });

  it("lets a buyer with G_IOC order an off-contract item at list price", async () => {
    const off = (await contractItems(NORTHWIND, { off: true }))[0]!;
    const buyer = await h.demoShopper("buyer@northwind.test", ADVANTAGE);
    await emptyCart(buyer);
    const added = await h.addToCart(buyer, off.itemId, 1);
    expect(added.body.data.cartInfo.cartSummary.cartSubTotal).toBe(off.finalPriceCents);
  });
});

describe("the On contract filter (G_CSE)", () => {
  it("is offered with G_CSE and narrows the listing to the contract", async () => {
    const buyer = await h.demoShopper("contract.buyer@bluebirddental.test", ADVANTAGE);
    const all = await buyer.call("GET", "/api/search?category=paper&size=96");
    expect(all.body.contractFilter).toEqual({ active: false });
    const filtered = await buyer.call("GET", "/api/search?category=paper&size=96&onContract=1&requestType=sbaMMX");
    expect(filtered.status).toBe(200);
    expect(filtered.body.contractFilter).toEqual({ active: true });
    expect(filtered.body.total).toBeGreaterThan(0);
    expect(filtered.body.total).toBeLessThan(all.body.total);
    expect(filtered.body.items.every((i: { onContract: boolean }) => i.onContract)).toBe(true);
  });

  it("is not offered without G_CSE, and onContract=1 then changes nothing", async () => {
    const buyer = await h.demoShopper("buyer@bluebirddental.test", ADVANTAGE);
    const all = await buyer.call("GET", "/api/search?category=paper");
    const asked = await buyer.call("GET", "/api/search?category=paper&onContract=1");
    expect(asked.body.contractFilter).toBeNull();
    expect(asked.body.total).toBe(all.body.total);
    const consumer = await guest().call("GET", "/api/search?category=paper&onContract=1");
    expect(consumer.body.contractFilter).toBeUndefined();
    expect(consumer.body.total).toBe(all.body.total);
  });

  it("answers a bad onContract value with a 400", async () => {
    const reply = await guest().call("GET", "/api/search?category=paper&onContract=maybe");
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("INVALID_REQUEST");
  });
});

describe("coupons on business carts", () => {
  it("puts no consumer auto-coupon on a business cart, refuses a consumer code and takes a business one", async () => {
    const item = (await contractItems(NORTHWIND))[2]!;
    const admin = await h.demoShopper("admin@northwind.test", ADVANTAGE);
    await emptyCart(admin);
    const added = await h.addToCart(admin, item.itemId, 20);
    expect(added.body.data.cartInfo.coupons).toEqual([]);
    const consumerCode = await admin.call("POST", "/cc/api/checkout/default/coupon", { couponCode: "SAVE10" });
    expect(consumerCode.status).toBe(400);
    expect(consumerCode.body.code).toBe("COUPON_NOT_FOR_BUSINESS");
    expect(consumerCode.body.message).toMatch(/business account/);
    const business = await admin.call("POST", "/cc/api/checkout/default/coupon", { couponCode: "BIZ10" });
    expect(business.status, JSON.stringify(business.body)).toBe(200);
    expect(business.body.data.cartInfo.coupons.map((c: { code: string }) => c.code)).toEqual(["BIZ10"]);
    expect(business.body.data.cartInfo.cartSummary.couponsTotal).toBeGreaterThan(0);
  });

  it("still gives a consumer cart the auto-coupon and takes consumer codes", async () => {
    const consumer = await h.newShopper();
    const product = await h.stockedProduct(4000);
    const added = await h.addToCart(consumer, product.itemId, 1);
    expect(added.body.data.cartInfo.coupons.map((c: { code: string }) => c.code)).toContain("AUTOSAVE3");
    expect((await consumer.call("POST", "/cc/api/checkout/default/coupon", { couponCode: "SAVE10" })).status).toBe(200);
  });
});

describe("contract pricing call", () => {
  it("pages the buyer's own contract with list and contract prices; guests are asked to sign in", async () => {
    const buyer = await h.demoShopper("contract.buyer@bluebirddental.test", ADVANTAGE);
    const first = await buyer.call("GET", "/ele-lpd/api/contractPricing");
    expect(first.status).toBe(200);
    const lines = await server.db.selectFrom("contractPrices").select("productId").where("accountId", "=", BLUEBIRD).execute();
    expect(first.body.data.total).toBe(lines.length);
    expect(first.body.data.items).toHaveLength(Math.min(25, lines.length));
    for (const row of first.body.data.items) expect(row.contractPriceCents).toBeLessThanOrEqual(row.listPriceCents);
    const on = (await contractItems(BLUEBIRD))[0]!;
    const found = await buyer.call("GET", `/api/contractPricing?search=${on.itemId}`);
    expect(found.body.data.items).toEqual([
      expect.objectContaining({ itemId: on.itemId, contractPriceCents: on.contractPriceCents }),
    ]);
    expect((await guest(ADVANTAGE).call("GET", "/ele-lpd/api/contractPricing")).status).toBe(401);
    expect((await buyer.call("GET", "/ele-lpd/api/contractPricing?requestType=other")).status).toBe(400);
  });

  it("is described in the OpenAPI document under both business prefixes, with onContract on search", async () => {
    const doc = (await guest().call("GET", "/api/openapi.json")).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/contractPricing", "/ele-lpd/api/contractPricing"]));
    const params = doc.paths["/api/search"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toContain("onContract");
  });
});

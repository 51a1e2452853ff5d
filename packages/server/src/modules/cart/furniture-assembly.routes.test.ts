import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Furniture assembly over real HTTP (decision 026): furnSvcInfo on the update call (EDIT_ITEM),
// its fee in the handling line, and the order keeping what the cart priced.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer();
  h = checkoutHelpers(server, "10.62");
});
afterAll(async () => {
  await server?.close();
});

const BASIC_FEE = 4999;
const FURNITURE_HANDLING = 999;

async function productOf(assemblyEligible: 0 | 1): Promise<{ itemId: string; priceCents: number }> {
  const row = await server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .select(["p.itemId", "p.finalPriceCents"])
    .where("p.status", "=", "PUBLISHED")
    .where("p.isFreeSample", "=", 0)
    .where("p.isWarrantyPlan", "=", 0)
    .where("p.assemblyEligible", "=", assemblyEligible)
    .where("p.finalPriceCents", ">", 0)
    .where("p.quantityLimit", "is", null)
    .where("i.onlineQty", ">=", 10)
    .where("i.backorderDate", "is", null)
    .orderBy("p.id")
    .executeTakeFirstOrThrow();
  return { itemId: row.itemId, priceCents: Number(row.finalPriceCents) };
}

async function addLine(browser: TestBrowser, itemId: string, qty: number): Promise<string> {
  const reply = await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId, qty }] });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.cartInfo.items.find((i: { itemId: string }) => i.itemId === itemId).cartItemId;
}

function update(browser: TestBrowser, items: unknown[]) {
  return browser.call("POST", "/cc/api/checkout/default?actionType=EDIT_ITEM", { items }, { "x-http-method-override": "PUT" });
}

const lineOf = (reply: { body: { data: { cartInfo: { items: { cartItemId: string }[] } } } }, id: string) =>
  reply.body.data.cartInfo.items.find((i) => i.cartItemId === id) as unknown as {
    qty: number;
    assemblyEligible: boolean;
    furnSvcInfo: unknown;
    furnSvcFees: unknown[];
  };

describe("furniture assembly", () => {
  it("stores the levels on an eligible line and adds the fee to handling, CUST as one TBD line", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    const desk = await productOf(1);
    const id = await addLine(shopper, desk.itemId, 2);
    const before = await shopper.call("GET", "/cc/api/checkout");
    expect(lineOf(before, id)).toMatchObject({ assemblyEligible: true, furnSvcInfo: null, furnSvcFees: [] });
    expect(before.body.data.cartInfo.cartSummary.handlingFee).toBe(2 * FURNITURE_HANDLING);

    const reply = await update(shopper, [{ cartItemId: id, qty: 2, furnSvcInfo: { BASC: { qty: 1 }, CUST: { qty: 1 } } }]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(lineOf(reply, id)).toMatchObject({
      qty: 2,
      furnSvcInfo: { BASC: { qty: 1 }, CUST: { qty: 1 } },
      furnSvcFees: [
        { service: "BASC", qty: 1, feeCents: BASIC_FEE, tbd: false },
        { service: "CUST", qty: 1, feeCents: 0, tbd: true },
      ],
    });
    const summary = reply.body.data.cartInfo.cartSummary;
    expect(summary.handlingFee).toBe(2 * FURNITURE_HANDLING + BASIC_FEE);
    expect(summary.handlFee).toBe(summary.handlingFee);
    expect(summary.handlingFeeTbd).toBe(true);
    expect(summary.ordTotal).toBe(
      summary.cartSubTotalAfterCoupons + summary.shipFee + summary.handlingFee + summary.estimatedTax,
    );

    // the read answers the same
    const read = await shopper.call("GET", "/cc/api/checkout");
    expect(lineOf(read, id).furnSvcInfo).toEqual({ BASC: { qty: 1 }, CUST: { qty: 1 } });

    // basic only: no TBD
    const basic = await update(shopper, [{ cartItemId: id, qty: 2, furnSvcInfo: { BASC: { qty: 2 } } }]);
    expect(basic.body.data.cartInfo.cartSummary).toMatchObject({
      handlingFee: 2 * FURNITURE_HANDLING + 2 * BASIC_FEE,
      handlingFeeTbd: false,
    });

    // none: the line is back to no assembly
    const none = await update(shopper, [{ cartItemId: id, qty: 2, furnSvcInfo: { BASC: { qty: 0 }, CUST: { qty: 0 } } }]);
    expect(lineOf(none, id)).toMatchObject({ furnSvcInfo: null, furnSvcFees: [] });
  });

  it("refuses more assembled units than the line holds, and assembly on a line without it, changing nothing", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    const desk = await productOf(1);
    const paper = await productOf(0);
    const deskId = await addLine(shopper, desk.itemId, 2);
    const paperId = await addLine(shopper, paper.itemId, 1);
    expect((await update(shopper, [{ cartItemId: deskId, qty: 2, furnSvcInfo: { BASC: { qty: 1 } } }])).status).toBe(200);

    const tooMany = await update(shopper, [{ cartItemId: deskId, qty: 2, furnSvcInfo: { BASC: { qty: 2 }, CUST: { qty: 1 } } }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      code: "ASSEMBLY_QTY_EXCEEDED",
      message: "You can't choose assembly for more units than you have in your cart.",
    });
    // a quantity and its assembly in one update are refused together
    const both = await update(shopper, [{ cartItemId: deskId, qty: 1, furnSvcInfo: { BASC: { qty: 2 } } }]);
    expect(both.status).toBe(400);
    const after = await shopper.call("GET", "/cc/api/checkout");
    expect(lineOf(after, deskId)).toMatchObject({ qty: 2, furnSvcInfo: { BASC: { qty: 1 }, CUST: { qty: 0 } } });

    const notOffered = await update(shopper, [{ cartItemId: paperId, qty: 1, furnSvcInfo: { BASC: { qty: 1 } } }]);
    expect(notOffered.status).toBe(400);
    expect(notOffered.body).toMatchObject({ code: "ASSEMBLY_NOT_AVAILABLE", message: "Assembly isn't offered for this item." });

    for (const furnSvcInfo of [{ BASC: { qty: -1 } }, { DELUXE: { qty: 1 } }, "BASC", { BASC: { qty: 1.5 } }]) {
      const bad = await update(shopper, [{ cartItemId: deskId, qty: 2, furnSvcInfo }]);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe("INVALID_REQUEST");
      expect(bad.body.message).toMatch(/^furnSvcInfo: /);
    }
  });

  it("lowering the line's quantity takes custom assembly off first", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    const desk = await productOf(1);
    const id = await addLine(shopper, desk.itemId, 3);
    await update(shopper, [{ cartItemId: id, qty: 3, furnSvcInfo: { BASC: { qty: 2 }, CUST: { qty: 1 } } }]);
    const lowered = await update(shopper, [{ cartItemId: id, qty: 2 }]);
    expect(lowered.status).toBe(200);
    expect(lineOf(lowered, id).furnSvcInfo).toEqual({ BASC: { qty: 2 }, CUST: { qty: 0 } });
    expect(lowered.body.data.cartInfo.cartSummary.handlingFeeTbd).toBe(false);
  });

  it("another shopper's line answers 404 and stays as it was", async () => {
    const owner = new TestBrowser(server.baseUrl);
    const desk = await productOf(1);
    const id = await addLine(owner, desk.itemId, 1);
    const other = new TestBrowser(server.baseUrl);
    await addLine(other, desk.itemId, 1);
    const reply = await update(other, [{ cartItemId: id, qty: 1, furnSvcInfo: { BASC: { qty: 1 } } }]);
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe("CART_ITEM_ID_NOT_FOUND");
    expect(lineOf(await owner.call("GET", "/cc/api/checkout"), id).furnSvcInfo).toBeNull();
  });

  it("the order keeps the handling the cart priced, assembly included", async () => {
    const shopper = await h.newShopper();
    const desk = await productOf(1);
    const id = await addLine(shopper, desk.itemId, 1);
    const priced = await update(shopper, [{ cartItemId: id, qty: 1, furnSvcInfo: { BASC: { qty: 1 } } }]);
    const summary = priced.body.data.cartInfo.cartSummary;
    expect(summary.handlingFee).toBe(FURNITURE_HANDLING + BASIC_FEE);
    await h.deliveryAndAddress(shopper);
    await h.payByCard(shopper, "4111 1111 1111 1111");
    const placed = await h.placeOrder(shopper, summary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await server.db
      .selectFrom("orders")
      .select(["handlingFeeCents", "totalCents"])
      .where("orderNumber", "=", placed.body.data.order.orderNumber)
      .executeTakeFirstOrThrow();
    expect(Number(order.handlingFeeCents)).toBe(FURNITURE_HANDLING + BASIC_FEE);
    expect(Number(order.totalCents)).toBe(summary.ordTotal);
  });
});

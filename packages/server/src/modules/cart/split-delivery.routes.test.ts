import { SPLIT_DELIVERY_MESSAGES } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import type { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// One item for two deliveries (a line picked up in store, another of the same item shipped) is
// caught in the cart, where a line's delivery can be changed: the cart answer says so on those lines
// and on the cart, and the checkout's delivery step is not done until it is fixed.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 300 });
  h = checkoutHelpers(server, "10.47");
});
afterAll(async () => {
  await server?.close();
});

const CODE = "DELIVERY_COMBINATION_CONSTRAINT_FAILED";
const LINE_MESSAGE = { code: CODE, type: "WARNING", message: SPLIT_DELIVERY_MESSAGES.pickupAndShipping };
const CART_MESSAGE = { code: CODE, type: "WARNING", message: SPLIT_DELIVERY_MESSAGES.cart };
const PICKUP_PERSON = {
  type: "ST",
  firstName: "Pat",
  lastName: "Pickup",
  phones: [{ number: "(508) 555-0123" }],
  email: "pat.pickup@example.com",
};

interface Line {
  cartItemId: string;
  itemId: string;
  qty: number;
  status: string;
  messages: { code: string; type: string; message: string }[];
  selectedDeliveryOption: { deliveryType: string; pickupStoreNumber: string | null };
}

let used = 0;
/** A product on the shelf at 0008 and online, not used by another test. */
async function shelfProduct(): Promise<string> {
  const rows = await server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .innerJoin("storeInventory as s", "s.productId", "p.id")
    .select("p.itemId")
    .where("s.storeNumber", "=", "0008")
    .where("s.qty", ">=", 5)
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
  return rows[used++ % rows.length]!.itemId;
}

/** The same item twice: one line shipped, one picked up at 0008. */
async function splitCart(browser: TestBrowser, itemId: string) {
  await h.addToCart(browser, itemId, 1);
  const reply = await browser.call("POST", "/cc/api/checkout/default/item", {
    items: [{ itemId, qty: 2, deliveryType: "ISP", storeNumber: "0008" }],
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

async function cart(browser: TestBrowser) {
  const reply = await browser.call("GET", "/cc/api/checkout");
  expect(reply.status).toBe(200);
  const info = reply.body.data.cartInfo;
  return { info, lines: (info.items as Line[]).filter((l) => l.status === "ACTIVE") };
}

describe("an item set for both pickup and shipping", () => {
  it("is said on both of its lines and on the cart, and not on the item with one delivery", async () => {
    const browser = await h.newShopper();
    const itemId = await shelfProduct();
    const other = await shelfProduct();
    await splitCart(browser, itemId);
    await h.addToCart(browser, other, 1);

    const { info, lines } = await cart(browser);
    const own = lines.filter((l) => l.itemId === itemId);
    expect(own.map((l) => l.selectedDeliveryOption.deliveryType).sort()).toEqual(["ISP", "STA"]);
    for (const line of own) expect(line.messages).toContainEqual(LINE_MESSAGE);
    expect(lines.find((l) => l.itemId === other)!.messages.map((m) => m.code)).not.toContain(CODE);
    expect(info.messages).toContainEqual(CART_MESSAGE);
    // a cart needing attention is not bought in one click
    expect(info.buyNowEligible).toBe(false);
  });

  it("keeps the checkout's delivery step open with the same words until a line's delivery is changed", async () => {
    const browser = await h.newShopper();
    const itemId = await shelfProduct();
    await splitCart(browser, itemId);
    await h.deliveryAndAddress(browser);
    expect((await browser.call("POST", "/cc/api/checkout/default/address", PICKUP_PERSON)).status).toBe(200);
    const paid = await h.payByCard(browser, "4111 1111 1111 1111");
    expect(paid.checkoutSections.delivery).toBe("ACTIVE");
    expect(paid.messages).toContainEqual(CART_MESSAGE);
    expect(paid.canPlaceOrder).toBe(false);
    const refused = await h.placeOrder(browser, paid.cart.cartSummary.ordTotal);
    expect(refused.status).toBe(400);
    expect(await server.db.selectFrom("orders").select("id").where("cartId", "=", paid.cart.cartId).execute()).toEqual([]);

    // the fix, in the cart: the picked-up line is shipped too, and joins the other
    const pickup = (await cart(browser)).lines.find((l) => l.selectedDeliveryOption.deliveryType === "ISP")!;
    const changed = await browser.call(
      "POST",
      "/cc/api/checkout/default?actionType=EDIT_ITEM",
      { items: [{ cartItemId: pickup.cartItemId, qty: pickup.qty, deliveryType: "STA" }] },
      { "x-http-method-override": "PUT" },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const fixed = await cart(browser);
    expect(fixed.lines).toHaveLength(1);
    expect(fixed.lines[0]!.messages.map((m) => m.code)).not.toContain(CODE);
    expect(fixed.info.messages.map((m: { code: string }) => m.code)).not.toContain(CODE);

    // the checkout's answer to its delivery step (the call every step answers with)
    const view = (await browser.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" })).body.data;
    expect(view.checkoutSections.delivery).toBe("COMPLETE");
    expect(view.messages.map((m: { code: string }) => m.code)).not.toContain(CODE);
    expect(view.canPlaceOrder).toBe(true);
    const placed = await h.placeOrder(browser, view.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });

  it("is no problem at checkout when the whole order is picked up at one store", async () => {
    const browser = await h.newShopper();
    const itemId = await shelfProduct();
    await splitCart(browser, itemId);
    const method = await browser.call("POST", "/cc/api/checkout/default/delivery", {
      deliveryMethod: "PICKUP",
      storeNumber: "0008",
    });
    expect(method.status, JSON.stringify(method.body)).toBe(200);
    expect(method.body.data.checkoutSections.delivery).toBe("COMPLETE");
    expect(method.body.data.messages.map((m: { code: string }) => m.code)).not.toContain(CODE);
  });
});

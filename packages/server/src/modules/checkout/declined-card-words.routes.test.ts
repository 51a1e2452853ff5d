import { CARD_MESSAGES } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyableProducts, checkoutHelpers } from "../../test/checkout-helpers";
import { type TestServer, startTestServer } from "../../test/test-server";

// A declined card is told in the spec's verify-details words (section 8): with the billing address
// when the order has one the card was checked against, and in the variant without it, ending
// "Please verify and try again.", for a pickup paid by card. Nothing is placed either way.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  h = checkoutHelpers(server, "10.74");
});
afterAll(async () => {
  await server?.close();
});

const DECLINED = "4000 0000 0000 0002";

async function orderCount(): Promise<number> {
  const row = await server.db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("a declined card's words", () => {
  it("names the billing address when the order is delivered", async () => {
    const browser = await h.newShopper();
    await h.addToCart(browser, (await h.stockedProduct()).itemId, 1);
    await h.deliveryAndAddress(browser);
    const paid = await h.payByCard(browser, DECLINED);
    const before = await orderCount();
    const reply = await h.placeOrder(browser, paid.cart.cartSummary.ordTotal);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "PAYMENT_FAILED_ERROR", message: CARD_MESSAGES.declined });
    expect(await orderCount()).toBe(before);
  });

  it("asks to verify and try again, without a billing address, for a pickup paid by card", async () => {
    const row = await buyableProducts(server.db)
      .innerJoin("storeInventory as s", "s.productId", "p.id")
      .select(["p.itemId", "s.storeNumber"])
      .where("s.qty", ">=", 3)
      .where("p.giftCardDeliveryId", "is", null)
      .where("p.quantityLimit", "is", null)
      .where("p.finalPriceCents", ">", 500)
      .orderBy("p.id")
      .executeTakeFirstOrThrow();
    const browser = await h.newShopper();
    await h.addToCart(browser, row.itemId, 1);
    const pickup = await browser.call("POST", "/cc/api/checkout/default/delivery", {
      deliveryMethod: "PICKUP",
      storeNumber: row.storeNumber,
    });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    await h.pickupPerson(browser);
    const paid = await h.payByCard(browser, DECLINED);
    expect(paid.billingAddress ?? null).toBeNull();
    const before = await orderCount();
    const reply = await h.placeOrder(browser, paid.cart.cartSummary.ordTotal);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: "PAYMENT_FAILED_ERROR",
      message:
        "Your card was declined. We couldn't verify the card number, expiration date and security code. Please verify and try again.",
    });
    expect(await orderCount()).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

let server: TestServer;
let helpers: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 400 });
  helpers = checkoutHelpers(server, "198.18.12");
});
afterAll(async () => {
  await server?.close();
});

interface CartInfo {
  buyNowEligible: boolean;
  quickBuy: { shipTo: { name: string; address1: string; zipCode: string }; card: { brand: string; last4: string } } | null;
  cartAttributes: { proceedCheckout: boolean };
}

async function cartOf(browser: TestBrowser): Promise<CartInfo> {
  const reply = await browser.call("GET", "/cc/api/checkout");
  expect(reply.status).toBe(200);
  return reply.body.data.cartInfo as CartInfo;
}

/** A new shopper who has a shipping address and a saved Visa on file, and one item in the cart. */
async function shopperWithCardOnFile(): Promise<TestBrowser> {
  const browser = await helpers.newShopper();
  const product = await helpers.stockedProduct();
  await helpers.addToCart(browser, product.itemId);
  await helpers.deliveryAndAddress(browser);
  const token = await helpers.cardToken(browser, "4111111111111111");
  const payment = await browser.call("POST", "/cc/api/checkout/default/payment", {
    cardPayment: { accountNumber: token, profilePayment: true },
  });
  expect(payment.status, JSON.stringify(payment.body)).toBe(200);
  return browser;
}

describe("buyNowEligible on the cart answer", () => {
  it("is false for a guest, even with items", async () => {
    const guest = new TestBrowser(server.baseUrl);
    await helpers.addToCart(guest, (await helpers.stockedProduct()).itemId);
    expect(await cartOf(guest)).toMatchObject({ buyNowEligible: false, quickBuy: null });
  });

  it("is false for a signed-in shopper with nothing on file", async () => {
    const shopper = await helpers.newShopper();
    await helpers.addToCart(shopper, (await helpers.stockedProduct()).itemId);
    expect(await cartOf(shopper)).toMatchObject({ buyNowEligible: false, quickBuy: null });
  });

  it("is true with a saved card and a shipping address, and says which (brand and last four only)", async () => {
    const shopper = await shopperWithCardOnFile();
    const cart = await cartOf(shopper);
    expect(cart.buyNowEligible).toBe(true);
    expect(cart.quickBuy).toEqual({
      shipTo: { name: "Riley Morgan", address1: "1 Main St", city: "Framingham", state: "MA", zipCode: "01701" },
      card: { brand: "VISA", last4: "1111" },
    });
    expect(JSON.stringify(cart)).not.toContain("4111111111111111");
  });

  it("is false again once the cart is empty, and on every answer of a cart call", async () => {
    const shopper = await shopperWithCardOnFile();
    const cart = (await shopper.call("GET", "/cc/api/checkout")).body.data.cartInfo as { items: { cartItemId: string }[] };
    const removed = await shopper.call("POST", `/cc/api/checkout/default/item/${cart.items[0]!.cartItemId}`, undefined, {
      "x-http-method-override": "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.cartInfo).toMatchObject({ buyNowEligible: false, quickBuy: null });
  });

  it("is false with a line needing attention (more than the stock left)", async () => {
    const shopper = await shopperWithCardOnFile();
    const cart = (await shopper.call("GET", "/cc/api/checkout")).body.data.cartInfo as {
      items: { productId?: number; itemId: string }[];
    };
    await server.db
      .updateTable("inventory")
      .set({ onlineQty: 0 })
      .where(
        "productId",
        "=",
        (
          await server.db
            .selectFrom("products")
            .select("id")
            .where("itemId", "=", cart.items[0]!.itemId)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect((await cartOf(shopper)).buyNowEligible).toBe(false);
  });
});

describe("GET /cc/api/precheckout", () => {
  it("sends a guest to the login page, coming back to the entry once signed in", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const reply = await guest.call("GET", "/cc/api/precheckout?fromSlideIn=true");
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe("/office/supplies/login?jumpUrl=%2Fcc%2Fapi%2Fprecheckout%3FfromSlideIn%3Dtrue");
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });

  it("names the return target TARGET on the business site", async () => {
    const guest = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
    const reply = await guest.call("GET", "/cc/api/precheckout");
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe("/office/supplies/login?TARGET=%2Fcc%2Fapi%2Fprecheckout");
  });

  it("marks a signed-in shopper's cart proceedCheckout and goes to the quick checkout", async () => {
    const shopper = await helpers.newShopper();
    await helpers.addToCart(shopper, (await helpers.stockedProduct()).itemId);
    expect((await cartOf(shopper)).cartAttributes.proceedCheckout).toBe(false);
    const reply = await shopper.call("GET", "/cc/api/precheckout?fromSlideIn=true");
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe("/checkout?buyNow=true");
    expect((await cartOf(shopper)).cartAttributes.proceedCheckout).toBe(true);
  });

  it("falls back to the standard checkout when the cart cannot be marked (empty)", async () => {
    const shopper = await helpers.newShopper();
    const reply = await shopper.call("GET", "/cc/api/precheckout");
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe("/checkout");
  });

  it("treats a signed-out browser as a guest", async () => {
    const shopper = await helpers.newShopper();
    await shopper.signOut();
    const reply = await shopper.call("GET", "/cc/api/precheckout?fromSlideIn=true");
    expect(reply.headers.get("location")).toMatch(/^\/office\/supplies\/login\?jumpUrl=/);
  });

  it("refuses a fromSlideIn that is not true or false", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/cc/api/precheckout?fromSlideIn=maybe");
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "INVALID_REQUEST", message: "fromSlideIn: must be true or false" });
  });
});

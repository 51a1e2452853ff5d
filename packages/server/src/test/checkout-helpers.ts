import crypto from "node:crypto";
import { expect } from "vitest";
import { TestBrowser } from "./test-browser";
import type { Db } from "../db/database";
import { setCentreAvailable } from "./budgets";
import type { TestServer } from "./test-server";

// A shopper's way through checkout over real HTTP, for the checkout suites: a new account, a
// stocked product in the cart, delivery and address, a card typed on the gateway's own host.

export const TEST_ADDRESS = {
  type: "S",
  firstName: "Riley",
  lastName: "Morgan",
  address1: "1 Main St",
  city: "Framingham",
  state: "MA",
  zipCode: "01701",
  phones: [{ number: "(508) 555-0199" }],
  email: "riley@example.com",
};

/** The person who collects a pickup order, as the checkout's address call takes it. */
export const PICKUP_PERSON = {
  type: "ST",
  firstName: "Pat",
  lastName: "Pickup",
  phones: [{ number: "(508) 555-0123" }],
  email: "pat.pickup@example.com",
};

/** Products anyone may buy and have delivered: published, no free sample, plan or assembly, not backordered. */
export function buyableProducts(db: Db) {
  return db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .where("p.status", "=", "PUBLISHED")
    .where("p.isFreeSample", "=", 0)
    .where("p.isWarrantyPlan", "=", 0)
    .where("p.assemblyEligible", "=", 0)
    .where("i.backorderDate", "is", null);
}

export function checkoutHelpers(server: TestServer, addressPrefix: string) {
  let count = 0;
  const nextAddress = () => {
    count += 1;
    return `${addressPrefix}.${Math.floor(count / 250)}.${count % 250}`;
  };

  /** A new consumer account (its own client address for the sign-in limits), signed in. */
  async function newShopper(): Promise<TestBrowser> {
    const browser = new TestBrowser(server.baseUrl);
    browser.extraHeaders = { "x-forwarded-for": nextAddress() };
    const reply = await browser.call("POST", "/api/auth/register", {
      email: `shopper${count}-${crypto.randomBytes(3).toString("hex")}@example.com`,
      password: "Quire-test-1",
      firstName: "Test",
      lastName: `Shopper${count}`,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return browser;
  }

  /** A demo account signed in (every demo password is Quire-demo-1). */
  async function demoShopper(email: string, host?: string): Promise<TestBrowser> {
    const browser = new TestBrowser(server.baseUrl, host ? { host } : undefined);
    browser.extraHeaders = { "x-forwarded-for": nextAddress() };
    const reply = await browser.call("POST", "/api/auth/login", { email, password: "Quire-demo-1" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return browser;
  }

  /** A product in stock at a price of at least minCents that points may pay for. */
  async function stockedProduct(minCents = 500, offset = 0): Promise<{ itemId: string; productId: number; priceCents: number }> {
    const row = await buyableProducts(server.db)
      .select(["p.itemId", "p.id", "p.finalPriceCents"])
      .where("p.finalPriceCents", ">", minCents)
      .where("i.onlineQty", ">=", 30)
      .where((eb) => eb.or([eb("p.quantityLimit", "is", null), eb("p.quantityLimit", ">=", 10)]))
      .orderBy("p.id")
      .limit(1)
      .offset(offset)
      .executeTakeFirstOrThrow();
    return { itemId: row.itemId, productId: Number(row.id), priceCents: Number(row.finalPriceCents) };
  }

  /** A product on the shelf (at least 3) at the store, that a pickup order may hold. */
  async function shelfProduct(storeNumber = "0008", offset = 0): Promise<{ itemId: string; name: string }> {
    return buyableProducts(server.db)
      .innerJoin("storeInventory as s", "s.productId", "p.id")
      .select(["p.itemId", "p.name"])
      .where("s.storeNumber", "=", storeNumber)
      .where("s.qty", ">=", 3)
      .where("p.giftCardDeliveryId", "is", null)
      .where("p.quantityLimit", "is", null)
      .where("p.finalPriceCents", ">", 500)
      .orderBy("p.id")
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  /** The item id of a membership product (decision 080). */
  async function membershipSku(program: "SELECT" | "PREMIUM"): Promise<string> {
    const row = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("membershipProgram", "=", program)
      .executeTakeFirstOrThrow();
    return row.itemId;
  }

  /** Names who collects the shopper's pickup order. */
  async function pickupPerson(browser: TestBrowser, person: typeof PICKUP_PERSON = PICKUP_PERSON) {
    const reply = await browser.call("POST", "/cc/api/checkout/default/address", person);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply;
  }

  async function addToCart(browser: TestBrowser, itemId: string, qty = 1) {
    const reply = await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId, qty }] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply;
  }

  /** Types a card into the gateway (its own host) with a payment auth token from the storefront. */
  async function cardToken(browser: TestBrowser, number: string): Promise<string> {
    const auth = await browser.call("POST", "/cc/api/payment/gateway/authToken?type=SP");
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    const gateway = new TestBrowser(server.baseUrl, { host: "pay.localhost" });
    // the card form runs in the shopper's browser: the gateway sees the shopper's address
    gateway.extraHeaders = { ...browser.extraHeaders };
    const reply = await gateway.call(
      "POST",
      "/v1/tokens",
      { number, expiryMonth: 12, expiryYear: 2030, cvv: number.startsWith("37") ? "1234" : "123" },
      { authorization: `Bearer ${auth.body.value}` },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.token as string;
  }

  /** Delivery to an address: the checkout waits for its payment. */
  async function deliveryAndAddress(browser: TestBrowser) {
    expect((await browser.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" })).status).toBe(200);
    const address = await browser.call("POST", "/cc/api/checkout/default/address", TEST_ADDRESS);
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    return address.body.data;
  }

  async function payByCard(browser: TestBrowser, number: string) {
    const payment = await browser.call("POST", "/cc/api/checkout/default/payment", {
      cardPayment: { accountNumber: await cardToken(browser, number) },
    });
    expect(payment.status, JSON.stringify(payment.body)).toBe(200);
    return payment.body.data;
  }

  async function placeOrder(browser: TestBrowser, expectedTotal: number, key: string = crypto.randomUUID()) {
    return browser.call("POST", "/cc/api/checkout/default/order", { expectedTotal }, { "idempotency-key": key });
  }

  /** A business user's order over their budget centre's balance, on account: it waits for approval. */
  async function placeOverBudget(browser: TestBrowser, email: string): Promise<string> {
    const user = await server.db
      .selectFrom("users")
      .select("budgetCentreId")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await setCentreAvailable(server.db, Number(user.budgetCentreId), 0);
    const product = await stockedProduct();
    await addToCart(browser, product.itemId, 1);
    expect((await browser.call("POST", "/cc/api/checkout/default/address", TEST_ADDRESS)).status).toBe(200);
    const pay = await browser.call("POST", "/cc/api/checkout/default/payment", {
      paymentType: "ON_ACCOUNT",
      purchaseOrderNumber: "PO-059",
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const placed = await placeOrder(browser, pay.body.data.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.order.status).toBe("PENDING_APPROVAL");
    return placed.body.data.order.orderNumber as string;
  }

  return {
    newShopper,
    demoShopper,
    stockedProduct,
    shelfProduct,
    membershipSku,
    pickupPerson,
    addToCart,
    cardToken,
    deliveryAndAddress,
    payByCard,
    placeOrder,
    placeOverBudget,
  };
}

import crypto from "node:crypto";
import fs from "node:fs";
import { Writable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADDRESS } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { centreAvailableCents, setCentreAvailable } from "../../test/budgets";

// The whole purchase over real HTTP on a real database (SQLite, or PostgreSQL with DATABASE_URL):
// the gateway's card form is called on its own host (pay.localhost) through the same port.

let server: TestServer;
let logText = "";

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logText += chunk.toString("utf8");
      done();
    },
  });
  server = await startTestServer({ products: 200, logger: { level: "info", stream: sink } });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const CARDS = {
  visa: "4111 1111 1111 1111",
  mastercard: "5555 5555 5555 4444",
  amex: "3782 822463 10005",
  declined: "4000 0000 0000 0002",
  expired: "4000 0000 0000 0069",
  securityCode: "4000 0000 0000 0127",
  insufficient: "4000 0000 0000 9995",
};
const ADDRESS = TEST_ADDRESS;

let shopperCount = 0;

/** A new consumer account (its own address for the sign-in limits), signed in. */
async function newShopper(): Promise<TestBrowser> {
  shopperCount += 1;
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": `10.9.${Math.floor(shopperCount / 250)}.${shopperCount % 250}` };
  const reply = await browser.call("POST", "/api/auth/register", {
    email: `shopper${shopperCount}-${crypto.randomBytes(3).toString("hex")}@example.com`,
    password: "Quire-test-1",
    firstName: "Test",
    lastName: `Shopper${shopperCount}`,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return browser;
}

/** nth: another product for the same shopper */
async function stockedProduct(minQty = 30, nth = 0): Promise<{ itemId: string; productId: number }> {
  const row = await server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .select(["p.itemId", "p.id"])
    .where("p.status", "=", "PUBLISHED")
    .where("p.isFreeSample", "=", 0)
    .where("p.isWarrantyPlan", "=", 0)
    .where("p.assemblyEligible", "=", 0)
    .where("p.finalPriceCents", ">", 500)
    .where("i.onlineQty", ">=", minQty)
    .where("i.backorderDate", "is", null)
    .where((eb) => eb.or([eb("p.quantityLimit", "is", null), eb("p.quantityLimit", ">=", 10)]))
    .orderBy("p.id")
    .limit(1)
    .offset((shopperCount + nth) % 40)
    .executeTakeFirstOrThrow();
  return { itemId: row.itemId, productId: Number(row.id) };
}

async function onlineQty(productId: number): Promise<number> {
  const row = await server.db
    .selectFrom("inventory")
    .select("onlineQty")
    .where("productId", "=", productId)
    .executeTakeFirstOrThrow();
  return Number(row.onlineQty);
}

async function addToCart(browser: TestBrowser, itemId: string, qty = 1) {
  const reply = await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId, qty }] });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply;
}

/** Types a card into the gateway (its own host) with a payment auth token from the storefront. */
async function tokenise(browser: TestBrowser, number: string, expiry = { expiryMonth: 12, expiryYear: 2030 }) {
  const auth = await browser.call("POST", "/cc/api/payment/gateway/authToken?type=SP");
  expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  const gateway = new TestBrowser(server.baseUrl, { host: "pay.localhost" });
  // the card form runs in the shopper's browser: the gateway sees the shopper's address
  gateway.extraHeaders = { ...browser.extraHeaders };
  const reply = await gateway.call(
    "POST",
    "/v1/tokens",
    { number, ...expiry, cvv: number.startsWith("37") ? "1234" : "123" },
    { authorization: `Bearer ${auth.body.value}` },
  );
  return reply;
}

/** Delivery, address and a new card: the checkout ready for review. */
async function readyToPlace(browser: TestBrowser, card = CARDS.visa, extra: Record<string, unknown> = {}) {
  expect((await browser.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" })).status).toBe(200);
  const address = await browser.call("POST", "/cc/api/checkout/default/address", ADDRESS);
  expect(address.status, JSON.stringify(address.body)).toBe(200);
  const token = await tokenise(browser, card);
  expect(token.status, JSON.stringify(token.body)).toBe(201);
  const payment = await browser.call("POST", "/cc/api/checkout/default/payment", {
    cardPayment: { accountNumber: token.body.token, ...extra },
  });
  expect(payment.status, JSON.stringify(payment.body)).toBe(200);
  return payment.body.data as { cart: { cartSummary: { ordTotal: number } }; canPlaceOrder: boolean };
}

/** A real fault in the database: writing an order's lines fails while on (a trigger). */
async function failOrderLines(on: boolean): Promise<void> {
  if (server.dbKind === "sqlite") {
    await sql
      .raw(
        on
          ? "create trigger quire_test_fail_order_lines before insert on order_lines begin select raise(abort, 'disk on fire'); end"
          : "drop trigger if exists quire_test_fail_order_lines",
      )
      .execute(server.db);
    return;
  }
  if (on) {
    await sql
      .raw(
        "create or replace function quire_test_fail() returns trigger language plpgsql as $$ begin raise exception 'disk on fire'; end $$",
      )
      .execute(server.db);
    await sql
      .raw(
        "create trigger quire_test_fail_order_lines before insert on order_lines for each row execute function quire_test_fail()",
      )
      .execute(server.db);
  } else {
    await sql.raw("drop trigger if exists quire_test_fail_order_lines on order_lines").execute(server.db);
  }
}

async function placeOrder(browser: TestBrowser, expectedTotal: number, key = crypto.randomUUID()) {
  return browser.call("POST", "/cc/api/checkout/default/order", { expectedTotal }, { "idempotency-key": key });
}

describe("checkout over HTTP", () => {
  it("asks guests to sign in on every checkout call", async () => {
    const guest = new TestBrowser(server.baseUrl);
    for (const [method, path, body] of [
      ["POST", "/cc/api/checkout/default/address", ADDRESS],
      ["POST", "/cc/api/checkout/default/payment", { cardPayment: { accountNumber: "tok" } }],
      ["POST", "/cc/api/checkout/default/order", { expectedTotal: 100 }],
      ["POST", "/cc/api/payment/gateway/authToken?type=SP", undefined],
      ["GET", "/cc/api/orders", undefined],
      ["GET", "/cc/api/orders/8000000001", undefined],
      ["GET", "/cc/api/payment/cards", undefined],
    ] as const) {
      const reply = await guest.call(method, path, body, { "idempotency-key": "k-12345678" });
      expect(reply.status, path).toBe(401);
      expect(reply.body.code).toBe("UNAUTHORIZED");
    }
  });

  it("buys: stock goes down, the cart empties, the order is in the history with card brand and last four", async () => {
    const shopper = await newShopper();
    const product = await stockedProduct();
    const before = await onlineQty(product.productId);
    await addToCart(shopper, product.itemId, 2);
    const view = await readyToPlace(shopper, CARDS.mastercard);
    expect(view.canPlaceOrder).toBe(true);

    const checkout = await shopper.call("GET", "/cc/api/checkout");
    expect(checkout.body.data.orderPayment).toMatchObject({ paymentType: "CREDIT_CARD", brand: "MASTER_CARD", last4: "4444" });
    expect(JSON.stringify(checkout.body)).not.toContain("tok_");

    const total = view.cart.cartSummary.ordTotal;
    const placed = await placeOrder(shopper, total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data.order;
    expect(order).toMatchObject({ status: "PLACED", totalCents: total });
    expect(order.orderNumber).toMatch(/^8\d{9}$/);

    expect(await onlineQty(product.productId)).toBe(before - 2);
    const cart = await shopper.call("GET", "/cc/api/checkout");
    expect(cart.body.data.cartInfo.items).toEqual([]);

    const history = await shopper.call("GET", "/cc/api/orders");
    expect(history.status).toBe(200);
    expect(history.body.data.orders[0]).toMatchObject({
      orderNumber: order.orderNumber,
      status: "PLACED",
      totalCents: total,
      itemCount: 2,
    });
    const detail = await shopper.call("GET", `/cc/api/orders/${order.orderNumber}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.order).toMatchObject({
      orderNumber: order.orderNumber,
      deliveryMethod: "DELIVERY",
      payment: { paymentType: "CREDIT_CARD", brand: "MASTER_CARD", last4: "4444" },
      shippingAddress: {
        address1: "1 Main St",
        city: "Framingham",
        state: "MA",
        zipCode: "01701",
        phones: [{ number: "5085550199" }],
      },
      lines: [{ itemId: product.itemId, qty: 2 }],
    });
    expect(detail.body.data.order.summary.totalCents).toBe(total);
  });

  it.each([
    ["declined", CARDS.declined, "PAYMENT_FAILED_ERROR"],
    ["expired", CARDS.expired, "PAYMENT_EXPIRED"],
    ["security code", CARDS.securityCode, "PAYMENT_OPERATION_FAILED"],
    ["insufficient funds", CARDS.insufficient, "PAYMENT_FAILED_ERROR"],
  ])("a %s card is refused with %s and nothing changes", async (_name, card, code) => {
    const shopper = await newShopper();
    const product = await stockedProduct();
    await addToCart(shopper, product.itemId, 1);
    const view = await readyToPlace(shopper, card);
    const before = await onlineQty(product.productId);
    const reply = await placeOrder(shopper, view.cart.cartSummary.ordTotal);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(code);
    expect(typeof reply.body.message).toBe("string");
    expect(await onlineQty(product.productId)).toBe(before);
    expect((await shopper.call("GET", "/cc/api/orders")).body.data.totalOrders).toBe(0);
    const after = (await shopper.call("GET", "/cc/api/checkout")).body.data;
    expect(after.cartInfo.items).toHaveLength(1);
    // The refused card is no longer the order's payment: the payment step is open again, not done.
    expect(after.orderPayment).toBeNull();
    expect(after.checkoutSections.payment).toBe("ACTIVE");
    expect((await placeOrder(shopper, view.cart.cartSummary.ordTotal)).body.code).toBe("CHECKOUT_INCOMPLETE");
  });

  it("a declined saved card stays saved but is no longer chosen for the order", async () => {
    const shopper = await newShopper();
    await addToCart(shopper, (await stockedProduct()).itemId, 1);
    const view = await readyToPlace(shopper, CARDS.declined, { profilePayment: true });
    const [saved] = (await shopper.call("GET", "/cc/api/payment/cards")).body.data.cards;
    expect(saved).toMatchObject({ last4: "0002" });
    expect((await placeOrder(shopper, view.cart.cartSummary.ordTotal)).body.code).toBe("PAYMENT_FAILED_ERROR");
    const after = (await shopper.call("GET", "/cc/api/checkout")).body.data;
    expect(after.orderPayment).toBeNull();
    expect(after.checkoutSections.payment).toBe("ACTIVE");
    expect((await shopper.call("GET", "/cc/api/payment/cards")).body.data.cards.map((c: { id: string }) => c.id)).toEqual([
      saved.id,
    ]);
  });

  it("the approving test cards tokenise with their brands", async () => {
    const shopper = await newShopper();
    await addToCart(shopper, (await stockedProduct()).itemId);
    for (const [number, brand, last4] of [
      [CARDS.visa, "VISA", "1111"],
      [CARDS.mastercard, "MASTER_CARD", "4444"],
      [CARDS.amex, "AMEX", "0005"],
    ]) {
      const reply = await tokenise(shopper, number!);
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ brand, last4, expiryMonth: 12, expiryYear: 2030 });
      expect(JSON.stringify(reply.body)).not.toContain(number!.replaceAll(" ", ""));
    }
  });

  it("refuses a stale expectedTotal with 409 and the new cart, placing nothing", async () => {
    const shopper = await newShopper();
    const product = await stockedProduct();
    const saved = await stockedProduct(30, 1);
    await addToCart(shopper, product.itemId, 1);
    await addToCart(shopper, saved.itemId, 1);
    const savedLine = (await shopper.call("GET", "/cc/api/checkout")).body.data.cartInfo.items.find(
      (i: { itemId: string }) => i.itemId === saved.itemId,
    );
    expect(
      (await shopper.call("POST", "/cc/api/sfl?mmx=false&page=1&size=300", { cartItemId: savedLine.cartItemId })).status,
    ).toBe(200);
    const view = await readyToPlace(shopper);
    const reply = await placeOrder(shopper, view.cart.cartSummary.ordTotal - 1);
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("TOTAL_CHANGED");
    // the cart the shopper goes back to, as the cart page shows it: saved-for-later items too
    expect(reply.body.data.cartInfo.cartSummary.ordTotal).toBe(view.cart.cartSummary.ordTotal);
    expect(reply.body.data.cartInfo.sflItems.map((s: { itemId: string }) => s.itemId)).toEqual([saved.itemId]);
    expect((await shopper.call("GET", "/cc/api/orders")).body.data.totalOrders).toBe(0);
  });

  it("answers a replayed key with the same order, and 422 for the same key with another body", async () => {
    const shopper = await newShopper();
    await addToCart(shopper, (await stockedProduct()).itemId, 1);
    const view = await readyToPlace(shopper);
    const total = view.cart.cartSummary.ordTotal;
    const key = crypto.randomUUID();
    const first = await placeOrder(shopper, total, key);
    expect(first.status).toBe(201);
    const again = await placeOrder(shopper, total, key);
    expect(again.status).toBe(200);
    expect(again.body.data.order.orderNumber).toBe(first.body.data.order.orderNumber);
    const other = await placeOrder(shopper, total + 5, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await shopper.call("GET", "/cc/api/orders")).body.data.totalOrders).toBe(1);
  });

  it("20 concurrent requests with one key place one order", async () => {
    const shopper = await newShopper();
    const product = await stockedProduct();
    const before = await onlineQty(product.productId);
    await addToCart(shopper, product.itemId, 1);
    const view = await readyToPlace(shopper);
    const key = crypto.randomUUID();
    const replies = await Promise.all(Array.from({ length: 20 }, () => placeOrder(shopper, view.cart.cartSummary.ordTotal, key)));
    const numbers = new Set(replies.map((r) => r.body.data?.order?.orderNumber));
    expect(replies.map((r) => r.status).every((s) => s === 200 || s === 201)).toBe(true);
    expect(numbers.size).toBe(1);
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await onlineQty(product.productId)).toBe(before - 1);
  });

  it("50 shoppers racing for the last 10 units: exactly 10 orders, stock 0", async () => {
    const product = await stockedProduct(10);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => newShopper()));
    for (const s of shoppers) await addToCart(s, product.itemId, 1);
    const totals: number[] = [];
    for (const s of shoppers) totals.push((await readyToPlace(s)).cart.cartSummary.ordTotal);
    await server.db.updateTable("inventory").set({ onlineQty: 10 }).where("productId", "=", product.productId).execute();
    const replies = await Promise.all(shoppers.map((s, i) => placeOrder(s, totals[i]!)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect([r.status, r.body.code]).toEqual([409, "OUT_OF_STOCK"]);
    expect(await onlineQty(product.productId)).toBe(0);
  });

  it("limits declined cards to 5 per 10 minutes, then refuses even a good card with Retry-After, at the gateway too", async () => {
    const shopper = await newShopper();
    await addToCart(shopper, (await stockedProduct()).itemId, 1);
    const view = await readyToPlace(shopper, CARDS.declined);
    const total = view.cart.cartSummary.ordTotal;
    // a good card's token minted before the limit: placement itself must refuse it
    const good = await tokenise(shopper, CARDS.visa);
    for (let i = 0; i < 5; i++) {
      // A decline takes the card off the order: each attempt attaches it again, as a card tester would.
      if (i > 0) {
        const again = await tokenise(shopper, CARDS.declined);
        await shopper.call("POST", "/cc/api/checkout/default/payment", { cardPayment: { accountNumber: again.body.token } });
      }
      expect((await placeOrder(shopper, total)).body.code).toBe("PAYMENT_FAILED_ERROR");
    }
    await shopper.call("POST", "/cc/api/checkout/default/payment", { cardPayment: { accountNumber: good.body.token } });
    const limited = await placeOrder(shopper, total);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("TOO_MANY_PAYMENT_ATTEMPTS");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(logText).toContain("card_testing_limit");
    // The session refused at order placement cannot mint a token for another card either.
    const token = await tokenise(shopper, CARDS.visa);
    expect(token.status).toBe(429);
    expect(token.body).toEqual({ code: "TOO_MANY_PAYMENT_ATTEMPTS", message: limited.body.message });
    expect(Number(token.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(token.headers.get("retry-after"))).toBeLessThanOrEqual(600);
  });

  it("refuses a card number sent to the storefront, and it reaches neither the database nor the log", async () => {
    const shopper = await newShopper();
    await addToCart(shopper, (await stockedProduct()).itemId, 1);
    await shopper.call("POST", "/cc/api/checkout/default/address", ADDRESS);
    const number = "4242424242424242";
    for (const [path, body] of [
      ["/cc/api/checkout/default/payment", { cardPayment: { accountNumber: number, cvv: "" } }],
      ["/cc/api/checkout/default/payment", { cardPayment: { accountNumber: "4242 4242 4242 4242" } }],
      ["/cc/api/checkout/default/address", { ...ADDRESS, address2: number }],
    ] as const) {
      const reply = await shopper.call("POST", path, body);
      expect(reply.status, path).toBe(400);
      expect(reply.body.code).toBe("CARD_NUMBER_NOT_ACCEPTED");
      expect(JSON.stringify(reply.body)).not.toContain("4242");
    }
    // Every card typed into the gateway in this file, too, is absent from the storefront's log.
    for (const n of [number, ...Object.values(CARDS).map((c) => c.replaceAll(" ", ""))]) expect(logText).not.toContain(n);
    if (server.dbKind === "sqlite") {
      const files = fs.readdirSync(server.dataDir).map((f) => fs.readFileSync(`${server.dataDir}/${f}`));
      for (const file of files) {
        expect(file.includes(Buffer.from(number))).toBe(false);
        expect(file.includes(Buffer.from("4111111111111111"))).toBe(false);
      }
    }
  });

  it("keeps orders and saved cards to their owner (another's is a 404)", async () => {
    const owner = await newShopper();
    await addToCart(owner, (await stockedProduct()).itemId, 1);
    const view = await readyToPlace(owner, CARDS.visa, { profilePayment: true, userNotes: "Work card" });
    const placed = await placeOrder(owner, view.cart.cartSummary.ordTotal);
    const orderNumber = placed.body.data.order.orderNumber;
    const cards = await owner.call("GET", "/cc/api/payment/cards");
    expect(cards.body.data.cards).toHaveLength(1);
    expect(cards.body.data.cards[0]).toMatchObject({ brand: "VISA", last4: "1111", nickname: "Work card", isDefault: true });
    expect(JSON.stringify(cards.body)).not.toContain("tok_");
    const cardId = cards.body.data.cards[0].id;

    const other = await newShopper();
    expect((await other.call("GET", `/cc/api/orders/${orderNumber}`)).status).toBe(404);
    expect((await other.call("GET", "/cc/api/orders/7999999999")).status).toBe(404);
    expect((await other.call("DELETE", `/cc/api/payment/cards/${cardId}`)).status).toBe(404);
    expect((await other.call("PUT", `/cc/api/payment/cards/${cardId}/default`)).status).toBe(404);
    await addToCart(other, (await stockedProduct()).itemId, 1);
    const steal = await other.call("POST", "/cc/api/checkout/default/payment", { cardPayment: { id: cardId } });
    expect(steal.status).toBe(404);
    // the owner's card token is bound to the owner: presented by another shopper it is refused
    await addToCart(owner, (await stockedProduct()).itemId, 1);
    const ownerToken = await tokenise(owner, CARDS.visa);
    const foreign = await other.call("POST", "/cc/api/checkout/default/payment", {
      cardPayment: { accountNumber: ownerToken.body.token },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe("PAYMENT_OPERATION_FAILED");
    expect((await owner.call("GET", "/cc/api/payment/cards")).body.data.cards).toHaveLength(1);
  });

  it("uses a saved card next time and manages saved cards", async () => {
    const shopper = await newShopper();
    const product = await stockedProduct();
    await addToCart(shopper, product.itemId, 1);
    const view = await readyToPlace(shopper, CARDS.visa, { profilePayment: true });
    expect((await placeOrder(shopper, view.cart.cartSummary.ordTotal)).status).toBe(201);
    await addToCart(shopper, product.itemId, 1);
    const [card] = (await shopper.call("GET", "/cc/api/payment/cards")).body.data.cards;
    const attach = await shopper.call("POST", "/cc/api/checkout/default/payment", { cardPayment: { id: card.id } });
    expect(attach.status).toBe(200);
    expect(attach.body.data.orderPayment).toMatchObject({ brand: "VISA", last4: "1111", savedCardId: card.id });
    expect(attach.body.data.defaultSavedCardId).toBe(card.id);
    const second = await placeOrder(shopper, attach.body.data.cart.cartSummary.ordTotal);
    expect(second.status).toBe(201);
    const cards = await shopper.call("GET", "/cc/api/payment/cards");
    expect(cards.body.data.cards[0].lastUsedAt).not.toBeNull();
    expect((await shopper.call("DELETE", `/cc/api/payment/cards/${card.id}`)).status).toBe(200);
    expect((await shopper.call("GET", "/cc/api/payment/cards")).body.data.cards).toEqual([]);
  });

  it("checks addresses with the spec's words and refuses places it does not deliver to", async () => {
    const shopper = await newShopper();
    await addToCart(shopper, (await stockedProduct()).itemId, 1);
    for (const [change, field, message] of [
      [{ zipCode: "1234" }, "zipCode", "Invalid zip code"],
      [{ phones: [{ number: "555" }] }, "phone", "Invalid phone number"],
      [{ email: "not-an-email" }, "email", "Invalid email address"],
      [{ zipCode: "90210" }, "zipCode", "Invalid zip code"],
    ] as const) {
      const reply = await shopper.call("POST", "/cc/api/checkout/default/address", { ...ADDRESS, ...change });
      expect(reply.status, field).toBe(400);
      expect(reply.body.code).toBe("ADDRESS_INVALID");
      expect(reply.body.fields[field]).toBe(message);
    }
    const alaska = await shopper.call("POST", "/cc/api/checkout/default/address", {
      ...ADDRESS,
      city: "Anchorage",
      state: "AK",
      zipCode: "99501",
    });
    expect(alaska.status).toBe(400);
    expect(alaska.body.code).toContain("UN_DELIVERABLE_ADDRESSES");
    for (const body of [[], "x", { firstName: 5 }, { ...ADDRESS, city: "x".repeat(5000) }]) {
      const reply = await shopper.call("POST", "/cc/api/checkout/default/address", body);
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(reply.body).toHaveProperty("code");
      expect(reply.body).toHaveProperty("message");
    }
    expect((await shopper.call("GET", "/cc/api/checkout")).body.data.orderPayment).toBeNull();
  });

  it("a fault after the card was authorised voids it and leaves no order; the retry places it", async () => {
    const browser = await newShopper();
    const product = await stockedProduct();
    await addToCart(browser, product.itemId, 2);
    const ready = await readyToPlace(browser);
    const before = await onlineQty(product.productId);
    const key = crypto.randomUUID();
    const ledgerBefore = server.gateway.ledger.length;
    await failOrderLines(true);
    try {
      const broken = await placeOrder(browser, ready.cart.cartSummary.ordTotal, key);
      expect(broken.status).toBe(500);
      expect(broken.body).toMatchObject({ code: "INTERNAL_ERROR", message: expect.any(String) });
      expect(broken.body.message).not.toContain("order_lines");
    } finally {
      await failOrderLines(false);
    }
    // The authorisation was voided; the stock, the cart and the order history are as they were.
    const entries = server.gateway.ledger.slice(ledgerBefore);
    expect(entries.map((e) => `${e.kind}:${e.approved}`)).toEqual(["authorise:true", "void:true"]);
    expect(entries[1]?.authorisationId).toBe(entries[0]?.authorisationId);
    expect(await onlineQty(product.productId)).toBe(before);
    const cart = await browser.call("GET", "/cc/api/checkout");
    expect(cart.body.data.cartInfo.items).toHaveLength(1);
    expect((await browser.call("GET", "/cc/api/orders")).body.data.orders).toEqual([]);

    const retry = await placeOrder(browser, ready.cart.cartSummary.ordTotal, key);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(await onlineQty(product.productId)).toBe(before - 2);
  });

  it("refuses bad order requests: no key, wrong types, an empty cart", async () => {
    const shopper = await newShopper();
    expect((await shopper.call("POST", "/cc/api/checkout/default/order", { expectedTotal: 100 })).body.code).toBe(
      "IDEMPOTENCY_KEY_REQUIRED",
    );
    for (const body of [{}, { expectedTotal: "100" }, { expectedTotal: 1.5 }, { expectedTotal: -1 }]) {
      const reply = await placeOrder(shopper, 0);
      expect(reply.status).toBe(400);
      const typed = await shopper.call("POST", "/cc/api/checkout/default/order", body, {
        "idempotency-key": crypto.randomUUID(),
      });
      expect(typed.status).toBe(400);
    }
    const empty = await placeOrder(shopper, 100);
    expect([empty.status, empty.body.code]).toEqual([400, "EMPTY_CART"]);
    expect((await shopper.call("GET", "/cc/api/orders?page=0")).status).toBe(400);
    expect((await shopper.call("GET", "/cc/api/orders/not-a-number")).status).toBe(404);
  });
});

/** Northwind's buyer, signed in, with their budget centre's budget set to leave `balanceCents` available. */
async function northwindBuyer(balanceCents: number): Promise<{ buyer: TestBrowser; centreId: number }> {
  const buyer = new TestBrowser(server.baseUrl, ADVANTAGE);
  await buyer.signIn("buyer@northwind.test");
  const user = await server.db
    .selectFrom("users")
    .select(["budgetCentreId"])
    .where("email", "=", "buyer@northwind.test")
    .executeTakeFirstOrThrow();
  const centreId = Number(user.budgetCentreId);
  await setCentreAvailable(server.db, centreId, balanceCents);
  return { buyer, centreId };
}

async function budgetBalance(centreId: number): Promise<number> {
  return centreAvailableCents(server.db, centreId);
}

async function northwindApprover(): Promise<TestBrowser> {
  const approver = new TestBrowser(server.baseUrl, ADVANTAGE);
  await approver.signIn("approver@northwind.test");
  return approver;
}

/** The approver's pending order with this number, as getApprovalOrdersData answers it. */
async function pendingOrder(approver: TestBrowser, orderNumber: string) {
  const pending = await approver.call("POST", "/ele-lpd/api/sparxProxy/getApprovalOrdersData", {});
  return pending.body.data.approvalsData.find((o: { orderNumber: string }) => o.orderNumber === orderNumber);
}

function decide(
  approver: TestBrowser,
  order: { cartId: string; ownerProfileId: string; orderNumber: string },
  action: "ACCEPT" | "DECLINE",
  approvalComments = "",
) {
  const query = action === "ACCEPT" ? "approve" : "decline";
  return approver.call("POST", `/ele-lpd/api/approvalsProxy/order?action=${query}`, [
    { cartId: order.cartId, ownerProfileId: order.ownerProfileId, orderNumber: order.orderNumber, approvalComments, action },
  ]);
}

describe("business orders and approvals", () => {
  it("an order over the budget centre's balance waits; approving places it and the balance follows", async () => {
    const { buyer, centreId } = await northwindBuyer(100);
    const product = await stockedProduct();
    const before = await onlineQty(product.productId);
    await addToCart(buyer, product.itemId, 1);
    await buyer.call("POST", "/cc/api/checkout/default/address", ADDRESS);
    const onAccount = await buyer.call("POST", "/cc/api/checkout/default/payment", {
      paymentType: "ON_ACCOUNT",
      purchaseOrderNumber: "PO-7731",
    });
    expect(onAccount.status, JSON.stringify(onAccount.body)).toBe(200);
    expect(onAccount.body.data.business).toMatchObject({ approvalRequired: true, approvalReason: "OVER_BUDGET" });
    const total = onAccount.body.data.cart.cartSummary.ordTotal;
    const placed = await placeOrder(buyer, total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.order.status).toBe("PENDING_APPROVAL");
    expect(await onlineQty(product.productId)).toBe(before - 1);

    const approver = await northwindApprover();
    const order = await pendingOrder(approver, placed.body.data.order.orderNumber);
    expect(order).toMatchObject({ totalCents: total, orderSubmittedBy: expect.stringContaining(" ") });
    const approve = await decide(approver, order, "ACCEPT", "ok");
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const detail = await buyer.call("GET", `/cc/api/orders/${order.orderNumber}`);
    expect(detail.body.data.order).toMatchObject({
      status: "PLACED",
      payment: { paymentType: "ON_ACCOUNT", purchaseOrderNumber: "PO-7731" },
    });
    expect(await budgetBalance(centreId)).toBe(100 - total);
    // the approver sees the account's order too
    expect((await approver.call("GET", `/cc/api/orders/${order.orderNumber}`)).status).toBe(200);
  });

  it("a buyer paying by card within the budget centre's balance is placed at once: captured, balance spent", async () => {
    const { buyer, centreId } = await northwindBuyer(5_000_000);
    const product = await stockedProduct();
    await addToCart(buyer, product.itemId, 1);
    const ready = await readyToPlace(buyer, CARDS.mastercard);
    const total = ready.cart.cartSummary.ordTotal;
    const ledgerBefore = server.gateway.ledger.length;
    const placed = await placeOrder(buyer, total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.order.status).toBe("PLACED");
    expect(server.gateway.ledger.slice(ledgerBefore).map((e) => `${e.kind}:${e.approved}:${e.amountCents}`)).toEqual([
      `authorise:true:${total}`,
      `capture:true:${total}`,
    ]);
    expect(await budgetBalance(centreId)).toBe(5_000_000 - total);
    const detail = await buyer.call("GET", `/cc/api/orders/${placed.body.data.order.orderNumber}`);
    expect(detail.body.data.order.payment).toMatchObject({ paymentType: "CREDIT_CARD", brand: "MASTER_CARD", last4: "4444" });
  });

  it("offers the account's ship-to locations as shipping addresses; another account's is a 404", async () => {
    const { buyer } = await northwindBuyer(1_000_000);
    // A buyer with no addresses of their own (earlier tests gave the shared demo buyer some).
    await server.db
      .deleteFrom("addresses")
      .where("userId", "in", server.db.selectFrom("users").select("id").where("email", "=", "buyer@northwind.test"))
      .execute();
    const product = await stockedProduct();
    await addToCart(buyer, product.itemId, 1);
    const first = await buyer.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The buyer starts with the account's first location, as the header shows it.
    expect(first.body.data.shippingAddress).toMatchObject({ organizationName: "Northwind Legal LLP - Boston" });
    const shipTos = (first.body.data.savedAddresses as { id: string; organizationName: string }[]).filter((a) =>
      a.id.startsWith("shipto-"),
    );
    expect(shipTos.map((a) => a.organizationName)).toEqual(["Northwind Legal LLP - Boston", "Northwind Legal LLP - Natick"]);
    // Bluebird Dental's location is not Northwind's to ship to, and nothing changes.
    const bluebird = await buyer.call("PUT", "/cc/api/checkout/default/address", { type: "S", id: "shipto-3" });
    expect(bluebird.status).toBe(404);
    expect(bluebird.body.code).toBe("ADDRESS_NOT_FOUND");

    const natick = shipTos.find((a) => a.organizationName.endsWith("Natick"));
    const chosen = await buyer.call("PUT", "/cc/api/checkout/default/address", { type: "S", id: natick?.id });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.data.shippingAddress).toMatchObject({
      firstName: "Pat",
      lastName: "Kowalski",
      organizationName: "Northwind Legal LLP - Natick",
      address1: "9 Erie Dr, Suite 300",
      city: "Natick",
      state: "MA",
      zipCode: "01760",
    });
    expect(chosen.body.data.checkoutSections.address).toBe("COMPLETE");
    const onAccount = await buyer.call("POST", "/cc/api/checkout/default/payment", {
      paymentType: "ON_ACCOUNT",
      purchaseOrderNumber: "PO-5120",
    });
    const placed = await placeOrder(buyer, onAccount.body.data.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const detail = await buyer.call("GET", `/cc/api/orders/${placed.body.data.order.orderNumber}`);
    expect(detail.body.data.order.shippingAddress).toMatchObject({
      organizationName: "Northwind Legal LLP - Natick",
      city: "Natick",
    });
  });

  it("declining a waiting order releases its stock and leaves the balance alone", async () => {
    const { buyer, centreId } = await northwindBuyer(50);
    const product = await stockedProduct();
    const before = await onlineQty(product.productId);
    await addToCart(buyer, product.itemId, 3);
    const view = await readyToPlace(buyer, CARDS.visa);
    const placed = await placeOrder(buyer, view.cart.cartSummary.ordTotal);
    expect(placed.body.data.order.status).toBe("PENDING_APPROVAL");
    expect(await onlineQty(product.productId)).toBe(before - 3);

    const approver = await northwindApprover();
    const order = await pendingOrder(approver, placed.body.data.order.orderNumber);
    const decline = await decide(approver, order, "DECLINE");
    expect(decline.status).toBe(200);
    expect(await onlineQty(product.productId)).toBe(before);
    expect(await budgetBalance(centreId)).toBe(50);
    expect((await buyer.call("GET", `/cc/api/orders/${order.orderNumber}`)).body.data.order.status).toBe("DECLINED");
  });
});

describe("an approver changes an order before approving it (MODIFY_CART)", () => {
  it("opens the waiting order as the approver's cart; approving takes the changed lines, stock and total", async () => {
    const { buyer, centreId } = await northwindBuyer(0);
    const product = await stockedProduct();
    const before = await onlineQty(product.productId);
    await addToCart(buyer, product.itemId, 3);
    await buyer.call("POST", "/cc/api/checkout/default/address", ADDRESS);
    const pay = await buyer.call("POST", "/cc/api/checkout/default/payment", {
      paymentType: "ON_ACCOUNT",
      purchaseOrderNumber: "PO-1",
    });
    const placed = await placeOrder(buyer, pay.body.data.cart.cartSummary.ordTotal);
    const orderNumber = placed.body.data.order.orderNumber;
    expect(placed.body.data.order.status).toBe("PENDING_APPROVAL");

    const modify = `/cc/api/cart/default?actionType=MODIFY_CART&orderNumber=${orderNumber}`;
    expect((await buyer.call("PUT", modify)).status).toBe(403);
    const approver = await northwindApprover();
    expect((await approver.call("PUT", "/cc/api/cart/default?actionType=MODIFY_CART&orderNumber=8000000000")).status).toBe(404);
    const opened = await approver.call("PUT", modify);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const line = opened.body.data.cartInfo.items[0];
    expect(line).toMatchObject({ itemId: product.itemId, qty: 3 });
    expect(opened.body.data.cartInfo.messages.map((m: { code: string }) => m.code)).toContain("MODIFY_ORDER");
    const changed = await approver.call("PUT", "/cc/api/checkout/default", { items: [{ cartItemId: line.cartItemId, qty: 1 }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const approve = await decide(approver, await pendingOrder(approver, orderNumber), "ACCEPT");
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const detail = (await buyer.call("GET", `/cc/api/orders/${orderNumber}`)).body.data.order;
    expect(detail.status).toBe("PLACED");
    expect(detail.lines).toEqual([expect.objectContaining({ itemId: product.itemId, qty: 1 })]);
    expect(await onlineQty(product.productId)).toBe(before - 1);
    expect(await budgetBalance(centreId)).toBe(-detail.summary.totalCents);
    expect((await approver.call("GET", "/cc/api/checkout")).body.data.cartInfo.items).toEqual([]);
  });
});

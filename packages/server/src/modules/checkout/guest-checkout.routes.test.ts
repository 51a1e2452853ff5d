import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADDRESS, checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Guest checkout over real HTTP on a real database (SQLite, or PostgreSQL with DATABASE_URL):
// "Check out as a guest", the e-mail a guest's address needs, what needs an account, the card-testing
// limits a guest cannot escape with new sessions, the confirmation mail, order look-up and the
// account made from a guest's order.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;
let guests = 0;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  h = checkoutHelpers(server, "10.35");
});
afterAll(async () => {
  await server?.close();
});

const DECLINED = "4000 0000 0000 0002";
const VISA = "4111 1111 1111 1111";

/** A browser with an item in its cart, from its own client address unless one is given. */
async function guestWithCart(ip = `10.36.${Math.floor(guests / 250)}.${(guests += 1) % 250}`, offset = guests % 30) {
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": ip };
  const product = await h.stockedProduct(500, offset);
  await h.addToCart(browser, product.itemId, 1);
  return { browser, product };
}

async function checkOutAsGuest(browser: TestBrowser) {
  const reply = await browser.call("POST", "/api/auth/guest");
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply;
}

function addressFor(email: string | undefined) {
  const { email: _typed, ...rest } = TEST_ADDRESS;
  return email === undefined ? rest : { ...rest, email };
}

async function shipTo(browser: TestBrowser, email: string) {
  expect((await browser.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" })).status).toBe(200);
  const reply = await browser.call("POST", "/cc/api/checkout/default/address", addressFor(email));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

const uniqueEmail = (name: string) => `${name}-${crypto.randomBytes(4).toString("hex")}@example.com`;

describe("check out as a guest", () => {
  it("opens the checkout for the browser's own cart, and the shopper stays a guest", async () => {
    const { browser, product } = await guestWithCart();
    expect((await browser.call("POST", "/cc/api/checkout/default/address", TEST_ADDRESS)).status).toBe(401);
    const started = await checkOutAsGuest(browser);
    expect(started.body.data.session).toMatchObject({ isLoggedIn: false });
    const address = await browser.call("POST", "/cc/api/checkout/default/address", TEST_ADDRESS);
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    expect(address.body.data.guest).toBe(true);
    expect(address.body.data.cart.items.map((i: { itemId: string }) => i.itemId)).toEqual([product.itemId]);
    expect((await browser.call("GET", "/api/session")).body.data.session.isLoggedIn).toBe(false);
    // asking again keeps the same guest checkout
    const again = await checkOutAsGuest(browser);
    expect(again.body.data.session.isLoggedIn).toBe(false);
    expect((await browser.call("POST", "/cc/api/checkout/default/address", TEST_ADDRESS)).status).toBe(200);
  });

  it("is for consumers: the business site answers 403 and opens nothing", async () => {
    const browser = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
    browser.extraHeaders = { "x-forwarded-for": "10.37.0.1" };
    const reply = await browser.call("POST", "/api/auth/guest");
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: "GUEST_CHECKOUT_NOT_AVAILABLE", message: expect.stringContaining("sign in") });
    expect(browser.cookies.has("quire_session")).toBe(false);
  });

  it("a guest's shipping address needs an e-mail: 400 NO_EMAIL, and nothing changes", async () => {
    const { browser } = await guestWithCart();
    await checkOutAsGuest(browser);
    const before = (await browser.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" })).body.data;
    for (const email of [undefined, "", "   "]) {
      const reply = await browser.call("POST", "/cc/api/checkout/default/address", addressFor(email));
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: "NO_EMAIL",
        message: "Please enter your email address. We send your order confirmation there.",
      });
    }
    const bad = await browser.call("POST", "/cc/api/checkout/default/address", addressFor("not-an-email"));
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([400, "ADDRESS_INVALID", "Invalid email address"]);
    const phone = await browser.call("POST", "/cc/api/checkout/default/address", {
      ...addressFor("a@example.com"),
      phones: [{ number: "123" }],
    });
    expect([phone.status, phone.body.message]).toEqual([400, "Invalid phone number"]);
    const zip = await browser.call("POST", "/cc/api/checkout/default/address", { ...addressFor("a@example.com"), zipCode: "1" });
    expect([zip.status, zip.body.message]).toEqual([400, "Invalid zip code"]);
    const after = (await browser.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" })).body.data;
    expect(after.shippingAddress).toEqual(before.shippingAddress);
    expect(after.shippingAddress).toBeNull();
  });

  it("saved cards and Easy Rewards need an account, and say so", async () => {
    const { browser } = await guestWithCart();
    await checkOutAsGuest(browser);
    await shipTo(browser, uniqueEmail("saver"));
    const token = await h.cardToken(browser, VISA);
    const saved = await browser.call("POST", "/cc/api/checkout/default/payment", {
      cardPayment: { accountNumber: token, profilePayment: true },
    });
    expect(saved.status).toBe(403);
    expect(saved.body).toMatchObject({ code: "ACCOUNT_REQUIRED", message: expect.stringContaining("need an account") });
    const rewards = await browser.call("POST", "/cc/api/checkout/default/rewards", { amount: 500 });
    expect(rewards.status).toBe(403);
    expect(rewards.body).toMatchObject({ code: "ACCOUNT_REQUIRED", message: expect.stringContaining("Easy Rewards") });
    const users = await server.db.selectFrom("savedCards").select("id").where("gatewayToken", "=", token).execute();
    expect(users).toEqual([]);
  });
});

describe("a guest's order", () => {
  it("pays by card, is confirmed by mail, found by number and e-mail only, and becomes an account's order", async () => {
    const { browser, product } = await guestWithCart();
    await checkOutAsGuest(browser);
    const email = uniqueEmail("Guest.Buyer");
    await shipTo(browser, email);
    const paid = await h.payByCard(browser, VISA);
    expect(paid.canPlaceOrder).toBe(true);
    const placed = await h.placeOrder(browser, paid.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderNumber = placed.body.data.order.orderNumber as string;

    // the confirmation page's call, the mail in the outbox
    const order = await browser.call("GET", `/cc/api/orders/${orderNumber}`);
    expect(order.status).toBe(200);
    expect(order.body.data.order.lines.map((l: { itemId: string }) => l.itemId)).toEqual([product.itemId]);
    const mail = await server.db.selectFrom("mailOutbox").selectAll().where("toAddress", "=", email.toLowerCase()).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your Quire order ${orderNumber}`);
    expect(mail[0]!.bodyText).toContain(orderNumber);

    // look-up: the number and the e-mail (any case) show it; a wrong one of either gets the same answer
    const lookup = new TestBrowser(server.baseUrl);
    lookup.extraHeaders = { "x-forwarded-for": "10.38.0.1" };
    const found = await lookup.call("POST", "/api/orders/lookup", { orderNumber, email: email.toUpperCase() });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.order).toMatchObject({ orderNumber, totalCents: paid.cart.cartSummary.ordTotal, itemCount: 1 });
    const wrongEmail = await lookup.call("POST", "/api/orders/lookup", { orderNumber, email: "someone@example.com" });
    const wrongNumber = await lookup.call("POST", "/api/orders/lookup", { orderNumber: "8000000001", email });
    expect(wrongEmail.status).toBe(404);
    expect([wrongEmail.body.code, wrongEmail.body.message]).toEqual([wrongNumber.body.code, wrongNumber.body.message]);
    const bad = await lookup.call("POST", "/api/orders/lookup", { orderNumber: "12", email: "x" });
    expect([bad.status, bad.body.code]).toEqual([400, "VALIDATION_ERROR"]);

    // another guest never sees it
    const other = await guestWithCart();
    await checkOutAsGuest(other.browser);
    expect((await other.browser.call("GET", `/cc/api/orders/${orderNumber}`)).status).toBe(404);
    expect((await other.browser.call("GET", "/cc/api/orders")).body.data.orders).toEqual([]);
    const stranger = await other.browser.call("POST", "/api/auth/guest/account", { password: "Quire-test-1" });
    expect([stranger.status, stranger.body.code]).toEqual([404, "NO_GUEST_ORDER"]);

    // the account from the order: a weak password changes nothing, a good one signs in with the order
    const weak = await browser.call("POST", "/api/auth/guest/account", { password: "short" });
    expect([weak.status, weak.body.code]).toEqual([400, "VALIDATION_ERROR"]);
    const created = await browser.call("POST", "/api/auth/guest/account", { password: "Quire-test-1" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.session).toMatchObject({ isLoggedIn: true });
    const history = await browser.call("GET", "/cc/api/orders");
    expect(history.body.data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
    const again = new TestBrowser(server.baseUrl);
    again.extraHeaders = { "x-forwarded-for": "10.38.0.2" };
    const signIn = await again.call("POST", "/api/auth/login", { email, password: "Quire-test-1" });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect((await again.call("GET", `/cc/api/orders/${orderNumber}`)).status).toBe(200);
  });

  it("an e-mail that already has an account is not taken over", async () => {
    const { browser } = await guestWithCart();
    await checkOutAsGuest(browser);
    await shipTo(browser, "registered@quire.test");
    const paid = await h.payByCard(browser, VISA);
    const placed = await h.placeOrder(browser, paid.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const created = await browser.call("POST", "/api/auth/guest/account", { password: "Quire-test-1" });
    expect([created.status, created.body.code]).toEqual([409, "EMAIL_TAKEN"]);
    expect((await browser.call("GET", "/api/session")).body.data.session.isLoggedIn).toBe(false);
  });

  it("a pickup order needs the pickup person's e-mail", async () => {
    const { browser } = await guestWithCart();
    await checkOutAsGuest(browser);
    const store = await server.db.selectFrom("stores").select("storeNumber").orderBy("storeNumber").executeTakeFirstOrThrow();
    const pickup = await browser.call("POST", "/cc/api/checkout/default/delivery", {
      deliveryMethod: "PICKUP",
      storeNumber: store.storeNumber,
    });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    const { email: _e, address1: _a, city: _c, state: _s, zipCode: _z, ...person } = TEST_ADDRESS;
    const none = await browser.call("POST", "/cc/api/checkout/default/address", { ...person, type: "ST" });
    expect([none.status, none.body.code]).toEqual([400, "NO_EMAIL"]);
    expect(none.body.message).toContain("pickup person");
  });

  it("pays with a gift card and a card for the rest", async () => {
    const { browser } = await guestWithCart();
    await checkOutAsGuest(browser);
    const view = await shipTo(browser, uniqueEmail("gift"));
    const card = await server.gateway.issueStoredValue({ type: "GIFT_CARD", amountCents: 300, seed: `guest-${Date.now()}` });
    const applied = await browser.call("POST", "/cc/api/checkout/default/giftcard", {
      giftCardNumber: card.number,
      pin: card.pin,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.paymentSummary).toMatchObject({
      giftCardAppliedAmt: 300,
      balanceOrdTotal: view.cart.cartSummary.ordTotal - 300,
    });
    await h.payByCard(browser, VISA);
    const placed = await h.placeOrder(browser, view.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });
});

describe("card testing by guests", () => {
  /** A guest ready to place an order with a card (a declining one unless told): a new session and record. */
  async function guestWithCard(ip: string, email: string, card = DECLINED) {
    const { browser } = await guestWithCart(ip);
    await checkOutAsGuest(browser);
    await shipTo(browser, email);
    const paid = await h.payByCard(browser, card);
    return { browser, total: paid.cart.cartSummary.ordTotal as number };
  }

  it("counts declines per client address: a new session from the same address is refused before authorising", async () => {
    const ip = "10.39.0.1";
    // ready before the declines: its card was tokenised while the address was still allowed to
    const next = await guestWithCard(ip, uniqueEmail("tester-next"), VISA);
    for (let i = 0; i < 5; i++) {
      const { browser, total } = await guestWithCard(ip, uniqueEmail(`tester${i}`));
      expect((await h.placeOrder(browser, total)).body.code).toBe("PAYMENT_FAILED_ERROR");
    }
    const limited = await h.placeOrder(next.browser, next.total);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("TOO_MANY_PAYMENT_ATTEMPTS");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // and a new guest from that address cannot even tokenise a card
    const { browser } = await guestWithCart(ip);
    await checkOutAsGuest(browser);
    const auth = await browser.call("POST", "/cc/api/payment/gateway/authToken?type=SP");
    const gateway = new TestBrowser(server.baseUrl, { host: "pay.localhost" });
    gateway.extraHeaders = { "x-forwarded-for": ip };
    const token = await gateway.call(
      "POST",
      "/v1/tokens",
      { number: VISA, expiryMonth: 12, expiryYear: 2030, cvv: "123" },
      { authorization: `Bearer ${auth.body.value}` },
    );
    expect([token.status, token.body.code]).toEqual([429, "TOO_MANY_PAYMENT_ATTEMPTS"]);
  });

  it("counts declines per e-mail across addresses and sessions", async () => {
    const email = uniqueEmail("same");
    const next = await guestWithCard("10.40.0.99", email, VISA);
    for (let i = 0; i < 5; i++) {
      const { browser, total } = await guestWithCard(`10.40.0.${i + 1}`, email);
      expect((await h.placeOrder(browser, total)).body.code).toBe("PAYMENT_FAILED_ERROR");
    }
    const limited = await h.placeOrder(next.browser, next.total);
    expect([limited.status, limited.body.code]).toEqual([429, "TOO_MANY_PAYMENT_ATTEMPTS"]);
  });

  it("counts declines per cart: a new guest session for the same cart cannot tokenise a card", async () => {
    const { browser, total } = await guestWithCard("10.41.0.1", uniqueEmail("cart"));
    for (let i = 0; i < 5; i++) {
      // a decline takes the card off the order: a card tester attaches another
      if (i > 0) await h.payByCard(browser, DECLINED);
      expect((await h.placeOrder(browser, total)).body.code).toBe("PAYMENT_FAILED_ERROR");
    }
    // the same cart cookie from another address, with a new guest session
    browser.cookies.delete("quire_session");
    browser.extraHeaders = { "x-forwarded-for": "10.41.0.2" };
    await checkOutAsGuest(browser);
    const auth = await browser.call("POST", "/cc/api/payment/gateway/authToken?type=SP");
    expect(auth.status).toBe(200);
    const gateway = new TestBrowser(server.baseUrl, { host: "pay.localhost" });
    gateway.extraHeaders = { "x-forwarded-for": "10.41.0.2" };
    const token = await gateway.call(
      "POST",
      "/v1/tokens",
      { number: VISA, expiryMonth: 12, expiryYear: 2030, cvv: "123" },
      { authorization: `Bearer ${auth.body.value}` },
    );
    expect([token.status, token.body.code]).toEqual([429, "TOO_MANY_PAYMENT_ATTEMPTS"]);
  });
});

import crypto from "node:crypto";
import { PAYPAL_TOKEN_VALIDITY_MS, type WalletType } from "@quire/domain";
import { SANDBOX_WALLET_PASSWORD } from "@quire/gateway";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADDRESS } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// PayPal, Klarna and Apple Pay at checkout over real HTTP on a real database (SQLite, or PostgreSQL
// with DATABASE_URL): the client token from the store, the shopper's approval on the gateway's
// wallet pages (its own host, pay.localhost, through the same port, as a browser without
// JavaScript posts them), then the spec's vendorpayment call.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
});
afterAll(async () => {
  await server?.close();
});

const ADDRESS = TEST_ADDRESS;
const WALLET_PATHS: Record<WalletType, string> = { PAYPAL: "paypal", KLARNA: "klarna", APPLE_PAY: "apple-pay" };
const TOKEN_TYPES: Record<WalletType, string> = { PAYPAL: "P", KLARNA: "K", APPLE_PAY: "AP" };
const RETURN_URL = "http://localhost:3000/checkout";
const HOUR = 3_600_000;

let shopperCount = 0;

interface Shopper {
  browser: TestBrowser;
  userId: number;
  subject: string;
}

/** A new consumer account, signed in, with one stocked item in the cart and delivery to ADDRESS chosen. */
async function shopperWithCart(): Promise<Shopper> {
  shopperCount += 1;
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": `10.19.${Math.floor(shopperCount / 250)}.${shopperCount % 250}` };
  const email = `wallet${shopperCount}-${crypto.randomBytes(3).toString("hex")}@example.com`;
  const registered = await browser.call("POST", "/api/auth/register", {
    email,
    password: "Quire-test-1",
    firstName: "Wallet",
    lastName: `Shopper${shopperCount}`,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  await addStockedItem(browser);
  expect((await browser.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" })).status).toBe(200);
  const address = await browser.call("POST", "/cc/api/checkout/default/address", ADDRESS);
  expect(address.status, JSON.stringify(address.body)).toBe(200);
  const user = await server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return { browser, userId: Number(user.id), subject: `dotcom:user:${Number(user.id)}` };
}

async function addStockedItem(browser: TestBrowser): Promise<void> {
  const row = await server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .select(["p.itemId"])
    .where("p.status", "=", "PUBLISHED")
    .where("p.isFreeSample", "=", 0)
    .where("p.isWarrantyPlan", "=", 0)
    .where("p.assemblyEligible", "=", 0)
    .where("p.finalPriceCents", ">", 500)
    .where("i.onlineQty", ">=", 30)
    .where("i.backorderDate", "is", null)
    .orderBy("p.id")
    .limit(1)
    .offset(shopperCount % 40)
    .executeTakeFirstOrThrow();
  const added = await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: row.itemId, qty: 1 }] });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
}

async function cartIdOf(shopper: Shopper): Promise<string> {
  const cart = await shopper.browser.call("GET", "/cc/api/checkout");
  return cart.body.data.cartInfo.cartId as string;
}

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no ${name} in ${html.slice(0, 300)}`);
  return match[1]!.replaceAll("&amp;", "&");
}

/**
 * The shopper's way through the wallet's pages without JavaScript: the store's client token, the
 * page, the sign-in form, Approve. Answers where the gateway sent the browser back to.
 */
async function approveOnWalletPage(shopper: Shopper, wallet: WalletType, email: string, decision = "approve"): Promise<URL> {
  const token = await shopper.browser.call("POST", `/cc/api/payment/gateway/authToken?type=${TOKEN_TYPES[wallet]}`);
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  const pay = new TestBrowser(server.baseUrl, { host: "pay.localhost" });
  const query = new URLSearchParams({ session: token.body.value, returnUrl: RETURN_URL });
  const page = await pay.call("GET", `/wallets/${WALLET_PATHS[wallet]}?${query}`);
  expect(page.status).toBe(200);
  const formHeaders = { "content-type": "application/x-www-form-urlencoded" };
  const review = await pay.call(
    "POST",
    `/wallets/${WALLET_PATHS[wallet]}/sign-in`,
    form({ session: token.body.value, returnUrl: RETURN_URL, email, password: SANDBOX_WALLET_PASSWORD }),
    formHeaders,
  );
  expect(review.status, String(review.body).slice(0, 500)).toBe(200);
  const back = await pay.call(
    "POST",
    `/wallets/${WALLET_PATHS[wallet]}/decision`,
    form({ session: token.body.value, returnUrl: RETURN_URL, login: hiddenField(review.body, "login"), decision }),
    formHeaders,
  );
  expect(back.status).toBe(303);
  return new URL(back.headers.get("location") ?? "");
}

async function approvedNonce(shopper: Shopper, wallet: WalletType, email: string): Promise<string> {
  const back = await approveOnWalletPage(shopper, wallet, email);
  expect(back.searchParams.get("wallet")).toBe(wallet);
  return back.searchParams.get("nonce") ?? "";
}

/** A nonce minted by the gateway itself, for a subject, cart or time a shopper's own pages would not give. */
function mintNonce(wallet: WalletType, email: string, subject: string, cartId: string, atMs = Date.now()): string {
  const wallets = server.gateway.wallets;
  const session = wallets.session({ wallet, subject, cartId, amountCents: 1_000, merchantName: "Quire" }, atMs);
  const signIn = wallets.signIn(session.value, email, SANDBOX_WALLET_PASSWORD, atMs);
  if (!signIn.ok) throw new Error("sign-in refused");
  const approval = wallets.approve(session.value, signIn.login, atMs);
  if (!approval.ok) throw new Error("approval refused");
  return approval.nonce;
}

function paypalBody(nonce: string, extra: Record<string, unknown> = {}) {
  return {
    vendorPayment: {
      consumerType: "CNC",
      contactInformation: {
        shipping: { firstName: "Jordan", lastName: "Avery", address1: "100 Summer St", field1: "PaypalAddress" },
      },
      payPalInfo: { deviceData: '{"correlation_id":"abc"}', paymentMethodNonce: nonce, ...extra },
    },
  };
}

function walletBody(wallet: WalletType, nonce: string, extra: Record<string, unknown> = {}) {
  return { vendorPayment: { vendorPaymentType: wallet, walletInfo: { paymentMethodNonce: nonce, ...extra } } };
}

/** What a refusal must leave as it was: the checkout's payment and the shopper's addresses. */
async function state(shopper: Shopper) {
  const cartId = await cartIdOf(shopper);
  const checkout = await server.db.selectFrom("checkouts").selectAll().where("cartId", "=", cartId).executeTakeFirst();
  const addresses = await server.db
    .selectFrom("addresses")
    .select(["id", "field1", "updatedAt"])
    .where("userId", "=", shopper.userId)
    .orderBy("id")
    .execute();
  return { checkout, addresses };
}

async function expectRefused(shopper: Shopper, body: unknown, status: number, code: string) {
  const before = await state(shopper);
  const reply = await shopper.browser.call("POST", "/cc/api/checkout/default/vendorpayment", body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.code).toBe(code);
  expect(typeof reply.body.message).toBe("string");
  expect(await state(shopper)).toEqual(before);
  return reply;
}

describe("wallet client tokens: POST /cc/api/payment/gateway/authToken?type=P|K|AP", () => {
  it("asks guests to sign in", async () => {
    const guest = new TestBrowser(server.baseUrl);
    for (const path of ["/cc/api/payment/gateway/authToken?type=P", "/cc/api/checkout/default/vendorpayment"]) {
      const reply = await guest.call("POST", path, path.endsWith("vendorpayment") ? paypalBody("wno_x.y") : undefined);
      expect(reply.status, path).toBe(401);
      expect(reply.body.code).toBe("UNAUTHORIZED");
    }
  });

  it("type=P answers the spec's token with paypalClientToken {ClientToken, ReturnUser}, valid 23 hours", async () => {
    const shopper = await shopperWithCart();
    const before = Date.now();
    const reply = await shopper.browser.call("POST", "/cc/api/payment/gateway/authToken?type=P");
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-store");
    expect(reply.body).toEqual({
      value: expect.stringMatching(/^wst_/),
      validUntil: expect.any(String),
      tokenType: "P",
      transactionId: expect.stringMatching(/^txn_/),
      paypalClientToken: { ClientToken: reply.body.value, ReturnUser: false },
    });
    const validUntil = Date.parse(reply.body.validUntil);
    expect(validUntil).toBeGreaterThanOrEqual(before + PAYPAL_TOKEN_VALIDITY_MS);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + PAYPAL_TOKEN_VALIDITY_MS);
    // The client token opens the wallet's session for this shopper's cart and its total.
    const session = server.gateway.wallets.openSession(reply.body.value, Date.now());
    const cart = await shopper.browser.call("GET", "/cc/api/checkout");
    expect(session).toMatchObject({
      ok: true,
      session: {
        wallet: "PAYPAL",
        subject: shopper.subject,
        cartId: cart.body.data.cartInfo.cartId,
        amountCents: cart.body.data.cartInfo.cartSummary.balanceOrdTotal ?? cart.body.data.cartInfo.cartSummary.ordTotal,
      },
    });
  });

  it("type=K and type=AP answer Klarna's and Apple Pay's client tokens; SP is still the card form's", async () => {
    const shopper = await shopperWithCart();
    const klarna = await shopper.browser.call("POST", "/cc/api/payment/gateway/authToken?type=K");
    expect(klarna.body).toMatchObject({
      tokenType: "K",
      walletClientToken: { ClientToken: klarna.body.value, ReturnUser: false },
    });
    expect(klarna.body.paypalClientToken).toBeUndefined();
    const applePay = await shopper.browser.call("POST", "/cc/api/payment/gateway/authToken?type=AP");
    expect(applePay.body).toMatchObject({ tokenType: "AP", walletClientToken: { ReturnUser: false } });
    const card = await shopper.browser.call("POST", "/cc/api/payment/gateway/authToken?type=SP");
    expect(card.body).toEqual({
      value: expect.stringMatching(/^pat_/),
      validUntil: expect.any(String),
      tokenType: "SP",
      transactionId: expect.any(String),
    });
  });

  it("refuses an unknown type, and an empty cart", async () => {
    const shopper = await shopperWithCart();
    const unknown = await shopper.browser.call("POST", "/cc/api/payment/gateway/authToken?type=VENMO");
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("INVALID_REQUEST");
    const emptyCart = new TestBrowser(server.baseUrl);
    emptyCart.extraHeaders = { "x-forwarded-for": "10.29.0.1" };
    await emptyCart.call("POST", "/api/auth/register", {
      email: `empty-${crypto.randomBytes(3).toString("hex")}@example.com`,
      password: "Quire-test-1",
      firstName: "Empty",
      lastName: "Cart",
    });
    const reply = await emptyCart.call("POST", "/cc/api/payment/gateway/authToken?type=P");
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("EMPTY_CART");
  });
});

describe("POST /cc/api/checkout/default/vendorpayment", () => {
  it("PayPal: the spec's body attaches the approval; the PayPal address is kept and shipped to", async () => {
    const shopper = await shopperWithCart();
    const cartId = await cartIdOf(shopper);
    const nonce = await approvedNonce(shopper, "PAYPAL", "paypal.buyer@quire.test");
    const reply = await shopper.browser.call(
      "POST",
      "/cc/api/checkout/default/vendorpayment",
      paypalBody(nonce, { payPalEmail: "paypal.buyer@quire.test", payerId: "QPAYBUYER0001" }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const view = reply.body.data;
    expect(view.orderPayment).toMatchObject({
      paymentType: "PAYPAL",
      brand: null,
      last4: null,
      savedCardId: null,
      walletEmail: "paypal.buyer@quire.test",
    });
    // The name "Jordan Avery" split on the first space; the phone's dashes removed.
    const paypalAddress = {
      type: "S",
      firstName: "Jordan",
      lastName: "Avery",
      address1: "100 Summer St",
      city: "Boston",
      state: "MA",
      zipCode: "02110",
      phones: [{ number: "6175550142", extension: null }],
      field1: "PaypalAddress",
    };
    expect(view.shippingAddress).toMatchObject(paypalAddress);
    expect(view.savedAddresses).toEqual(expect.arrayContaining([expect.objectContaining(paypalAddress)]));
    expect(view.savedAddresses).toEqual(
      expect.arrayContaining([expect.objectContaining({ address1: "1 Main St", field1: null })]),
    );
    expect(view.checkoutSections.payment).toBe("COMPLETE");
    expect(JSON.stringify(view)).not.toContain(nonce);

    const row = await server.db.selectFrom("checkouts").selectAll().where("cartId", "=", cartId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      paymentType: "PAYPAL",
      cardToken: nonce,
      cardBrand: null,
      cardLast4: null,
      cardExpiryMonth: null,
      cardExpiryYear: null,
      savedCardId: null,
      walletEmail: "paypal.buyer@quire.test",
    });
    // The cart is priced for where it now ships.
    const cart = await server.db.selectFrom("carts").select("shipToZip").where("id", "=", cartId).executeTakeFirstOrThrow();
    expect(cart.shipToZip).toBe("02110");

    // A returning PayPal user, and the same approval again keeps one PayPal address.
    const token = await shopper.browser.call("POST", "/cc/api/payment/gateway/authToken?type=P");
    expect(token.body.paypalClientToken.ReturnUser).toBe(true);
    expect((await shopper.browser.call("POST", "/cc/api/checkout/default/vendorpayment", paypalBody(nonce))).status).toBe(200);
    const addresses = await server.db
      .selectFrom("addresses")
      .select("field1")
      .where("userId", "=", shopper.userId)
      .where("field1", "=", "PaypalAddress")
      .execute();
    expect(addresses).toHaveLength(1);
    const checkout = await shopper.browser.call("GET", "/cc/api/checkout");
    expect(checkout.body.data.orderPayment).toMatchObject({ paymentType: "PAYPAL" });
  });

  it.each([
    ["KLARNA", "klarna.buyer@quire.test", { firstName: "Riley", lastName: "Chen", zipCode: "10001", field1: "KlarnaAddress" }],
    [
      "APPLE_PAY",
      "applepay.buyer@quire.test",
      { firstName: "Sam", lastName: "Rivera", zipCode: "80202", field1: "ApplePayAddress" },
    ],
  ] as const)("%s: vendorPaymentType and walletInfo attach the approval with its address", async (wallet, email, address) => {
    const shopper = await shopperWithCart();
    const nonce = await approvedNonce(shopper, wallet, email);
    const reply = await shopper.browser.call(
      "POST",
      "/cc/api/checkout/default/vendorpayment",
      walletBody(wallet, nonce, { payerEmail: email }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.orderPayment).toMatchObject({ paymentType: wallet, walletEmail: email });
    expect(reply.body.data.shippingAddress).toMatchObject(address);
  });

  it("at pickup, keeps the wallet's address without shipping to it", async () => {
    const shopper = await shopperWithCart();
    const store = await server.db.selectFrom("stores").select("storeNumber").orderBy("storeNumber").executeTakeFirstOrThrow();
    const pickup = await shopper.browser.call("POST", "/cc/api/checkout/default/delivery", {
      deliveryMethod: "PICKUP",
      storeNumber: store.storeNumber,
    });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    const nonce = await approvedNonce(shopper, "KLARNA", "klarna.buyer@quire.test");
    const reply = await shopper.browser.call("POST", "/cc/api/checkout/default/vendorpayment", walletBody("KLARNA", nonce));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.deliveryMethod).toBe("PICKUP");
    expect(reply.body.data.orderPayment).toMatchObject({ paymentType: "KLARNA" });
    expect(reply.body.data.savedAddresses).toEqual(
      expect.arrayContaining([expect.objectContaining({ field1: "KlarnaAddress" })]),
    );
  });

  it("Cancel on the wallet's page brings the shopper back with no approval", async () => {
    const shopper = await shopperWithCart();
    const back = await approveOnWalletPage(shopper, "PAYPAL", "paypal.buyer@quire.test", "cancel");
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get("cancelled")).toBe("1");
    expect(back.searchParams.has("nonce")).toBe(false);
  });

  it("refuses an approval for another cart of the same shopper, and a stale one after an order", async () => {
    const shopper = await shopperWithCart();
    const other = mintNonce("PAYPAL", "paypal.buyer@quire.test", shopper.subject, crypto.randomUUID());
    const reply = await expectRefused(shopper, paypalBody(other), 409, "WALLET_APPROVAL_OTHER_CART");
    expect(reply.body.message).toBe("This PayPal approval was for a different cart. Please choose PayPal again.");

    // Approved for this cart, then the cart is bought by card: the approval does not pay the next cart.
    const nonce = await approvedNonce(shopper, "PAYPAL", "paypal.buyer@quire.test");
    const auth = await shopper.browser.call("POST", "/cc/api/payment/gateway/authToken?type=SP");
    const pay = new TestBrowser(server.baseUrl, { host: "pay.localhost" });
    pay.extraHeaders = { ...shopper.browser.extraHeaders };
    const card = await pay.call(
      "POST",
      "/v1/tokens",
      { number: "4111 1111 1111 1111", expiryMonth: 12, expiryYear: 2030, cvv: "123" },
      { authorization: `Bearer ${auth.body.value}` },
    );
    const attached = await shopper.browser.call("POST", "/cc/api/checkout/default/payment", {
      cardPayment: { accountNumber: card.body.token },
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const total = attached.body.data.paymentSummary?.balanceOrdTotal ?? attached.body.data.cart.cartSummary.ordTotal;
    const placed = await shopper.browser.call(
      "POST",
      "/cc/api/checkout/default/order",
      { expectedTotal: attached.body.data.cart.cartSummary.ordTotal },
      { "idempotency-key": crypto.randomUUID() },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(total).toBeGreaterThan(0);
    await addStockedItem(shopper.browser);
    await expectRefused(shopper, paypalBody(nonce), 409, "WALLET_APPROVAL_OTHER_CART");
  });

  it("refuses another shopper's approval", async () => {
    const owner = await shopperWithCart();
    const thief = await shopperWithCart();
    const nonce = await approvedNonce(owner, "PAYPAL", "paypal.buyer@quire.test");
    const reply = await expectRefused(thief, paypalBody(nonce), 403, "WALLET_APPROVAL_OTHER_SHOPPER");
    expect(reply.body.message).toBe("This PayPal approval belongs to someone else.");
    expect(JSON.stringify(reply.body)).not.toContain("paypal.buyer");
  });

  it("refuses a tampered approval, one of another wallet, and one that is not an approval", async () => {
    const shopper = await shopperWithCart();
    const nonce = await approvedNonce(shopper, "PAYPAL", "paypal.buyer@quire.test");
    const [body, signature] = nonce.slice(4).split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString()) as Record<string, unknown>;
    const otherAccount = `wno_${Buffer.from(JSON.stringify({ ...payload, k: "paypal.declined@quire.test" })).toString("base64url")}.${signature}`;
    await expectRefused(shopper, paypalBody(otherAccount), 400, "WALLET_APPROVAL_INVALID");
    await expectRefused(shopper, paypalBody(`${nonce.slice(0, -3)}abc`), 400, "WALLET_APPROVAL_INVALID");
    const asKlarna = await expectRefused(shopper, walletBody("KLARNA", nonce), 400, "WALLET_APPROVAL_INVALID");
    expect(asKlarna.body.message).toBe("We couldn't confirm your Klarna approval. Please choose Klarna again.");
    await expectRefused(shopper, paypalBody("tok_not-a-nonce.sig"), 400, "WALLET_APPROVAL_INVALID");
    await expectRefused(shopper, paypalBody("<script>alert(1)</script>"), 400, "WALLET_APPROVAL_INVALID");
  });

  it("refuses an expired approval", async () => {
    const shopper = await shopperWithCart();
    const expired = mintNonce(
      "KLARNA",
      "klarna.buyer@quire.test",
      shopper.subject,
      await cartIdOf(shopper),
      Date.now() - 4 * HOUR,
    );
    const reply = await expectRefused(shopper, walletBody("KLARNA", expired), 400, "WALLET_APPROVAL_EXPIRED");
    expect(reply.body.message).toBe("Your Klarna approval has expired. Please choose Klarna again.");
  });

  it("refuses a payer other than the one the wallet approved, and another checkout's id", async () => {
    const shopper = await shopperWithCart();
    const nonce = await approvedNonce(shopper, "PAYPAL", "paypal.buyer@quire.test");
    await expectRefused(shopper, paypalBody(nonce, { payPalEmail: "someone@else.test" }), 400, "WALLET_DETAILS_MISMATCH");
    await expectRefused(shopper, paypalBody(nonce, { payerId: "NOTTHEPAYER01" }), 400, "WALLET_DETAILS_MISMATCH");
    const body = paypalBody(nonce);
    await expectRefused(
      shopper,
      { vendorPayment: { ...body.vendorPayment, checkoutId: crypto.randomUUID() } },
      404,
      "CHECKOUT_NOT_FOUND",
    );
  });

  it("refuses bodies it cannot read, changing nothing", async () => {
    const shopper = await shopperWithCart();
    const nonce = await approvedNonce(shopper, "PAYPAL", "paypal.buyer@quire.test");
    for (const body of [
      {},
      { vendorPayment: {} },
      { vendorPayment: { payPalInfo: {} } },
      { vendorPayment: { payPalInfo: { paymentMethodNonce: 42 } } },
      { vendorPayment: { vendorPaymentType: "VENMO", walletInfo: { paymentMethodNonce: nonce } } },
      { vendorPayment: { vendorPaymentType: "KLARNA", payPalInfo: undefined } },
      { vendorPayment: { payPalInfo: { paymentMethodNonce: "x".repeat(3000) } } },
      [nonce],
    ]) {
      await expectRefused(shopper, body, 400, "INVALID_REQUEST");
    }
    // A card number anywhere in the body is refused whole, and never repeated.
    const withCard = await expectRefused(
      shopper,
      paypalBody(nonce, { deviceData: "4111111111111111" }),
      400,
      "CARD_NUMBER_NOT_ACCEPTED",
    );
    expect(JSON.stringify(withCard.body)).not.toContain("4111111111111111");
  });

  it("is described in the OpenAPI document with the wallet's fields", async () => {
    const doc = await new TestBrowser(server.baseUrl).call("GET", "/api/openapi.json");
    const text = JSON.stringify(doc.body.paths["/cc/api/checkout/default/vendorpayment"]);
    for (const name of ["vendorPaymentType", "payPalInfo", "paymentMethodNonce", "walletInfo", "checkoutId"])
      expect(text).toContain(name);
    expect(JSON.stringify(doc.body.paths["/cc/api/payment/gateway/authToken"])).toContain("paypalClientToken");
  });
});

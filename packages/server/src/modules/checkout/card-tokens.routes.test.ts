import { CARD_MESSAGES } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Card tokens as a card tester meets them, over real HTTP on a real database (SQLite, or PostgreSQL
// with DATABASE_URL), the gateway on its own host (pay.localhost) through the store's port: a token
// tells nothing of its card, tokenising is limited per payment auth token, storefront session and
// client address in the store's database (so every process shares the count), and the gateway
// sends HSTS over https as the store does (decision 058).

let server: TestServer;
let helpers: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  helpers = checkoutHelpers(server, "10.58");
});
afterAll(async () => {
  await server?.close();
});

const VISA = "4111 1111 1111 1111";
const DECLINED = "4000 0000 0000 0002";

/** A new shopper with something in the cart (a payment auth token needs a cart). */
async function shopperWithCart(): Promise<TestBrowser> {
  const shopper = await helpers.newShopper();
  await helpers.addToCart(shopper, (await helpers.stockedProduct()).itemId);
  return shopper;
}

async function authToken(shopper: TestBrowser, on: TestServer = server): Promise<string> {
  const browser = on === server ? shopper : new TestBrowser(on.baseUrl);
  if (browser !== shopper) for (const [name, value] of shopper.cookies) browser.cookies.set(name, value);
  const reply = await browser.call("POST", "/cc/api/payment/gateway/authToken?type=SP");
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.value as string;
}

/** The card form's call, from `address` (the shopper's own unless given). */
async function tokenise(
  shopper: TestBrowser,
  bearer: string,
  options: { number?: string; address?: string; on?: TestServer } = {},
) {
  const gateway = new TestBrowser((options.on ?? server).baseUrl, { host: "pay.localhost" });
  gateway.extraHeaders = options.address ? { "x-forwarded-for": options.address } : { ...shopper.extraHeaders };
  return gateway.call(
    "POST",
    "/v1/tokens",
    { number: options.number ?? VISA, expiryMonth: 12, expiryYear: 2031, cvv: "123" },
    { authorization: `Bearer ${bearer}` },
  );
}

function expectLimited(reply: Awaited<ReturnType<typeof tokenise>>): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(429);
  expect(reply.body).toEqual({ code: "TOO_MANY_PAYMENT_ATTEMPTS", message: CARD_MESSAGES.tooManyAttempts });
  const retryAfter = Number(reply.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe("card tokens", () => {
  it("a declining and an approving card get the same answer; only placing the order tells them apart", async () => {
    const shopper = await shopperWithCart();
    const bearer = await authToken(shopper);
    const approving = await tokenise(shopper, bearer, { number: VISA });
    const declining = await tokenise(shopper, bearer, { number: DECLINED });
    expect(approving.status).toBe(201);
    expect(declining.status).toBe(201);
    expect(Object.keys(declining.body)).toEqual(Object.keys(approving.body));
    expect(declining.body).toMatchObject({ brand: "VISA", last4: "0002", expiryMonth: 12, expiryYear: 2031 });
    const tokens = [approving.body.token as string, declining.body.token as string];
    expect(tokens[1]).toHaveLength(tokens[0]!.length);
    for (const token of tokens) {
      const bytes = Buffer.from(token.replace(/^tok_/, ""), "base64url").toString("latin1");
      for (const readable of ["VISA", "1111", "0002", "2031", "DECLINE", "APPROVE", ":user:"])
        expect(bytes).not.toContain(readable);
    }

    // The store takes either (it shows the brand and last four), and learns the outcome at the order.
    await helpers.deliveryAndAddress(shopper);
    const attached = await shopper.call("POST", "/cc/api/checkout/default/payment", {
      cardPayment: { accountNumber: declining.body.token },
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const total = attached.body.data.cart.cartSummary.ordTotal as number;
    const declined = await helpers.placeOrder(shopper, total);
    expect(declined.status).toBe(400);
    expect(declined.body).toMatchObject({ code: "PAYMENT_FAILED_ERROR", message: CARD_MESSAGES.declined });
  });

  it("refuses a made-up token when it is given, and an altered one at authorisation with a clear message", async () => {
    const shopper = await shopperWithCart();
    await helpers.deliveryAndAddress(shopper);
    const madeUp = `tok_${Buffer.alloc(96, 1).toString("base64url")}`;
    const refused = await shopper.call("POST", "/cc/api/checkout/default/payment", { cardPayment: { accountNumber: madeUp } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("PAYMENT_OPERATION_FAILED");

    // A token altered after the store took it (the store keeps it as it was given).
    const token = (await tokenise(shopper, await authToken(shopper))).body.token as string;
    const attached = await shopper.call("POST", "/cc/api/checkout/default/payment", { cardPayment: { accountNumber: token } });
    expect(attached.status).toBe(200);
    const raw = Buffer.from(token.slice(4), "base64url");
    raw[30] = raw[30]! ^ 0x80;
    await server.db
      .updateTable("checkouts")
      .set({ cardToken: `tok_${raw.toString("base64url")}` })
      .where("cardToken", "=", token)
      .execute();
    const placed = await helpers.placeOrder(shopper, attached.body.data.cart.cartSummary.ordTotal as number);
    expect(placed.status).toBe(400);
    expect(placed.body).toMatchObject({ code: "PAYMENT_FAILED_ERROR", message: CARD_MESSAGES.staleCard });
    expect(server.gateway.ledger.at(-1)).toMatchObject({ kind: "authorise", approved: false });
    expect((await shopper.call("GET", "/cc/api/orders")).body.data.totalOrders).toBe(0);
  });
});

describe("the tokenising limit", () => {
  it("answers the 11th attempt of one payment auth token in ten minutes 429 with Retry-After", async () => {
    const shopper = await shopperWithCart();
    const bearer = await authToken(shopper);
    // declining, approving and refused cards alike count
    const numbers = [VISA, DECLINED, "4111 1111 1111 1112"];
    for (let i = 0; i < 10; i++) {
      const reply = await tokenise(shopper, bearer, { number: numbers[i % 3], address: `10.59.1.${i}` });
      expect(reply.status).toBe(i % 3 === 2 ? 400 : 201);
    }
    expectLimited(await tokenise(shopper, bearer, { address: "10.59.1.200" }));
  });

  it("answers the 11th attempt of one storefront session 429, whichever of its auth tokens it uses", async () => {
    const shopper = await shopperWithCart();
    for (let i = 0; i < 10; i++) {
      expect((await tokenise(shopper, await authToken(shopper), { address: `10.59.2.${i}` })).status).toBe(201);
    }
    expectLimited(await tokenise(shopper, await authToken(shopper), { address: "10.59.2.200" }));
    // another shopper is not held back by it
    const other = await shopperWithCart();
    expect((await tokenise(other, await authToken(other))).status).toBe(201);
  });

  it("answers the 11th attempt from one client address 429, across sessions", async () => {
    const address = "10.59.3.1";
    const shoppers = [await shopperWithCart(), await shopperWithCart(), await shopperWithCart()];
    for (let i = 0; i < 10; i++) {
      const shopper = shoppers[i % 3]!;
      expect((await tokenise(shopper, await authToken(shopper), { address })).status).toBe(201);
    }
    const fourth = await shopperWithCart();
    expectLimited(await tokenise(fourth, await authToken(fourth), { address }));
    expect((await tokenise(fourth, await authToken(fourth), { address: "10.59.3.2" })).status).toBe(201);
  });

  it("is shared by every process over the database", async () => {
    const second = await startTestServer({ sameDatabaseAs: server });
    try {
      const shopper = await shopperWithCart();
      for (let i = 0; i < 5; i++) {
        expect((await tokenise(shopper, await authToken(shopper), { address: `10.59.4.${i}` })).status).toBe(201);
      }
      for (let i = 5; i < 10; i++) {
        const bearer = await authToken(shopper, second);
        expect((await tokenise(shopper, bearer, { address: `10.59.4.${i}`, on: second })).status).toBe(201);
      }
      expectLimited(await tokenise(shopper, await authToken(shopper, second), { address: "10.59.4.200", on: second }));
      expectLimited(await tokenise(shopper, await authToken(shopper), { address: "10.59.4.201" }));
    } finally {
      await second.close();
    }
  });

  it("lets no more than ten of many simultaneous attempts through", async () => {
    const shopper = await shopperWithCart();
    const bearer = await authToken(shopper);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => tokenise(shopper, bearer, { address: `10.59.5.${i}` })),
    );
    expect(replies.filter((r) => r.status === 201).length).toBeLessThanOrEqual(10);
    for (const reply of replies.filter((r) => r.status !== 201)) expectLimited(reply);
  });
});

describe("HSTS", () => {
  it("the gateway's origin sends it over https exactly as the store does; over plain http neither does", async () => {
    const over = (host: string | undefined, https: boolean) => {
      const browser = new TestBrowser(server.baseUrl, host ? { host } : {});
      return browser.call("GET", host ? "/health" : "/healthz", undefined, https ? { "x-forwarded-proto": "https" } : {});
    };
    const storeHttps = await over(undefined, true);
    const gatewayHttps = await over("pay.localhost", true);
    expect(gatewayHttps.status).toBe(200);
    expect(storeHttps.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(gatewayHttps.headers.get("strict-transport-security")).toBe(storeHttps.headers.get("strict-transport-security"));
    expect((await over(undefined, false)).headers.get("strict-transport-security")).toBeNull();
    expect((await over("pay.localhost", false)).headers.get("strict-transport-security")).toBeNull();
  });
});

import { WALLET_SESSION_VALIDITY_MS, type WalletType } from "@quire/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGatewayApp } from "../app";
import { SandboxGateway } from "../sandbox-gateway";
import { WALLET_SIGN_IN_VALIDITY_MS } from "./sandbox-wallets";
import { SANDBOX_WALLET_PASSWORD } from "./test-accounts";

// The wallets' approval pages as a browser without JavaScript meets them: GET the page the store
// redirects to, post the sign-in form, post Approve or Cancel, follow the 303 back to the store.

const SECRET = "wallet-pages-secret";
const STORE = "http://localhost:4321";
const RETURN_URL = `${STORE}/checkout`;
const SHOPPER = "dotcom:user:42";
const CART = "cart-42";

let app: FastifyInstance;
let gateway: SandboxGateway;
let now = Date.parse("2026-11-24T10:00:00.000Z");

beforeAll(async () => {
  gateway = new SandboxGateway({ secret: SECRET, now: () => now });
  app = await buildGatewayApp({
    gateway,
    secret: SECRET,
    gatewayOrigin: "http://pay.localhost:4321",
    storefrontOrigins: (origin) => origin === STORE,
  });
});

afterAll(async () => {
  await app?.close();
});

function session(wallet: WalletType = "PAYPAL", amountCents = 5_000) {
  return gateway.walletSession({ wallet, subject: SHOPPER, cartId: CART, amountCents, merchantName: "Quire" }).value;
}

const PATHS: Record<WalletType, string> = { PAYPAL: "paypal", KLARNA: "klarna", APPLE_PAY: "apple-pay" };

function openPage(wallet: WalletType, sessionValue: string, returnUrl = RETURN_URL) {
  const query = new URLSearchParams({ session: sessionValue, returnUrl });
  return app.inject({ method: "GET", url: `/wallets/${PATHS[wallet]}?${query}` });
}

function post(path: string, fields: Record<string, string>) {
  return app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

function hidden(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no hidden ${name}`);
  return match[1]!.replaceAll("&amp;", "&");
}

async function signIn(wallet: WalletType, sessionValue: string, email: string, password = SANDBOX_WALLET_PASSWORD) {
  return post(`/wallets/${PATHS[wallet]}/sign-in`, { session: sessionValue, returnUrl: RETURN_URL, email, password });
}

/** Signs in and answers the review page's hidden fields, ready for Approve or Cancel. */
async function reviewed(wallet: WalletType, email: string, sessionValue = session(wallet)) {
  const page = await signIn(wallet, sessionValue, email);
  expect(page.statusCode, page.body).toBe(200);
  return { session: hidden(page.body, "session"), returnUrl: hidden(page.body, "returnUrl"), login: hidden(page.body, "login") };
}

describe("the approval page", () => {
  it("shows the merchant and the amount, and a labelled sign-in form", async () => {
    const page = await openPage("PAYPAL", session("PAYPAL", 12_345));
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain(`form-action 'self' ${STORE}`);
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain("<h1>Pay with PayPal</h1>");
    expect(page.body).toContain("<dt>Merchant</dt><dd>Quire</dd>");
    expect(page.body).toContain("<dt>Amount</dt><dd>$123.45</dd>");
    expect(page.body).toContain('<form action="/wallets/paypal/sign-in" method="post"');
    expect(page.body).toMatch(/<label for="wallet-email">Email<\/label>\s*<input id="wallet-email" name="email" type="email"/);
    expect(page.body).toMatch(
      /<label for="wallet-password">Password<\/label>\s*<input id="wallet-password" name="password" type="password"/,
    );
    const cancel = /<a href="([^"]+)">Cancel and return to Quire<\/a>/.exec(page.body)?.[1]?.replaceAll("&amp;", "&");
    expect(cancel).toBe(`${RETURN_URL}?wallet=PAYPAL&cancelled=1`);
  });

  it("is branded per wallet", async () => {
    expect((await openPage("KLARNA", session("KLARNA"))).body).toContain("<h1>Pay with Klarna</h1>");
    expect((await openPage("APPLE_PAY", session("APPLE_PAY"))).body).toContain("<h1>Pay with Apple Pay</h1>");
  });

  it("refuses a return address off the store, with no form", async () => {
    for (const returnUrl of ["https://evil.example/checkout", "javascript:alert(1)", "http://user:pw@localhost:4321/x", ""]) {
      const page = await openPage("PAYPAL", session(), returnUrl);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain("can only be used from the Quire store");
      expect(page.body).not.toContain("<form");
    }
    expect((await app.inject({ method: "GET", url: "/wallets/paypal" })).statusCode).toBe(400);
  });

  it("answers 404 for a wallet it does not have", async () => {
    const reply = await app.inject({
      method: "GET",
      url: `/wallets/venmo?session=x&returnUrl=${encodeURIComponent(RETURN_URL)}`,
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ code: "NOT_FOUND", message: "There is no such wallet here." });
  });

  it("says a session past its validity has expired, and offers the way back to the store", async () => {
    const old = session();
    now += WALLET_SESSION_VALIDITY_MS;
    try {
      const page = await openPage("PAYPAL", old);
      expect(page.statusCode).toBe(401);
      expect(page.body).toContain("<h1>Session expired</h1>");
      expect(page.body).toContain("Your PayPal session has expired.");
      expect(page.body).not.toContain("<form");
      const back = /<a href="([^"]+)">Return to the store<\/a>/.exec(page.body)?.[1]?.replaceAll("&amp;", "&");
      expect(back).toBe(`${RETURN_URL}?wallet=PAYPAL&expired=1`);
    } finally {
      now -= WALLET_SESSION_VALIDITY_MS;
    }
  });

  it("does not open another wallet's session, or an altered one", async () => {
    const klarna = await openPage("PAYPAL", session("KLARNA"));
    expect(klarna.statusCode).toBe(401);
    expect(klarna.body).toContain("Session not recognised");
    const altered = await openPage("PAYPAL", `${session()}A`);
    expect(altered.statusCode).toBe(401);
    expect(altered.body).not.toContain("<form");
  });
});

describe("signing in", () => {
  it("refuses a wrong password, keeps the e-mail, never writes the password back", async () => {
    const page = await signIn("PAYPAL", session(), "paypal.buyer@quire.test", "Not-the-password-9");
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("<title>Error: Sign in to PayPal - PayPal sandbox</title>");
    expect(page.body).toContain("The email or password is incorrect. Please try again.");
    expect(page.body).toContain('value="paypal.buyer@quire.test" aria-invalid="true"');
    expect(page.body).not.toContain("Not-the-password-9");
    expect(page.body).toMatch(/id="wallet-errors" role="alert" tabindex="-1" autofocus/);
  });

  it("refuses an account of another wallet", async () => {
    const page = await signIn("PAYPAL", session(), "klarna.buyer@quire.test");
    expect(page.statusCode).toBe(400);
  });

  it("shows the payment to review: merchant, amount, what pays, where it ships; Approve and Cancel", async () => {
    const page = await signIn("KLARNA", session("KLARNA", 2_500), "klarna.buyer@quire.test");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>Review your payment</h1>");
    expect(page.body).toContain("Signed in to Klarna as <strong>klarna.buyer@quire.test</strong>");
    expect(page.body).toContain("<dt>Amount</dt><dd>$25.00</dd>");
    expect(page.body).toContain("Pay in 4 interest-free payments");
    expect(page.body).toContain("Riley Chen</span>");
    expect(page.body).toContain("New York, NY 10001");
    expect(page.body).toContain('<button type="submit" name="decision" value="approve">Approve and return to Quire</button>');
    expect(page.body).toContain('name="decision" value="cancel" class="wallet-secondary">Cancel and return to Quire</button>');
    expect(page.body).not.toContain(SANDBOX_WALLET_PASSWORD);
  });
});

describe("approve and cancel", () => {
  it("Approve returns to the store with a nonce bound to the shopper and the cart", async () => {
    const fields = await reviewed("PAYPAL", "paypal.buyer@quire.test");
    const reply = await post("/wallets/paypal/decision", { ...fields, decision: "approve" });
    expect(reply.statusCode).toBe(303);
    const location = new URL(reply.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
    expect(location.searchParams.get("wallet")).toBe("PAYPAL");
    const nonce = location.searchParams.get("nonce") ?? "";
    expect(gateway.walletDetails(nonce)).toMatchObject({
      wallet: "PAYPAL",
      subject: SHOPPER,
      cartId: CART,
      payerEmail: "paypal.buyer@quire.test",
      shippingAddress: { name: "Jordan Avery" },
    });
  });

  it("Cancel returns to the store with the cancelled flag and no nonce", async () => {
    const fields = await reviewed("APPLE_PAY", "applepay.buyer@quire.test");
    const reply = await post("/wallets/apple-pay/decision", { ...fields, decision: "cancel" });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(`${RETURN_URL}?wallet=APPLE_PAY&cancelled=1`);
  });

  it("keeps the store's own parameters and replaces an earlier round's", async () => {
    const returnUrl = `${RETURN_URL}?edit=payment&wallet=KLARNA&nonce=old&cancelled=1`;
    const sessionValue = session();
    const page = await post("/wallets/paypal/sign-in", {
      session: sessionValue,
      returnUrl,
      email: "paypal.buyer@quire.test",
      password: SANDBOX_WALLET_PASSWORD,
    });
    const reply = await post("/wallets/paypal/decision", {
      session: sessionValue,
      returnUrl,
      login: hidden(page.body, "login"),
      decision: "approve",
    });
    const location = new URL(reply.headers.location as string);
    expect(location.searchParams.get("edit")).toBe("payment");
    expect(location.searchParams.getAll("wallet")).toEqual(["PAYPAL"]);
    expect(location.searchParams.getAll("nonce")).toHaveLength(1);
    expect(location.searchParams.get("nonce")).not.toBe("old");
    expect(location.searchParams.has("cancelled")).toBe(false);
  });

  it("asks to sign in again when the sign-in lapsed or belongs to another session", async () => {
    const fields = await reviewed("PAYPAL", "paypal.buyer@quire.test");
    const other = await post("/wallets/paypal/decision", { ...fields, session: session(), decision: "approve" });
    expect(other.statusCode).toBe(401);
    expect(other.body).toContain("Your sign-in has timed out. Please sign in again.");
    expect(other.body).toContain('action="/wallets/paypal/sign-in"');
    now += WALLET_SIGN_IN_VALIDITY_MS;
    try {
      const lapsed = await post("/wallets/paypal/decision", { ...fields, decision: "approve" });
      expect(lapsed.statusCode).toBe(401);
      expect(lapsed.headers.location).toBeUndefined();
    } finally {
      now -= WALLET_SIGN_IN_VALIDITY_MS;
    }
  });

  it("says the session expired when Approve comes after it ended", async () => {
    const fields = await reviewed("KLARNA", "klarna.buyer@quire.test");
    now += WALLET_SESSION_VALIDITY_MS;
    try {
      const reply = await post("/wallets/klarna/decision", { ...fields, decision: "approve" });
      expect(reply.statusCode).toBe(401);
      expect(reply.body).toContain("Your Klarna session has expired.");
      expect(reply.body).toContain(`${RETURN_URL}?wallet=KLARNA&amp;expired=1`);
    } finally {
      now -= WALLET_SESSION_VALIDITY_MS;
    }
  });

  it("refuses a decision it does not know, and a return address off the store", async () => {
    const fields = await reviewed("PAYPAL", "paypal.buyer@quire.test");
    expect((await post("/wallets/paypal/decision", { ...fields, decision: "maybe" })).statusCode).toBe(400);
    const offStore = await post("/wallets/paypal/decision", {
      ...fields,
      returnUrl: "https://evil.example/",
      decision: "approve",
    });
    expect(offStore.statusCode).toBe(400);
    expect(offStore.headers.location).toBeUndefined();
  });
});

describe("the wallets' stylesheet", () => {
  it("is served for the pages, cached for good", async () => {
    const page = await openPage("PAYPAL", session());
    const href = /<link rel="stylesheet" href="(\/wallets\/wallets\.css\?v=[\w-]+)">/.exec(page.body)?.[1];
    expect(href).toBeDefined();
    const css = await app.inject({ method: "GET", url: href! });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toContain("text/css");
    expect(css.headers["cache-control"]).toContain("immutable");
  });
});

import { Writable } from "node:stream";
import { CARD_MESSAGES } from "@quire/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGatewayApp } from "./app";
import { issuePaymentAuthToken } from "./auth-token";
import { SandboxGateway } from "./sandbox-gateway";
import { TEST_CARDS } from "./test-cards";
import type { TokeniseAttempt } from "./tokenise-limit";

// The gateway over real HTTP. Every response body and every log line is kept, and the last test
// checks that no card number or security code ever appears in them.

const SECRET = "gateway-http-secret";
const STORE = "http://localhost:4321";
const CVV = "739";
const AMEX_CVV = "7391";

let app: FastifyInstance;
let base: string;
let gateway: SandboxGateway;
const logLines: string[] = [];
const bodies: string[] = [];
// This app's limit lets every attempt through and keeps it (the limit itself is tested further down).
const attempts: TokeniseAttempt[] = [];

beforeAll(async () => {
  gateway = new SandboxGateway({ secret: SECRET });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildGatewayApp({
    gateway,
    secret: SECRET,
    gatewayOrigin: () => base,
    storefrontOrigins: (origin) => origin === STORE,
    logger: { level: "trace", stream },
    tokeniseLimit: async (attempt) => {
      attempts.push(attempt);
      return null;
    },
  });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await app?.close();
});

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  const text = await response.text();
  bodies.push(text);
  for (const [name, value] of response.headers) bodies.push(`${name}: ${value}`);
  return { response, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

function authToken(subject = "shopper-1", nowMs = Date.now(), ttlMs?: number) {
  return issuePaymentAuthToken(SECRET, { subject, cartId: "cart-1" }, nowMs, ttlMs).value;
}

function tokenise(body: unknown, bearer: string | null = authToken(), headers: Record<string, string> = {}) {
  return call("/v1/tokens", {
    method: "POST",
    headers: { "content-type": "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const cardBody = (number: string, overrides: Record<string, unknown> = {}) => ({
  number,
  expiryMonth: "12",
  expiryYear: "2034",
  cvv: number.replace(/\D/g, "").length === 15 ? AMEX_CVV : CVV,
  ...overrides,
});

function form(fields: Record<string, string>) {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) };
}

describe("health and unknown paths", () => {
  it("answers /health and a JSON 404", async () => {
    expect((await call("/health")).json()).toEqual({ status: "ok" });
    const missing = await call("/nope?x=1");
    expect(missing.response.status).toBe(404);
    expect(missing.json()).toEqual({ code: "NOT_FOUND", message: "No route for GET /nope" });
    expect(missing.response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("POST /v1/tokens", () => {
  const expected = {
    APPROVE: { approved: true },
    DECLINE: { approved: false, code: "PAYMENT_FAILED_ERROR", reason: "DECLINED" },
    EXPIRED: { approved: false, code: "PAYMENT_EXPIRED", reason: "EXPIRED" },
    SECURITY_CODE: { approved: false, code: "PAYMENT_OPERATION_FAILED", reason: "SECURITY_CODE" },
    INSUFFICIENT_FUNDS: { approved: false, code: "PAYMENT_FAILED_ERROR", reason: "INSUFFICIENT_FUNDS" },
  } as const;

  it.each(TEST_CARDS.map((c) => [c.number, c] as const))(
    "tokenises %s, and authorising it decides its outcome",
    async (_n, card) => {
      const { response, json } = await tokenise(cardBody(card.number));
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const answer = json();
      expect(answer).toEqual({
        token: expect.stringMatching(/^tok_/),
        brand: card.brand,
        last4: card.number.slice(-4),
        expiryMonth: 12,
        expiryYear: 2034,
      });
      const result = await gateway.authorise({
        cardToken: answer.token as string,
        subject: "shopper-1",
        amountCents: 4599,
        reference: "Q-100",
      });
      expect(result).toMatchObject(expected[card.outcome]);
    },
  );

  it("binds the token to the auth token's subject", async () => {
    const answer = (await tokenise(cardBody("4111 1111 1111 1111"), authToken("alice"))).json();
    expect(gateway.tokenDetails(answer.token as string)).toMatchObject({ subject: "alice", last4: "1111" });
    expect(
      await gateway.authorise({ cardToken: answer.token as string, subject: "mallory", amountCents: 100, reference: "r" }),
    ).toEqual({ approved: false, code: "PAYMENT_FAILED_ERROR", reason: "WRONG_SUBJECT" });
  });

  it("answers the same kind of token for every card: nothing of the card or its outcome can be read from it", async () => {
    const approving = (await tokenise(cardBody("4111 1111 1111 1111"))).json();
    const declining = (await tokenise(cardBody("4000 0000 0000 0002"))).json();
    expect(Object.keys(declining)).toEqual(Object.keys(approving));
    const tokens: string[] = [];
    for (const card of TEST_CARDS) {
      const { response, json } = await tokenise(cardBody(card.number));
      expect(response.status).toBe(201);
      tokens.push(json().token as string);
    }
    tokens.push(approving.token as string, declining.token as string);
    // One shape and one length for all: a token's size says nothing of the brand or the outcome.
    for (const token of tokens) {
      expect(token).toMatch(/^tok_[A-Za-z0-9_-]+$/);
      expect(token).toHaveLength(tokens[0]!.length);
    }
    // Sealed: no JSON, no brand, last four, expiry, outcome or shopper in the decoded bytes.
    const readable = [...TEST_CARDS.flatMap((c) => [c.brand, c.number.slice(-4), c.outcome]), "2034", "shopper-1"];
    for (const token of tokens) {
      const bytes = Buffer.from(token.slice(4), "base64url").toString("latin1");
      for (const text of readable) expect(bytes).not.toContain(text);
      expect(() => JSON.parse(bytes)).toThrow();
    }
    // The same card twice is two unrelated tokens.
    const again = (await tokenise(cardBody("4000 0000 0000 0002"))).json().token as string;
    expect(again).not.toBe(declining.token);
    // Only authorising tells: the declining card is declined there.
    const shopper = { subject: "shopper-1", amountCents: 100, reference: "r" };
    expect(await gateway.authorise({ cardToken: declining.token as string, ...shopper })).toMatchObject({ reason: "DECLINED" });
    expect(await gateway.authorise({ cardToken: approving.token as string, ...shopper })).toMatchObject({ approved: true });
  });

  it("refuses an altered, made-up or foreign token at authorisation: INVALID_TOKEN", async () => {
    const token = (await tokenise(cardBody("4000 0000 0000 0002"))).json().token as string;
    const raw = Buffer.from(token.slice(4), "base64url");
    const flipped = (at: number) => {
      const copy = Buffer.from(raw);
      copy[at] = copy[at]! ^ 0x01;
      return `tok_${copy.toString("base64url")}`;
    };
    const signed = Buffer.from(JSON.stringify({ b: "VISA", l: "0002", m: 12, y: 2034, o: "APPROVE", s: "shopper-1" }));
    const foreign = new SandboxGateway({ secret: "another-secret" }).tokenise(
      issuePaymentAuthToken("another-secret", { subject: "shopper-1", cartId: "c" }, Date.now()).value,
      cardBody("4111111111111111"),
    );
    if (!foreign.ok) throw new Error("not tokenised");
    const refused = [
      flipped(0), // the nonce
      flipped(20), // the sealed card
      flipped(raw.length - 1), // the tag
      `tok_${raw.subarray(0, raw.length - 16).toString("base64url")}`,
      `tok_${Buffer.alloc(raw.length, 7).toString("base64url")}`,
      `tok_${signed.toString("base64url")}.c2lnbmF0dXJl`,
      foreign.token,
      token.replace(/^tok_/, "pat_"),
      "tok_",
      "",
    ];
    for (const cardToken of refused) {
      expect(gateway.tokenDetails(cardToken)).toBeNull();
      expect(await gateway.authorise({ cardToken, subject: "shopper-1", amountCents: 100, reference: "r" })).toEqual({
        approved: false,
        code: "PAYMENT_FAILED_ERROR",
        reason: "INVALID_TOKEN",
      });
    }
  });

  it("takes a tokenising attempt with the auth token's claims and the client's address", async () => {
    const bearer = issuePaymentAuthToken(SECRET, { subject: "carol", cartId: "cart-3", session: "sess-3" }, Date.now());
    attempts.length = 0;
    expect((await tokenise(cardBody("4111111111111111"), bearer.value)).response.status).toBe(201);
    expect(attempts).toEqual([
      {
        claims: { subject: "carol", cartId: "cart-3", transactionId: bearer.transactionId, session: "sess-3" },
        address: "127.0.0.1",
      },
    ]);
    // Nothing is counted for a call refused before its card could be looked at.
    await tokenise(cardBody("4111111111111111"), null);
    await tokenise({ number: 4111111111111111 }, bearer.value);
    expect(attempts).toHaveLength(1);
  });

  it.each([
    ["no Authorization header", null],
    ["a malformed bearer", "not-a-token"],
    ["an expired auth token", authToken("shopper-1", Date.now() - 25 * 3_600_000)],
    ["an auth token of another secret", issuePaymentAuthToken("other", { subject: "s", cartId: "c" }, Date.now()).value],
  ])("answers 401 AUTH_FAILURE for %s", async (_name, bearer) => {
    const { response, json } = await tokenise(cardBody("4111111111111111"), bearer);
    expect(response.status).toBe(401);
    expect(json()).toEqual({ code: "AUTH_FAILURE", message: expect.any(String) });
  });

  it("refuses a card token as the bearer", async () => {
    const token = (await tokenise(cardBody("4111111111111111"))).json().token as string;
    expect((await tokenise(cardBody("4111111111111111"), token)).response.status).toBe(401);
  });

  it.each([
    ["the number as a JSON number", cardBody("4111111111111111", { number: 4111111111111111 })],
    ["a missing cvv", { number: "4111111111111111", expiryMonth: "12", expiryYear: "2034" }],
    ["an extra field", cardBody("4111111111111111", { name: "A Shopper" })],
    ["an overlong number", cardBody(`4111111111111111${" ".repeat(40)}`)],
    ["an array", [cardBody("4111111111111111")]],
    ["a null body", null],
  ])("answers 400 INVALID_REQUEST for %s", async (_name, body) => {
    const { response, json, text } = await tokenise(body);
    expect(response.status).toBe(400);
    expect(json()).toEqual({ code: "INVALID_REQUEST", message: expect.any(String) });
    expect(text).not.toContain("4111");
  });

  it("does not quote a malformed JSON body back", async () => {
    const { response, json } = await tokenise('{"number": "4111 1111 1111 1111", "cvv": 739');
    expect(response.status).toBe(400);
    expect(json()).toEqual({ code: "INVALID_REQUEST", message: "The request could not be read." });
  });

  it("answers 413 for a body over 8 KB and 415 for another content type", async () => {
    const big = await tokenise(cardBody("4111111111111111", { pad: "x".repeat(9000) }));
    expect(big.response.status).toBe(413);
    expect(big.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    const text = await call("/v1/tokens", {
      method: "POST",
      headers: { "content-type": "text/plain", authorization: `Bearer ${authToken()}` },
      body: "4111111111111111",
    });
    expect(text.response.status).toBe(415);
    expect(text.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it.each([
    ["a number failing Luhn", cardBody("4111 1111 1111 1112")],
    ["a 3-digit AMEX security code", cardBody("3782 822463 10005", { cvv: "123" })],
    ["letters in the security code", cardBody("4111111111111111", { cvv: "12a" })],
    ["month 00", cardBody("4111111111111111", { expiryMonth: "00" })],
  ])("answers 400 PAYMENT_OPERATION_FAILED for %s", async (_name, body) => {
    const { response, json } = await tokenise(body);
    expect(response.status).toBe(400);
    expect(json()).toEqual({ code: "PAYMENT_OPERATION_FAILED", message: CARD_MESSAGES.operationFailed });
  });

  it("answers 400 PAYMENT_EXPIRED for an expiry in the past", async () => {
    const { response, json } = await tokenise(cardBody("4111111111111111", { expiryMonth: 1, expiryYear: 2020 }));
    expect(response.status).toBe(400);
    expect(json()).toEqual({ code: "PAYMENT_EXPIRED", message: CARD_MESSAGES.expired });
  });

  it("is same-origin only: the store's pages cannot call it", async () => {
    const fromStore = await tokenise(cardBody("4111111111111111"), authToken(), { origin: STORE });
    expect(fromStore.response.status).toBe(403);
    expect(fromStore.json()).toMatchObject({ code: "FORBIDDEN_ORIGIN" });
    expect(fromStore.response.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await call("/v1/tokens", {
      method: "OPTIONS",
      headers: { origin: STORE, "access-control-request-method": "POST" },
    });
    expect(preflight.response.headers.get("access-control-allow-origin")).toBeNull();
    const own = await tokenise(cardBody("4111111111111111"), authToken(), { origin: base });
    expect(own.response.status).toBe(201);
    expect(own.response.headers.get("access-control-allow-origin")).toBe(base);
    // The origin of the host the request was sent to counts as the gateway's own too.
    const sameHost = await tokenise(cardBody("4111111111111111"), authToken(), {
      origin: base.replace("127.0.0.1", "localhost"),
    });
    expect(sameHost.response.status).toBe(403);
    const viaStore = await app.inject({
      method: "POST",
      url: "/v1/tokens",
      headers: { host: "pay.localhost:5555", origin: "http://pay.localhost:5555", authorization: `Bearer ${authToken()}` },
      payload: cardBody("4111111111111111"),
    });
    expect(viaStore.statusCode).toBe(201);
  });
});

describe("GET /hosted/card-form", () => {
  it("serves the framed form with its own CSP, framable by the store origin only", async () => {
    const { response, text } = await call(`/hosted/card-form?origin=${encodeURIComponent(STORE)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors ${STORE}; base-uri 'none'`,
    );
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect(text).toContain(`data-parent-origin="${STORE}"`);
    for (const label of ["Card number", "Expiration date (MM/YY)", "Security code"]) expect(text).toContain(`>${label}</label>`);
    expect(text).toMatch(/<input id="card-number" type="text" inputmode="numeric" autocomplete="cc-number"/);
    expect(text).toContain('aria-describedby="card-number-brand card-number-error"');
    expect(text).toContain(">Use this card</button>");
    expect(text).toContain('role="alert"');
    // The framed fields have no names: a native submission could not carry them anywhere.
    expect(text).not.toMatch(/name="(number|cvv|expiry)"/);

    const script = text.match(/<script src="([^"]+)"/)?.[1] ?? "";
    const style = text.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1] ?? "";
    const js = await call(script);
    expect(js.response.status).toBe(200);
    expect(js.response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(js.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const type of ["ready", "auth", "token", "error", "height"]) expect(js.text).toContain(`quire-gateway:${type}`);
    // The domain's card rules are bundled in, not rewritten.
    expect(js.text).toContain(CARD_MESSAGES.frameSubmit);
    const css = await call(style);
    expect(css.response.status).toBe(200);
    expect(css.response.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("serves the framed form in Spanish for ?lang=es, and in English for any other language", async () => {
    const { response, text } = await call(`/hosted/card-form?origin=${encodeURIComponent(STORE)}&lang=es`);
    expect(response.status).toBe(200);
    expect(text).toContain('<html lang="es"');
    expect(text).toContain("<title>Datos de la tarjeta</title>");
    for (const label of ["Número de tarjeta", "Fecha de vencimiento (MM/AA)", "Código de seguridad"]) {
      expect(text).toContain(`>${label}</label>`);
    }
    expect(text).toContain(">Usar esta tarjeta</button>");
    expect(text).toContain('<input type="hidden" name="lang" value="es">');
    expect(text).not.toContain("Use this card");
    expect(text).not.toContain("on the back of the card");

    const other = await call(`/hosted/card-form?origin=${encodeURIComponent(STORE)}&lang=fr`);
    expect(other.text).toContain('<html lang="en"');
    expect(other.text).toContain(">Use this card</button>");
    expect(other.text).not.toContain('name="lang"');
  });

  it.each([
    ["an unknown origin", "https://evil.example"],
    ["an origin with a path", `${STORE}/checkout`],
    ["a javascript: URL", "javascript:alert(1)"],
    ["no origin", null],
  ])("refuses %s with a 400 page", async (_name, origin) => {
    const { response, text } = await call(`/hosted/card-form${origin === null ? "" : `?origin=${encodeURIComponent(origin)}`}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(text).toContain("This card form can only be shown on the Quire store.");
    expect(text).not.toContain("card-number");
  });
});

describe("the no-JavaScript card page", () => {
  const returnUrl = `${STORE}/checkout/payment?step=card`;

  it("renders the card form with the auth token and return address, posting to the gateway", async () => {
    const token = authToken();
    const { response, text } = await call("/hosted/card-page", form({ authToken: token, returnUrl }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(
      `default-src 'none'; style-src 'self'; form-action 'self' ${STORE}; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(text).toContain('<form id="card-form" action="/hosted/card-page/submit" method="post" novalidate>');
    expect(text).toContain(`<input type="hidden" name="authToken" value="${token}">`);
    expect(text).toContain(`<input type="hidden" name="returnUrl" value="${returnUrl.replace("&", "&amp;")}">`);
    expect(text).toContain('name="number"');
    expect(text).not.toContain("<script");
  });

  it("refuses a return address off the store's origins, and an expired auth token", async () => {
    const offsite = await call("/hosted/card-page", form({ authToken: authToken(), returnUrl: "https://evil.example/x" }));
    expect(offsite.response.status).toBe(400);
    expect(offsite.text).not.toContain("card-number");
    const expired = await call("/hosted/card-page", form({ authToken: authToken("s", Date.now() - 1e9, 1000), returnUrl }));
    expect(expired.response.status).toBe(401);
    expect(expired.text).toContain(`href="${returnUrl}"`);
  });

  it("answers 303 to the return address with the card token", async () => {
    const { response } = await call(
      "/hosted/card-page/submit",
      form({ authToken: authToken("bob"), returnUrl, number: "5555 5555 5555 4444", expiry: "0833", cvv: CVV }),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe(`${STORE}/checkout/payment`);
    expect(location.searchParams.get("step")).toBe("card");
    const cardToken = location.searchParams.get("cardToken") ?? "";
    expect(gateway.tokenDetails(cardToken)).toEqual({
      brand: "MASTER_CARD",
      last4: "4444",
      expiryMonth: 8,
      expiryYear: 2033,
      subject: "bob",
    });
  });

  it("re-renders a refusal with the message and empty fields, never echoing the number or code", async () => {
    const token = authToken();
    const { response, text } = await call(
      "/hosted/card-page/submit",
      form({ authToken: token, returnUrl, number: "4111 1111 1111 1111", expiry: "12/34", cvv: "73" }),
    );
    expect(response.status).toBe(400);
    expect(text).toContain(CARD_MESSAGES.operationFailed);
    expect(text).toContain("The security code is 3 digits for Visa.");
    expect(text).toMatch(/<div class="error-summary" id="card-errors" role="alert"[^>]*><p>/);
    expect(text).toContain('aria-invalid="true"');
    expect(text).not.toContain("4111");
    expect(text).not.toContain('value="73"');
    expect(text).not.toContain("12/34");
    expect(text).toContain(`value="${token}"`);

    const expired = await call(
      "/hosted/card-page/submit",
      form({ authToken: token, returnUrl, number: "4111111111111111", expiry: "01/21", cvv: CVV }),
    );
    expect(expired.response.status).toBe(400);
    expect(expired.text).toContain(CARD_MESSAGES.expired);
  });

  it("refuses a submission with an off-store return address or a bad auth token", async () => {
    const fields = { number: "4111111111111111", expiry: "12/34", cvv: CVV };
    const offsite = await call(
      "/hosted/card-page/submit",
      form({ authToken: authToken(), returnUrl: "https://evil.example/", ...fields }),
    );
    expect(offsite.response.status).toBe(400);
    expect(offsite.response.headers.get("location")).toBeNull();
    const forged = await call("/hosted/card-page/submit", form({ authToken: "pat_x.y", returnUrl, ...fields }));
    expect(forged.response.status).toBe(401);
    expect(forged.response.headers.get("location")).toBeNull();
  });
});

describe("the tokenising limit", () => {
  // A gateway of its own with the limit a gateway alone keeps (the store's, in its database, is tested
  // in the server's suite), behind a trusted proxy so each call can come from an address of its own.
  let limited: FastifyInstance;
  let clock = Date.now();
  const limitedGateway = new SandboxGateway({ secret: SECRET, now: () => clock });
  beforeAll(async () => {
    limited = await buildGatewayApp({
      gateway: limitedGateway,
      secret: SECRET,
      gatewayOrigin: "http://pay.localhost",
      storefrontOrigins: (origin) => origin === STORE,
      trustProxy: true,
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  let sessions = 0;
  const bearer = (session = `session-${++sessions}`) =>
    issuePaymentAuthToken(SECRET, { subject: "shopper-1", cartId: "cart-1", session }, clock).value;
  let addresses = 0;
  const freshAddress = () => `203.0.113.${++addresses}`;
  const post = (token: string, address: string, number = "4111111111111111") =>
    limited.inject({
      method: "POST",
      url: "/v1/tokens",
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": address },
      payload: cardBody(number),
    });
  const expectRefused = (reply: Awaited<ReturnType<typeof post>>) => {
    expect(reply.statusCode).toBe(429);
    expect(Number(reply.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(reply.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect(reply.json()).toEqual({ code: "TOO_MANY_PAYMENT_ATTEMPTS", message: CARD_MESSAGES.tooManyAttempts });
  };

  it("answers the 11th attempt of one auth token in ten minutes 429 with Retry-After, and the next window goes ahead", async () => {
    const token = bearer();
    for (let i = 0; i < 10; i++)
      expect((await post(token, freshAddress(), i % 2 ? "4000 0000 0000 0002" : undefined)).statusCode).toBe(201);
    expectRefused(await post(token, freshAddress()));
    // A refusal is not counted: once the first attempts leave the window, the token may go again.
    clock += 10 * 60_000 + 1000;
    expect((await post(token, freshAddress())).statusCode).toBe(201);
  });

  it("counts a session's attempts across its auth tokens", async () => {
    for (let i = 0; i < 10; i++) expect((await post(bearer("one-session"), freshAddress())).statusCode).toBe(201);
    expectRefused(await post(bearer("one-session"), freshAddress()));
    expect((await post(bearer(), freshAddress())).statusCode).toBe(201);
  });

  it("counts an address's attempts across sessions", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await post(bearer(), address)).statusCode).toBe(201);
    expectRefused(await post(bearer(), address));
    expect((await post(bearer(), freshAddress())).statusCode).toBe(201);
  });

  it("counts card-page submissions too, answering the page 429 with Retry-After", async () => {
    const token = bearer();
    const submit = () =>
      limited.inject({
        method: "POST",
        url: "/hosted/card-page/submit",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshAddress() },
        payload: new URLSearchParams({
          authToken: token,
          returnUrl: `${STORE}/checkout`,
          number: "4111111111111111",
          expiry: "12/34",
          cvv: CVV,
        }).toString(),
      });
    for (let i = 0; i < 10; i++) expect((await submit()).statusCode).toBe(303);
    const refused = await submit();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain(CARD_MESSAGES.tooManyAttempts);
    expect(refused.headers.location).toBeUndefined();
  });

  it("sends HSTS over https only, as the store does", async () => {
    const overHttps = await limited.inject({ method: "GET", url: "/health", headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000");
    const overHttp = await limited.inject({ method: "GET", url: "/health" });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    // X-Forwarded-Proto from a proxy that is not trusted says nothing.
    const untrusted = await app.inject({ method: "GET", url: "/health", headers: { "x-forwarded-proto": "https" } });
    expect(untrusted.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("capture and void", () => {
  it("captures and voids approved authorisations", async () => {
    const token = (await tokenise(cardBody("4111111111111111"))).json().token as string;
    const first = await gateway.authorise({ cardToken: token, subject: "shopper-1", amountCents: 12_345, reference: "Q-1" });
    const second = await gateway.authorise({ cardToken: token, subject: "shopper-1", amountCents: 500, reference: "Q-2" });
    if (!first.approved || !second.approved) throw new Error("not approved");
    await gateway.capture(first.authorisationId, 12_345);
    await gateway.void(second.authorisationId);
    expect(gateway.ledger.slice(-4)).toEqual([
      { kind: "authorise", authorisationId: first.authorisationId, amountCents: 12_345, approved: true },
      { kind: "authorise", authorisationId: second.authorisationId, amountCents: 500, approved: true },
      { kind: "capture", authorisationId: first.authorisationId, amountCents: 12_345, approved: true },
      { kind: "void", authorisationId: second.authorisationId, amountCents: 500, approved: true },
    ]);
  });
});

describe("card data", () => {
  it("appears in no response and no log line", () => {
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.join("")).toContain('"url":"/v1/tokens"');
    const numbers = TEST_CARDS.flatMap((card) => [card.number, card.number.replace(/\D/g, "")]);
    // Card tokens are random text (any run of digits may turn up in one): they are left out.
    const everything = [...logLines, ...bodies].join("\n").replace(/tok_[A-Za-z0-9_-]+/g, "tok_");
    for (const number of numbers) expect(everything).not.toContain(number);
    // Long runs of the test numbers' digits, in case something printed a part of one.
    for (const number of numbers) expect(everything).not.toContain(number.replace(/\D/g, "").slice(0, 12));
    expect(everything).not.toContain(AMEX_CVV);
    expect(logLines.join("")).not.toContain(`"${CVV}"`);
  });
});

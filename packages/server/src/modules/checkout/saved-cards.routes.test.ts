import crypto from "node:crypto";
import { CARD_MESSAGES, MAX_SAVED_CARDS } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The shopper's saved cards over real HTTP on a real database (SQLite, or PostgreSQL with
// DATABASE_URL): the JSON calls under /cc/api/payment/cards and the account page's forms
// (/account/payment-methods) posted as a browser without JavaScript would. A card is tokenised by
// the gateway on its own host (pay.localhost) through the same port, with a token the account
// page's call issues: no cart is needed to add a card.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 50, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const VISA = "4111 1111 1111 1111";
const MASTERCARD = "5555 5555 5555 4444";
const PAGE = "/account/payment-methods";
const FORM = "application/x-www-form-urlencoded";

let shopperCount = 0;

async function newShopper(): Promise<TestBrowser> {
  shopperCount += 1;
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": `10.11.${Math.floor(shopperCount / 250)}.${shopperCount % 250}` };
  const reply = await browser.call("POST", "/api/auth/register", {
    email: `cards${shopperCount}-${crypto.randomBytes(3).toString("hex")}@example.com`,
    password: "Quire-test-1",
    firstName: "Card",
    lastName: `Holder${shopperCount}`,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return browser;
}

/** The gateway's token for a card, with an auth token from the saved cards' own call (no cart). */
async function tokenise(browser: TestBrowser, number = VISA, expiry = { expiryMonth: 12, expiryYear: 2031 }): Promise<string> {
  const auth = await browser.call("POST", "/cc/api/payment/cards/authToken");
  expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  const gateway = new TestBrowser(server.baseUrl, { host: "pay.localhost" });
  // the card form runs in the shopper's browser: the gateway sees the shopper's address
  gateway.extraHeaders = { ...browser.extraHeaders };
  const reply = await gateway.call(
    "POST",
    "/v1/tokens",
    { number, ...expiry, cvv: "123" },
    { authorization: `Bearer ${auth.body.value}` },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.token as string;
}

async function addCard(browser: TestBrowser, cardPayment: Record<string, unknown>) {
  return browser.call("POST", "/cc/api/payment/cards", { cardPayment });
}

interface Card {
  id: string;
  brand: string;
  last4: string;
  nickname: string | null;
  isDefault: boolean;
}

async function cards(browser: TestBrowser): Promise<Card[]> {
  const reply = await browser.call("GET", "/cc/api/payment/cards");
  expect(reply.status).toBe(200);
  return reply.body.data.cards as Card[];
}

async function postForm(browser: TestBrowser, fields: [string, string][]) {
  const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
  return browser.call("POST", PAGE, new URLSearchParams([["csrf", csrf], ...fields]).toString(), {
    "content-type": FORM,
    "x-csrf-token": "",
  });
}

describe("saved cards over HTTP", () => {
  it("asks guests to sign in on every saved card call", async () => {
    const guest = new TestBrowser(server.baseUrl);
    for (const [method, path, body] of [
      ["GET", "/cc/api/payment/cards", undefined],
      ["POST", "/cc/api/payment/cards", { cardPayment: { accountNumber: "tok_x" } }],
      ["POST", "/cc/api/payment/cards/authToken", undefined],
      ["PUT", "/cc/api/payment/cards/abc/default", undefined],
      ["DELETE", "/cc/api/payment/cards/abc", undefined],
    ] as const) {
      const reply = await guest.call(method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.body.code).toBe("UNAUTHORIZED");
    }
  });

  it("adds a card from the gateway's token without a cart, lists it, and never answers the token", async () => {
    const shopper = await newShopper();
    const token = await tokenise(shopper);
    const added = await addCard(shopper, { accountNumber: token, userNotes: "  Travel  " });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.card).toMatchObject({ brand: "VISA", last4: "1111", expiryMonth: 12, expiryYear: 2031 });
    // the first card is the default, its nickname trimmed
    expect(added.body.data.card).toMatchObject({ nickname: "Travel", isDefault: true, expired: false });
    expect(added.body.data.defaultSavedCardId).toBe(added.body.data.card.id);
    const listed = await shopper.call("GET", "/cc/api/payment/cards");
    expect(listed.body.data.cards).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(JSON.stringify(added.body)).not.toContain(token);
  });

  it("makes another card the default, by PUT and by POST with the method override", async () => {
    const shopper = await newShopper();
    const first = (await addCard(shopper, { accountNumber: await tokenise(shopper) })).body.data.card as Card;
    const second = await addCard(shopper, { accountNumber: await tokenise(shopper, MASTERCARD) });
    expect(second.status).toBe(201);
    // a later card is not the default unless asked
    expect(second.body.data.card.isDefault).toBe(false);
    const made = await shopper.call("PUT", `/cc/api/payment/cards/${second.body.data.card.id}/default`);
    expect(made.status).toBe(200);
    expect(made.body.data.defaultSavedCardId).toBe(second.body.data.card.id);
    expect((await cards(shopper)).map((c) => [c.last4, c.isDefault])).toEqual([
      ["4444", true],
      ["1111", false],
    ]);
    const back = await shopper.call("POST", `/cc/api/payment/cards/${first.id}/default`, undefined, {
      "x-http-method-override": "PUT",
    });
    expect(back.status).toBe(200);
    expect(back.body.data.defaultSavedCardId).toBe(first.id);
    expect((await shopper.call("POST", `/cc/api/payment/cards/${first.id}/default`)).status).toBe(405);
  });

  it("a new card asked to be the default takes it from the old one", async () => {
    const shopper = await newShopper();
    await addCard(shopper, { accountNumber: await tokenise(shopper) });
    const added = await addCard(shopper, { accountNumber: await tokenise(shopper, MASTERCARD), defaultPayment: true });
    expect(added.body.data.card.isDefault).toBe(true);
    expect((await cards(shopper)).filter((c) => c.isDefault).map((c) => c.last4)).toEqual(["4444"]);
  });

  it("removes a card, by DELETE and by POST with the method override; a removed card is a 404", async () => {
    const shopper = await newShopper();
    const a = (await addCard(shopper, { accountNumber: await tokenise(shopper) })).body.data.card as Card;
    const b = (await addCard(shopper, { accountNumber: await tokenise(shopper, MASTERCARD) })).body.data.card as Card;
    const removed = await shopper.call("DELETE", `/cc/api/payment/cards/${a.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.cards.map((c: Card) => c.id)).toEqual([b.id]);
    const again = await shopper.call("DELETE", `/cc/api/payment/cards/${a.id}`);
    expect([again.status, again.body.code]).toEqual([404, "CARD_NOT_FOUND"]);
    const overridden = await shopper.call("POST", `/cc/api/payment/cards/${b.id}`, undefined, {
      "x-http-method-override": "DELETE",
    });
    expect(overridden.status).toBe(200);
    expect(await cards(shopper)).toEqual([]);
  });

  it("another shopper's card answers 404 to every call and changes nothing", async () => {
    const owner = await newShopper();
    const first = (await addCard(owner, { accountNumber: await tokenise(owner), userNotes: "Mine" })).body.data.card as Card;
    const second = (await addCard(owner, { accountNumber: await tokenise(owner, MASTERCARD) })).body.data.card as Card;
    const before = await cards(owner);
    const other = await newShopper();
    for (const [method, path, headers] of [
      ["PUT", `/cc/api/payment/cards/${second.id}/default`, {}],
      ["POST", `/cc/api/payment/cards/${second.id}/default`, { "x-http-method-override": "PUT" }],
      ["DELETE", `/cc/api/payment/cards/${first.id}`, {}],
      ["POST", `/cc/api/payment/cards/${first.id}`, { "x-http-method-override": "DELETE" }],
    ] as const) {
      const reply = await other.call(method, path, undefined, headers);
      expect([reply.status, reply.body.code], `${method} ${path}`).toEqual([404, "CARD_NOT_FOUND"]);
    }
    // the page's forms too
    await other.call("GET", PAGE);
    expect(
      (
        await postForm(other, [
          ["intent", "default-card"],
          ["savedCardId", second.id],
        ])
      ).status,
    ).toBe(404);
    expect(
      (
        await postForm(other, [
          ["intent", "remove-card"],
          ["savedCardId", first.id],
        ])
      ).status,
    ).toBe(404);
    expect(await cards(owner)).toEqual(before);
    expect(await cards(other)).toEqual([]);
    // and the owner's token, presented by another shopper, saves nothing
    const stolen = await addCard(other, { accountNumber: await tokenise(owner) });
    expect([stolen.status, stolen.body.code]).toEqual([400, "PAYMENT_OPERATION_FAILED"]);
    expect(await cards(other)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_CARDS} cards: the next is SAVED_CARD_LIMIT_REACHED until one is removed`, async () => {
    const shopper = await newShopper();
    for (let month = 1; month <= MAX_SAVED_CARDS; month += 1) {
      // more cards than a session may tokenise in ten minutes: these are tokenised by the gateway in process
      const auth = await shopper.call("POST", "/cc/api/payment/cards/authToken");
      const minted = server.gateway.tokenise(auth.body.value, { number: VISA, expiryMonth: month, expiryYear: 2032, cvv: "123" });
      if (!minted.ok) throw new Error(minted.message);
      const reply = await addCard(shopper, { accountNumber: minted.token });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
    const token = await tokenise(shopper, MASTERCARD);
    const refused = await addCard(shopper, { accountNumber: token });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "SAVED_CARD_LIMIT_REACHED", message: CARD_MESSAGES.savedCardLimit });
    const listed = await cards(shopper);
    expect(listed).toHaveLength(MAX_SAVED_CARDS);
    expect((await shopper.call("DELETE", `/cc/api/payment/cards/${listed[0]!.id}`)).status).toBe(200);
    expect((await addCard(shopper, { accountNumber: token })).status).toBe(201);
    expect(await cards(shopper)).toHaveLength(MAX_SAVED_CARDS);
  });

  it("refuses bad input with its code and saves nothing", async () => {
    const shopper = await newShopper();
    const token = await tokenise(shopper);
    const cases: [Record<string, unknown> | string, number, string][] = [
      [{ accountNumber: "tok_not_a_real_token" }, 400, "PAYMENT_OPERATION_FAILED"],
      [{ accountNumber: "" }, 400, "PAYMENT_OPERATION_FAILED"],
      [{ accountNumber: "4111111111111111" }, 400, "CARD_NUMBER_NOT_ACCEPTED"],
      [{ accountNumber: token, cvv: "123" }, 400, "CARD_NUMBER_NOT_ACCEPTED"],
      [{ accountNumber: token, userNotes: "x".repeat(33) }, 400, "INVALID_NICKNAME"],
      [{ accountNumber: token, defaultPayment: "yes" }, 400, "INVALID_REQUEST"],
      [{ accountNumber: 42 }, 400, "INVALID_REQUEST"],
    ];
    for (const [cardPayment, status, code] of cases) {
      const reply = await addCard(shopper, cardPayment as Record<string, unknown>);
      expect([reply.status, reply.body.code], JSON.stringify(cardPayment)).toEqual([status, code]);
      expect(typeof reply.body.message).toBe("string");
    }
    for (const body of [{}, [], "text"]) {
      const reply = await shopper.call("POST", "/cc/api/payment/cards", body);
      expect(reply.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    expect(await cards(shopper)).toEqual([]);
  });

  it("refuses the same card saved twice with 409 CARD_ALREADY_SAVED", async () => {
    const shopper = await newShopper();
    expect((await addCard(shopper, { accountNumber: await tokenise(shopper) })).status).toBe(201);
    const twice = await addCard(shopper, { accountNumber: await tokenise(shopper) });
    expect([twice.status, twice.body.code]).toEqual([409, "CARD_ALREADY_SAVED"]);
    expect(await cards(shopper)).toHaveLength(1);
  });

  it("a removed card that a checkout had chosen is taken off that checkout", async () => {
    const shopper = await newShopper();
    const card = (await addCard(shopper, { accountNumber: await tokenise(shopper) })).body.data.card as Card;
    const product = await server.db
      .selectFrom("products as p")
      .innerJoin("inventory as i", "i.productId", "p.id")
      .select("p.itemId")
      .where("p.status", "=", "PUBLISHED")
      .where("p.isFreeSample", "=", 0)
      .where("i.onlineQty", ">=", 5)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(
      (await shopper.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty: 1 }] })).status,
    ).toBe(200);
    const attach = await shopper.call("POST", "/cc/api/checkout/default/payment", { cardPayment: { id: card.id } });
    expect(attach.body.data.orderPayment).toMatchObject({ savedCardId: card.id });
    expect((await shopper.call("DELETE", `/cc/api/payment/cards/${card.id}`)).status).toBe(200);
    expect((await shopper.call("GET", "/cc/api/checkout")).body.data.orderPayment).toBeNull();
  });
});

describe("the saved cards page without JavaScript", () => {
  it("sends a guest to sign in", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const page = await guest.call("GET", PAGE);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toContain("login");
  });

  it("lists the cards, makes one the default and removes one, each a post, redirect and get", async () => {
    const shopper = await newShopper();
    const visa = (await addCard(shopper, { accountNumber: await tokenise(shopper), userNotes: "Work" })).body.data.card as Card;
    const mc = (await addCard(shopper, { accountNumber: await tokenise(shopper, MASTERCARD) })).body.data.card as Card;
    const page = await shopper.call("GET", PAGE);
    expect(page.status).toBe(200);
    const html = String(page.body);
    expect(html).toContain("Visa ending in 1111");
    expect(html).toContain("Mastercard ending in 4444");
    expect(html).toContain("Work");

    const made = await postForm(shopper, [
      ["intent", "default-card"],
      ["savedCardId", mc.id],
    ]);
    expect(made.status).toBe(303);
    expect(made.headers.get("location")).toBe(`${PAGE}?saved=default`);
    expect((await cards(shopper)).find((c) => c.isDefault)?.id).toBe(mc.id);

    // Remove asks first: the confirmation is a page of its own (?remove=), then the post
    const confirm = await shopper.call("GET", `${PAGE}?remove=${visa.id}`);
    expect(String(confirm.body)).toContain("Remove Visa ending in 1111?");
    const removed = await postForm(shopper, [
      ["intent", "remove-card"],
      ["savedCardId", visa.id],
    ]);
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe(`${PAGE}?saved=removed`);
    expect((await cards(shopper)).map((c) => c.id)).toEqual([mc.id]);
  });

  it("adds the card the gateway's own page sent back (?cardToken=), and answers a refusal in the page", async () => {
    const shopper = await newShopper();
    const token = await tokenise(shopper);
    const back = await shopper.call("GET", `${PAGE}?cardToken=${encodeURIComponent(token)}`);
    expect(String(back.body)).toContain("Card details received");
    const tooLong = await postForm(shopper, [
      ["intent", "add-card"],
      ["cardToken", token],
      ["nickname", "x".repeat(40)],
    ]);
    expect(tooLong.status).toBe(400);
    expect(String(tooLong.body)).toContain("A card nickname can have at most 32 characters.");
    expect(await cards(shopper)).toEqual([]);
    const added = await postForm(shopper, [
      ["intent", "add-card"],
      ["cardToken", token],
      ["nickname", "Home"],
    ]);
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`${PAGE}?saved=added`);
    expect(await cards(shopper)).toMatchObject([{ last4: "1111", nickname: "Home", isDefault: true }]);
  });
});

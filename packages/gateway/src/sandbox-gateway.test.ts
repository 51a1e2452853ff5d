import { CARD_MESSAGES, validateCardNumber } from "@quire/domain";
import { describe, expect, it } from "vitest";
import { issuePaymentAuthToken } from "./auth-token";
import { checkCardFields } from "./client/card-fields";
import { GatewayError, SandboxGateway } from "./sandbox-gateway";
import { TEST_CARDS } from "./test-cards";

const SECRET = "sandbox-secret";
const NOW = Date.UTC(2030, 5, 15, 12);

function setup(now = NOW) {
  let clock = now;
  const gateway = new SandboxGateway({ secret: SECRET, now: () => clock });
  const auth = (subject = "shopper-1") => issuePaymentAuthToken(SECRET, { subject, cartId: "cart-1" }, clock).value;
  return { gateway, auth, setClock: (ms: number) => (clock = ms) };
}

const card = (
  number: string,
  overrides: Partial<{ expiryMonth: number | string; expiryYear: number | string; cvv: string }> = {},
) => {
  const brand = validateCardNumber(number);
  return {
    number,
    expiryMonth: 12,
    expiryYear: 2032,
    cvv: brand.ok && brand.brand === "AMEX" ? "1234" : "123",
    ...overrides,
  };
};

describe("TEST_CARDS", () => {
  it("are valid numbers of the brand the domain rules give them", () => {
    for (const testCard of TEST_CARDS) {
      const result = validateCardNumber(testCard.number);
      expect(result, testCard.number).toMatchObject({ ok: true, brand: testCard.brand });
    }
  });
});

describe("SandboxGateway.tokenise", () => {
  it("answers a token that holds brand, last four, expiry and subject, never the number or CVV", () => {
    const { gateway, auth } = setup();
    const result = gateway.tokenise(auth(), card("4111 1111 1111 1111", { cvv: "987" }));
    expect(result).toMatchObject({ ok: true, brand: "VISA", last4: "1111", expiryMonth: 12, expiryYear: 2032 });
    if (!result.ok) throw new Error("not tokenised");
    expect(result.token).toMatch(/^tok_[A-Za-z0-9_-]+$/);
    const payload = Buffer.from(result.token.slice(4), "base64url").toString("latin1");
    for (const readable of ["41111111", "987", "1111", "VISA", "APPROVE", "shopper-1"]) expect(payload).not.toContain(readable);
    expect(gateway.tokenDetails(result.token)).toEqual({
      brand: "VISA",
      last4: "1111",
      expiryMonth: 12,
      expiryYear: 2032,
      subject: "shopper-1",
    });
  });

  it("accepts expiry months and years as digits, two-digit years as 20xx", () => {
    const { gateway, auth } = setup();
    expect(gateway.tokenise(auth(), card("5555555555554444", { expiryMonth: "04", expiryYear: "31" }))).toMatchObject({
      ok: true,
      brand: "MASTER_CARD",
      expiryMonth: 4,
      expiryYear: 2031,
    });
  });

  it("refuses a bad auth token with 401 AUTH_FAILURE", () => {
    const { gateway } = setup();
    expect(gateway.tokenise("pat_nope.nope", card("4111111111111111"))).toMatchObject({
      ok: false,
      status: 401,
      code: "AUTH_FAILURE",
    });
  });

  it.each([
    ["a number failing Luhn", card("4111 1111 1111 1112")],
    ["a number of no brand", card("9111 1111 1111 1116")],
    ["letters in the number", card("4111 1111 1111 111a")],
    ["a 3-digit AMEX code", card("378282246310005", { cvv: "123" })],
    ["a 4-digit Visa code", card("4111111111111111", { cvv: "1234" })],
    ["month 13", card("4111111111111111", { expiryMonth: 13 })],
    ["a year 50 years ahead", card("4111111111111111", { expiryYear: 2080 })],
    ["a missing Visa expiry", card("4111111111111111", { expiryMonth: "", expiryYear: "" })],
  ])("refuses %s with 400 PAYMENT_OPERATION_FAILED", (_name, input) => {
    const { gateway, auth } = setup();
    expect(gateway.tokenise(auth(), input)).toEqual({
      ok: false,
      status: 400,
      code: "PAYMENT_OPERATION_FAILED",
      message: CARD_MESSAGES.operationFailed,
    });
  });

  it("refuses an expiry in the past with 400 PAYMENT_EXPIRED; the expiry month itself is still good", () => {
    const { gateway, auth } = setup();
    expect(gateway.tokenise(auth(), card("4111111111111111", { expiryMonth: 5, expiryYear: 2030 }))).toEqual({
      ok: false,
      status: 400,
      code: "PAYMENT_EXPIRED",
      message: CARD_MESSAGES.expired,
    });
    expect(gateway.tokenise(auth(), card("4111111111111111", { expiryMonth: 6, expiryYear: 2030 }))).toMatchObject({ ok: true });
  });

  it("takes a store card without an expiry date (month and year 0), which never expires", async () => {
    const { gateway, auth } = setup();
    const result = gateway.tokenise(auth(), card("6011 1111 1111 1117", { expiryMonth: "", expiryYear: "" }));
    expect(result).toMatchObject({ ok: true, brand: "STORE_CARD", expiryMonth: 0, expiryYear: 0 });
    if (!result.ok) throw new Error("not tokenised");
    const answer = await gateway.authorise({ cardToken: result.token, subject: "shopper-1", amountCents: 500, reference: "o1" });
    expect(answer.approved).toBe(true);
  });
});

describe("SandboxGateway.authorise", () => {
  const expected = {
    APPROVE: { approved: true },
    DECLINE: { approved: false, code: "PAYMENT_FAILED_ERROR", reason: "DECLINED" },
    EXPIRED: { approved: false, code: "PAYMENT_EXPIRED", reason: "EXPIRED" },
    SECURITY_CODE: { approved: false, code: "PAYMENT_OPERATION_FAILED", reason: "SECURITY_CODE" },
    INSUFFICIENT_FUNDS: { approved: false, code: "PAYMENT_FAILED_ERROR", reason: "INSUFFICIENT_FUNDS" },
  } as const;

  it.each(TEST_CARDS.map((c) => [c.number, c] as const))("decides %s as its test card says", async (_number, testCard) => {
    const { gateway, auth } = setup();
    const token = gateway.tokenise(auth(), card(testCard.number));
    if (!token.ok) throw new Error(token.message);
    const result = await gateway.authorise({ cardToken: token.token, subject: "shopper-1", amountCents: 1999, reference: "Q1" });
    expect(result).toMatchObject(expected[testCard.outcome]);
    if (result.approved) {
      expect(result).toMatchObject({
        brand: testCard.brand,
        last4: testCard.number.slice(-4),
        expiryMonth: 12,
        expiryYear: 2032,
      });
      expect(result.authorisationId).toMatch(/^auth_/);
    }
    expect(gateway.ledger.at(-1)).toMatchObject({ kind: "authorise", amountCents: 1999, approved: result.approved });
  });

  it("approves any other valid number", async () => {
    const { gateway, auth } = setup();
    const token = gateway.tokenise(auth(), card("4242 4242 4242 4242"));
    if (!token.ok) throw new Error(token.message);
    expect(
      await gateway.authorise({ cardToken: token.token, subject: "shopper-1", amountCents: 1, reference: "r" }),
    ).toMatchObject({
      approved: true,
    });
  });

  it("refuses a token issued to another shopper, and a token that is not this gateway's", async () => {
    const { gateway, auth } = setup();
    const token = gateway.tokenise(auth("alice"), card("4111111111111111"));
    if (!token.ok) throw new Error(token.message);
    expect(await gateway.authorise({ cardToken: token.token, subject: "bob", amountCents: 100, reference: "r" })).toEqual({
      approved: false,
      code: "PAYMENT_FAILED_ERROR",
      reason: "WRONG_SUBJECT",
    });
    const other = new SandboxGateway({ secret: "another-secret", now: () => NOW });
    expect(await other.authorise({ cardToken: token.token, subject: "alice", amountCents: 100, reference: "r" })).toMatchObject({
      reason: "INVALID_TOKEN",
    });
    expect(other.tokenDetails(token.token)).toBeNull();
    // A payment auth token is not a card token.
    expect(
      await gateway.authorise({ cardToken: auth("alice"), subject: "alice", amountCents: 100, reference: "r" }),
    ).toMatchObject({
      reason: "INVALID_TOKEN",
    });
  });

  it("refuses a card that has expired since it was tokenised", async () => {
    const { gateway, auth, setClock } = setup(Date.UTC(2032, 11, 1));
    const token = gateway.tokenise(auth(), card("4111111111111111", { expiryMonth: 12, expiryYear: 2032 }));
    if (!token.ok) throw new Error(token.message);
    setClock(Date.UTC(2033, 0, 1));
    expect(await gateway.authorise({ cardToken: token.token, subject: "shopper-1", amountCents: 100, reference: "r" })).toEqual({
      approved: false,
      code: "PAYMENT_EXPIRED",
      reason: "EXPIRED",
    });
  });

  it("needs a positive whole number of cents", async () => {
    const { gateway, auth } = setup();
    const token = gateway.tokenise(auth(), card("4111111111111111"));
    if (!token.ok) throw new Error(token.message);
    for (const amountCents of [0, -5, 1.5, Number.NaN]) {
      await expect(
        gateway.authorise({ cardToken: token.token, subject: "shopper-1", amountCents, reference: "r" }),
      ).rejects.toThrow(GatewayError);
    }
  });
});

describe("SandboxGateway capture and void", () => {
  async function approved(amountCents = 5000) {
    const { gateway, auth } = setup();
    const token = gateway.tokenise(auth(), card("4111111111111111"));
    if (!token.ok) throw new Error(token.message);
    const result = await gateway.authorise({ cardToken: token.token, subject: "shopper-1", amountCents, reference: "Q7" });
    if (!result.approved) throw new Error(result.reason);
    return { gateway, authorisationId: result.authorisationId };
  }

  it("captures up to the authorised amount, from any process sharing the secret", async () => {
    const { gateway, authorisationId } = await approved(5000);
    await gateway.capture(authorisationId, 4000);
    const other = new SandboxGateway({ secret: SECRET });
    await other.capture(authorisationId, 5000);
    await expect(gateway.capture(authorisationId, 5001)).rejects.toMatchObject({ code: "AMOUNT_EXCEEDS_AUTHORISATION" });
    await expect(gateway.capture(authorisationId, 0)).rejects.toMatchObject({ code: "INVALID_AMOUNT" });
    expect(gateway.ledger.slice(-3)).toEqual([
      { kind: "capture", authorisationId, amountCents: 4000, approved: true },
      { kind: "capture", authorisationId, amountCents: 5001, approved: false },
      { kind: "capture", authorisationId, amountCents: 0, approved: false },
    ]);
  });

  it("voids an authorisation it issued and refuses one it did not", async () => {
    const { gateway, authorisationId } = await approved(2500);
    await gateway.void(authorisationId);
    expect(gateway.ledger.at(-1)).toEqual({ kind: "void", authorisationId, amountCents: 2500, approved: true });
    const tampered = authorisationId.replace(/\.(.)/, (_m, c: string) => `.${c === "A" ? "B" : "A"}`);
    await expect(gateway.void(tampered)).rejects.toMatchObject({ code: "INVALID_AUTHORISATION" });
    await expect(gateway.capture("auth_made.up", 100)).rejects.toMatchObject({ code: "INVALID_AUTHORISATION" });
  });

  it("keeps the ledger to the last 10 000 entries", async () => {
    const { gateway } = setup();
    for (let i = 0; i < 10_005; i++) await gateway.void("auth_x.y").catch(() => undefined);
    expect(gateway.ledger).toHaveLength(10_000);
  });
});

describe("checkCardFields (the card form's checks)", () => {
  const now = new Date(NOW);

  it("gives the body of POST /v1/tokens for good fields", () => {
    expect(checkCardFields({ number: "4111 1111 1111 1111", expiry: "04/31", cvv: "123" }, now)).toEqual({
      ok: true,
      brand: "VISA",
      body: { number: "4111111111111111", expiryMonth: "4", expiryYear: "2031", cvv: "123" },
    });
    expect(checkCardFields({ number: "4111111111111111", expiry: "0431", cvv: "123" }, now)).toMatchObject({ ok: true });
  });

  it("names each wrong field", () => {
    expect(checkCardFields({ number: "", expiry: "", cvv: "" }, now)).toEqual({
      ok: false,
      errors: {
        number: "Enter your card number.",
        expiry: "Enter the expiration date as MM/YY.",
        cvv: "Enter the security code.",
      },
    });
    expect(checkCardFields({ number: "3782 822463 10005", expiry: "01/30", cvv: "123" }, now)).toEqual({
      ok: false,
      errors: { expiry: CARD_MESSAGES.expired, cvv: "The security code is 4 digits for American Express." },
    });
    expect(checkCardFields({ number: "4111", expiry: "13/30", cvv: "12" }, now)).toMatchObject({
      ok: false,
      errors: { number: "Enter a valid card number.", cvv: "The security code is 3 or 4 digits." },
    });
  });

  it("lets a store card go without an expiry date", () => {
    expect(checkCardFields({ number: "6011111111111117", expiry: "", cvv: "123" }, now)).toMatchObject({
      ok: true,
      body: { expiryMonth: "", expiryYear: "" },
    });
  });
});

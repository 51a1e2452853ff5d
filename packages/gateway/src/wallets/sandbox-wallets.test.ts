import { WALLET_APPROVAL_VALIDITY_MS, WALLET_SESSION_VALIDITY_MS, type WalletType } from "@quire/domain";
import { describe, expect, it } from "vitest";
import { GatewayError, SandboxGateway } from "../sandbox-gateway";
import { WALLET_SIGN_IN_VALIDITY_MS } from "./sandbox-wallets";
import { SANDBOX_WALLET_ACCOUNTS, SANDBOX_WALLET_PASSWORD } from "./test-accounts";

// The sandbox wallets through the PaymentGateway methods the store calls, with the approval steps
// the pages take (session, sign-in, approve) driven directly on a clock the test moves.

const SECRET = "wallet-secret";
const SHOPPER = "dotcom:user:7";
const CART = "cart-7";
const START = Date.parse("2026-11-24T10:00:00.000Z");

function setup() {
  let now = START;
  const gateway = new SandboxGateway({ secret: SECRET, now: () => now });
  return {
    gateway,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function approve(
  gateway: SandboxGateway,
  wallet: WalletType,
  email: string,
  options: { subject?: string; cartId?: string; amountCents?: number } = {},
): string {
  const session = gateway.walletSession({
    wallet,
    subject: options.subject ?? SHOPPER,
    cartId: options.cartId ?? CART,
    amountCents: options.amountCents ?? 5_000,
    merchantName: "Quire",
  });
  const signIn = gateway.wallets.signIn(session.value, email, SANDBOX_WALLET_PASSWORD, gateway.now());
  if (!signIn.ok) throw new Error(`sign-in refused: ${signIn.reason}`);
  const approval = gateway.wallets.approve(session.value, signIn.login, gateway.now());
  if (!approval.ok) throw new Error(`approval refused: ${approval.reason}`);
  return approval.nonce;
}

const authorise = (gateway: SandboxGateway, nonce: string, overrides: Record<string, unknown> = {}) =>
  gateway.authoriseWallet({ nonce, subject: SHOPPER, cartId: CART, amountCents: 5_000, reference: "8000000001", ...overrides });

describe("walletSession", () => {
  it("is the spec's token shape, valid 23 hours, typed P, K or AP by wallet", () => {
    const { gateway } = setup();
    const paypal = gateway.walletSession({
      wallet: "PAYPAL",
      subject: SHOPPER,
      cartId: CART,
      amountCents: 1,
      merchantName: "Quire",
    });
    expect(paypal).toEqual({
      value: expect.stringMatching(/^wst_[\w-]+\.[\w-]+$/),
      validUntil: new Date(START + WALLET_SESSION_VALIDITY_MS).toISOString(),
      tokenType: "P",
      transactionId: expect.stringMatching(/^txn_[0-9a-f]{32}$/),
    });
    expect(
      gateway.walletSession({ wallet: "KLARNA", subject: SHOPPER, cartId: CART, amountCents: 1, merchantName: "Q" }).tokenType,
    ).toBe("K");
    expect(
      gateway.walletSession({ wallet: "APPLE_PAY", subject: SHOPPER, cartId: CART, amountCents: 1, merchantName: "Q" }).tokenType,
    ).toBe("AP");
  });

  it("opens until its validity ends, then says it expired", () => {
    const { gateway, advance } = setup();
    const session = gateway.walletSession({
      wallet: "PAYPAL",
      subject: SHOPPER,
      cartId: CART,
      amountCents: 1234,
      merchantName: "Quire",
    });
    advance(WALLET_SESSION_VALIDITY_MS - 1);
    expect(gateway.wallets.openSession(session.value, gateway.now())).toMatchObject({
      ok: true,
      session: { wallet: "PAYPAL", subject: SHOPPER, cartId: CART, amountCents: 1234, merchantName: "Quire" },
    });
    advance(1);
    expect(gateway.wallets.openSession(session.value, gateway.now())).toEqual({ ok: false, reason: "EXPIRED", wallet: "PAYPAL" });
  });

  it("refuses a session that is altered, or another kind of signed value", () => {
    const { gateway } = setup();
    const session = gateway.walletSession({
      wallet: "PAYPAL",
      subject: SHOPPER,
      cartId: CART,
      amountCents: 1,
      merchantName: "Quire",
    });
    const [body, signature] = session.value.slice(4).split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString()) as Record<string, unknown>;
    const forged = `wst_${Buffer.from(JSON.stringify({ ...payload, a: 999_999 })).toString("base64url")}.${signature}`;
    expect(gateway.wallets.openSession(forged, gateway.now())).toEqual({ ok: false, reason: "INVALID" });
    expect(gateway.wallets.openSession(`${session.value}x`, gateway.now())).toEqual({ ok: false, reason: "INVALID" });
    expect(gateway.wallets.openSession("nonsense", gateway.now())).toEqual({ ok: false, reason: "INVALID" });
    const other = new SandboxGateway({ secret: "another-secret" });
    expect(other.wallets.openSession(session.value, Date.now())).toEqual({ ok: false, reason: "INVALID" });
  });

  it("needs a wallet, a subject and a positive amount", () => {
    const { gateway } = setup();
    const request = { wallet: "PAYPAL" as const, subject: SHOPPER, cartId: CART, amountCents: 100, merchantName: "Quire" };
    expect(() => gateway.walletSession({ ...request, subject: "" })).toThrow();
    expect(() => gateway.walletSession({ ...request, amountCents: 0 })).toThrow();
    expect(() => gateway.walletSession({ ...request, amountCents: 1.5 })).toThrow();
    expect(() => gateway.walletSession({ ...request, wallet: "VENMO" as WalletType })).toThrow();
  });
});

describe("signing in to a wallet", () => {
  it("needs an account of that wallet and the sandbox password", () => {
    const { gateway } = setup();
    const session = gateway.walletSession({
      wallet: "PAYPAL",
      subject: SHOPPER,
      cartId: CART,
      amountCents: 1,
      merchantName: "Quire",
    });
    const signIn = (email: string, password = SANDBOX_WALLET_PASSWORD) =>
      gateway.wallets.signIn(session.value, email, password, gateway.now());
    expect(signIn("paypal.buyer@quire.test")).toMatchObject({ ok: true, account: { email: "paypal.buyer@quire.test" } });
    expect(signIn(" PayPal.Buyer@quire.test ")).toMatchObject({ ok: true });
    expect(signIn("paypal.buyer@quire.test", "wrong")).toEqual({ ok: false, reason: "CREDENTIALS" });
    expect(signIn("paypal.buyer@quire.test", "")).toEqual({ ok: false, reason: "CREDENTIALS" });
    expect(signIn("klarna.buyer@quire.test")).toEqual({ ok: false, reason: "CREDENTIALS" });
    expect(signIn("nobody@quire.test")).toEqual({ ok: false, reason: "CREDENTIALS" });
  });

  it("holds for one session only, and lapses after 15 minutes", () => {
    const { gateway, advance } = setup();
    const request = { wallet: "PAYPAL" as const, subject: SHOPPER, cartId: CART, amountCents: 1, merchantName: "Quire" };
    const session = gateway.walletSession(request);
    const other = gateway.walletSession(request);
    const signIn = gateway.wallets.signIn(session.value, "paypal.buyer@quire.test", SANDBOX_WALLET_PASSWORD, gateway.now());
    if (!signIn.ok) throw new Error("sign-in refused");
    expect(gateway.wallets.approve(other.value, signIn.login, gateway.now())).toEqual({ ok: false, reason: "SIGN_IN" });
    expect(gateway.wallets.approve(session.value, "wli_forged.sig", gateway.now())).toEqual({ ok: false, reason: "SIGN_IN" });
    advance(WALLET_SIGN_IN_VALIDITY_MS);
    expect(gateway.wallets.approve(session.value, signIn.login, gateway.now())).toEqual({ ok: false, reason: "SIGN_IN" });
  });
});

describe("walletDetails", () => {
  it("answers the payer, the shipping address, the shopper and the cart of an approval", () => {
    const { gateway } = setup();
    const nonce = approve(gateway, "PAYPAL", "paypal.buyer@quire.test", { amountCents: 4_321 });
    expect(nonce).toMatch(/^wno_/);
    expect(gateway.walletDetails(nonce)).toEqual({
      wallet: "PAYPAL",
      subject: SHOPPER,
      cartId: CART,
      payerEmail: "paypal.buyer@quire.test",
      payerId: "QPAYBUYER0001",
      shippingAddress: {
        name: "Jordan Avery",
        address1: "100 Summer St",
        address2: null,
        city: "Boston",
        state: "MA",
        zipCode: "02110",
        country: "US",
        phone: "617-555-0142",
      },
      amountCents: 4_321,
      validUntil: new Date(START + WALLET_APPROVAL_VALIDITY_MS).toISOString(),
    });
  });

  it("is null for an altered or expired nonce, and checkWalletNonce says which", () => {
    const { gateway, advance } = setup();
    const nonce = approve(gateway, "KLARNA", "klarna.buyer@quire.test");
    const tampered = `${nonce.slice(0, -2)}${nonce.endsWith("A") ? "BB" : "AA"}`;
    expect(gateway.walletDetails(tampered)).toBeNull();
    expect(gateway.checkWalletNonce(tampered)).toEqual({ ok: false, reason: "INVALID" });
    expect(gateway.walletDetails("tok_not.a-nonce")).toBeNull();
    advance(WALLET_APPROVAL_VALIDITY_MS);
    expect(gateway.walletDetails(nonce)).toBeNull();
    expect(gateway.checkWalletNonce(nonce)).toEqual({ ok: false, reason: "EXPIRED", wallet: "KLARNA" });
  });
});

describe("authoriseWallet", () => {
  it("approves the approving accounts with an id the card processor's capture and void accept", async () => {
    for (const [wallet, email] of [
      ["PAYPAL", "paypal.buyer@quire.test"],
      ["KLARNA", "klarna.buyer@quire.test"],
      ["APPLE_PAY", "applepay.buyer@quire.test"],
    ] as const) {
      const { gateway } = setup();
      const result = await authorise(gateway, approve(gateway, wallet, email));
      expect(result).toMatchObject({ approved: true, wallet, payerEmail: email });
      if (!result.approved) throw new Error("declined");
      await gateway.capture(result.authorisationId, 5_000);
      await expect(gateway.capture(result.authorisationId, 5_001)).rejects.toBeInstanceOf(GatewayError);
      await gateway.void(result.authorisationId);
      expect(gateway.ledger.map((e) => [e.kind, e.amountCents, e.approved])).toEqual([
        ["authorise", 5_000, true],
        ["capture", 5_000, true],
        ["capture", 5_001, false],
        ["void", 5_000, true],
      ]);
    }
  });

  it.each([
    ["PAYPAL", "paypal.declined@quire.test", "PAYPAL_AUTH_FAILURE", "DECLINED"],
    ["PAYPAL", "paypal.retry@quire.test", "PAYPAL_AUTH_RETRY", "RETRY"],
    ["PAYPAL", "paypal.timeout@quire.test", "PAYPAL_AUTH_RETRY", "TIMEOUT"],
    ["KLARNA", "klarna.declined@quire.test", "KLARNA_AUTH_FAILURE", "DECLINED"],
    ["KLARNA", "klarna.retry@quire.test", "KLARNA_AUTH_RETRY", "RETRY"],
    ["KLARNA", "klarna.timeout@quire.test", "KLARNA_AUTH_RETRY", "TIMEOUT"],
    ["APPLE_PAY", "applepay.declined@quire.test", "PAYMENT_FAILED_ERROR", "DECLINED"],
    ["APPLE_PAY", "applepay.failure@quire.test", "SPAY_API_FAILURE", "API_FAILURE"],
    ["APPLE_PAY", "applepay.timeout@quire.test", "SPAY_API_FAILURE", "TIMEOUT"],
  ] as const)("%s %s declines with %s (%s), recorded in the ledger", async (wallet, email, code, reason) => {
    const { gateway } = setup();
    expect(await authorise(gateway, approve(gateway, wallet, email))).toEqual({ approved: false, wallet, code, reason });
    expect(gateway.ledger).toEqual([
      { kind: "authorise", authorisationId: expect.stringMatching(/^declined_/), amountCents: 5_000, approved: false },
    ]);
  });

  it("has a test account for every outcome of every wallet", () => {
    const outcomes = (wallet: WalletType) =>
      SANDBOX_WALLET_ACCOUNTS.filter((a) => a.wallet === wallet)
        .map((a) => a.outcome)
        .sort();
    expect(outcomes("PAYPAL")).toEqual(["APPROVE", "DECLINE", "RETRY", "TIMEOUT"]);
    expect(outcomes("KLARNA")).toEqual(["APPROVE", "DECLINE", "RETRY", "TIMEOUT"]);
    expect(outcomes("APPLE_PAY")).toEqual(["API_FAILURE", "APPROVE", "DECLINE", "TIMEOUT"]);
    for (const account of SANDBOX_WALLET_ACCOUNTS) expect(account.shippingAddress.name).toMatch(/^\S+ \S+/);
  });

  it("refuses an approval used by another shopper or for another cart", async () => {
    const { gateway } = setup();
    const nonce = approve(gateway, "PAYPAL", "paypal.buyer@quire.test");
    expect(await authorise(gateway, nonce, { subject: "dotcom:user:8" })).toEqual({
      approved: false,
      wallet: "PAYPAL",
      code: "PAYPAL_AUTH_FAILURE",
      reason: "WRONG_SUBJECT",
    });
    expect(await authorise(gateway, nonce, { cartId: "cart-8" })).toEqual({
      approved: false,
      wallet: "PAYPAL",
      code: "PAYPAL_AUTH_FAILURE",
      reason: "WRONG_CART",
    });
    expect(await authorise(gateway, nonce)).toMatchObject({ approved: true });
  });

  it("refuses a tampered nonce, and an expired one asks to approve again", async () => {
    const { gateway, advance } = setup();
    const nonce = approve(gateway, "KLARNA", "klarna.buyer@quire.test");
    const [body, signature] = nonce.slice(4).split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString()) as Record<string, unknown>;
    const otherCart = `wno_${Buffer.from(JSON.stringify({ ...payload, c: "cart-8" })).toString("base64url")}.${signature}`;
    expect(await authorise(gateway, otherCart, { cartId: "cart-8" })).toEqual({
      approved: false,
      wallet: null,
      code: "PAYMENT_FAILED_ERROR",
      reason: "INVALID_APPROVAL",
    });
    advance(WALLET_APPROVAL_VALIDITY_MS);
    expect(await authorise(gateway, nonce)).toEqual({
      approved: false,
      wallet: "KLARNA",
      code: "KLARNA_AUTH_RETRY",
      reason: "EXPIRED_APPROVAL",
    });
  });

  it("authorises up to 115% of the approved amount, and asks for a new approval above it", async () => {
    const { gateway } = setup();
    const nonce = approve(gateway, "PAYPAL", "paypal.buyer@quire.test", { amountCents: 10_000 });
    expect(await authorise(gateway, nonce, { amountCents: 11_500 })).toMatchObject({ approved: true });
    expect(await authorise(gateway, nonce, { amountCents: 11_501 })).toEqual({
      approved: false,
      wallet: "PAYPAL",
      code: "PAYPAL_AUTH_RETRY",
      reason: "AMOUNT_CHANGED",
    });
  });

  it("rejects an amount that is not a positive whole number of cents", async () => {
    const { gateway } = setup();
    const nonce = approve(gateway, "PAYPAL", "paypal.buyer@quire.test");
    for (const amountCents of [0, -1, 1.5, Number.NaN]) {
      await expect(authorise(gateway, nonce, { amountCents })).rejects.toMatchObject({ code: "INVALID_AMOUNT" });
    }
    expect(gateway.ledger).toEqual([]);
  });
});

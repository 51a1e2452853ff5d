import { KLARNA_MESSAGE, type WalletType } from "@quire/domain";
import { SANDBOX_WALLET_PASSWORD } from "@quire/gateway";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import type { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Orders paid by a wallet (PayPal, Klarna, Apple Pay), alone or after a gift card, over real HTTP:
// the wallet is authorised for what is left to pay, captured when the order is placed, and a
// wallet account that declines answers its own code with nothing placed or taken.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  h = checkoutHelpers(server, "10.31");
});
afterAll(async () => {
  await server?.close();
});

/** The wallet's approval for this shopper's cart, as its approval page would give it. */
async function approval(browser: TestBrowser, wallet: WalletType, email: string): Promise<string> {
  const mine = (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo.cartId as string;
  const row = await server.db.selectFrom("carts").select("userId").where("id", "=", mine).executeTakeFirstOrThrow();
  const wallets = server.gateway.wallets;
  const subject = `dotcom:user:${row.userId}`;
  const opened = wallets.session({ wallet, subject, cartId: mine, amountCents: 100_000, merchantName: "Quire" }, Date.now());
  const signIn = wallets.signIn(opened.value, email, SANDBOX_WALLET_PASSWORD, Date.now());
  if (!signIn.ok) throw new Error("sign-in refused");
  const approved = wallets.approve(opened.value, signIn.login, Date.now());
  if (!approved.ok) throw new Error("approval refused");
  return approved.nonce;
}

async function payByWallet(browser: TestBrowser, wallet: WalletType, email: string) {
  const nonce = await approval(browser, wallet, email);
  const body =
    wallet === "PAYPAL"
      ? { vendorPayment: { consumerType: "CNC", payPalInfo: { paymentMethodNonce: nonce, payPalEmail: email } } }
      : { vendorPayment: { vendorPaymentType: wallet, walletInfo: { paymentMethodNonce: nonce, payerEmail: email } } };
  const reply = await browser.call("POST", "/cc/api/checkout/default/vendorpayment", body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

async function shopperReady(offset: number) {
  const shopper = await h.newShopper();
  const product = await h.stockedProduct(2_000, offset);
  await h.addToCart(shopper, product.itemId, 1);
  await h.deliveryAndAddress(shopper);
  return { shopper, product };
}

describe("orders paid by a wallet", () => {
  it("a gift card and PayPal: PayPal is authorised and captured for the rest, the order lists both", async () => {
    const { shopper } = await shopperReady(11);
    const card = await server.gateway.issueStoredValue({ type: "GIFT_CARD", amountCents: 700, seed: `wallet-${Date.now()}` });
    await shopper.call("POST", "/cc/api/checkout/default/giftcard", { giftCardNumber: card.number, pin: card.pin });
    const view = await payByWallet(shopper, "PAYPAL", "paypal.buyer@quire.test");
    expect(view.orderPayment).toMatchObject({ paymentType: "PAYPAL", walletEmail: "paypal.buyer@quire.test" });
    const total = view.paymentSummary.ordTotal as number;
    expect(view.paymentSummary.balanceOrdTotal).toBe(total - 700);

    const before = server.gateway.ledger.length;
    const placed = await h.placeOrder(shopper, total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(server.gateway.ledger.slice(before).map((e) => [e.kind, e.amountCents])).toEqual([
      ["authorise", total - 700],
      ["capture", total - 700],
    ]);
    const order = (await shopper.call("GET", `/cc/api/orders/${placed.body.data.order.orderNumber}`)).body.data.order;
    expect(order.payments).toEqual([
      expect.objectContaining({ type: "GIFT_CARD", amountCents: 700 }),
      expect.objectContaining({ type: "PAYPAL", amountCents: total - 700, walletEmail: "paypal.buyer@quire.test" }),
    ]);
  });

  it.each([
    ["PAYPAL", "paypal.declined@quire.test", "PAYPAL_AUTH_FAILURE", 12],
    ["KLARNA", "klarna.retry@quire.test", "KLARNA_AUTH_RETRY", 13],
    ["APPLE_PAY", "applepay.failure@quire.test", "SPAY_API_FAILURE", 14],
  ] as const)("%s account %s: %s, nothing placed, no stock taken", async (wallet, email, code, offset) => {
    const { shopper, product } = await shopperReady(offset);
    const view = await payByWallet(shopper, wallet, email);
    const stock = async () =>
      Number(
        (
          await server.db
            .selectFrom("inventory")
            .select("onlineQty")
            .where("productId", "=", product.productId)
            .executeTakeFirstOrThrow()
        ).onlineQty,
      );
    const before = await stock();
    const placed = await h.placeOrder(shopper, view.cart.cartSummary.ordTotal);
    expect(placed.status).toBe(400);
    expect(placed.body.code).toBe(code);
    if (wallet === "KLARNA") expect(placed.body.message).toBe(KLARNA_MESSAGE);
    expect(await stock()).toBe(before);
    expect((await shopper.call("GET", "/cc/api/orders")).body.data.orders).toEqual([]);
  });
});

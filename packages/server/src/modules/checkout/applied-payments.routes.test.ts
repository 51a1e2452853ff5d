import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Gift and prepaid cards, Easy Rewards and Amex points at checkout, over real HTTP on a real
// database (SQLite, or PostgreSQL with DATABASE_URL), with the gateway's own ledger.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  h = checkoutHelpers(server, "10.21");
});
afterAll(async () => {
  await server?.close();
});

/** A fresh gift card of its own for each test (the sandbox's demo cards are shared). */
async function freshCard(amountCents: number, type: "GIFT_CARD" | "PREPAID_CARD" = "GIFT_CARD") {
  seq += 1;
  return server.gateway.issueStoredValue({ type, amountCents, seed: `test-${seq}-${Date.now()}` });
}

async function balanceOf(card: { number: string; pin: string }): Promise<number> {
  const check = await server.gateway.checkStoredValue({ number: card.number, pin: card.pin, subject: "test:auditor" });
  return check.ok ? check.balanceCents : check.code === "GIFT_CARD_D33" ? 0 : -1;
}

async function shopperWithCart(minCents = 3_000, qty = 2, offset = 0) {
  const shopper = await h.newShopper();
  const product = await h.stockedProduct(minCents, offset);
  await h.addToCart(shopper, product.itemId, qty);
  const view = await h.deliveryAndAddress(shopper);
  return { shopper, product, total: view.cart.cartSummary.ordTotal as number };
}

describe("gift card balance check", () => {
  it("answers a sandbox card's balance and tells each decline apart in words", async () => {
    const guest = new TestBrowser(server.baseUrl);
    guest.extraHeaders = { "x-forwarded-for": "10.22.0.1" };
    const ok = await guest.call("POST", "/cc/api/payment/giftcard/balance", {
      giftCardNumber: "6006 4910 0000 0019",
      pin: "1234",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toEqual({ type: "GIFT_CARD", last4: "0019", balanceCents: 10_000 });

    const cases: [string, string, string, string][] = [
      ["6006 4910 0000 9999", "1234", "GIFT_CARD_INVALID", "Please verify the card number and try again."],
      ["12345", "1234", "GIFT_CARD_INVALID", "Please verify the card number and try again."],
      ["6006-4910-0000-0019-99999", "1234", "GIFT_CARD_INVALID", "Please verify the card number and try again."],
      ["6006 4910 0000 0033", "1234", "GIFT_CARD_D33", "This card has no balance left. Please use a different card."],
      ["6006 4910 0000 0038", "1234", "GIFT_CARD_D38", "This card is not active. Please use a different card."],
      ["6006 4910 0000 0019", "0000", "GIFT_CARD_D39", "The PIN does not match this card. Please check it and try again."],
      ["6006 4910 0000 0019", "12a4", "GIFT_CARD_PIN_INVALID", "Please enter the 4-digit PIN from the back of the card."],
    ];
    for (const [giftCardNumber, pin, code, message] of cases) {
      const reply = await guest.call("POST", "/cc/api/payment/giftcard/balance", { giftCardNumber, pin });
      expect(reply.status, giftCardNumber).toBe(400);
      expect(reply.body).toMatchObject({ code, message });
    }
  });

  it("refuses a credit card number in the gift card field and a card number anywhere else, keeping neither", async () => {
    const guest = new TestBrowser(server.baseUrl);
    guest.extraHeaders = { "x-forwarded-for": "10.22.0.2" };
    const credit = await guest.call("POST", "/cc/api/payment/giftcard/balance", {
      giftCardNumber: "4111 1111 1111 1111",
      pin: "1234",
    });
    expect(credit.status).toBe(400);
    expect(credit.body.code).toBe("CARD_NUMBER_NOT_ACCEPTED");
    const elsewhere = await guest.call("POST", "/cc/api/payment/giftcard/balance", {
      giftCardNumber: "600649100000",
      pin: "4111111111111111",
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe("CARD_NUMBER_NOT_ACCEPTED");
    for (const body of [{}, { giftCardNumber: 6006491000000019, pin: "1234" }, { giftCardNumber: "1", pin: "1", extra: 1 }, []]) {
      const reply = await guest.call("POST", "/cc/api/payment/giftcard/balance", body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe("INVALID_REQUEST");
    }
  });

  it("stops guessing: past 15 checks in ten minutes from one session, 429 with Retry-After", async () => {
    const guest = new TestBrowser(server.baseUrl);
    guest.extraHeaders = { "x-forwarded-for": "10.22.0.3" };
    await guest.call("GET", "/api/session");
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        guest.call("POST", "/cc/api/payment/giftcard/balance", { giftCardNumber: "6006 4910 0000 0019", pin: String(1000 + i) }),
      ),
    );
    const limited = replies.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(limited[0]?.body.code).toBe("TOO_MANY_PAYMENT_ATTEMPTS");
    expect(Number(limited[0]?.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("gift and prepaid cards at checkout", () => {
  it("a gift card pays part and the card the rest: the payments add up, the card is authorised for the rest only", async () => {
    const { shopper, product, total } = await shopperWithCart();
    const card = await freshCard(2_500);
    const applied = await shopper.call("POST", "/cc/api/checkout/default/giftcard", {
      giftCardNumber: card.number,
      pin: card.pin,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const view = applied.body.data;
    expect(view.paymentSummary).toEqual({
      ordTotal: total,
      giftCardAppliedAmt: 2_500,
      prepaidCardAppliedAmt: 0,
      easyRewardsAppliedAmt: 0,
      amexPointsAppliedAmt: 0,
      balanceOrdTotal: total - 2_500,
    });
    expect(view.cart.cartSummary).toMatchObject({ giftCardAppliedAmt: 2_500, balanceOrdTotal: total - 2_500 });
    expect(view.appliedPayments).toEqual([
      expect.objectContaining({ kind: "GIFT_CARD", last4: card.last4, amountCents: 2_500, balanceCents: 2_500 }),
    ]);
    expect(JSON.stringify(view)).not.toContain(card.number);
    expect(view.checkoutSections.payment).toBe("ACTIVE");

    const again = await shopper.call("POST", "/cc/api/checkout/default/giftcard", { giftCardNumber: card.number, pin: card.pin });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "GIFT_CARD_ALREADY_APPLIED",
      message: "This card is already applied to your order.",
    });

    const noCardYet = await h.placeOrder(shopper, total);
    expect(noCardYet.status).toBe(400);
    expect(noCardYet.body.code).toBe("CHECKOUT_INCOMPLETE");

    await h.payByCard(shopper, "4111 1111 1111 1111");
    const ledgerBefore = server.gateway.ledger.length;
    const placed = await h.placeOrder(shopper, total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const authorised = server.gateway.ledger.slice(ledgerBefore).filter((e) => e.kind === "authorise" || e.kind === "capture");
    expect(authorised.map((e) => [e.kind, e.amountCents])).toEqual([
      ["authorise", total - 2_500],
      ["capture", total - 2_500],
    ]);
    expect(await balanceOf(card)).toBe(0);

    const order = await shopper.call("GET", `/cc/api/orders/${placed.body.data.order.orderNumber}`);
    expect(order.body.data.order.payments).toEqual([
      expect.objectContaining({ type: "GIFT_CARD", amountCents: 2_500, last4: card.last4 }),
      expect.objectContaining({ type: "CREDIT_CARD", amountCents: total - 2_500, brand: "VISA", last4: "1111" }),
    ]);
    const sum = (order.body.data.order.payments as { amountCents: number }[]).reduce((n, p) => n + p.amountCents, 0);
    expect(sum).toBe(total);
    expect(product.itemId).toBeTruthy();
  });

  it("an order covered in full by a gift and a prepaid card is placed with no other payment (zero balance)", async () => {
    const { shopper, total } = await shopperWithCart(1_000, 1);
    const gift = await freshCard(1_000);
    const prepaid = await freshCard(50_000, "PREPAID_CARD");
    for (const card of [gift, prepaid]) {
      const reply = await shopper.call("POST", "/cc/api/checkout/default/giftcard", {
        giftCardNumber: card.number,
        pin: card.pin,
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const view = (await shopper.call("GET", "/cc/api/checkout")).body.data;
    expect(view.cartInfo.cartSummary).toMatchObject({
      giftCardAppliedAmt: 1_000,
      prepaidCardAppliedAmt: total - 1_000,
      balanceOrdTotal: 0,
    });
    const placed = await h.placeOrder(shopper, total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await balanceOf(gift)).toBe(0);
    expect(await balanceOf(prepaid)).toBe(50_000 - (total - 1_000));
  });

  it("GIFT_CARD_LIMIT_EXCEEDED past five cards; removal; another shopper's payment is a 404", async () => {
    const { shopper, total } = await shopperWithCart(3_000, 2);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const card = await freshCard(100);
      const reply = await shopper.call("POST", "/cc/api/checkout/default/giftcard", {
        giftCardNumber: card.number,
        pin: card.pin,
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      ids.push(reply.body.data.appliedPayments.at(-1).id);
    }
    const sixth = await freshCard(100);
    const refused = await shopper.call("POST", "/cc/api/checkout/default/giftcard", {
      giftCardNumber: sixth.number,
      pin: sixth.pin,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "GIFT_CARD_LIMIT_EXCEEDED",
      message: "You can use up to 5 gift and prepaid cards on one order.",
    });

    const stranger = await h.newShopper();
    const stolen = await stranger.call("POST", `/cc/api/checkout/default/appliedpayment/${ids[0]}`, undefined, {
      "x-http-method-override": "DELETE",
    });
    expect(stolen.status).toBe(404);
    const removed = await shopper.call("POST", `/cc/api/checkout/default/appliedpayment/${ids[0]}`, undefined, {
      "x-http-method-override": "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.paymentSummary).toMatchObject({ giftCardAppliedAmt: 400, balanceOrdTotal: total - 400 });
  });

  it("eight cards applied at once: at most five are kept, the rest refused with GIFT_CARD_LIMIT_EXCEEDED", async () => {
    const { shopper } = await shopperWithCart(3_000, 2, 5);
    const cards = await Promise.all(Array.from({ length: 8 }, () => freshCard(100)));
    const replies = await Promise.all(
      cards.map((card) =>
        shopper.call("POST", "/cc/api/checkout/default/giftcard", { giftCardNumber: card.number, pin: card.pin }),
      ),
    );
    expect(replies.every((r) => r.status === 200 || r.body.code === "GIFT_CARD_LIMIT_EXCEEDED")).toBe(true);
    const view = (await shopper.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(view.appliedPayments.length).toBeLessThanOrEqual(5);
    expect(view.appliedPayments.length).toBe(replies.filter((r) => r.status === 200).length);
  });

  it("a card spent elsewhere before the order is placed: GIFT_CARD_D33, nothing charged, nothing taken", async () => {
    const { shopper, product, total } = await shopperWithCart(3_000, 1, 3);
    const card = await freshCard(2_000);
    await shopper.call("POST", "/cc/api/checkout/default/giftcard", { giftCardNumber: card.number, pin: card.pin });
    await h.payByCard(shopper, "5555 5555 5555 4444");
    // The same card, checked by someone else who spends most of it.
    const other = await server.gateway.checkStoredValue({ number: card.number, pin: card.pin, subject: "dotcom:user:elsewhere" });
    if (!other.ok) throw new Error("card should check");
    await server.gateway.redeemStoredValue({
      reference: other.reference,
      subject: "dotcom:user:elsewhere",
      amountCents: 1_500,
      orderReference: "x",
    });
    const stockBefore = await server.db
      .selectFrom("inventory")
      .select("onlineQty")
      .where("productId", "=", product.productId)
      .executeTakeFirstOrThrow();
    const ledgerBefore = server.gateway.ledger.length;

    const placed = await h.placeOrder(shopper, total);
    expect(placed.status).toBe(400);
    expect(placed.body).toMatchObject({ code: "GIFT_CARD_D33" });
    expect(server.gateway.ledger.slice(ledgerBefore).map((e) => e.kind)).toEqual(["authorise", "void"]);
    expect(await balanceOf(card)).toBe(500);
    const stockAfter = await server.db
      .selectFrom("inventory")
      .select("onlineQty")
      .where("productId", "=", product.productId)
      .executeTakeFirstOrThrow();
    expect(Number(stockAfter.onlineQty)).toBe(Number(stockBefore.onlineQty));
    const orders = await shopper.call("GET", "/cc/api/orders");
    expect(orders.body.data.orders).toEqual([]);
  });

  it("a gift card checked by one shopper cannot be redeemed through another's session", async () => {
    const card = await freshCard(5_000);
    const check = await server.gateway.checkStoredValue({ number: card.number, pin: card.pin, subject: "dotcom:user:1" });
    if (!check.ok) throw new Error("card should check");
    const taken = await server.gateway.redeemStoredValue({
      reference: check.reference,
      subject: "dotcom:user:2",
      amountCents: 100,
      orderReference: "x",
    });
    expect(taken).toEqual({ ok: false, code: "GIFT_CARD_INVALID" });
    expect(await balanceOf(card)).toBe(5_000);
  });

  it("business accounts are told gift cards and rewards are for consumer orders", async () => {
    const buyer = await h.demoShopper("buyer@northwind.test", "advantage.localhost");
    const product = await h.stockedProduct(500);
    await buyer.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty: 1 }] });
    const reply = await buyer.call("POST", "/cc/api/checkout/default/giftcard", {
      giftCardNumber: "6006 4910 0000 0019",
      pin: "1234",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("NOT_AVAILABLE_FOR_BUSINESS");
  });
});

describe("Easy Rewards and Amex points", () => {
  it("a rewards member redeems whole dollars of points, the order earns points, the balance follows", async () => {
    const member = await h.demoShopper("rewards.base@quire.test");
    const product = await h.stockedProduct(3_000, 7);
    await h.addToCart(member, product.itemId, 2);
    const cart = (await member.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(cart.cartEasyRewards).toMatchObject({ redeemEligibility: true, availablePoints: 3_120, availableDollarValue: 3_100 });
    expect(cart.items[0].easyRewardsItem).toEqual({ redemptionEligibility: true });
    const view = await h.deliveryAndAddress(member);
    const total = view.cart.cartSummary.ordTotal as number;

    for (const [amount, code] of [
      [1_050, "INVALID_REWARDS_AMOUNT"],
      [-100, "INVALID_REWARDS_AMOUNT"],
      [0, "INVALID_REWARDS_AMOUNT"],
      [3_200, "REWARDS_EXCEEDS_AVAILABLE"],
      [1e12, "REWARDS_EXCEEDS_AVAILABLE"],
      [1e300, "INVALID_REQUEST"],
    ] as const) {
      const reply = await member.call("POST", "/cc/api/checkout/default/rewards", { amount });
      expect(reply.status, String(amount)).toBe(400);
      expect(reply.body.code).toBe(code);
    }
    const fractional = await member.call("POST", "/cc/api/checkout/default/rewards", { amount: 10.5 });
    expect(fractional.status).toBe(400);

    const applied = await member.call("POST", "/cc/api/checkout/default/rewards", { amount: 2_000 });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.paymentSummary).toMatchObject({ easyRewardsAppliedAmt: 2_000, balanceOrdTotal: total - 2_000 });
    expect(applied.body.data.cart.cartEasyRewards).toMatchObject({ appliedPoints: 2_000, appliedDollarValue: 2_000 });
    const earned = applied.body.data.cart.cartEasyRewards.earnedPoints as number;
    expect(earned).toBeGreaterThan(0);

    await h.payByCard(member, "4111 1111 1111 1111");
    const placed = await h.placeOrder(member, total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (await member.call("GET", `/cc/api/orders/${placed.body.data.order.orderNumber}`)).body.data.order;
    expect(order).toMatchObject({ rewardsRedeemedPoints: 2_000, rewardsEarnedPoints: earned });
    const user = await server.db
      .selectFrom("users")
      .select("rewardsPoints")
      .where("email", "=", "rewards.base@quire.test")
      .executeTakeFirstOrThrow();
    expect(Number(user.rewardsPoints)).toBe(3_120 - 2_000 + earned);
  });

  it("rewards applied many times at once: every answer is 200 and one amount stands", async () => {
    const member = await h.demoShopper("rewards.premier@quire.test");
    await h.addToCart(member, (await h.stockedProduct(3_000, 8)).itemId, 2);
    const amounts = [100, 200, 300, 400, 500, 600, 700, 800];
    const replies = await Promise.all(
      amounts.map((amount) => member.call("POST", "/cc/api/checkout/default/rewards", { amount })),
    );
    expect(replies.map((r) => r.status)).toEqual(amounts.map(() => 200));
    const cart = (await member.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    const rewards = (cart.appliedPayments as { kind: string; amountCents: number }[]).filter((p) => p.kind === "EASY_REWARDS");
    expect(rewards).toHaveLength(1);
    expect(amounts).toContain(rewards[0]?.amountCents);
  });

  it("a shopper who is not a member cannot redeem points", async () => {
    const { shopper } = await shopperWithCart(1_000, 1);
    const reply = await shopper.call("POST", "/cc/api/checkout/default/rewards", { amount: 100 });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("MISSING_REWARDS_ID");
  });

  it("Amex points pay part of an order paid by an enrolled Amex card: success, warning and failure", async () => {
    const { shopper, total } = await shopperWithCart(3_000, 1, 9);
    const notAmex = await shopper.call("POST", "/cc/api/checkout/default/amexpoints", { amount: 1_000 });
    expect(notAmex.body.code).toBe("AMEX_POINTS_NOT_AVAILABLE");

    await h.payByCard(shopper, "3714 496353 98431");
    const notEnrolled = await shopper.call("POST", "/cc/api/checkout/default/amexpoints", { amount: 1_000 });
    expect(notEnrolled.status).toBe(400);
    expect(notEnrolled.body.code).toBe("AMEX_POINTS_NOT_ENROLLED");

    await h.payByCard(shopper, "3782 822463 10005");
    const tooMany = await shopper.call("POST", "/cc/api/checkout/default/amexpoints", { amount: 40_100 });
    expect(tooMany.body.code).toBe("AMEX_POINTS_INSUFFICIENT");
    const success = await shopper.call("POST", "/cc/api/checkout/default/amexpoints", { amount: 1_000 });
    expect(success.status, JSON.stringify(success.body)).toBe(200);
    expect(success.body.status).toBe("success");
    expect(success.body.data.paymentSummary).toMatchObject({ amexPointsAppliedAmt: 1_000, balanceOrdTotal: total - 1_000 });
    const warning = await shopper.call("POST", "/cc/api/checkout/default/amexpoints", { amount: 40_000 });
    expect(warning.body.status).toBe("warning");
    const usable = Math.floor(total / 100) * 100;
    expect(warning.body.data.paymentSummary).toMatchObject({ amexPointsAppliedAmt: usable, balanceOrdTotal: total - usable });

    const placed = await h.placeOrder(shopper, total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (await shopper.call("GET", `/cc/api/orders/${placed.body.data.order.orderNumber}`)).body.data.order;
    const payments = order.payments as { type: string; amountCents: number }[];
    expect(payments.map((p) => p.type).sort()).toEqual(total - usable > 0 ? ["AMEX_POINTS", "CREDIT_CARD"] : ["AMEX_POINTS"]);
    expect(payments.reduce((n, p) => n + p.amountCents, 0)).toBe(total);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Gift cards the store sells (decision 023), over real HTTP on a real database (SQLite, or
// PostgreSQL with DATABASE_URL) with the gateway's own ledger: a bought e-gift card gets a number
// and balance its buyer alone sees, and it pays at checkout like any gift card; gift cards are
// never bought with gift cards.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  h = checkoutHelpers(server, "10.41");
});
afterAll(async () => {
  await server?.close();
});

interface BoughtCard {
  itemId: string;
  delivery: "E_DELIVERY" | "PHYSICAL";
  amountCents: number;
  card: { number: string; pin: string; last4: string; balanceCents: number; active: boolean } | null;
}

/** A gift card product as a shopper finds it: searching "gift card". */
async function giftCardProduct(name: string): Promise<{ itemId: string; finalPriceCents: number }> {
  const guest = new TestBrowser(server.baseUrl);
  const found = await guest.call("GET", "/api/search?query=gift%20card&size=48");
  expect(found.status).toBe(200);
  const item = (found.body.items as { itemId: string; name: string; finalPriceCents: number }[]).find((i) => i.name === name);
  if (!item) throw new Error(`"gift card" did not find ${name}`);
  return item;
}

/** Balance check as a guest would make it in the footer's drawer (each from an address of its own). */
async function checkBalance(card: { number: string; pin: string }) {
  seq += 1;
  const guest = new TestBrowser(server.baseUrl);
  guest.extraHeaders = { "x-forwarded-for": `10.42.0.${seq}` };
  return guest.call("POST", "/cc/api/payment/giftcard/balance", { giftCardNumber: card.number, pin: card.pin });
}

async function applyCard(shopper: TestBrowser, card: { number: string; pin: string }) {
  return shopper.call("POST", "/cc/api/checkout/default/giftcard", { giftCardNumber: card.number, pin: card.pin });
}

async function freshCard(amountCents: number) {
  seq += 1;
  return server.gateway.issueStoredValue({ type: "GIFT_CARD", amountCents, seed: `gift-card-products-${seq}-${Date.now()}` });
}

describe("gift cards in the catalogue", () => {
  it('"gift card" finds e-gift cards of $25, $50, $100 and physical cards of $25, $50 in the Gift Cards category', async () => {
    const guest = new TestBrowser(server.baseUrl);
    const found = await guest.call("GET", "/api/search?query=gift%20card&size=48");
    const names = (found.body.items as { name: string }[]).map((i) => i.name);
    for (const name of [
      "Quire E-Gift Card, $25, Delivered Online",
      "Quire E-Gift Card, $50, Delivered Online",
      "Quire E-Gift Card, $100, Delivered Online",
      "Quire Gift Card, $25, Shipped in a Greeting Envelope",
      "Quire Gift Card, $50, Shipped in a Greeting Envelope",
    ]) {
      expect(names).toContain(name);
    }
    const category = await guest.call("GET", "/api/search?category=gift-cards&size=48");
    // the store's digital department: its five gift cards and its two memberships (decision 080)
    expect(category.body.total).toBe(7);
    expect((category.body.items as { name: string }[]).map((i) => i.name)).toEqual(
      expect.arrayContaining(["Quire Select Membership, 1 Year", "Quire Premium Membership, 1 Year"]),
    );
    expect(category.body.category).toMatchObject({ name: "Gift Cards", parent: null });
  });
});

describe("buying e-gift cards", () => {
  it("two $25 e-gift cards: the order shows two cards to its buyer, each checks at $25 and pays another order", async () => {
    const egift = await giftCardProduct("Quire E-Gift Card, $25, Delivered Online");
    expect(egift.finalPriceCents).toBe(2_500);
    const buyer = await h.newShopper();
    await h.addToCart(buyer, egift.itemId, 2);
    const view = await h.deliveryAndAddress(buyer);
    const total = view.cart.cartSummary.ordTotal as number;
    await h.payByCard(buyer, "4111 1111 1111 1111");
    const placed = await h.placeOrder(buyer, total);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderNumber = placed.body.data.order.orderNumber as string;

    const page = await buyer.call("GET", `/cc/api/orders/${orderNumber}`);
    expect(page.status).toBe(200);
    const bought = page.body.data.order.giftCards as BoughtCard[];
    expect(bought).toHaveLength(2);
    for (const b of bought) {
      expect(b).toMatchObject({ itemId: egift.itemId, delivery: "E_DELIVERY", amountCents: 2_500 });
      expect(b.card).toMatchObject({ balanceCents: 2_500, active: true });
      expect(b.card?.number).toMatch(/^\d{16}$/);
      expect(b.card?.pin).toMatch(/^\d{4}$/);
      expect(b.card?.last4).toBe(b.card?.number.slice(-4));
    }
    const [first, second] = bought.map((b) => b.card!);
    expect(first!.number).not.toBe(second!.number);
    // The store keeps neither number nor PIN: they are the gateway's, shown again from the order.
    const again = await buyer.call("GET", `/cc/api/orders/${orderNumber}`);
    expect(again.body.data.order.giftCards).toEqual(bought);
    const stored = JSON.stringify(
      await server.db.selectFrom("orders").selectAll().where("orderNumber", "=", orderNumber).execute(),
    );
    expect(stored).not.toContain(first!.number);

    for (const card of [first!, second!]) {
      const balance = await checkBalance(card);
      expect(balance.status, JSON.stringify(balance.body)).toBe(200);
      expect(balance.body.data).toEqual({ type: "GIFT_CARD", last4: card.last4, balanceCents: 2_500 });
    }

    // Both pay part of another shopper's order; the rest by card.
    const other = await h.newShopper();
    const product = await h.stockedProduct(3_000);
    await h.addToCart(other, product.itemId, 2);
    const otherView = await h.deliveryAndAddress(other);
    const otherTotal = otherView.cart.cartSummary.ordTotal as number;
    for (const card of [first!, second!]) {
      const applied = await applyCard(other, card);
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    }
    await h.payByCard(other, "4111 1111 1111 1111");
    const paid = await h.placeOrder(other, otherTotal);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const otherOrder = await other.call("GET", `/cc/api/orders/${paid.body.data.order.orderNumber}`);
    expect(otherOrder.body.data.order.payments).toEqual([
      expect.objectContaining({ type: "GIFT_CARD", amountCents: 2_500, last4: first!.last4 }),
      expect.objectContaining({ type: "GIFT_CARD", amountCents: 2_500, last4: second!.last4 }),
      expect.objectContaining({ type: "CREDIT_CARD", amountCents: otherTotal - 5_000 }),
    ]);
    expect(otherOrder.body.data.order.giftCards).toBeUndefined();

    // The buyer's order now shows what is left on the cards: nothing.
    const spent = (await buyer.call("GET", `/cc/api/orders/${orderNumber}`)).body.data.order.giftCards as BoughtCard[];
    expect(spent.map((b) => b.card?.balanceCents)).toEqual([0, 0]);

    // Another shopper asking for the buyer's order gets a 404 and never a number.
    const stranger = await h.newShopper();
    const stolen = await stranger.call("GET", `/cc/api/orders/${orderNumber}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe("ORDER_NOT_FOUND");
    expect(JSON.stringify(stolen.body)).not.toContain(first!.number);
    const guest = new TestBrowser(server.baseUrl);
    expect((await guest.call("GET", `/cc/api/orders/${orderNumber}`)).status).toBe(401);
  });

  it("a physical gift card gets no number on the order; an e-gift card is issued for what its unit cost", async () => {
    const physical = await giftCardProduct("Quire Gift Card, $50, Shipped in a Greeting Envelope");
    const egift = await giftCardProduct("Quire E-Gift Card, $100, Delivered Online");
    const buyer = await h.newShopper();
    await h.addToCart(buyer, physical.itemId, 1);
    await h.addToCart(buyer, egift.itemId, 1);
    const view = await h.deliveryAndAddress(buyer);
    await h.payByCard(buyer, "5555 5555 5555 4444");
    const placed = await h.placeOrder(buyer, view.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const bought = (await buyer.call("GET", `/cc/api/orders/${placed.body.data.order.orderNumber}`)).body.data.order
      .giftCards as BoughtCard[];
    // in the order's line order: the e-gift card's product comes first in the catalogue
    expect(bought.map((b) => [b.delivery, b.amountCents, b.card === null])).toEqual([
      ["E_DELIVERY", 10_000, false],
      ["PHYSICAL", 5_000, true],
    ]);
    const issued = bought.find((b) => b.delivery === "E_DELIVERY")!.card!;
    expect((await checkBalance(issued)).body.data.balanceCents).toBe(10_000);
  });
});

describe("gift cards are not bought with gift cards nor Easy Rewards points", () => {
  it("a gift card in the cart refuses a gift card at apply, with nothing applied or taken", async () => {
    const egift = await giftCardProduct("Quire E-Gift Card, $50, Delivered Online");
    const shopper = await h.newShopper();
    const product = await h.stockedProduct(1_000);
    await h.addToCart(shopper, product.itemId, 1);
    await h.addToCart(shopper, egift.itemId, 1);
    await h.deliveryAndAddress(shopper);
    const card = await freshCard(10_000);
    const refused = await applyCard(shopper, card);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "GIFT_CARD_NOT_ALLOWED_FOR_GIFT_CARDS",
      message: "Gift cards can't be bought with a gift or prepaid card. Please pay for them by card or another way.",
    });
    const view = (await shopper.call("GET", "/cc/api/checkout")).body.data;
    expect(view.cartInfo.cartSummary).toMatchObject({ giftCardAppliedAmt: 0 });
    expect((await checkBalance(card)).body.data.balanceCents).toBe(10_000);
  });

  it("a card applied before a gift card joined the cart: placing is refused, nothing charged or taken", async () => {
    const egift = await giftCardProduct("Quire E-Gift Card, $25, Delivered Online");
    const shopper = await h.newShopper();
    const product = await h.stockedProduct(1_000, 1);
    await h.addToCart(shopper, product.itemId, 1);
    await h.deliveryAndAddress(shopper);
    const card = await freshCard(1_000);
    expect((await applyCard(shopper, card)).status).toBe(200);
    await h.addToCart(shopper, egift.itemId, 1);
    await h.payByCard(shopper, "4111 1111 1111 1111");
    const total = (await shopper.call("GET", "/cc/api/checkout")).body.data.cartInfo.cartSummary.ordTotal as number;
    const ledgerBefore = server.gateway.ledger.length;
    const refused = await h.placeOrder(shopper, total);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("GIFT_CARD_NOT_ALLOWED_FOR_GIFT_CARDS");
    expect(server.gateway.ledger.slice(ledgerBefore).filter((e) => e.kind === "capture")).toEqual([]);
    expect((await checkBalance(card)).body.data.balanceCents).toBe(1_000);
    expect((await shopper.call("GET", "/cc/api/orders")).body.data.totalOrders).toBe(0);
  });

  it("a gift card is not eligible for Easy Rewards points redemption", async () => {
    const egift = await giftCardProduct("Quire E-Gift Card, $100, Delivered Online");
    const member = await h.demoShopper("rewards.premier@quire.test");
    await h.addToCart(member, egift.itemId, 1);
    const cart = (await member.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    const line = (cart.items as { product: { partNumber: string }; easyRewardsItem: { redemptionEligibility: boolean } }[]).find(
      (i) => i.product.partNumber === egift.itemId,
    );
    expect(line?.easyRewardsItem).toEqual({ redemptionEligibility: false });
    expect(cart.cartEasyRewards).toMatchObject({ redeemEligibility: false });
    expect(cart.cartEasyRewards.messages).toContainEqual(expect.objectContaining({ code: "NO_ELIGIBLE_ITEMS" }));
    // Points asked for anyway pay nothing of it: the whole order is left for another payment.
    const applied = await member.call("POST", "/cc/api/checkout/default/rewards", { amount: 1_000 });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.paymentSummary).toMatchObject({ easyRewardsAppliedAmt: 0 });
  });
});

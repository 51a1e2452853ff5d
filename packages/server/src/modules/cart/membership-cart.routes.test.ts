import { MEMBERSHIP_MESSAGES, MEMBERSHIP_YEARLY_PRICE_CENTS, memberSavingsCents } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Paid memberships sold in the cart (decision 080) over real HTTP: the add's item message codes
// (MISSING_USER, ALREADY_PURCHASED, ALREADY_BENEFICIARY, MEMBERSHIP_GENERIC_ERR), the order that makes
// its buyer a member, and member prices in the cart, checkout and the placed order.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;
const ADD = "/cc/api/checkout/default/item";
const CARD = "4111111111111111";

beforeAll(async () => {
  server = await startTestServer({ products: 120 });
  h = checkoutHelpers(server, "10.80");
});
afterAll(async () => {
  await server?.close();
});

const sku = (program: "SELECT" | "PREMIUM") => h.membershipSku(program);

type Line = { itemId: string; status: string; qty: number; messages: { code: string; message: string }[] };

async function cartOf(browser: TestBrowser) {
  return (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo;
}

async function activeLines(browser: TestBrowser): Promise<Line[]> {
  return ((await cartOf(browser)).items as Line[]).filter((l) => l.status === "ACTIVE");
}

async function programOf(browser: TestBrowser): Promise<string | null> {
  return (await browser.call("GET", "/api/rewards/membership")).body.data.program;
}

let registered = 0;
/** A new consumer of a known e-mail, signed in. */
async function shopperOf(email: string): Promise<TestBrowser> {
  registered += 1;
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": `10.81.0.${registered}` };
  const reply = await browser.call("POST", "/api/auth/register", {
    email,
    password: "Quire-test-1",
    firstName: "Sam",
    lastName: "Reed",
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return browser;
}

describe("adding a membership to the cart", () => {
  it("puts Select on a signed-in shopper's cart as a membership line that ships nothing", async () => {
    const shopper = await h.newShopper();
    const reply = await shopper.call("POST", ADD, { items: [{ itemId: await sku("SELECT"), qty: 1 }] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [line] = reply.body.data.cartInfo.items;
    expect(line).toMatchObject({ qty: 1, status: "ACTIVE", itemAttributes: { membershipSKU: true } });
    expect(line.priceInfo.finalPrice).toBe(MEMBERSHIP_YEARLY_PRICE_CENTS.SELECT);
    expect(line.product.flags.bopisEligible).toBe(false);
    const summary = reply.body.data.cartInfo.cartSummary;
    expect(summary).toMatchObject({ cartSubTotal: MEMBERSHIP_YEARLY_PRICE_CENTS.SELECT, shipFee: 0, finalMembershipSavings: 0 });
    // any other line says it is not a membership
    const product = await h.stockedProduct(1000);
    const more = await shopper.call("POST", ADD, { items: [{ itemId: product.itemId, qty: 1 }] });
    const other = more.body.data.cartInfo.items.find((l: Line) => l.itemId === product.itemId);
    expect(other.itemAttributes.membershipSKU).toBe(false);
  });

  it("asks a guest to sign in (401 MISSING_USER) and adds nothing", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const reply = await guest.call("POST", ADD, { items: [{ itemId: await sku("PREMIUM"), qty: 1 }] });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: "MISSING_USER", message: MEMBERSHIP_MESSAGES.signIn });
    expect(await activeLines(guest)).toEqual([]);
  });

  it("adds a guest's product beside a refused membership, which says MISSING_USER on its line", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const product = await h.stockedProduct(1000, 1);
    const reply = await guest.call("POST", ADD, {
      items: [
        { itemId: product.itemId, qty: 1 },
        { itemId: await sku("SELECT"), qty: 1 },
      ],
    });
    expect(reply.status).toBe(200);
    const refused = reply.body.data.cartInfo.items.find((l: Line) => l.status === "TRANSIENT");
    expect(refused.messages.map((m: { code: string }) => m.code)).toEqual(["MISSING_USER"]);
    expect((await activeLines(guest)).map((l) => l.itemId)).toEqual([product.itemId]);
  });

  it("tells a member they hold a program already (ALREADY_PURCHASED), whichever they add", async () => {
    const shopper = await h.newShopper();
    expect((await shopper.call("POST", "/api/rewards/membership", { program: "SELECT" })).status).toBe(200);
    for (const program of ["SELECT", "PREMIUM"] as const) {
      const reply = await shopper.call("POST", ADD, { items: [{ itemId: await sku(program), qty: 1 }] });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: "ALREADY_PURCHASED", message: MEMBERSHIP_MESSAGES.alreadyPurchased("SELECT") });
      expect(reply.body.data.cartInfo.items.filter((l: Line) => l.status === "ACTIVE")).toEqual([]);
    }
    expect(await activeLines(shopper)).toEqual([]);
  });

  it("tells a shopper who shares someone's membership so (ALREADY_BENEFICIARY); another shopper may still buy", async () => {
    const member = await h.newShopper();
    const email = `sharer-${Date.now().toString(36)}@example.com`;
    const sharer = await shopperOf(email);
    const stranger = await h.newShopper();
    expect((await member.call("POST", "/api/rewards/membership", { program: "PREMIUM" })).status).toBe(200);
    const shared = await member.call("POST", "/api/rewards/membership/beneficiaries", { email: email.toUpperCase() });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const reply = await sharer.call("POST", ADD, { items: [{ itemId: await sku("SELECT"), qty: 1 }] });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "ALREADY_BENEFICIARY", message: MEMBERSHIP_MESSAGES.sharedWithYou });
    expect(await activeLines(sharer)).toEqual([]);
    expect((await stranger.call("POST", ADD, { items: [{ itemId: await sku("SELECT"), qty: 1 }] })).status).toBe(200);
  });

  it("refuses a second program in the cart (MEMBERSHIP_GENERIC_ERR); the same one again stays at one", async () => {
    const shopper = await h.newShopper();
    expect((await shopper.call("POST", ADD, { items: [{ itemId: await sku("SELECT"), qty: 1 }] })).status).toBe(200);
    const other = await shopper.call("POST", ADD, { items: [{ itemId: await sku("PREMIUM"), qty: 1 }] });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: "MEMBERSHIP_GENERIC_ERR", message: MEMBERSHIP_MESSAGES.generic });
    // the quantity rules' own words: the line holds the most it may
    const select = await sku("SELECT");
    const again = await shopper.call("POST", ADD, { items: [{ itemId: select, qty: 1 }] });
    const line = again.body.data.cartInfo.items.find((l: Line) => l.itemId === select);
    expect(line.messages.map((m: { code: string }) => m.code)).toContain("EXCEEDED_LIMIT");
    expect((await activeLines(shopper)).map((l) => [l.itemId, l.qty])).toEqual([[await sku("SELECT"), 1]]);
  });

  it("refuses a business account (MEMBERSHIP_GENERIC_ERR)", async () => {
    const buyer = await h.demoShopper("buyer@northwind.test", "advantage.localhost");
    const before = (await activeLines(buyer)).map((l) => [l.itemId, l.qty]);
    const reply = await buyer.call("POST", ADD, { items: [{ itemId: await sku("PREMIUM"), qty: 1 }] });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "MEMBERSHIP_GENERIC_ERR", message: MEMBERSHIP_MESSAGES.generic });
    expect((await activeLines(buyer)).map((l) => [l.itemId, l.qty])).toEqual(before);
  });

  it("sells one a year, never for pickup, and refuses a malformed add without changing the cart", async () => {
    const shopper = await h.newShopper();
    const two = await shopper.call("POST", ADD, { items: [{ itemId: await sku("PREMIUM"), qty: 2 }] });
    expect(two.status).toBe(200);
    expect((await activeLines(shopper)).map((l) => l.qty)).toEqual([1]);
    const pickup = await shopper.call("POST", ADD, {
      items: [{ itemId: await sku("PREMIUM"), qty: 1, deliveryType: "ISP", storeNumber: "0008" }],
    });
    expect(pickup.status).toBe(400);
    expect(pickup.body.code).toBe("ITEM_NOT_AVAILABLE");
    const bad = await shopper.call("POST", ADD, { items: [{ itemId: await sku("PREMIUM"), qty: "one" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toMatch(/^INVALID/);
    expect((await activeLines(shopper)).map((l) => l.qty)).toEqual([1]);
  });
});

describe("member prices and the order that makes a member", () => {
  it("previews Premium's savings, places the order at them, and makes the buyer a member", async () => {
    const shopper = await h.newShopper();
    const product = await h.stockedProduct(2000, 2);
    await h.addToCart(shopper, product.itemId, 2);
    const before = (await cartOf(shopper)).cartSummary;
    expect(before.finalMembershipSavings).toBe(0);
    await h.addToCart(shopper, await sku("PREMIUM"));
    const info = await cartOf(shopper);
    const cart = info.cartSummary;
    // on what is left of the product after the store's automatic coupons
    const productLine = info.items.find((l: Line) => l.itemId === product.itemId);
    const savings = memberSavingsCents(productLine.priceInfo.lineTotalAfterCoupons, "PREMIUM");
    expect(savings).toBeGreaterThan(0);
    expect(cart.finalMembershipSavings).toBe(savings);
    expect(cart.estimatedTax).toBeLessThan(before.estimatedTax + MEMBERSHIP_YEARLY_PRICE_CENTS.PREMIUM);
    expect(cart.ordTotal).toBe(
      cart.cartSubTotalAfterCoupons - savings + cart.shipFee + cart.handlingFee + cart.surchargeFee + cart.estimatedTax,
    );

    await h.deliveryAndAddress(shopper);
    const checkout = await h.payByCard(shopper, CARD);
    expect(checkout.cart.cartSummary).toMatchObject({ finalMembershipSavings: savings, ordTotal: cart.ordTotal });
    const placed = await h.placeOrder(shopper, cart.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.order.totalCents).toBe(cart.ordTotal);
    const order = (await shopper.call("GET", `/cc/api/orders/${placed.body.data.order.orderNumber}`)).body.data.order;
    expect(order.summary).toMatchObject({ membershipSavingsCents: savings, totalCents: cart.ordTotal });
    expect(order.lines.map((l: { itemId: string }) => l.itemId)).toContain(await sku("PREMIUM"));
    expect(await programOf(shopper)).toBe("PREMIUM");

    // the member's next cart is at member prices; another shopper's same cart is not
    const other = await h.newShopper();
    for (const browser of [shopper, other]) await h.addToCart(browser, product.itemId, 1);
    const next = await cartOf(shopper);
    const nextLine = next.items.find((l: Line) => l.itemId === product.itemId);
    expect(next.cartSummary.finalMembershipSavings).toBe(memberSavingsCents(nextLine.priceInfo.lineTotalAfterCoupons, "PREMIUM"));
    expect(next.cartSummary.finalMembershipSavings).toBeGreaterThan(0);
    expect((await cartOf(other)).cartSummary.finalMembershipSavings).toBe(0);
    expect(await programOf(other)).toBeNull();
  });

  it("never takes member prices off gift cards or the membership itself", async () => {
    const shopper = await h.newShopper();
    expect((await shopper.call("POST", "/api/rewards/membership", { program: "SELECT" })).status).toBe(200);
    const card = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("giftCardDeliveryId", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await h.addToCart(shopper, card.itemId, 1);
    expect((await cartOf(shopper)).cartSummary.finalMembershipSavings).toBe(0);
  });

  it("refuses an order whose buyer became a member meanwhile (409 ALREADY_PURCHASED): nothing placed, no second program", async () => {
    const shopper = await h.newShopper();
    await h.addToCart(shopper, await sku("SELECT"));
    await h.deliveryAndAddress(shopper);
    const checkout = await h.payByCard(shopper, CARD);
    expect((await shopper.call("POST", "/api/rewards/membership", { program: "PREMIUM" })).status).toBe(200);
    const placed = await h.placeOrder(shopper, checkout.cart.cartSummary.ordTotal);
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject({ code: "ALREADY_PURCHASED", message: MEMBERSHIP_MESSAGES.alreadyPurchased("PREMIUM") });
    expect(await programOf(shopper)).toBe("PREMIUM");
    expect((await shopper.call("GET", "/cc/api/orders")).body.data.orders ?? []).toEqual([]);
    expect((await activeLines(shopper)).map((l) => l.itemId)).toEqual([await sku("SELECT")]);
  });
});

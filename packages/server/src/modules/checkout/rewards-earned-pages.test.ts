import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCentreAvailable } from "../../test/budgets";
import { TEST_ADDRESS, checkoutHelpers } from "../../test/checkout-helpers";
import { type TestServer, startTestServer } from "../../test/test-server";

// What checkout says an order earns is what the confirmation says it earned: both are the cart's
// cartEasyRewards.earnedPoints (pointsEarned in the domain, on the lines points may pay for, less
// the points applied), read at the review and stored with the order. Pages without JavaScript.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
  h = checkoutHelpers(server, "10.60");
});
afterAll(async () => {
  await server?.close();
});

const text = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

const points = (words: string, pattern: RegExp) => {
  const found = pattern.exec(words)?.[1];
  return found === undefined ? null : Number(found.replace(/,/g, ""));
};

describe("points a rewards member earns", () => {
  it.each([
    ["a Premier member with a percent coupon", "rewards.premier@quire.test", "SAVE10", 0, 3],
    ["an Elite member with an amount coupon and $10 of points applied", "rewards.elite@quire.test", "TAKE5", 1_000, 5],
    ["a Base member", "rewards.base@quire.test", "", 0, 9],
  ] as const)("checkout's figure is the confirmation's: %s", async (_name, email, coupon, rewardsCents, offset) => {
    const member = await h.demoShopper(email);
    const product = await h.stockedProduct(3_000, offset);
    await h.addToCart(member, product.itemId, 3);
    if (coupon) expect((await member.call("POST", "/cc/api/checkout/default/coupon", { couponCode: coupon })).status).toBe(200);
    await h.deliveryAndAddress(member);
    if (rewardsCents > 0) {
      expect((await member.call("POST", "/cc/api/checkout/default/rewards", { amount: rewardsCents })).status).toBe(200);
    }
    // the payment step is open: the Easy Rewards panel says what the order earns
    const review = text(String((await member.call("GET", "/checkout")).body));
    const earns = points(review, /This order earns ([\d,]+) points\./);
    expect(earns).toBeGreaterThan(0);

    const paid = await h.payByCard(member, "4111 1111 1111 1111");
    expect(paid.cart.cartEasyRewards.earnedPoints).toBe(earns);
    const placed = await h.placeOrder(member, paid.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const confirmation = text(
      String((await member.call("GET", `/checkout/confirmation/${placed.body.data.order.orderNumber}`)).body),
    );
    expect(points(confirmation, /This order earned ([\d,]+) Easy Rewards points\./)).toBe(earns);
  });

  it("a business account's user earns nothing at checkout or on the order, even with a rewards tier on record", async () => {
    await server.db.updateTable("users").set({ rewardsTier: "PREMIER" }).where("email", "=", "buyer@northwind.test").execute();
    const buyer = await h.demoShopper("buyer@northwind.test", "advantage.localhost");
    const user = await server.db
      .selectFrom("users")
      .select("budgetCentreId")
      .where("email", "=", "buyer@northwind.test")
      .executeTakeFirstOrThrow();
    await setCentreAvailable(server.db, Number(user.budgetCentreId), 10_000_000);
    const product = await h.stockedProduct(3_000, 11);
    await h.addToCart(buyer, product.itemId, 2);
    expect((await buyer.call("POST", "/cc/api/checkout/default/address", TEST_ADDRESS)).status).toBe(200);
    const pay = await buyer.call("POST", "/cc/api/checkout/default/payment", {
      paymentType: "ON_ACCOUNT",
      purchaseOrderNumber: "PO-60",
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body.data.cart.cartEasyRewards.earnedPoints).toBe(0);
    const placed = await h.placeOrder(buyer, pay.body.data.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (await buyer.call("GET", `/cc/api/orders/${placed.body.data.order.orderNumber}`)).body.data.order;
    expect(order.rewardsEarnedPoints).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import type { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The message centre over real HTTP against a real database (decision 073): messages written by
// the real events (an order placed, waiting for approval, approved or declined, being prepared
// for pickup), listed for their owner only, marked read one by one or all at once, and the header's
// count following.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  h = checkoutHelpers(server, "10.73");
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = "advantage.localhost";
const VISA = "4111 1111 1111 1111";

interface Message {
  id: string;
  kind: string;
  subject: string;
  body: string;
  orderNumber: string | null;
  link: string | null;
  read: boolean;
}

async function centre(browser: TestBrowser): Promise<{ messages: Message[]; unread: number }> {
  const reply = await browser.call("GET", "/api/messages");
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.headers.get("cache-control")).toBe("private, no-store");
  return reply.body.data;
}

async function headerCount(browser: TestBrowser, tenant = "dotcom"): Promise<number> {
  const reply = await browser.call("GET", `/api/hf/${tenant}/`);
  expect(reply.status).toBe(200);
  return reply.body.data.header.counts.messages as number;
}

/** A new consumer's order by card, delivered: answers its number. */
async function placedOrder(browser: TestBrowser): Promise<string> {
  const product = await h.stockedProduct();
  await h.addToCart(browser, product.itemId, 1);
  await h.deliveryAndAddress(browser);
  const paid = await h.payByCard(browser, VISA);
  const placed = await h.placeOrder(browser, paid.cart.cartSummary.ordTotal);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order.orderNumber as string;
}

async function unreadRows(): Promise<number> {
  const row = await server.db
    .selectFrom("userMessages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("readAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("a consumer's message centre", () => {
  it("tells of an order placed; marking it read lowers the header's count", async () => {
    const browser = await h.newShopper();
    expect(await centre(browser)).toEqual({ messages: [], unread: 0 });
    const orderNumber = await placedOrder(browser);

    const { messages, unread } = await centre(browser);
    expect(unread).toBe(1);
    expect(messages).toEqual([
      expect.objectContaining({
        kind: "ORDER_PLACED",
        subject: `Order ${orderNumber} has been placed`,
        orderNumber,
        link: `/account/orders/${orderNumber}`,
        read: false,
      }),
    ]);
    expect(await headerCount(browser)).toBe(1);

    const read = await browser.call("POST", `/api/messages/${messages[0]!.id}/read`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toEqual({ unread: 0 });
    expect((await centre(browser)).messages[0]!.read).toBe(true);
    expect(await headerCount(browser)).toBe(0);
    // read again: still read, nothing else moves
    expect((await browser.call("POST", `/api/messages/${messages[0]!.id}/read`)).body.data).toEqual({ unread: 0 });
  });

  it("marks all read at once", async () => {
    const browser = await h.demoShopper("registered@quire.test");
    const before = await centre(browser);
    expect(before.unread).toBeGreaterThan(0);
    const all = await browser.call("POST", "/api/messages/read-all");
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data).toEqual({ unread: 0 });
    const after = await centre(browser);
    expect(after.unread).toBe(0);
    expect(after.messages.map((m) => m.id)).toEqual(before.messages.map((m) => m.id));
    expect(after.messages.every((m) => m.read)).toBe(true);
    expect(await headerCount(browser)).toBe(0);
  });

  it("another shopper can neither see nor mark a message; nothing changes", async () => {
    const owner = await h.newShopper();
    await placedOrder(owner);
    const [message] = (await centre(owner)).messages;
    const stranger = await h.newShopper();
    expect((await centre(stranger)).messages.map((m) => m.id)).not.toContain(message!.id);

    const before = await unreadRows();
    const refused = await stranger.call("POST", `/api/messages/${message!.id}/read`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: "MESSAGE_NOT_FOUND", message: "We couldn't find that message." });
    // marking all of the stranger's read leaves the owner's alone
    expect((await stranger.call("POST", "/api/messages/read-all")).status).toBe(200);
    expect(await unreadRows()).toBe(before);
    expect((await centre(owner)).unread).toBe(1);
  });

  it("refuses a malformed id with the centre's error, and guests with 401", async () => {
    const browser = await h.newShopper();
    const before = await unreadRows();
    for (const bad of ["x".repeat(65), "1%20OR%201%3D1", "%E2%9C%93"]) {
      const reply = await browser.call("POST", `/api/messages/${bad}/read`);
      expect(reply.status, bad).toBe(400);
      expect(reply.body).toMatchObject({ code: "INVALID_MESSAGE_ID", message: "That is not a message id." });
    }
    expect(await unreadRows()).toBe(before);

    const guest = await h.newShopper();
    await guest.signOut();
    const unauthorized = { code: "UNAUTHORIZED", message: "Please sign in to continue." };
    expect(await guest.call("GET", "/api/messages")).toMatchObject({ status: 401, body: unauthorized });
    expect(await guest.call("POST", "/api/messages/msg-0001/read")).toMatchObject({ status: 401, body: unauthorized });
    expect(await guest.call("POST", "/api/messages/read-all")).toMatchObject({ status: 401, body: unauthorized });
    expect(await unreadRows()).toBe(before);
  });
});

describe("pickup messages", () => {
  it("tells the shopper at placement that the store is preparing a pickup line, not yet that it is ready", async () => {
    const row = await h.shelfProduct("0008");
    const browser = await h.newShopper();
    const add = await browser.call("POST", "/cc/api/checkout/default/item", {
      items: [{ itemId: row.itemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" }],
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    await h.pickupPerson(browser);
    const paid = await h.payByCard(browser, VISA);
    const placed = await h.placeOrder(browser, paid.cart.cartSummary.ordTotal);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderNumber = placed.body.data.order.orderNumber as string;

    const { messages, unread } = await centre(browser);
    expect(unread).toBe(2);
    expect(messages.find((m) => m.kind === "PICKUP_PREPARING")).toMatchObject({
      subject: `Quire Natick is getting order ${orderNumber} ready`,
      body: "We'll send you a message as soon as your items are ready to pick up. Please wait for it before you come to the store.",
      link: `/account/orders/${orderNumber}`,
    });
    // ready only when store staff say so (decision 079; store-pickups.routes.test.ts)
    expect(messages.some((m) => m.kind === "PICKUP_READY")).toBe(false);
    expect(await headerCount(browser)).toBe(2);
  });
});

describe("a business account's approval messages", () => {
  async function userIdOf(email: string): Promise<number> {
    const row = await server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function decide(approver: TestBrowser, orderNumber: string, action: "approve" | "decline") {
    const listed = await approver.call("POST", "/api/sparxProxy/getApprovalOrdersData", {});
    const order = (listed.body.data.approvalsData as { orderNumber: string; cartId: string; ownerProfileId: string }[]).find(
      (o) => o.orderNumber === orderNumber,
    );
    expect(order, orderNumber).toBeDefined();
    const reply = await approver.call("POST", `/ele-lpd/api/approvalsProxy/order?action=${action}`, [
      {
        cartId: order!.cartId,
        ownerProfileId: order!.ownerProfileId,
        orderNumber,
        approvalComments: "",
        action: action === "approve" ? "ACCEPT" : "DECLINE",
      },
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  it("tells the approvers an order waits for them and the buyer how it was decided", async () => {
    const buyer = await h.demoShopper("buyer@northwind.test", ADVANTAGE);
    const approver = await h.demoShopper("approver@northwind.test", ADVANTAGE);
    const first = await h.placeOverBudget(buyer, "buyer@northwind.test");

    const buyers = await centre(buyer);
    expect(buyers.messages.find((m) => m.orderNumber === first)).toMatchObject({
      kind: "ORDER_AWAITING_APPROVAL",
      link: `/cc/mmx/orders/${first}`,
      read: false,
    });
    const approvers = await centre(approver);
    const asked = approvers.messages.find((m) => m.orderNumber === first);
    expect(asked).toMatchObject({
      kind: "APPROVAL_REQUESTED",
      subject: `Order ${first} needs your approval`,
      link: "/approvals",
    });
    expect(await headerCount(approver, "advantage")).toBe(approvers.unread);

    // the buyer cannot mark the approver's message, nor see it
    expect(buyers.messages.map((m) => m.id)).not.toContain(asked!.id);
    expect((await buyer.call("POST", `/api/messages/${asked!.id}/read`)).status).toBe(404);

    await decide(approver, first, "approve");
    const approved = (await centre(buyer)).messages.filter((m) => m.orderNumber === first).map((m) => m.kind);
    expect(approved).toEqual(expect.arrayContaining(["ORDER_APPROVED", "ORDER_AWAITING_APPROVAL"]));

    const second = await h.placeOverBudget(buyer, "buyer@northwind.test");
    await decide(approver, second, "decline");
    const declined = (await centre(buyer)).messages.find((m) => m.orderNumber === second && m.kind === "ORDER_DECLINED");
    expect(declined?.subject).toBe(`Order ${second} has been declined`);
    // a decision is told to the buyer only
    const buyerId = await userIdOf("buyer@northwind.test");
    const decidedRows = await server.db
      .selectFrom("userMessages")
      .select("userId")
      .where("orderNumber", "in", [first, second])
      .where("kind", "in", ["ORDER_APPROVED", "ORDER_DECLINED"])
      .execute();
    expect(decidedRows.map((r) => Number(r.userId))).toEqual([buyerId, buyerId]);
  });
});

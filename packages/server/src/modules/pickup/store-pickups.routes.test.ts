import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCentreAvailable } from "../../test/budgets";
import { buyableProducts, checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Store staff mark in-store pickups ready over real HTTP against a real database (decision 079):
// placing a pickup order starts its store preparing it, staff see it in their store's list and mark
// it ready, and only then does the shopper's message centre say it is ready and the order show it.
// Shoppers and guests are refused; an unknown, another store's or an already ready order changes
// nothing.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;
let staff: TestBrowser;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  h = checkoutHelpers(server, "10.78");
  staff = await h.demoShopper("csr@quire.test");
});
afterAll(async () => {
  await server?.close();
});

const VISA = "4111 1111 1111 1111";

interface Listed {
  orderNumber: string;
  pickupPerson: { name: string; phone: string | null; email: string | null } | null;
  items: { itemId: string; name: string; qty: number }[];
}

/** A new shopper's order of one item picked up at the store: answers the shopper and the order number. */
async function pickupOrder(
  storeNumber = "0008",
  offset = 0,
): Promise<{ shopper: TestBrowser; orderNumber: string; itemId: string }> {
  const { itemId } = await h.shelfProduct(storeNumber, offset);
  const shopper = await h.newShopper();
  const add = await shopper.call("POST", "/cc/api/checkout/default/item", {
    items: [{ itemId, qty: 2, deliveryType: "ISP", storeNumber }],
  });
  expect(add.status, JSON.stringify(add.body)).toBe(200);
  await h.pickupPerson(shopper);
  const paid = await h.payByCard(shopper, VISA);
  const placed = await h.placeOrder(shopper, paid.cart.cartSummary.ordTotal);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { shopper, orderNumber: placed.body.data.order.orderNumber as string, itemId };
}

async function waiting(
  browser: TestBrowser,
  query = "",
): Promise<{ store: { storeNumber: string; name: string }; orders: Listed[] }> {
  const reply = await browser.call("GET", `/api/store-pickups${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.headers.get("cache-control")).toBe("private, no-store");
  return reply.body.data;
}

function markReady(browser: TestBrowser, storeNumber: string, orderNumber: string) {
  return browser.call("POST", `/api/store-pickups/${storeNumber}/orders/${orderNumber}/ready`);
}

async function messageKinds(shopper: TestBrowser, orderNumber: string): Promise<string[]> {
  const reply = await shopper.call("GET", "/api/messages");
  expect(reply.status).toBe(200);
  return (reply.body.data.messages as { kind: string; orderNumber: string | null }[])
    .filter((m) => m.orderNumber === orderNumber)
    .map((m) => m.kind)
    .sort();
}

/** The bodies of the "ready for pickup" mails to this address about this order. */
async function readyMails(to: string, orderNumber: string): Promise<string[]> {
  const rows = await server.db
    .selectFrom("mailOutbox")
    .select(["bodyText"])
    .where("toAddress", "=", to.toLowerCase())
    .where("subject", "=", `Your Quire order ${orderNumber} is ready for pickup`)
    .execute();
  return rows.map((r) => r.bodyText);
}

async function pickupRows(orderNumber: string) {
  return server.db
    .selectFrom("orderPickups as p")
    .innerJoin("orders as o", "o.id", "p.orderId")
    .select(["p.storeNumber", "p.readyAt", "p.readyByUserId"])
    .where("o.orderNumber", "=", orderNumber)
    .execute();
}

describe("store staff mark a pickup order ready", () => {
  it("lists the placed order at its store, and marking it ready tells the shopper and shows on the order", async () => {
    const { shopper, orderNumber, itemId } = await pickupOrder();
    // placed: the store prepares it and the shopper is told to wait for word
    expect(await messageKinds(shopper, orderNumber)).toEqual(["ORDER_PLACED", "PICKUP_PREPARING"]);
    const before = await shopper.call("GET", `/cc/api/orders/${orderNumber}`);
    expect(before.body.data.order.pickups).toEqual([{ storeNumber: "0008", status: "PREPARING", readyAt: null }]);

    // Natick's list by default, with who collects it and what to set aside
    const list = await waiting(staff);
    expect(list.store).toMatchObject({ storeNumber: "0008" });
    const listed = list.orders.find((o) => o.orderNumber === orderNumber);
    expect(listed).toEqual({
      orderNumber,
      placedAt: expect.any(String),
      waitingSince: expect.any(String),
      pickupPerson: { name: "Pat Pickup", phone: "5085550123", email: "pat.pickup@example.com" },
      items: [{ itemId, name: expect.any(String), qty: 2 }],
    });

    const marked = await markReady(staff, "0008", orderNumber);
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data).toEqual({ orderNumber, storeNumber: "0008", status: "READY", readyAt: expect.any(String) });

    // the shopper's message centre says it now, once
    const centre = await shopper.call("GET", "/api/messages");
    const ready = (
      centre.body.data.messages as { kind: string; subject: string; body: string; link: string; read: boolean }[]
    ).filter((m) => m.kind === "PICKUP_READY");
    expect(ready).toEqual([
      expect.objectContaining({
        subject: `Order ${orderNumber} is ready for pickup`,
        body: "Your items are set aside at Quire Natick. Bring your order number and a photo ID.",
        link: `/account/orders/${orderNumber}`,
        read: false,
      }),
    ]);
    expect(centre.body.data.unread).toBe(3);

    // the order, its list row and its look-up say ready
    const after = await shopper.call("GET", `/cc/api/orders/${orderNumber}`);
    expect(after.body.data.order.pickups).toEqual([{ storeNumber: "0008", status: "READY", readyAt: marked.body.data.readyAt }]);
    const orders = await shopper.call("GET", "/cc/api/orders");
    expect(orders.body.data.orders.find((o: { orderNumber: string }) => o.orderNumber === orderNumber).pickups).toEqual([
      { storeNumber: "0008", status: "READY", readyAt: marked.body.data.readyAt },
    ]);
    const buyer = await server.db
      .selectFrom("orders as o")
      .innerJoin("users as u", "u.id", "o.userId")
      .select("u.email")
      .where("o.orderNumber", "=", orderNumber)
      .executeTakeFirstOrThrow();
    const lookup = await new TestBrowser(server.baseUrl).call("POST", "/api/orders/lookup", { orderNumber, email: buyer.email });
    expect(lookup.status, JSON.stringify(lookup.body)).toBe(200);
    expect(lookup.body.data.order.pickups).toEqual([{ storeNumber: "0008", status: "READY", readyAt: marked.body.data.readyAt }]);
    // and the e-mail checkout promised
    expect(await readyMails(buyer.email, orderNumber)).toEqual([
      expect.stringContaining(`Your order ${orderNumber} is ready for pickup at Quire Natick (store 0008).`),
    ]);

    // it has left the store's list
    expect((await waiting(staff, "?store=0008")).orders.some((o) => o.orderNumber === orderNumber)).toBe(false);
  });

  it("answers a second mark 409 PICKUP_ALREADY_READY and writes no second message", async () => {
    const { shopper, orderNumber } = await pickupOrder("0008", 1);
    expect((await markReady(staff, "0008", orderNumber)).status).toBe(200);
    const first = await pickupRows(orderNumber);

    const again = await markReady(staff, "8", orderNumber);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "PICKUP_ALREADY_READY",
      message: `Order ${orderNumber} is already marked ready for pickup at store 0008.`,
    });
    expect(await pickupRows(orderNumber)).toEqual(first);
    expect((await messageKinds(shopper, orderNumber)).filter((k) => k === "PICKUP_READY")).toHaveLength(1);
    const { email } = await server.db
      .selectFrom("orders as o")
      .innerJoin("users as u", "u.id", "o.userId")
      .select("u.email")
      .where("o.orderNumber", "=", orderNumber)
      .executeTakeFirstOrThrow();
    expect(await readyMails(email, orderNumber)).toHaveLength(1);
  });

  it("answers an unknown order, another store's, or a store that does not exist with its code and changes nothing", async () => {
    const { shopper, orderNumber } = await pickupOrder("0008", 2);
    const otherStore = await server.db
      .selectFrom("stores")
      .select("storeNumber")
      .where("storeNumber", "!=", "0008")
      .orderBy("storeNumber")
      .executeTakeFirstOrThrow();

    const unknown = await markReady(staff, "0008", "8000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: "PICKUP_NOT_FOUND",
      message: "There is no pickup order 8000000000 at store 0008.",
    });
    expect((await markReady(staff, "0008", "not-an-order")).body).toMatchObject({ code: "PICKUP_NOT_FOUND" });

    const elsewhere = await markReady(staff, otherStore.storeNumber, orderNumber);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ code: "PICKUP_NOT_FOUND" });

    for (const bad of ["999999", "12ab"]) {
      const reply = await markReady(staff, bad, orderNumber);
      expect(reply.status, bad).toBe(400);
      expect(reply.body).toMatchObject({
        code: "INVALID_STORE_NUMBER",
        message: `We couldn't find store ${bad}. Please choose another store.`,
      });
      const listed = await staff.call("GET", `/api/store-pickups?store=${bad}`);
      expect(listed.status).toBe(400);
      expect(listed.body.code).toBe("INVALID_STORE_NUMBER");
    }

    expect(await pickupRows(orderNumber)).toEqual([{ storeNumber: "0008", readyAt: null, readyByUserId: null }]);
    expect(await messageKinds(shopper, orderNumber)).toEqual(["ORDER_PLACED", "PICKUP_PREPARING"]);
  });
});

describe("who may see and mark pickups", () => {
  it("refuses a guest (401) and a shopper, even on their own order (403), and changes nothing", async () => {
    const { shopper, orderNumber } = await pickupOrder("0008", 3);
    const guest = new TestBrowser(server.baseUrl);
    for (const reply of [await guest.call("GET", "/api/store-pickups"), await markReady(guest, "0008", orderNumber)]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ code: "UNAUTHORIZED", message: "Sign in as store staff to see pickup orders." });
    }
    for (const reply of [await shopper.call("GET", "/api/store-pickups"), await markReady(shopper, "0008", orderNumber)]) {
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ code: "FORBIDDEN", message: "Only store staff can see and mark pickup orders." });
    }
    expect(await pickupRows(orderNumber)).toEqual([{ storeNumber: "0008", readyAt: null, readyByUserId: null }]);
    expect(await messageKinds(shopper, orderNumber)).toEqual(["ORDER_PLACED", "PICKUP_PREPARING"]);
  });
});

describe("each store's list", () => {
  it("shows an order only at the store it is picked up at", async () => {
    const other = await buyableProducts(server.db)
      .innerJoin("storeInventory as s", "s.productId", "p.id")
      .select("s.storeNumber")
      .where("s.storeNumber", "!=", "0008")
      .where("s.qty", ">=", 3)
      .where("p.giftCardDeliveryId", "is", null)
      .where("p.quantityLimit", "is", null)
      .where("p.finalPriceCents", ">", 500)
      .orderBy("s.storeNumber")
      .executeTakeFirstOrThrow();
    const { orderNumber } = await pickupOrder(other.storeNumber);

    expect((await waiting(staff)).orders.some((o) => o.orderNumber === orderNumber)).toBe(false);
    // "12" and "0012" are the same store
    const theirs = await waiting(staff, `?store=${Number(other.storeNumber)}`);
    expect(theirs.store.storeNumber).toBe(other.storeNumber);
    expect(theirs.orders.map((o) => o.orderNumber)).toContain(orderNumber);

    expect((await markReady(staff, "0008", orderNumber)).status).toBe(404);
    expect((await markReady(staff, other.storeNumber, orderNumber)).status).toBe(200);
  });
});

describe("an order waiting for approval", () => {
  it("is prepared only once an approver approves it", async () => {
    const buyer = await h.demoShopper("buyer@northwind.test", "advantage.localhost");
    const approver = await h.demoShopper("approver@northwind.test", "advantage.localhost");
    const user = await server.db
      .selectFrom("users")
      .select(["budgetCentreId"])
      .where("email", "=", "buyer@northwind.test")
      .executeTakeFirstOrThrow();
    await setCentreAvailable(server.db, Number(user.budgetCentreId), 0);
    const { itemId } = await h.shelfProduct("0008", 4);
    const add = await buyer.call("POST", "/cc/api/checkout/default/item", {
      items: [{ itemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" }],
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    await h.pickupPerson(buyer);
    const pay = await buyer.call("POST", "/cc/api/checkout/default/payment", {
      paymentType: "ON_ACCOUNT",
      purchaseOrderNumber: "PO-079",
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const placed = await h.placeOrder(buyer, pay.body.data.cart.cartSummary.ordTotal);
    expect(placed.body.data.order.status, JSON.stringify(placed.body)).toBe("PENDING_APPROVAL");
    const orderNumber = placed.body.data.order.orderNumber as string;

    // waiting for an approver: no store prepares it yet
    expect((await waiting(staff)).orders.some((o) => o.orderNumber === orderNumber)).toBe(false);
    expect((await markReady(staff, "0008", orderNumber)).status).toBe(404);
    expect(await messageKinds(buyer, orderNumber)).toEqual(["ORDER_AWAITING_APPROVAL"]);

    const listed = await approver.call("POST", "/api/sparxProxy/getApprovalOrdersData", {});
    const order = (listed.body.data.approvalsData as { orderNumber: string; cartId: string; ownerProfileId: string }[]).find(
      (o) => o.orderNumber === orderNumber,
    );
    const decided = await approver.call("POST", "/ele-lpd/api/approvalsProxy/order?action=approve", [
      { cartId: order!.cartId, ownerProfileId: order!.ownerProfileId, orderNumber, approvalComments: "", action: "ACCEPT" },
    ]);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);

    expect((await waiting(staff)).orders.some((o) => o.orderNumber === orderNumber)).toBe(true);
    expect(await messageKinds(buyer, orderNumber)).toEqual(["ORDER_APPROVED", "ORDER_AWAITING_APPROVAL", "PICKUP_PREPARING"]);
  });
});

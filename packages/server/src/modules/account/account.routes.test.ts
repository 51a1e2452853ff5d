import type { ApprovalOrder } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoBrowsers } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { centreAvailableCents } from "../../test/budgets";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const UNAUTHORIZED = { code: "UNAUTHORIZED", message: "Please sign in to continue." };
const FORBIDDEN = { code: "FORBIDDEN", message: "You do not have permission to do that." };

/** One signed-in browser per user for the whole file. */
const as = demoBrowsers(() => server.baseUrl);

const guest = (options: { host?: string } = ADVANTAGE) => new TestBrowser(server.baseUrl, options);

async function orderStatus(
  orderNumber: string,
): Promise<{ status: string; approvalComments: string; decidedByUserId: number | null }> {
  const row = await server.db
    .selectFrom("approvalOrders")
    .select(["status", "approvalComments", "decidedByUserId"])
    .where("orderNumber", "=", orderNumber)
    .executeTakeFirstOrThrow();
  return { ...row, decidedByUserId: row.decidedByUserId === null ? null : Number(row.decidedByUserId) };
}

async function pendingOrders(browser: TestBrowser): Promise<ApprovalOrder[]> {
  const reply = await browser.call("POST", "/ele-lpd/api/sparxProxy/getApprovalOrdersData", {});
  expect(reply.status).toBe(200);
  return reply.body.data.approvalsData as ApprovalOrder[];
}

function decision(
  order: Pick<ApprovalOrder, "cartId" | "ownerProfileId" | "orderNumber">,
  action: "ACCEPT" | "DECLINE",
  comments = "",
) {
  return {
    cartId: order.cartId,
    approvalComments: comments,
    ownerProfileId: order.ownerProfileId,
    orderNumber: order.orderNumber,
    action,
  };
}

const BLUEBIRD_ORDER = {
  orderNumber: "9200000101",
  cartId: "00000000-0000-4000-8000-000000000101",
  ownerProfileId: "5200000301",
};

describe("POST /api/sparxProxy/getApprovalOrdersData", () => {
  it("asks guests to sign in", async () => {
    for (const path of ["/api/sparxProxy/getApprovalOrdersData", "/ele-lpd/api/sparxProxy/getApprovalOrdersData"]) {
      const reply = await guest().call("POST", path, {});
      expect(reply.status, path).toBe(401);
      expect(reply.body).toMatchObject(UNAUTHORIZED);
    }
  });

  it("refuses users without an approver role", async () => {
    for (const email of ["buyer@northwind.test", "registered@quire.test"]) {
      const reply = await (await as(email)).call("POST", "/api/sparxProxy/getApprovalOrdersData", {});
      expect(reply.status, email).toBe(403);
      expect(reply.body).toMatchObject(FORBIDDEN);
    }
  });

  it("answers the approver's own account's pending orders, oldest first, never cached", async () => {
    const approver = await as("approver@northwind.test");
    for (const path of ["/api/sparxProxy/getApprovalOrdersData", "/ele-lpd/api/sparxProxy/getApprovalOrdersData"]) {
      const reply = await approver.call("POST", path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get("cache-control")).toBe("private, no-store");
      const { approvalsData, count } = reply.body.data as { approvalsData: ApprovalOrder[]; count: number };
      expect(count).toBe(10);
      expect(approvalsData.map((o) => o.orderNumber)).toEqual([
        "9100000101",
        "9100000102",
        "9100000103",
        "9100000104",
        "9100000106",
        "9100000107",
        "9100000108",
        "9100000109",
        "9100000110",
        "9100000111",
      ]);
      expect(approvalsData[0]).toMatchObject({
        cartId: "00000000-0000-4000-8000-000000000001",
        orderNumber: "9100000101",
        orderSubmittedBy: "Pat Kowalski",
        approvalComments: "Binders and tabs for the Hartley trial",
        ownerProfileId: "5200000201",
        createdAt: "2026-10-27T15:04:00.000Z",
      });
      // each seeded approval order has a real order behind it: its lines, and a total that is theirs plus tax
      for (const order of approvalsData) {
        const lines = order.lines ?? [];
        expect(lines.length, order.orderNumber).toBeGreaterThan(0);
        const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.qty, 0);
        expect(order.totalCents, order.orderNumber).toBe(subtotal + Math.round(subtotal * 0.0625));
      }
    }
  });
});

describe("POST /ele-lpd/api/approvalsProxy/order", () => {
  const path = (action: string) => `/ele-lpd/api/approvalsProxy/order?action=${action}`;

  it("asks guests to sign in and refuses non-approvers", async () => {
    const body = [decision({ orderNumber: "9100000102", cartId: "x", ownerProfileId: "y" }, "ACCEPT")];
    const g = await guest().call("POST", path("approve"), body);
    expect(g.status).toBe(401);
    expect(g.body).toMatchObject(UNAUTHORIZED);
    const buyer = await (await as("buyer@northwind.test")).call("POST", path("approve"), body);
    expect(buyer.status).toBe(403);
    expect(buyer.body).toMatchObject(FORBIDDEN);
    expect((await orderStatus("9100000102")).status).toBe("PENDING");
  });

  it("treats another account's order exactly like an unknown one, and changes nothing", async () => {
    const approver = await as("approver@northwind.test");
    const other = await approver.call("POST", path("approve"), [decision(BLUEBIRD_ORDER, "ACCEPT")]);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("ORDER_NOT_FOUND");
    const unknown = await approver.call("POST", path("approve"), [
      decision({ ...BLUEBIRD_ORDER, orderNumber: "9299999999" }, "ACCEPT"),
    ]);
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(other.body).sort());
    expect(unknown.body.code).toBe(other.body.code);
    expect(await orderStatus(BLUEBIRD_ORDER.orderNumber)).toMatchObject({ status: "PENDING", decidedByUserId: null });
  });

  it("rolls the whole batch back when one item is bad", async () => {
    const approver = await as("approver@northwind.test");
    const [first, second] = await pendingOrders(approver);
    const mismatched = { ...second!, cartId: "00000000-0000-4000-8000-999999999999" };
    for (const bad of [decision(BLUEBIRD_ORDER, "ACCEPT"), decision(mismatched, "ACCEPT")]) {
      const reply = await approver.call("POST", path("approve"), [decision(first!, "ACCEPT", "ok"), bad]);
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe("ORDER_NOT_FOUND");
    }
    expect(await orderStatus(first!.orderNumber)).toMatchObject({
      status: "PENDING",
      approvalComments: "Binders and tabs for the Hartley trial",
    });
    expect(await pendingOrders(approver)).toHaveLength(10);
  });

  it("rejects items whose action disagrees with the query, and malformed bodies", async () => {
    const approver = await as("approver@northwind.test");
    const [first] = await pendingOrders(approver);
    const mismatch = await approver.call("POST", path("approve"), [decision(first!, "DECLINE")]);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe("INVALID_REQUEST");
    const duplicate = await approver.call("POST", path("approve"), [decision(first!, "ACCEPT"), decision(first!, "ACCEPT")]);
    expect(duplicate.status).toBe(400);
    for (const [action, body] of [
      ["approve", []],
      ["approve", { orderNumber: first!.orderNumber }],
      ["approve", [{ orderNumber: first!.orderNumber, action: "ACCEPT" }]],
      ["maybe", [decision(first!, "ACCEPT")]],
    ] as const) {
      const reply = await approver.call("POST", path(action), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe("INVALID_REQUEST");
    }
    expect((await orderStatus(first!.orderNumber)).status).toBe("PENDING");
  });

  it("approves and declines, and refuses to decide an order twice", async () => {
    const approver = await as("approver@northwind.test");
    const [first, second, third] = await pendingOrders(approver);
    const accepted = await approver.call("POST", path("approve"), [decision(first!, "ACCEPT", "Approved for the trial")]);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.orders).toEqual([
      { orderNumber: first!.orderNumber, status: "ACCEPTED", decidedAt: expect.any(String) },
    ]);
    expect(accepted.body.data.count).toBe(9);
    expect(await orderStatus(first!.orderNumber)).toEqual({
      status: "ACCEPTED",
      approvalComments: "Approved for the trial",
      decidedByUserId: 9,
    });

    const declined = await approver.call("POST", path("decline"), [decision(second!, "DECLINE"), decision(third!, "DECLINE")]);
    expect(declined.status).toBe(200);
    expect(declined.body.data.orders.map((o: { status: string }) => o.status)).toEqual(["DECLINED", "DECLINED"]);
    expect(declined.body.data.count).toBe(7);
    // an empty comment keeps the order's own
    expect((await orderStatus(third!.orderNumber)).approvalComments).toBe("Two task chairs for the Natick office");

    for (const [action, order] of [
      ["approve", decision(first!, "ACCEPT")],
      ["decline", decision(first!, "DECLINE")],
      ["approve", decision(second!, "ACCEPT")],
    ] as const) {
      const again = await approver.call("POST", path(action), [order]);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe("ORDER_ALREADY_DECIDED");
    }
    expect((await orderStatus(second!.orderNumber)).status).toBe("DECLINED");
    const remaining = await pendingOrders(approver);
    expect(remaining.map((o) => o.orderNumber)).toEqual([
      "9100000104",
      "9100000106",
      "9100000107",
      "9100000108",
      "9100000109",
      "9100000110",
      "9100000111",
    ]);

    // the administrator approves for the same account and sees the same queue
    const admin = await as("admin@northwind.test");
    expect((await pendingOrders(admin)).map((o) => o.orderNumber)).toEqual([
      "9100000104",
      "9100000106",
      "9100000107",
      "9100000108",
      "9100000109",
      "9100000110",
      "9100000111",
    ]);
  });
});

describe("POST getListCount", () => {
  it("answers 0 for guests on both paths", async () => {
    for (const path of ["/api/sparxProxy/getListCount", "/ele-lpd/api/sparxProxy/getListCount"]) {
      const reply = await guest({}).call("POST", path, {});
      expect(reply.status, path).toBe(200);
      expect(reply.body).toEqual({ count: 0 });
    }
  });

  it("counts the user's own personal lists, plus their account's shared and global lists", async () => {
    const registered = await (await as("registered@quire.test")).call("POST", "/api/sparxProxy/getListCount");
    expect(registered.body).toEqual({ count: 2 });
    const buyer = await (await as("buyer@northwind.test")).call("POST", "/ele-lpd/api/sparxProxy/getListCount", {});
    expect(buyer.body).toEqual({ count: 6 });
    const bluebird = await (await as("buyer@bluebirddental.test")).call("POST", "/ele-lpd/api/sparxProxy/getListCount", {});
    expect(bluebird.body).toEqual({ count: 2 });
  });
});

describe("GET /api/account/info", () => {
  it("asks guests to sign in and refuses consumers", async () => {
    const g = await guest().call("GET", "/api/account/info");
    expect(g.status).toBe(401);
    expect(g.body).toMatchObject(UNAUTHORIZED);
    const consumer = await (await as("rewards.base@quire.test")).call("GET", "/api/account/info");
    expect(consumer.status).toBe(403);
    expect(consumer.body).toMatchObject(FORBIDDEN);
  });

  it("answers a buyer's account with their own budget centre only", async () => {
    const reply = await (await as("buyer@northwind.test")).call("GET", "/api/account/info");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    expect(reply.body.data).toMatchObject({
      flowType: "MVP",
      accountNumber: "1049527",
      accountName: "Northwind Legal LLP",
      salesRepName: "Dana Whitfield",
      salesRepEmail: "dana.whitfield@quire.test",
      salesRepPhone: "(508) 555-0147",
    });
    expect(reply.body.data.shipToId).toMatch(/^1049527-/);
    expect(reply.body.data.shipTos.map((s: { shipToId: string }) => s.shipToId)).toEqual(["1049527-001", "1049527-002"]);
    expect(reply.body.data.budgetCentres).toEqual([
      { id: 1, name: "Litigation", availableBalanceCents: await centreAvailableCents(server.db, 1) },
    ]);
  });

  it("answers every budget centre of the account to its budget manager", async () => {
    const reply = await (await as("admin@northwind.test")).call("GET", "/api/account/info");
    expect(reply.body.data.budgetCentres.map((b: { name: string }) => b.name)).toEqual(["Litigation", "Office Services"]);
  });
});

describe("GET /api/account/:accountNumber/budget-centres", () => {
  it("answers the caller's own account to a budget manager", async () => {
    const reply = await (await as("admin@northwind.test")).call("GET", "/api/account/1049527/budget-centres");
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      accountNumber: "1049527",
      budgetCentres: [
        { id: 1, name: "Litigation", availableBalanceCents: await centreAvailableCents(server.db, 1) },
        { id: 2, name: "Office Services", availableBalanceCents: await centreAvailableCents(server.db, 2) },
      ],
    });
  });

  it("answers another account's number exactly like an unknown one", async () => {
    const admin = await as("admin@northwind.test");
    const other = await admin.call("GET", "/api/account/2207318/budget-centres");
    const unknown = await admin.call("GET", "/api/account/9999999/budget-centres");
    expect(other.status).toBe(404);
    expect(unknown.status).toBe(404);
    // the same answer but for the request id each carries (decision 054)
    expect({ ...other.body, reference: null }).toEqual({ ...unknown.body, reference: null });
    expect(other.body.code).toBe("ACCOUNT_NOT_FOUND");
  });

  it("refuses guests, consumers and buyers without a budget or approver role", async () => {
    const g = await guest().call("GET", "/api/account/1049527/budget-centres");
    expect(g.status).toBe(401);
    const consumer = await (await as("registered@quire.test")).call("GET", "/api/account/1049527/budget-centres");
    expect(consumer.status).toBe(403);
    const buyer = await (await as("buyer@northwind.test")).call("GET", "/api/account/1049527/budget-centres");
    expect(buyer.status).toBe(403);
    expect(buyer.body).toMatchObject(FORBIDDEN);
    const approver = await (await as("approver@northwind.test")).call("GET", "/api/account/1049527/budget-centres");
    expect(approver.status).toBe(200);
  });
});

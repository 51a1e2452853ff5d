import type { ApprovalOrder } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import type { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Nobody approves their own order (decision 059), over real HTTP: the approver's over-budget order
// waits for another approver; with no other approver, for the account's administrator; with no
// one else at all, its placer decides it.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  h = checkoutHelpers(server, "10.59");
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = "advantage.localhost";
const ANOTHER_APPROVER = "You can't approve or decline an order you placed. Another approver on your account will decide.";
const ADMINISTRATOR = "You can't approve or decline an order you placed. Your account's administrator will decide.";
const path = (action: "approve" | "decline") => `/ele-lpd/api/approvalsProxy/order?action=${action}`;

const signIn = (email: string) => h.demoShopper(email, ADVANTAGE);

async function setPermissions(email: string, groupPermissions: string) {
  await server.db.updateTable("users").set({ groupPermissions }).where("email", "=", email).execute();
}

async function listed(browser: TestBrowser): Promise<ApprovalOrder[]> {
  const reply = await browser.call("POST", "/api/sparxProxy/getApprovalOrdersData", {});
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.approvalsData as ApprovalOrder[];
}

async function item(browser: TestBrowser, orderNumber: string, action: "ACCEPT" | "DECLINE", comments = "") {
  const order = (await listed(browser)).find((o) => o.orderNumber === orderNumber);
  expect(order, orderNumber).toBeDefined();
  return { cartId: order!.cartId, ownerProfileId: order!.ownerProfileId, orderNumber, approvalComments: comments, action };
}

async function state(orderNumber: string) {
  const approval = await server.db
    .selectFrom("approvalOrders")
    .select(["status", "approvalComments", "decidedByUserId"])
    .where("orderNumber", "=", orderNumber)
    .executeTakeFirstOrThrow();
  const order = await server.db.selectFrom("orders").select("status").where("orderNumber", "=", orderNumber).executeTakeFirst();
  return {
    status: approval.status,
    approvalComments: approval.approvalComments,
    decidedByUserId: approval.decidedByUserId === null ? null : Number(approval.decidedByUserId),
    orderStatus: order?.status ?? null,
  };
}

async function userId(email: string): Promise<number> {
  const row = await server.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return Number(row.id);
}

describe("an approver's own order", () => {
  it("cannot be approved or declined by its placer, alone or in a batch; nothing changes", async () => {
    const morgan = await signIn("approver@northwind.test");
    const own = await h.placeOverBudget(morgan, "approver@northwind.test");
    const before = await state(own);
    expect(before).toMatchObject({ status: "PENDING", decidedByUserId: null, orderStatus: "PENDING_APPROVAL" });

    const approve = await morgan.call("POST", path("approve"), [await item(morgan, own, "ACCEPT", "fine by me")]);
    expect(approve.status).toBe(403);
    expect(approve.body).toMatchObject({ code: "SELF_APPROVAL_NOT_ALLOWED", message: ANOTHER_APPROVER });
    const decline = await morgan.call("POST", path("decline"), [await item(morgan, own, "DECLINE", "never mind")]);
    expect(decline.status).toBe(403);
    expect(decline.body).toMatchObject({ code: "SELF_APPROVAL_NOT_ALLOWED", message: ANOTHER_APPROVER });

    // a batch with a buyer's order too is refused whole
    const batch = await morgan.call("POST", path("approve"), [
      await item(morgan, "9100000101", "ACCEPT", "ok"),
      await item(morgan, own, "ACCEPT"),
    ]);
    expect(batch.status).toBe(403);
    expect(batch.body.code).toBe("SELF_APPROVAL_NOT_ALLOWED");
    expect(await state(own)).toEqual(before);
    expect((await state("9100000101")).status).toBe("PENDING");
  });

  it("is listed as waiting for another approver; the placer still decides the others", async () => {
    const morgan = await signIn("approver@northwind.test");
    const orders = await listed(morgan);
    const own = orders.filter((o) => o.canDecide === false);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ orderSubmittedBy: "Morgan Reyes", canDecide: false, waitingFor: "ANOTHER_APPROVER" });
    // the buyer's and the administrator's orders are Morgan's to decide
    expect(orders.find((o) => o.orderNumber === "9100000101")).toMatchObject({ canDecide: true, waitingFor: null });
    expect(orders.find((o) => o.orderNumber === "9100000103")).toMatchObject({ canDecide: true, waitingFor: null });

    // Alex (administrator and approver) sees Morgan's order as theirs to decide, and their own as waiting
    const alex = await signIn("admin@northwind.test");
    const alexOrders = await listed(alex);
    expect(alexOrders.find((o) => o.orderNumber === own[0]!.orderNumber)).toMatchObject({ canDecide: true });
    expect(alexOrders.find((o) => o.orderNumber === "9100000103")).toMatchObject({
      canDecide: false,
      waitingFor: "ANOTHER_APPROVER",
    });
    const alexOwn = await alex.call("POST", path("approve"), [await item(alex, "9100000103", "ACCEPT")]);
    expect(alexOwn.status).toBe(403);
    expect(alexOwn.body.code).toBe("SELF_APPROVAL_NOT_ALLOWED");
    expect((await state("9100000103")).status).toBe("PENDING");
  });

  it("another approver approves it, and it is placed", async () => {
    const morgan = await signIn("approver@northwind.test");
    const own = (await listed(morgan)).find((o) => o.canDecide === false)!.orderNumber;
    const alex = await signIn("admin@northwind.test");
    const reply = await alex.call("POST", path("approve"), [await item(alex, own, "ACCEPT", "Approved by Alex")]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.orders).toEqual([{ orderNumber: own, status: "ACCEPTED", decidedAt: expect.any(String) }]);
    expect(await state(own)).toEqual({
      status: "ACCEPTED",
      approvalComments: "Approved by Alex",
      decidedByUserId: await userId("admin@northwind.test"),
      orderStatus: "PLACED",
    });
    // Morgan's own order has left the list; Morgan declines a buyer's order as before
    expect((await listed(morgan)).some((o) => o.orderNumber === own)).toBe(false);
    const declined = await morgan.call("POST", path("decline"), [await item(morgan, "9100000102", "DECLINE")]);
    expect(declined.status).toBe(200);
  });
});

describe("when the placer is the account's only approver", () => {
  it("the account's administrator (no approver role) decides it; the placer cannot", async () => {
    // Alex keeps administering the account but is no longer an approver: Morgan is the only approver.
    await setPermissions("admin@northwind.test", "G_ALP,G_BOP,G_IOC,MANAGE_USERS,MANAGE_BUDGETS,ACCOUNT_MAINTENANCE");
    const morgan = await signIn("approver@northwind.test");
    const own = await h.placeOverBudget(morgan, "approver@northwind.test");
    expect((await listed(morgan)).find((o) => o.orderNumber === own)).toMatchObject({
      canDecide: false,
      waitingFor: "ACCOUNT_ADMINISTRATOR",
    });
    const self = await morgan.call("POST", path("approve"), [await item(morgan, own, "ACCEPT")]);
    expect(self.status).toBe(403);
    expect(self.body).toMatchObject({ code: "SELF_APPROVAL_NOT_ALLOWED", message: ADMINISTRATOR });
    expect((await state(own)).status).toBe("PENDING");

    // The administrator sees the orders they decide (and their own, waiting for Morgan), not the buyers'.
    const alex = await signIn("admin@northwind.test");
    const alexOrders = await listed(alex);
    expect(alexOrders.find((o) => o.orderNumber === own)).toMatchObject({ canDecide: true, waitingFor: null });
    expect(alexOrders.filter((o) => o.canDecide).map((o) => o.orderNumber)).toEqual([own]);
    expect(alexOrders.some((o) => o.orderNumber === "9100000104")).toBe(false);
    // ...and may not decide a buyer's order, which Morgan decides
    const buyers = await alex.call("POST", path("approve"), [
      {
        cartId: "00000000-0000-4000-8000-000000000004",
        ownerProfileId: "5200000201",
        orderNumber: "9100000104",
        approvalComments: "",
        action: "ACCEPT",
      },
    ]);
    expect(buyers.status).toBe(403);
    expect(buyers.body.code).toBe("FORBIDDEN");
    expect((await state("9100000104")).status).toBe("PENDING");

    const reply = await alex.call("POST", path("decline"), [await item(alex, own, "DECLINE", "Not this quarter")]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await state(own)).toEqual({
      status: "DECLINED",
      approvalComments: "Not this quarter",
      decidedByUserId: await userId("admin@northwind.test"),
      orderStatus: "DECLINED",
    });
  });

  it("and also its only administrator (nobody else can), the placer decides it", async () => {
    await setPermissions("admin@northwind.test", "G_ALP,G_BOP,G_IOC,REPORTS");
    const morgan = await signIn("approver@northwind.test");
    const own = await h.placeOverBudget(morgan, "approver@northwind.test");
    expect((await listed(morgan)).find((o) => o.orderNumber === own)).toMatchObject({ canDecide: true, waitingFor: null });
    const reply = await morgan.call("POST", path("approve"), [await item(morgan, own, "ACCEPT")]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await state(own)).toMatchObject({
      status: "ACCEPTED",
      decidedByUserId: await userId("approver@northwind.test"),
      orderStatus: "PLACED",
    });
    // a buyer without an approver role or administration is still refused the list
    const buyer = await signIn("buyer@northwind.test");
    expect((await buyer.call("POST", "/api/sparxProxy/getApprovalOrdersData", {})).status).toBe(403);
    const alex = await signIn("admin@northwind.test");
    expect((await alex.call("POST", "/api/sparxProxy/getApprovalOrdersData", {})).status).toBe(403);
  });
});

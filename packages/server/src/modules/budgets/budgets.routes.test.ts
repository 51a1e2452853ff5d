import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centreAvailableCents, setCentreAvailable } from "../../test/budgets";
import { TEST_ADDRESS } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The cart against the budget and the budget overview (decision 044), over real HTTP.

let server: TestServer;
const ADVANTAGE = { host: "advantage.localhost" };
const LITIGATION = 1;
const OFFICE_SERVICES = 2;
const BLUEBIRD_CLINIC = 3;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function signedIn(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, ADVANTAGE);
  await browser.signIn(email);
  return browser;
}

/** Northwind's buyer with an empty cart, signed in. */
async function buyer(): Promise<TestBrowser> {
  await server.db
    .deleteFrom("carts")
    .where("userId", "in", server.db.selectFrom("users").select("id").where("email", "=", "buyer@northwind.test"))
    .execute();
  return signedIn("buyer@northwind.test");
}

let pick = 0;
async function stockedItem(): Promise<string> {
  pick += 1;
  const row = await server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .select("p.itemId")
    .where("p.status", "=", "PUBLISHED")
    .where("p.isFreeSample", "=", 0)
    .where("p.isWarrantyPlan", "=", 0)
    .where("p.assemblyEligible", "=", 0)
    .where("p.finalPriceCents", ">", 500)
    .where("i.onlineQty", ">=", 30)
    .where("i.backorderDate", "is", null)
    .where((eb) => eb.or([eb("p.quantityLimit", "is", null), eb("p.quantityLimit", ">=", 10)]))
    .orderBy("p.id")
    .offset(pick * 3)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.itemId;
}

async function addItem(browser: TestBrowser) {
  const reply = await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: await stockedItem(), qty: 1 }] });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.cartInfo;
}

/** Address and payment on account: the business view says whether the order will wait. */
async function payOnAccount(browser: TestBrowser) {
  await browser.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" });
  expect((await browser.call("POST", "/cc/api/checkout/default/address", TEST_ADDRESS)).status).toBe(200);
  const reply = await browser.call("POST", "/cc/api/checkout/default/payment", {
    paymentType: "ON_ACCOUNT",
    purchaseOrderNumber: "PO-4410",
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

async function place(browser: TestBrowser): Promise<{ orderNumber: string; status: string; total: number }> {
  const data = await payOnAccount(browser);
  const total = data.cart.cartSummary.ordTotal as number;
  const reply = await browser.call(
    "POST",
    "/cc/api/checkout/default/order",
    { expectedTotal: total },
    { "idempotency-key": crypto.randomUUID() },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { orderNumber: reply.body.data.order.orderNumber, status: reply.body.data.order.status, total };
}

async function overview(browser: TestBrowser, query = "") {
  return browser.call("POST", `/ele-lpd/api/budgetProxy/overview${query}`, {});
}

type Standing = { id: number; budgetCents: number; spentCents: number; pendingCents: number; availableCents: number };
async function centreOn(browser: TestBrowser, id: number): Promise<Standing> {
  const reply = await overview(browser);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.centres.find((c: Standing) => c.id === id);
}

async function decide(approver: TestBrowser, orderNumber: string, action: "ACCEPT" | "DECLINE") {
  const pending = await approver.call("POST", "/ele-lpd/api/sparxProxy/getApprovalOrdersData", {});
  const order = pending.body.data.approvalsData.find((o: { orderNumber: string }) => o.orderNumber === orderNumber);
  const reply = await approver.call(
    "POST",
    `/ele-lpd/api/approvalsProxy/order?action=${action === "ACCEPT" ? "approve" : "decline"}`,
    [{ cartId: order.cartId, ownerProfileId: order.ownerProfileId, orderNumber, approvalComments: "", action }],
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

describe("the cart against the budget", () => {
  it("a business cart names its budget centre, its balance and the account's centres", async () => {
    await setCentreAvailable(server.db, LITIGATION, 5_000_000);
    const browser = await buyer();
    await addItem(browser);
    const reply = await browser.call("GET", "/cc/api/checkout");
    expect(reply.status).toBe(200);
    const cart = reply.body.data.cartInfo;
    expect(cart.bcDetails).toEqual({ availableBalance: 5_000_000, budgetCenter: "Litigation", budgetCenterId: LITIGATION });
    expect(cart.invoiceInfo.bc).toMatchObject({ level: "ORDER", budgetingEnabled: true, isConfigured: true });
    expect(cart.invoiceInfo.bc.values.map((v: { name: string; selected: boolean }) => [v.name, v.selected])).toEqual([
      ["Litigation", true],
      ["Office Services", false],
    ]);
    expect(cart.items.map((i: { itemAccountInfo: { bcName: string } }) => i.itemAccountInfo.bcName)).toEqual(["Litigation"]);
    expect(cart.budgetMeter).toMatchObject({
      budgetCentreName: "Litigation",
      availableCents: 5_000_000,
      orderCents: cart.cartSummary.ordTotal,
      approvalRequired: false,
      message: null,
    });
  });

  it("a consumer's cart carries no budget", async () => {
    const consumer = new TestBrowser(server.baseUrl);
    await consumer.signIn("registered@quire.test");
    await addItem(consumer);
    const cart = (await consumer.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(cart.bcDetails).toBeUndefined();
    expect(cart.budgetMeter).toBeUndefined();
    expect(cart.items[0].itemAccountInfo).toBeUndefined();
  });

  it("the meter says the order will need approval when it is over the centre's balance", async () => {
    const browser = await buyer();
    await addItem(browser);
    await setCentreAvailable(server.db, LITIGATION, 100);
    const cart = (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(cart.bcDetails.availableBalance).toBe(100);
    expect(cart.budgetMeter).toMatchObject({
      approvalRequired: true,
      approvalReason: "OVER_BUDGET",
      message: "This order will need approval",
      share: 1,
    });
    expect((await payOnAccount(browser)).business).toMatchObject({ approvalRequired: true, approvalReason: "OVER_BUDGET" });
  });

  it("charging the order to another centre changes checkout's decision and the order's centre", async () => {
    await setCentreAvailable(server.db, LITIGATION, 100);
    await setCentreAvailable(server.db, OFFICE_SERVICES, 5_000_000);
    const browser = await buyer();
    await addItem(browser);

    // another account's centre, or no centre at all, is refused and changes nothing
    const foreign = await browser.call("POST", "/cc/api/checkout/default/accountingInfo?requestType=sbaMMX", {
      accountingInfo: { budgetCentreId: BLUEBIRD_CLINIC },
    });
    expect([foreign.status, foreign.body.code]).toEqual([404, "BUDGET_CENTRE_NOT_FOUND"]);
    const nonsense = await browser.call("POST", "/cc/api/checkout/default/accountingInfo", {
      accountingInfo: { budgetCentreId: "abc" },
    });
    expect(nonsense.status).toBe(404);
    expect((await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo.bcDetails.budgetCenter).toBe("Litigation");

    const chosen = await browser.call("POST", "/cc/api/checkout/default/accountingInfo", {
      accountingInfo: { budgetCentreId: OFFICE_SERVICES },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const cart = chosen.body.data.cartInfo;
    expect(cart.bcDetails).toMatchObject({ budgetCenter: "Office Services", availableBalance: 5_000_000 });
    expect(cart.items[0].itemAccountInfo.bcName).toBe("Office Services");
    expect(cart.budgetMeter).toMatchObject({ approvalRequired: false });

    const view = await payOnAccount(browser);
    expect(view.business).toMatchObject({
      approvalRequired: false,
      budgetCentre: { name: "Office Services", availableBalanceCents: 5_000_000 },
    });
    const order = await place(browser);
    expect(order.status).toBe("PLACED");
    const row = await server.db
      .selectFrom("orders")
      .select(["budgetCentreId"])
      .where("orderNumber", "=", order.orderNumber)
      .executeTakeFirstOrThrow();
    expect(Number(row.budgetCentreId)).toBe(OFFICE_SERVICES);
    expect(await centreAvailableCents(server.db, OFFICE_SERVICES)).toBe(5_000_000 - order.total);
    expect(await centreAvailableCents(server.db, LITIGATION)).toBe(100);
  });

  it("a consumer cannot choose a budget centre", async () => {
    const consumer = new TestBrowser(server.baseUrl);
    await consumer.signIn("registered@quire.test");
    const reply = await consumer.call("POST", "/cc/api/checkout/default/accountingInfo", {
      accountingInfo: { budgetCentreId: LITIGATION },
    });
    expect(reply.status).toBe(403);
  });
});

describe("the budget overview", () => {
  it("is for approvers and budget managers; buyers, consumers and guests are refused", async () => {
    expect((await overview(new TestBrowser(server.baseUrl, ADVANTAGE))).status).toBe(401);
    const refused = await overview(await buyer());
    expect([refused.status, refused.body.code]).toEqual([403, "FORBIDDEN"]);
    const consumer = new TestBrowser(server.baseUrl);
    await consumer.signIn("registered@quire.test");
    expect((await overview(consumer)).status).toBe(403);

    const approver = await signedIn("approver@northwind.test");
    const seen = await overview(approver, "?requestType=sbaMMX");
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.data.canManage).toBe(false);
    expect(seen.body.data.centres.map((c: { name: string }) => c.name)).toEqual(["Litigation", "Office Services"]);
    for (const c of seen.body.data.centres as Standing[]) {
      expect(c.availableCents).toBe(c.budgetCents - c.spentCents - c.pendingCents);
      expect(c.availableCents).toBe(await centreAvailableCents(server.db, c.id));
    }
    expect((await overview(approver, "?requestType=sbaXYZ")).status).toBe(400);

    const admin = await signedIn("admin@northwind.test");
    expect((await overview(admin, "?requestType=sbaACI")).body.data.canManage).toBe(true);
    // Bluebird's buyer has no overview permission; Northwind's centres are never theirs to see
    expect((await overview(await signedIn("buyer@bluebirddental.test"))).status).toBe(403);
  });

  it("charts the last 12 months of the account's spending from its order history", async () => {
    const data = (await overview(await signedIn("approver@northwind.test"))).body.data;
    expect(data.months).toHaveLength(12);
    const spent = data.months.filter((m: { totalCents: number }) => m.totalCents > 0);
    expect(spent.length).toBeGreaterThanOrEqual(9);
    for (const m of data.months) {
      const perCentre = Object.values(m.byCentre as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(perCentre).toBe(m.totalCents);
    }
  });

  it("moves as orders wait, are approved and are declined", async () => {
    const approver = await signedIn("approver@northwind.test");
    await setCentreAvailable(server.db, LITIGATION, 100);
    const before = await centreOn(approver, LITIGATION);

    const browser = await buyer();
    await addItem(browser);
    const first = await place(browser);
    expect(first.status).toBe("PENDING_APPROVAL");
    const waiting = await centreOn(approver, LITIGATION);
    expect(waiting.pendingCents).toBe(before.pendingCents + first.total);
    expect(waiting.spentCents).toBe(before.spentCents);
    expect(waiting.availableCents).toBe(before.availableCents - first.total);

    await decide(approver, first.orderNumber, "ACCEPT");
    const approved = await centreOn(approver, LITIGATION);
    expect(approved.pendingCents).toBe(before.pendingCents);
    expect(approved.spentCents).toBe(before.spentCents + first.total);
    expect(approved.availableCents).toBe(before.availableCents - first.total);

    await addItem(browser);
    const second = await place(browser);
    expect(second.status).toBe("PENDING_APPROVAL");
    expect((await centreOn(approver, LITIGATION)).pendingCents).toBe(before.pendingCents + second.total);
    await decide(approver, second.orderNumber, "DECLINE");
    const declined = await centreOn(approver, LITIGATION);
    expect(declined.pendingCents).toBe(before.pendingCents);
    expect(declined.spentCents).toBe(approved.spentCents);
    expect(declined.availableCents).toBe(approved.availableCents);
  });
});

describe("changing a budget", () => {
  it("an administrator sets a centre's budget in whole dollars; bad amounts change nothing", async () => {
    const admin = await signedIn("admin@northwind.test");
    const set = await admin.call("POST", "/ele-lpd/api/budgetProxy/budget?requestType=sbaMMX", {
      budgetCentreId: OFFICE_SERVICES,
      budget: "$25,000",
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.budgetCentre).toMatchObject({ id: OFFICE_SERVICES, budgetCents: 2_500_000 });
    const shown = await centreOn(admin, OFFICE_SERVICES);
    expect(shown.budgetCents).toBe(2_500_000);
    expect(shown.availableCents).toBe(2_500_000 - shown.spentCents - shown.pendingCents);

    for (const budget of ["12.50", "-1", "lots", "20000001", ""]) {
      const bad = await admin.call("POST", "/ele-lpd/api/budgetProxy/budget", { budgetCentreId: OFFICE_SERVICES, budget });
      expect([bad.status, bad.body.code], budget).toEqual([400, "VALIDATION_ERROR"]);
    }
    expect((await centreOn(admin, OFFICE_SERVICES)).budgetCents).toBe(2_500_000);

    // the largest budget is stored and read back whole on both databases
    const largest = await admin.call("POST", "/ele-lpd/api/budgetProxy/budget", {
      budgetCentreId: OFFICE_SERVICES,
      budget: 20_000_000,
    });
    expect(largest.status, JSON.stringify(largest.body)).toBe(200);
    expect((await centreOn(admin, OFFICE_SERVICES)).budgetCents).toBe(2_000_000_000);
  });

  it("only administrators change budgets, and only their own account's", async () => {
    const approver = await signedIn("approver@northwind.test");
    const refused = await approver.call("POST", "/ele-lpd/api/budgetProxy/budget", { budgetCentreId: LITIGATION, budget: 1 });
    expect([refused.status, refused.body.code]).toEqual([403, "FORBIDDEN"]);
    const admin = await signedIn("admin@northwind.test");
    const foreign = await admin.call("POST", "/ele-lpd/api/budgetProxy/budget", { budgetCentreId: BLUEBIRD_CLINIC, budget: 1 });
    expect([foreign.status, foreign.body.code]).toEqual([404, "BUDGET_CENTRE_NOT_FOUND"]);
    const clinic = await server.db
      .selectFrom("budgetCentres")
      .select("budgetCents")
      .where("id", "=", BLUEBIRD_CLINIC)
      .executeTakeFirstOrThrow();
    expect(Number(clinic.budgetCents)).toBeGreaterThan(100);
  });
});

describe("the budget calls' document", () => {
  it("lists the overview, the budget change and the cart's budget centre", async () => {
    const doc = (await new TestBrowser(server.baseUrl).call("GET", "/api/openapi.json")).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/ele-lpd/api/budgetProxy/overview",
        "/ele-lpd/api/budgetProxy/budget",
        "/cc/api/checkout/default/accountingInfo",
      ]),
    );
  });
});

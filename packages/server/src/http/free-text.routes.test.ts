import { CARD_NUMBER_IN_TEXT, FEEDBACK_TOPICS } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers, TEST_ADDRESS } from "../test/checkout-helpers";
import { type BrowserReply, TestBrowser } from "../test/test-browser";
import { type TestServer, startTestServer } from "../test/test-server";

// A card number typed where text belongs is refused alike in every module, over real HTTP against
// a real database (SQLite, or PostgreSQL with DATABASE_URL): 400 CARD_NUMBER_NOT_ACCEPTED with the
// same words, the field it was typed in, the number never repeated, and nothing stored. Numbers
// that are not card numbers (ZIP codes, phones, item numbers, PO numbers) keep working.

let server: TestServer;
let helpers: ReturnType<typeof checkoutHelpers>;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
  helpers = checkoutHelpers(server, "10.48");
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const CARD = "4111 1111 1111 1111";
const FORM = "application/x-www-form-urlencoded";

function expectRefused(reply: BrowserReply, field: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body).toMatchObject({
    code: CARD_NUMBER_IN_TEXT.code,
    message: CARD_NUMBER_IN_TEXT.message,
    fields: { [field]: CARD_NUMBER_IN_TEXT.message },
  });
  expect(JSON.stringify(reply.body)).not.toMatch(/4111|5555/);
}

/** A page's form post, as a browser without JavaScript sends it. */
async function formPost(browser: TestBrowser, path: string, fields: Record<string, string>): Promise<BrowserReply> {
  if (!browser.cookies.has("quire_csrf")) await browser.call("GET", "/api/session");
  const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
  return browser.call("POST", path, new URLSearchParams({ csrf, ...fields }).toString(), {
    "content-type": FORM,
    "x-csrf-token": "",
  });
}

async function signedIn(email: string, host?: { host: string }): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, host);
  await browser.signIn(email);
  return browser;
}

describe("a shopping list's name", () => {
  it("is refused with a card number in it, over JSON and from the page's form; other numbers are kept", async () => {
    const shopper = await helpers.newShopper();
    const names = async () =>
      ((await shopper.call("GET", "/cc/api/lists")).body.shoppingLists as { name: string }[]).map((l) => l.name);
    const before = await names();

    expectRefused(await shopper.call("POST", "/cc/api/list", { name: `Breakroom ${CARD}` }), "name");
    expectRefused(await shopper.call("POST", "/cc/api/list", { name: "5555-5555-5555-4444" }), "name");
    expectRefused(await shopper.call("POST", "/cc/api/list", { name: 4111111111111111 }), "name");
    const page = await formPost(shopper, "/kuber/createList", { intent: "create-list", name: `Breakroom ${CARD}` });
    expect(page.status).toBe(400);
    expect(String(page.body)).toContain("Card numbers are entered in the secure card form only.");
    expect(await names()).toEqual(before);

    // a phone number, a ZIP code and a 16-digit number that fails Luhn are not card numbers
    const kept = await shopper.call("POST", "/cc/api/list", { name: "Desk 01701, (617) 555-0100, ref 4111 1111 1111 1112" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const listId = kept.body.id as string;
    expectRefused(await shopper.call("PUT", `/cc/api/list/${listId}`, { name: `Desk ${CARD}` }), "name");
    expect(await names()).toContain("Desk 01701, (617) 555-0100, ref 4111 1111 1111 1112");
  });
});

describe("the checkout's address, card nickname and PO number", () => {
  it("refuses a card number in an address line or a nickname and changes nothing", async () => {
    const shopper = await helpers.newShopper();
    const product = await helpers.stockedProduct();
    await helpers.addToCart(shopper, product.itemId);
    expect((await shopper.call("POST", "/cc/api/checkout/default/delivery", { deliveryMethod: "DELIVERY" })).status).toBe(200);
    const before = (await shopper.call("GET", "/cc/api/checkout")).body;

    const path = "/cc/api/checkout/default/address";
    expectRefused(await shopper.call("POST", path, { ...TEST_ADDRESS, address1: `${CARD} Main St` }), "address1");
    expectRefused(await shopper.call("POST", path, { ...TEST_ADDRESS, address2: "Apt 4111-1111-1111-1111" }), "address2");
    expectRefused(
      await shopper.call("POST", path, { ...TEST_ADDRESS, organizationName: "4111111111111111" }),
      "organizationName",
    );
    const { phones, type: _type, ...typed } = TEST_ADDRESS;
    const page = await formPost(shopper, "/checkout", {
      intent: "address",
      kind: "shipping",
      ...typed,
      phone: phones[0]!.number,
      address1: `${CARD} Main St`,
    });
    expect(page.status).toBe(400);
    expect(String(page.body)).toContain("Card numbers are entered in the secure card form only.");
    expect((await shopper.call("GET", "/cc/api/checkout")).body).toEqual(before);
    expect((await shopper.call("POST", path, TEST_ADDRESS)).status).toBe(200);

    const token = await helpers.cardToken(shopper, "4111111111111111");
    const nicknamed = await shopper.call("POST", "/cc/api/checkout/default/payment", {
      cardPayment: { accountNumber: token, profilePayment: true, userNotes: `Work ${CARD}` },
    });
    expectRefused(nicknamed, "cardPayment.userNotes");
    const page2 = await formPost(shopper, "/checkout", {
      intent: "payment",
      paymentOption: "new",
      cardToken: token,
      saveCard: "on",
      nickname: `Work ${CARD}`,
      billingSameAsShipping: "on",
    });
    expect(page2.status).toBe(400);
    expect(String(page2.body)).toContain("Card numbers are entered in the secure card form only.");
    expect((await shopper.call("GET", "/cc/api/payment/cards")).body.data?.cards ?? []).toEqual([]);
  });

  it("refuses a card number as a PO number and keeps the payment as it was", async () => {
    const buyer = await signedIn("buyer@northwind.test", ADVANTAGE);
    const product = await helpers.stockedProduct(500, 3);
    await helpers.addToCart(buyer, product.itemId);
    expect((await buyer.call("POST", "/cc/api/checkout/default/address", TEST_ADDRESS)).status).toBe(200);
    const before = (await buyer.call("GET", "/cc/api/checkout")).body;

    const path = "/cc/api/checkout/default/payment";
    for (const purchaseOrderNumber of ["4111-1111-1111-1111", `PO ${CARD}`]) {
      expectRefused(await buyer.call("POST", path, { paymentType: "ON_ACCOUNT", purchaseOrderNumber }), "purchaseOrderNumber");
    }
    expect((await buyer.call("GET", "/cc/api/checkout")).body).toEqual(before);
    const kept = await buyer.call("POST", path, { paymentType: "ON_ACCOUNT", purchaseOrderNumber: "PO-2026-0042" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });
});

describe("an approver's comment", () => {
  async function comments(orderNumber: string) {
    return server.db
      .selectFrom("approvalOrders")
      .select(["status", "approvalComments"])
      .where("orderNumber", "=", orderNumber)
      .executeTakeFirstOrThrow();
  }

  it("is refused with a card number in it, over JSON and from the approvals page, and the order still waits", async () => {
    const approver = await signedIn("approver@northwind.test", ADVANTAGE);
    const pending = await approver.call("POST", "/ele-lpd/api/sparxProxy/getApprovalOrdersData", {});
    const [first, second] = pending.body.data.approvalsData as { cartId: string; ownerProfileId: string; orderNumber: string }[];
    const before = await comments(first!.orderNumber);
    const item = (approvalComments: string) => ({
      cartId: first!.cartId,
      ownerProfileId: first!.ownerProfileId,
      orderNumber: first!.orderNumber,
      approvalComments,
      action: "DECLINE",
    });

    const json = await approver.call("POST", "/ele-lpd/api/approvalsProxy/order?action=decline", [item(`Use card ${CARD}`)]);
    expectRefused(json, "0.approvalComments");
    const page = await formPost(approver, "/approvals", {
      intent: "approve",
      orderNumber: second!.orderNumber,
      comment: `Charge ${CARD}`,
    });
    expect(page.status).toBe(400);
    expect(String(page.body)).toContain("Card numbers are entered in the secure card form only.");
    expect(await comments(first!.orderNumber)).toEqual(before);
    expect((await comments(second!.orderNumber)).status).toBe("PENDING");

    const phone = await approver.call("POST", "/ele-lpd/api/approvalsProxy/order?action=decline", [
      item("Call me: 617-555-0100"),
    ]);
    expect(phone.status, JSON.stringify(phone.body)).toBe(200);
  });
});

describe("a feedback message", () => {
  it("is refused with a card number in it, over JSON and from the page's form, and is not stored", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    shopper.extraHeaders = { "x-forwarded-for": "10.48.9.1" };
    const message = `My card ${CARD} was charged twice`;
    expectRefused(await shopper.call("POST", "/cc/api/feedback", { topic: FEEDBACK_TOPICS[0], message, email: "" }), "message");
    const page = await formPost(shopper, "/feedback", { topic: FEEDBACK_TOPICS[0]!, message, email: "" });
    expect(page.status).toBe(400);
    expect(String(page.body)).toContain("Card numbers are entered in the secure card form only.");
    const stored = () => server.db.selectFrom("feedbackMessages").selectAll().where("clientKey", "=", "10.48.9.1").execute();
    expect(await stored()).toEqual([]);

    const sent = await shopper.call("POST", "/cc/api/feedback", {
      topic: FEEDBACK_TOPICS[0],
      message: "Order 1234567890 came to 01701; call (617) 555-0100",
      email: "",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await stored()).toHaveLength(1);
  });
});

describe("other typed fields", () => {
  it("a new account's name and a business application's company name", async () => {
    const guest = new TestBrowser(server.baseUrl);
    guest.extraHeaders = { "x-forwarded-for": "10.48.9.2" };
    const email = "card-in-name@example.com";
    const register = await guest.call("POST", "/api/auth/register", {
      email,
      password: "Quire-test-1",
      firstName: CARD,
      lastName: "Morgan",
    });
    expectRefused(register, "firstName");
    expect(await server.db.selectFrom("users").select("id").where("email", "=", email).execute()).toEqual([]);

    const applied = await guest.call("POST", "/api/account/become-customer", {
      companyName: `Acme ${CARD}`,
      firstName: "Ana",
      lastName: "Lopez",
      email,
      phone: "(617) 555-0142",
      address1: "12 Harbor St",
      city: "Boston",
      state: "MA",
      zipCode: "02110",
      employees: "10-49",
      industry: "Healthcare",
      monthlySpend: "1,500",
      password: "Harbor-2026",
    });
    expectRefused(applied, "companyName");
    expect(await server.db.selectFrom("businessApplications").select("reference").where("email", "=", email).execute()).toEqual(
      [],
    );
  });

  it("quick order refuses a card number but reads item numbers and quantities", async () => {
    const buyer = await signedIn("buyer@northwind.test", ADVANTAGE);
    expectRefused(await buyer.call("POST", "/api/quickOrder", { text: `${CARD}, 2`, validateOnly: true }), "text");
    expectRefused(
      await buyer.call("POST", "/api/quickOrder", { lines: [{ item: "4111111111111111", qty: 1 }], validateOnly: true }),
      "lines.0.item",
    );
    const [a, b] = [await helpers.stockedProduct(500, 5), await helpers.stockedProduct(500, 6)];
    const checked = await buyer.call("POST", "/api/quickOrder", { text: `${a.itemId} 12\n${b.itemId} 3`, validateOnly: true });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data.lines.map((l: { itemId: string }) => l.itemId)).toEqual([a.itemId, b.itemId]);
  });
});

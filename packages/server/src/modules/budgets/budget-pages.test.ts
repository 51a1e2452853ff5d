import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centreAvailableCents, setCentreAvailable } from "../../test/budgets";
import { TEST_ADDRESS } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The budget pages without JavaScript (decision 044): the overview as each user sees it, an
// administrator's budget form, and the cart's meter and budget centre select.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 60, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const FORM = "application/x-www-form-urlencoded";
const text = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

async function signedIn(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, ADVANTAGE);
  await browser.signIn(email);
  return browser;
}

async function post(browser: TestBrowser, path: string, fields: Record<string, string>) {
  const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
  return browser.call("POST", path, new URLSearchParams({ csrf, ...fields }).toString(), {
    "content-type": FORM,
    "x-csrf-token": "",
  });
}

const dollars = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

describe("the budget overview page", () => {
  it("shows the approver each centre's budget, spent, pending and available, with the chart and its table", async () => {
    const approver = await signedIn("approver@northwind.test");
    const page = await approver.call("GET", "/cc/mmx/budget-overview");
    expect(page.status).toBe(200);
    const html = String(page.body);
    const words = text(html);
    expect(words).toContain("Budget overview");
    expect(words).toMatch(/Litigation .*Office Services/);
    expect(words).toContain(dollars(await centreAvailableCents(server.db, 1)));
    expect(words).toContain("Pending approval");
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(words).toContain("Spending by month");
    // approvers see budgets but have no form to change them
    expect(html).not.toContain('name="budget"');
  });

  it("tells a buyer without the permission so, on a 403 page (not a missing page)", async () => {
    const buyer = await signedIn("buyer@northwind.test");
    const page = await buyer.call("GET", "/cc/mmx/budget-overview");
    expect(page.status).toBe(403);
    expect(text(String(page.body))).toContain("You do not have permission to see budgets");
  });

  it("lets the administrator change a budget from Manage budgets; a bad amount is refused beside its field", async () => {
    const admin = await signedIn("admin@northwind.test");
    const page = await admin.call("GET", "/cc/mmx/budgets");
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('name="budget"');

    const bad = await post(admin, "/cc/mmx/budgets", { intent: "set-budget", budgetCentreId: "2", budget: "12.50" });
    expect(bad.status).toBe(400);
    expect(text(String(bad.body))).toContain("whole dollars");
    expect(String(bad.body)).toContain('value="12.50"');

    const good = await post(admin, "/cc/mmx/budgets", { intent: "set-budget", budgetCentreId: "2", budget: "30000" });
    expect(good.status).toBe(303);
    expect(good.headers.get("location")).toBe("/cc/mmx/budgets?updated=2");
    const after = await admin.call("GET", "/cc/mmx/budgets?updated=2");
    expect(text(String(after.body))).toContain("The budget of Office Services is now $30,000.00.");

    const foreign = await post(admin, "/cc/mmx/budget-overview", { intent: "set-budget", budgetCentreId: "3", budget: "1" });
    expect(foreign.status).toBe(404);
  });
});

describe("the cart against the budget, without JavaScript", () => {
  it("shows the meter and its approval warning, and the centre select changes the order's centre", async () => {
    const buyer = await signedIn("buyer@northwind.test");
    const product = await server.db
      .selectFrom("products as p")
      .innerJoin("inventory as i", "i.productId", "p.id")
      .select("p.itemId")
      .where("p.status", "=", "PUBLISHED")
      .where("p.isFreeSample", "=", 0)
      .where("p.finalPriceCents", ">", 500)
      .where("i.onlineQty", ">=", 10)
      .orderBy("p.id")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(
      (await buyer.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty: 1 }] })).status,
    ).toBe(200);
    await setCentreAvailable(server.db, 1, 100);
    await setCentreAvailable(server.db, 2, 10_000_000);
    const cart = await buyer.call("GET", "/cc/mmx/cart");
    expect(cart.status).toBe(200);
    const html = String(cart.body);
    expect(html).toMatch(/<meter/);
    expect(text(html)).toContain("This order will need approval");
    expect(text(html)).toContain("Budget centre: Litigation");

    const chosen = await post(buyer, "/cc/mmx/cart", { intent: "set-budget-centre", budgetCentreId: "2" });
    expect(chosen.status).toBe(303);
    const after = text(String((await buyer.call("GET", "/cc/mmx/cart")).body));
    expect(after).toContain("Budget centre: Office Services");
    expect(after).not.toContain("This order will need approval");

    const foreign = await post(buyer, "/cc/mmx/cart", { intent: "set-budget-centre", budgetCentreId: "3" });
    expect(foreign.status).toBe(404);
    expect(text(String(foreign.body))).toContain("Budget centre not found.");
  });

  it("checkout without JavaScript: the meter says how far over the balance the order is, and the button submits it for approval", async () => {
    const buyer = await signedIn("buyer@northwind.test");
    const centre = await buyer.call("POST", "/cc/api/checkout/default/accountingInfo", { accountingInfo: { budgetCentreId: 1 } });
    expect(centre.status, JSON.stringify(centre.body)).toBe(200);
    expect((await buyer.call("POST", "/cc/api/checkout/default/address", TEST_ADDRESS)).status).toBe(200);
    const pay = await buyer.call("POST", "/cc/api/checkout/default/payment", {
      paymentType: "ON_ACCOUNT",
      purchaseOrderNumber: "PO-059",
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const total = pay.body.data.cart.cartSummary.ordTotal as number;
    await setCentreAvailable(server.db, 1, Math.floor(total / 2));

    const over = String((await buyer.call("GET", "/checkout")).body);
    const percent = Math.round((total * 100) / Math.floor(total / 2));
    expect(text(over)).toContain(
      `This order is ${percent}% of the available balance, ${dollars(total - Math.floor(total / 2))} over budget`,
    );
    expect(over).toMatch(/<button[^>]*type="submit"[^>]*>(?:<!-- -->)?Submit for approval<\/button>/);
    expect(text(over)).not.toContain("Place order");

    await setCentreAvailable(server.db, 1, 10_000_000);
    const within = String((await buyer.call("GET", "/checkout")).body);
    expect(within).toMatch(/<button[^>]*type="submit"[^>]*>(?:<!-- -->)?Place order<\/button>/);
    expect(text(within)).not.toContain("Submit for approval");
  });
});

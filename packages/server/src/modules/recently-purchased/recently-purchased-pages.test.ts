import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlacedOrders, placeKnownOrders } from "../../test/known-business-orders";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Reorder from the recently purchased page without JavaScript (decision 045): the page's form
// posts to its action, which puts the rows into the cart with one add; the page answers what was
// added and what the cart refused, in its words. Over the known orders of test/known-business-orders.ts.

let server: TestServer;
let known: PlacedOrders;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
  known = await placeKnownOrders(server.db, new Date());
  // B is out of stock since: shown, not offered; the cart refuses it if it is posted anyway
  await server.db.updateTable("inventory").set({ onlineQty: 0 }).where("productId", "=", known.products.b.id).execute();
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
    .replace(/<!-- -->/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function post(browser: TestBrowser, path: string, fields: [string, string][]) {
  const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
  return browser.call("POST", path, new URLSearchParams([["csrf", csrf], ...fields]).toString(), {
    "content-type": FORM,
    "x-csrf-token": "",
  });
}

async function cartQuantities(browser: TestBrowser): Promise<Map<string, number>> {
  const cart = await browser.call("GET", "/cc/api/checkout");
  const items = (cart.body?.data?.cartInfo?.items ?? []) as { itemId: string; qty: number; status: string }[];
  return new Map(items.filter((i) => i.status === "ACTIVE").map((i) => [i.itemId, i.qty]));
}

describe("Reorder on the recently purchased page", () => {
  it("shows the buyer's items, all buyers' with ?orderedBy=all, out-of-stock ones without a form", async () => {
    const browser = new TestBrowser(server.baseUrl, ADVANTAGE);
    await browser.signIn("buyer@northwind.test");
    const own = await browser.call("GET", "/cc/mmx/recently-purchased");
    expect(own.status).toBe(200);
    const ownText = text(String(own.body));
    expect(ownText).toContain(known.products.a.name);
    expect(ownText).not.toContain(known.products.c.name);
    // B is out of stock: listed, with no quantity or button of its own
    expect(ownText).toContain("Out of stock");
    expect(String(own.body)).not.toContain(`name="qty-${known.products.b.itemId}"`);
    const all = await browser.call("GET", "/cc/mmx/recently-purchased?orderedBy=all");
    expect(text(String(all.body))).toContain(known.products.c.name);
  });

  it("adds one row at its quantity, then all rows in one go; refused rows say why", async () => {
    const browser = new TestBrowser(server.baseUrl, ADVANTAGE);
    await browser.signIn("admin@northwind.test");
    const { a, b, c } = known.products;
    const one = await post(browser, "/cc/mmx/recently-purchased?orderedBy=all", [
      ["orderedBy", "all"],
      ["addItem", a.itemId],
      [`qty-${a.itemId}`, "3"],
      [`qty-${c.itemId}`, "7"],
    ]);
    expect(one.status).toBe(200);
    expect(text(String(one.body))).toContain(`Added to cart: ${a.name}`);
    expect(await cartQuantities(browser)).toEqual(new Map([[a.itemId, 3]]));

    const many = await post(browser, "/cc/mmx/recently-purchased?orderedBy=all", [
      ["addAll", "1"],
      ["row", c.itemId],
      [`qty-${c.itemId}`, "2"],
      ["row", b.itemId],
      [`qty-${b.itemId}`, "1"],
    ]);
    expect(many.status).toBe(200);
    const answer = text(String(many.body));
    expect(answer).toContain(`Added to cart: ${c.name}`);
    expect(answer).toContain(`Not added: ${b.name}`);
    expect(answer).toContain("this item is out of stock");
    expect(await cartQuantities(browser)).toEqual(
      new Map([
        [a.itemId, 3],
        [c.itemId, 2],
      ]),
    );
  });

  it("refuses a bad quantity without touching the cart, and sends a guest to sign in", async () => {
    const browser = new TestBrowser(server.baseUrl, ADVANTAGE);
    await browser.signIn("approver@northwind.test");
    const { a } = known.products;
    const bad = await post(browser, "/cc/mmx/recently-purchased", [
      ["addItem", a.itemId],
      [`qty-${a.itemId}`, "0"],
    ]);
    expect(bad.status).toBe(400);
    expect(text(String(bad.body))).toContain("Enter a quantity from 1 to 999.");
    expect(await cartQuantities(browser)).toEqual(new Map());

    // the consumer site's page: the shopper's own orders, no ordered-by filter
    const consumer = new TestBrowser(server.baseUrl);
    await consumer.signIn("registered@quire.test");
    const consumerPage = await consumer.call("GET", "/account/recently-purchased?orderedBy=all");
    expect(consumerPage.status).toBe(200);
    expect(text(String(consumerPage.body))).toContain("Recently purchased");
    expect(text(String(consumerPage.body))).not.toContain("All buyers");
    expect(text(String(consumerPage.body))).not.toContain(known.products.a.name);

    const guest = new TestBrowser(server.baseUrl, ADVANTAGE);
    await guest.call("GET", "/api/session");
    const page = await guest.call("GET", "/cc/mmx/recently-purchased");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toContain("/office/supplies/login");
  });
});

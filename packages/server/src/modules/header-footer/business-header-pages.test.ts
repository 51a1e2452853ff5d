import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlElement, find, findAll, headings, linksOf, mainOf, parseHtml, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The business header's account details as the served pages show them: none on the consumer site,
// none for a guest on the approvals page (which asks them to sign in), and the organisation policy
// that blocks a category from a Northwind buyer's cart, told on the product page.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const APPROVALS_LINK = /^Approvals \(\d+\)$/;

const businessStrip = (root: HtmlElement) => find(root, (e) => e.attrs["aria-label"] === "Business account");

async function page(browser: TestBrowser, path: string): Promise<string> {
  const reply = await browser.call("GET", path);
  expect(reply.status, path).toBe(200);
  return String(reply.body);
}

describe("the consumer site's header", () => {
  it("shows a signed-in consumer their messages and no business account details", async () => {
    const consumer = new TestBrowser(server.baseUrl);
    await consumer.signIn("registered@quire.test");
    const doc = parseHtml(await page(consumer, "/"));
    const words = textOf(doc);
    expect(words).toMatch(/You have [\d,]+ messages?\./);
    expect(businessStrip(doc)).toBeUndefined();
    expect(words).not.toContain("1049527");
    expect(words).not.toContain("Budget centre");
    expect(linksOf(doc).filter((l) => APPROVALS_LINK.test(l.name))).toEqual([]);
  });
});

describe("the approvals page for a guest", () => {
  it("keeps its heading and asks the guest to sign in, back to the approvals page", async () => {
    const doc = parseHtml(await page(new TestBrowser(server.baseUrl, ADVANTAGE), "/approvals"));
    const main = find(doc, (e) => e.tag === "main")!;
    expect(headings(main, 1)).toEqual(["Order approvals"]);
    const signIn = linksOf(main).filter((l) => l.name === "Sign in");
    expect(signIn.map((l) => l.href)).toEqual(["/office/supplies/login?TARGET=%2Fapprovals"]);
    expect(linksOf(doc).filter((l) => APPROVALS_LINK.test(l.name))).toEqual([]);
    expect(businessStrip(doc)).toBeUndefined();
  });
});

describe("organisation policy on the product page", () => {
  it("refuses a Northwind buyer's add of a blocked category, says why on the same page, and adds nothing", async () => {
    const search = await new TestBrowser(server.baseUrl).call("GET", "/api/search?category=coffee&size=48");
    const coffee = (
      search.body.items as { itemId: string; itemUrl: string; status: string; stockStatus: string; actionLabel: string }[]
    ).find((p) => p.status === "PUBLISHED" && p.stockStatus === "IN_STOCK" && p.actionLabel === "Add to cart");
    if (!coffee) throw new Error("no addable coffee in the test store");

    const buyer = new TestBrowser(server.baseUrl, ADVANTAGE);
    await buyer.signIn("buyer@northwind.test");
    await page(buyer, coffee.itemUrl);
    const csrf = decodeURIComponent(buyer.cookies.get("quire_csrf") ?? "");
    // the product page's Add to cart form, posted to the page's own address
    const refused = await buyer.call(
      "POST",
      coffee.itemUrl,
      new URLSearchParams({ csrf, intent: "add", itemId: coffee.itemId, qty: "1" }).toString(),
      { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get("location")).toBeNull();
    const html = String(refused.body);
    const alerts = findAll(mainOf(html), (e) => e.attrs.role === "alert").map(textOf);
    expect(alerts).toContain("The items are blocked for add to cart as per your organization policies");
    expect(find(parseHtml(html), (e) => e.attrs["aria-label"] === "Cart, 0 items")).toBeDefined();
    expect((await buyer.call("GET", "/cc/api/checkout")).body.data.cartInfo.items).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HtmlElement, find, findAll, headings, mainOf, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Store insights (decision 050) as the store admin's page shows them: a guest shopper searches
// (finding nothing), views a product and adds it; the admin's /admin/insights then shows today's
// views and adds one up in the charts' tables, and the search that found nothing.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 40, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

/** Today's row label as the page writes days ("Wed, Dec 2"), in UTC. */
const today = () => new Date().toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

function table(root: HtmlElement, caption: string): HtmlElement | undefined {
  return find(root, (e) => e.tag === "table" && find(e, (c) => c.tag === "caption" && textOf(c) === caption) !== undefined);
}

function rowHeaders(t: HtmlElement): string[] {
  return findAll(t, (e) => e.tag === "th" && e.attrs.scope === "row").map(textOf);
}

/** Today's figure in one of the page's chart tables. */
function todayIn(main: HtmlElement, caption: string): number {
  const t = table(main, caption);
  if (!t) throw new Error(`no table "${caption}"`);
  const row = find(t, (r) => r.tag === "tr" && find(r, (h) => h.tag === "th" && textOf(h) === today()) !== undefined);
  if (!row) throw new Error(`no row for ${today()} in "${caption}"`);
  return Number(textOf(find(row, (c) => c.tag === "td")!));
}

async function insightsPage(admin: TestBrowser): Promise<HtmlElement> {
  const reply = await admin.call("GET", "/admin/insights");
  expect(reply.status).toBe(200);
  return mainOf(String(reply.body));
}

describe("/admin/insights", () => {
  it("shows the store admin a shopper's search with no result, product view and add", async () => {
    const admin = new TestBrowser(server.baseUrl);
    admin.extraHeaders = { "x-forwarded-for": "10.80.0.1" };
    await admin.signIn("store.admin@quire.test");
    const before = await insightsPage(admin);
    expect(headings(before, 1)).toEqual(["Store insights"]);
    const viewsBefore = todayIn(before, "Product views by day");
    const addsBefore = todayIn(before, "Adds to cart by day");

    const shopper = new TestBrowser(server.baseUrl);
    shopper.extraHeaders = { "x-forwarded-for": "10.80.0.2" };
    const found = await shopper.call("GET", "/api/search?query=stapler");
    const product = (
      found.body.items as {
        itemId: string;
        itemUrl: string;
        status: string;
        stockStatus: string;
        actionLabel: string;
        quantityLimit: number | null;
      }[]
    ).find(
      (p) =>
        p.status === "PUBLISHED" && p.stockStatus === "IN_STOCK" && p.actionLabel === "Add to cart" && p.quantityLimit === null,
    );
    if (!product) throw new Error("no addable stapler in the test store");

    const nothing = `quokka ${Date.now().toString(36)}`;
    // the header's search box is a GET form to /search
    const results = await shopper.call("GET", `/search?query=${encodeURIComponent(nothing)}`);
    expect(results.status).toBe(200);
    expect(headings(mainOf(String(results.body)), 1).join(" ")).toContain(nothing);
    expect((await shopper.call("GET", product.itemUrl)).status).toBe(200);
    // the product page's Add to cart, as its script calls the cart
    const add = await shopper.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: product.itemId, qty: 1 }] });
    expect(add.status, JSON.stringify(add.body)).toBe(200);

    const after = await insightsPage(admin);
    expect(todayIn(after, "Product views by day")).toBe(viewsBefore + 1);
    expect(todayIn(after, "Adds to cart by day")).toBe(addsBefore + 1);
    const noResult = table(after, "Top searches with no result");
    expect(noResult).toBeDefined();
    expect(rowHeaders(noResult!)).toContain(`“${nothing}”`);
    expect(table(after, "Conversion funnel")).toBeDefined();
  });
});

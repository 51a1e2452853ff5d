import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test/test-browser";
import { type TestServer, startTestServer } from "../test/test-server";

// A page's <form method="post"> as a browser without JavaScript sends it: urlencoded, the CSRF
// token in a hidden field, no x-csrf-token header. What it may change, what it may not, and what
// the shopper sees after it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const FORM = "application/x-www-form-urlencoded";

/** A browser with JavaScript off: it has loaded a page (so it holds the CSRF cookie) and posts forms. */
class FormBrowser extends TestBrowser {
  async open(path = "/"): Promise<void> {
    const page = await this.call("GET", path);
    expect(page.status).toBe(200);
  }

  get csrf(): string {
    return decodeURIComponent(this.cookies.get("quire_csrf") ?? "");
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.call("POST", path, new URLSearchParams(fields).toString(), {
      "content-type": FORM,
      // a form cannot set it: the hidden field alone must carry the token
      "x-csrf-token": "",
      ...headers,
    });
  }

  async cartLines(): Promise<Array<{ itemId: string; qty: number }>> {
    const reply = await this.call("GET", "/cc/api/checkout?grindType=ALL&wt=true&alt=true");
    expect(reply.status).toBe(200);
    const items = (reply.body.data.cartInfo.items ?? []) as Array<{ itemId: string; qty: number }>;
    return items.map((i) => ({ itemId: i.itemId, qty: i.qty }));
  }
}

async function productWhere(where: ReturnType<typeof sql>): Promise<{ itemId: string; itemUrl: string }> {
  const result = await sql<{ itemId: string; itemUrl: string }>`
    select p.item_id, p.item_url from products p join inventory i on i.product_id = p.id
    where p.status = 'PUBLISHED' and p.is_free_sample = 0 and p.is_warranty_plan = 0 and ${where}
    order by p.id limit 1`.execute(server.db);
  const row = result.rows[0];
  if (!row) throw new Error("no product matches");
  return { itemId: row.itemId, itemUrl: `/${row.itemUrl}` };
}

const plentiful = () => productWhere(sql`i.online_qty >= 1000 and p.quantity_limit is null`);

describe("a form add", () => {
  it("with the page's token adds the item and sees the cart page with the line marked as just added", async () => {
    const p = await plentiful();
    const browser = new FormBrowser(server.baseUrl);
    await browser.open();
    const reply = await browser.post("/search?query=pen", { csrf: browser.csrf, intent: "add", itemId: p.itemId, qty: "2" });
    expect(reply.status).toBe(303);
    const location = reply.headers.get("location") ?? "";

    expect(location).toMatch(/^\/cart\?cartItemIds=/);
    expect(await browser.cartLines()).toEqual([{ itemId: p.itemId, qty: 2 }]);
    const page = await browser.call("GET", location);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("Just added");
  });

  it.each([
    ["a wrong token", (b: FormBrowser) => ({ csrf: `${b.csrf.slice(0, -2)}xx` }), {}],
    ["no token", () => ({}), {}],
    ["another site's Origin", (b: FormBrowser) => ({ csrf: b.csrf }), { origin: "https://evil.example" }],
    ["a cross-site fetch", (b: FormBrowser) => ({ csrf: b.csrf }), { "sec-fetch-site": "cross-site" }],
  ] as const)("with %s is refused with 403 and changes nothing", async (_what, token, headers) => {
    const p = await plentiful();
    const browser = new FormBrowser(server.baseUrl);
    await browser.open();
    const reply = await browser.post("/", { ...token(browser), intent: "add", itemId: p.itemId, qty: "1" }, headers);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ code: expect.stringMatching(/^CSRF_/), message: expect.any(String) });
    expect(await browser.cartLines()).toEqual([]);
  });

  it("of an out-of-stock item shows the page again with the reason, and adds nothing", async () => {
    const p = await productWhere(sql`i.online_qty = 0 and i.backorder_date is null`);
    const browser = new FormBrowser(server.baseUrl);
    await browser.open(p.itemUrl);
    const reply = await browser.post(p.itemUrl, { csrf: browser.csrf, intent: "add", itemId: p.itemId, qty: "1" });
    expect(reply.status).toBe(400);
    expect(reply.headers.get("content-type")).toMatch(/^text\/html/);
    expect(String(reply.body)).toContain("We&#x27;re sorry, this item is out of stock and is not added to cart.");
    expect(await browser.cartLines()).toEqual([]);
  });

  it("through a proxy that rewrites Host is accepted when the Origin names the forwarded host", async () => {
    const p = await plentiful();
    const browser = new FormBrowser(server.baseUrl);
    browser.extraHeaders = { "x-forwarded-host": "shop.quire.test" };
    await browser.open();
    // a form in the home page (an index route) posts to "/?index"
    const reply = await browser.post(
      "/?index",
      { csrf: browser.csrf, intent: "add", itemId: p.itemId, qty: "1" },
      { origin: "http://shop.quire.test" },
    );
    expect(reply.status).toBe(303);
    expect(await browser.cartLines()).toHaveLength(1);
  });
});

describe("a cart change from a page's script (a fetcher: respond=data)", () => {
  it("is answered with data, not a redirect, through the same action; a refusal carries the service's words", async () => {
    const p = await plentiful();
    const browser = new FormBrowser(server.baseUrl);
    await browser.open();
    await browser.post("/search?query=pen", { csrf: browser.csrf, intent: "add", itemId: p.itemId, qty: "1" });
    const cart = await browser.call("GET", "/cc/api/checkout?grindType=ALL&wt=true&alt=true");
    const cartItemId = String(cart.body.data.cartInfo.items[0].cartItemId);

    // React Router's data request for the cart route's action, as a fetcher sends it
    const changed = await browser.post("/cart.data", {
      csrf: browser.csrf,
      respond: "data",
      intent: "update-quantity",
      cartItemId,
      qty: "4",
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("location")).toBeNull();
    expect(String(changed.body)).toContain("update-quantity");
    expect(await browser.cartLines()).toEqual([{ itemId: p.itemId, qty: 4 }]);

    const refused = await browser.post("/cart.data", {
      csrf: browser.csrf,
      respond: "data",
      intent: "update-quantity",
      cartItemId,
      qty: "",
    });
    expect(refused.status).toBe(400);
    expect(String(refused.body)).toContain("INVALID_QTY");
    expect(await browser.cartLines()).toEqual([{ itemId: p.itemId, qty: 4 }]);

    const forged = await browser.post("/cart.data", { csrf: "nope", respond: "data", intent: "remove", cartItemId });
    expect(forged.status).toBe(403);
    expect(await browser.cartLines()).toEqual([{ itemId: p.itemId, qty: 4 }]);
  });
});

describe("posts a page does not take", () => {
  it.each(["/", "/search?query=pen", "/office/supplies/login"])("JSON or text to %s gets 415 and no page", async (path) => {
    const browser = new FormBrowser(server.baseUrl);
    await browser.open();
    for (const [type, body] of [
      ["application/json", JSON.stringify({ intent: "add" })],
      ["text/plain", "intent=add"],
    ]) {
      const reply = await browser.call("POST", path, body, { "content-type": type! });
      expect(reply.status).toBe(415);
      expect(reply.body).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    }
  });

  it("a form with an intent the page does not know gets 400 and changes nothing", async () => {
    const browser = new FormBrowser(server.baseUrl);
    await browser.open("/cart");
    const reply = await browser.post("/cart", { csrf: browser.csrf, intent: "empty-everything" });
    expect(reply.status).toBe(400);
    expect(String(reply.body)).toContain("This form can&#x27;t do that.");
    expect(await browser.cartLines()).toEqual([]);
  });
});

describe("sign-in form", () => {
  it("wrong password: the page again with the reason; right password: back to the page it came from, signed in", async () => {
    const browser = new FormBrowser(server.baseUrl);
    await browser.open("/office/supplies/login?jumpUrl=%2Fcart");
    const refused = await browser.post("/office/supplies/login?jumpUrl=%2Fcart", {
      csrf: browser.csrf,
      email: "registered@quire.test",
      password: "not-the-password-1",
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(String(refused.body)).toMatch(/role="alert"/);

    const accepted = await browser.post("/office/supplies/login?jumpUrl=%2Fcart", {
      csrf: browser.csrf,
      email: "registered@quire.test",
      password: "Quire-demo-1",
    });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/cart");
    const session = await browser.call("GET", "/api/session");
    expect(session.body.data.session).toMatchObject({ isLoggedIn: true, userInfo: { contact: { firstName: "Riley" } } });
  });
});

describe("a browser's form post refused before the page renders", () => {
  const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

  it("a form too long to take gets a page saying so (413), not JSON, and stores nothing", async () => {
    const browser = new FormBrowser(server.baseUrl);
    await browser.open("/feedback");
    const before = await server.db.selectFrom("feedbackMessages").select("id").execute();
    const reply = await browser.post("/feedback", { csrf: browser.csrf, topic: "site", message: "a".repeat(20_000) }, html);
    expect(reply.status).toBe(413);
    expect(reply.headers.get("content-type")).toMatch(/^text\/html/);
    expect(String(reply.body)).toContain("<h1>That was too much to send</h1>");
    expect(await server.db.selectFrom("feedbackMessages").select("id").execute()).toHaveLength(before.length);
  });

  it("an expired token gets a page asking to try again (403); a script's fetch still gets JSON", async () => {
    const browser = new FormBrowser(server.baseUrl);
    await browser.open("/cart");
    const page = await browser.post("/cart", { csrf: "stale", intent: "remove", cartItemId: "x" }, html);
    expect(page.status).toBe(403);
    expect(String(page.body)).toContain("Your session has expired. Please refresh the page and try again.");
    expect(String(page.body)).not.toContain("<script");
    const fetched = await browser.post("/cart", { csrf: "stale", intent: "remove", cartItemId: "x" }, { accept: "*/*" });
    expect(fetched.status).toBe(403);
    expect(fetched.body).toMatchObject({ code: "CSRF_TOKEN_INVALID" });
  });
});

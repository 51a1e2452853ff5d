import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Pickup on the pages as a browser without JavaScript sees and posts them (decision 031): the
// product page's panel, "Pick up here" writing the YourStore cookie, "Add for pickup", the tiles'
// stock at my store, and the business pickup page.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const FORM = "application/x-www-form-urlencoded";

class FormBrowser extends TestBrowser {
  async page(path: string): Promise<string> {
    const reply = await this.call("GET", path);
    expect(reply.status).toBe(200);
    return String(reply.body);
  }
  async post(path: string, fields: Record<string, string>) {
    const csrf = decodeURIComponent(this.cookies.get("quire_csrf") ?? "");
    return this.call("POST", path, new URLSearchParams({ csrf, ...fields }).toString(), {
      "content-type": FORM,
      "x-csrf-token": "",
    });
  }
}

/** A published product with shelf stock at 0008 and at 0012 (Framingham). */
async function stockedAtBoth(): Promise<{ itemId: string; itemUrl: string; name: string; natick: number; framingham: number }> {
  const rows = await server.db
    .selectFrom("storeInventory as a")
    .innerJoin("storeInventory as b", "b.productId", "a.productId")
    .innerJoin("products", "products.id", "a.productId")
    .select(["products.itemId", "products.itemUrl", "products.name", "a.qty as natick", "b.qty as framingham"])
    .where("a.storeNumber", "=", "0008")
    .where("b.storeNumber", "=", "0012")
    .where("a.qty", ">", 0)
    .where("b.qty", ">", 0)
    .where("products.status", "=", "PUBLISHED")
    .where("products.actionLabel", "=", "Add to cart")
    .where("products.isFreeSample", "=", 0)
    .where("products.isWarrantyPlan", "=", 0)
    .orderBy("products.id")
    .execute();
  const row = rows[0];
  if (!row) throw new Error("no product on the shelf at both 0008 and 0012");
  return { ...row, itemUrl: `/${row.itemUrl}`, natick: Number(row.natick), framingham: Number(row.framingham) };
}

/** The page's words as a reader sees them: no scripts or styles, no tags, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the product page's pickup", () => {
  it("shows my store (Natick by default) with the item's stock, and Add for pickup posting ISP", async () => {
    const p = await stockedAtBoth();
    const html = await new FormBrowser(server.baseUrl).page(p.itemUrl);
    expect(text(html)).toContain("Pick up today at Natick");
    expect(text(html)).toContain(`${p.natick} in stock`);
    expect(html).toMatch(/name="deliveryType" value="ISP"/);
    expect(html).toMatch(/name="storeNumber" value="0008"/);
  });

  it("Pick up here writes the YourStore cookie and the page then shows that store; Add for pickup adds an ISP line there", async () => {
    const p = await stockedAtBoth();
    const browser = new FormBrowser(server.baseUrl);
    const chooser = text(await browser.page(`${p.itemUrl}?pickup=stores`));
    expect(chooser).toContain("Choose a store for pickup");
    expect(chooser).toContain(`${p.framingham} in stock`);
    const reply = await browser.post(p.itemUrl, { intent: "make-pickup-store", storeNumber: "12", returnTo: p.itemUrl });
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe(p.itemUrl);
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith("YourStore="));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(JSON.parse(decodeURIComponent(browser.cookies.get("YourStore")!))).toEqual({
      storeNumber: "0012",
      zipCode: "01702",
      state: "MA",
      city: "Framingham",
    });
    const page = text(await browser.page(p.itemUrl));
    expect(page).toContain("Pick up today at Framingham");
    expect(page).toContain(`${p.framingham} in stock`);

    const add = await browser.post(p.itemUrl, {
      intent: "add",
      itemId: p.itemId,
      qty: "1",
      deliveryType: "ISP",
      storeNumber: "0012",
    });
    expect(add.status).toBe(303);
    expect(add.headers.get("location")).toMatch(/^\/cart\?cartItemIds=/);
    const cart = await browser.call("GET", "/cc/api/checkout");
    const line = (cart.body.data.cartInfo.items as { itemId: string; selectedDeliveryOption: object }[]).find(
      (l) => l.itemId === p.itemId,
    );
    expect(line?.selectedDeliveryOption).toMatchObject({ deliveryType: "ISP", pickupStoreNumber: "0012" });
  });

  it("refuses an unknown store with the reason on the page and keeps my store", async () => {
    const p = await stockedAtBoth();
    const browser = new FormBrowser(server.baseUrl);
    await browser.page(p.itemUrl);
    const reply = await browser.post(p.itemUrl, { intent: "make-pickup-store", storeNumber: "9999", returnTo: p.itemUrl });
    expect(reply.status).toBe(404);
    expect(text(String(reply.body))).toContain("There is no store with that number.");
    expect(browser.cookies.has("YourStore")).toBe(false);
    const bad = await browser.post(p.itemUrl, { intent: "make-pickup-store", storeNumber: "abc", returnTo: p.itemUrl });
    expect(bad.status).toBe(400);
  });

  it("says an invalid ZIP code in the chooser with the searched term in quotes", async () => {
    const p = await stockedAtBoth();
    const html = text(await new FormBrowser(server.baseUrl).page(`${p.itemUrl}?pickup=stores&zip=9x`));
    expect(html).toContain('Invalid zipcode "9x"');
  });

  it("search tiles show each item's stock at my store", async () => {
    const p = await stockedAtBoth();
    const html = text(await new FormBrowser(server.baseUrl).page(`/search?query=${encodeURIComponent(p.name)}`));
    expect(html).toContain(`Pick up today at Natick · ${p.natick} in stock`);
  });
});

describe("business pickup", () => {
  const advantage = async (email: string) => {
    const b = new FormBrowser(server.baseUrl, { host: "advantage.localhost" });
    await b.signIn(email);
    return b;
  };

  it("a buyer with G_BOP gets the pickup page; one without is told pickup isn't available and offered none", async () => {
    const p = await stockedAtBoth();
    const buyer = await advantage("buyer@bluebirddental.test");
    const page = text(await buyer.page("/cc/mmx/pickup?zip=02108"));
    expect(page).toContain("Your pickup store: Quire Natick");
    expect(page).toContain("How business pickup works");
    expect(page).toContain("Stores near 02108");
    expect(text(await buyer.page(p.itemUrl))).toContain("Add for pickup");

    const noPickup = await advantage("shipping.only@bluebirddental.test");
    expect(text(await noPickup.page("/cc/mmx/pickup"))).toContain("Pickup in store isn't available for your account.");
    const product = text(await noPickup.page(p.itemUrl));
    expect(product).not.toContain("Add for pickup");
    expect(product).not.toContain("Pick up today");
    const refused = await noPickup.post("/cc/mmx/pickup", { intent: "make-pickup-store", storeNumber: "0012", returnTo: "/" });
    expect(refused.status).toBe(403);
    expect(noPickup.cookies.has("YourStore")).toBe(false);
  });

  it("sends a business guest to sign in, with the page to come back to", async () => {
    const reply = await new FormBrowser(server.baseUrl, { host: "advantage.localhost" }).call("GET", "/cc/mmx/pickup");
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toMatch(/login.*cc%2Fmmx%2Fpickup/i);
  });

  it("is not a page of the consumer site", async () => {
    const reply = await new FormBrowser(server.baseUrl).call("GET", "/cc/mmx/pickup");
    expect(reply.status).toBe(404);
  });
});

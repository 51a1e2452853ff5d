import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The cart page's free-item and assembly forms as a browser without JavaScript posts them
// (decision 026): urlencoded, the CSRF token in a hidden field, then the cart page again.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 400, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

async function pageBrowser(): Promise<
  TestBrowser & { form: (fields: Record<string, string>) => ReturnType<TestBrowser["call"]> }
> {
  const browser = new TestBrowser(server.baseUrl);
  expect((await browser.call("GET", "/cart")).status).toBe(200);
  const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
  return Object.assign(browser, {
    form: (fields: Record<string, string>) =>
      browser.call("POST", "/cart", new URLSearchParams({ csrf, ...fields }).toString(), {
        "content-type": "application/x-www-form-urlencoded",
        "x-csrf-token": "",
      }),
  });
}

async function itemOf(where: { category: string; assembly?: boolean }): Promise<string> {
  const row = await server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .innerJoin("categories as c", "c.id", "p.categoryId")
    .innerJoin("categories as pc", "pc.id", "c.parentId")
    .select("p.itemId")
    .where("pc.slug", "=", where.category)
    .where("p.status", "=", "PUBLISHED")
    .where("p.isFreeSample", "=", 0)
    .where("p.finalPriceCents", ">", 0)
    .where("p.quantityLimit", "is", null)
    .where("i.onlineQty", ">=", 10)
    .where("p.assemblyEligible", "=", where.assembly ? 1 : 0)
    .orderBy("p.id")
    .executeTakeFirstOrThrow();
  return row.itemId;
}

describe("the cart page's forms without JavaScript", () => {
  it("claims and removes a free item, each time landing on the cart page", async () => {
    const browser = await pageBrowser();
    expect((await browser.form({ intent: "add", itemId: await itemOf({ category: "paper" }), qty: "1" })).status).toBe(303);

    const claimed = await browser.form({ intent: "claim-free-item", offerId: "PAPER_SAMPLE" });
    expect(claimed.status).toBe(303);
    expect(claimed.headers.get("location")).toBe("/cart");
    const cart = (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(cart.freeItems).toHaveLength(1);
    const page = await browser.call("GET", "/cart");
    expect(page.body).toContain("Free items in your cart");

    const removed = await browser.form({ intent: "remove-free-item", freeItemId: cart.freeItems[0].freeItemId });
    expect(removed.status).toBe(303);
    expect((await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo.freeItems).toEqual([]);

    // not qualified: the page again, with the service's words
    const refused = await browser.form({ intent: "claim-free-item", offerId: "GIFT_OVER_75" });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Your cart doesn&#x27;t qualify for this free item.");
  });

  it("sets a furniture line's assembly, refuses too many units and another shopper's line; a script's post is answered with data", async () => {
    const browser = await pageBrowser();
    expect(
      (await browser.form({ intent: "add", itemId: await itemOf({ category: "furniture", assembly: true }), qty: "2" })).status,
    ).toBe(303);
    const line = (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo.items[0];
    const saved = await browser.form({ intent: "set-assembly", cartItemId: line.cartItemId, BASC: "1", CUST: "" });
    expect(saved.status).toBe(303);
    const after = (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(after.items[0]).toMatchObject({ qty: 2, furnSvcInfo: { BASC: { qty: 1 }, CUST: { qty: 0 } } });

    const tooMany = await browser.form({ intent: "set-assembly", cartItemId: line.cartItemId, BASC: "2", CUST: "1" });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toContain("You can&#x27;t choose assembly for more units than you have in your cart.");

    const other = await pageBrowser();
    const stolen = await other.form({ intent: "set-assembly", cartItemId: line.cartItemId, BASC: "1", CUST: "0" });
    expect(stolen.status).toBe(404);

    const script = await browser.form({
      intent: "set-assembly",
      cartItemId: line.cartItemId,
      BASC: "0",
      CUST: "2",
      respond: "data",
    });
    expect(script.status).toBe(200);
    const custom = (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(custom.items[0].furnSvcInfo).toEqual({ BASC: { qty: 0 }, CUST: { qty: 2 } });
    expect(custom.cartSummary.handlingFeeTbd).toBe(true);
  });
});

/** The cart page's section headed `title`, or "" when the page has none. */
function section(html: string, title: string): string {
  return (
    [...html.matchAll(/<section class="free-items[^"]*"[\s\S]*?<\/section>/g)]
      .map((m) => m[0])
      .find((s) => s.includes(`>${title}</h2>`)) ?? ""
  );
}

describe("free samples and free items on the pages", () => {
  it("a free sample alone is refused from its product page; paper earns a free paper sample claimed and removed on the cart page", async () => {
    const sample = await server.db
      .selectFrom("products as p")
      .innerJoin("inventory as i", "i.productId", "p.id")
      .select(["p.itemId", "p.itemUrl"])
      .where("p.isFreeSample", "=", 1)
      .where("p.status", "=", "PUBLISHED")
      .where("i.onlineQty", ">", 0)
      .orderBy("p.id")
      .executeTakeFirstOrThrow();
    const browser = await pageBrowser();
    const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
    const alone = await browser.call(
      "POST",
      `/${sample.itemUrl}`,
      new URLSearchParams({ csrf, intent: "add", itemId: sample.itemId, qty: "1" }).toString(),
      { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
    );
    expect(alone.status).toBe(400);
    expect(String(alone.body)).toMatch(/role="alert"[^>]*>This item is a free sample and cannot be purchased individually\./);
    expect(String((await browser.call("GET", "/cart")).body)).toContain("Your cart is empty.");

    const claimButton = 'aria-label="Add Free paper sample with any paper purchase"';
    expect((await browser.form({ intent: "add", itemId: await itemOf({ category: "paper" }), qty: "1" })).status).toBe(303);
    const offered = String((await browser.call("GET", "/cart")).body);
    expect(section(offered, "Free items for you")).toContain(claimButton);
    expect(section(offered, "Free items in your cart")).toBe("");

    expect((await browser.form({ intent: "claim-free-item", offerId: "PAPER_SAMPLE" })).status).toBe(303);
    const claimed = String((await browser.call("GET", "/cart")).body);
    const inCart = section(claimed, "Free items in your cart");
    expect(inCart).toContain(">Free paper sample with any paper purchase</p>");
    expect(inCart).toContain('<p class="free-item__price">FREE</p>');
    expect(inCart).toMatch(/aria-label="Remove free item [^"]+"/);
    expect(section(claimed, "Free items for you")).not.toContain(claimButton);

    // removing the free item offers it again
    const freeItemId = /name="freeItemId" value="([^"]+)"/.exec(inCart)?.[1] ?? "";
    expect((await browser.form({ intent: "remove-free-item", freeItemId })).status).toBe(303);
    const removed = String((await browser.call("GET", "/cart")).body);
    expect(section(removed, "Free items in your cart")).toBe("");
    expect(section(removed, "Free items for you")).toContain(claimButton);
  });
});

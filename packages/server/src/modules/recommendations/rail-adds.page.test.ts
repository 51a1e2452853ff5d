import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { find, findAll, type HtmlElement, hasClass, parseHtml } from "../../test/html-tree";
import type { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The recommendation rails of the cart page and the product page have an Add to cart form on each
// tile, as the home page's rails do: a plain form to the page's own action, so an add works before
// the script loads and without JavaScript.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 500, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const FORM = { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" };

interface RailAdd {
  action: string;
  fields: Record<string, string>;
}

/** Each tile's add form in the rail titled by `titleId`, with the fields it posts. */
async function railAdds(browser: TestBrowser, path: string, titleId: string): Promise<RailAdd[]> {
  const page = await browser.call("GET", path);
  expect(page.status).toBe(200);
  const rail = find(parseHtml(String(page.body)), (e) => e.tag === "section" && e.attrs["aria-labelledby"] === titleId);
  expect(rail, `the rail ${titleId} on ${path}`).toBeDefined();
  const tiles = findAll(rail!, (e) => e.tag === "article" && e.attrs["data-item-id"] !== undefined);
  expect(tiles.length).toBeGreaterThan(0);
  return tiles.map((tile) => {
    const form = find(tile, (e) => e.tag === "form" && hasClass(e, "add-button"));
    expect(form, `the add form of tile ${tile.attrs["data-item-id"]}`).toBeDefined();
    expect(form!.attrs.method).toBe("post");
    const fields = Object.fromEntries(
      findAll(form!, (e: HtmlElement) => e.tag === "input" && e.attrs.name !== undefined).map((i) => [
        i.attrs.name!,
        i.attrs.value ?? "",
      ]),
    );
    expect(fields.itemId).toBe(tile.attrs["data-item-id"]);
    expect(find(form!, (e) => e.tag === "button" && e.attrs.type === "submit")).toBeDefined();
    return { action: form!.attrs.action ?? "", fields };
  });
}

/** Posts a rail's add form as a browser without JavaScript does; the cart then holds the item. */
async function postWithoutScript(browser: TestBrowser, add: RailAdd): Promise<void> {
  const posted = await browser.call("POST", add.action, new URLSearchParams(add.fields).toString(), FORM);
  expect(posted.status, String(posted.body).slice(0, 300)).toBe(303);
  expect(posted.headers.get("location")).toMatch(/^\/cart\?cartItemIds=\w/);
  const cart = await browser.call("GET", "/cc/api/checkout");
  expect(cart.status).toBe(200);
  const items = (cart.body.data.cartInfo.items as { itemId: string; qty: number }[]).map((i) => i.itemId);
  expect(items).toContain(add.fields.itemId);
}

describe("Add to cart on the recommendation rails", () => {
  it("the cart page's rail: each tile posts intent add to the cart page's action, and works without JavaScript", async () => {
    const h = checkoutHelpers(server, "10.239");
    const shopper = await h.newShopper();
    const product = await h.stockedProduct();
    await h.addToCart(shopper, product.itemId);

    const adds = await railAdds(shopper, "/cart", "rail-cart-bottom-title");
    for (const add of adds) {
      expect(add.action).toBe("/cart");
      expect(add.fields).toMatchObject({
        intent: "add",
        qty: "1",
        csrf: decodeURIComponent(shopper.cookies.get("quire_csrf") ?? ""),
      });
      expect(add.fields.csrf).not.toBe("");
    }
    await postWithoutScript(shopper, adds[0]!);
  });

  it("the product page's rail: each tile posts to the product page's action, and works without JavaScript", async () => {
    const h = checkoutHelpers(server, "10.238");
    const shopper = await h.newShopper();
    const product = await h.stockedProduct(500, 3);
    const { itemUrl } = await server.db
      .selectFrom("products")
      .select("itemUrl")
      .where("itemId", "=", product.itemId)
      .executeTakeFirstOrThrow();

    const adds = await railAdds(shopper, `/${itemUrl}`, "rail-cross-sell-title");
    for (const add of adds) {
      expect(add.action).toBe(`/${itemUrl}`);
      expect(add.fields).toMatchObject({ intent: "add", qty: "1" });
    }
    await postWithoutScript(shopper, adds[1] ?? adds[0]!);
  });
});

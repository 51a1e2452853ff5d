import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The quick-checkout and sba cart pages as a browser without JavaScript gets them: which site
// serves which path, and the quick-buy summary a shopper who may buy now can open in the page.

let server: TestServer;
let helpers: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
  helpers = checkoutHelpers(server, "198.18.13");
});
afterAll(async () => {
  await server?.close();
});

describe("cart pages", () => {
  it.each([
    ["dotcom", undefined, "/cc/sparq/cart?viewcart=true", 200],
    ["advantage", "advantage.localhost", "/cc/sparq/cart?viewcart=true", 200],
    ["advantage", "advantage.localhost", "/cc/sba/cart?viewcart=true", 200],
    ["dotcom", undefined, "/cc/sba/cart?viewcart=true", 404],
  ])("%s serves %s: %s", async (_tenant, host, path, status) => {
    const page = await new TestBrowser(server.baseUrl, host ? { host } : undefined).call("GET", path);
    expect(page.status).toBe(status);
    if (status === 200) expect(page.body).toContain("Your cart");
  });

  it("offers no Buy now to a guest", async () => {
    const guest = new TestBrowser(server.baseUrl);
    await helpers.addToCart(guest, (await helpers.stockedProduct()).itemId);
    const page = await guest.call("GET", "/cc/sparq/cart?viewcart=true&quickBuy=open");
    expect(page.body).toContain('<span class="cart-page__count">(<!-- -->1 item<!-- -->)</span>');
    expect(page.body).not.toContain("Buy now");
    expect(page.body).not.toContain("Check out now");
  });

  it("shows a shopper who may buy now the quick-buy summary in the page, with a form to the checkout entry", async () => {
    const shopper = await helpers.newShopper();
    await helpers.addToCart(shopper, (await helpers.stockedProduct()).itemId, 2);
    await helpers.deliveryAndAddress(shopper);
    const token = await helpers.cardToken(shopper, "4111111111111111");
    const saved = await shopper.call("POST", "/cc/api/checkout/default/payment", {
      cardPayment: { accountNumber: token, profilePayment: true },
    });
    expect(saved.status).toBe(200);

    const closed = await shopper.call("GET", "/cc/sparq/cart?viewcart=true");
    expect(closed.body).toContain('href="/cc/sparq/cart?viewcart=true&amp;quickBuy=open#quick-buy"');
    expect(closed.body).not.toContain("Check out now");

    const open = (await shopper.call("GET", "/cc/sparq/cart?viewcart=true&quickBuy=open")).body as string;
    expect(open).toContain("Quick buy");
    expect(open).toContain('<form action="/cc/api/precheckout" method="get">');
    expect(open).toContain("Riley Morgan");
    // React may split the card's words into text runs: compare the words, not the markup
    expect(open.replace(/<!-- -->/g, "")).toContain("Visa ending in 1111");
    expect(open).toContain("Check out now");
  });
});

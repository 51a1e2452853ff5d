import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// A shopper buys an e-gift card (decision 023) and reads it on the pages: found by searching "gift
// card", paid by card; the confirmation and the order's own page show the new card's number and
// PIN, and the balance check (the page's form, which the footer's drawer posts too) says what is on it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const E_GIFT_CARD = "Quire E-Gift Card, $25, Delivered Online";
const CARD_LINE = /^E-gift card ending in (\d{4}) — number ([\d ]{19}), PIN (\d{4}), balance \$25\.00$/;

/** The lines of the page's "Gift cards" section. */
function boughtCards(html: string): string[] {
  const section =
    /<section class="bought-gift-cards" aria-labelledby="order-gift-cards-title">[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  expect(section).toContain(">Gift cards</h3>");
  return [...section.matchAll(/<li class="bought-gift-card">([\s\S]*?)<\/li>/g)].map((m) => m[1]!.replace(/<!-- -->/g, ""));
}

describe("buying an e-gift card, page by page", () => {
  it("the confirmation and the order's page show its number and PIN, and the balance check reads $25.00", async () => {
    const h = checkoutHelpers(server, "10.15");
    const shopper = await h.newShopper();
    const results = String((await shopper.call("GET", "/search?query=gift%20card")).body);
    const href = new RegExp(`<a [^>]*href="([^"]+)"[^>]*>${E_GIFT_CARD.replace(/[$,]/g, (c) => `\\${c}`)}</a>`).exec(
      results,
    )?.[1];
    expect(href, `"gift card" finds ${E_GIFT_CARD}`).toBeDefined();
    const product = await shopper.call("GET", href!);
    expect(product.status).toBe(200);
    expect(String(product.body)).toMatch(new RegExp(`<h1[^>]*>${E_GIFT_CARD.replace(/[$,]/g, (c) => `\\${c}`)}</h1>`));
    const { itemId } = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("name", "=", E_GIFT_CARD)
      .executeTakeFirstOrThrow();

    await h.addToCart(shopper, itemId, 1);
    const view = await h.deliveryAndAddress(shopper);
    await h.payByCard(shopper, "4111111111111111");
    const placed = await h.placeOrder(shopper, view.cart.cartSummary.ordTotal as number);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderNumber = placed.body.data.order.orderNumber as string;

    const confirmation = await shopper.call("GET", `/checkout/confirmation/${orderNumber}`);
    expect(confirmation.status).toBe(200);
    const lines = boughtCards(String(confirmation.body));
    expect(lines).toHaveLength(1);
    const match = CARD_LINE.exec(lines[0]!);
    expect(match, lines[0]).not.toBeNull();
    const [, last4, number, pin] = match!;
    expect(number!.replace(/ /g, "").endsWith(last4!)).toBe(true);

    // the order's own page shows it again (the store kept nothing: the gateway recomputes it)
    const detail = await shopper.call("GET", `/account/orders/${orderNumber}`);
    expect(detail.status).toBe(200);
    expect(boughtCards(String(detail.body))).toEqual(lines);

    // the balance check, the number typed as shown: a wrong PIN is refused, the right one answers
    const checker = new TestBrowser(server.baseUrl);
    checker.extraHeaders = { "x-forwarded-for": "10.15.9.1" };
    expect((await checker.call("GET", "/gift-cards/balance")).status).toBe(200);
    const check = (cardPin: string) =>
      checker.call(
        "POST",
        "/gift-cards/balance",
        new URLSearchParams({
          csrf: decodeURIComponent(checker.cookies.get("quire_csrf") ?? ""),
          giftCardNumber: number!,
          pin: cardPin,
        }).toString(),
        { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
      );
    const wrong = await check(pin === "0000" ? "1111" : "0000");
    expect(wrong.status).toBe(400);
    expect(String(wrong.body)).toContain("The PIN does not match this card. Please check it and try again.");
    const right = await check(pin!);
    expect(right.status).toBe(200);
    expect(String(right.body)).toMatch(
      new RegExp(`role="status"><p[^>]*>Gift card ending in ${last4} has a balance of \\$25\\.00\\.</p>`),
    );
  });
});

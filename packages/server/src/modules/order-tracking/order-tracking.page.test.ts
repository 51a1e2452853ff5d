import { TRACK_ORDER_NOT_FOUND } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Tracking an order on its page without signing in: the footer's "Track order" link, the form's
// order number and e-mail; the right pair shows the order's status, a wrong e-mail or a wrong
// number the same not-found words and no order.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 50, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const EMAIL = "registered@quire.test";
const NOT_FOUND = TRACK_ORDER_NOT_FOUND.replace(/'/g, "&#x27;");

describe("/orders/track", () => {
  it("shows an order for its number and e-mail; a wrong e-mail and a wrong number get the same answer", async () => {
    // one of the demo shopper's orders, as their order history lists it
    const owner = new TestBrowser(server.baseUrl);
    owner.extraHeaders = { "x-forwarded-for": "10.51.0.1" };
    await owner.signIn(EMAIL);
    const history = await owner.call("GET", "/cc/api/orders?pageSize=20");
    expect(history.status).toBe(200);
    const orderNumber = String(history.body.data.orders[0].orderNumber);
    expect(orderNumber).toMatch(/^\d{10}$/);

    const guest = new TestBrowser(server.baseUrl);
    guest.extraHeaders = { "x-forwarded-for": "10.51.0.2" };
    const home = String((await guest.call("GET", "/")).body);
    const footer = /<footer[\s\S]*<\/footer>/.exec(home)?.[0] ?? "";
    expect(footer).toMatch(/<a [^>]*href="\/orders\/track"[^>]*>Track order<\/a>/);

    const page = await guest.call("GET", "/orders/track");
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("<title>Track an order | Quire</title>");

    const track = (fields: { orderNumber: string; email: string }) =>
      guest.call(
        "POST",
        "/orders/track",
        new URLSearchParams({ csrf: decodeURIComponent(guest.cookies.get("quire_csrf") ?? ""), ...fields }).toString(),
        { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
      );

    const found = await track({ orderNumber, email: EMAIL });
    expect(found.status).toBe(200);
    const summary = /<section class="tracked-order"[\s\S]*?<\/section>/.exec(String(found.body))?.[0] ?? "";
    expect(summary).toContain('aria-labelledby="tracked-order-heading"');
    expect(summary).toContain(`<h2 id="tracked-order-heading">Order ${orderNumber}</h2>`);
    expect(summary).toMatch(/<dd class="tracked-order__status">(Shipped|Delivered)<\/dd>/);
    expect(String(found.body)).not.toContain(NOT_FOUND);

    for (const wrong of [
      { orderNumber, email: "someone.else@example.com" },
      { orderNumber: "1000000001", email: EMAIL },
    ]) {
      const refused = await track(wrong);
      const html = String(refused.body);
      expect(html).toMatch(new RegExp(`role="alert"[^>]*>${NOT_FOUND}`));
      expect(html).not.toContain("tracked-order-heading");
    }
  });
});

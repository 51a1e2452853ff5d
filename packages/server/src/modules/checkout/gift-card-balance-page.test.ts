import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The gift card balance check without JavaScript: the page /gift-cards/balance and its form, as a
// guest's browser posts it (urlencoded, the CSRF token in a hidden field), answered in words.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 50, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

async function guestOnPage(address: string) {
  const browser = new TestBrowser(server.baseUrl);
  browser.extraHeaders = { "x-forwarded-for": address };
  const page = await browser.call("GET", "/gift-cards/balance");
  expect(page.status).toBe(200);
  return { browser, html: String(page.body) };
}

function post(browser: TestBrowser, fields: Record<string, string>) {
  const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
  return browser.call("POST", "/gift-cards/balance", new URLSearchParams({ csrf, ...fields }).toString(), {
    "content-type": "application/x-www-form-urlencoded",
    "x-csrf-token": "",
  });
}

describe("/gift-cards/balance", () => {
  it("a guest checks a card's balance with the page's form and reads it in words; the footer links here", async () => {
    const { browser, html } = await guestOnPage("10.43.0.1");
    expect(html).toContain("<h1>Check a gift card balance</h1>");
    expect(html).toMatch(/<form[^>]*action="\/gift-cards\/balance" method="post"/);
    expect(html).toContain('href="/gift-cards/balance"');

    const card = await server.gateway.issueStoredValue({ type: "GIFT_CARD", amountCents: 4_200, seed: `page-${Date.now()}` });
    const reply = await post(browser, { giftCardNumber: card.number, pin: card.pin });
    expect(reply.status).toBe(200);
    expect(String(reply.body)).toContain(`Gift card ending in ${card.last4} has a balance of $42.00.`);
    expect(String(reply.body)).not.toMatch(/name="pin"[^>]*value="\d/);
  });

  it("a wrong PIN or number is refused in the spec's words, with the number kept and the PIN not", async () => {
    const { browser } = await guestOnPage("10.43.0.2");
    const wrongPin = await post(browser, { giftCardNumber: "6006 4910 0000 0019", pin: "0000" });
    expect(wrongPin.status).toBe(400);
    expect(String(wrongPin.body)).toContain("The PIN does not match this card. Please check it and try again.");
    expect(String(wrongPin.body)).toContain('value="6006 4910 0000 0019"');
    expect(String(wrongPin.body)).not.toMatch(/name="pin"[^>]*value="\d/);
    const unknown = await post(browser, { giftCardNumber: "6006 4910 0000 9999", pin: "1234" });
    expect(unknown.status).toBe(400);
    expect(String(unknown.body)).toContain("Please verify the card number and try again.");
  });

  it("the drawer's fetcher posts the same form and gets the answer alone", async () => {
    const { browser } = await guestOnPage("10.43.0.4");
    const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
    // React Router's data request for the page's action, as a fetcher sends it
    const script = (fields: Record<string, string>) =>
      browser.call("POST", "/gift-cards/balance.data", new URLSearchParams({ csrf, respond: "data", ...fields }).toString(), {
        "content-type": "application/x-www-form-urlencoded",
        "x-csrf-token": "",
      });
    const card = await server.gateway.issueStoredValue({ type: "GIFT_CARD", amountCents: 1_700, seed: `drawer-${Date.now()}` });
    const checked = await script({ giftCardNumber: card.number, pin: card.pin });
    expect(checked.status).toBe(200);
    expect(String(checked.body)).toContain(card.last4);
    expect(String(checked.body)).toContain("1700");
    expect(String(checked.body)).not.toContain("giftCardNumber");

    const wrongPin = await script({ giftCardNumber: "6006 4910 0000 0019", pin: "0000" });
    expect(wrongPin.status).toBe(400);
    expect(String(wrongPin.body)).toContain("The PIN does not match this card. Please check it and try again.");
  });

  it("a post without the page's token changes nothing and is refused", async () => {
    const { browser } = await guestOnPage("10.43.0.3");
    const reply = await browser.call(
      "POST",
      "/gift-cards/balance",
      new URLSearchParams({ giftCardNumber: "6006 4910 0000 0019", pin: "1234" }).toString(),
      { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
    );
    expect(reply.status).toBe(403);
  });
});

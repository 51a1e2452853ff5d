import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The sign-in page's return target (jumpUrl) is followed only when it is one of the store's own
// pages: one that leaves the site lands the shopper on the home page, both from the form's post and
// from the page's own "Continue" link, which the page's script follows after signing in.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 30, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const OFF_SITE = ["//evil.example/phish", "https://evil.example/", "/\\evil.example"];

describe("a return target that leaves the site", () => {
  it.each(OFF_SITE)("%s is not followed: sign-in lands on the home page", async (target) => {
    const browser = new TestBrowser(server.baseUrl);
    browser.extraHeaders = { "x-forwarded-for": `10.55.0.${OFF_SITE.indexOf(target) + 1}` };
    const login = `/office/supplies/login?jumpUrl=${encodeURIComponent(target)}`;
    expect((await browser.call("GET", login)).status).toBe(200);

    const signedIn = await browser.call(
      "POST",
      login,
      new URLSearchParams({
        csrf: decodeURIComponent(browser.cookies.get("quire_csrf") ?? ""),
        email: "select.member@quire.test",
        password: "Quire-demo-1",
      }).toString(),
      { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/");
    const session = await browser.call("GET", "/api/session");
    expect(session.body.data.session).toMatchObject({ isLoggedIn: true, userInfo: { contact: { firstName: "Taylor" } } });

    // the page's own way on, once signed in, is the home page too
    const again = String((await browser.call("GET", login)).body);
    expect(again).toMatch(/You&#x27;re already signed in\.\s*(<!-- -->\s*)?<a [^>]*href="\/"[^>]*>Continue<\/a>/);
    expect(again).not.toContain('href="//evil.example');
    expect(again).not.toContain('href="https://evil.example');
  });
});

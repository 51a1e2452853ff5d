import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// A signed-in shopper's store as the pages show it: made theirs on the store's page with its form,
// shown in the header, and back in the header of another browser once they sign in there.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 30, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const FORM = { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" };
const csrfOf = (browser: TestBrowser) => decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
/** the header's store menu label */
const myStore = (city: string) => `<span class="header-action__label">My store: ${city}</span>`;

describe("the preferred store across sign-ins", () => {
  it("a signed-in shopper's store follows them to their next sign-in", async () => {
    const email = `store-page-${Date.now()}@example.com`;
    const password = "Quire-test-1";
    const first = new TestBrowser(server.baseUrl);
    first.extraHeaders = { "x-forwarded-for": "10.26.0.1" };
    const registered = await first.call("POST", "/api/auth/register", { email, password, firstName: "Robin", lastName: "Store" });
    expect(registered.status).toBe(201);

    const before = String((await first.call("GET", "/stores/0017")).body);
    expect(before).toMatch(/Make this my store: Quire Boston/);
    const made = await first.call(
      "POST",
      "/stores/0017",
      new URLSearchParams({
        csrf: csrfOf(first),
        intent: "make-my-store",
        storeNumber: "0017",
        returnTo: "/stores/0017",
      }).toString(),
      FORM,
    );
    expect(made.status).toBe(303);
    expect(made.headers.get("location")).toBe("/stores/0017");
    const mine = String((await first.call("GET", "/stores/0017")).body);
    expect(mine).toContain("<p>This is your store.</p>");
    expect(mine).toContain(myStore("Boston"));

    // a new browser (no cookies) has the default store until the shopper signs in
    const second = new TestBrowser(server.baseUrl);
    second.extraHeaders = { "x-forwarded-for": "10.26.0.2" };
    const login = String((await second.call("GET", "/office/supplies/login")).body);
    expect(login).toContain(myStore("Natick"));
    expect(login).not.toContain(myStore("Boston"));
    const signedIn = await second.call(
      "POST",
      "/office/supplies/login",
      new URLSearchParams({ csrf: csrfOf(second), email, password }).toString(),
      FORM,
    );
    expect(signedIn.status).toBe(303);
    const home = String((await second.call("GET", "/")).body);
    expect(home).toContain(myStore("Boston"));
    expect(home).not.toContain(myStore("Natick"));
  });
});

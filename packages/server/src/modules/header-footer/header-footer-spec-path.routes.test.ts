import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The spec's own path of the header-footer call, GET /_next/api/hf/{consumer}{path}, beside /api/hf.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
});
afterAll(async () => {
  await server?.close();
});

describe("GET /_next/api/hf/{consumer}{path}", () => {
  it("answers what /api/hf answers, for a guest and a signed-in shopper, never cached", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const spec = await guest.call("GET", "/_next/api/hf/dotcom/search?query=paper&isSvr=true&pgIntlO=en-US");
    const ours = await guest.call("GET", "/api/hf/dotcom/search?query=paper&isSvr=true&pgIntlO=en-US");
    expect(spec.status).toBe(200);
    expect(spec.headers.get("cache-control")).toBe("private, no-store");
    expect(spec.body).toEqual(ours.body);
    expect(spec.body.data.siteVariables).toMatchObject({ isLoggedIn: false, siteId: "sdc" });

    const shopper = new TestBrowser(server.baseUrl);
    await shopper.signIn("registered@quire.test");
    const signedIn = await shopper.call("GET", "/_next/api/hf/dotcom/?isSvr=false");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.header.welcome.isLoggedIn).toBe(true);
    expect(signedIn.body).toEqual((await shopper.call("GET", "/api/hf/dotcom/?isSvr=false")).body);
    // the other shopper's header is still a guest's
    expect((await guest.call("GET", "/_next/api/hf/dotcom")).body.data.header.welcome.isLoggedIn).toBe(false);
  });

  it("answers the business site's header on the advantage host", async () => {
    const buyer = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
    await buyer.signIn("buyer@northwind.test");
    const reply = await buyer.call("GET", "/_next/api/hf/advantage/");
    expect(reply.status).toBe(200);
    expect(reply.body.data.tenant).toBe("advantage");
    expect(reply.body.data.siteVariables).toMatchObject({ siteId: "sba", isLoggedIn: true });
    expect(reply.body.data.header.account).not.toBeNull();
  });

  it("gives a browser without one its CSRF cookie, as /api/hf does", async () => {
    const fresh = new TestBrowser(server.baseUrl);
    await fresh.call("GET", "/_next/api/hf/dotcom/");
    expect(fresh.cookies.has("quire_csrf")).toBe(true);
  });

  it("refuses another site's tenant with 400 'tenant required!'", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/_next/api/hf/advantage/");
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "INVALID_REQUEST_CONTEXT", message: "tenant required!" });
    const unknown = await new TestBrowser(server.baseUrl).call("GET", "/_next/api/hf/nobody/cart");
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("tenant required!");
  });

  it("answers 401 for a session that has ended, so the page reloads as a guest", async () => {
    const b = new TestBrowser(server.baseUrl);
    await b.signIn("registered@quire.test");
    const old = b.cookies.get("quire_session")!;
    await b.signOut();
    const replay = new TestBrowser(server.baseUrl);
    replay.cookies.set("quire_session", old);
    const reply = await replay.call("GET", "/_next/api/hf/dotcom/");
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe("SESSION_EXPIRED");
  });
});

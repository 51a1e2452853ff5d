import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 50 });
});
afterAll(async () => {
  await server?.close();
});

let address = 0;
/** a browser from an address of its own: each test has its own ten reports a minute */
function newBrowser(host?: string): TestBrowser {
  const browser = new TestBrowser(server.baseUrl, host ? { host } : undefined);
  address += 1;
  browser.extraHeaders = { "x-forwarded-for": `203.0.113.${address}` };
  return browser;
}

const rowsWith = (msg: string) => server.db.selectFrom("clientErrorLogs").selectAll().where("msg", "=", msg).execute();

describe("POST /cc/api/log", () => {
  it("stores a report with its time, tenant, page and user agent", async () => {
    const browser = newBrowser();
    const before = new Date().toISOString();
    const reply = await browser.call(
      "POST",
      "/cc/api/log",
      { msg: "ATC_SPARX_CATCH", error: "TypeError: x is undefined", info: '{"itemId":"100001"}' },
      { referer: `${server.baseUrl}/cart?viewcart=true`, "user-agent": "JourneyBrowser/1.0" },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);
    const [row] = await rowsWith("ATC_SPARX_CATCH");
    expect(row).toMatchObject({
      tenant: "dotcom",
      pageUrl: "/cart?viewcart=true",
      userAgent: "JourneyBrowser/1.0",
      error: "TypeError: x is undefined",
      info: '{"itemId":"100001"}',
    });
    expect(row!.createdAt >= before).toBe(true);
    // the address is never kept, only a hash of it
    expect(row!.clientKey).not.toContain("203.0.113");
  });

  it("records the business tenant by host, and drops fields it does not know", async () => {
    const reply = await newBrowser("advantage.localhost").call("POST", "/cc/api/log", {
      msg: "business-report",
      deviceFingerprint: "f".repeat(100),
    });
    expect(reply.status).toBe(204);
    const [row] = await rowsWith("business-report");
    expect(row).toMatchObject({ tenant: "advantage", error: null, info: null });
  });

  it("never stores a card number or a security code", async () => {
    const reply = await newBrowser().call("POST", "/cc/api/log", {
      msg: "card 4111 1111 1111 1111 failed",
      error: 'payment {"number":"5555555555554444","cvv":"123"}',
      info: "securityCode=9876",
    });
    expect(reply.status).toBe(204);
    const [row] = await rowsWith("card [redacted] failed");
    expect(row).toMatchObject({
      error: 'payment {"number":"[redacted]","cvv":"[redacted]"}',
      info: "securityCode=[redacted]",
    });
    const all = JSON.stringify(await server.db.selectFrom("clientErrorLogs").selectAll().execute());
    expect(all).not.toMatch(/4111|5555555555554444|9876/);
  });

  it.each<[string, unknown, string]>([
    ["no msg", { error: "x" }, "msg must be text"],
    ["a msg that is not text", { msg: { nested: true } }, "msg must be text"],
    ["an error that is not text", { msg: "m", error: 12 }, "error must be text"],
    ["a field over its cap", { msg: "m", info: "i".repeat(4001) }, "info can have at most 4000 characters"],
    ["an array", [{ msg: "m" }], "The body must be {msg, error, info}"],
  ])("refuses %s with 400 and stores nothing", async (_name, body, message) => {
    const before = await server.db
      .selectFrom("clientErrorLogs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    const reply = await newBrowser().call("POST", "/cc/api/log", body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "INVALID_REQUEST", message });
    const after = await server.db
      .selectFrom("clientErrorLogs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it("refuses a body over 16 KB unread (413)", async () => {
    const reply = await newBrowser().call("POST", "/cc/api/log", { msg: "big", info: "x".repeat(20_000) });
    expect(reply.status).toBe(413);
    expect(reply.body.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await rowsWith("big")).toHaveLength(0);
  });

  it("refuses a form post (415) and a post without the CSRF header (403)", async () => {
    const browser = newBrowser();
    await browser.call("GET", "/api/session");
    expect(
      (await browser.call("POST", "/cc/api/log", "msg=x", { "content-type": "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
    expect((await browser.call("POST", "/cc/api/log", { msg: "no-csrf" }, { "x-csrf-token": "wrong" })).status).toBe(403);
    expect(await rowsWith("no-csrf")).toHaveLength(0);
  });

  it("takes ten reports a minute from one address, then answers 429 with Retry-After", async () => {
    const browser = newBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await browser.call("POST", "/cc/api/log", { msg: `flood-${i}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await browser.call("POST", "/cc/api/log", { msg: "flood-late" });
    expect(refused.body.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsWith("flood-10")).toHaveLength(0);
    // another address is not held back
    expect((await newBrowser().call("POST", "/cc/api/log", { msg: "other-address" })).status).toBe(204);
  });
});

import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test/test-browser";
import { type TestServer, startTestServer } from "../test/test-server";
import { newRequestId } from "./request-observability";

// Request ids, the one log line per request and /metrics (decision 054).

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  [key: string]: unknown;
}
const logLines: LogLine[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) logLines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 50, logger: { level: "info", stream: logStream } });
});
afterAll(async () => {
  await server?.close();
});

describe("request ids", () => {
  it("are short base32 and distinct", () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newRequestId()));
    expect(ids.size).toBe(2000);
    for (const id of [...ids].slice(0, 50)) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it("come back in x-request-id; a sane incoming one is kept, anything else replaced", async () => {
    const plain = await fetch(`${server.baseUrl}/healthz`);
    expect(plain.headers.get("x-request-id")).toMatch(/^[0-9A-Z]{8}$/);
    const kept = await fetch(`${server.baseUrl}/healthz`, { headers: { "x-request-id": "lb-7f3a9c21" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c21");
    for (const bad of ["a b c d e f", "x".repeat(65), "ab", "id\u00e9\u00e9\u00e9\u00e9"]) {
      const replaced = await fetch(`${server.baseUrl}/healthz`, {
        headers: { "x-request-id": encodeURI(bad) === bad ? bad : "é" },
      }).catch(() => null);
      if (replaced) expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9A-Z]{8}$/);
    }
  });

  it("are the reference of every error body: the error handler's, a route's own, a 404", async () => {
    const browser = new TestBrowser(server.baseUrl);
    const invalid = await browser.call("POST", "/cc/api/checkout/default/item", { items: "not a list" });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ reference: invalid.headers.get("x-request-id") });
    const missing = await browser.call("GET", "/api/no-such-call");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: "NOT_FOUND", reference: missing.headers.get("x-request-id") });
    const refused = await fetch(`${server.baseUrl}/cc/api/checkout/default/item`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://elsewhere.example" },
      body: "{}",
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reference: refused.headers.get("x-request-id") });
  });
});

describe("the request log", () => {
  it("is one line per request: method, route pattern, status, duration, id, tenant; never cookies", async () => {
    const before = logLines.length;
    const res = await fetch(`${server.baseUrl}/api/search?query=paper`, {
      headers: { cookie: "quire_session=secret-session-value", "x-request-id": "trace-0001" },
    });
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logLines.slice(before).filter((l) => l.reqId === "trace-0001");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "request", method: "GET", route: "/api/search", status: 200, tenant: "dotcom" });
    expect(typeof lines[0]!.ms).toBe("number");
    expect(JSON.stringify(logLines.slice(before))).not.toContain("secret-session-value");
  });
});

describe("GET /metrics", () => {
  it("answers Prometheus text on loopback: process, event loop, HTTP by route and status, database time, shop counters", async () => {
    await fetch(`${server.baseUrl}/api/search?query=pen`);
    const res = await fetch(`${server.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
    expect(text).toMatch(/quire_http_request_duration_seconds_count\{method="GET",route="\/api\/search",status="200"\} \d+/);
    expect(text).toMatch(/quire_db_query_duration_seconds_count\{kind="select"\} \d+/);
    for (const counter of [
      "quire_orders_placed_total",
      "quire_cart_adds_total",
      "quire_card_declines_total",
      "quire_sign_in_failures_total",
    ])
      expect(text).toContain(`# TYPE ${counter} counter`);
  });

  it("counts a failed sign-in and an add to cart", async () => {
    const count = async (name: string) =>
      Number(
        /^(\S+) (\d+)$/m.exec(
          (await (await fetch(`${server.baseUrl}/metrics`)).text()).split("\n").find((l) => l.startsWith(`${name} `)) ?? "",
        )?.[2] ?? 0,
      );
    const failures = await count("quire_sign_in_failures_total");
    const adds = await count("quire_cart_adds_total");
    const browser = new TestBrowser(server.baseUrl);
    expect(
      (await browser.call("POST", "/api/auth/login", { email: "nobody@example.com", password: "wrong-password-1" })).status,
    ).toBe(401);
    const search = (await (await fetch(`${server.baseUrl}/api/search?query=paper&size=48`)).json()) as {
      items: { itemId: string; stockStatus: string; quantityLimit: unknown }[];
    };
    const item = search.items.find((i) => i.stockStatus === "IN_STOCK" && i.quantityLimit === null)!;
    expect(
      (await browser.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: item.itemId, qty: 1 }] })).status,
    ).toBe(200);
    expect(await count("quire_sign_in_failures_total")).toBe(failures + 1);
    expect(await count("quire_cart_adds_total")).toBe(adds + 1);
  });

  it("is not for a request that came through a proxy (X-Forwarded-For) without the token", async () => {
    const res = await fetch(`${server.baseUrl}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "FORBIDDEN" });
  });
});

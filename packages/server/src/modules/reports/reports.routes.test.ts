import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoBrowsers } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { type PlacedOrders, placeKnownOrders } from "../../test/known-business-orders";

// Spending reports over real HTTP (decision 045). The test replaces the demo history of Northwind
// Legal and Bluebird Dental with orders whose sums are worked out by hand below.

let server: TestServer;
let known: PlacedOrders;

beforeAll(async () => {
  server = await startTestServer({ products: 200 });
  known = await placeKnownOrders(server.db, new Date());
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
/** One signed-in browser per user for the whole file. */
const as = demoBrowsers(() => server.baseUrl);

const APPROVER = "approver@northwind.test"; // REPORTS
const ADMIN = "admin@northwind.test"; // REPORTS
const BUYER = "buyer@northwind.test"; // no REPORTS
const BLUEBIRD = "buyer@bluebirddental.test";

describe("POST /ele-lpd/api/reportsProxy/spending", () => {
  it("asks guests to sign in and refuses users without REPORTS and consumers", async () => {
    const guest = new TestBrowser(server.baseUrl, ADVANTAGE);
    const guestReply = await guest.call("POST", "/ele-lpd/api/reportsProxy/spending", {});
    expect(guestReply.status).toBe(401);
    expect(guestReply.body.code).toBe("UNAUTHORIZED");
    for (const email of [BUYER, BLUEBIRD, "registered@quire.test"]) {
      const reply = await (await as(email)).call("POST", "/ele-lpd/api/reportsProxy/spending", { requestType: "sbaMMX" });
      expect(reply.status, email).toBe(403);
      expect(reply.body).toMatchObject({ code: "FORBIDDEN", message: "You do not have permission to see reports." });
    }
  });

  it("answers the account's spending over 12 months, equal to the orders' sums by hand", async () => {
    const reply = await (
      await as(APPROVER)
    ).call("POST", "/ele-lpd/api/reportsProxy/spending?requestType=sbaMMX", {
      requestType: "sbaACI",
    });
    expect(reply.status).toBe(200);
    const report = reply.body.data;
    // counted: Pat 2 x 1000 + 1 x 550 (now), Morgan 3 x 900 (2 months ago), Alex 1 x 12345 (8 months ago).
    // not counted: waiting for approval, declined, 14 months ago, Bluebird's order.
    expect(report.months).toBe(12);
    expect(report.totalCents).toBe(2000 + 550 + 2700 + 12345);
    expect(report.byMonth).toHaveLength(12);
    expect(report.byMonth.at(-1)).toMatchObject({ key: known.monthKey(0), cents: 2550 });
    expect(report.byMonth.at(-3)).toMatchObject({ key: known.monthKey(2), cents: 2700 });
    expect(report.byMonth.at(-9)).toMatchObject({ key: known.monthKey(8), cents: 12345 });
    expect(report.byMonth.reduce((n: number, b: { cents: number }) => n + b.cents, 0)).toBe(17595);
    expect(report.byBuyer).toEqual([
      { key: "5200000203", label: "Alex Whitaker", cents: 12345 },
      { key: "5200000202", label: "Morgan Reyes", cents: 2700 },
      { key: "5200000201", label: "Pat Kowalski", cents: 2550 },
    ]);
    // Morgan's checkout order is charged to Office Services although Morgan belongs to Litigation
    expect(report.byBudgetCentre).toEqual([
      { key: String(known.centres.officeServices), label: "Office Services", cents: 2700 + 12345 },
      { key: String(known.centres.litigation), label: "Litigation", cents: 2550 },
    ]);
    expect(report.byCategory).toEqual([
      { key: String(known.topCategories.a.id), label: known.topCategories.a.name, cents: 2000 + 2700 + 12345 },
      { key: String(known.topCategories.b.id), label: known.topCategories.b.name, cents: 550 },
    ]);
  });

  it("narrows to the last 3 months and refuses periods it does not offer", async () => {
    const browser = await as(ADMIN);
    const three = await browser.call("POST", "/api/reportsProxy/spending", { months: 3 });
    expect(three.status).toBe(200);
    expect(three.body.data.totalCents).toBe(2550 + 2700);
    expect(three.body.data.byMonth.map((b: { key: string }) => b.key)).toEqual([
      known.monthKey(2),
      known.monthKey(1),
      known.monthKey(0),
    ]);
    for (const body of [{ months: 7 }, { months: "x" }, { format: "pdf" }, { requestType: "other" }]) {
      const bad = await browser.call("POST", "/ele-lpd/api/reportsProxy/spending", body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("answers the same numbers as a CSV with format csv", async () => {
    const reply = await (await as(APPROVER)).call("POST", "/ele-lpd/api/reportsProxy/spending", { months: "6", format: "csv" });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("text/csv");
    expect(reply.headers.get("content-disposition")).toMatch(
      /^attachment; filename="quire-spending-6-months-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (reply.body as string).split("\r\n");
    expect(lines[0]).toBe("Breakdown,Key,Label,Amount (USD)");
    expect(lines).toContain("Total,,Last 6 months,52.50");
    expect(lines).toContain("Buyer,5200000202,Morgan Reyes,27.00");
    expect(lines).toContain(`Budget centre,${known.centres.litigation},Litigation,25.50`);
  });
});

describe("GET /cc/mmx/reports.csv", () => {
  it("downloads the report as an attachment for REPORTS holders", async () => {
    const reply = await (await as(ADMIN)).call("GET", "/cc/mmx/reports.csv?months=12");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-disposition")).toMatch(/^attachment; filename="quire-spending-12-months-/);
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    const rows = (reply.body as string).trimEnd().split("\r\n");
    expect(rows.at(-1)).toBe("Total,,Last 12 months,175.95");
    expect(rows.filter((r) => r.startsWith("Month,"))).toHaveLength(12);
    // every row has the header's four fields
    for (const row of rows) expect(row.split(",").length, row).toBe(4);
  });

  it("sends guests to sign in and back to the reports page; refuses buyers without REPORTS", async () => {
    const guest = await new TestBrowser(server.baseUrl, ADVANTAGE).call("GET", "/cc/mmx/reports.csv?months=3");
    expect(guest.status).toBe(303);
    const location = new URL(guest.headers.get("location") ?? "", "http://x");
    expect(location.pathname).toBe("/office/supplies/login");
    expect(decodeURIComponent(location.search)).toContain("/cc/mmx/reports?months=3");
    const buyer = await (await as(BUYER)).call("GET", "/cc/mmx/reports.csv");
    expect(buyer.status).toBe(403);
    expect(buyer.body.code).toBe("FORBIDDEN");
  });

  it("never includes another account's orders", async () => {
    const reply = await (await as(ADMIN)).call("GET", "/cc/mmx/reports.csv");
    expect(reply.body as string).not.toContain("Jamie");
    expect(reply.body as string).not.toContain("555.55");
    const json = await (await as(APPROVER)).call("POST", "/ele-lpd/api/reportsProxy/spending", {});
    expect(json.body.data.byBuyer.map((b: { label: string }) => b.label)).not.toContain("Jamie Novak");
  });
});

describe("the OpenAPI document", () => {
  it("describes the reports calls under both prefixes, the download and recentItems", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/api/openapi.json");
    const paths = Object.keys(reply.body.paths);
    for (const path of [
      "/api/reportsProxy/spending",
      "/ele-lpd/api/reportsProxy/spending",
      "/cc/mmx/reports.csv",
      "/cc/api/ptd/recentItems",
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});

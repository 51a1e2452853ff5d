import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "../../db/database";
import { seedDemoData } from "../../db/seed/generate-demo-data";
import { type SpawnedServer, spawnServer } from "../../test/spawn-server";
import { freshPostgresDatabase } from "../../test/test-server";
import { TEST_CSRF_TOKEN, TestBrowser } from "../../test/test-browser";

// Real server processes over one database (PostgreSQL when DATABASE_URL is set, else one SQLite file
// in WAL mode): one alone and one cluster of two workers; /metrics of the cluster, and what SIGTERM
// does to the cluster (decision 054).

let dataDir = "";
let databaseUrl: string | null = null;
let dropDatabase: (() => Promise<void>) | null = null;
let first: SpawnedServer;
let second: SpawnedServer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-ops-processes-"));
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgresDatabase(process.env.DATABASE_URL, "quire_ops_test");
    databaseUrl = fresh.databaseUrl;
    dropDatabase = fresh.drop;
  }
  // The database is prepared here (as the cluster's primary would), so both processes start at once.
  const { db, close } = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(db);
  await seedDemoData(db, { products: 200, seed: 7 });
  await close();
  const env = { QUIRE_DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  // the second is itself a cluster: a primary and two worker processes (WORKERS=2)
  [first, second] = await Promise.all([spawnServer({ env }), spawnServer({ env: { ...env, WORKERS: "2" } })]);
});

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function anItemInStock(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/search?query=paper&size=48`);
  const body = (await res.json()) as {
    items: { itemId: string; stockStatus: string; finalPriceCents: number; quantityLimit: unknown }[];
  };
  const item = body.items.find((i) => i.stockStatus === "IN_STOCK" && i.finalPriceCents > 0 && i.quantityLimit === null);
  if (!item) throw new Error("no item in stock found");
  return String(item.itemId);
}

describe("two server processes over one database", () => {
  it("a cart changed through one process is read through the other (same guest cookie)", async () => {
    const itemId = await anItemInStock(first.baseUrl);
    const throughFirst = new TestBrowser(first.baseUrl);
    const added = await throughFirst.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId, qty: 2 }] });
    expect(added.status).toBe(200);
    expect(throughFirst.cookies.get("quire_cart")).toBeTruthy();

    const throughSecond = new TestBrowser(second.baseUrl);
    for (const [name, value] of throughFirst.cookies) throughSecond.cookies.set(name, value);
    const read = await throughSecond.call("GET", "/cc/api/checkout");
    expect(read.status).toBe(200);
    expect(read.body.data.cartInfo.items).toEqual([expect.objectContaining({ itemId, qty: 2 })]);

    // and back: a change through the second is what the first reads
    const changed = await throughSecond.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId, qty: 1 }] });
    expect(changed.status).toBe(200);
    const again = await throughFirst.call("GET", "/cc/api/checkout");
    expect(again.body.data.cartInfo.items).toEqual([expect.objectContaining({ itemId, qty: 3 })]);
  });
});

describe("a cluster (WORKERS=2)", () => {
  it("answers /metrics for all its processes together", async () => {
    const count = async () => {
      const text = await (await fetch(`${second.baseUrl}/metrics`)).text();
      return Number(
        /quire_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} (\d+)/.exec(text)?.[1] ?? 0,
      );
    };
    const before = await count();
    // new connections each time, so both workers take some
    for (let i = 0; i < 12; i += 1) await fetch(`${second.baseUrl}/healthz`, { headers: { connection: "close" } });
    expect(await count()).toBe(before + 12);
  });
});

describe("SIGTERM", () => {
  it("to a cluster: finishes the request in flight, refuses new connections, every process stops, exit 0", async () => {
    // A request whose body is still arriving when the signal comes: it is in flight.
    const socket = net.connect(second.port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    let answer = "";
    socket.on("data", (c: Buffer) => (answer += c.toString()));
    const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const body = JSON.stringify({ level: "info", msg: "CLIENT_LOG_TEST", info: "sigterm test" });
    socket.write(
      `POST /cc/api/log HTTP/1.1\r\nHost: localhost:${second.port}\r\nContent-Type: application/json\r\n` +
        `Cookie: quire_csrf=${TEST_CSRF_TOKEN}\r\nX-CSRF-Token: ${TEST_CSRF_TOKEN}\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    second.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));

    // the port no longer takes connections
    const refused = await new Promise<string>((resolve) => {
      const probe = net.connect(second.port, "127.0.0.1");
      probe.once("connect", () => {
        probe.destroy();
        resolve("connected");
      });
      probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
    expect(second.child.exitCode).toBeNull();

    socket.write(body.slice(5));
    await ended;
    // an answer of the application's own (whatever its status), not a cut connection
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(answer.toLowerCase()).toContain("x-request-id:");
    expect(await second.exited).toBe(0);
  });
});

import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SandboxGateway } from "@quire/gateway";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config/config";
import { freePort } from "../test/spawn-server";
import { TestBrowser } from "../test/test-browser";
import { migrateToLatest, openDatabase } from "./database";
import type { Database } from "./schema";
import { seedDemoData } from "./seed/generate-demo-data";
import { isDatabaseUnavailable } from "./unavailable";

// A database that cannot answer gives 503 DATABASE_UNAVAILABLE with Retry-After, never a 500, and
// the server recovers by itself when it is back (decision 054). The full outage under load, with a
// private PostgreSQL stopped and started, is scripts/bench/db-outage.mjs.

describe("isDatabaseUnavailable", () => {
  it("is true for SQLite's lock held past the busy timeout, false for a constraint", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-unavailable-"));
    const file = path.join(dir, "x.db");
    const holder = new SQLite(file);
    holder.pragma("journal_mode = WAL");
    holder.exec("create table t (id integer primary key)");
    const other = new SQLite(file);
    other.pragma("busy_timeout = 0");
    holder.exec("begin exclusive");
    let busy: unknown = null;
    try {
      other.prepare("insert into t (id) values (1)").run();
    } catch (error) {
      busy = error;
    }
    holder.exec("commit");
    holder.prepare("insert into t (id) values (1)").run();
    let duplicate: unknown = null;
    try {
      other.prepare("insert into t (id) values (1)").run();
    } catch (error) {
      duplicate = error;
    }
    holder.close();
    other.close();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(isDatabaseUnavailable(busy)).toBe(true);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
  });

  it("is true for PostgreSQL going away, also when wrapped; false for the request's own errors", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("placing the order failed", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("a server whose database is down", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let baseUrl = "";
  let db: Kysely<Database>;
  beforeAll(async () => {
    // nothing listens on this port: every connection is refused, as when PostgreSQL is stopped
    const deadPort = await freePort();
    const pool = new pg.Pool({
      host: "127.0.0.1",
      port: deadPort,
      user: "quire",
      database: "quire",
      connectionTimeoutMillis: 1000,
    });
    pool.on("error", () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    const config = { ...loadConfig({}), databaseUrl: "postgres://quire@127.0.0.1/quire", host: "127.0.0.1", port: 0 };
    const secret = crypto.randomBytes(32).toString("base64url");
    app = await buildApp({
      config: { ...config, paymentGatewaySecret: secret },
      db,
      dbKind: "postgres",
      gateway: new SandboxGateway({ secret }),
      logger: false,
      serveWeb: true,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it("shows a page a friendly 503 with the reference, not the half-rendered page", async () => {
    const res = await fetch(`${baseUrl}/`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    const html = await res.text();
    expect(html).toContain("We&#39;ll be right back");
    expect(html).toContain(`reference ${res.headers.get("x-request-id")}`);
  });

  it("answers calls 503 DATABASE_UNAVAILABLE with Retry-After and the reference", async () => {
    const browser = new TestBrowser(baseUrl);
    // a guest with a cart: reading it needs the database
    browser.cookies.set("quire_cart", "a-guest-cart-token-0123456789");
    for (const [method, url, body] of [
      ["GET", "/api/search?query=paper", undefined],
      ["GET", "/cc/api/checkout", undefined],
      ["POST", "/cc/api/checkout/default/item", { items: [{ itemId: "1", qty: 1 }] }],
    ] as const) {
      const reply = await browser.call(method, url, body);
      expect(reply.status, `${method} ${url}`).toBe(503);
      expect(reply.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(reply.body).toMatchObject({ code: "DATABASE_UNAVAILABLE", reference: reply.headers.get("x-request-id") });
      expect(reply.body.message).toMatch(/database/i);
    }
  });

  it("says not ready on /readyz, alive on /healthz", async () => {
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(503);
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });
});

// On PostgreSQL: a TCP proxy between the server and the database is cut and restored.
describe.runIf(Boolean(process.env.DATABASE_URL))("PostgreSQL cut and back (through a proxy)", () => {
  const admin = new URL(process.env.DATABASE_URL ?? "postgres://localhost/none");
  const name = `quire_ops_cut_${crypto.randomBytes(5).toString("hex")}`;
  let proxy: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  let proxyPort = 0;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  let baseUrl = "";

  const openProxy = () =>
    new Promise<void>((resolve) => {
      proxy = net.createServer((client) => {
        const upstream = net.connect(Number(admin.port || 5432), admin.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => s.destroy());
          s.on("close", () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      proxy.listen(proxyPort, "127.0.0.1", () => resolve());
    });
  const cutProxy = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      proxy?.close(() => resolve());
    });

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const direct = new URL(admin.toString());
    direct.pathname = `/${name}`;
    const seeded = openDatabase({ databaseUrl: direct.toString(), dataDir: "" });
    await migrateToLatest(seeded.db);
    await seedDemoData(seeded.db, { products: 50, seed: 7 });
    await seeded.close();
    proxyPort = await freePort();
    await openProxy();
    const viaProxy = new URL(direct.toString());
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxyPort);
    const secret = crypto.randomBytes(32).toString("base64url");
    const config = {
      ...loadConfig({}),
      databaseUrl: viaProxy.toString(),
      host: "127.0.0.1",
      port: 0,
      paymentGatewaySecret: secret,
    };
    const opened = openDatabase(config);
    close = opened.close;
    app = await buildApp({ config, db: opened.db, dbKind: "postgres", gateway: new SandboxGateway({ secret }), logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
    await cutProxy();
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

  it("answers 503 while the database is away and 200 again once it is back, by itself", async () => {
    // a new query each time: a cached answer would not need the database
    let n = 0;
    const search = () => fetch(`${baseUrl}/api/search?query=paper${(n += 1)}`);
    expect((await search()).status).toBe(200);
    await cutProxy();
    const during = await search();
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE" });
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(503);
    await openProxy();
    expect((await search()).status).toBe(200);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });
});

#!/usr/bin/env node
// The store's paths side by side, per database, in one run (issue 38's figures). Loopback only, bounded.
//
// For the SQLite file and, when reachable, a PostgreSQL database of its own, the built store is started
// (one process, --products products, seeded at start) and each path is loaded in turn, closed loop,
// --connections clients, after 2 s of warm-up:
//   first-add      a new guest's first add (no cart cookie: every request makes a cart)
//   existing-add   a signed-in shopper's add to their cart of five lines (one shopper per client, each
//                  request adds one more of one of its five items)
//   product-read   GET /api/products/{itemId}, rotating over 50 items
//   product-page   the product page of a signed-in shopper (their cookies, gzip), rotating over 50 items
//   order          a signed-in shopper places the order they reviewed (three lines, delivery, a card),
//                  each shopper prepared before the timed run (scripts/bench/checkout.mjs)
// and reports req/s, p50, p99, the store's CPU per request (its /proc time, all threads) and on
// PostgreSQL the database's (its backends' /proc time), and the ratios the issue's targets name: an
// existing cart's add against a first add, an order against a first add. Figures are reported, never
// asserted.
//
//   node scripts/bench/store-paths.mjs [--duration 8] [--connections 20] [--products 5000] [--port 3470]
//        [--only first-add,existing-add,product-read,product-page,order] [--skip-sqlite] [--skip-postgres]
//        [--orders 3000] [--json FILE]
// PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test); the database is
// named quire_paths_bench_<pid> and dropped afterwards.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { ADD_PATH, addableItems, body, headersFor } from "./add-to-cart-requests.mjs";
import { closedLoopOrders, orderableItems, prepareShoppers, send } from "./checkout.mjs";
import { cleanUp, cleanups, running, sleep, stop, track } from "./child-processes.mjs";
import { cpuMsOf, postgresCpuMs } from "./process-cpu.mjs";
import { closedLoop } from "./load.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const flag = (name) => argv.includes(`--${name}`);
const duration = Math.min(60, Number(arg("duration", "8")));
const connections = Math.min(100, Number(arg("connections", "20")));
const products = Number(arg("products", "5000"));
const port = Number(arg("port", "3470"));
const orderCount = Math.min(20_000, Number(arg("orders", "3000")));
const only = new Set(arg("only", "first-add,existing-add,product-read,product-page,order").split(","));
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const baseUrl = `http://127.0.0.1:${port}`;

/** CPU of the store and of PostgreSQL over `run`, per request it answered. */
async function withCpu(pid, withPostgres, run) {
  const cpu0 = cpuMsOf(pid);
  const pg0 = withPostgres ? postgresCpuMs() : null;
  const result = await run();
  const storeMs = cpuMsOf(pid) - cpu0;
  const answered = Math.max(1, result.answered);
  const figures = { ...result.figures, storeCpuUsPerRequest: round((storeMs * 1000) / answered) };
  if (pg0) {
    let pgMs = 0;
    for (const [p, ms] of postgresCpuMs()) if (pg0.has(p)) pgMs += ms - pg0.get(p);
    figures.postgresCpuUsPerRequest = round((pgMs * 1000) / answered);
  }
  return figures;
}

/** Closed loop after a 2 s warm-up. */
async function loadPath(pid, withPostgres, requestsFor) {
  await closedLoop({ url: baseUrl, connections, duration: 2, requestsFor });
  return withCpu(pid, withPostgres, async () => {
    const r = await closedLoop({ url: baseUrl, connections, duration, requestsFor });
    const answered = Object.values(r.statusCodes ?? {}).reduce((a, b) => a + b, 0);
    return {
      answered,
      figures: { requestsPerSec: Math.round(answered / duration), p50ms: r.p50ms, p99ms: r.p99ms, statusCodes: r.statusCodes },
    };
  });
}

async function startStore(label, databaseUrl) {
  const dataDir = path.join(root, ".tmp", `bench-paths-${process.pid}-${label}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = track(
    spawn(process.execPath, ["--import", "tsx", path.join(root, "packages/server/src/main.ts")], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        WORKERS: "1",
        QUIRE_DATA_DIR: dataDir,
        QUIRE_DEMO_PRODUCTS: String(products),
        LOG_LEVEL: "warn",
        DATABASE_URL: databaseUrl ?? "",
        REDIS_URL: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  const started = Date.now();
  for (;;) {
    if (!running(child)) throw new Error(`the store exited with ${child.exitCode ?? child.signalCode}`);
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 15 * 60_000) throw new Error("the store did not become ready");
    await sleep(300);
  }
  return child;
}

/** Adds `items` to the cart behind `cookie` (one request). */
async function addLines(agent, shopper, items) {
  const res = await send(agent, port, {
    method: "POST",
    path: ADD_PATH,
    headers: {
      "content-type": "application/json",
      "x-csrf-token": shopper.csrf,
      origin: `http://localhost:${port}`,
      cookie: shopper.cookie,
    },
    body: JSON.stringify({ items: items.map((itemId) => ({ itemId, qty: 1 })) }),
  });
  if (res.status !== 200) throw new Error(`adding to a shopper's cart: HTTP ${res.status} ${res.text.slice(0, 200)}`);
}

const csrfOf = (cookie) => /(?:^|; )quire_csrf=([^;]+)/.exec(cookie)?.[1] ?? "";

async function measureDatabase(label, databaseUrl) {
  process.stderr.write(`${label}: starting the store (${products} products)\n`);
  const child = await startStore(label, databaseUrl);
  const pid = child.pid;
  const withPostgres = databaseUrl !== null;
  const rows = {};
  try {
    const items = await addableItems(baseUrl);
    const runId = crypto.randomBytes(4).toString("hex");
    const csrfToken = `bench-paths-${runId}-0123456789`;
    // one shopper per client, signed in, with a cart of five lines
    const shoppers = (
      await prepareShoppers({ port, count: connections, items, runId, csrfToken, upTo: "cart", concurrency: 10 })
    ).shoppers.map((s) => ({ ...s, csrf: csrfOf(s.cookie) }));
    if (shoppers.length < connections) throw new Error(`only ${shoppers.length} shoppers could be prepared`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const five = (i) => [...shoppers[i].lines, items[(i * 5 + 3) % items.length], items[(i * 5 + 4) % items.length]];
    for (let i = 0; i < shoppers.length; i += 1) {
      const extra = five(i)
        .filter((id) => !shoppers[i].lines.includes(id))
        .slice(0, 2);
      await addLines(agent, shoppers[i], extra);
    }
    agent.destroy();
    const paths = new Map();
    paths.set("first-add", (c) =>
      items.map((_, k) => ({
        method: "POST",
        path: ADD_PATH,
        headers: headersFor(baseUrl),
        body: body(items[(c * 7 + k) % items.length]),
      })),
    );
    paths.set("existing-add", (c) => {
      const shopper = shoppers[c % shoppers.length];
      const headers = {
        "content-type": "application/json",
        "x-csrf-token": shopper.csrf,
        origin: baseUrl,
        cookie: shopper.cookie,
      };
      return five(c % shoppers.length).map((id) => ({ method: "POST", path: ADD_PATH, headers, body: body(id) }));
    });
    paths.set("product-read", (c) =>
      items.map((_, k) => ({ method: "GET", path: `/api/products/${items[(c * 7 + k) % items.length]}` })),
    );
    const itemUrls = [];
    for (const id of items) {
      const res = await fetch(`${baseUrl}/api/products/${id}`);
      if (res.ok) itemUrls.push((await res.json()).itemUrl);
    }
    paths.set("product-page", (c) => {
      const shopper = shoppers[c % shoppers.length];
      return itemUrls.map((_, k) => ({
        method: "GET",
        path: itemUrls[(c * 7 + k) % itemUrls.length],
        headers: { cookie: shopper.cookie, "accept-encoding": "gzip" },
      }));
    });
    for (const [name, requestsFor] of paths) {
      if (!only.has(name)) continue;
      rows[name] = await loadPath(pid, withPostgres, requestsFor);
      process.stderr.write(`${label} ${name}: ${JSON.stringify(rows[name])}\n`);
    }
    if (only.has("order")) {
      const orderItems = await orderableItems(baseUrl);
      const prepared = await prepareShoppers({
        port,
        count: orderCount,
        items: orderItems,
        runId: `${runId}o`,
        firstIndex: 1000,
        csrfToken,
      });
      process.stderr.write(`${label} order: ${prepared.shoppers.length} shoppers prepared in ${prepared.seconds} s\n`);
      const warm = prepared.shoppers.slice(0, Math.min(100, prepared.shoppers.length >> 3));
      await closedLoopOrders({ port, connections, duration: 2, shoppers: warm });
      rows.order = await withCpu(pid, withPostgres, async () => {
        const r = await closedLoopOrders({ port, connections, duration, shoppers: prepared.shoppers.slice(warm.length) });
        const answered = Object.values(r.statusCodes).reduce((a, b) => a + b, 0);
        return {
          answered,
          figures: {
            requestsPerSec: r.requestsPerSec,
            p50ms: r.p50ms,
            p99ms: r.p99ms,
            statusCodes: r.statusCodes,
            ranOut: r.ranOut,
          },
        };
      });
      process.stderr.write(`${label} order: ${JSON.stringify(rows.order)}\n`);
    }
  } finally {
    await stop(child);
  }
  return rows;
}

/** CPU of a path per request, the store's and the database's together. */
const cpuOf = (row) => (row ? row.storeCpuUsPerRequest + (row.postgresCpuUsPerRequest ?? 0) : null);

function ratios(rows) {
  const first = cpuOf(rows["first-add"]);
  const ratio = (name) => (first && rows[name] ? round(cpuOf(rows[name]) / first, 2) : null);
  return { existingAddCpuOverFirstAdd: ratio("existing-add"), orderCpuOverFirstAdd: ratio("order") };
}

async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: postgresUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `quire_paths_bench_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: postgresUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const report = {
  date: new Date().toISOString(),
  loadAverage: (await import("node:os")).loadavg(),
  connections,
  duration,
  products,
};
try {
  if (!flag("skip-sqlite")) {
    report.sqlite = await measureDatabase("sqlite", null);
    report.sqlite.ratios = ratios(report.sqlite);
  }
  if (!flag("skip-postgres")) {
    const url = await postgresDatabase();
    if (url === null) process.stderr.write("PostgreSQL is not reachable: skipped\n");
    else {
      report.postgres = await measureDatabase("postgres", url);
      report.postgres.ratios = ratios(report.postgres);
    }
  }
} finally {
  await cleanUp();
}
const text = JSON.stringify(report, null, 2);
if (arg("json", null)) fs.writeFileSync(arg("json", null), text);
console.log(text);

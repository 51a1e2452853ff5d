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
import fs from "node:fs";
import { closedLoopOrders, orderableItems, prepareShoppers } from "./checkout.mjs";
import { cleanUp, stop } from "./child-processes.mjs";
import { cpuMsOf, postgresCpuMs } from "./process-cpu.mjs";
import { closedLoop } from "./load.mjs";
import { defaultPostgresUrl, postgresDatabase, prepareStore, startStore, storePaths } from "./store-under-test.mjs";

const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const flag = (name) => argv.includes(`--${name}`);
const duration = Math.min(60, Number(arg("duration", "8")));
const connections = Math.min(100, Number(arg("connections", "20")));
const products = Number(arg("products", "5000"));
const port = Number(arg("port", "3470"));
const orderCount = Math.min(20_000, Number(arg("orders", "3000")));
const only = new Set(arg("only", "first-add,existing-add,product-read,product-page,order").split(","));
const postgresUrl = defaultPostgresUrl;
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

async function measureDatabase(label, databaseUrl) {
  process.stderr.write(`${label}: starting the store (${products} products)\n`);
  const child = await startStore({ port, products, databaseUrl, label });
  const pid = child.pid;
  const withPostgres = databaseUrl !== null;
  const rows = {};
  try {
    const { items, runId, csrfToken, shoppers, itemUrls } = await prepareStore({ port, count: connections });
    const paths = storePaths({ baseUrl, items, shoppers, itemUrls });
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
    const url = await postgresDatabase(`quire_paths_bench_${process.pid}`, postgresUrl);
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

#!/usr/bin/env node
// Quire against Vendure on the same paths, per database (issue 38, target 3). A bench, not a CI step:
// loopback only, bounded, figures reported and never asserted.
//
// Vendure (@vendure/core 3.7.3 with DefaultJobQueuePlugin, DefaultSearchPlugin and AssetServerPlugin) is
// installed from npm into .tmp/vendure-bench/ (kept, and reused while the versions are the same) and run
// from scripts/bench/vendure/server.mjs. For SQLite and then, when reachable, PostgreSQL, both engines
// are started on databases of their own, one process each, with --products products (Quire seeds its
// demo catalogue at start, Vendure imports as many through its own importer), and for each path, for
// pair 1..--pairs, each engine is loaded alone in turn (Quire then Vendure, Vendure first on even pairs),
// closed loop, --connections clients, --warmup seconds of warm-up then --duration seconds measured
// (and before a path's first pair --first-warmup seconds of each, unmeasured):
//   first-add      a new shopper's first add: Quire POST /cc/api/checkout/default/item with no cart cookie,
//                  Vendure addItemToOrder with no token (a new session and order each time)
//   existing-add   a signed-in shopper adds one more of one of the five lines of their cart / active order
//                  (one shopper per client)
//   product-read   Quire GET /api/products/{itemId}; Vendure's product(id:) query, no token
//   product-page   Quire's product page for a signed-in shopper (their cookies, gzip); Vendure's product
//                  query with a signed-in customer's token (Vendure has no page)
// each rotating over 50 products. Each engine answers as it normally does: the whole cart after an add,
// the whole product (scripts/bench/vendure/shop-api.mjs has Vendure's documents). Before the timed
// runs each path is sent once to each engine and its answer checked (200, a cart of the right lines, a
// product with a price, a page). Responses that are not 2xx, GraphQL errors and ErrorResults (Vendure),
// and adds the store capped rather than made (Quire) are counted apart and never as throughput.
//
// Reported per database and path: each engine's req/s, p50, p99 and CPU per request (its process, all
// threads, plus on PostgreSQL the backends connected to its own database) per pair and as medians, and
// the ratios over the pairs, min-max: Quire's req/s over Vendure's, Vendure's CPU per request over
// Quire's. JSON on stdout (and --json FILE), progress on stderr.
//
//   node scripts/bench/vendure.mjs [--duration 5] [--pairs 3] [--warmup 2] [--first-warmup 5] [--connections 20]
//        [--products 1000] [--port 3494] [--vendure-port 3495]
//        [--only first-add,existing-add,product-read,product-page] [--skip-sqlite] [--skip-postgres]
//        [--json FILE]
// PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test); the databases are
// quire_vs_vendure_<pid> and vendure_bench_<pid>, dropped afterwards.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { cleanUp, cleanups, running, sleep, stop, track } from "./child-processes.mjs";
import { closedLoop } from "./load.mjs";
import { cpuMsOf } from "./process-cpu.mjs";
import { defaultPostgresUrl, postgresDatabase, prepareStore, root, startStore, storePaths } from "./store-under-test.mjs";
import { benchProducts, graphqlError, prepareCustomers, shopApi, vendurePaths } from "./vendure/shop-api.mjs";

const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const flag = (name) => argv.includes(`--${name}`);
const duration = Math.min(60, Number(arg("duration", "5")));
const warmup = Math.min(30, Number(arg("warmup", "2")));
const firstWarmup = Math.min(60, Number(arg("first-warmup", "5")));
const pairs = Math.min(20, Number(arg("pairs", "3")));
const connections = Math.min(100, Number(arg("connections", "20")));
const products = Number(arg("products", "1000"));
const quirePort = Number(arg("port", "3494"));
const vendurePort = Number(arg("vendure-port", "3495"));
const PATHS = ["first-add", "existing-add", "product-read", "product-page"];
const only = arg("only", PATHS.join(","))
  .split(",")
  .filter((p) => PATHS.includes(p));
const postgresUrl = defaultPostgresUrl;
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const log = (line) => process.stderr.write(`${line}\n`);

// The versions are pinned so that reruns compare like with like; the drivers are the ones Quire uses.
const VENDURE_VERSION = "3.7.3";
const VENDURE_PACKAGES = [
  `@vendure/core@${VENDURE_VERSION}`,
  `@vendure/asset-server-plugin@${VENDURE_VERSION}`,
  "better-sqlite3@12.11.1",
  "pg@8.23.1",
];
const vendureDir = path.join(root, ".tmp", "vendure-bench");
const vendureEnv = { NODE_ENV: "production", VENDURE_DISABLE_TELEMETRY: "true" };

/** Installs Vendure into .tmp/vendure-bench unless the same packages are there already. */
function installVendure() {
  const marker = path.join(vendureDir, "installed.json");
  const wanted = JSON.stringify(VENDURE_PACKAGES);
  const installed = fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === wanted;
  if (!installed) {
    log(`installing ${VENDURE_PACKAGES.join(" ")} into ${path.relative(root, vendureDir)} (a few minutes)`);
    fs.mkdirSync(vendureDir, { recursive: true });
    // a package.json of its own, so that npm installs here and not into the repository's workspaces
    const manifest = path.join(vendureDir, "package.json");
    if (!fs.existsSync(manifest)) fs.writeFileSync(manifest, JSON.stringify({ name: "vendure-bench", private: true }));
    const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...VENDURE_PACKAGES], {
      cwd: vendureDir,
      stdio: ["ignore", 2, 2],
    });
    if (npm.status !== 0) throw new Error(`npm install in ${vendureDir} failed (${npm.status ?? npm.signal})`);
  }
  // The native modules (better-sqlite3 is built from source when no prebuilt binary downloads) must load.
  const check = spawnSync(
    process.execPath,
    ["-e", "new (require('better-sqlite3'))(':memory:'); require('bcrypt'); require('sharp'); require('pg')"],
    { cwd: vendureDir, encoding: "utf8" },
  );
  if (check.status !== 0) throw new Error(`Vendure's native modules do not load on ${process.version}: ${check.stderr}`);
  if (!installed) fs.writeFileSync(marker, wanted);
  fs.copyFileSync(path.join(root, "scripts/bench/vendure/server.mjs"), path.join(vendureDir, "server.mjs"));
}

/** Vendure's data folder for one database (assets, import files, the SQLite file), removed afterwards. */
function vendureDataDir(label) {
  const dir = path.join(vendureDir, `run-${process.pid}-${label}`);
  fs.rmSync(dir, { recursive: true, force: true });
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function vendureProcess(mode, dataDir, databaseUrl) {
  return track(
    spawn(process.execPath, ["server.mjs", mode], {
      cwd: vendureDir,
      env: {
        ...process.env,
        ...vendureEnv,
        VENDURE_PORT: String(vendurePort),
        VENDURE_DIR: dataDir,
        VENDURE_DATABASE_URL: databaseUrl ?? "",
        VENDURE_PRODUCTS: String(products),
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
}

async function seedVendure(dataDir, databaseUrl) {
  const t0 = Date.now();
  const child = vendureProcess("seed", dataDir, databaseUrl);
  const code = await new Promise((resolve) => child.once("exit", (c, s) => resolve(c ?? s)));
  if (code !== 0) throw new Error(`seeding Vendure failed (${code})`);
  return round((Date.now() - t0) / 1000);
}

async function startVendure(dataDir, databaseUrl) {
  const child = vendureProcess("serve", dataDir, databaseUrl);
  const agent = new http.Agent();
  const started = Date.now();
  try {
    for (;;) {
      if (!running(child)) throw new Error(`Vendure exited with ${child.exitCode ?? child.signalCode}`);
      const ok = await shopApi(agent, vendurePort, "{ activeChannel { id } }").then(
        () => true,
        () => false,
      );
      if (ok) return child;
      if (Date.now() - started > 5 * 60_000) throw new Error("Vendure did not become ready");
      await sleep(300);
    }
  } finally {
    agent.destroy();
  }
}

/** CPU of the processes given, by pid, in ms (a backend that has gone is left out). */
function cpuByPid(pids) {
  const byPid = new Map();
  for (const pid of pids) {
    try {
      byPid.set(pid, cpuMsOf(pid));
    } catch {
      // the backend ended meanwhile
    }
  }
  return byPid;
}

/** PostgreSQL backends connected to one database: only the engine under load uses its own. */
async function backendPids(admin, database) {
  const { rows } = await admin.query("select pid from pg_stat_activity where datname = $1", [database]);
  return rows.map((r) => String(r.pid));
}

/**
 * One engine, one path, one pair: warm-up, then the measured run with its process's CPU and its
 * database backends' CPU around it. Counts answers that are not what the path asked for apart.
 */
async function measure(side, name, warmupSeconds = warmup) {
  const tally = { bodyErrors: 0, firstBodyError: null };
  const requestsFor = (c) =>
    side.paths
      .get(name)(c)
      .map((r) => ({
        ...r,
        onResponse: (status, body) => {
          if (status >= 200 && status < 300 && side.bodyError(name, body)) {
            tally.bodyErrors++;
            tally.firstBodyError ??= body.slice(0, 300);
          }
        },
      }));
  const url = `http://127.0.0.1:${side.port}`;
  await closedLoop({ url, connections, duration: warmupSeconds, requestsFor });
  tally.bodyErrors = 0;
  tally.firstBodyError = null;
  const pids0 = side.database ? await backendPids(side.admin, side.database) : [];
  const pg0 = cpuByPid(pids0);
  const cpu0 = cpuMsOf(side.pid);
  const r = await closedLoop({ url, connections, duration, requestsFor });
  const processMs = cpuMsOf(side.pid) - cpu0;
  let postgresMs = null;
  if (side.database) {
    const pids1 = await backendPids(side.admin, side.database);
    postgresMs = 0;
    for (const [pid, ms] of cpuByPid(pids1)) postgresMs += ms - (pg0.get(pid) ?? 0);
  }
  const answered2xx = Object.entries(r.statusCodes ?? {})
    .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
    .reduce((a, [, n]) => a + n, 0);
  const answered = Object.values(r.statusCodes ?? {}).reduce((a, b) => a + b, 0);
  const ok = answered2xx - tally.bodyErrors;
  const per = (ms) => (ms === null ? null : round((ms * 1000) / Math.max(1, ok)));
  return {
    requestsPerSec: Math.round(ok / duration),
    p50ms: r.p50ms,
    p99ms: r.p99ms,
    cpuUsPerRequest: per(processMs + (postgresMs ?? 0)),
    processCpuUsPerRequest: per(processMs),
    postgresCpuUsPerRequest: per(postgresMs),
    ok,
    non2xx: answered - answered2xx,
    bodyErrors: tally.bodyErrors,
    socketErrors: r.socketErrors,
    timeouts: r.timeouts,
    statusCodes: r.statusCodes,
    ...(tally.firstBodyError ? { firstBodyError: tally.firstBodyError } : {}),
  };
}

/** One exchange on 127.0.0.1, its body as bytes (a gzip page must not go through a text decoder). */
function exchange(port, { method, path: target, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: target, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

/** Sends client 0's first request of each path once and checks the answer is the path's own. */
async function checkAnswers(side) {
  const answers = {};
  for (const name of only) {
    const res = await exchange(side.port, side.paths.get(name)(0)[0]);
    const text = (res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(res.body) : res.body).toString("utf8");
    answers[name] = { status: res.status, bytes: res.body.length, decodedBytes: Buffer.byteLength(text) };
    const problem = res.status !== 200 ? `HTTP ${res.status}` : side.checkAnswer(name, text, res.headers);
    if (problem) throw new Error(`${side.name} ${name}: ${problem}: ${text.slice(0, 300)}`);
  }
  return answers;
}

const QUIRE_CAPPED = /"code":"(PARTIAL_QTY_AVAILABLE|EXCEEDS_MAX_LINE_QTY|QTY_LIMIT_ITEM|EXCEEDED_LIMIT)"/;

function quireSide(child, prepared, database, admin) {
  return {
    name: "quire",
    port: quirePort,
    pid: child.pid,
    database,
    admin,
    paths: storePaths({ baseUrl: `http://127.0.0.1:${quirePort}`, ...prepared }),
    // an add the store capped (stock, the line maximum) answers 200 with a warning and writes nothing
    bodyError: (name, body) => name.endsWith("-add") && QUIRE_CAPPED.test(body),
    checkAnswer(name, text, headers) {
      if (name.endsWith("-add")) {
        const lines = JSON.parse(text).data?.cartInfo?.items?.length;
        const want = name === "first-add" ? 1 : 5;
        return lines === want ? null : `a cart of ${lines} lines, not ${want}`;
      }
      if (name === "product-read") return JSON.parse(text).finalPriceCents > 0 ? null : "no price";
      return /text\/html/.test(headers["content-type"]) && text.includes("</html>") ? null : "not a page";
    },
  };
}

function vendureSide(child, prepared, database, admin) {
  return {
    name: "vendure",
    port: vendurePort,
    pid: child.pid,
    database,
    admin,
    paths: vendurePaths(prepared),
    bodyError: (_name, body) => graphqlError(body),
    checkAnswer(name, text) {
      if (graphqlError(text)) return "a GraphQL error";
      const data = JSON.parse(text).data;
      if (name.endsWith("-add")) {
        const order = data.addItemToOrder;
        const want = name === "first-add" ? 1 : 5;
        if (order.__typename !== "Order") return `${order.__typename}, not an Order`;
        return order.lines.length === want && order.totalWithTax > 0 ? null : `${order.lines.length} lines, not ${want}`;
      }
      return data.product?.variants?.[0]?.priceWithTax > 0 ? null : "no product with a price";
    },
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};
const minMax = (xs) => ({ min: round(Math.min(...xs), 2), max: round(Math.max(...xs), 2) });

function summary(runs) {
  const pick = (k) => median(runs.map((r) => r[k]).filter((v) => v !== null));
  return {
    requestsPerSec: pick("requestsPerSec"),
    p50ms: pick("p50ms"),
    p99ms: pick("p99ms"),
    cpuUsPerRequest: pick("cpuUsPerRequest"),
    processCpuUsPerRequest: pick("processCpuUsPerRequest"),
    postgresCpuUsPerRequest: pick("postgresCpuUsPerRequest"),
    // over all pairs: answers that were not 2xx, 2xx answers that were errors, connections that failed
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    bodyErrors: runs.reduce((a, r) => a + r.bodyErrors, 0),
    socketErrors: runs.reduce((a, r) => a + r.socketErrors + r.timeouts, 0),
  };
}

async function measureDatabase(label, urls) {
  const t0 = Date.now();
  const vendureData = vendureDataDir(label);
  log(`${label}: starting Quire (${products} products) and seeding Vendure (${products} products)`);
  const [quire, vendureSeedSeconds] = await Promise.all([
    startStore({ port: quirePort, products, databaseUrl: urls?.quire ?? null, label, dataDirPrefix: "bench-vendure" }),
    seedVendure(vendureData, urls?.vendure ?? null),
  ]);
  const vendure = await startVendure(vendureData, urls?.vendure ?? null);
  let admin = null;
  try {
    if (urls) {
      admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
    }
    log(`${label}: both up after ${round((Date.now() - t0) / 1000)} s; preparing ${connections} shoppers on each`);
    const runId = crypto.randomBytes(4).toString("hex");
    // The carts' lines have stock to spare, so that no add is capped however long the run.
    const quirePrepared = await prepareStore({ port: quirePort, count: connections, cartMinStock: 1000 });
    const benchList = await benchProducts(vendurePort, 50);
    const customers = await prepareCustomers({ port: vendurePort, count: connections, products: benchList, runId });
    const dbName = (url) => (url ? new URL(url).pathname.slice(1) : null);
    const sides = {
      quire: quireSide(quire, quirePrepared, dbName(urls?.quire), admin),
      vendure: vendureSide(vendure, { products: benchList, customers }, dbName(urls?.vendure), admin),
    };
    const answers = { quire: await checkAnswers(sides.quire), vendure: await checkAnswers(sides.vendure) };
    log(`${label}: answers checked ${JSON.stringify(answers)}`);
    const result = { vendureSeedSeconds, answers, paths: {} };
    for (const name of only) {
      // A path's first load runs code neither engine has run yet (Quire's page rendering, Vendure's
      // resolvers): a longer warm-up of each before the first pair, not measured.
      for (const s of ["quire", "vendure"]) await measure(sides[s], name, firstWarmup);
      const perPair = [];
      for (let p = 1; p <= pairs; p++) {
        const order = p % 2 === 1 ? ["quire", "vendure"] : ["vendure", "quire"];
        const pair = { order };
        for (const s of order) {
          pair[s] = await measure(sides[s], name);
          const f = pair[s];
          log(
            `${label} ${name} pair ${p} ${s}: ${f.requestsPerSec} req/s, p50 ${f.p50ms} ms, p99 ${f.p99ms} ms, ` +
              `${f.cpuUsPerRequest} µs CPU/req, errors ${f.non2xx + f.bodyErrors + f.socketErrors}`,
          );
        }
        pair.requestsPerSecQuireOverVendure = round(pair.quire.requestsPerSec / Math.max(1, pair.vendure.requestsPerSec), 2);
        pair.cpuPerRequestVendureOverQuire = round(pair.vendure.cpuUsPerRequest / pair.quire.cpuUsPerRequest, 2);
        perPair.push(pair);
      }
      result.paths[name] = {
        quire: summary(perPair.map((p) => p.quire)),
        vendure: summary(perPair.map((p) => p.vendure)),
        requestsPerSecQuireOverVendure: minMax(perPair.map((p) => p.requestsPerSecQuireOverVendure)),
        cpuPerRequestVendureOverQuire: minMax(perPair.map((p) => p.cpuPerRequestVendureOverQuire)),
        pairs: perPair,
      };
      const s = result.paths[name];
      log(
        `${label} ${name}: Quire/Vendure req/s ${s.requestsPerSecQuireOverVendure.min}-${s.requestsPerSecQuireOverVendure.max}, ` +
          `Vendure/Quire CPU per request ${s.cpuPerRequestVendureOverQuire.min}-${s.cpuPerRequestVendureOverQuire.max}`,
      );
    }
    return result;
  } finally {
    await admin?.end();
    await Promise.all([stop(quire), stop(vendure)]);
  }
}

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg().map((l) => round(l, 2)) },
  command: `node scripts/bench/vendure.mjs ${argv.join(" ")}`.trim(),
  node: process.version,
  // Quire runs from the working tree: its commit, and whether server code had uncommitted changes
  git: {
    head: spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim(),
    uncommittedPackages: spawnSync("git", ["status", "--porcelain", "--", "packages"], { cwd: root, encoding: "utf8" })
      .stdout.split("\n")
      .filter(Boolean).length,
  },
  vendure: VENDURE_PACKAGES,
  connections,
  duration,
  warmup,
  pairs,
  products,
};
try {
  installVendure();
  if (!flag("skip-sqlite")) report.sqlite = await measureDatabase("sqlite", null);
  if (!flag("skip-postgres")) {
    const quireUrl = await postgresDatabase(`quire_vs_vendure_${process.pid}`, postgresUrl);
    const vendureUrl = quireUrl && (await postgresDatabase(`vendure_bench_${process.pid}`, postgresUrl));
    if (!quireUrl) log("PostgreSQL is not reachable: skipped");
    else report.postgres = await measureDatabase("postgres", { quire: quireUrl, vendure: vendureUrl });
  }
  report.loadAverageAfter = os.loadavg().map((l) => round(l, 2));
} finally {
  await cleanUp();
}
const text = JSON.stringify(report, null, 2);
if (arg("json", null)) fs.writeFileSync(arg("json", null), text);
console.log(text);

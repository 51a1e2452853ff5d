#!/usr/bin/env node
// The CPU budget of an add against the speed targets of decision 057. Loopback only, bounded.
//
//   node --import tsx scripts/bench/add-to-cart-budget.mjs [--duration 8] [--adds 3000] [--port 3450]
//        [--data-dir .tmp/bench-atc-5000] [--skip-postgres]
//
// Measured in one run, each server loaded in turn (50 connections, closed loop, after 2 s of warm-up),
// its CPU read from /proc (user + system, all its threads) and divided by the requests it answered:
//   1. the floor (scripts/bench/floor-server.mjs): a bare Fastify + better-sqlite3 upsert-and-read;
//   2. the store (packages/server/src/main.ts, SQLite, one process) answering a POST with an add's headers
//      and body to an address that is no call: every hook (request id, session, CSRF, security headers,
//      metrics, the log line) and a 404, nothing of the add;
//   3. the store answering the add itself (a new guest's first add, as scripts/bench/add-to-cart.mjs);
// and, in this process, 4. the add's SQL alone: the statements the store ran for --adds adds (16 in flight,
// through app.inject) recorded, then replayed on a fresh copy of the same data with better-sqlite3
// statements prepared once, in the same transactions: what SQLite itself costs an add.
// With PostgreSQL reachable (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test),
// 5. `pgbench -N` with the same connection count on its own database, PostgreSQL's own CPU sampled from /proc,
// and 6. the store on a PostgreSQL database of its own (seeded at start, one process), its CPU and
// PostgreSQL's per add. Both databases are dropped afterwards.
// Prints the budget each target leaves an add and what the parts above already take of it.
// The data dir must hold a seeded store: scripts/bench/add-to-cart.mjs makes .tmp/bench-atc-5000.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { ADD_PATH, addableItems, body, headersFor } from "./add-to-cart-requests.mjs";
import { closedLoop } from "./load.mjs";
import { cleanUp, cleanups, running, sleep, track } from "./child-processes.mjs";
import { cpuMsOf, postgresCpuMs } from "./process-cpu.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const flag = (name) => argv.includes(`--${name}`);
const duration = Math.min(60, Number(arg("duration", "8")));
const adds = Math.min(20_000, Number(arg("adds", "3000")));
const port = Number(arg("port", "3450"));
const seeded = path.resolve(arg("data-dir", path.join(root, ".tmp", "bench-atc-5000")));
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const connections = 50;
const NO_CALL_PATH = "/cc/api/checkout/default/no-such-call";

if (!fs.existsSync(path.join(seeded, "quire.db"))) {
  console.error(`no store in ${seeded}: run scripts/bench/add-to-cart.mjs once, or pass --data-dir`);
  process.exit(2);
}
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** A copy of the seeded data dir, its log checkpointed away, removed at the end. */
function freshCopy(name) {
  const dir = path.join(root, ".tmp", `bench-budget-${process.pid}-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(seeded, dir, { recursive: true });
  const db = new SQLite(path.join(dir, "quire.db"));
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Closed loop after a warm-up; requests answered, the status codes, the server's CPU per request and
 * the load generator's (autocannon, in this process).
 */
async function load({ pid, baseUrl, requestsFor, withPostgres = false }) {
  await closedLoop({ url: baseUrl, connections, duration: 2, requestsFor });
  const cpu0 = cpuMsOf(pid);
  const own0 = process.cpuUsage();
  const pg0 = withPostgres ? postgresCpuMs() : null;
  const result = await closedLoop({ url: baseUrl, connections, duration, requestsFor });
  const own = process.cpuUsage(own0);
  const cpuMs = cpuMsOf(pid) - cpu0;
  const answered = Object.values(result.statusCodes ?? {}).reduce((a, b) => a + b, 0);
  const figures = {
    requestsPerSec: Math.round(answered / duration),
    statusCodes: result.statusCodes,
    cpuUsPerRequest: round((cpuMs * 1000) / answered),
    generatorCpuUsPerRequest: round((own.user + own.system) / answered),
  };
  if (pg0) {
    // the store's pooled connections are the backends that were there before and after
    let pgMs = 0;
    for (const [p, ms] of postgresCpuMs()) if (pg0.has(p)) pgMs += ms - pg0.get(p);
    figures.postgresCpuUsPerRequest = round((pgMs * 1000) / answered);
  }
  return figures;
}

async function waitFor(child, url, init) {
  const started = Date.now();
  for (;;) {
    if (!running(child)) throw new Error(`${url}: the server exited with ${child.exitCode ?? child.signalCode}`);
    const ok = await fetch(url, init).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    // a PostgreSQL store seeds its 5,000 products as it starts
    if (Date.now() - started > 600_000) throw new Error(`${url} did not answer`);
    await sleep(200);
  }
}

async function stopChild(child) {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function measureFloor() {
  const dbFile = path.join(root, ".tmp", `bench-budget-floor-${process.pid}.db`);
  const child = track(
    spawn(process.execPath, [path.join(root, "scripts/bench/floor-server.mjs")], {
      env: { ...process.env, PORT: String(port + 1), FLOOR_DB: dbFile },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  const baseUrl = `http://127.0.0.1:${port + 1}`;
  await waitFor(child, `${baseUrl}/floor`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: "floor_cart=probe" },
    body: body("probe"),
  });
  const figures = await load({
    pid: child.pid,
    baseUrl,
    requestsFor: (c) =>
      Array.from({ length: 50 }, (_, k) => ({
        method: "POST",
        path: "/floor",
        headers: { "content-type": "application/json", cookie: `floor_cart=budget-${c}` },
        body: body(`item-${(c * 7 + k) % 50}`),
      })),
  });
  await stopChild(child);
  return figures;
}

async function measureStore({ databaseUrl = "", withNoCall = true } = {}) {
  const dataDir = databaseUrl ? path.join(root, ".tmp", `bench-budget-${process.pid}-pg`) : freshCopy("store");
  if (databaseUrl) cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = track(
    spawn(process.execPath, ["--import", "tsx", path.join(root, "packages/server/src/main.ts")], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        WORKERS: "1",
        QUIRE_DATA_DIR: dataDir,
        QUIRE_DEMO_PRODUCTS: "5000",
        LOG_LEVEL: "warn",
        DATABASE_URL: databaseUrl,
        REDIS_URL: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(child, `${baseUrl}/readyz`);
  const items = await addableItems(baseUrl);
  const requestsFor = (pathOf) => (c) =>
    items.map((_, k) => ({
      method: "POST",
      path: pathOf,
      headers: headersFor(baseUrl),
      body: body(items[(c * 7 + k) % items.length]),
    }));
  const noCall = withNoCall ? await load({ pid: child.pid, baseUrl, requestsFor: requestsFor(NO_CALL_PATH) }) : null;
  const add = await load({ pid: child.pid, baseUrl, requestsFor: requestsFor(ADD_PATH), withPostgres: Boolean(databaseUrl) });
  await stopChild(child);
  return { noCall, add, items };
}

/** The SQL an add runs, recorded through app.inject and replayed on a fresh copy with statements prepared once. */
async function measureSql(items) {
  const recordDir = freshCopy("record");
  const replayDir = freshCopy("replay");
  const proto = Object.getPrototypeOf(new SQLite(":memory:").prepare("select 1"));
  let recording = null;
  for (const method of ["run", "all", "get", "iterate"]) {
    const original = proto[method];
    proto[method] = function recorded(...args) {
      if (recording) recording.push({ source: this.source, method, args });
      return original.apply(this, args);
    };
  }
  const originalExec = SQLite.prototype.exec;
  SQLite.prototype.exec = function exec(source) {
    if (recording) recording.push({ source, method: "exec", args: [] });
    return originalExec.call(this, source);
  };

  const { buildApp } = await import(path.join(root, "packages/server/src/app.ts"));
  const { loadConfig } = await import(path.join(root, "packages/server/src/config/config.ts"));
  const { openDatabase } = await import(path.join(root, "packages/server/src/db/database.ts"));
  const config = { ...loadConfig({ ...process.env, QUIRE_DATA_DIR: recordDir, DATABASE_URL: "" }), logLevel: "warn" };
  const { db, kind, close } = openDatabase(config);
  const app = await buildApp({ config, db, dbKind: kind, serveWeb: false, logger: false });
  const headers = { ...headersFor("http://localhost"), host: "localhost" };
  const add = async (i) => {
    const res = await app.inject({ method: "POST", url: ADD_PATH, headers, payload: body(items[i % items.length]) });
    if (res.statusCode !== 200) throw new Error(`add: HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`);
  };
  for (let i = 0; i < 50; i++) await add(i);
  const calls = [];
  recording = calls;
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < adds) await add(next++);
    }),
  );
  // the last group's commit and the analytics written after the answers
  await sleep(500);
  recording = null;
  await app.close();
  await close();

  const replay = new SQLite(path.join(replayDir, "quire.db"));
  replay.pragma("journal_mode = WAL");
  replay.pragma("synchronous = NORMAL");
  replay.pragma("cache_size = -64000");
  const prepared = new Map();
  const statementOf = (c) => {
    let stmt = prepared.get(c.source);
    if (!stmt) {
      stmt = replay.prepare(c.source);
      prepared.set(c.source, stmt);
    }
    return stmt;
  };
  for (const c of calls) if (c.method !== "exec") statementOf(c);
  const cpu0 = process.cpuUsage();
  for (const c of calls) {
    if (c.method === "exec") replay.exec(c.source);
    else if (c.method === "iterate") for (const _row of statementOf(c).iterate(...c.args));
    else statementOf(c)[c.method](...c.args);
  }
  const cpu = process.cpuUsage(cpu0);
  replay.close();
  const kinds = new Map();
  for (const c of calls) {
    const word = c.source.trim().split(/\s+/)[0].toLowerCase();
    kinds.set(word, (kinds.get(word) ?? 0) + 1);
  }
  return {
    adds,
    statementsPerAdd: round(calls.length / adds),
    byKind: Object.fromEntries([...kinds].map(([k, n]) => [k, round(n / adds, 2)])),
    cpuUsPerAdd: round((cpu.user + cpu.system) / adds),
  };
}

/** A PostgreSQL admin connection, or null when none answers; closed at the end. */
async function postgresAdmin() {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  cleanups.push(() => admin.end());
  return admin;
}

/** A database of its own on the PostgreSQL server, dropped at the end. */
async function temporaryDatabase(admin, name) {
  await admin.query(`create database ${name}`);
  cleanups.push(() => admin.query(`drop database if exists ${name} with (force)`));
  const u = new URL(postgresUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function measurePgbench(admin) {
  const name = `budget_pgbench_${process.pid}`;
  await temporaryDatabase(admin, name);
  const u = new URL(postgresUrl);
  const conn = ["-h", u.hostname, "-p", u.port || "5432", "-U", decodeURIComponent(u.username || "postgres")];
  const init = spawnSync("pgbench", [...conn, "-i", "-q", "-s", "1", name], { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`pgbench -i: ${init.stderr.slice(-300)}`);
  // PostgreSQL's own CPU per transaction: its processes sampled once the clients are connected and again
  // before they end, counted over the transactions of that window (pgbench's progress report)
  const child = spawn(
    "pgbench",
    [...conn, "-N", "-c", String(connections), "-j", "2", "-T", String(duration + 2), "-P", "1", name],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (err += d));
  const exited = new Promise((r) => child.once("exit", r));
  await sleep(1500);
  const before = postgresCpuMs();
  const t0 = performance.now();
  await sleep(duration * 1000);
  const after = postgresCpuMs();
  const windowSec = (performance.now() - t0) / 1000;
  if ((await exited) !== 0) throw new Error(`pgbench -N: ${err.slice(-300)}`);
  let serverMs = 0;
  for (const [pid, ms] of after) if (before.has(pid)) serverMs += ms - before.get(pid);
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  return { tps: Math.round(tps), postgresCpuUsPerTransaction: round((serverMs * 1000) / (tps * windowSec)) };
}

try {
  const floor = await measureFloor();
  const store = await measureStore();
  const sql = await measureSql(store.items);
  const admin = flag("skip-postgres") ? null : await postgresAdmin();
  const pgbench = admin ? await measurePgbench(admin) : null;
  // 6. the store on PostgreSQL (one process, no Redis: a guest's add does not call it; decision 051)
  const pgStore = admin
    ? await measureStore({ databaseUrl: await temporaryDatabase(admin, `budget_store_${process.pid}`), withNoCall: false })
    : null;

  const budget1 = (2 * 1e6) / floor.requestsPerSec; // target 1: half the floor's req/s on the same core
  const taken = store.noCall.cpuUsPerRequest + sql.cpuUsPerAdd;
  const own = store.add.cpuUsPerRequest - taken;
  const lines = [
    `floor: ${floor.requestsPerSec} req/s, ${floor.cpuUsPerRequest} µs CPU a request`,
    `store, no call (every hook, 404): ${store.noCall.requestsPerSec} req/s, ${store.noCall.cpuUsPerRequest} µs CPU a request ${JSON.stringify(store.noCall.statusCodes)}`,
    `store, add: ${store.add.requestsPerSec} req/s, ${store.add.cpuUsPerRequest} µs CPU a request ${JSON.stringify(store.add.statusCodes)}`,
    `the add's SQL alone (replayed, prepared once): ${sql.cpuUsPerAdd} µs an add, ${sql.statementsPerAdd} statements ${JSON.stringify(sql.byKind)}`,
    "",
    `target 1: half the floor is ${Math.round(floor.requestsPerSec / 2)} adds/s on one core, ${round(budget1)} µs an add (wall time, one event loop)`,
    `  the request path and the SQL take ${round(taken)} µs of it (${Math.round((taken / budget1) * 100)}%); the add's own code takes ${round(own)} µs more (${round(store.add.cpuUsPerRequest)} µs in all, ${Math.round((store.add.cpuUsPerRequest / budget1) * 100)}% of the budget)`,
  ];
  const cores = (rate, us) => round((rate * us) / 1e6, 2);
  const gen = store.add.generatorCpuUsPerRequest;
  const half1 = floor.requestsPerSec / 2;
  lines.push(
    `  the whole machine at ${Math.round(half1)} adds/s, however many processes: the store ${cores(half1, store.add.cpuUsPerRequest)} cores + the load generator ${cores(half1, gen)} (${gen} µs a request) = ${cores(half1, store.add.cpuUsPerRequest + gen)} of 2`,
  );
  if (pgbench) {
    const half = pgbench.tps / 2;
    const nodeUs = store.add.cpuUsPerRequest - sql.cpuUsPerAdd; // the store's own CPU, no SQLite in it
    const pgUs = pgbench.postgresCpuUsPerTransaction;
    lines.push(
      `target 4: pgbench -N ${pgbench.tps} TPS (PostgreSQL ${pgUs} µs CPU a transaction); half is ${Math.round(half)} adds/s`,
      `  one event loop at ${round(nodeUs)} µs an add (the store's CPU without SQLite's, before any of pg's protocol) answers at most ${Math.round(1e6 / nodeUs)} adds/s;`,
      `  at ${Math.round(half)} adds/s, however many processes: the store ${cores(half, nodeUs)} cores + PostgreSQL at one pgbench transaction an add ${cores(half, pgUs)} + the load generator ${cores(half, gen)} = ${cores(half, nodeUs + pgUs + gen)} of 2`,
    );
    const a = pgStore.add;
    lines.push(
      `  the store on PostgreSQL, 1 process: ${a.requestsPerSec} adds/s (${Math.round((a.requestsPerSec / pgbench.tps) * 100)}% of pgbench), the store ${a.cpuUsPerRequest} µs + PostgreSQL ${a.postgresCpuUsPerRequest} µs + the load generator ${a.generatorCpuUsPerRequest} µs an add;`,
      `  at ${Math.round(half)} adds/s that is ${cores(half, a.cpuUsPerRequest + a.postgresCpuUsPerRequest + a.generatorCpuUsPerRequest)} cores of 2`,
    );
  }
  console.log(lines.join("\n"));
  console.log(
    JSON.stringify({
      bench: "add-to-cart-budget",
      when: new Date().toISOString(),
      floor,
      store: { noCall: store.noCall, add: store.add },
      sql,
      pgbench,
      postgresStore: pgStore && { add: pgStore.add },
    }),
  );
} finally {
  await cleanUp();
}

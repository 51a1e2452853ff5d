#!/usr/bin/env node
// Add to cart at the machine's pace (decision 051). Loopback only, bounded.
//
// The call measured is a new guest's first add: POST /cc/api/checkout/default/item with the CSRF cookie,
// header and Origin and no cart cookie, so every request creates a cart, adds a line and answers with the
// cart. Beside it, in the same run: the floor (scripts/bench/floor-server.mjs, a bare Fastify +
// better-sqlite3 upsert-and-read, one cart per connection) and, on PostgreSQL, `pgbench -N`
// (simple update) with the same connection count on its own database.
//
// For each database (SQLite file, then a fresh PostgreSQL database when reachable) and each WORKERS count:
// closed loop (--connections clients) req/s, p50, p99; then a fixed --rate req/s, p50, p99 (latency
// from when each request was due). Figures are reported, never asserted.
//
//   node scripts/bench/add-to-cart.mjs [--duration 10] [--connections 50] [--rate 2000] [--workers 1,2,4]
//        [--products 5000] [--port 3400] [--skip-postgres] [--skip-sqlite] [--skip-floor] [--skip-fixed]
//        [--base-url http://127.0.0.1:3000]   (measure a running store instead; no floor, no pgbench)
//        [--pool-size 10]   (DATABASE_POOL_SIZE of each PostgreSQL process)
//        [--baseline-root DIR]   (also measure the store of another checkout, e.g. a `git worktree` of the
//                                 commit before, WORKERS=1 on each database, in the same run: "before")
//   npm run bench -- --only-add-to-cart [same options]
// PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test); its databases are
// named quire_atc_bench_<pid> and atc_pgbench_<pid> and dropped afterwards. Redis (REDIS_URL, default
// redis://127.0.0.1:6379 when it answers) is shared by the PostgreSQL processes, prefix quire:atc:bench:<pid>:.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ADD_PATH, addableItems, body, headersFor } from "./add-to-cart-requests.mjs";
import { closedLoop, fixedRate } from "./load.mjs";
import { cleanUp, cleanups, running, sleep, stop, track } from "./child-processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const argv = process.argv.slice(2);
if (argv.includes("--help") || argv.includes("-h")) {
  const head = fs.readFileSync(fileURLToPath(import.meta.url), "utf8").split("\n");
  console.log(
    head
      .slice(
        1,
        head.findIndex((l) => l.startsWith("import")),
      )
      .map((l) => l.replace(/^\/\/ ?/, ""))
      .join("\n"),
  );
  process.exit(0);
}
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const flag = (name) => argv.includes(`--${name}`);
const duration = Math.min(120, Number(arg("duration", "10")));
const connections = Math.min(500, Number(arg("connections", "50")));
const rate = Math.min(20_000, Number(arg("rate", "2000")));
const workerCounts = arg("workers", "1,2,4").split(",").map(Number);
const products = Number(arg("products", "5000"));
const port = Number(arg("port", "3400"));
const floorPort = port + 1;
const givenBase = arg("base-url", null);
const baselineRoot = arg("baseline-root", null);
const poolSize = arg("pool-size", process.env.DATABASE_POOL_SIZE ?? "10");
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const WARMUP_SEC = 2;

async function startStore({ databaseUrl, dataDir, workers, redisUrl, storeRoot = root }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${baseUrl}/readyz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`something already answers on ${baseUrl}; choose another --port`);
  const child = track(
    spawn(process.execPath, ["--import", "tsx", path.join(storeRoot, "packages/server/src/main.ts")], {
      cwd: storeRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        WORKERS: String(workers),
        QUIRE_DATA_DIR: dataDir,
        QUIRE_DEMO_PRODUCTS: String(products),
        LOG_LEVEL: "warn",
        DATABASE_URL: databaseUrl ?? "",
        REDIS_URL: redisUrl ?? "",
        DATABASE_POOL_SIZE: poolSize,
        REDIS_PREFIX: `quire:atc:bench:${process.pid}:`,
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  const started = Date.now();
  for (;;) {
    if (!running(child)) throw new Error(`the store exited with ${child.exitCode ?? child.signalCode}`);
    // every process answers before the figures start: ask a few times in a row
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 15 * 60_000) throw new Error("the store did not become ready");
    await sleep(300);
  }
  await sleep(workers > 1 ? 1500 : 200);
  return { child, baseUrl };
}

/** A new guest's first add, closed loop then fixed rate, against the store or the floor. */
async function measure({ baseUrl, addPath, headers, items }) {
  const u = new URL(baseUrl);
  // headers: the same for every request, or per client (the floor's cart cookie)
  const headersOf = typeof headers === "function" ? headers : () => headers;
  const requestsFor = (c) =>
    items.map((_, k) => ({
      method: "POST",
      path: addPath,
      headers: headersOf(c),
      body: body(items[(c * 7 + k) % items.length]),
    }));
  await closedLoop({ url: baseUrl, connections, duration: WARMUP_SEC, requestsFor });
  const closed = await closedLoop({ url: baseUrl, connections, duration, requestsFor });
  // Past its closed-loop pace the store cannot keep the rate: its queue grows for as long as the rate is
  // offered, so a saturated store is offered the rate for 1 s only, without warm-up (the figures say so),
  // which keeps the run bounded: what is measured is how long those requests waited.
  const saturated = closed.requestsPerSec < rate;
  const fixed = flag("skip-fixed")
    ? null
    : await fixedRate({
        port: Number(u.port),
        rate,
        duration: saturated ? 1 : duration,
        warmup: saturated ? 0 : 1,
        sockets: 50,
        requestFor: (i) => ({ method: "POST", path: addPath, headers: headersOf(i % 50), body: body(items[i % items.length]) }),
      });
  return { closed, fixed: fixed && { ...fixed, saturated } };
}

async function measureStore(label, options, counts = workerCounts) {
  const rows = [];
  for (const workers of counts) {
    process.stderr.write(`${label}, WORKERS=${workers}: starting\n`);
    const { child, baseUrl } = await startStore({ ...options, workers });
    try {
      const items = await addableItems(baseUrl);
      const figures = await measure({ baseUrl, addPath: ADD_PATH, headers: headersFor(baseUrl), items });
      rows.push({ database: label, workers, ...figures });
      process.stderr.write(`${label}, WORKERS=${workers}: ${summary(figures)}\n`);
    } finally {
      await stop(child);
    }
  }
  return rows;
}

async function measureFloor() {
  const dbFile = path.join(root, ".tmp", `bench-atc-floor-${process.pid}.db`);
  const child = track(
    spawn(process.execPath, [path.join(root, "scripts/bench/floor-server.mjs")], {
      cwd: root,
      env: { ...process.env, PORT: String(floorPort), FLOOR_DB: dbFile },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  try {
    const baseUrl = `http://127.0.0.1:${floorPort}`;
    for (const started = Date.now(); ; await sleep(100)) {
      if (!running(child)) throw new Error(`floor server exited with ${child.exitCode ?? child.signalCode}`);
      const ok = await fetch(`${baseUrl}/floor`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: "floor_cart=probe" },
        body: body("1"),
      }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 30_000) throw new Error("floor server did not become ready");
    }
    // One cart per connection, as in scripts/bench.mjs: the floor has no cart to create, its upsert and
    // read-back are its whole work.
    const items = Array.from({ length: 50 }, (_, i) => String(100000 + i * 37));
    const figures = await measure({
      baseUrl,
      addPath: "/floor",
      headers: (c) => ({ "content-type": "application/json", cookie: `floor_cart=bench-${process.pid}-${c}` }),
      items,
    });
    process.stderr.write(`floor: ${summary(figures)}\n`);
    return { database: "SQLite", workers: "floor", ...figures };
  } finally {
    await stop(child);
  }
}

function portOpen(host, p) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: p }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function pgQuery(url, text) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** pgbench -N (simple update) on its own database, same connection count. */
function pgbench(url) {
  const u = new URL(url);
  const args = ["-h", u.hostname, "-p", u.port || "5432", "-U", decodeURIComponent(u.username || "postgres")];
  const db = u.pathname.slice(1);
  const init = spawnSync("pgbench", [...args, "-i", "-q", "-s", "1", db], { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`pgbench -i: ${init.stderr.slice(-300)}`);
  const threads = Math.min(connections, 2);
  const run = spawnSync(
    "pgbench",
    [...args, "-N", "-c", String(connections), "-j", String(threads), "-T", String(duration), db],
    {
      encoding: "utf8",
    },
  );
  if (run.status !== 0) throw new Error(`pgbench -N: ${run.stderr.slice(-300)}`);
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1]);
  return { tps: Math.round(tps), latencyAvgMs: latency };
}

function summary({ closed, fixed }) {
  const c = `closed ${closed.requestsPerSec} req/s p50 ${closed.p50ms} ms p99 ${closed.p99ms} ms (${closed.errors} errors)`;
  return fixed
    ? `${c}; fixed ${rate}/s${fixed.saturated ? " (saturated, 1 s)" : ""} p50 ${fixed.p50ms} ms p99 ${fixed.p99ms} ms (${fixed.errors} errors)`
    : c;
}

const report = { bench: "add-to-cart", when: new Date().toISOString(), products, connections, duration, rate, rows: [] };
try {
  if (givenBase) {
    const items = await addableItems(givenBase);
    const figures = await measure({ baseUrl: givenBase, addPath: ADD_PATH, headers: headersFor(givenBase), items });
    process.stderr.write(`${givenBase}: ${summary(figures)}\n`);
    report.rows.push({ database: givenBase, workers: "?", ...figures });
  } else {
    if (!flag("skip-floor")) report.rows.push(await measureFloor());
    if (!flag("skip-sqlite")) {
      // Each run starts from a freshly seeded store, "before" and "after" alike: carts left by earlier
      // runs would make the tables, and so the figures, depend on how often the bench has run. The
      // directory stays afterwards for add-to-cart-profile.mjs.
      const freshDir = (name) => {
        const dir = path.join(root, ".tmp", name);
        fs.rmSync(dir, { recursive: true, force: true });
        return dir;
      };
      if (baselineRoot) {
        const dataDir = freshDir(`bench-atc-before-${products}`);
        report.rows.push(...(await measureStore("SQLite, before", { dataDir, storeRoot: path.resolve(baselineRoot) }, [1])));
      }
      const dataDir = freshDir(`bench-atc-${products}`);
      report.rows.push(...(await measureStore("SQLite", { dataDir })));
    }
    if (!flag("skip-postgres")) {
      const u = new URL(postgresUrl);
      if (!(await portOpen(u.hostname, Number(u.port || 5432)))) report.postgres = "skipped: unreachable";
      else {
        const storeDb = `quire_atc_bench_${process.pid}`;
        const benchDb = `atc_pgbench_${process.pid}`;
        await pgQuery(postgresUrl, `create database ${storeDb}`);
        cleanups.push(() => pgQuery(postgresUrl, `drop database if exists ${storeDb} with (force)`));
        await pgQuery(postgresUrl, `create database ${benchDb}`);
        cleanups.push(() => pgQuery(postgresUrl, `drop database if exists ${benchDb} with (force)`));
        const redisUrl = process.env.REDIS_URL ?? ((await portOpen("127.0.0.1", 6379)) ? "redis://127.0.0.1:6379" : null);
        process.stderr.write(`pgbench -N, ${connections} connections, ${duration}s\n`);
        const bench = pgbench(withDatabase(postgresUrl, benchDb));
        process.stderr.write(`pgbench -N: ${bench.tps} tps\n`);
        report.rows.push({ database: "PostgreSQL", workers: "pgbench -N", pgbench: bench });
        const pgLabel = `PostgreSQL${redisUrl ? " + Redis" : ""}`;
        if (baselineRoot) {
          // the commit before, on a database of its own (same seed), dropped afterwards
          const beforeDb = `quire_atc_before_${process.pid}`;
          await pgQuery(postgresUrl, `create database ${beforeDb}`);
          cleanups.push(() => pgQuery(postgresUrl, `drop database if exists ${beforeDb} with (force)`));
          report.rows.push(
            ...(await measureStore(
              `${pgLabel}, before`,
              {
                databaseUrl: withDatabase(postgresUrl, beforeDb),
                dataDir: path.join(root, ".tmp", `bench-atc-pg-before-${process.pid}`),
                redisUrl,
                storeRoot: path.resolve(baselineRoot),
              },
              [1],
            )),
          );
        }
        report.rows.push(
          ...(await measureStore(pgLabel, {
            databaseUrl: withDatabase(postgresUrl, storeDb),
            dataDir: path.join(root, ".tmp", `bench-atc-pg-${process.pid}`),
            redisUrl,
          })),
        );
        cleanups.push(async () =>
          fs.rmSync(path.join(root, ".tmp", `bench-atc-pg-${process.pid}`), { recursive: true, force: true }),
        );
      }
    }
  }
} finally {
  await cleanUp();
}

const cell = (v) => (v === null || v === undefined ? "–" : String(v));
const lines = [
  "",
  `Add to cart, a new guest's first add (cart created, line added, cart read back); ${products} products; closed loop ${connections} connections, fixed ${rate} req/s, ${duration}s each`,
  "",
  "| database | processes | closed req/s | closed p50 ms | closed p99 ms | fixed p50 ms | fixed p99 ms | errors |",
  "|---|---|---|---|---|---|---|---|",
];
for (const r of report.rows) {
  if (r.pgbench) {
    lines.push(`| ${r.database} | ${r.workers} | ${r.pgbench.tps} tps | – | – | – | – | – |`);
    continue;
  }
  const errors = r.closed.errors + (r.fixed?.errors ?? 0);
  lines.push(
    `| ${r.database} | ${r.workers} | ${r.closed.requestsPerSec} | ${r.closed.p50ms} | ${r.closed.p99ms} | ${cell(r.fixed?.p50ms)} | ${cell(r.fixed?.p99ms)}${r.fixed?.saturated ? " (saturated)" : ""} | ${errors} |`,
  );
}
if (report.postgres) lines.push(`PostgreSQL ${report.postgres}`);
console.log(lines.join("\n"));
console.log(JSON.stringify(report));

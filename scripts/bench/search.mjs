#!/usr/bin/env node
// Search latency for distinct queries (decision 052), over loopback HTTP.
// For each size and database: a store seeded with that many products (SQLite: a file under
// .tmp/bench-search-sqlite-<size>, seeded on first use and then reused; PostgreSQL: a database
// bench_search_<size>, made fresh and dropped afterwards unless --keep-postgres), the API server
// (scripts/bench/api-server.mjs) on it, then autocannon against GET /api/search where every request
// carries a different query (words, bigrams from product names, item numbers and misspellings,
// sampled from the catalogue itself), so no answer comes from the search cache. A warm-up with
// other queries runs first. Prints p50/p99/requests/s per size and database, and one JSON line.
// Figures are reported, never asserted.
// Run: npm run bench -- --only-search   or   node scripts/bench/search.mjs [options]
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const USAGE = `Usage: node scripts/bench/search.mjs [options]
  --sizes 100000,1000000   catalogue sizes (default 100000)
  --databases sqlite,postgres   (default both; PostgreSQL is skipped when unreachable)
  --queries 4000           distinct queries measured per run (each sent once; default 4000)
  --warmup 300             other distinct queries sent first (default 300)
  --connections 1          autocannon connections (default 1: each request's own latency, no queueing)
  --timeout 120            stop a measured run after this many seconds (default 120)
  --port 3500              the API server's port (loopback)
  --postgres-url URL       default BENCH_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/test
  --keep-postgres          keep bench_search_<size> for the next run (drop it yourself:
                           psql postgres://postgres@127.0.0.1:5432/test -c 'drop database bench_search_<size>')
  --data-dir DIR           SQLite: use this data directory (one size only), e.g. a copy made by an older checkout
  --server-root DIR        run the API server of another checkout (e.g. the code before decision 052)
  --slowest 15             print this many slowest queries of the measured run with their latency (default 15; 0: none)
  --help`;

const argv = process.argv.slice(2);
if (argv.includes("--help")) {
  console.log(USAGE);
  process.exit(0);
}
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sizes = arg("sizes", "100000").split(",").map(Number);
const databases = arg("databases", "sqlite,postgres").split(",");
const queryCount = Number(arg("queries", "4000"));
const warmupCount = Number(arg("warmup", "300"));
const connections = Number(arg("connections", "1"));
const timeoutS = Number(arg("timeout", "120"));
const port = Number(arg("port", "3500"));
const postgresUrl = arg("postgres-url", process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const keepPostgres = argv.includes("--keep-postgres");
const givenDataDir = arg("data-dir", null);
const serverRoot = path.resolve(arg("server-root", root));
const slowestCount = Number(arg("slowest", "15"));
const base = `http://127.0.0.1:${port}`;

if (sizes.some((s) => !Number.isInteger(s) || s < 1 || s > 1_000_000)) throw new Error("--sizes: integers from 1 to 1,000,000");
if (queryCount < 1 || queryCount > 100_000) throw new Error("--queries: 1 to 100,000");

// --- queries from the catalogue ---------------------------------------------------------------

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Distinct queries as shoppers type them: 45% words, 30% two adjacent words, 10% item numbers, 15% misspellings. */
function buildQueries(rows, count) {
  const random = rng(20261127);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const words = [];
  const bigrams = [];
  const items = [];
  for (const r of rows) {
    const w = r.name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((x) => x.length >= 3 && /^[a-z]/.test(x));
    words.push(...w);
    for (let i = 0; i + 1 < w.length; i++) bigrams.push(`${w[i]} ${w[i + 1]}`);
    items.push(r.item_id);
  }
  const misspell = () => {
    const w = pick(words);
    if (w.length < 5) return null;
    const at = 1 + Math.floor(random() * (w.length - 2));
    return w.slice(0, at) + w.slice(at + 1);
  };
  const out = new Set();
  let tries = 0;
  while (out.size < count && tries++ < count * 50) {
    const x = random();
    const q = x < 0.45 ? pick(words) : x < 0.75 ? pick(bigrams) : x < 0.85 ? pick(items) : misspell();
    if (q) out.add(q);
  }
  const list = [...out];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

async function sampleProducts(db) {
  // ~3,000 products spread over the catalogue, the way a shopper's words are
  if (db.kind === "sqlite") {
    const { default: SQLite } = await import("better-sqlite3");
    const file = new SQLite(path.join(db.dataDir, "quire.db"), { readonly: true });
    const max = file.prepare("select max(id) as m from products").get().m;
    const step = Math.max(1, Math.floor(max / 3000));
    const rows = file.prepare("select item_id, name from products where id % ? = 0 and status <> 'UNPUBLISHED'").all(step);
    file.close();
    return rows;
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const max = (await client.query("select max(id) as m from products")).rows[0].m;
  const step = Math.max(1, Math.floor(max / 3000));
  const rows = (await client.query("select item_id, name from products where id % $1 = 0 and status <> 'UNPUBLISHED'", [step]))
    .rows;
  await client.end();
  return rows;
}

// --- stores ------------------------------------------------------------------------------------

function psql(url, command) {
  const { default: pgUrl } = { default: new URL(url) };
  const result = spawnSync("psql", [pgUrl.toString(), "-qtAc", command], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim();
}

function postgresReachable() {
  return spawnSync("psql", [postgresUrl, "-qtAc", "select 1"], { encoding: "utf8" }).status === 0;
}

function databaseUrl(name) {
  const u = new URL(postgresUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

function serverEnv(db) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    QUIRE_DATA_DIR: db.dataDir ?? path.join(root, ".tmp", "bench-search-unused"),
    DATABASE_URL: db.url ?? "",
    QUIRE_DEMO_PRODUCTS: String(db.size),
    LOG_LEVEL: "warn",
  };
}

/** Seeds the store unless it already holds demo data; answers the seconds it took (0 when reused). */
function seedStore(db) {
  if (db.kind === "sqlite" && fs.existsSync(path.join(db.dataDir, "seeded"))) return 0;
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(serverRoot, "packages/server/src/db/seed-cli.ts"), "--products", String(db.size)],
    { cwd: serverRoot, env: serverEnv(db), stdio: ["ignore", "ignore", "inherit"] },
  );
  if (result.status !== 0) throw new Error(`seeding ${db.kind} ${db.size} failed (${result.status})`);
  if (db.kind === "sqlite") fs.writeFileSync(path.join(db.dataDir, "seeded"), new Date().toISOString());
  return (Date.now() - started) / 1000;
}

async function waitForServer(child) {
  const until = Date.now() + 600_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("the server did not start within 10 minutes");
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** PostgreSQL's CPU seconds so far: every process of the local server (its backends do the searching). */
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").startsWith("postgres")) continue;
    } catch {
      continue;
    }
    total += cpuSeconds(entry) ?? 0;
  }
  return total;
}

/** Runs the paths once each; `timings` (when given) gets each query's latency: [path, ms]. */
async function run(paths, timings = null) {
  let next = 0;
  // requests in flight, oldest first: a connection answers in the order it sent
  const inFlight = [];
  const instance = autocannon({
    url: base,
    connections,
    amount: paths.length,
    duration: timeoutS,
    requests: [
      {
        method: "GET",
        setupRequest: (req) => {
          const p = paths[next++ % paths.length];
          inFlight.push(p);
          return { ...req, path: p };
        },
      },
    ],
  });
  instance.on("response", (_client, _status, _bytes, ms) => {
    const p = inFlight.shift();
    if (timings && p !== undefined) timings.push([p, ms]);
  });
  const result = await instance;
  return {
    requests: result.requests.total,
    requestsPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p90ms: result.latency.p90,
    p99ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

// --- main --------------------------------------------------------------------------------------

const figures = [];
for (const size of sizes) {
  for (const kind of databases) {
    if (kind === "postgres" && !postgresReachable()) {
      console.log(`PostgreSQL at ${postgresUrl} is unreachable: skipped`);
      continue;
    }
    const name = `bench_search_${size}`;
    const db =
      kind === "sqlite"
        ? {
            kind,
            size,
            dataDir: givenDataDir ? path.resolve(givenDataDir) : path.join(root, ".tmp", `bench-search-sqlite-${size}`),
          }
        : { kind, size, url: databaseUrl(name) };
    if (kind === "sqlite") fs.mkdirSync(db.dataDir, { recursive: true });
    if (
      kind === "postgres" &&
      !(keepPostgres && psql(postgresUrl, `select 1 from pg_database where datname = '${name}'`) === "1")
    ) {
      psql(postgresUrl, `drop database if exists ${name}`);
      psql(postgresUrl, `create database ${name}`);
    }
    let server = null;
    try {
      const reusedPostgres =
        kind === "postgres" &&
        psql(db.url, "select count(*) from information_schema.tables where table_name = 'products'") === "1" &&
        Number(psql(db.url, "select count(*) from app_meta")) > 0;
      const seedSeconds = givenDataDir || reusedPostgres ? 0 : seedStore(db);
      if (seedSeconds > 0) console.log(`${kind} ${size.toLocaleString("en-US")} products seeded in ${seedSeconds.toFixed(0)} s`);
      server = spawn(process.execPath, ["--import", "tsx", path.join(serverRoot, "scripts/bench/api-server.mjs")], {
        cwd: serverRoot,
        env: serverEnv(db),
        stdio: ["ignore", "ignore", "inherit"],
      });
      await waitForServer(server);
      const queries = buildQueries(await sampleProducts(db), queryCount + warmupCount);
      const toPath = (q) => `/api/search?query=${encodeURIComponent(q)}`;
      await run(queries.slice(queryCount).map(toPath));
      // CPU time per request holds on a shared machine where latency does not: the server's, and
      // PostgreSQL's (all its processes; nothing else should be using it during the run)
      const cpu0 = { server: cpuSeconds(server.pid), postgres: kind === "postgres" ? postgresCpuSeconds() : 0 };
      // per-query latency is only attributable with one connection (answers come back in order)
      const timings = connections === 1 && slowestCount > 0 ? [] : null;
      const measured = await run(queries.slice(0, queryCount).map(toPath), timings);
      const perRequestMs = (a, b) =>
        a === null || b === null ? null : Number((((b - a) * 1000) / measured.requests).toFixed(2));
      const f = {
        size,
        database: kind,
        seedSeconds,
        queries: Math.min(queryCount, queries.length),
        ...measured,
        serverCpuMsPerRequest: perRequestMs(cpu0.server, cpuSeconds(server.pid)),
        postgresCpuMsPerRequest: kind === "postgres" ? perRequestMs(cpu0.postgres, postgresCpuSeconds()) : null,
      };
      figures.push(f);
      console.log(
        `${kind} ${size.toLocaleString("en-US")} products, ${f.queries} distinct queries: p50 ${f.p50ms} ms, p90 ${f.p90ms} ms, p99 ${f.p99ms} ms, max ${f.maxMs} ms, ${f.requestsPerSec} req/s, ${f.errors} errors; CPU per request: server ${f.serverCpuMsPerRequest} ms${kind === "postgres" ? `, PostgreSQL ${f.postgresCpuMsPerRequest} ms` : ""}`,
      );
      if (timings) {
        console.log(`slowest ${slowestCount}:`);
        for (const [p, ms] of timings.sort((a, b) => b[1] - a[1]).slice(0, slowestCount)) {
          console.log(`  ${String(Math.round(ms)).padStart(5)} ms  ${decodeURIComponent(p.replace("/api/search?query=", ""))}`);
        }
      }
    } finally {
      if (server && server.exitCode === null) {
        server.kill("SIGTERM");
        await new Promise((r) => server.once("exit", r));
      }
      if (kind === "postgres" && !keepPostgres) psql(postgresUrl, `drop database if exists ${name}`);
    }
  }
}
console.log(JSON.stringify({ bench: "search", connections, serverRoot: path.relative(root, serverRoot) || ".", figures }));

#!/usr/bin/env node
// A database that goes away under load (decision 054). A private PostgreSQL (initdb into a
// temporary directory as the postgres OS user, on a port of its own: the shared one is never
// touched) serves Quire while clients read carts, search and add to carts; part-way the PostgreSQL is
// stopped (pg_ctl stop -m fast: every connection cut) and started again a few seconds later.
// Reports the answers by status before, during and after the outage and checks that:
//   - nothing answered 500 (only 2xx/4xx, and 503 DATABASE_UNAVAILABLE with Retry-After);
//   - /readyz said 503 during the outage and 200 after it;
//   - a page asked during the outage was a 503 page in words;
//   - requests succeed again after the restart, by themselves (no process restarted);
//   - a cart written before the outage is intact after it;
//   - nothing is half-written: no new cart without its lines.
// Loopback only; bounded by --load-seconds. Run as root (it uses su postgres) or as postgres.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = parseArgs({
  options: {
    port: { type: "string", default: "3770" },
    "pg-port": { type: "string", default: "3771" },
    "pg-bin": { type: "string", default: "/usr/lib/postgresql/15/bin" },
    "load-seconds": { type: "string", default: "20" },
    "outage-at": { type: "string", default: "6" },
    "outage-seconds": { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    workers: { type: "string", default: "1" },
    products: { type: "string", default: "300" },
    keep: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (args.help) {
  process.stdout.write(`node scripts/bench/db-outage.mjs [options]
  --port N            Quire's port on 127.0.0.1 (default 3770)
  --pg-port N         the private PostgreSQL's port (default 3771)
  --pg-bin DIR        PostgreSQL's binaries (default /usr/lib/postgresql/15/bin)
  --load-seconds N    length of the load (default 20)
  --outage-at N       seconds into the load when PostgreSQL stops (default 6)
  --outage-seconds N  how long it stays stopped (default 5)
  --connections N     concurrent clients (default 10)
  --workers N         WORKERS for the server (default 1)
  --products N        demo catalogue size (default 300)
  --keep              keep the temporary PostgreSQL directory
Prints a JSON report; exit code 0 when every check passes.
`);
  process.exit(0);
}
const PORT = Number(args.port);
const PG_PORT = Number(args["pg-port"]);
const LOAD_MS = Number(args["load-seconds"]) * 1000;
const OUTAGE_AT_MS = Number(args["outage-at"]) * 1000;
const OUTAGE_MS = Number(args["outage-seconds"]) * 1000;
const CSRF = "outage-csrf-token-0123456789";
const log = (line) => process.stderr.write(`db-outage: ${line}\n`);

// ---- a private PostgreSQL
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-ops-outage-pg-"));
const pgData = path.join(dir, "data");
const asPostgres = (bin, argv) => {
  const command = [path.join(args["pg-bin"], bin), ...argv].map((a) => `'${a}'`).join(" ");
  return process.getuid?.() === 0
    ? execFileSync("su", ["postgres", "-c", command], { stdio: "pipe" }).toString()
    : execFileSync(path.join(args["pg-bin"], bin), argv, { stdio: "pipe" }).toString();
};
if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
asPostgres("initdb", ["-D", pgData, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
const pgCtl = (action) =>
  asPostgres("pg_ctl", [
    "-D",
    pgData,
    "-l",
    path.join(dir, "pg.log"),
    "-w",
    "-o",
    `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ...(action === "stop" ? ["-m", "fast"] : []),
    action,
  ]);
pgCtl("start");
log(`private PostgreSQL on 127.0.0.1:${PG_PORT} (${pgData})`);
const { default: pg } = await import("pg");
{
  const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres` });
  await c.connect();
  await c.query("create database quire_ops_outage");
  await c.end();
}
const databaseUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/quire_ops_outage`;

// ---- Quire over it
const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "packages/server/src/main.ts")], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    QUIRE_DATA_DIR: dir,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    WORKERS: args.workers,
    QUIRE_DEMO_PRODUCTS: args.products,
    QUIRE_SEED: "7",
    REDIS_URL: "",
  },
  stdio: ["ignore", "ignore", "pipe"],
});
let serverOutput = "";
server.stderr.on("data", (c) => (serverOutput += c));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(args.connections) + 4 });
function request(method, urlPath, { headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const h = { host: `localhost:${PORT}`, ...headers };
    if (body !== undefined) h["content-length"] = Buffer.byteLength(body);
    const req = http.request({ agent, host: "127.0.0.1", port: PORT, method, path: urlPath, headers: h }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }));
      res.on("error", () => resolve({ status: "socket error", headers: {}, text: "" }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error("timeout")));
    req.on("error", (e) => resolve({ status: e.message === "timeout" ? "timeout" : "socket error", headers: {}, text: "" }));
    req.end(body);
  });
}
const cookieOf = (res, name) =>
  (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).find((c) => c.startsWith(`${name}=`)) ?? null;
const addTo = (cookie, itemId, qty = 1) =>
  request("POST", "/cc/api/checkout/default/item", {
    headers: {
      "content-type": "application/json",
      cookie: [`quire_csrf=${CSRF}`, cookie].filter(Boolean).join("; "),
      "x-csrf-token": CSRF,
    },
    body: JSON.stringify({ items: [{ itemId, qty }] }),
  });
const readCart = (cookie) => request("GET", "/cc/api/checkout", { headers: { cookie } });
const linesOf = (res) => {
  try {
    return JSON.parse(res.text)
      .data.cartInfo.items.map((i) => `${i.itemId}x${i.qty}`)
      .sort();
  } catch {
    return null;
  }
};
const emptyCarts = async () => {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query(
    "select count(*)::int as n from carts c where not exists (select 1 from cart_items i where i.cart_id = c.id)",
  );
  await c.end();
  return rows[0].n;
};

let failed = false;
const checks = [];
const check = (name, ok, detail) => {
  checks.push({ name, ok, ...(detail === undefined ? {} : { detail }) });
  if (!ok) failed = true;
};

try {
  const readyBy = Date.now() + 180_000;
  while (!(await request("GET", "/readyz")).status.toString().startsWith("2")) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${serverOutput}`);
    if (Date.now() > readyBy) throw new Error(`the server was not ready in 180 s:\n${serverOutput}`);
    await sleep(300);
  }
  log("Quire ready");

  // items to add, and a cart written before the outage
  const search = JSON.parse((await request("GET", "/api/search?query=paper&size=96")).text);
  const items = search.items.filter((i) => i.stockStatus === "IN_STOCK" && i.quantityLimit === null).map((i) => String(i.itemId));
  if (items.length < 3) throw new Error("not enough items in stock");
  const first = await addTo(null, items[0], 2);
  const keptCookie = cookieOf(first, "quire_cart");
  await addTo(keptCookie, items[1], 1);
  const keptLines = linesOf(await readCart(keptCookie));
  const emptyBefore = await emptyCarts();

  // ---- the load, with the outage part-way
  const phases = { before: {}, during: {}, after: {} };
  let phase = "before";
  const bad = [];
  const t0 = Date.now();
  let n = 0;
  const count = (kind, res) => {
    const key = `${kind} ${res.status}`;
    phases[phase][key] = (phases[phase][key] ?? 0) + 1;
    if (res.status === 500 || (typeof res.status === "number" && res.status >= 500 && res.status !== 503))
      bad.push({ kind, status: res.status, body: res.text.slice(0, 200) });
    if (res.status === 503 && kind !== "page") {
      let code = null;
      try {
        code = JSON.parse(res.text).code;
      } catch {
        // counted below
      }
      if (code !== "DATABASE_UNAVAILABLE" || !res.headers["retry-after"])
        bad.push({ kind, status: 503, code, retryAfter: res.headers["retry-after"] ?? null });
    }
  };
  const clientLoop = async (id) => {
    while (Date.now() - t0 < LOAD_MS) {
      const k = (n += 1);
      const pick = k % 4;
      if (pick === 0) count("read cart", await readCart(keptCookie));
      else if (pick === 1)
        count("search", await request("GET", `/api/search?query=${["paper", "pen", "toner", "binder"][k % 4]}${k}`));
      else count("add (new guest)", await addTo(null, items[k % items.length]));
      if (id === 0 && phase === "during" && k % 8 === 0)
        count("page", await request("GET", "/", { headers: { accept: "text/html" } }));
    }
  };
  let readyDuring = null;
  let pageDuring = null;
  let recoveredAfterMs = null;
  const outage = (async () => {
    await sleep(OUTAGE_AT_MS);
    phase = "during";
    const stoppedAt = Date.now();
    pgCtl("stop");
    log(`PostgreSQL stopped at ${((stoppedAt - t0) / 1000).toFixed(1)} s`);
    await sleep(Math.min(1500, OUTAGE_MS / 2));
    readyDuring = (await request("GET", "/readyz")).status;
    const page = await request("GET", "/", { headers: { accept: "text/html" } });
    pageDuring = { status: page.status, words: /right back/.test(page.text), reference: /reference [0-9A-Z]{8}/.test(page.text) };
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)));
    pgCtl("start");
    const startedAt = Date.now();
    phase = "after";
    log(`PostgreSQL started again at ${((startedAt - t0) / 1000).toFixed(1)} s`);
    while (Date.now() - startedAt < 30_000) {
      const res = await request("GET", `/api/search?query=stapler${Date.now()}`);
      if (res.status === 200) {
        recoveredAfterMs = Date.now() - startedAt;
        break;
      }
      await sleep(100);
    }
  })();
  await Promise.all([outage, ...Array.from({ length: Number(args.connections) }, (_, i) => clientLoop(i))]);

  const readyAfter = (await request("GET", "/readyz")).status;
  const linesAfter = linesOf(await readCart(keptCookie));
  const emptyAfter = await emptyCarts();
  const okAfter = Object.entries(phases.after)
    .filter(([k]) => / 2\d\d$/.test(k))
    .reduce((a, [, v]) => a + v, 0);

  check(
    "nothing answered 500 (or another 5xx than 503 DATABASE_UNAVAILABLE with Retry-After)",
    bad.length === 0,
    bad.slice(0, 5),
  );
  check("/readyz said 503 during the outage", readyDuring === 503, { readyDuring });
  check(
    "a page during the outage is a 503 page in words with its reference",
    pageDuring?.status === 503 && pageDuring.words && pageDuring.reference,
    pageDuring,
  );
  check("requests succeed again after the restart, by themselves", recoveredAfterMs !== null && okAfter > 0, {
    recoveredAfterMs,
    okAfter,
  });
  check("/readyz says 200 after the outage", readyAfter === 200, { readyAfter });
  check("the cart written before the outage is intact", JSON.stringify(keptLines) === JSON.stringify(linesAfter), {
    keptLines,
    linesAfter,
  });
  check("nothing half-written: no new cart without its lines", emptyAfter === emptyBefore, { emptyBefore, emptyAfter });
  process.stdout.write(
    `${JSON.stringify(
      {
        loadSeconds: LOAD_MS / 1000,
        outage: { atSeconds: OUTAGE_AT_MS / 1000, seconds: OUTAGE_MS / 1000 },
        connections: Number(args.connections),
        workers: Number(args.workers),
        answersByPhase: phases,
        recoveredAfterMs,
        serverExit: server.exitCode,
        checks,
        passed: !failed,
      },
      null,
      2,
    )}\n`,
  );
} catch (error) {
  failed = true;
  log(`failed: ${error.stack ?? error}`);
} finally {
  if (failed) log(`the server's last words:\n${serverOutput.slice(-3000)}`);
  agent.destroy();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, sleep(15_000)]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  try {
    pgCtl("stop");
  } catch {
    // already stopped
  }
  if (!args.keep) fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

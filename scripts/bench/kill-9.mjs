#!/usr/bin/env node
// kill -9 durability (decision 054): a stream of order placements, the server killed with
// SIGKILL part-way, restarted on the same database, then checked from the database itself:
//   - every order answered 201 is there, PLACED, with its three lines, its total and its payment;
//   - no order is half there: every order of the run has its three lines, no line lacks its order,
//     the cart of a shopper with an order is empty and the cart of one without still has its lines;
//   - stock: each item's units went down by exactly the units of the run's order lines;
//   - the orders whose answer was lost are sent again with the same Idempotency-Key after the
//     restart: each is placed once (a replay answers the order already committed), never twice.
// SQLite by default (a temporary data directory), --postgres for a temporary PostgreSQL database.
// Loopback only; bounded: --orders (1,000), a deadline per phase. Exit code 0 when every check passes.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { orderRequest, orderableItems, prepareShoppers, send } from "./checkout.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = parseArgs({
  options: {
    orders: { type: "string", default: "1000" },
    "kill-after": { type: "string" },
    connections: { type: "string", default: "20" },
    products: { type: "string", default: "300" },
    port: { type: "string", default: "3760" },
    postgres: { type: "boolean", default: false },
    "database-url": { type: "string", default: process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test" },
    keep: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (args.help) {
  process.stdout.write(`node scripts/bench/kill-9.mjs [options]
  --orders N         order placements in the stream (default 1000)
  --kill-after N     SIGKILL the server once N orders were answered as placed (default 40% of --orders)
  --connections N    concurrent clients placing orders (default 20)
  --products N       demo catalogue size (default 300)
  --port N           the server's port on 127.0.0.1 (default 3760)
  --postgres         a temporary database on PostgreSQL (--database-url, default $DATABASE_URL or
                     postgres://postgres@127.0.0.1:5432/test, used to create and drop quire_ops_kill9_*)
  --keep             keep the data directory / database afterwards
Prints a JSON report; exit code 0 when every check passes.
`);
  process.exit(0);
}
const ORDERS = Number(args.orders);
const KILL_AFTER = Number(args["kill-after"] ?? Math.round(ORDERS * 0.4));
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const CSRF_TOKEN = "kill9-csrf-token-0123456789";
const log = (line) => process.stderr.write(`kill-9: ${line}\n`);
const t0 = performance.now();
const seconds = () => Math.round((performance.now() - t0) / 100) / 10;

// ---- the database the run uses, and direct access to it for the checks
const runId = crypto.randomBytes(4).toString("hex");
let serverEnv;
let query; // (sql, params) => rows
let closeDb = async () => {};
let cleanup = async () => {};
if (args.postgres) {
  const { default: pg } = await import("pg");
  const admin = new URL(args["database-url"]);
  const name = `quire_ops_kill9_${runId}`;
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  await adminClient.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  serverEnv = { DATABASE_URL: url.toString(), QUIRE_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "quire-kill9-")) };
  let pool = null;
  query = async (text, params = []) => {
    pool ??= new pg.Pool({ connectionString: url.toString(), max: 2 });
    let i = 0;
    return (
      await pool.query(
        text.replace(/\?/g, () => `$${++i}`),
        params,
      )
    ).rows;
  };
  closeDb = async () => {
    const open = pool;
    pool = null;
    await open?.end();
  };
  cleanup = async () => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
    fs.rmSync(serverEnv.QUIRE_DATA_DIR, { recursive: true, force: true });
  };
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-kill9-"));
  serverEnv = { QUIRE_DATA_DIR: dataDir };
  let sqlite = null;
  query = async (text, params = []) => {
    if (!sqlite) {
      const { default: Database } = await import("better-sqlite3");
      sqlite = new Database(path.join(dataDir, "quire.db"));
      sqlite.pragma("busy_timeout = 10000");
    }
    const statement = sqlite.prepare(text);
    return statement.reader ? statement.all(...params) : (statement.run(...params), []);
  };
  closeDb = async () => {
    sqlite?.close();
    sqlite = null;
  };
  cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
}

// ---- the server, as production starts it (main.ts; api-server.mjs when the web build is missing)
function startServer() {
  const webBuilt = fs.existsSync(path.join(root, "packages/web/build/server/index.js"));
  const entry = webBuilt ? "packages/server/src/main.ts" : "scripts/bench/api-server.mjs";
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, entry)], {
    cwd: root,
    env: {
      ...process.env,
      ...serverEnv,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      WORKERS: "1",
      QUIRE_DEMO_PRODUCTS: args.products,
      QUIRE_SEED: "7",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (c) => (output += c));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 180_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`the server exited (${child.exitCode}):\n${output}`));
      const ready = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return resolve(child);
      if (Date.now() > deadline) return reject(new Error(`the server was not ready in 180 s:\n${output}`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

const pid = (child) => child.pid;
let server = null;
const stopServer = async () => {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
};
let failed = false;
const checks = [];
const check = (name, ok, detail) => {
  checks.push({ name, ok, ...(detail === undefined ? {} : { detail }) });
  if (!ok) failed = true;
};

try {
  server = await startServer();
  log(`server ${pid(server)} ready on ${args.postgres ? "PostgreSQL" : "SQLite"} (${seconds()} s)`);
  const baseUrl = `http://localhost:${PORT}`;
  const items = await orderableItems(baseUrl, 300);
  // plenty of stock, so no order is refused for want of it (the check compares units, not zeros)
  const placeholders = items.map(() => "?").join(", ");
  await query(
    `update inventory set online_qty = 1000000 where product_id in (select id from products where item_id in (${placeholders}))`,
    items,
  );
  await closeDb();

  log(`preparing ${ORDERS} shoppers (register, three lines, delivery, address, card)...`);
  const prepared = await prepareShoppers({ port: PORT, count: ORDERS, items, runId, concurrency: 20, csrfToken: CSRF_TOKEN });
  const shoppers = prepared.shoppers;
  if (shoppers.length < ORDERS) log(`only ${shoppers.length} of ${ORDERS} shoppers ready: ${JSON.stringify(prepared.failures)}`);
  log(`${shoppers.length} shoppers ready in ${prepared.seconds} s`);

  const stockRows = await query(
    `select p.id as product_id, p.item_id, i.online_qty from products p join inventory i on i.product_id = p.id where p.item_id in (${placeholders})`,
    items,
  );
  const stockBefore = new Map(stockRows.map((r) => [Number(r.product_id), Number(r.online_qty)]));
  await closeDb();

  // ---- the stream, killed part-way
  const answers = new Map(); // shopper index -> { status, orderNumber } | { lost: true }
  let placed = 0;
  let killedAt = null;
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const streamDeadline = Date.now() + 120_000;
  const client = async () => {
    while (next < shoppers.length && Date.now() < streamDeadline) {
      const shopper = shoppers[next++];
      try {
        const res = await send(agent, PORT, orderRequest(shopper, PORT));
        let orderNumber = null;
        try {
          orderNumber = JSON.parse(res.text).data?.order?.orderNumber ?? null;
        } catch {
          // not JSON: kept as a status only
        }
        answers.set(shopper.index, { status: res.status, orderNumber });
        if (res.status === 201 && ++placed === KILL_AFTER && killedAt === null) {
          killedAt = { answeredPlaced: placed, sent: next, seconds: seconds() };
          server.kill("SIGKILL");
          log(`SIGKILL to ${pid(server)} after ${placed} orders answered as placed (${next} sent)`);
        }
      } catch (error) {
        answers.set(shopper.index, { lost: true, error: error.code ?? error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  agent.destroy();
  const byOutcome = {};
  for (const a of answers.values()) {
    const key = a.lost ? "no answer" : String(a.status);
    byOutcome[key] = (byOutcome[key] ?? 0) + 1;
  }
  log(`stream done: ${JSON.stringify(byOutcome)}`);
  check("the server was killed part-way through the stream", killedAt !== null, killedAt);

  if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  await new Promise((resolve) =>
    server.exitCode !== null || server.signalCode !== null ? resolve() : server.once("exit", resolve),
  );
  const restartAt = performance.now();
  server = await startServer();
  const restartSeconds = Math.round((performance.now() - restartAt) / 100) / 10;
  log(`restarted as ${pid(server)} in ${restartSeconds} s`);

  // ---- the checks, from the database
  const orderRows = async () =>
    query(
      `select o.id, o.order_number, o.status, o.total_cents, o.payments, o.authorisation_id, u.email,
              (select count(*) from order_lines l where l.order_id = o.id) as line_count
       from orders o join users u on u.id = o.user_id where u.email like ?`,
      [`bench-${runId}-%`],
    );
  const indexOfEmail = (email) => Number(/-(\d+)@/.exec(email)[1]);
  const shopperByIndex = new Map(shoppers.map((s) => [s.index, s]));
  let orders = await orderRows();
  const answeredPlaced = [...answers].filter(([, a]) => a.status === 201);
  const byNumber = new Map(orders.map((o) => [o.order_number, o]));
  const missing = answeredPlaced.filter(([, a]) => !byNumber.has(a.orderNumber));
  check("every order answered as placed is in the database", missing.length === 0, {
    answeredPlaced: answeredPlaced.length,
    missing: missing.slice(0, 5).map(([i, a]) => ({ shopper: i, orderNumber: a.orderNumber })),
  });
  const wrong = answeredPlaced
    .map(([i, a]) => [i, byNumber.get(a.orderNumber)])
    .filter(([i, o]) => o && (indexOfEmail(o.email) !== i || Number(o.total_cents) !== shopperByIndex.get(i).total));
  check("each answered order belongs to its shopper, with the total the shopper reviewed", wrong.length === 0, wrong.slice(0, 3));
  const lostButCommitted = [...answers].filter(([i, a]) => a.status !== 201 && orders.some((o) => indexOfEmail(o.email) === i));
  log(
    `${orders.length} orders of the run in the database; ${lostButCommitted.length} of them committed although their answer was lost`,
  );

  // the orders whose answer was lost: sent again with the same key, each must end placed exactly once
  const retried = {};
  const retryAgent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const toRetry = shoppers.filter((s) => answers.get(s.index)?.status !== 201);
  let cursor = 0;
  const retryDeadline = Date.now() + 60_000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (cursor < toRetry.length && Date.now() < retryDeadline) {
        const shopper = toRetry[cursor++];
        const res = await send(retryAgent, PORT, orderRequest(shopper, PORT)).catch((e) => ({ status: `error ${e.code}` }));
        retried[res.status] = (retried[res.status] ?? 0) + 1;
      }
    }),
  );
  retryAgent.destroy();
  log(`sent again after the restart: ${JSON.stringify(retried)}`);
  check(
    "every order sent again after the restart is answered as placed: 201 new, or 200 the committed one replayed",
    Object.keys(retried).every((k) => k === "201" || k === "200"),
    retried,
  );

  orders = await orderRows();
  const perShopper = new Map();
  for (const o of orders) perShopper.set(indexOfEmail(o.email), (perShopper.get(indexOfEmail(o.email)) ?? 0) + 1);
  const twice = [...perShopper].filter(([, n]) => n > 1);
  check("no shopper's order was placed twice", twice.length === 0, twice.slice(0, 5));
  const halfOrders = orders.filter(
    (o) => Number(o.line_count) !== 3 || !o.authorisation_id || !o.payments || o.status !== "PLACED",
  );
  check("no order is half there: each has its 3 lines, its authorisation and payments, status PLACED", halfOrders.length === 0, {
    orders: orders.length,
    half: halfOrders.slice(0, 3),
  });
  const orphanLines = await query(
    `select count(*) as n from order_lines l where not exists (select 1 from orders o where o.id = l.order_id)`,
  );
  check("no order line without its order", Number(orphanLines[0].n) === 0, { orphanLines: Number(orphanLines[0].n) });
  const cartLines = await query(
    `select u.email, count(ci.id) as n from users u join carts c on c.user_id = u.id left join cart_items ci on ci.cart_id = c.id
     where u.email like ? group by u.email`,
    [`bench-${runId}-%`],
  );
  const ordered = new Set(orders.map((o) => indexOfEmail(o.email)));
  const cartWrong = cartLines.filter((r) => (ordered.has(indexOfEmail(r.email)) ? Number(r.n) !== 0 : Number(r.n) !== 3));
  check(
    "carts agree: empty for a shopper with an order, three lines for one without",
    cartWrong.length === 0,
    cartWrong.slice(0, 5),
  );

  const stockAfterRows = await query(
    `select p.id as product_id, i.online_qty from products p join inventory i on i.product_id = p.id where p.item_id in (${placeholders})`,
    items,
  );
  const sold = await query(
    `select l.product_id, sum(l.qty) as units from order_lines l join orders o on o.id = l.order_id join users u on u.id = o.user_id
     where u.email like ? group by l.product_id`,
    [`bench-${runId}-%`],
  );
  const soldBy = new Map(sold.map((r) => [Number(r.product_id), Number(r.units)]));
  const stockWrong = stockAfterRows.filter(
    (r) => stockBefore.get(Number(r.product_id)) - Number(r.online_qty) !== (soldBy.get(Number(r.product_id)) ?? 0),
  );
  check("stock went down by exactly the units ordered, item by item", stockWrong.length === 0, {
    items: stockAfterRows.length,
    unitsOrdered: [...soldBy.values()].reduce((a, b) => a + b, 0),
    wrong: stockWrong.slice(0, 5),
  });

  process.stdout.write(
    `${JSON.stringify(
      {
        database: args.postgres ? "postgres" : "sqlite",
        orders: shoppers.length,
        killAfter: KILL_AFTER,
        killedAt,
        streamAnswers: byOutcome,
        committedWithoutAnswer: lostButCommitted.length,
        retriedAfterRestart: retried,
        ordersInDatabase: orders.length,
        restartSeconds,
        preparationSeconds: prepared.seconds,
        totalSeconds: seconds(),
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
  await closeDb().catch(() => {});
  await stopServer().catch(() => {});
  if (!args.keep) await cleanup().catch((error) => log(`cleanup failed: ${error.message}`));
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// `npm run bench`: speed and memory figures, reported, never asserted.
// For each catalogue size: a store on its own SQLite file (seeded on first use, then reused),
// autocannon against the search API and product-page rendering, Lighthouse (mobile preset,
// Debian's Chromium) on home, search and product pages, first-load JS gzipped, and server RSS.
// Then the cart, once, at the smallest size: add-to-cart in a closed loop and at a fixed 2,000 requests/s,
// and cart page rendering, on SQLite and on PostgreSQL (a fresh database, dropped afterwards), beside
// the floor this machine allows: a bare Fastify + better-sqlite3 endpoint doing one upsert-and-read
// transaction (scripts/bench/floor-server.mjs), measured the same way in the same run.
// Then checkout, once, at the smallest size, on SQLite and on PostgreSQL (again a fresh database): placing
// an order (a fresh cart of three lines, delivery address and card each) in a closed loop and at a fixed
// 200 orders/s, from shoppers prepared beforehand (scripts/bench/checkout.mjs; preparation timed apart),
// and Lighthouse with first-load JS on /checkout for a signed-in shopper with three lines.
// Lighthouse pages: home, search, product, cart (a guest cart with three lines) and login.
// Options: --sizes 5000,100000  --duration 10  --connections 10  --skip-lighthouse  --port 3200
//          --skip-cart  --skip-postgres  --only-cart (just the cart figures)  --cart-rate 2000
//          --skip-checkout  --only-checkout (just the checkout figures)  --checkout-rate 200
//          --skip-stores  --only-stores (just the store locator's radius search)  --stores 2000
//          --only-lists (just GET /cc/api/lists)  --lists 500  --list-items 100
//          --only-quick-order (just quick order with 50 lines: scripts/bench/quick-order.mjs)
//          --only-recommendations (just atRecommendation per scheme: scripts/bench/recommendations.mjs)
//          --only-pages (just page render: product, home, search, category pages: scripts/bench/pages.mjs)
//          --only-add-to-cart (a new guest's first add beside the floor and pgbench, WORKERS 1,2,4:
//          scripts/bench/add-to-cart.mjs, its own options: --help)
//          --only-search (just GET /api/search with distinct queries, SQLite and PostgreSQL: scripts/bench/search.mjs)
// Then the store locator's radius search at --stores stores (default 2,000), in process, on SQLite and
// on PostgreSQL (a fresh database, dropped afterwards): p50/p99 per search (scripts/bench/stores.mjs).
// With --only-lists: GET /cc/api/lists for the demo business buyer holding --lists lists of --list-items
// items (npm run seed -- --lists), over HTTP with autocannon, on SQLite and on PostgreSQL (a fresh database).
// PostgreSQL: BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test (skipped when unreachable).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import http from "node:http";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { closedLoop, fixedRate } from "./bench/load.mjs";
import { cleanUp, cleanups, running, sleep, stop, track } from "./bench/child-processes.mjs";
import { closedLoopOrders, fixedRateOrders, orderableItems, prepareShoppers } from "./bench/checkout.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Quick order (decision 043), recommendations (decision 049), add to cart (decision 051), search
// (decision 052) and page render (decision 053) are measured on their own by their scripts, with the same options.
for (const [flag, file] of [
  ["--only-quick-order", "quick-order.mjs"],
  ["--only-recommendations", "recommendations.mjs"],
  ["--only-add-to-cart", "add-to-cart.mjs"],
  ["--only-search", "search.mjs"],
  ["--only-pages", "pages.mjs"],
]) {
  if (!process.argv.includes(flag)) continue;
  const script = path.join(root, "scripts/bench", file);
  const child = spawn(process.execPath, [script, ...process.argv.slice(2).filter((a) => a !== flag)], {
    stdio: "inherit",
  });
  child.on("exit", (code) => process.exit(code ?? 1));
  await new Promise(() => {});
}
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const sizes = arg("sizes", "5000,100000").split(",").map(Number);
const duration = Number(arg("duration", "10"));
const connections = Number(arg("connections", "10"));
const skipLighthouse = process.argv.includes("--skip-lighthouse");
const skipCart = process.argv.includes("--skip-cart");
const skipPostgres = process.argv.includes("--skip-postgres");
const onlyCart = process.argv.includes("--only-cart");
const cartRate = Number(arg("cart-rate", "2000"));
const onlyCheckout = process.argv.includes("--only-checkout");
const onlyLists = process.argv.includes("--only-lists");
const listCount = Number(arg("lists", "500"));
const listItems = Number(arg("list-items", "100"));
// --only-lists runs nothing else: it is counted as --only-stores without the stores
const onlyStores = process.argv.includes("--only-stores") || onlyLists;
const runStores = !process.argv.includes("--skip-stores") && !onlyLists && (onlyStores || (!onlyCart && !onlyCheckout));
const storeCount = Number(arg("stores", "2000"));
const skipCheckout = process.argv.includes("--skip-checkout") || onlyCart || onlyStores;
const runCart = !skipCart && !onlyCheckout && !onlyStores;
const checkoutRate = Number(arg("checkout-rate", "200"));
const port = Number(arg("port", "3200"));
const pgPort = port + 1;
const floorPort = port + 2;
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const cartSize = Math.min(...sizes);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const base = `http://localhost:${port}`;

const SEARCHES = [
  "stapler",
  "paper",
  "ink",
  "blue pen",
  "office chair",
  "toner",
  "binder",
  "coffee",
  "printer",
  "sticky notes",
  "markers",
  "desk",
];

async function waitReady(child, url) {
  const started = Date.now();
  for (;;) {
    if (!running(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() - started > 15 * 60_000) throw new Error("server did not become ready");
    await sleep(500);
  }
}

async function startServer(
  size,
  { serverPort = port, databaseUrl = "", dataDir = path.join(root, ".tmp", `bench-${size}`), apiOnly = false } = {},
) {
  if (
    await fetch(`http://localhost:${serverPort}/readyz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`something already answers on port ${serverPort}; choose another with --port`);
  // apiOnly: the same server without its pages (scripts/bench/api-server.mjs), when the web build is missing.
  const entry = apiOnly ? "scripts/bench/api-server.mjs" : "packages/server/src/main.ts";
  const child = track(
    spawn(process.execPath, ["--import", "tsx", path.join(root, entry)], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(serverPort),
        HOST: "127.0.0.1",
        QUIRE_DATA_DIR: dataDir,
        QUIRE_DEMO_PRODUCTS: String(size),
        LOG_LEVEL: "warn",
        DATABASE_URL: databaseUrl,
      },
      stdio: ["ignore", "inherit", "inherit"],
    }),
  );
  await waitReady(child, `http://localhost:${serverPort}/readyz`);
  return child;
}

function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

async function load(title, paths) {
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  const errors = result.non2xx + result.errors;
  return {
    title,
    requestsPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors,
  };
}

/** The body's size as sent to a browser that accepts brotli and gzip (undecoded). */
function bytesOnTheWire(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

async function firstLoadJsKb(pageUrl, cookie) {
  const html = await (await fetch(pageUrl, { headers: cookie ? { cookie } : {} })).text();
  const srcs = new Set();
  // React Router's preloads, as written or while they wait for the first paint (deferred-scripts.ts)
  for (const m of html.matchAll(/<link rel="(?:quire-deferred-)?modulepreload"[^>]*? href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1]);
  let total = 0;
  let transferred = 0;
  for (const src of srcs) {
    const url = new URL(src, pageUrl);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += zlib.gzipSync(body, { level: 9 }).length;
    transferred += await bytesOnTheWire(url);
  }
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  // kb: each file gzipped at level 9 (the budget's measure); transferredKb: what a browser that
  // accepts brotli receives (the server sends the build's precompressed copies).
  return { files: srcs.size, kb: kb(total), transferredKb: kb(transferred) };
}

async function lighthouseRuns(pages) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const out = [];
  for (const [name, url, cookie] of pages) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      const a = result.lhr.audits;
      out.push({
        page: name,
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(a["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(a["total-blocking-time"].numericValue),
        cls: Math.round(a["cumulative-layout-shift"].numericValue * 1000) / 1000,
        firstLoadJs: await firstLoadJsKb(url, cookie),
      });
    } finally {
      await chrome.kill();
    }
  }
  return out;
}

/** A guest cart with three lines, as a cookie header, so the cart page is measured with something in it. */
async function cartCookieWithLines(baseUrl, itemUrls) {
  const cookie = `quire_csrf=${CSRF_TOKEN}`;
  let cartCookie = "";
  for (const url of itemUrls.slice(0, 3)) {
    const itemId = /_(\d+)$/.exec(url)?.[1];
    if (!itemId) continue;
    const res = await fetch(`${baseUrl}${ADD_PATH}`, {
      method: "POST",
      headers: { ...json, cookie: [cookie, cartCookie].filter(Boolean).join("; ") },
      body: addBody(itemId),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("quire_cart="));
    if (set) cartCookie = set.split(";")[0];
  }
  return [cookie, cartCookie].filter(Boolean).join("; ");
}

/** Lighthouse (mobile preset) and first-load JS for each page a shopper lands on. */
async function pageFigures(baseUrl, itemUrls) {
  const cartCookie = await cartCookieWithLines(baseUrl, itemUrls);
  return lighthouseRuns([
    ["home", `${baseUrl}/`],
    ["search", `${baseUrl}/search?query=stapler`],
    ["product", `${baseUrl}${itemUrls[0]}`],
    ["cart", `${baseUrl}/cart`, cartCookie],
    ["login", `${baseUrl}/office/supplies/login`],
  ]);
}

// ---- cart ----------------------------------------------------------------------------------------

const ADD_PATH = "/cc/api/checkout/default/item";
const RATE_SOCKETS = 50;
const CART_WARMUP_SEC = 2;
const addBody = (itemId) => JSON.stringify({ items: [{ itemId, qty: 1 }] });
// A CSRF cookie and header that agree, as the storefront's script sends them (decision 010).
const CSRF_TOKEN = "bench-csrf-token-0123456789";
const json = { "content-type": "application/json", "x-csrf-token": CSRF_TOKEN };
const fmtRate = cartRate.toLocaleString("en-US");

/** Up to 50 published, in-stock item ids, for lines that vary (discontinued items cannot be added). */
async function inStockItems(baseUrl) {
  const ids = new Set();
  for (const q of ["paper", "pen", "toner", "binder", "stapler"]) {
    const res = await fetch(`${baseUrl}/api/search?query=${q}&size=96`);
    if (!res.ok) throw new Error(`GET /api/search?query=${q}: HTTP ${res.status}`);
    for (const i of (await res.json()).items)
      if (i.status === "PUBLISHED" && i.stockStatus === "IN_STOCK") ids.add(String(i.itemId));
    if (ids.size >= 50) break;
  }
  if (ids.size === 0) throw new Error("no in-stock items found by search");
  return [...ids].slice(0, 50);
}

async function postAdd(baseUrl, itemId, cookie) {
  const res = await fetch(`${baseUrl}${ADD_PATH}`, {
    method: "POST",
    headers: { ...json, cookie: cookie ?? `quire_csrf=${CSRF_TOKEN}` },
    body: addBody(itemId),
  });
  const text = await res.text();
  if (!res.ok)
    throw new Error(`POST ${ADD_PATH} (${cookie ? "with" : "without"} cookie): HTTP ${res.status}: ${text.slice(0, 300)}`);
  return res;
}

/** A new cart with one line per item id; returns its cookie header value. */
async function newCart(baseUrl, itemIds) {
  const res = await postAdd(baseUrl, itemIds[0]);
  const token = /(?:^|[;,]\s*)quire_cart=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  if (!token)
    throw new Error(
      `POST ${ADD_PATH} without cookie answered ${res.status} but set no quire_cart cookie (set-cookie: ${res.headers.get("set-cookie")})`,
    );
  const cookie = `quire_cart=${token}; quire_csrf=${CSRF_TOKEN}`;
  for (const id of itemIds.slice(1)) await postAdd(baseUrl, id, cookie);
  return cookie;
}

const rotate = (items, offset) => items.map((_, k) => items[(offset + k) % items.length]);

/**
 * Add-to-cart closed loop and fixed rate against `path` with `cookies` (one per client or cart), bodies
 * rotating over `items`. Used for Quire (cookie quire_cart) and the floor (cookie floor_cart) alike.
 */
async function measureAdds({ serverPort, path: addPath, closedCookies, rateCookies, items }) {
  const url = `http://localhost:${serverPort}`;
  const requestsFor = (c) =>
    rotate(items, c * 7).map((itemId) => ({
      method: "POST",
      path: addPath,
      headers: { ...json, cookie: closedCookies[c % closedCookies.length] },
      body: addBody(itemId),
    }));
  // Warm-up (not measured) also fills the closed-loop carts to their steady state of ~50 lines; the fixed-rate
  // carts get ~40 lines from its 1 s warm-up and reach 50 early in the measured window.
  await closedLoop({ url, connections, duration: CART_WARMUP_SEC, requestsFor });
  const closed = await closedLoop({ url, connections, duration, requestsFor });
  const cursors = rateCookies.map((_, i) => i * 7);
  const fixed = await fixedRate({
    port: serverPort,
    hostHeader: `localhost:${serverPort}`,
    rate: cartRate,
    duration,
    sockets: RATE_SOCKETS,
    requestFor: (i) => {
      const c = i % rateCookies.length;
      return {
        method: "POST",
        path: addPath,
        headers: { ...json, cookie: rateCookies[c] },
        body: addBody(items[cursors[c]++ % items.length]),
      };
    },
  });
  return { closed, fixed };
}

/** Quire's cart figures on the server at serverPort: add-to-cart closed loop and fixed rate, cart page. */
async function measureQuireCart(database, serverPort) {
  const baseUrl = `http://localhost:${serverPort}`;
  const rows = [];
  const notes = [];
  const items = await inStockItems(baseUrl);
  const closedCookies = [];
  const rateCookies = [];
  const pageCookies = [];
  const pageLines = [];
  for (let c = 0; c < connections; c++) closedCookies.push(await newCart(baseUrl, [items[c % items.length]]));
  for (let c = 0; c < RATE_SOCKETS; c++) rateCookies.push(await newCart(baseUrl, [items[c % items.length]]));
  for (let c = 0; c < connections; c++) {
    const lines = rotate(items, c * 3).slice(0, 5);
    pageLines.push(lines);
    pageCookies.push(await newCart(baseUrl, lines));
  }
  process.stderr.write(
    `   ${database}: add-to-cart, ${items.length} in-stock items, ${closedCookies.length + rateCookies.length + pageCookies.length} carts\n`,
  );
  const { closed, fixed } = await measureAdds({ serverPort, path: ADD_PATH, closedCookies, rateCookies, items });
  rows.push({ database, measure: `Quire add-to-cart, closed loop (${connections} connections)`, kind: "add-closed", ...closed });
  rows.push({ database, measure: `Quire add-to-cart, fixed ${fmtRate} req/s`, kind: "add-fixed", ...fixed });

  process.stderr.write(`   ${database}: cart page\n`);
  const requestsFor = (c) => [{ method: "GET", path: "/cart", headers: { cookie: pageCookies[c % pageCookies.length] } }];
  await closedLoop({ url: baseUrl, connections, duration: CART_WARMUP_SEC, requestsFor });
  const page = await closedLoop({ url: baseUrl, connections, duration, requestsFor });
  rows.push({
    database,
    measure: `Quire cart page render, GET /cart with 5 lines (${connections} connections)`,
    kind: "page",
    ...page,
  });
  // Signed in: every request reads the session (one indexed lookup) and the header-footer configuration.
  const signInTimes = [];
  let sessionCookie = null;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { ...json, cookie: `quire_csrf=${CSRF_TOKEN}` },
      body: JSON.stringify({ email: "rewards.elite@quire.test", password: "Quire-demo-1" }),
    });
    signInTimes.push(performance.now() - t);
    if (!res.ok) throw new Error(`POST /api/auth/login: HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
    sessionCookie = /(?:^|[;,]\s*)quire_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  }
  notes.push(`${database}: sign-in (argon2id verify, session insert) took ${signInTimes.map((t) => t.toFixed(0)).join(", ")} ms`);
  const signedIn = () => [{ method: "GET", path: "/", headers: { cookie: `quire_session=${sessionCookie}` } }];
  const signedInPage = await closedLoop({ url: baseUrl, connections, duration, requestsFor: signedIn });
  rows.push({
    database,
    measure: `home page render signed in (${connections} connections)`,
    kind: "signed-in-page",
    ...signedInPage,
  });
  const guestPage = await closedLoop({ url: baseUrl, connections, duration, requestsFor: () => [{ method: "GET", path: "/" }] });
  rows.push({ database, measure: `home page render as a guest (${connections} connections)`, kind: "guest-page", ...guestPage });
  const pageRes = await fetch(`${baseUrl}/cart`, { headers: { cookie: pageCookies[0] } });
  const html = await pageRes.text();
  const shows = pageLines[0].filter((id) => html.includes(id)).length;
  if (shows < pageLines[0].length)
    notes.push(
      `${database}: GET /cart (HTTP ${pageRes.status}, ${html.length} bytes) shows ${shows} of the cart's ${pageLines[0].length} item ids, so the page render figure may not include reading the cart`,
    );
  return { rows, notes };
}

async function measureFloor() {
  const dbFile = path.join(root, ".tmp", `bench-floor-${process.pid}.db`);
  cleanups.push(async () => {
    for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) fs.rmSync(f, { force: true });
  });
  const child = track(
    spawn(process.execPath, [path.join(root, "scripts/bench/floor-server.mjs")], {
      cwd: root,
      env: { ...process.env, PORT: String(floorPort), FLOOR_DB: dbFile },
      stdio: ["ignore", "inherit", "inherit"],
    }),
  );
  try {
    for (const started = Date.now(); ; await sleep(100)) {
      if (!running(child)) throw new Error(`floor server exited with ${child.exitCode ?? child.signalCode}`);
      const ok = await fetch(`http://127.0.0.1:${floorPort}/floor`, {
        method: "POST",
        headers: { ...json, cookie: "floor_cart=probe" },
        body: addBody("1"),
      })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() - started > 30_000) throw new Error("floor server did not become ready");
    }
    const items = Array.from({ length: 50 }, (_, i) => String(100000 + i * 37));
    const closedCookies = Array.from({ length: connections }, (_, c) => `floor_cart=closed-${c}`);
    const rateCookies = Array.from({ length: RATE_SOCKETS }, (_, c) => `floor_cart=rate-${c}`);
    const { closed, fixed } = await measureAdds({ serverPort: floorPort, path: "/floor", closedCookies, rateCookies, items });
    const label = "floor: bare Fastify + better-sqlite3 upsert-and-read";
    return [
      { database: "SQLite", measure: `${label}, closed loop (${connections} connections)`, kind: "floor-closed", ...closed },
      { database: "SQLite", measure: `${label}, fixed ${fmtRate} req/s`, kind: "floor-fixed", ...fixed },
    ];
  } finally {
    await stop(child);
  }
}

async function pgQuery(databaseUrl, text) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh database, dropped at clean-up; {skipped: reason} when PostgreSQL is not reachable. */
async function freshPostgresDatabase() {
  try {
    await pgQuery(postgresUrl, "select 1");
  } catch (e) {
    return { skipped: `PostgreSQL not reachable at ${postgresUrl}: ${e.message}` };
  }
  const name = `quire_bench_${crypto.randomBytes(5).toString("hex")}`;
  await pgQuery(postgresUrl, `create database ${name}`);
  const drop = async () => {
    try {
      await pgQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    } catch {
      await pgQuery(postgresUrl, `drop database if exists ${name}`); // before PostgreSQL 13
    }
    process.stderr.write(`   dropped database ${name}\n`);
  };
  cleanups.push(drop);
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${name}`;
  return { name, databaseUrl };
}

async function measurePostgresCart() {
  const fresh = await freshPostgresDatabase();
  if (fresh.skipped) return fresh;
  const { name, databaseUrl } = fresh;
  process.stderr.write(`\n== cart on PostgreSQL (database ${name}, ${cartSize.toLocaleString("en-US")} products)\n`);
  const t0 = Date.now();
  const server = await startServer(cartSize, {
    serverPort: pgPort,
    databaseUrl: databaseUrl.toString(),
    dataDir: path.join(root, ".tmp", "bench-postgres"),
  });
  const readyAfterSec = Math.round((Date.now() - t0) / 100) / 10;
  try {
    return { database: name, readyAfterSec, ...(await measureQuireCart("PostgreSQL", pgPort)) };
  } finally {
    await stop(server);
  }
}

// ---- checkout ------------------------------------------------------------------------------------

const PREP_CONNECTIONS = 20;
const CHECKOUT_RATE_SOCKETS = 50;
const CHECKOUT_WARMUP_ORDERS = Math.max(200, connections * 20);
const MAX_CLOSED_SHOPPERS = 20_000;
const PLENTY = 1_000_000;
const webBuilt = () => fs.existsSync(path.join(root, "packages/web/build/server/index.js"));
const fmtCheckoutRate = checkoutRate.toLocaleString("en-US");

/** The pool's online stock raised to a million units (in the bench's own database), so no order runs out. */
const raiseStockSql = (itemIds) =>
  `update inventory set online_qty = ${PLENTY} where online_qty < ${PLENTY} and product_id in ` +
  `(select id from products where item_id in (${itemIds.map((id) => `'${String(id).replace(/\D/g, "")}'`).join(", ")}))`;

async function sqliteRun(file, text) {
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 10000");
    return db.prepare(text).run().changes;
  } finally {
    db.close();
  }
}

/**
 * Quire's checkout figures on the server at serverPort: place order in a closed loop and at a fixed rate,
 * each request from a shopper prepared for it; with `pages`, Lighthouse and first-load JS on /checkout.
 */
async function measureQuireCheckout(database, serverPort, runSql, { pages = false } = {}) {
  const baseUrl = `http://localhost:${serverPort}`;
  const rows = [];
  const notes = [];
  const preparation = [];
  const items = await orderableItems(baseUrl);
  const raised = await runSql(raiseStockSql(items));
  notes.push(
    `${database}: three lines per order from a pool of ${items.length} in-stock items (${raised} raised to ${PLENTY.toLocaleString("en-US")} units online for the run)`,
  );
  const runId = crypto.randomBytes(4).toString("hex");
  let nextIndex = 0;
  const prepare = async (count, purpose) => {
    process.stderr.write(`   ${database}: preparing ${count.toLocaleString("en-US")} shoppers (${purpose})\n`);
    const p = await prepareShoppers({
      port: serverPort,
      count,
      items,
      runId,
      firstIndex: nextIndex,
      concurrency: PREP_CONNECTIONS,
      csrfToken: CSRF_TOKEN,
    });
    nextIndex += count;
    preparation.push({
      database,
      purpose,
      asked: count,
      ready: p.shoppers.length,
      seconds: p.seconds,
      failures: p.failures,
      steps: p.steps,
    });
    if (p.firstFailure)
      notes.push(
        `${database}: preparing shoppers (${purpose}): ${count - p.shoppers.length} of ${count} failed, first: ${p.firstFailure}`,
      );
    await sleep(1000); // let the preparation's writes settle (WAL checkpoint, GC) before timing
    return p.shoppers;
  };

  // The closed loop's warm-up (not measured), in two rounds: the second, past the first requests' compiling,
  // tells how many shoppers the measured run needs. An estimate that still falls short makes a measured run
  // use up its shoppers early: that run was one more warm-up, and the next gets more.
  let warm;
  for (const round of [1, 2])
    warm = await closedLoopOrders({
      port: serverPort,
      connections,
      duration: 60,
      shoppers: await prepare(CHECKOUT_WARMUP_ORDERS, `closed-loop warm-up, round ${round}`),
    });
  let estimate = warm.requestsPerSec;
  let closed;
  for (let attempt = 1; ; attempt++) {
    const needed = Math.min(MAX_CLOSED_SHOPPERS, Math.max(connections * 20, Math.ceil(estimate * duration * 1.5)));
    const closedShoppers = await prepare(needed, `closed loop; ${estimate} orders/s in the run before`);
    process.stderr.write(`   ${database}: place order, closed loop\n`);
    closed = await closedLoopOrders({ port: serverPort, connections, duration, shoppers: closedShoppers });
    if (!closed.ranOut) break;
    if (attempt === 3 || needed === MAX_CLOSED_SHOPPERS) {
      notes.push(
        `${database}: the closed loop used up its ${closedShoppers.length} prepared shoppers after ${closed.windowSec}s; its figures cover that window`,
      );
      break;
    }
    estimate = Math.max(closed.requestsPerSec, estimate * 2);
  }
  rows.push({ database, measure: `place order, closed loop (${connections} connections)`, kind: "order-closed", ...closed });

  const rateShoppers = await prepare(
    Math.round(checkoutRate * (duration + 1)),
    `fixed ${fmtCheckoutRate}/s, ${duration}s after 1s of warm-up`,
  );
  process.stderr.write(`   ${database}: place order, fixed ${fmtCheckoutRate}/s\n`);
  const fixed = await fixedRateOrders({
    port: serverPort,
    rate: checkoutRate,
    duration,
    warmup: 1,
    sockets: CHECKOUT_RATE_SOCKETS,
    shoppers: rateShoppers,
  });
  rows.push({ database, measure: `place order, fixed ${fmtCheckoutRate} orders/s`, kind: "order-fixed", ...fixed });
  if (fixed.ranOut) notes.push(`${database}: the fixed rate ran out of prepared shoppers (${fixed.sent} sent)`);

  let lighthouse = [];
  if (pages) {
    // A signed-in shopper who has just put three lines in the cart and opens checkout.
    const { shoppers } = await prepareShoppers({
      port: serverPort,
      count: 1,
      items,
      runId,
      firstIndex: 1_000_000,
      csrfToken: CSRF_TOKEN,
      upTo: "cart",
    });
    const cookie = shoppers[0].cookie;
    const res = await fetch(`${baseUrl}/checkout`, { headers: { cookie }, redirect: "manual" });
    const html = await res.text();
    const shows = shoppers[0].lines.filter((id) => html.includes(id)).length;
    if (res.status !== 200 || shows < 3)
      notes.push(
        `${database}: GET /checkout for the Lighthouse shopper answered HTTP ${res.status}${res.headers.get("location") ? ` to ${res.headers.get("location")}` : ""} showing ${shows} of its 3 item ids`,
      );
    process.stderr.write(`   ${database}: Lighthouse on /checkout\n`);
    lighthouse = await lighthouseRuns([["checkout", `${baseUrl}/checkout`, cookie]]);
  }
  return { rows, notes, preparation, lighthouse };
}

async function sqliteCheckout() {
  process.stderr.write(`\n== checkout on SQLite (${cartSize.toLocaleString("en-US")} products)\n`);
  const dataDir = path.join(root, ".tmp", `bench-${cartSize}`);
  let server = null;
  try {
    server = await startServer(cartSize, { dataDir, apiOnly: checkout.apiOnly });
    const result = await measureQuireCheckout("SQLite", port, (text) => sqliteRun(path.join(dataDir, "quire.db"), text), {
      pages: !skipLighthouse && !checkout.apiOnly,
    });
    checkout.rows.push(...result.rows);
    checkout.notes.push(...result.notes);
    checkout.preparation.push(...result.preparation);
    checkout.lighthouse.push(...result.lighthouse);
  } catch (e) {
    checkout.rows.push(failed("SQLite", "Quire checkout", e));
  } finally {
    if (server) await stop(server);
  }
}

async function postgresCheckout() {
  if (skipPostgres) {
    checkout.postgres = { skipped: "--skip-postgres" };
    return;
  }
  try {
    const fresh = await freshPostgresDatabase();
    if (fresh.skipped) {
      process.stderr.write(`\n== checkout on PostgreSQL skipped: ${fresh.skipped}\n`);
      checkout.postgres = fresh;
      return;
    }
    const { name, databaseUrl } = fresh;
    process.stderr.write(`\n== checkout on PostgreSQL (database ${name}, ${cartSize.toLocaleString("en-US")} products)\n`);
    const t0 = Date.now();
    const server = await startServer(cartSize, {
      serverPort: pgPort,
      databaseUrl: databaseUrl.toString(),
      dataDir: path.join(root, ".tmp", "bench-postgres"),
      apiOnly: checkout.apiOnly,
    });
    checkout.postgres = { database: name, readyAfterSec: Math.round((Date.now() - t0) / 100) / 10 };
    try {
      const result = await measureQuireCheckout(
        "PostgreSQL",
        pgPort,
        async (text) => (await pgQuery(databaseUrl.toString(), text)).rowCount,
      );
      checkout.rows.push(...result.rows);
      checkout.notes.push(...result.notes);
      checkout.preparation.push(...result.preparation);
    } finally {
      await stop(server);
    }
  } catch (e) {
    checkout.rows.push(failed("PostgreSQL", "Quire checkout", e));
  }
}

const failed = (database, what, e) => {
  process.stderr.write(
    `   ${database}: ${what} failed: ${e.stack ?? e}${e.cause ? `\n   cause: ${e.cause.stack ?? e.cause}` : ""}\n`,
  );
  const message = `${e.message ?? e}${e.cause ? ` (${e.cause.code ?? e.cause.message ?? e.cause})` : ""}`;
  return {
    database,
    measure: `${what}: FAILED (${message.replace(/\|/g, "/")})`,
    kind: "failed",
    requestsPerSec: null,
    p50ms: null,
    p99ms: null,
    errors: null,
  };
};

// ---- run ------------------------------------------------------------------------------------------

const report = {
  date: new Date().toISOString(),
  node: process.version,
  connections,
  durationSec: duration,
  runs: [],
  cart: !runCart
    ? { skipped: skipCart ? "--skip-cart" : "--only-checkout" }
    : { products: cartSize, connections, fixedRate: cartRate, fixedRateSockets: RATE_SOCKETS, rows: [], notes: [] },
  checkout: skipCheckout
    ? { skipped: onlyCart ? "--only-cart" : "--skip-checkout" }
    : {
        products: cartSize,
        connections,
        fixedRate: checkoutRate,
        fixedRateSockets: CHECKOUT_RATE_SOCKETS,
        preparationConnections: PREP_CONNECTIONS,
        // Without packages/web/build the server runs without its pages (scripts/bench/api-server.mjs): no Lighthouse.
        apiOnly: !webBuilt(),
        rows: [],
        notes: [],
        preparation: [],
        lighthouse: [],
      },
};
const cart = report.cart;
const checkout = report.checkout;

async function main() {
  for (const size of onlyCart || onlyCheckout || onlyStores ? [] : sizes) {
    process.stderr.write(`\n== ${size.toLocaleString("en-US")} products\n`);
    const t0 = Date.now();
    const server = await startServer(size);
    const readyAfterSec = Math.round((Date.now() - t0) / 100) / 10;
    try {
      const items = [];
      for (const q of ["paper", "pen", "chair", "toner", "stapler"]) {
        const body = await (await fetch(`${base}/api/search?query=${q}&size=20`)).json();
        items.push(...body.items.map((i) => i.itemUrl));
      }
      // Warm up caches once so the first measured requests are not compile-time outliers.
      await load("warm-up", ["/api/search?query=paper"]).catch(() => {});
      const search = await load(
        "search API, repeated queries (cache warm)",
        SEARCHES.map((q) => `/api/search?query=${encodeURIComponent(q)}`),
      );
      // Distinct query/sort/page combinations, so nearly every request misses the per-process search cache.
      const distinct = [];
      for (let page = 1; page <= 40; page++)
        for (const sort of ["relevance", "price_asc", "price_desc", "rating"])
          for (const q of SEARCHES) distinct.push(`/api/search?query=${encodeURIComponent(q)}&sort=${sort}&page=${page}&size=24`);
      const searchCold = await load("search API, distinct queries (cache cold)", distinct);
      const product = await load("product page SSR", items);
      const rss = rssMb(server.pid);
      const js = await firstLoadJsKb(`${base}/`);
      const lh = skipLighthouse ? [] : await pageFigures(base, items);
      report.runs.push({
        products: size,
        readyAfterSec,
        load: [search, searchCold, product],
        serverRssMb: rss,
        firstLoadJs: js,
        lighthouse: lh,
      });
      if (runCart && size === cartSize) await sqliteCart();
    } finally {
      await stop(server);
    }
  }
  if (runCart) await cartFigures();
  if (!skipCheckout) {
    if (checkout.apiOnly)
      checkout.notes.push(
        `packages/web/build is missing: the checkout figures ran on the server without its pages (scripts/bench/api-server.mjs)${skipLighthouse ? "" : ", and Lighthouse on /checkout was skipped"}`,
      );
    await sqliteCheckout();
    await postgresCheckout();
  }
  if (runStores) await storesFigures();
  if (onlyLists) await listsFigures();
}

// ---- shopping lists ---------------------------------------------------------------------------------

/** Runs `npm run seed` (the seed CLI) with these arguments against a database. */
function seedCli(args, env) {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, ["--import", "tsx", path.join(root, "packages/server/src/db/seed-cli.ts"), ...args], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ["ignore", "inherit", "inherit"],
      }),
    );
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seed ${args.join(" ")} exited ${code}`))));
  });
}

const ADVANTAGE_HOST = "advantage.localhost";

/** A request to the business site (its Host header; fetch may not set Host). */
function advantageRequest(baseUrl, method, pathname, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${pathname}`, { method, headers: { ...headers, host: ADVANTAGE_HOST } }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

/** A business buyer's signed-in cookie header (with the CSRF cookie the API's posts need). */
async function signedInCookie(baseUrl, email) {
  const csrf = `quire_csrf=${CSRF_TOKEN}`;
  const res = await advantageRequest(
    baseUrl,
    "POST",
    "/api/auth/login",
    { ...json, cookie: csrf },
    JSON.stringify({ email, password: "Quire-demo-1" }),
  );
  if (res.status !== 200) throw new Error(`sign-in of ${email}: HTTP ${res.status} ${res.text}`);
  const cookies = (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]);
  return [csrf, ...cookies.filter((c) => !c.startsWith("quire_csrf="))].join("; ");
}

/** GET /cc/api/lists for a buyer with `listCount` lists of `listItems` items, on one database. */
async function measureLists(label, serverPort, env) {
  const baseUrl = `http://localhost:${serverPort}`;
  process.stderr.write(
    `\n== lists on ${label}: seeding ${cartSize.toLocaleString("en-US")} products and ${listCount} lists of ${listItems} items\n`,
  );
  await seedCli(["--products", String(cartSize), "--lists", String(listCount), "--list-items", String(listItems)], env);
  const server = await startServer(cartSize, {
    serverPort,
    databaseUrl: env.DATABASE_URL ?? "",
    dataDir: env.QUIRE_DATA_DIR ?? path.join(root, ".tmp", "bench-lists-unused"),
    apiOnly: true,
  });
  try {
    const cookie = await signedInCookie(baseUrl, "buyer@northwind.test");
    const check = JSON.parse((await advantageRequest(baseUrl, "GET", "/cc/api/lists", { cookie })).text);
    const total = check.metadata?.totalItems;
    const rows = [];
    for (const [title, query] of [
      ["GET /cc/api/lists (defaults: 100 a page, by modified)", ""],
      ["GET /cc/api/lists?sortBy=name&size=10&page=7 (the screen's page)", "?sortBy=name&sortOrder=asc&size=10&page=7"],
      ["GET /cc/api/lists?search=list 04&access=PERSONAL", "?search=list%2004&access=PERSONAL"],
    ]) {
      const result = await autocannon({
        url: baseUrl,
        connections,
        duration,
        requests: [{ method: "GET", path: `/cc/api/lists${query}`, headers: { cookie, host: ADVANTAGE_HOST } }],
      });
      rows.push({
        database: label,
        title,
        requestsPerSec: Math.round(result.requests.average),
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        errors: result.non2xx + result.errors,
      });
    }
    return { database: label, listsVisible: total, rows };
  } finally {
    await stop(server);
  }
}

async function listsFigures() {
  report.lists = { lists: listCount, itemsPerList: listItems, products: cartSize, connections, duration, runs: [] };
  const sqliteDir = path.join(root, ".tmp", `bench-lists-${listCount}x${listItems}`);
  fs.rmSync(sqliteDir, { recursive: true, force: true });
  try {
    report.lists.runs.push(await measureLists("SQLite", port, { QUIRE_DATA_DIR: sqliteDir, DATABASE_URL: "" }));
  } catch (e) {
    report.lists.runs.push({ database: "SQLite", error: String(e.message ?? e) });
  }
  if (skipPostgres) report.lists.postgres = { skipped: "--skip-postgres" };
  else {
    const fresh = await freshPostgresDatabase();
    if (fresh.skipped) report.lists.postgres = fresh;
    else {
      try {
        report.lists.runs.push(await measureLists(`PostgreSQL`, pgPort, { DATABASE_URL: fresh.databaseUrl.toString() }));
      } catch (e) {
        report.lists.runs.push({ database: "PostgreSQL", error: String(e.message ?? e) });
      }
    }
  }
}

// ---- store locator ----------------------------------------------------------------------------------

/** The radius search at `storeCount` stores, in a child process per database (scripts/bench/stores.mjs). */
async function storesFigures() {
  report.stores = { stores: storeCount, runs: [] };
  const once = (env, label) =>
    new Promise((resolve, reject) => {
      process.stderr.write(`\n== store locator radius search on ${label} (${storeCount.toLocaleString("en-US")} stores)\n`);
      const child = track(
        spawn(
          process.execPath,
          ["--import", "tsx", path.join(root, "scripts/bench/stores.mjs"), "--stores", String(storeCount)],
          {
            cwd: root,
            env: { ...process.env, ...env },
            stdio: ["ignore", "pipe", "inherit"],
          },
        ),
      );
      let out = "";
      child.stdout.on("data", (c) => (out += c));
      child.once("exit", (code) =>
        code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop())) : reject(new Error(`stores bench exited ${code}`)),
      );
    });
  const sqliteDir = path.join(root, ".tmp", `bench-stores-${storeCount}`);
  fs.mkdirSync(sqliteDir, { recursive: true });
  try {
    const env = { QUIRE_DATA_DIR: sqliteDir };
    delete process.env.DATABASE_URL;
    report.stores.runs.push(await once(env, "SQLite"));
  } catch (e) {
    report.stores.runs.push({ database: "SQLite", error: String(e.message ?? e) });
  }
  if (skipPostgres) report.stores.postgres = { skipped: "--skip-postgres" };
  else {
    const fresh = await freshPostgresDatabase();
    if (fresh.skipped) report.stores.postgres = fresh;
    else {
      try {
        report.stores.runs.push(
          await once({ DATABASE_URL: fresh.databaseUrl.toString() }, `PostgreSQL (database ${fresh.name})`),
        );
      } catch (e) {
        report.stores.runs.push({ database: "PostgreSQL", error: String(e.message ?? e) });
      }
    }
  }
}

/** The cart figures after the per-size runs: SQLite (when --only-cart), the floor, PostgreSQL. */
async function cartFigures() {
  if (onlyCart) {
    const server = await startServer(cartSize);
    try {
      await sqliteCart();
    } finally {
      await stop(server);
    }
  }
  process.stderr.write(`\n== floor (bare Fastify + better-sqlite3)\n`);
  try {
    cart.rows.unshift(...(await measureFloor()));
  } catch (e) {
    cart.rows.unshift(failed("SQLite", "floor", e));
  }
  if (skipPostgres) cart.postgres = { skipped: "--skip-postgres" };
  else {
    try {
      const pgResult = await measurePostgresCart();
      if (pgResult.skipped) {
        process.stderr.write(`\n== cart on PostgreSQL skipped: ${pgResult.skipped}\n`);
        cart.postgres = pgResult;
      } else {
        cart.postgres = { database: pgResult.database, readyAfterSec: pgResult.readyAfterSec };
        cart.rows.push(...pgResult.rows);
        cart.notes.push(...pgResult.notes);
      }
    } catch (e) {
      cart.rows.push(failed("PostgreSQL", "Quire cart", e));
    }
  }
}

async function sqliteCart() {
  process.stderr.write(`\n== cart on SQLite (${cartSize.toLocaleString("en-US")} products)\n`);
  try {
    const { rows, notes } = await measureQuireCart("SQLite", port);
    cart.rows.push(...rows);
    cart.notes.push(...notes);
  } catch (e) {
    cart.rows.push(failed("SQLite", "Quire cart", e));
  }
}

let exitCode = 0;
try {
  await main();
} catch (e) {
  process.stderr.write(`\nbench failed: ${e.stack ?? e}\n`);
  report.error = String(e.message ?? e);
  exitCode = 1;
} finally {
  await cleanUp();
}

const rowOf = (database, kind) => cart.rows?.find((r) => r.database === database && r.kind === kind);
const pct = (a, b) => (a?.requestsPerSec && b?.requestsPerSec ? Math.round((a.requestsPerSec / b.requestsPerSec) * 100) : null);
if (runCart) {
  const floorClosed = rowOf("SQLite", "floor-closed");
  cart.addToCartVsFloorPct = {
    sqlite: pct(rowOf("SQLite", "add-closed"), floorClosed),
    postgres: pct(rowOf("PostgreSQL", "add-closed"), floorClosed),
  };
}

fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
const file = path.join(root, "bench-results", `bench-${report.date.replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2));
const lines = [];
const dash = (v) => (v === null || v === undefined ? "–" : v);
if (!onlyCart && !onlyCheckout && !onlyStores) {
  lines.push("", `| products | measure | req/s | p50 ms | p99 ms | errors |`, `|---|---|---|---|---|---|`);
  for (const run of report.runs)
    for (const l of run.load)
      lines.push(`| ${run.products} | ${l.title} | ${l.requestsPerSec} | ${l.p50ms} | ${l.p99ms} | ${l.errors} |`);
  lines.push(
    "",
    `| products | page | Lighthouse | LCP ms | TBT ms | CLS | first-load JS KB gzipped (files) | as sent, brotli KB |`,
    `|---|---|---|---|---|---|---|---|`,
  );
  for (const run of report.runs)
    for (const l of run.lighthouse)
      lines.push(
        `| ${run.products} | ${l.page} | ${l.score} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} | ${l.firstLoadJs.kb} (${l.firstLoadJs.files}) | ${l.firstLoadJs.transferredKb} |`,
      );
  lines.push("");
  for (const run of report.runs) {
    lines.push(
      `${run.products} products: ready after ${run.readyAfterSec}s (includes first-time seeding), server RSS ${run.serverRssMb} MB after load, first-load JS ${run.firstLoadJs.kb} KB gzipped in ${run.firstLoadJs.files} files`,
    );
  }
}
if (runCart) {
  lines.push(
    "",
    `Cart, ${cartSize.toLocaleString("en-US")} products, ${duration}s per measure; fixed rate: open loop over ${RATE_SOCKETS} keep-alive connections, latency from each request's due time`,
    "",
    `| database | measure | req/s | p50 ms | p99 ms | errors |`,
    `|---|---|---|---|---|---|`,
  );
  for (const r of cart.rows) {
    const codes = r.errors
      ? ` (${Object.entries(r.statusCodes ?? {})
          .map(([k, v]) => `${k}: ${v}`)
          .join(", ")}${r.socketErrors ? `, socket errors: ${r.socketErrors}` : ""})`
      : "";
    lines.push(
      `| ${r.database} | ${r.measure} | ${dash(r.requestsPerSec)} | ${dash(r.p50ms)} | ${dash(r.p99ms)} | ${dash(r.errors)}${codes} |`,
    );
  }
  if (cart.postgres?.skipped)
    lines.push(`| PostgreSQL | skipped: ${cart.postgres.skipped.replace(/\|/g, "/")} | – | – | – | – |`);
  lines.push(
    "",
    `add-to-cart / floor throughput: ${dash(cart.addToCartVsFloorPct.sqlite)}% (SQLite)${cart.addToCartVsFloorPct.postgres !== null ? `, ${cart.addToCartVsFloorPct.postgres}% (PostgreSQL, against the SQLite floor)` : ""}`,
  );
  for (const r of cart.rows) {
    if (r.sent && r.requestsPerSec < cartRate * 0.95)
      lines.push(
        `note: ${r.database} ${r.measure}: answered ${r.requestsPerSec} of ${cartRate} req/s offered, so requests queued and latency grew with the queue`,
      );
    if (r.generatorLagP99ms > 5 && r.generatorLagP99ms > 0.1 * r.p99ms)
      lines.push(
        `note: ${r.database} ${r.measure}: the load generator itself sent late (lag p99 ${r.generatorLagP99ms} ms, max ${r.generatorLagMaxMs} ms; machine busy?); from actual send: p50 ${r.fromSend.p50ms} ms, p99 ${r.fromSend.p99ms} ms`,
      );
  }
  for (const note of cart.notes) lines.push(`note: ${note}`);
}
if (!skipCheckout) {
  const n = (v) => v.toLocaleString("en-US");
  lines.push(
    "",
    `Checkout, ${n(cartSize)} products, ${duration}s per measure: each request places one order (POST ${"/cc/api/checkout/default/order"}, Idempotency-Key, expectedTotal) for its own shopper, prepared beforehand (registered, three lines, delivery address, gateway card token); fixed rate: open loop over ${CHECKOUT_RATE_SOCKETS} keep-alive connections, latency from each request's due time${checkout.apiOnly ? "; server without its pages (no web build)" : ""}`,
    "",
    `| database | measure | orders/s | p50 ms | p90 ms | p99 ms | errors |`,
    `|---|---|---|---|---|---|---|`,
  );
  for (const r of checkout.rows) {
    const codes = r.errors
      ? ` (${Object.entries(r.errorCodes ?? {})
          .map(([k, v]) => `${k}: ${v}`)
          .join(", ")}${r.socketErrors ? `, socket errors: ${r.socketErrors}` : ""})`
      : "";
    lines.push(
      `| ${r.database} | ${r.measure} | ${dash(r.requestsPerSec)} | ${dash(r.p50ms)} | ${dash(r.p90ms)} | ${dash(r.p99ms)} | ${dash(r.errors)}${codes} |`,
    );
  }
  if (checkout.postgres?.skipped)
    lines.push(`| PostgreSQL | skipped: ${checkout.postgres.skipped.replace(/\|/g, "/")} | – | – | – | – | – |`);
  if (checkout.lighthouse.length) {
    lines.push(
      "",
      `| products | page | Lighthouse | LCP ms | TBT ms | CLS | first-load JS KB gzipped (files) | as sent, brotli KB |`,
      `|---|---|---|---|---|---|---|---|`,
    );
    for (const l of checkout.lighthouse)
      lines.push(
        `| ${cartSize} | ${l.page} (signed in, 3 lines) | ${l.score} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} | ${l.firstLoadJs.kb} (${l.firstLoadJs.files}) | ${l.firstLoadJs.transferredKb} |`,
      );
  }
  lines.push("");
  for (const database of ["SQLite", "PostgreSQL"]) {
    const batches = checkout.preparation.filter((b) => b.database === database);
    if (!batches.length) continue;
    const ready = batches.reduce((a, b) => a + b.ready, 0);
    const asked = batches.reduce((a, b) => a + b.asked, 0);
    const seconds = batches.reduce((a, b) => a + b.seconds, 0);
    const largest = batches.reduce((a, b) => (b.ready > a.ready ? b : a));
    const steps = Object.entries(largest.steps)
      .map(([step, p]) => `${step} ${Math.round(p.p50ms)}`)
      .join(", ");
    lines.push(
      `${database}: prepared ${n(ready)} shoppers in ${Math.round(seconds * 10) / 10}s (${Math.round(ready / seconds)}/s over ${PREP_CONNECTIONS} connections, ${batches.length} batches${asked > ready ? `, ${asked - ready} failed` : ""}), not part of the figures; step p50 ms while preparing: ${steps}`,
    );
  }
  for (const r of checkout.rows) {
    if (r.kind === "order-fixed" && r.sent && r.requestsPerSec < checkoutRate * 0.95)
      lines.push(
        `note: ${r.database} ${r.measure}: answered ${r.requestsPerSec} of ${checkoutRate} orders/s offered, so requests queued and latency grew with the queue`,
      );
    if (r.generatorLagP99ms > 5 && r.generatorLagP99ms > 0.1 * r.p99ms)
      lines.push(
        `note: ${r.database} ${r.measure}: the load generator itself sent late (lag p99 ${r.generatorLagP99ms} ms, max ${r.generatorLagMaxMs} ms; machine busy?); from actual send: p50 ${r.fromSend.p50ms} ms, p90 ${r.fromSend.p90ms} ms, p99 ${r.fromSend.p99ms} ms`,
      );
  }
  for (const note of checkout.notes) lines.push(`note: ${note}`);
}
if (onlyLists && report.lists) {
  lines.push(
    "",
    `Shopping lists: buyer@northwind.test with ${report.lists.lists} lists of ${report.lists.itemsPerList} items (${report.lists.products.toLocaleString("en-US")} products), ${connections} connections, ${duration}s per measure`,
    "",
    `| database | measure | lists visible | req/s | p50 ms | p99 ms | errors |`,
    `|---|---|---|---|---|---|---|`,
  );
  for (const run of report.lists.runs) {
    if (run.error) lines.push(`| ${run.database} | failed: ${run.error.replace(/\|/g, "/")} | – | – | – | – | – |`);
    else
      for (const r of run.rows)
        lines.push(
          `| ${r.database} | ${r.title} | ${run.listsVisible} | ${r.requestsPerSec} | ${r.p50ms} | ${r.p99ms} | ${r.errors} |`,
        );
  }
  if (report.lists.postgres?.skipped)
    lines.push(`| PostgreSQL | skipped: ${report.lists.postgres.skipped.replace(/\|/g, "/")} | – | – | – | – | – |`);
}
if (runStores && report.stores) {
  lines.push(
    "",
    `Store locator radius search, ${report.stores.stores.toLocaleString("en-US")} stores, in process, one search at a time (target: p99 under 10 ms)`,
    "",
    `| database | measure | searches | p50 ms | p99 ms | max ms | stores found (mean) |`,
    `|---|---|---|---|---|---|---|`,
  );
  for (const run of report.stores.runs) {
    if (run.error) lines.push(`| ${run.database} | failed: ${run.error.replace(/\|/g, "/")} | – | – | – | – | – |`);
    else
      for (const r of run.rows)
        lines.push(`| ${run.database} | ${r.title} | ${r.iterations} | ${r.p50ms} | ${r.p99ms} | ${r.maxms} | ${r.meanStores} |`);
  }
  if (report.stores.postgres?.skipped)
    lines.push(`| PostgreSQL | skipped: ${report.stores.postgres.skipped.replace(/\|/g, "/")} | – | – | – | – | – |`);
}
console.log(lines.join("\n"));
console.log(`\nfull report: ${path.relative(root, file)}`);
process.exitCode = exitCode;

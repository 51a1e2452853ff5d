#!/usr/bin/env node
// Page render speed (decision 053), over loopback HTTP. Starts the built store
// (packages/server/src/main.ts, SQLite on its own data dir under .tmp/, seeded on first use, then
// reused) unless --base-url points at a running one, warms it, then runs autocannon for --duration
// seconds against product pages (a rotating list of real item URLs, as first-time guests: no cookie,
// gzip accepted) and the home, search and category pages. For each: pages/s, p50, p99, and for one
// page of each kind the HTML bytes raw and gzipped as sent, the time to the first byte of the response
// and to the first byte of the page's main content (<main>), and the total time. On Linux also the
// server's CPU time per page (its /proc CPU time over the measure / pages answered): the figure that
// holds when the machine is shared (1000 / it = pages/s one core could serve).
// Figures are reported, never asserted.
//
// Run: npm run bench -- --only-pages   or   node scripts/bench/pages.mjs [options]
//   --products 5000        catalogue size (each size has its own data dir; 100000 seeds once, slowly)
//   --duration 10          seconds per measure
//   --connections 10       autocannon connections
//   --port 3600            port of the store this script starts (loopback only)
//   --base-url URL         measure a store that is already running instead (no start, no profile)
//   --only product,home    measure only these pages (product, home, search, category)
//   --workers N            WORKERS=N for the started store (node:cluster)
//   --shoppers guest,session,buyer,returning  measure each page as a first-time guest (no cookie: the shared-HTML
//                          cache of decision 055 answers), as signed-in consumers (one newly registered
//                          shopper per connection: the many shoppers of one group, decision 065) and/or
//                          as a business buyer with contract prices (contract.buyer@bluebirddental.test
//                          on the advantage host), and/or as returning guests (one per connection,
//                          each with a cart of a different count: decision 065's step 4);
//                          guest,session by default
//   --database-url URL     run the started store on this PostgreSQL database (an empty one: it seeds it)
//   --cpu-prof DIR         start the store with node --cpu-prof, profiles written to DIR on exit
//                          (summarise them with scripts/bench/cpuprofile-summary.mjs DIR)
//   --reference DIR        also start the store of another checkout (e.g. a `git worktree add --detach
//                          .tmp/base <commit>` with its web build and node_modules symlinked) on
//                          port+1, its own data dir, and measure it beside this one, measure by
//                          measure, in the same run: the before/after figures under the same load
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
if (process.argv.includes("--help")) {
  const text = fs.readFileSync(fileURLToPath(import.meta.url), "utf8");
  console.log(
    text
      .split("\n")
      .filter((l) => l.startsWith("//"))
      .map((l) => l.slice(3))
      .join("\n"),
  );
  process.exit(0);
}
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg("port", "3600"));
const duration = Math.min(Number(arg("duration", "10")), 120);
const connections = Math.min(Number(arg("connections", "10")), 200);
const products = Number(arg("products", "5000"));
const workers = Number(arg("workers", "1"));
const cpuProfDir = arg("cpu-prof", null);
const givenBase = arg("base-url", null);
const referenceDir = arg("reference", null);
const only = new Set(arg("only", "product,home,search,category").split(","));
const shoppers = arg("shoppers", "guest,session").split(",");
// a PostgreSQL database of the caller's (made empty beforehand: the store seeds it as it starts)
const databaseUrl = arg("database-url", null);
const base = givenBase ?? `http://127.0.0.1:${port}`;
const baseUrl = new URL(base);
if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(baseUrl.hostname))
  throw new Error(`--base-url must be on loopback, got ${baseUrl.hostname}`);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForServer(child, storeBase) {
  const until = Date.now() + 15 * 60_000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${storeBase}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error("the server did not start within 15 minutes");
}

/** One page as a browser gets it (a first-time guest's without a cookie): bytes as sent (gzip), raw bytes, and timings. */
function fetchPage(storeBase, pagePath, cookie = null, extraHeaders = {}) {
  const url = new URL(storeBase);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    const req = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: pagePath,
        headers: { "accept-encoding": "gzip, deflate, br", ...extraHeaders, ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        const headersMs = ms();
        const chunks = [];
        let firstChunkMs = null;
        let mainMs = null;
        const encoding = res.headers["content-encoding"];
        const gunzip = encoding === "gzip" ? zlib.createGunzip() : encoding === "br" ? zlib.createBrotliDecompress() : null;
        let text = "";
        const onText = (buf) => {
          text += buf.toString("utf8");
          if (mainMs === null && text.includes("<main")) mainMs = ms();
        };
        if (gunzip) gunzip.on("data", onText);
        res.on("data", (chunk) => {
          firstChunkMs ??= ms();
          chunks.push(chunk);
          if (gunzip) gunzip.write(chunk);
          else onText(chunk);
        });
        res.on("end", () => {
          const finish = () =>
            resolve({
              status: res.status ?? res.statusCode,
              wireBytes: chunks.reduce((a, c) => a + c.length, 0),
              encoding: res.headers["content-encoding"] ?? "identity",
              rawBytes: Buffer.byteLength(text),
              gzip6Bytes: zlib.gzipSync(text, { level: 6 }).length,
              headersMs: Math.round(headersMs * 10) / 10,
              firstByteMs: Math.round((firstChunkMs ?? headersMs) * 10) / 10,
              mainMs: mainMs === null ? null : Math.round(mainMs * 10) / 10,
              totalMs: Math.round(ms() * 10) / 10,
            });
          if (gunzip) {
            gunzip.once("end", finish);
            gunzip.end();
          } else finish();
        });
      },
    );
    req.on("error", reject);
  });
}

async function startStore(dir, storePort, dataDir, profile) {
  if (
    await fetch(`http://127.0.0.1:${storePort}/readyz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`something already answers on port ${storePort}; choose another with --port`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(path.join(dir, "packages/web/build/server/index.js")))
    throw new Error(`the web build is missing in ${dir}: run npm run build first`);
  const nodeArgs = ["--import", "tsx"];
  if (profile) nodeArgs.unshift("--cpu-prof", "--cpu-prof-dir", path.resolve(profile));
  return spawn(process.execPath, [...nodeArgs, path.join(dir, "packages/server/src/main.ts")], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(storePort),
      HOST: "127.0.0.1",
      QUIRE_DATA_DIR: dataDir,
      QUIRE_DEMO_PRODUCTS: String(products),
      DATABASE_URL: databaseUrl ?? "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WORKERS: String(workers),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * CPU seconds a process and its live descendants (WORKERS=N forks them) have used so far, from
 * Linux's /proc, or null elsewhere.
 */
function cpuSeconds(pid) {
  try {
    // utime and stime (fields 14 and 15), in clock ticks of 1/100 s
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    let total = (Number(fields[11]) + Number(fields[12])) / 100;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) total += cpuSeconds(Number(child)) ?? 0;
    }
    return total;
  } catch {
    return null;
  }
}

/** A browser's cookies for the bench's sign-ins: keep(res) takes a response's Set-Cookie lines. */
function cookieJar() {
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return { jar, keep, cookie };
}

/**
 * A signed-in shopper's cookies (session, CSRF token, device): a new consumer registered as shopper
 * number `index` (from an address of its own: sign-ups are limited per address), or with `email` a
 * demo account signed in (a business buyer on the advantage host).
 */
async function signedInCookie(storeBase, { index = 0, email = null, host = null } = {}) {
  const { jar, keep, cookie } = cookieJar();
  const address = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const hostHeaders = host ? { host: `${host}:${new URL(storeBase).port}` } : {};
  const session = await request(storeBase, "GET", "/api/session", { ...hostHeaders, "x-forwarded-for": address });
  keep(session);
  const csrf = jar.get("quire_csrf");
  const res = await request(
    storeBase,
    "POST",
    email ? "/api/auth/login" : "/api/auth/register",
    { "content-type": "application/json", "x-csrf-token": csrf, cookie: cookie(), "x-forwarded-for": address, ...hostHeaders },
    JSON.stringify(
      email
        ? { email, password: "Quire-demo-1" }
        : {
            email: `bench-pages-${process.pid}-${index}@example.com`,
            password: "Quire-bench-1",
            firstName: "Bench",
            lastName: `Shopper${index}`,
          },
    ),
  );
  if (res.status >= 300) throw new Error(`sign-in at ${storeBase}: HTTP ${res.status}`);
  keep(res);
  if (!jar.has("quire_session")) throw new Error(`sign-in at ${storeBase}: no session cookie`);
  return cookie();
}

/** A returning guest's cookies (CSRF token, cart): guest number `index` with `index + 2` units in the cart. */
async function returningGuestCookie(storeBase, index) {
  const { jar, keep, cookie } = cookieJar();
  const address = `10.78.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  keep(await request(storeBase, "GET", "/api/session", { "x-forwarded-for": address }));
  const search = await fetch(`${storeBase}/api/search?query=paper&size=24`);
  const item = (await search.json()).items.find((i) => i.stockStatus === "IN_STOCK" && i.quantityLimit == null);
  const res = await request(
    storeBase,
    "POST",
    "/cc/api/checkout/default/item",
    {
      "content-type": "application/json",
      "x-csrf-token": jar.get("quire_csrf"),
      origin: storeBase,
      cookie: cookie(),
      "x-forwarded-for": address,
    },
    JSON.stringify({ items: [{ itemId: String(item.itemId), qty: index + 2 }] }),
  );
  if (res.status !== 200) throw new Error(`a returning guest's add at ${storeBase}: HTTP ${res.status}`);
  keep(res);
  if (!jar.has("quire_cart")) throw new Error(`a returning guest's add at ${storeBase}: no cart cookie`);
  return cookie();
}

/** One exchange over loopback with any Host header (fetch may not set Host); answers getSetCookie() and status. */
function request(storeBase, method, pagePath, headers, body) {
  const url = new URL(storeBase);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: pagePath, method, headers }, (res) => {
      res.resume();
      res.on("end", () => {
        const cookies = [res.headers["set-cookie"] ?? []].flat();
        resolve({ status: res.statusCode, headers: { getSetCookie: () => cookies } });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const servers = [];
const stores = [];
if (givenBase) stores.push({ name: "given", base });
else {
  servers.push(await startStore(root, port, path.join(root, ".tmp", `bench-pages-${products}`), cpuProfDir));
  stores.push({ name: "this", base, server: servers[0] });
  if (referenceDir) {
    const refPort = port + 1;
    servers.push(
      await startStore(path.resolve(referenceDir), refPort, path.join(root, ".tmp", `bench-pages-${products}-reference`)),
    );
    stores.push({ name: "reference", base: `http://127.0.0.1:${refPort}`, server: servers[1] });
  }
}

async function stopServers() {
  await Promise.all(
    servers.map(async (server) => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      if ((await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)])) === false) {
        server.kill("SIGKILL");
        await exited;
      }
    }),
  );
}
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void stopServers().finally(() => process.exit(130)));

try {
  for (const store of stores) await waitForServer(store.server, store.base);
  // real item URLs, from the search API: the product pages a shopper lands on
  const itemUrls = new Set();
  for (const q of ["paper", "pen", "toner", "binder", "stapler", "chair", "ink", "desk"]) {
    const res = await fetch(`${base}/api/search?query=${q}&size=48`);
    if (!res.ok) throw new Error(`GET /api/search?query=${q}: HTTP ${res.status}`);
    for (const i of (await res.json()).items) itemUrls.add(i.itemUrl);
    if (itemUrls.size >= 200) break;
  }
  const productPaths = [...itemUrls].slice(0, 200);
  if (productPaths.length === 0) throw new Error("no products found by search");
  // category pages: the ones the home page links to
  const home = await (await fetch(`${base}/`)).text();
  const categoryPaths = [...new Set([...home.matchAll(/href="(\/c\/[a-z0-9-]+)"/g)].map((m) => m[1]))].slice(0, 20);
  if (categoryPaths.length === 0) throw new Error("the home page links to no category");
  const pages = [
    { name: "product", paths: productPaths },
    { name: "home", paths: ["/"] },
    {
      name: "search",
      paths: ["stapler", "paper", "blue pen", "toner", "binder", "sticky notes"].map(
        (q) => `/search?query=${encodeURIComponent(q)}`,
      ),
    },
    { name: "category", paths: categoryPaths },
  ]
    .filter((p) => only.has(p.name))
    .flatMap((p) =>
      shoppers.map((shopper) => ({ ...p, shopper, name: shopper === "guest" ? p.name : `${p.name} (${shopper})` })),
    );
  // signed in: one new consumer per connection (the many shoppers of one group), and a business
  // buyer with contract prices on the advantage host
  for (const store of stores) {
    store.cookies = { guest: [null] };
    if (shoppers.includes("session")) {
      store.cookies.session = [];
      for (let i = 0; i < connections; i++) store.cookies.session.push(await signedInCookie(store.base, { index: i }));
    }
    if (shoppers.includes("returning")) {
      store.cookies.returning = [];
      for (let i = 0; i < connections; i++) store.cookies.returning.push(await returningGuestCookie(store.base, i));
    }
    if (shoppers.includes("buyer"))
      store.cookies.buyer = [
        await signedInCookie(store.base, {
          index: 1000,
          email: "contract.buyer@bluebirddental.test",
          host: "advantage.localhost",
        }),
      ];
  }
  const hostOf = (shopper) => (shopper === "buyer" ? { host: `advantage.localhost:${new URL(base).port}` } : {});

  // warm: every path once, then a short burst (JIT, SQLite page cache, caches with a TTL)
  for (const store of stores) {
    for (const page of pages)
      for (const p of page.paths) await fetchPage(store.base, p, store.cookies[page.shopper][0], hostOf(page.shopper));
    await autocannon({
      url: store.base,
      connections,
      duration: 2,
      requests: productPaths.map((p) => ({ method: "GET", path: p })),
    });
  }

  const figures = [];
  for (const page of pages) {
    // store by store, one measure at a time: both see the same machine within seconds of each other
    for (const store of stores) {
      const cookies = store.cookies[page.shopper];
      const cookie = cookies[0];
      const sample = await fetchPage(store.base, page.paths[0], cookie, hostOf(page.shopper));
      if (sample.status !== 200) throw new Error(`${store.name}: GET ${page.paths[0]}: HTTP ${sample.status}`);
      // the figures of one page of each kind, unloaded: median of five
      const singles = [];
      for (let i = 0; i < 5; i++)
        singles.push(await fetchPage(store.base, page.paths[i % page.paths.length], cookie, hostOf(page.shopper)));
      const median = (key) => singles.map((s) => s[key]).sort((a, b) => a - b)[2];
      const cpuBefore = store.server ? cpuSeconds(store.server.pid) : null;
      const result = await autocannon({
        url: store.base,
        connections,
        duration,
        headers: { "accept-encoding": "gzip, deflate, br", ...hostOf(page.shopper) },
        // each connection its own shopper's cookies (round robin over the shoppers)
        setupClient: (() => {
          let next = 0;
          return (client) => {
            const own = cookies[next++ % cookies.length];
            client.setHeaders({
              "accept-encoding": "gzip, deflate, br",
              ...hostOf(page.shopper),
              ...(own ? { cookie: own } : {}),
            });
          };
        })(),
        requests: page.paths.map((p) => ({ method: "GET", path: p })),
      });
      const cpuAfter = store.server ? cpuSeconds(store.server.pid) : null;
      // CPU time per page: what the page costs the server, whatever else the machine is doing
      const cpuMsPerPage =
        cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
          ? Math.round(((cpuAfter - cpuBefore) * 1000 * 100) / result.requests.total) / 100
          : null;
      const f = {
        store: store.name,
        page: page.name,
        shopper: page.shopper,
        paths: page.paths.length,
        pagesPerSec: Math.round(result.requests.average),
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        errors: result.errors + result.non2xx,
        cpuMsPerPage,
        htmlBytes: sample.rawBytes,
        sentBytes: sample.wireBytes,
        encoding: sample.encoding,
        gzip6Bytes: sample.gzip6Bytes,
        headersMs: median("headersMs"),
        firstByteMs: median("firstByteMs"),
        mainMs: median("mainMs"),
        totalMs: median("totalMs"),
      };
      figures.push(f);
      console.log(
        `${f.store.padEnd(9)} ${f.page.padEnd(18)} ${String(f.pagesPerSec).padStart(5)} pages/s  p50 ${f.p50ms} ms  p99 ${f.p99ms} ms  errors ${f.errors}  CPU ${f.cpuMsPerPage} ms/page  ` +
          `HTML ${(f.htmlBytes / 1024).toFixed(1)} KB, gzip -6 ${(f.gzip6Bytes / 1024).toFixed(1)} KB, sent ${(f.sentBytes / 1024).toFixed(1)} KB ${f.encoding}  ` +
          `unloaded: headers ${f.headersMs} ms, first byte ${f.firstByteMs} ms, <main> ${f.mainMs} ms, end ${f.totalMs} ms`,
      );
    }
  }
  console.log(JSON.stringify({ bench: "pages", products, connections, duration, workers, shoppers, figures }));
} finally {
  await stopServers();
}

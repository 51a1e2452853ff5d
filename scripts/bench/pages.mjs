#!/usr/bin/env node
// Page render speed (issue 18, target 3; decision 053), over loopback HTTP. Starts the built store
// (packages/server/src/main.ts, SQLite on its own data dir under .tmp/, seeded on first use, then
// reused) unless --base-url points at a running one, warms it, then runs autocannon for --duration
// seconds against product pages (a rotating list of real item URLs, as first-time guests: no cookie,
// gzip accepted) and the home, search and category pages. For each: pages/s, p50, p99, and for one
// page of each kind the HTML bytes raw and gzipped as sent, the time to the first byte of the response
// and to the first byte of the page's main content (<main>), and the total time.
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
//   --cpu-prof DIR         start the store with node --cpu-prof, profiles written to DIR on exit
//                          (summarise them with scripts/bench/cpu-profile-summary.mjs DIR)
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
const only = new Set(arg("only", "product,home,search,category").split(","));
const base = givenBase ?? `http://127.0.0.1:${port}`;
const baseUrl = new URL(base);
if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(baseUrl.hostname))
  throw new Error(`--base-url must be on loopback, got ${baseUrl.hostname}`);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForServer(child) {
  const until = Date.now() + 15 * 60_000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error("the server did not start within 15 minutes");
}

/** One page as a first-time guest's browser gets it: bytes as sent (gzip), raw bytes, and timings. */
function fetchPage(pagePath) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    const req = http.get(
      { host: baseUrl.hostname, port: baseUrl.port, path: pagePath, headers: { "accept-encoding": "gzip" } },
      (res) => {
        const headersMs = ms();
        const chunks = [];
        let firstChunkMs = null;
        let mainMs = null;
        const gunzip = res.headers["content-encoding"] === "gzip" ? zlib.createGunzip() : null;
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

let server = null;
if (!givenBase) {
  const dataDir = path.join(root, ".tmp", `bench-pages-${products}`);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(path.join(root, "packages/web/build/server/index.js")))
    throw new Error("the web build is missing: run npm run build first");
  const nodeArgs = ["--import", "tsx"];
  if (cpuProfDir) nodeArgs.unshift("--cpu-prof", "--cpu-prof-dir", path.resolve(cpuProfDir));
  server = spawn(process.execPath, [...nodeArgs, path.join(root, "packages/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      QUIRE_DATA_DIR: dataDir,
      QUIRE_DEMO_PRODUCTS: String(products),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WORKERS: String(workers),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  if ((await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)])) === false) {
    server.kill("SIGKILL");
    await exited;
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void stopServer().finally(() => process.exit(130)));

try {
  await waitForServer(server);
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
  ].filter((p) => only.has(p.name));

  // warm: every path once, then a short burst (JIT, SQLite page cache, caches with a TTL)
  for (const page of pages) for (const p of page.paths) await fetchPage(p);
  await autocannon({ url: base, connections, duration: 2, requests: productPaths.map((p) => ({ method: "GET", path: p })) });

  const figures = [];
  for (const page of pages) {
    const sample = await fetchPage(page.paths[0]);
    if (sample.status !== 200) throw new Error(`GET ${page.paths[0]}: HTTP ${sample.status}`);
    // the figures of one page of each kind, unloaded: median of five
    const singles = [];
    for (let i = 0; i < 5; i++) singles.push(await fetchPage(page.paths[i % page.paths.length]));
    const median = (key) => singles.map((s) => s[key]).sort((a, b) => a - b)[2];
    const result = await autocannon({
      url: base,
      connections,
      duration,
      headers: { "accept-encoding": "gzip" },
      requests: page.paths.map((p) => ({ method: "GET", path: p })),
    });
    const f = {
      page: page.name,
      paths: page.paths.length,
      pagesPerSec: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      errors: result.errors + result.non2xx,
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
      `${f.page.padEnd(8)} ${String(f.pagesPerSec).padStart(5)} pages/s  p50 ${f.p50ms} ms  p99 ${f.p99ms} ms  errors ${f.errors}  ` +
        `HTML ${(f.htmlBytes / 1024).toFixed(1)} KB, sent ${(f.sentBytes / 1024).toFixed(1)} KB ${f.encoding}  ` +
        `unloaded: headers ${f.headersMs} ms, first byte ${f.firstByteMs} ms, <main> ${f.mainMs} ms, end ${f.totalMs} ms`,
    );
  }
  console.log(JSON.stringify({ bench: "pages", products, connections, duration, workers, figures }));
} finally {
  await stopServer();
}

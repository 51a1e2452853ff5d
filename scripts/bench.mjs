#!/usr/bin/env node
// `npm run bench`: speed and memory figures, reported, never asserted.
// For each catalogue size: a store on its own SQLite file (seeded on first use, then reused),
// autocannon against the search API and product-page rendering, Lighthouse (mobile preset,
// Debian's Chromium) on home, search and product pages, first-load JS gzipped, and server RSS.
// Options: --sizes 5000,100000  --duration 10  --connections 10  --skip-lighthouse
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const sizes = arg("sizes", "5000,100000").split(",").map(Number);
const duration = Number(arg("duration", "10"));
const connections = Number(arg("connections", "10"));
const skipLighthouse = process.argv.includes("--skip-lighthouse");
const port = Number(arg("port", "3200"));
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

async function startServer(size) {
  const dataDir = path.join(root, ".tmp", `bench-${size}`);
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "packages/server/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      QUIRE_DATA_DIR: dataDir,
      QUIRE_DEMO_PRODUCTS: String(size),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    if (Date.now() - started > 15 * 60_000) throw new Error("server did not become ready");
    await new Promise((r) => setTimeout(r, 500));
  }
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

async function firstLoadJsKb(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const srcs = new Set();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(m[1]);
  let total = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer());
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, kb: Math.round((total / 1024) * 10) / 10 };
}

async function lighthouseRuns(pages) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const out = [];
  for (const [name, url] of pages) {
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
      });
      const a = result.lhr.audits;
      out.push({
        page: name,
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(a["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(a["total-blocking-time"].numericValue),
        cls: Math.round(a["cumulative-layout-shift"].numericValue * 1000) / 1000,
      });
    } finally {
      await chrome.kill();
    }
  }
  return out;
}

const report = { date: new Date().toISOString(), node: process.version, connections, durationSec: duration, runs: [] };
for (const size of sizes) {
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
    const lh = skipLighthouse
      ? []
      : await lighthouseRuns([
          ["home", `${base}/`],
          ["search", `${base}/search?query=stapler`],
          ["product", `${base}${items[0]}`],
        ]);
    report.runs.push({
      products: size,
      readyAfterSec,
      load: [search, searchCold, product],
      serverRssMb: rss,
      firstLoadJs: js,
      lighthouse: lh,
    });
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
const file = path.join(root, "bench-results", `bench-${report.date.replace(/[:.]/g, "-")}.json`);
fs.writeFileSync(file, JSON.stringify(report, null, 2));
const lines = ["", `| products | measure | req/s | p50 ms | p99 ms | errors |`, `|---|---|---|---|---|---|`];
for (const run of report.runs)
  for (const l of run.load)
    lines.push(`| ${run.products} | ${l.title} | ${l.requestsPerSec} | ${l.p50ms} | ${l.p99ms} | ${l.errors} |`);
lines.push("", `| products | page | Lighthouse | LCP ms | TBT ms | CLS |`, `|---|---|---|---|---|---|`);
for (const run of report.runs)
  for (const l of run.lighthouse) lines.push(`| ${run.products} | ${l.page} | ${l.score} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} |`);
lines.push("");
for (const run of report.runs) {
  lines.push(
    `${run.products} products: ready after ${run.readyAfterSec}s (includes first-time seeding), server RSS ${run.serverRssMb} MB after load, first-load JS ${run.firstLoadJs.kb} KB gzipped in ${run.firstLoadJs.files} files`,
  );
}
console.log(lines.join("\n"));
console.log(`\nfull report: ${path.relative(root, file)}`);

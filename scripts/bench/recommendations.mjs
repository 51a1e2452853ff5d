#!/usr/bin/env node
// Recommendation latency (decision 049), over loopback HTTP. Starts the API server
// (scripts/bench/api-server.mjs) on its own SQLite file (seeded on first use, then reused) unless
// --base-url points at a running store, then runs autocannon for --duration seconds against
// POST /api/sparxProxy/atRecommendation with each scheme the pages use (Customers also bought for a
// rotating set of core items, Trending now, Alternate choices) and the same-category baseline.
// Prints p50/p99 and requests/s of each, and one JSON line. Figures are reported, never asserted.
// Run: npm run bench -- --only-recommendations   or   node scripts/bench/recommendations.mjs [--port 3330]
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg("port", "3330"));
const duration = Number(arg("duration", "10"));
const connections = Number(arg("connections", "10"));
const products = Number(arg("products", "5000"));
const givenBase = arg("base-url", null);
const base = givenBase ?? `http://127.0.0.1:${port}`;
const CSRF = "bench-recommendations-csrf-token";

async function waitForServer(child) {
  const until = Date.now() + 600_000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start within 10 minutes");
}

let server = null;
if (!givenBase) {
  const dataDir = path.join(root, ".tmp", `bench-recommendations-${products}`);
  fs.mkdirSync(dataDir, { recursive: true });
  server = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench/api-server.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      QUIRE_DATA_DIR: dataDir,
      QUIRE_DEMO_PRODUCTS: String(products),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

const headers = { "content-type": "application/json", cookie: `quire_csrf=${CSRF}`, "x-csrf-token": CSRF };

try {
  await waitForServer(server);
  // core items: the store's trending products, so most have co-purchase neighbours
  const trending = await (
    await fetch(`${base}/api/sparxProxy/atRecommendation`, {
      method: "POST",
      headers,
      body: JSON.stringify({ query: { number: 50, scheme: "TRENDING_NOW" } }),
    })
  ).json();
  const cores = trending.map((t) => t.itemId);
  if (cores.length === 0) throw new Error("no trending items to ask about");
  const body = (query) => JSON.stringify({ query: { number: 25, ...query } });
  const runs = [
    {
      title: "Customers also bought (25)",
      requests: cores.map((id) => ({ body: body({ coreSkuNumber: id, scheme: "CUSTOMERS_ALSO_BOUGHT" }) })),
    },
    { title: "Trending now (25)", requests: [{ body: body({ scheme: "TRENDING_NOW" }) }] },
    {
      title: "Alternate choices (25)",
      requests: cores.map((id) => ({ body: body({ coreSkuNumber: id, scheme: "ALTERNATE_CHOICES" }) })),
    },
    {
      title: "same-category baseline (25)",
      requests: cores.map((id) => ({ body: body({ coreSkuNumber: id, scheme: "SAME_CATEGORY" }) })),
    },
  ];
  const figures = [];
  for (const run of runs) {
    const result = await autocannon({
      url: `${base}/api/sparxProxy/atRecommendation`,
      method: "POST",
      connections,
      duration,
      headers,
      requests: run.requests.map((r) => ({ method: "POST", body: r.body, headers })),
    });
    const f = {
      title: run.title,
      requestsPerSec: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
    figures.push(f);
    console.log(`${f.title}: p50 ${f.p50ms} ms, p99 ${f.p99ms} ms, ${f.requestsPerSec} req/s, ${f.errors} errors`);
  }
  console.log(JSON.stringify({ bench: "recommendations", products, connections, duration, figures }));
} finally {
  server?.kill("SIGTERM");
}

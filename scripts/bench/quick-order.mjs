#!/usr/bin/env node
// Quick order with 50 lines (decision 043), over loopback HTTP, for the demo business
// buyer buyer@northwind.test. Starts the API server (scripts/bench/api-server.mjs) on its own
// SQLite file (seeded on first use, then reused) unless --base-url points at a running store, then:
//   - check: POST /ele-lpd/api/quickOrder {text, validateOnly: true} with autocannon for --duration
//     seconds (every line looked up, checked with the cart's rules; nothing added)
//   - add: the same 50 lines added to the cart, one call after another for about --duration seconds,
//     the cart emptied between calls (not timed), so every add starts from an empty cart
// Prints p50/p99 and requests/s of each, and one JSON line. Figures are reported, never asserted.
// Run: npm run bench -- --only-quick-order   or   node scripts/bench/quick-order.mjs [--port 3320]
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg("port", "3320"));
const duration = Number(arg("duration", "10"));
const connections = Number(arg("connections", "10"));
const products = Number(arg("products", "5000"));
const givenBase = arg("base-url", null);
const base = givenBase ?? `http://127.0.0.1:${port}`;
const HOST = `advantage.localhost:${new URL(base).port || port}`;
const LINES = 50;

// node:http rather than fetch: fetch will not send another Host header, and the tenant is the host
function request(method, url, { body, cookie, csrf, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method,
        headers: {
          host: HOST,
          ...(payload !== undefined ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...(cookie ? { cookie } : {}),
          ...(csrf ? { "x-csrf-token": csrf } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode, setCookies: res.headers["set-cookie"] ?? [], json: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on("error", reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

function cookiesOf(setCookies, jar) {
  for (const line of setCookies) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

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
  const dataDir = path.join(root, ".tmp", `bench-quick-order-${products}`);
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

try {
  await waitForServer(server);
  const jar = new Map();
  const session = await request("GET", "/api/session");
  let cookie = cookiesOf(session.setCookies, jar);
  const csrf = () => decodeURIComponent(jar.get("quire_csrf") ?? "");
  const login = await request("POST", "/api/auth/login", {
    body: { email: "buyer@northwind.test", password: "Quire-demo-1" },
    cookie,
    csrf: csrf(),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.json)}`);
  cookie = cookiesOf(login.setCookies, jar);

  // 50 items the buyer can order: well stocked, taken from searches for the account's usual supplies
  const items = new Set();
  for (const query of ["paper", "pen", "binder", "toner", "stapler", "folder", "notebook", "marker", "envelope", "tape"]) {
    const found = await request("GET", `/api/search?query=${encodeURIComponent(query)}&size=48`, { cookie });
    for (const p of found.json?.items ?? []) {
      const id = p.itemId ?? p.partNumber;
      if (id) items.add(String(id));
    }
  }
  const probe = await request("POST", "/ele-lpd/api/quickOrder", {
    body: {
      text: [...items]
        .slice(0, 100)
        .map((id, i) => `${id}, ${1 + (i % 3)}`)
        .join("\n"),
      validateOnly: true,
    },
    cookie,
    csrf: csrf(),
  });
  if (probe.status !== 200) throw new Error(`quick order refused: ${probe.status} ${JSON.stringify(probe.json)}`);
  const good = probe.json.data.lines.filter((l) => l.status === "ok");
  if (good.length < LINES) throw new Error(`only ${good.length} orderable items found`);
  const text = good
    .slice(0, LINES)
    .map((l) => l.text)
    .join("\n");

  // --- check (validateOnly) with autocannon
  const body = JSON.stringify({ text, validateOnly: true });
  const check = await autocannon({
    url: `${base}/ele-lpd/api/quickOrder`,
    method: "POST",
    connections,
    duration,
    headers: { host: HOST, cookie, "x-csrf-token": csrf(), "content-type": "application/json" },
    body,
  });
  const checkFigures = {
    title: `check ${LINES} lines (validateOnly)`,
    requestsPerSec: Math.round(check.requests.average),
    p50ms: check.latency.p50,
    p99ms: check.latency.p99,
    errors: check.errors + check.non2xx,
  };

  // --- add: one call after another, the cart emptied between calls (untimed)
  const emptyCart = async () => {
    const cart = await request("GET", "/cc/api/checkout", { cookie });
    const lines = cart.json.data.cartInfo.items.filter((l) => l.status === "ACTIVE" && l.cartItemId);
    if (lines.length === 0) return;
    await request("POST", "/cc/api/checkout/default?actionType=EDIT_ITEM", {
      body: { items: lines.map((l) => ({ cartItemId: l.cartItemId, qty: 0 })) },
      cookie,
      csrf: csrf(),
      headers: { "x-http-method-override": "PUT" },
    });
  };
  await emptyCart();
  const ms = [];
  let addErrors = 0;
  let timed = 0;
  const stopAt = Date.now() + duration * 1000;
  while (Date.now() < stopAt) {
    const t = performance.now();
    const reply = await request("POST", "/ele-lpd/api/quickOrder", { body: { text }, cookie, csrf: csrf() });
    const elapsed = performance.now() - t;
    timed += elapsed;
    ms.push(elapsed);
    if (reply.status !== 200 || reply.json.data.okCount !== LINES) {
      if (addErrors === 0) {
        const bad = reply.json?.data?.lines?.find((l) => l.status === "error") ?? reply.json;
        process.stderr.write(`first failed add: ${reply.status} ${JSON.stringify(bad)}\n`);
      }
      addErrors++;
    }
    await emptyCart();
  }
  ms.sort((a, b) => a - b);
  const at = (q) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] * 10) / 10;
  const addFigures = {
    title: `add ${LINES} lines to an empty cart (one at a time)`,
    requestsPerSec: Math.round((ms.length / timed) * 1000),
    p50ms: at(0.5),
    p99ms: at(0.99),
    calls: ms.length,
    errors: addErrors,
  };

  const rows = [checkFigures, addFigures];
  process.stdout.write(
    [
      `Quick order, buyer@northwind.test, ${LINES} lines, SQLite, ${products.toLocaleString("en-US")} products, ${duration}s per measure`,
      `| measure | req/s | p50 ms | p99 ms | errors |`,
      `| --- | --- | --- | --- | --- |`,
      ...rows.map((r) => `| ${r.title} | ${r.requestsPerSec} | ${r.p50ms} | ${r.p99ms} | ${r.errors} |`),
      JSON.stringify({ quickOrder: rows }),
      "",
    ].join("\n"),
  );
} finally {
  if (server) server.kill("SIGTERM");
}

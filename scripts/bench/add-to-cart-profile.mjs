#!/usr/bin/env node
// The add-to-cart profile of decision 051: new-guest adds one after another in one process, through
// app.inject (no sockets, no load generator), over a seeded SQLite data dir. Prints SQL statements,
// CPU and wall time per add. Run under the profiler and summarise:
//
//   node --cpu-prof --cpu-prof-dir=.tmp/prof --import tsx scripts/bench/add-to-cart-profile.mjs \
//        [--data-dir .tmp/bench-atc-5000] [--adds 2000] [--concurrency 1]
//   node scripts/bench/cpuprofile-summary.mjs .tmp/prof/<file>.cpuprofile --skip-sec 10
//
// The data dir must hold a seeded store (scripts/bench/add-to-cart.mjs makes .tmp/bench-atc-5000).
// The statements are counted by wrapping better-sqlite3's statement methods, so in the profile their
// time shows as this file's self time.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const dataDir = path.resolve(arg("data-dir", path.join(root, ".tmp", "bench-atc-5000")));
const adds = Math.min(100_000, Number(arg("adds", "2000")));
// adds in flight at once (1: one after another); several let the server group what arrives together
const concurrency = Math.max(1, Math.min(200, Number(arg("concurrency", "1"))));
if (!fs.existsSync(path.join(dataDir, "quire.db"))) {
  console.error(`no store in ${dataDir}: run scripts/bench/add-to-cart.mjs once, or pass --data-dir`);
  process.exit(2);
}

const proto = Object.getPrototypeOf(new SQLite(":memory:").prepare("select 1"));
let statements = 0;
for (const method of ["run", "all", "get", "iterate"]) {
  const original = proto[method];
  proto[method] = function counted(...args) {
    statements++;
    return original.apply(this, args);
  };
}

const { buildApp } = await import(path.join(root, "packages/server/src/app.ts"));
const { loadConfig } = await import(path.join(root, "packages/server/src/config/config.ts"));
const { openDatabase } = await import(path.join(root, "packages/server/src/db/database.ts"));
const config = { ...loadConfig({ ...process.env, QUIRE_DATA_DIR: dataDir }), logLevel: "warn" };
const { db, kind, close } = openDatabase(config);
const app = await buildApp({ config, db, dbKind: kind, serveWeb: false, logger: false });
const CSRF = "bench-atc-csrf-token-0123456789";
const headers = {
  "content-type": "application/json",
  "x-csrf-token": CSRF,
  cookie: `quire_csrf=${CSRF}`,
  origin: "http://localhost",
  host: "localhost",
};
const search = await app.inject({ method: "GET", url: "/api/search?query=paper&size=48" });
const items = search
  .json()
  .items.filter((i) => i.status === "PUBLISHED" && i.stockStatus === "IN_STOCK" && !i.isFreeSample && i.quantityLimit == null)
  .map((i) => String(i.itemId));
const add = async (i) => {
  const res = await app.inject({
    method: "POST",
    url: "/cc/api/checkout/default/item",
    headers,
    payload: { items: [{ itemId: items[i % items.length], qty: 1 }] },
  });
  if (res.statusCode !== 200) throw new Error(`add: HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`);
};
for (let i = 0; i < 50; i++) await add(i);
statements = 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < adds) await add(next++);
  }),
);
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
console.log(
  JSON.stringify({
    adds,
    concurrency,
    statementsPerAdd: Math.round((statements / adds) * 10) / 10,
    cpuMsPerAdd: Math.round(((cpu.user + cpu.system) / 1000 / adds) * 1000) / 1000,
    wallMsPerAdd: Math.round((wall / adds) * 1000) / 1000,
  }),
);
await app.close();
await close();

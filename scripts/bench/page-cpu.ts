// CPU time of one page at a time, in process (decision 053): the built store (buildApp, serving the
// web build) answers first-time-guest pages through app.inject, one after the other, and each page's
// CPU time is taken on its own (process.cpuUsage around it). Its median and first quartile hold better
// than pages/s on a machine shared with other work; run two checkouts' copies alternately to compare.
//
//   QUIRE_DATA_DIR=.tmp/bench-pages-5000 node --import tsx scripts/bench/page-cpu.ts [product|home] [--sql]
//   [--session]  (the data dir of `node scripts/bench/pages.mjs`; N=300 pages; --sql lists one product page's
//   statements; --session renders them for a signed-in consumer instead of a first-time guest)
// Figures are reported, never asserted.
import path from "node:path";
import SQLite from "better-sqlite3";

process.env.NODE_ENV = "production";
process.env.QUIRE_DATA_DIR ||= path.resolve(".tmp/bench-pages-5000");
process.env.LOG_LEVEL = "warn";
process.env.DATABASE_URL = "";

const listSql = process.argv.includes("--sql");
let statements: string[] | null = null;
if (listSql) {
  // better-sqlite3's statements, wrapped to note their SQL while one page is answered
  const proto = Object.getPrototypeOf(new SQLite(":memory:").prepare("select 1")) as Record<string, unknown>;
  for (const method of ["all", "get", "run", "iterate"]) {
    const original = proto[method] as (...args: unknown[]) => unknown;
    proto[method] = function (this: { source: string }, ...args: unknown[]) {
      statements?.push(this.source.replace(/\s+/g, " "));
      return original.apply(this, args);
    };
  }
}

const { buildApp } = await import("../../packages/server/src/app");
const { loadConfig } = await import("../../packages/server/src/config/config");
const { openDatabase } = await import("../../packages/server/src/db/database");
const config = loadConfig();
const { db, kind, close } = openDatabase(config);
const app = await buildApp({ config, db, dbKind: kind, logger: false });
await app.ready();

const found = await app.inject({ url: "/api/search?query=paper&size=48" });
const itemUrls = (found.json() as { items: { itemUrl: string }[] }).items.map((i) => i.itemUrl.replace(/^\//, ""));
const page = process.argv[2] === "home" ? "home" : "product";
// --session: a returning consumer, signed in (the per-shopper render the shared-HTML cache does not answer)
const cookie = process.argv.includes("--session") ? await signedInCookie() : null;

async function signedInCookie(): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  keep((await app.inject({ url: "/api/session" })).headers["set-cookie"]);
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: {
      "content-type": "application/json",
      "x-csrf-token": jar.get("quire_csrf") ?? "",
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    },
    payload: JSON.stringify({ email: "registered@quire.test", password: "Quire-demo-1" }),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in: HTTP ${res.statusCode}`);
  keep(res.headers["set-cookie"]);
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}
const pathOf = (i: number) => (page === "home" ? "/" : `/${itemUrls[i % itemUrls.length]}`);
const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br", ...(cookie ? { cookie } : {}) };

for (let i = 0; i < 150; i++) await app.inject({ url: pathOf(i), headers });
if (listSql) {
  statements = [];
  await app.inject({ url: pathOf(3), headers });
  console.log(`${statements.length} statements for ${pathOf(3)}`);
  for (const s of statements) console.log(`  ${s.slice(0, 200)}`);
  statements = null;
}
const n = Number(process.env.N ?? 300);
const each: number[] = [];
for (let i = 0; i < n; i++) {
  const before = process.cpuUsage();
  await app.inject({ url: pathOf(i), headers });
  const used = process.cpuUsage(before);
  each.push((used.user + used.system) / 1000);
}
each.sort((a, b) => a - b);
const at = (q: number) => each[Math.min(n - 1, Math.floor(n * q))]!.toFixed(2);
console.log(`${page}: ${n} pages, CPU ms a page: p25 ${at(0.25)}, median ${at(0.5)}, p90 ${at(0.9)}`);
await app.close();
await close();

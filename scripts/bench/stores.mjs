#!/usr/bin/env node
// The store locator's radius search at scale, started by scripts/bench.mjs (node --import
// tsx) once per database: DATABASE_URL for PostgreSQL, else SQLite in QUIRE_DATA_DIR. Fills the
// stores table with `--stores N` demo stores (buildStores: the 127 demo stores, then real US ZIP
// codes) when it holds a different number, then times, in process and one after another:
//   - StoreService.nearby at 20 and 100 miles (a box on the coordinates index, then exact distance)
//   - StoreService.locate: the whole storeLocator answer (geocode, search, today's hours, open now)
// from points spread over the country (real ZIP codes, the same every run). Prints one JSON line.
import { createRequire } from "node:module";
import { sql } from "kysely";
import { loadConfig, migrateToLatest, openDatabase } from "../../packages/server/src/index.ts";
import { buildStores } from "../../packages/server/src/db/seed/stores.ts";
import { StoreService } from "../../packages/server/src/modules/stores/stores.service.ts";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const storeCount = Number(arg("stores", "2000"));
const iterations = Number(arg("iterations", "5000"));

const config = loadConfig();
const { db, kind, close } = openDatabase(config);
try {
  await migrateToLatest(db);
  const have = Number(
    (
      await db
        .selectFrom("stores")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (have !== storeCount) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("stores").execute();
      const rows = buildStores(storeCount);
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto("stores")
          .values(rows.slice(i, i + 500))
          .execute();
    });
  }

  // fresh planner statistics, as a seeded database has after autovacuum
  if (kind === "postgres") await sql`analyze stores`.execute(db);
  else await sql`analyze`.execute(db);

  // query points: every store's ZIP would favour dense areas; these are real ZIPs drawn evenly from the package
  const zipcodes = createRequire(import.meta.url)("zipcodes");
  const zips = Object.keys(zipcodes.codes)
    .filter((z) => /^\d{5}$/.test(z))
    .sort();
  const points = [];
  for (let i = 0; i < 1000; i++) {
    const z = zipcodes.codes[zips[Math.floor((i * zips.length) / 1000)]];
    points.push({ zip: z.zip, latitude: z.latitude, longitude: z.longitude });
  }
  const service = new StoreService(db);

  async function time(title, run) {
    for (let i = 0; i < 200; i++) await run(points[i % points.length]); // warm-up
    const ms = [];
    let found = 0;
    for (let i = 0; i < iterations; i++) {
      const p = points[(i * 7) % points.length];
      const t = performance.now();
      found += await run(p);
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    const at = (q) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] * 1000) / 1000;
    return {
      title,
      iterations,
      p50ms: at(0.5),
      p99ms: at(0.99),
      maxms: at(1),
      meanStores: Math.round((found / iterations) * 10) / 10,
    };
  }

  const rows = [
    await time("radius search, 20 mi (nearby)", async (p) => (await service.nearby(p, 20)).length),
    await time("radius search, 100 mi (nearby)", async (p) => (await service.nearby(p, 100)).length),
    await time("storeLocator answer by ZIP, 20 mi (locate)", async (p) => {
      try {
        return (await service.locate({ address: p.zip, radius: 20 })).stores.length;
      } catch {
        return 0; // 'No store found' is an answer too
      }
    }),
  ];
  const count = Number(
    (
      await db
        .selectFrom("stores")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  process.stdout.write(`${JSON.stringify({ database: kind === "sqlite" ? "SQLite" : "PostgreSQL", stores: count, rows })}\n`);
} finally {
  await close();
}

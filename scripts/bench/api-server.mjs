#!/usr/bin/env node
// Quire without its pages: what packages/server/src/main.ts does (migrate, seed on first use, serve on
// PORT with the same configuration from the environment), with buildApp's serveWeb off. Started by
// scripts/bench.mjs (node --import tsx) for the checkout figures when packages/web/build is missing,
// because main.ts refuses to start without the web build. The API routes, hooks (session, CSRF,
// compression, security headers) and the card gateway on pay.localhost are the same; only the
// React Router catch-all and the static files are absent, which no API request reaches anyway.
import { buildApp, loadConfig, migrateToLatest, openDatabase } from "../../packages/server/src/index.ts";
import { isDemoDataPresent, seedDemoData } from "../../packages/server/src/db/seed/generate-demo-data.ts";

const config = loadConfig();
const { db, kind, close } = openDatabase(config);
await migrateToLatest(db);
if (!(await isDemoDataPresent(db))) {
  process.stderr.write(
    `Generating demo data (${config.demoProducts.toLocaleString("en-US")} products, seed ${config.seed})...\n`,
  );
  const summary = await seedDemoData(db, { products: config.demoProducts, seed: config.seed });
  process.stderr.write(`Demo data ready: ${JSON.stringify(summary)}\n`);
}
const app = await buildApp({ config, db, dbKind: kind, serveWeb: false });
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    void app
      .close()
      .then(close)
      .finally(() => process.exit(0));
  });
await app.listen({ port: config.port, host: config.host });
process.stderr.write(`Quire (API only, no web build) is serving http://localhost:${config.port} on ${kind}\n`);

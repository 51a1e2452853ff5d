import { buildApp } from "./app";
import { loadConfig } from "./config/config";
import { migrateToLatest, openDatabase } from "./db/database";
import { isDemoDataPresent, seedDemoData } from "./db/seed/generate-demo-data";
import { createProgressBar } from "./db/seed/progress-bar";

// `npm start`: migrate, generate demo data on first start, then serve API, assets and pages on one port.
async function main(): Promise<void> {
  const config = loadConfig();
  const { db, kind, close } = openDatabase(config);
  await migrateToLatest(db);
  if (!(await isDemoDataPresent(db))) {
    process.stderr.write(
      `Generating demo data (${config.demoProducts.toLocaleString("en-US")} products, seed ${config.seed})...\n`,
    );
    const summary = await seedDemoData(db, { products: config.demoProducts, seed: config.seed, onProgress: createProgressBar() });
    process.stderr.write(`Demo data ready: ${JSON.stringify(summary)}\n`);
  }
  const app = await buildApp({ config, db, dbKind: kind });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
  const where = kind === "sqlite" ? `SQLite in ${config.dataDir}` : "PostgreSQL";
  process.stderr.write(
    `Quire is serving http://localhost:${config.port} (dotcom) and http://advantage.localhost:${config.port} (advantage) on ${where}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

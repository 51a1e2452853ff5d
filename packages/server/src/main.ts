import cluster from "node:cluster";
import { buildApp } from "./app";
import { loadConfig } from "./config/config";
import { migrateToLatest, openDatabase } from "./db/database";
import { isDemoDataPresent, seedDemoData } from "./db/seed/generate-demo-data";
import { createProgressBar } from "./db/seed/progress-bar";
import { serveClusterMetrics } from "./modules/ops";
import { PAGE_CACHE_CLEAR_MESSAGE } from "./http/page-cache";

// `npm start`: migrate, generate demo data on first start, then serve API, assets and pages on one port.
// With WORKERS=N the first process prepares the database once, then forks N processes that share the
// port (node:cluster hands them connections); nothing shared lives in one process's memory.
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary) await prepareDatabase(config);
  if (cluster.isPrimary && config.workers > 1) return superviseWorkers(config.workers);
  await serve(config);
}

async function prepareDatabase(config: ReturnType<typeof loadConfig>): Promise<void> {
  const { db, close } = openDatabase(config);
  try {
    await migrateToLatest(db);
    if (!(await isDemoDataPresent(db))) {
      process.stderr.write(
        `Generating demo data (${config.demoProducts.toLocaleString("en-US")} products, seed ${config.seed})...\n`,
      );
      const summary = await seedDemoData(db, {
        products: config.demoProducts,
        seed: config.seed,
        onProgress: createProgressBar(),
      });
      process.stderr.write(`Demo data ready: ${JSON.stringify(summary)}\n`);
    }
  } finally {
    await close();
  }
}

async function serve(config: ReturnType<typeof loadConfig>): Promise<void> {
  const { db, kind, close } = openDatabase({ ...config, backgroundCheckpoints: true });
  let stopping = false;
  const app = await buildApp({ config, db, dbKind: kind, isShuttingDown: () => stopping });
  // Graceful shutdown (decision 054): stop accepting (the listening socket closes, idle keep-alive
  // connections are closed, /readyz says 503), let the requests in flight finish, close the database,
  // exit 0. A request still running after SHUTDOWN_GRACE_MS does not hold the process: exit 1.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing the requests in flight");
    const force = setTimeout(() => {
      app.log.warn({ graceMs: config.shutdownGraceMs }, "grace period over: exiting with requests still open");
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await close();
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
    clearTimeout(force);
    process.exit(0);
  };
  // `on`, not `once`: Ctrl-C reaches a cluster's workers twice (from the terminal and from the primary),
  // and a second signal must not end a process that is finishing its requests.
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // In a cluster the primary passes SIGTERM on; a worker whose primary is gone stops as well.
  if (cluster.isWorker) process.once("disconnect", () => void shutdown("primary gone"));
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) {
    process.send?.({ quire: "listening" });
    return;
  }
  const where = kind === "sqlite" ? `SQLite in ${config.dataDir}` : "PostgreSQL";
  process.stderr.write(
    `Quire is serving http://localhost:${config.port} (dotcom) and http://advantage.localhost:${config.port} (advantage) on ${where}\n`,
  );
}

function superviseWorkers(count: number): void {
  const config = loadConfig();
  let stopping = false;
  let failedExits = 0;
  // /metrics in any worker answers for the whole cluster: the worker asks here (decision 054).
  serveClusterMetrics();
  if (!config.databaseUrl) {
    // measured, decision 051 (seventh step): SQLite has one writer, and each process's commit empties
    // the others' page caches, so on SQLite more processes answer fewer requests, not more
    process.stderr.write(
      `WORKERS=${count} on SQLite: one process answers more than several here (decision 051); several processes are for PostgreSQL\n`,
    );
  }
  let listening = 0;
  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", (message: { quire?: string }) => {
      // a write in one process clears the kept first-visit pages of all (decision 055)
      if (message?.quire === PAGE_CACHE_CLEAR_MESSAGE.quire) {
        for (const other of Object.values(cluster.workers ?? {})) {
          // a process on its way out misses nothing: it serves no more pages
          if (other && other !== worker && other.isConnected()) other.send(message, () => undefined);
        }
        return;
      }
      if (message?.quire !== "listening") return;
      listening += 1;
      if (listening === count) {
        const where = config.databaseUrl ? "PostgreSQL" : `SQLite in ${config.dataDir}`;
        process.stderr.write(
          `Quire is serving http://localhost:${config.port} (dotcom) and http://advantage.localhost:${config.port} (advantage) on ${where} with ${count} processes\n`,
        );
      }
    });
  };
  for (let i = 0; i < count; i += 1) fork();
  // A process that dies is replaced; on SIGTERM every process finishes its requests, then the primary exits.
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failedExits += 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failedExits === 0 ? 0 : 1);
      return;
    }
    process.stderr.write(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another\n`);
    fork();
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      // Each worker has its own grace period; one that hangs past it (and a little more) is killed.
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
        process.exit(1);
      }, config.shutdownGraceMs + 2000).unref();
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

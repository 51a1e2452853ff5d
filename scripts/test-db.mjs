#!/usr/bin/env node
// The database suite (npm run test:db): the server's tests over real HTTP against a real database.
// On SQLite by default, on PostgreSQL when DATABASE_URL is set. With QUIRE_TEST_POSTGRES_URL set
// (CI sets it), the SQLite and PostgreSQL suites run side by side, each line saying which wrote it:
// they wait on different things (a file, a server), so together they take little longer than one.
// Arguments (a file, -t) are passed on to Vitest.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureWebBuild } from "./ensure-web-build.mjs";
import { exitCode, pipePrefixed } from "./lib/prefixed-output.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
const args = process.argv.slice(2);
ensureWebBuild();

function suite(label, databaseUrl, sideBySide) {
  const started = Date.now();
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  // SQLite is the store without DATABASE_URL at all: an empty one is not a URL
  if (!databaseUrl) delete env.DATABASE_URL;
  // PostgreSQL's tests spend part of their time waiting on the server's answers, which leaves a core
  // idle with one worker per core: one worker more keeps both busy
  const workers =
    databaseUrl && !args.some((a) => a.startsWith("--maxWorkers")) ? [`--maxWorkers=${os.availableParallelism() + 1}`] : [];
  const child = spawn(process.execPath, [vitest, "run", "--project", "server", ...workers, ...args], {
    cwd: root,
    env,
    stdio: sideBySide ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (sideBySide) pipePrefixed(child, label);
  return exitCode(child).then((code) => ({ label, code, seconds: Math.round((Date.now() - started) / 1000) }));
}

const alsoPostgres = process.env.QUIRE_TEST_POSTGRES_URL;
const runs = alsoPostgres
  ? [suite("SQLite", "", true), suite("PostgreSQL", alsoPostgres, true)]
  : [suite(process.env.DATABASE_URL ? "PostgreSQL" : "SQLite", process.env.DATABASE_URL ?? "", false)];
const results = await Promise.all(runs);
for (const r of results)
  console.log(`database suite on ${r.label}: ${r.code === 0 ? "passed" : `failed (exit ${r.code})`} in ${r.seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);

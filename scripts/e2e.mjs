#!/usr/bin/env node
// The journeys (npm run test:e2e), in two shards side by side (decision 056). A journey spends most of
// its time waiting (an undo window, a drawer's animation, a page load), not computing: on a 2-core
// machine two shards, each with its own store on its own port and SQLite file, finish in about half
// the time of one, with each journey as fast as alone. Arguments (a file, --project, --grep) are passed
// on, to one Playwright on the default port unless E2E_SHARDS says how many; E2E_SHARDS=1 runs the
// whole suite in one.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { exitCode, pipePrefixed } from "./lib/prefixed-output.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = path.join("e2e", "playwright.config.ts");
const args = process.argv.slice(2);
const asked = process.env.E2E_SHARDS ?? (args.length > 0 ? "1" : "2");
const shards = Math.max(1, Math.min(4, Math.trunc(Number(asked)) || 1));
const playwright = path.join(root, "node_modules", "@playwright", "test", "cli.js");

function runShard(index) {
  const shardArgs = shards > 1 ? [`--shard=${index}/${shards}`, `--output=test-results/shard-${index}`] : [];
  // E2E_PORT is the first shard's port, the next shards take the ports after it (each store on its own)
  const base = Number(process.env.E2E_PORT) || 0;
  const port = String(base ? base + index - 1 : 3100 + (index - 1) * 200);
  const child = spawn(process.execPath, [playwright, "test", "-c", config, ...shardArgs, ...args], {
    cwd: root,
    env: { ...process.env, E2E_PORT: port },
    stdio: shards > 1 ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (shards > 1) pipePrefixed(child, `shard ${index}/${shards}`);
  return exitCode(child).then((code) => ({ index, code }));
}

const started = Date.now();
const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = results.filter((r) => r.code !== 0);
if (shards > 1) {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  for (const r of results) console.log(`shard ${r.index}/${shards}: ${r.code === 0 ? "passed" : `failed (exit ${r.code})`}`);
  console.log(`journeys: ${shards} shards in ${minutes} min`);
}
process.exit(failed.length > 0 ? 1 : 0);

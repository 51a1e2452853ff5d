#!/usr/bin/env node
// npm test: Chromium is checked first (one line, before any work), then the build, the unit and
// component tests, the database suite and the browser journeys, stopping at the first that fails.
// Each step's seconds are printed at the end, so a slow one is seen at once.
import { spawnSync } from "node:child_process";

const steps = [
  ["chromium", ["node", "scripts/require-chromium.mjs"]],
  ["build", ["npm", "run", "build"]],
  ["unit and component tests", ["npm", "run", "test:unit"]],
  ["database suite", ["npm", "run", "test:db"]],
  ["journeys", ["npm", "run", "test:e2e"]],
];

const times = [];
let failed = null;
const started = Date.now();
for (const [name, [command, ...args]] of steps) {
  const at = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  times.push(`  ${name}: ${Math.round((Date.now() - at) / 1000)} s`);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}
if (times.length > 1) {
  console.log(`== npm test, each step's seconds:\n${times.join("\n")}`);
  console.log(`== npm test ${failed ? `failed at: ${failed}` : "passed"} in ${Math.round((Date.now() - started) / 1000)} s`);
}
process.exit(failed ? 1 : 0);

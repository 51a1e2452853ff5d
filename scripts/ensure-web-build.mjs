#!/usr/bin/env node
// Builds the storefront when its sources are newer than the build (used by `npm start` and by
// `npm run test:db`, whose page tests serve the built pages). Run directly, it builds if stale.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function ensureWebBuild() {
  const serverEntry = path.join(root, "packages/web/build/server/index.js");
  const builtAt = fs.existsSync(serverEntry) ? fs.statSync(serverEntry).mtimeMs : 0;
  const sourcesAt = Math.max(
    newestMtime(path.join(root, "packages/web/app")),
    newestMtime(path.join(root, "packages/web/public")),
    newestMtime(path.join(root, "packages/domain/src")),
  );
  if (sourcesAt <= builtAt) return;
  process.stderr.write("Building the storefront...\n");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureWebBuild();

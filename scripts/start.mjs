#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the build, then run the server
// (which migrates the database and generates demo data on first start). `--dev` serves through Vite.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");

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

if (!dev) {
  const serverEntry = path.join(root, "packages/web/build/server/index.js");
  const builtAt = fs.existsSync(serverEntry) ? fs.statSync(serverEntry).mtimeMs : 0;
  const sourcesAt = Math.max(
    newestMtime(path.join(root, "packages/web/app")),
    newestMtime(path.join(root, "packages/web/public")),
    newestMtime(path.join(root, "packages/domain/src")),
  );
  if (sourcesAt > builtAt) {
    process.stderr.write("Building the storefront...\n");
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "packages/server/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    ...(dev ? { QUIRE_DEV: "1" } : {}),
    NODE_ENV: dev ? "development" : (process.env.NODE_ENV ?? "production"),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

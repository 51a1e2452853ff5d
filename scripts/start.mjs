#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the build, then run the server
// (which migrates the database and generates demo data on first start). `--dev` serves through Vite.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureWebBuild } from "./ensure-web-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");

if (!dev) ensureWebBuild();

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

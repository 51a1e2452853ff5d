import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../app";
import { loadConfig } from "../config/config";
import { migrateToLatest, openDatabase } from "../db/database";
import { type OpenApiDocument, renderApiReference } from "./api-reference";

// npm run docs:api: builds the app on an empty SQLite database of its own (the routes and their
// schemas need no data), reads /api/openapi.json and writes docs/api.md.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-api-docs-"));
try {
  const config = loadConfig({ ...process.env, DATABASE_URL: "", QUIRE_DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const { db, kind, close } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const app = await buildApp({ config, db, dbKind: kind, serveWeb: false });
    const reply = await app.inject({ method: "GET", url: "/api/openapi.json" });
    await app.close();
    const target = path.join(root, "docs", "api.md");
    fs.writeFileSync(target, renderApiReference(reply.json<OpenApiDocument>()));
    process.stdout.write(`wrote ${path.relative(root, target)}\n`);
  } finally {
    await close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

// Vitest's global setup for the database suite: names this run's seeded templates (test-server.ts
// builds them on first use) and removes them when the run ends, whether its tests passed or not.

export async function setup(): Promise<() => Promise<void>> {
  const runId = `r${Date.now().toString(36)}${crypto.randomBytes(3).toString("hex")}`;
  process.env.QUIRE_TEST_RUN = runId;
  return async () => {
    fs.rmSync(testTemplateDir(runId), { recursive: true, force: true });
    if (!process.env.DATABASE_URL) return;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const found = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [
        `${testTemplatePrefix(runId)}%`,
      ]);
      for (const { datname } of found.rows) await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.end();
    }
  };
}

export function testTemplateDir(runId: string): string {
  return path.join(os.tmpdir(), `quire-test-templates-${runId}`);
}

export function testTemplatePrefix(runId: string): string {
  return `quire_tpl_${runId}_`;
}

import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

export type Db = Kysely<Database>;
export type DbKind = "sqlite" | "postgres";

export interface OpenedDatabase {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
}

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolSize?: number;
}): OpenedDatabase {
  if (options.databaseUrl) {
    // COUNT(*) and SUM() come back as bigint (int8) strings from pg; parse them as numbers.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.databasePoolSize ?? 10 });
    // An idle connection can be cut by the server (restart, failover); without a listener that would
    // crash the process. The pool replaces the connection on next use.
    pool.on("error", (error) => console.error(`PostgreSQL idle connection closed: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, "quire.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("cache_size = -64000");
  // Kysely prepares every query afresh; keeping prepared statements by SQL text saves that work on hot paths.
  const statements = new Map<string, SQLite.Statement>();
  const cachedSqlite = {
    close: () => sqlite.close(),
    prepare: (asked: string) => {
      // Several processes (WORKERS) may share the file. A transaction takes the write lock as it begins,
      // waiting its turn (busy_timeout), rather than reading first and then failing with SQLITE_BUSY when
      // another process wrote meanwhile (a deferred transaction cannot wait there). One process already
      // runs one transaction at a time on its one connection, so this costs it nothing.
      const text = asked === "begin" ? "begin immediate" : asked;
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= 500) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedSqlite as unknown as SQLite.Database }),
    plugins: [new CamelCasePlugin()],
  });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Migrations speak snake_case DDL themselves, so they run without the camel-case plugin.
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error;
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

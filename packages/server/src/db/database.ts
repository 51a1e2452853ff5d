import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CamelCasePlugin,
  type CompiledQuery,
  Kysely,
  type LogEvent,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  type QueryResult,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";
import { dbDuration, dbErrors } from "../modules/ops";
import { isDatabaseUnavailable } from "./unavailable";
import { wrapPostgresClient } from "./postgres-client";
import { startWalCheckpointer } from "./wal-checkpointer";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

export type Db = Kysely<Database>;
export type DbKind = "sqlite" | "postgres";

/** The camel-case plugin, with its row mapping open to the direct SQLite path below. */
class CamelCase extends CamelCasePlugin {
  row(row: Record<string, unknown>): Record<string, unknown> {
    return this.mapRow(row);
  }
}

/**
 * Runs a compiled query on the SQLite connection itself, synchronously (decision 051). Kysely's
 * driver path (the connection mutex, the async executor, the plugins' result transform) costs a
 * chain of promise turns per statement, more CPU than a small statement's own run. Only ever used
 * inside a transaction (`db.isTransaction`): the transaction then holds the one connection, so the
 * statement runs in it exactly as through Kysely. Rows are mapped by the same camel-case plugin.
 */
export type DirectQuery = <R>(query: CompiledQuery<R>) => QueryResult<R>;

// by the Kysely instance's adapter, which its transactions share
const directQueries = new WeakMap<object, DirectQuery>();

/** The direct path of this transaction's SQLite database; null on PostgreSQL or outside a transaction. */
export function directQueryOf(db: Db): DirectQuery | null {
  return db.isTransaction ? (directQueries.get(db.getExecutor().adapter) ?? null) : null;
}

/** The database behind `db` (or a transaction of it) is PostgreSQL. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface OpenedDatabase {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
}

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolSize?: number;
  /** SQLite: checkpoint the write-ahead log on a thread of its own (the serving process; wal-checkpointer.ts). */
  backgroundCheckpoints?: boolean;
}): OpenedDatabase {
  if (options.databaseUrl) {
    // COUNT(*) and SUM() come back as bigint (int8) strings from pg; parse them as numbers.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
    // A database that is down must not hold requests for long: connecting gives up after 3 s, and the
    // request answers 503 (decision 054); the next request tries a fresh connection.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.databasePoolSize ?? 10,
      connectionTimeoutMillis: 3000,
    });
    // An idle connection can be cut by the server (restart, failover); without a listener that would
    // crash the process. The pool replaces the connection on next use.
    pool.on("error", (error) => console.error(`PostgreSQL idle connection closed: ${error.message}`));
    // The same for a connection checked out (between a transaction's statements, say): the pool
    // drops its own listener while the connection is lent, and an unheard 'error' would end the
    // process when PostgreSQL stops. The statement fails instead (503, decision 054) and the pool
    // discards the connection when it comes back.
    pool.on("connect", (client) => {
      client.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
      wrapPostgresClient(client);
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
      log: observeQuery,
    });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, "quire.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("cache_size = -64000");
  const checkpointer = options.backgroundCheckpoints
    ? startWalCheckpointer(file, { onFailure: () => sqlite.open && sqlite.pragma("wal_autocheckpoint = 1000") })
    : null;
  if (checkpointer) sqlite.pragma("wal_autocheckpoint = 0");
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
  const camelCase = new CamelCase();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedSqlite }),
    plugins: [camelCase],
    log: observeQuery,
  });
  directQueries.set(db.getExecutor().adapter, <R>(query: CompiledQuery<R>): QueryResult<R> => {
    const started = performance.now();
    const kind = QUERY_KINDS[query.query.kind] ?? "other";
    try {
      const statement = cachedSqlite.prepare(query.sql);
      const parameters = query.parameters as unknown[];
      if (statement.reader) {
        const rows = statement.all(parameters) as Record<string, unknown>[];
        return { rows: rows.map((row) => camelCase.row(row)) as R[] };
      }
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
    } catch (error) {
      dbErrors.inc({ unavailable: isDatabaseUnavailable(error) ? "yes" : "no" });
      throw error;
    } finally {
      dbDuration.observe({ kind }, (performance.now() - started) / 1000);
    }
  });
  return {
    db,
    kind: "sqlite",
    close: async () => {
      // the thread's connection first, so that the serving connection's close is the last and
      // checkpoints what is left
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

// Statement kinds by Kysely's root node: a fixed label set, looked up, never built per query.
const QUERY_KINDS: Record<string, string> = {
  SelectQueryNode: "select",
  InsertQueryNode: "insert",
  UpdateQueryNode: "update",
  DeleteQueryNode: "delete",
  RawNode: "raw",
};

/** Kysely's log hook: every statement's time into the database histogram (decision 054). */
function observeQuery(event: LogEvent): void {
  dbDuration.observe({ kind: QUERY_KINDS[event.query.query.kind] ?? "other" }, event.queryDurationMillis / 1000);
  if (event.level === "error") dbErrors.inc({ unavailable: isDatabaseUnavailable(event.error) ? "yes" : "no" });
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

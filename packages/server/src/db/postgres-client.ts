import type pg from "pg";
import PgQuery, { type QueryConnection } from "pg/lib/query.js";

// How Kysely's statements reach PostgreSQL (decision 051, PostgreSQL part). Kysely runs every statement
// as `client.query(text, values)` and waits for its answer; on this machine each round trip (a socket
// write, a read, an event-loop turn on each side) costs the add more than PostgreSQL's own work. Each
// pooled client is wrapped once, as it connects:
//
// - Named statements: the texts marked with `preparePostgres` (the hot queries `compiledOnce` compiles)
//   are parsed and planned once per connection instead of on every run.
// - `begin` rides with the transaction's first statement: Kysely's `begin` is answered at once and
//   written to the wire in front of the next statement, in the same write, before that statement's Sync,
//   so a transaction costs one round trip fewer. PostgreSQL still runs `begin` first; its failure fails
//   that statement, which Kysely then rolls back as for any failed statement. A transaction that ends
//   before any statement (a `commit` or `rollback` right after `begin`) sends nothing at all.

/**
 * A name stands for one SQL text for the life of the process (a connection refuses a name given to
 * another text), so names are never reused; past the cap, new texts simply run unnamed.
 */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 500;

/** Marks a compiled SQL text as one to prepare by name on each PostgreSQL connection. */
export function preparePostgres(sqlText: string): void {
  if (preparedNames.size < MAX_PREPARED && !preparedNames.has(sqlText)) preparedNames.set(sqlText, `q${preparedNames.size}`);
}

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** A statement with `begin` written in front of it, in the same extended-protocol batch. */
class AfterBegin extends PgQuery {
  private beginAnswered = false;

  override submit(connection: QueryConnection): Error | null {
    const stream = connection.stream;
    stream.cork?.();
    try {
      connection.parse({ text: "begin" });
      connection.bind({ values: [] });
      connection.execute({});
      // the statement itself: parse (unless named and parsed already), bind, describe, execute, sync
      return super.submit(connection);
    } finally {
      stream.uncork?.();
    }
  }

  override handleCommandComplete(message: unknown, connection: unknown): void {
    // the first command completed is `begin`'s: not a result of the statement
    if (!this.beginAnswered) {
      this.beginAnswered = true;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}

const BEGIN_ANSWER = { command: "BEGIN", rowCount: null, rows: [], fields: [] };

export function wrapPostgresClient(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFn;
  let beginPending = false;
  // Replaces this client's own `query` (pg's overloads stay declared; this one serves them all).
  const wrapped: QueryFn = (config, values, callback) => {
    const kysely = typeof config === "string" && Array.isArray(values) && callback === undefined;
    if (!kysely) {
      // anything else (a cursor, a callback) goes as it came, after a `begin` still owed
      if (beginPending) {
        beginPending = false;
        void (query("begin") as Promise<unknown>).catch(() => undefined);
      }
      return query(config, values, callback);
    }
    const text = config as string;
    if (text === "begin" && (values as unknown[]).length === 0) {
      beginPending = true;
      return Promise.resolve(BEGIN_ANSWER);
    }
    const name = preparedNames.get(text);
    if (!beginPending) return name ? query({ name, text, values }) : query(text, values);
    beginPending = false;
    // nothing ran in this transaction: there is nothing to commit or roll back
    if (text === "commit" || text === "rollback")
      return Promise.resolve({ command: text.toUpperCase(), rowCount: null, rows: [], fields: [] });
    return new Promise((resolve, reject) => {
      const statement = new AfterBegin(
        { text, name, values: values as unknown[] },
        undefined,
        (error: Error | undefined, result: unknown) => (error ? reject(error) : resolve(result)),
      );
      query(statement);
    });
  };
  Object.assign(client, { query: wrapped });
}

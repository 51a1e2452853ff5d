// Errors that mean "the database cannot answer now" rather than "this request is wrong": the server
// answers 503 DATABASE_UNAVAILABLE with Retry-After for them (decision 054) and recovers by itself
// when the database is back (the pg pool opens new connections; SQLite's lock is released).

// node's socket errors while connecting to or talking with PostgreSQL
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "EAI_AGAIN"]);
// PostgreSQL SQLSTATEs: class 08 connection exception, 57P01-57P03 shutdown / cannot connect now,
// 53300 too many connections, 40001/40P01 are not here (those are retried or are the request's own).
const PG_STATES = /^(08...|57P0[123]|53300)$/;
// pg's own messages when the server goes away mid-query or the pool cannot connect in time
const PG_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;
// better-sqlite3 codes: another process holds the lock past busy_timeout, or the disk fails
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // the cause chain: a service may wrap the driver's error
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || PG_STATES.test(code) || SQLITE_CODES.test(code))) return true;
    if (PG_MESSAGES.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = "The store cannot reach its database just now. Please try again in a few seconds.";
/** seconds a client is told to wait before trying again */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

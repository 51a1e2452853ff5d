import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { StoredValueLedger, StoredValueRecord, StoredValueStatus, StoredValueType } from "./ledger";

// The sandbox's stored-value ledger on disk: a SQLite file of its own (the store's file is never
// opened by the gateway, and a separate connection cannot wait on the store's transaction), or
// tables of its own in the store's PostgreSQL database through a pool of its own.

const SQLITE_SCHEMA = `
create table if not exists gateway_stored_value_cards (
  id text primary key,
  fingerprint text not null unique,
  type text not null,
  last4 text not null,
  pin_hash text not null,
  balance_cents integer not null check (balance_cents >= 0),
  status text not null,
  issued_at text not null
);
create table if not exists gateway_stored_value_redemptions (
  id text primary key,
  card_id text not null,
  amount_cents integer not null,
  reference text not null,
  created_at text not null,
  refunded_at text
);`;

interface CardRow {
  id: string;
  fingerprint: string;
  type: string;
  last4: string;
  pin_hash: string;
  balance_cents: number | string;
  status: string;
  issued_at: string;
}

function recordOf(row: CardRow | undefined): StoredValueRecord | null {
  if (!row) return null;
  return {
    id: row.id,
    fingerprint: row.fingerprint,
    type: row.type as StoredValueType,
    last4: row.last4,
    pinHash: row.pin_hash,
    balanceCents: Number(row.balance_cents),
    status: row.status as StoredValueStatus,
    issuedAt: row.issued_at,
  };
}

export class SqliteStoredValueLedger implements StoredValueLedger {
  readonly #db: SQLite.Database;

  constructor(file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.#db = new SQLite(file);
    this.#db.pragma("journal_mode = WAL");
    this.#db.pragma("busy_timeout = 5000");
    this.#db.exec(SQLITE_SCHEMA);
  }

  async findByFingerprint(fingerprint: string): Promise<StoredValueRecord | null> {
    return recordOf(
      this.#db.prepare("select * from gateway_stored_value_cards where fingerprint = ?").get(fingerprint) as CardRow | undefined,
    );
  }

  async findById(id: string): Promise<StoredValueRecord | null> {
    return recordOf(this.#db.prepare("select * from gateway_stored_value_cards where id = ?").get(id) as CardRow | undefined);
  }

  async insert(r: StoredValueRecord): Promise<boolean> {
    const result = this.#db
      .prepare(
        `insert into gateway_stored_value_cards (id, fingerprint, type, last4, pin_hash, balance_cents, status, issued_at)
         values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (fingerprint) do nothing`,
      )
      .run(r.id, r.fingerprint, r.type, r.last4, r.pinHash, r.balanceCents, r.status, r.issuedAt);
    return result.changes === 1;
  }

  async debit(cardId: string, amountCents: number, redemptionId: string, reference: string, at: string): Promise<boolean> {
    return this.#db.transaction(() => {
      const taken = this.#db
        .prepare(
          `update gateway_stored_value_cards set balance_cents = balance_cents - ?
           where id = ? and status = 'ACTIVE' and balance_cents >= ?`,
        )
        .run(amountCents, cardId, amountCents);
      if (taken.changes !== 1) return false;
      this.#db
        .prepare(
          "insert into gateway_stored_value_redemptions (id, card_id, amount_cents, reference, created_at) values (?, ?, ?, ?, ?)",
        )
        .run(redemptionId, cardId, amountCents, reference, at);
      return true;
    })();
  }

  async refund(redemptionId: string, at: string): Promise<boolean> {
    return this.#db.transaction(() => {
      const redemption = this.#db
        .prepare(
          "update gateway_stored_value_redemptions set refunded_at = ? where id = ? and refunded_at is null returning card_id, amount_cents",
        )
        .get(at, redemptionId) as { card_id: string; amount_cents: number } | undefined;
      if (!redemption) return false;
      this.#db
        .prepare("update gateway_stored_value_cards set balance_cents = balance_cents + ? where id = ?")
        .run(redemption.amount_cents, redemption.card_id);
      return true;
    })();
  }

  async close(): Promise<void> {
    this.#db.close();
  }
}

export class PostgresStoredValueLedger implements StoredValueLedger {
  readonly #pool: pg.Pool;
  readonly #ready: Promise<void>;

  constructor(connectionString: string) {
    const pool = new pg.Pool({ connectionString, max: 4 });
    pool.on("error", (error) => console.error(`gateway ledger: idle PostgreSQL connection closed: ${error.message}`));
    // a connection lent out when PostgreSQL goes away must not end the process either (decision 054)
    pool.on("connect", (client) =>
      client.on("error", (error) => console.error(`gateway ledger: PostgreSQL connection lost: ${error.message}`)),
    );
    this.#pool = pool;
    // Two processes may start at once: the advisory lock makes the tables' creation one at a time.
    this.#ready = (async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(7426001)");
        await client.query(SQLITE_SCHEMA.replaceAll("integer", "bigint"));
      } finally {
        await client.query("select pg_advisory_unlock(7426001)").catch(() => undefined);
        client.release();
      }
    })();
    this.#ready.catch(() => undefined);
  }

  async #query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<T>> {
    await this.#ready;
    return this.#pool.query<T>(text, values);
  }

  async findByFingerprint(fingerprint: string): Promise<StoredValueRecord | null> {
    const { rows } = await this.#query<CardRow>("select * from gateway_stored_value_cards where fingerprint = $1", [fingerprint]);
    return recordOf(rows[0]);
  }

  async findById(id: string): Promise<StoredValueRecord | null> {
    const { rows } = await this.#query<CardRow>("select * from gateway_stored_value_cards where id = $1", [id]);
    return recordOf(rows[0]);
  }

  async insert(r: StoredValueRecord): Promise<boolean> {
    const result = await this.#query(
      `insert into gateway_stored_value_cards (id, fingerprint, type, last4, pin_hash, balance_cents, status, issued_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (fingerprint) do nothing`,
      [r.id, r.fingerprint, r.type, r.last4, r.pinHash, r.balanceCents, r.status, r.issuedAt],
    );
    return result.rowCount === 1;
  }

  async debit(cardId: string, amountCents: number, redemptionId: string, reference: string, at: string): Promise<boolean> {
    // One statement: the conditional decrement and the redemption's record commit together.
    const result = await this.#query(
      `with taken as (
         update gateway_stored_value_cards set balance_cents = balance_cents - $2
         where id = $1 and status = 'ACTIVE' and balance_cents >= $2 returning id)
       insert into gateway_stored_value_redemptions (id, card_id, amount_cents, reference, created_at)
       select $3, id, $2, $4, $5 from taken`,
      [cardId, amountCents, redemptionId, reference, at],
    );
    return result.rowCount === 1;
  }

  async refund(redemptionId: string, at: string): Promise<boolean> {
    const result = await this.#query(
      `with back as (
         update gateway_stored_value_redemptions set refunded_at = $2
         where id = $1 and refunded_at is null returning card_id, amount_cents)
       update gateway_stored_value_cards c set balance_cents = c.balance_cents + back.amount_cents
       from back where c.id = back.card_id`,
      [redemptionId, at],
    );
    return result.rowCount === 1;
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}

/** The ledger for a store's configuration: PostgreSQL when it has a database URL, else a file in its data directory. */
export function openStoredValueLedger(options: { databaseUrl: string | null; dataDir: string }): StoredValueLedger {
  if (options.databaseUrl) return new PostgresStoredValueLedger(options.databaseUrl);
  return new SqliteStoredValueLedger(path.join(options.dataDir, "gateway.db"));
}

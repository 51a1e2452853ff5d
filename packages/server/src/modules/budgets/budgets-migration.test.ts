import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { availableCents, budgetPeriodOf } from "@quire/domain";
import { Migrator, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, migrateToLatest, openDatabase } from "../../db/database";
import { migrations } from "../../db/migrations";
import { findCentreStandings } from "./budgets.repository";

// Migration 2026-11-27-0003 on a database of earlier data (decision 044): business orders without
// an account or centre take their buyer's; each centre keeps the available balance it showed, its
// budget being that balance plus what this year's orders spent or hold; declined orders do not count.
// SQLite, or PostgreSQL (a database of its own) when DATABASE_URL is set.

let db: Db;
let close: () => Promise<void>;
let drop: (() => Promise<void>) | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-budgets-migration-"));

beforeAll(async () => {
  let databaseUrl: string | null = null;
  if (process.env.DATABASE_URL) {
    const admin = process.env.DATABASE_URL;
    const name = `quire_test_${crypto.randomBytes(6).toString("hex")}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  ({ db, close } = openDatabase({ databaseUrl, dataDir }));
});
afterAll(async () => {
  await close?.();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("migration 2026-11-27-0003-budgets", () => {
  it("keeps each centre's available balance and charges the history's orders to their buyer's centre", async () => {
    const migrator = new Migrator({ db: db.withoutPlugins(), provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo("2026-11-26-0020-product-attributes-and-reviews");
    expect(before.error).toBeUndefined();
    const raw = db.withoutPlugins();
    const year = new Date().getUTCFullYear();
    const thisYear = `${year}-03-01T10:00:00.000Z`;
    const lastYear = `${year - 1}-12-20T10:00:00.000Z`;
    await sql`insert into budget_centres (id, account_id, name, available_balance_cents) values
      (1, 1, 'Litigation', 100000), (2, 1, 'Office Services', 50000)`.execute(raw);
    await sql`insert into users (id, tenant, email, password_hash, first_name, last_name, user_type, customer_number,
        account_id, budget_centre_id, group_permissions, created_at) values
      (8, 'advantage', 'buyer@example.test', 'x', 'Pat', 'K', 'PR6', '1', 1, 1, 'G_AL', ${thisYear}),
      (4, 'dotcom', 'shopper@example.test', 'x', 'Sam', 'S', 'REGISTERED', '2', null, null, '', ${thisYear})`.execute(raw);
    await sql`insert into orders (id, order_number, user_id, tenant, placed_at, status, subtotal_cents, total_cents,
        account_id, budget_centre_id) values
      (1, '7000000001', 8, 'advantage', ${thisYear}, 'DELIVERED', 20000, 20000, null, null),
      (2, '7000000002', 8, 'advantage', ${thisYear}, 'PENDING_APPROVAL', 5000, 5000, 1, 2),
      (3, '7000000003', 8, 'advantage', ${thisYear}, 'DECLINED', 9000, 9000, 1, 1),
      (4, '7000000004', 8, 'advantage', ${lastYear}, 'DELIVERED', 7000, 7000, null, null),
      (5, '7000000005', 4, 'dotcom', ${thisYear}, 'DELIVERED', 3000, 3000, null, null)`.execute(raw);

    await migrateToLatest(db);

    const orders = await db.selectFrom("orders").select(["id", "accountId", "budgetCentreId"]).orderBy("id").execute();
    expect(orders.map((o) => [o.id, o.accountId, o.budgetCentreId].map((v) => (v === null ? null : Number(v))))).toEqual([
      [1, 1, 1],
      [2, 1, 2],
      [3, 1, 1],
      [4, 1, 1],
      [5, null, null],
    ]);
    const standings = await findCentreStandings(db, 1, budgetPeriodOf(new Date()).start);
    expect(standings.map((s) => [s.name, s.budgetCents, s.spentCents, s.pendingCents, availableCents(s)])).toEqual([
      ["Litigation", 120_000, 20_000, 0, 100_000],
      ["Office Services", 55_000, 0, 5_000, 50_000],
    ]);
  });
});

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, migrateToLatest, openDatabase } from "../../db/database";
import { migrations } from "../../db/migrations";

// Migration 2026-11-25-0004 on a database of earlier data: FAVORITE lists become PERSONAL lists
// their owner marked favourite (decision 032); other lists keep their level, and none is read-only.
// SQLite, or PostgreSQL (a database of its own) when DATABASE_URL is set.

let db: Db;
let close: () => Promise<void>;
let drop: (() => Promise<void>) | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-lists-migration-"));

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

describe("migration 2026-11-25-0004-shopping-list-items", () => {
  it("turns FAVORITE lists into favourite marks on PERSONAL lists", async () => {
    const migrator = new Migrator({ db: db.withoutPlugins(), provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo("2026-11-25-0003-order-line-delivery");
    expect(before.error).toBeUndefined();
    const raw = db.withoutPlugins();
    await sql`insert into shopping_lists (id, user_id, account_id, name, access_level, created_at, updated_at) values
      ('old-fav', 4, null, 'Favorites', 'FAVORITE', '2026-06-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z'),
      ('old-personal', 4, null, 'Home', 'PERSONAL', '2026-06-01T00:00:00.000Z', '2026-10-02T00:00:00.000Z'),
      ('old-shared', 8, 1, 'Team', 'SHARED', '2026-06-01T00:00:00.000Z', '2026-10-03T00:00:00.000Z')`.execute(raw);

    await migrateToLatest(db);

    const lists = await db.selectFrom("shoppingLists").select(["id", "accessLevel", "readOnly"]).orderBy("id").execute();
    expect(lists.map((l) => [l.id, l.accessLevel, Number(l.readOnly)])).toEqual([
      ["old-fav", "PERSONAL", 0],
      ["old-personal", "PERSONAL", 0],
      ["old-shared", "SHARED", 0],
    ]);
    const favorites = await db.selectFrom("shoppingListFavorites").select(["userId", "listId"]).execute();
    expect(favorites.map((f) => [Number(f.userId), f.listId])).toEqual([[4, "old-fav"]]);
  });
});

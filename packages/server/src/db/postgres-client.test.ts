import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAnalyticsEventGroup } from "../modules/analytics";
import { freshPostgresDatabase } from "../test/test-server";
import { compiledOnce } from "./compiled-once";
import { type Db, migrateToLatest, openDatabase } from "./database";
import type { AnalyticsEventTable, CouponTable } from "./schema";

// Transactions and hot statements as callers see them, on PostgreSQL when DATABASE_URL is set (where a
// transaction's `begin` rides with its first statement and hot statements are prepared by name,
// postgres-client.ts), else on SQLite: the same answers either way.
describe("transactions and prepared statements", () => {
  let db: Db;
  let close: () => Promise<void>;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const fresh = await freshPostgresDatabase(process.env.DATABASE_URL, "quire_pgclient");
      ({ db, close } = openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: "", databasePoolSize: 3 }));
      cleanUp = fresh.drop;
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-pgclient-"));
      ({ db, close } = openDatabase({ databaseUrl: null, dataDir }));
      cleanUp = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    }
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await close();
    await cleanUp();
  });

  const insertCoupon = compiledOnce((d: Db, row: CouponTable) => d.insertInto("coupons").values(row));
  const couponByCode = compiledOnce((d: Db, code: string) =>
    d.selectFrom("coupons").select(["code", "value"]).where("code", "=", code),
  );
  const coupon = (code: string, value: number): CouponTable => ({
    code,
    description: `${code} test`,
    kind: "AMOUNT",
    value,
    minOrderCents: 0,
    basketLevel: 1,
    autoAdd: 0,
    categoryId: null,
    expiresAt: null,
    active: 1,
  });
  const stored = async (code: string) => (await couponByCode(db, code)).rows;

  it("keeps a transaction's first write from others until it commits", async () => {
    let seenBeforeCommit: unknown[] = ["not read"];
    await db.transaction().execute(async (trx) => {
      await insertCoupon(trx, coupon("TX-FIRST", 5));
      // another connection of the pool sees nothing yet (SQLite has one connection, which the transaction holds)
      seenBeforeCommit = process.env.DATABASE_URL ? await stored("TX-FIRST") : [];
      expect((await couponByCode(trx, "TX-FIRST")).rows).toEqual([{ code: "TX-FIRST", value: 5 }]);
    });
    expect(seenBeforeCommit).toEqual([]);
    expect(await stored("TX-FIRST")).toEqual([{ code: "TX-FIRST", value: 5 }]);
  });

  it("undoes a transaction's first write when a later statement fails", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await insertCoupon(trx, coupon("TX-UNDONE", 1));
        await insertCoupon(trx, coupon("TX-UNDONE", 2)); // the same primary key
      }),
    ).rejects.toThrow();
    expect(await stored("TX-UNDONE")).toEqual([]);
    // the connection is usable afterwards, in and out of transactions
    await db.transaction().execute(async (trx) => insertCoupon(trx, coupon("TX-AFTER", 3)));
    expect(await stored("TX-AFTER")).toEqual([{ code: "TX-AFTER", value: 3 }]);
  });

  it("fails a transaction whose first statement fails, and leaves nothing", async () => {
    await insertCoupon(db, coupon("TX-TAKEN", 1));
    await expect(
      db.transaction().execute(async (trx) => {
        await insertCoupon(trx, coupon("TX-TAKEN", 2));
      }),
    ).rejects.toThrow();
    expect(await stored("TX-TAKEN")).toEqual([{ code: "TX-TAKEN", value: 1 }]);
  });

  it("answers transactions with no statement, only reads, or an error thrown before any statement", async () => {
    await db.transaction().execute(async () => undefined);
    expect(await db.transaction().execute(async (trx) => (await couponByCode(trx, "TX-AFTER")).rows)).toEqual([
      { code: "TX-AFTER", value: 3 },
    ]);
    await expect(
      db.transaction().execute(async () => {
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    // many transactions over the few connections of the pool, each statement prepared once per connection
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await insertCoupon(trx, coupon(`TX-MANY-${i}`, i));
          return couponByCode(trx, `TX-MANY-${i}`);
        }),
      ),
    );
    for (let i = 0; i < 12; i++) expect(await stored(`TX-MANY-${i}`)).toEqual([{ code: `TX-MANY-${i}`, value: i }]);
  });

  it("writes a group of analytics rows, empty fields included, all or nothing", async () => {
    const row = (id: string, extra: Partial<AnalyticsEventTable> = {}): AnalyticsEventTable => ({
      id,
      at: "2026-11-27T10:00:00.000Z",
      source: "server",
      type: "add",
      site: "dotcom",
      shopperKey: null,
      sessionKey: null,
      itemId: null,
      query: null,
      resultCount: null,
      valueCents: null,
      placement: null,
      payload: null,
      ...extra,
    });
    await insertAnalyticsEventGroup(db, [
      row("group-1", { itemId: "100001", payload: '{"qty":2}' }),
      row("group-2", { query: 'it\'s, "quoted" {paper}', resultCount: 7, valueCents: 0 }),
      row("group-3"),
    ]);
    const rows = await db.selectFrom("analyticsEvents").selectAll().where("id", "like", "group-%").orderBy("id").execute();
    expect(rows).toEqual([
      row("group-1", { itemId: "100001", payload: '{"qty":2}' }),
      row("group-2", { query: 'it\'s, "quoted" {paper}', resultCount: 7, valueCents: 0 }),
      row("group-3"),
    ]);
    await expect(insertAnalyticsEventGroup(db, [row("group-4"), row("group-1")])).rejects.toThrow();
    expect(await db.selectFrom("analyticsEvents").select("id").where("id", "=", "group-4").execute()).toEqual([]);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledOnce } from "./compiled-once";
import { type Db, migrateToLatest, openDatabase } from "./database";
import type { CouponTable } from "./schema";

// A query compiled once answers every later call with that call's values (SQLite; the cart tests run
// the same queries on PostgreSQL too).
describe("compiledOnce", () => {
  let db: Db;
  let close: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-compiled-once-"));
    ({ db, close } = openDatabase({ databaseUrl: null, dataDir }));
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const insertCoupon = compiledOnce((d: Db, row: CouponTable) => d.insertInto("coupons").values(row));
  const couponsByCode = compiledOnce((d: Db, codes: readonly string[], active: number) =>
    d
      .selectFrom("coupons")
      .select(["code", "minOrderCents"])
      .where("code", "in", codes)
      .where("active", "=", active)
      .orderBy("code"),
  );
  const coupon = (code: string, minOrderCents: number, extra: Partial<CouponTable> = {}): CouponTable => ({
    code,
    description: `${code} test`,
    kind: "AMOUNT",
    value: 100,
    minOrderCents,
    basketLevel: 1,
    autoAdd: 0,
    categoryId: null,
    expiresAt: null,
    active: 1,
    ...extra,
  });

  it("puts each call's values in place, for lists of any length and rows with or without a column", async () => {
    await insertCoupon(db, coupon("ONCE-A", 1));
    await insertCoupon(db, coupon("ONCE-B", 2, { businessEligible: 1 }));
    await insertCoupon(db, coupon("ONCE-C", 3, { expiresAt: "2099-01-01" }));
    await insertCoupon(db, coupon("ONCE-D", 4, { active: 0 }));

    expect((await couponsByCode(db, ["ONCE-B"], 1)).rows).toEqual([{ code: "ONCE-B", minOrderCents: 2 }]);
    expect((await couponsByCode(db, ["ONCE-C", "ONCE-A"], 1)).rows.map((r) => r.code)).toEqual(["ONCE-A", "ONCE-C"]);
    expect((await couponsByCode(db, ["ONCE-A", "ONCE-B", "ONCE-D"], 1)).rows.map((r) => r.code)).toEqual(["ONCE-A", "ONCE-B"]);
    expect((await couponsByCode(db, ["ONCE-A", "ONCE-B", "ONCE-D"], 0)).rows.map((r) => r.code)).toEqual(["ONCE-D"]);
    expect((await couponsByCode(db, ["ONCE-A"], 1)).rows).toEqual([{ code: "ONCE-A", minOrderCents: 1 }]);

    const stored = await db
      .selectFrom("coupons")
      .select(["code", "businessEligible", "expiresAt", "active"])
      .where("code", "like", "ONCE-%")
      .orderBy("code")
      .execute();
    expect(stored.map((r) => [r.code, r.expiresAt, r.active])).toEqual([
      ["ONCE-A", null, 1],
      ["ONCE-B", null, 1],
      ["ONCE-C", "2099-01-01", 1],
      ["ONCE-D", null, 0],
    ]);
    expect(stored[1]?.businessEligible).toBe(1);
  });

  it("runs inside a transaction like any query, and is undone with it", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await insertCoupon(trx, coupon("ONCE-T", 5));
        expect((await couponsByCode(trx, ["ONCE-T"], 1)).rows).toHaveLength(1);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect((await couponsByCode(db, ["ONCE-T"], 1)).rows).toEqual([]);
  });

  const rawCoupons = compiledOnce(
    (_d: Db, codes: readonly string[]) =>
      sql<{ code: string; min_order_cents: number }>`select code, min_order_cents from coupons
        where code in (${sql.join(codes)}) order by code`,
  );

  it("takes a raw sql template too, outside and inside a transaction, with rows in camelCase", async () => {
    await insertCoupon(db, coupon("ONCE-R1", 7));
    await insertCoupon(db, coupon("ONCE-R2", 8));
    expect((await rawCoupons(db, ["ONCE-R2"])).rows).toEqual([{ code: "ONCE-R2", minOrderCents: 8 }]);
    const inside = await db
      .transaction()
      .execute(async (trx) => (await rawCoupons(trx, ["ONCE-R2", "ONCE-R1", "ONCE-NONE"])).rows.map((r) => r.code));
    expect(inside).toEqual(["ONCE-R1", "ONCE-R2"]);
  });

  it("inside a transaction, a failing statement rejects and the transaction is undone", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await insertCoupon(trx, coupon("ONCE-U", 9));
        await insertCoupon(trx, coupon("ONCE-U", 9));
      }),
    ).rejects.toThrow(/UNIQUE/);
    expect((await couponsByCode(db, ["ONCE-U"], 1)).rows).toEqual([]);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, migrateToLatest, openDatabase } from "./database";
import { AnalyticsService } from "../modules/analytics";
import { SavepointGroups, transactionRunner } from "./transaction-groups";

// Units of work of one event-loop turn share a SQLite transaction, each in a savepoint.
describe("SavepointGroups", () => {
  let db: Db;
  let close: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-transaction-groups-"));
    ({ db, close } = openDatabase({ databaseUrl: null, dataDir }));
    await migrateToLatest(db);
    await sql`create table group_probe (name text primary key)`.execute(db);
  });
  afterAll(async () => {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** `db` with the transactions opened through it counted. */
  const countingTransactions = (of: Db) => {
    let opened = 0;
    const counted = new Proxy(of, {
      get(target, key) {
        if (key === "transaction") opened++;
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return { counted, transactions: () => opened };
  };
  const insert = (trx: Db, name: string) => sql`insert into group_probe (name) values (${name})`.execute(trx);
  const names = async (prefix: string) =>
    (
      await sql<{ name: string }>`select name from group_probe where name like ${`${prefix}%`} order by name`.execute(db)
    ).rows.map((r) => r.name);

  it("runs the units of one turn in order, a later one seeing the earlier ones' writes", async () => {
    const groups = new SavepointGroups(db);
    const seen: string[][] = [];
    await Promise.all(
      ["a1", "a2", "a3"].map((name) =>
        groups.run(async (trx) => {
          await insert(trx, name);
          seen.push(
            (await sql<{ name: string }>`select name from group_probe where name like 'a%' order by name`.execute(trx)).rows.map(
              (r) => r.name,
            ),
          );
        }),
      ),
    );
    expect(seen).toEqual([["a1"], ["a1", "a2"], ["a1", "a2", "a3"]]);
    expect(await names("a")).toEqual(["a1", "a2", "a3"]);
  });

  it("undoes only the unit that failed, and gives its caller the error", async () => {
    const groups = new SavepointGroups(db);
    const results = await Promise.allSettled([
      groups.run(async (trx) => {
        await insert(trx, "b1");
        return "first";
      }),
      groups.run(async (trx) => {
        await insert(trx, "b2");
        throw new Error("refused");
      }),
      groups.run(async (trx) => {
        await insert(trx, "b1"); // unique violation: a statement error, not the transaction's
        return "never";
      }),
      groups.run(async (trx) => {
        await insert(trx, "b4");
        return "fourth";
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect(results[0]).toMatchObject({ value: "first" });
    expect(results[1]).toMatchObject({ reason: new Error("refused") });
    expect(results[3]).toMatchObject({ value: "fourth" });
    expect(await names("b")).toEqual(["b1", "b4"]);
  });

  it("answers a caller only once its writes are committed", async () => {
    const groups = new SavepointGroups(db);
    // another connection sees only committed rows
    const SQLite = (await import("better-sqlite3")).default;
    const other = new SQLite(path.join(dataDir, "quire.db"), { readonly: true });
    try {
      const visible = await Promise.all(
        ["c1", "c2"].map((name) =>
          groups
            .run((trx) => insert(trx, name))
            .then(() => other.prepare("select count(*) as n from group_probe where name like 'c%'").get()),
        ),
      );
      expect(visible).toEqual([{ n: 2 }, { n: 2 }]);
    } finally {
      other.close();
    }
  });

  it("commits a turn's units in one transaction, at most maxGroup units per transaction", async () => {
    const { counted, transactions } = countingTransactions(db);
    const groups = new SavepointGroups(counted, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => groups.run((trx) => insert(trx, `d${String(i).padStart(2, "0")}`))));
    expect(await names("d")).toHaveLength(10);
    expect(transactions()).toBe(3);
    // a unit of a later turn opens a transaction of its own
    await groups.run((trx) => insert(trx, "d10"));
    expect(transactions()).toBe(4);
  });

  it("gives every writer of one database the same groups: a moment's adds and their events are one commit", async () => {
    const { counted, transactions } = countingTransactions(db);
    const groups = transactionRunner(counted, "sqlite");
    expect(transactionRunner(counted, "sqlite")).toBe(groups);
    const analytics = new AnalyticsService(counted);
    // a group in progress (an add being written) ...
    let finishFirst = () => {};
    const first = groups.run(async (trx) => {
      await insert(trx, "e1");
      await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    await new Promise((resolve) => setImmediate(resolve));
    // ... meanwhile its event is recorded and another add arrives: both wait for the next group
    const visitor = { site: "dotcom", shopperKey: "probe-shopper", sessionKey: "probe-session", clientKey: "probe" };
    const events = ["probe-item-e1", "probe-item-e1b"].map((itemId) =>
      analytics.recordServerEvent(visitor, { type: "add", itemId, qty: 2 }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    const second = groups.run((trx) => insert(trx, "e2"));
    finishFirst();
    await Promise.all([first, ...events, second]);
    expect(await names("e")).toEqual(["e1", "e2"]);
    const stored = await sql<{ n: number }>`select count(*) as n from analytics_events
      where item_id like 'probe-item-e1%' and type = 'add' and shopper_key = 'probe-shopper'`.execute(db);
    expect(stored.rows[0]?.n).toBe(2);
    expect(transactions()).toBe(2);
  });
});

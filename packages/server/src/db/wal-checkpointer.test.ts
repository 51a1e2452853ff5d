import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { startWalCheckpointer } from "./wal-checkpointer";

// The write-ahead log is checkpointed on a thread of its own (decision 051, seventh step): the serving
// connection only appends, the log does not grow without end, and closing leaves no log behind.

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "quire-checkpoint-"));
/**
 * The log's salt-1 (bytes 16-19 of its header): SQLite changes it each time a writer starts the log
 * again from its beginning, which it does only once every page of the log is in the database. The
 * file's size says nothing of it: a log started again is overwritten in place, not truncated.
 */
function walSalt(file: string): number {
  const fd = fs.openSync(`${file}-wal`, "r");
  try {
    const header = Buffer.alloc(32);
    fs.readSync(fd, header, 0, 32, 0);
    return header.readUInt32BE(16);
  } finally {
    fs.closeSync(fd);
  }
}

function writer(file: string): SQLite.Database {
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("wal_autocheckpoint = 0");
  db.exec("create table if not exists t (id integer primary key, body text not null)");
  return db;
}

function writeRows(db: SQLite.Database, from: number, count: number): void {
  const insert = db.prepare("insert into t (id, body) values (?, ?)");
  db.transaction(() => {
    for (let i = from; i < from + count; i += 1) insert.run(i, "x".repeat(500));
  })();
}

describe("WAL checkpointer", () => {
  // Its polls wait up to 30 s and 60 s for the checkpointer's thread, which a machine running two
  // database suites side by side can starve that long: the test's own limit leaves room for both.
  it("copies the log into the database while the writer goes on, never blocking it", { timeout: 150_000 }, async () => {
    const file = path.join(tempDir(), "quire.db");
    const db = writer(file);
    const checkpointed: number[] = [];
    const failures: string[] = [];
    const checkpointer = startWalCheckpointer(file, {
      intervalMs: 20,
      onCheckpoint: (pages) => checkpointed.push(pages),
      onFailure: () => failures.push("stopped"),
    });
    try {
      // 40 commits of 100 rows (about 13 pages each) while checkpoints run: none fails as busy
      for (let round = 0; round < 40; round += 1) {
        writeRows(db, round * 100, 100);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await expect.poll(() => checkpointed.reduce((a, b) => a + b, 0), { timeout: 30_000 }).toBeGreaterThan(400);
      expect(db.prepare("select count(*) as n from t").get()).toEqual({ n: 4000 });
      // once the pages are in the database the writer starts the log again from its beginning
      const before = walSalt(file);
      await expect
        .poll(
          () => {
            writeRows(db, 100_000 + Math.floor(Math.random() * 1e6), 1);
            return walSalt(file) !== before;
          },
          // a write a quarter-second leaves the checkpointer's thread room to finish on a loaded machine
          { timeout: 60_000, interval: 250 },
        )
        .toBe(true);
    } finally {
      await checkpointer.stop();
      db.close();
    }
    expect(failures).toEqual([]);
  });

  it("hands checkpoints back to SQLite when its thread ends unasked", async () => {
    const dir = tempDir();
    const file = path.join(dir, "quire.db");
    const db = writer(file);
    db.close();
    let failed = false;
    // a file the thread cannot open: it ends, and the caller is told
    const checkpointer = startWalCheckpointer(path.join(dir, "missing.db"), { onFailure: () => (failed = true) });
    await expect.poll(() => failed, { timeout: 5000 }).toBe(true);
    await checkpointer.stop();
  });

  it("openDatabase with background checkpoints stores, reads back, and leaves no log after close", async () => {
    const dataDir = tempDir();
    const opened = openDatabase({ databaseUrl: null, dataDir, backgroundCheckpoints: true });
    await sql`create table t (id integer primary key, body text not null)`.execute(opened.db);
    for (let i = 0; i < 50; i += 1) await sql`insert into t (id, body) values (${i}, ${"y".repeat(2000)})`.execute(opened.db);
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(opened.db);
    expect(rows[0]?.n).toBe(50);
    await opened.close();
    const file = path.join(dataDir, "quire.db");
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.prepare("select count(*) as n from t").get()).toEqual({ n: 50 });
    reopened.close();
  });
});

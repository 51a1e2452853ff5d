import { CompiledQuery } from "kysely";
import { type Db, type DbKind, directQueryOf } from "./database";

/** Runs a unit of work in a transaction of its own, or as one of a group's savepoints (below). */
export interface TransactionRunner {
  run<T>(work: (trx: Db) => Promise<T>): Promise<T>;
}

interface Job {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

const SAVEPOINT = CompiledQuery.raw("savepoint grouped_change");
const RELEASE = CompiledQuery.raw("release grouped_change");
const ROLLBACK_TO = CompiledQuery.raw("rollback to grouped_change");

/**
 * Group commit for SQLite (decision 051, third step). The units of work that arrive in the same turn
 * of the event loop (the requests whose bytes came in together) run one after another in ONE
 * transaction, each inside a savepoint, and are committed together: a commit (the WAL write, and
 * Kysely's begin/commit path around it) was the largest single cost of an add. Each unit still sees
 * exactly what it would alone: SQLite has one writer, so the units ran one after another anyway, and
 * a later unit sees the earlier ones' writes as it would after their commits.
 *
 * A unit that throws is rolled back to its savepoint (its writes undone, the others' kept) and its
 * caller gets the error. Every caller is answered only after the group's commit, so an answer never
 * reports what is not stored; if the commit fails, every unit of the group fails with it.
 * Units are taken in arrival order, at most `maxGroup` per transaction, so one group holds the write
 * lock (and the one connection) for a bounded time.
 */
export class SavepointGroups implements TransactionRunner {
  private queue: Job[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly maxGroup = 16,
  ) {}

  run<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    // after this turn's I/O callbacks: every request that came in with this one joins its group
    setImmediate(() => void this.runGroup());
  }

  private async runGroup(): Promise<void> {
    const jobs = this.queue.splice(0, this.maxGroup);
    const settled: Settled[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        const direct = directQueryOf(trx);
        if (!direct) throw new Error("savepoint groups need a SQLite transaction");
        for (const job of jobs) {
          direct(SAVEPOINT);
          try {
            settled.push({ ok: true, value: await job.work(trx) });
            direct(RELEASE);
          } catch (error) {
            direct(ROLLBACK_TO);
            direct(RELEASE);
            settled.push({ ok: false, error });
          }
        }
      });
      jobs.forEach((job, i) => {
        const outcome = settled[i] as Settled;
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.error);
      });
    } catch (error) {
      // the transaction itself failed (begin, commit, or the database went away): nothing of the group is stored
      for (const job of jobs) job.reject(error);
    } finally {
      this.scheduled = false;
      this.schedule();
    }
  }
}

/** A transaction per unit of work (PostgreSQL: each unit locks its own rows and commits on its own). */
export class OwnTransactions implements TransactionRunner {
  constructor(private readonly db: Db) {}

  run<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}

// One group queue per SQLite database: every writer that goes through it (cart changes, the analytics
// rows of adds) shares its groups, so a moment's changes and their events cost one commit, not one each.
const groupsOfDatabase = new WeakMap<Db, SavepointGroups>();

export function transactionRunner(db: Db, kind: DbKind): TransactionRunner {
  if (kind !== "sqlite") return new OwnTransactions(db);
  let groups = groupsOfDatabase.get(db);
  if (!groups) {
    groups = new SavepointGroups(db);
    groupsOfDatabase.set(db, groups);
  }
  return groups;
}

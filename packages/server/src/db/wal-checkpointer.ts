import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * Checkpoints of the SQLite write-ahead log, run on a thread of their own (decision 051, seventh step).
 *
 * SQLite's automatic checkpoint runs inside the commit that pushes the log past 1,000 pages: that commit
 * copies the log's pages into the database file and syncs both, on the event loop, while every request
 * waits. Measured on the add-to-cart bench, a commit took 0.68 ms on average with it and 0.33 ms without.
 * The serving connection turns it off (`wal_autocheckpoint = 0`) and this thread, with a connection of
 * its own, runs a PASSIVE checkpoint every `intervalMs`: PASSIVE never waits for readers or writers and
 * never blocks them, so the event loop only ever appends to the log. A checkpoint that finds nothing new
 * costs a read of the log's index. When the thread stops, the serving connection's close checkpoints
 * what is left and removes the log, as before.
 */
export interface WalCheckpointer {
  /** Stops the thread and closes its connection. */
  readonly stop: () => Promise<void>;
}

// The thread's code is plain CommonJS (no TypeScript loader in a worker started from a string).
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma("busy_timeout = 1000");
const checkpoint = db.prepare("pragma wal_checkpoint(PASSIVE)");
const tick = () => {
  try {
    const [row] = checkpoint.all();
    if (row && row.checkpointed > 0) parentPort.postMessage({ checkpointed: row.checkpointed, log: row.log });
  } catch (error) {
    // a busy or vanished file: the next tick tries again; the serving connection is unaffected
    parentPort.postMessage({ error: String(error && error.message) });
  }
};
const timer = setInterval(tick, workerData.intervalMs);
parentPort.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export function startWalCheckpointer(
  file: string,
  options: {
    intervalMs?: number;
    onCheckpoint?: (pages: number) => void;
    /** The thread ended without being asked: the caller turns SQLite's own checkpoints back on. */
    onFailure: () => void;
  },
): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(CHECKPOINTER_SOURCE, {
    eval: true,
    workerData: { file, driver, intervalMs: options.intervalMs ?? 200 },
  });
  // the thread never keeps the process alive: shutdown closes it, and a process that exits without
  // closing loses nothing (the log is replayed by the next connection)
  worker.unref();
  let lastError = "";
  worker.on("message", (message: { checkpointed?: number; error?: string }) => {
    if (message.checkpointed) options.onCheckpoint?.(message.checkpointed);
    if (message.error && message.error !== lastError) console.error(`WAL checkpoint failed: ${message.error}`);
    lastError = message.error ?? "";
  });
  worker.on("error", (error: unknown) => {
    const message = (error as { message?: unknown } | null)?.message;
    console.error(`WAL checkpointer stopped: ${typeof message === "string" ? message : JSON.stringify(error)}`);
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    worker.once("exit", () => {
      if (!stopping) options.onFailure();
      resolve();
    }),
  );
  return {
    stop: async () => {
      stopping = true;
      worker.postMessage("stop");
      // a thread stuck in a checkpoint is not waited on for long
      const timeout = setTimeout(() => void worker.terminate(), 2000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

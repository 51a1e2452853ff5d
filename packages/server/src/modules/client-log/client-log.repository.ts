import type { Db } from "../../db/database";
import type { ClientErrorLogTable } from "../../db/schema";

// The client error log's SQL. Every function takes the database explicitly.

export type ClientErrorLogRow = ClientErrorLogTable;

export async function insertClientErrorLog(db: Db, row: ClientErrorLogRow): Promise<void> {
  await db.insertInto("clientErrorLogs").values(row).execute();
}

/** Drops reports older than the given time (ISO text compares in time order). */
export async function deleteClientErrorLogsBefore(db: Db, beforeIso: string): Promise<void> {
  await db.deleteFrom("clientErrorLogs").where("createdAt", "<", beforeIso).execute();
}

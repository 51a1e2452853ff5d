import type { Db } from "../../db/database";
import type { PasswordResetTokenTable } from "../../db/schema";

// Password reset tokens' SQL (only their sha-256 is kept). Every function takes the db or a transaction.

export type ResetTokenRow = PasswordResetTokenTable;

export async function insertToken(db: Db, row: ResetTokenRow): Promise<void> {
  await db.insertInto("passwordResetTokens").values(row).execute();
}

export async function findToken(db: Db, tokenHash: string): Promise<ResetTokenRow | undefined> {
  return db.selectFrom("passwordResetTokens").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
}

/**
 * Marks the token used if it is still unused and unexpired: one statement, so of two requests with
 * the same link only one gets 1 back.
 */
export async function useToken(db: Db, tokenHash: string, nowIso: string): Promise<number> {
  const result = await db
    .updateTable("passwordResetTokens")
    .set({ usedAt: nowIso })
    .where("tokenHash", "=", tokenHash)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A new link replaces the user's earlier ones; old rows are swept. */
export async function retireTokensOf(db: Db, userId: number, nowIso: string): Promise<void> {
  await db
    .updateTable("passwordResetTokens")
    .set({ usedAt: nowIso })
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .execute();
}

export async function deleteTokensBefore(db: Db, iso: string): Promise<void> {
  await db.deleteFrom("passwordResetTokens").where("expiresAt", "<", iso).execute();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable("users").set({ passwordHash }).where("id", "=", userId).execute();
}

import type { Db } from "../../db/database";

// Paid memberships' SQL: the user's program (users.membership_program) and the people they share it
// with. Every function is scoped to the member it is given.

export interface BeneficiaryRow {
  id: string;
  email: string;
  createdAt: string;
}

export async function findProgram(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom("users").select("membershipProgram").where("id", "=", userId).executeTakeFirst();
  return row?.membershipProgram ?? null;
}

/** Gives the user the program unless they have one already; false when they had. */
export async function buyProgram(db: Db, userId: number, program: string): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ membershipProgram: program })
    .where("id", "=", userId)
    .where("membershipProgram", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listBeneficiaries(db: Db, memberUserId: number): Promise<BeneficiaryRow[]> {
  return db
    .selectFrom("membershipBeneficiaries")
    .select(["id", "email", "createdAt"])
    .where("memberUserId", "=", memberUserId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

export async function insertBeneficiary(db: Db, row: BeneficiaryRow & { memberUserId: number }): Promise<void> {
  await db.insertInto("membershipBeneficiaries").values(row).execute();
}

import type { Db } from "../../db/database";

// Paid memberships' SQL: the user's program (users.membership_program) and the people they share it
// with. Every function is scoped to the member it is given.

export interface BeneficiaryRow {
  id: string;
  email: string;
  createdAt: string;
}

/** The membership products the store sells (decision 080), in id order. */
export async function listMembershipProducts(db: Db): Promise<{ itemId: string; program: string | null; priceCents: number }[]> {
  const rows = await db
    .selectFrom("products")
    .select(["itemId", "membershipProgram", "finalPriceCents"])
    .where("membershipProgram", "is not", null)
    .where("status", "=", "PUBLISHED")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ itemId: r.itemId, program: r.membershipProgram ?? null, priceCents: Number(r.finalPriceCents) }));
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

/** What a membership's add to the cart is judged on (decision 080): the user's program and account, and whether they share another's. */
export async function findMembershipFacts(
  db: Db,
  userId: number,
): Promise<{ program: string | null; businessAccount: boolean; sharesAnother: boolean } | undefined> {
  const user = await db
    .selectFrom("users")
    .select(["membershipProgram", "accountId", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const shared = await db
    .selectFrom("membershipBeneficiaries")
    .select("id")
    .where("email", "=", user.email.toLowerCase())
    .where("memberUserId", "<>", userId)
    .limit(1)
    .executeTakeFirst();
  return { program: user.membershipProgram, businessAccount: user.accountId !== null, sharesAnother: shared !== undefined };
}

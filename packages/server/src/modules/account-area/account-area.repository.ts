import type { Db } from "../../db/database";
import type { AddressTable, UserTable } from "../../db/schema";

// The account area's SQL: the profile columns of users and the shopper's saved addresses (the
// checkout's addresses table). Every function takes the db or an open transaction and is scoped
// to the user (and tenant) it is given.

export interface Owner {
  userId: number;
  tenant: string;
}

/** the saved addresses the area manages: shipping and billing ones a shopper typed (not pickup people, not wallets') */
const MANAGED_TYPES = ["S", "B", "SB"];

export async function updateProfile(
  db: Db,
  userId: number,
  changes: Pick<UserTable, "firstName" | "lastName" | "email"> & { phone: string | null },
): Promise<void> {
  await db.updateTable("users").set(changes).where("id", "=", userId).execute();
}

export async function emailTakenByAnother(db: Db, tenant: string, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("tenant", "=", tenant)
    .where("email", "=", email)
    .where("id", "!=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listManagedAddresses(db: Db, owner: Owner): Promise<AddressTable[]> {
  return db
    .selectFrom("addresses")
    .selectAll()
    .where("userId", "=", owner.userId)
    .where("tenant", "=", owner.tenant)
    .where("type", "in", MANAGED_TYPES)
    .where("field1", "is", null)
    .orderBy("isDefaultShipping", "desc")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

export async function findManagedAddress(db: Db, owner: Owner, id: string): Promise<AddressTable | undefined> {
  return db
    .selectFrom("addresses")
    .selectAll()
    .where("id", "=", id)
    .where("userId", "=", owner.userId)
    .where("tenant", "=", owner.tenant)
    .where("type", "in", MANAGED_TYPES)
    .where("field1", "is", null)
    .executeTakeFirst();
}

export async function deleteAddress(db: Db, owner: Owner, id: string): Promise<number> {
  const result = await db
    .deleteFrom("addresses")
    .where("id", "=", id)
    .where("userId", "=", owner.userId)
    .where("tenant", "=", owner.tenant)
    .where("type", "in", MANAGED_TYPES)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One default per shopper: the chosen address becomes it, every other stops being it. */
export async function setDefaultAddress(db: Db, owner: Owner, id: string, nowIso: string): Promise<void> {
  await db
    .updateTable("addresses")
    .set({ isDefaultShipping: 0 })
    .where("userId", "=", owner.userId)
    .where("tenant", "=", owner.tenant)
    .where("id", "!=", id)
    .execute();
  await db
    .updateTable("addresses")
    .set({ isDefaultShipping: 1, updatedAt: nowIso })
    .where("userId", "=", owner.userId)
    .where("tenant", "=", owner.tenant)
    .where("id", "=", id)
    .execute();
}

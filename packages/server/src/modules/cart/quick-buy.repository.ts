import type { Db } from "../../db/database";

// What a shopper has on file for quick buy: their shipping addresses and saved cards (brand, last
// four and expiry only; the gateway's token never leaves the checkout module).

export async function findShippingAddressesOf(db: Db, userId: number, tenant: string) {
  return db
    .selectFrom("addresses")
    .select(["firstName", "lastName", "address1", "city", "state", "zipCode"])
    .where("userId", "=", userId)
    .where("tenant", "=", tenant)
    .where("type", "in", ["S", "SB"])
    .orderBy("isDefaultShipping", "desc")
    .orderBy("updatedAt", "desc")
    .orderBy("id")
    .limit(1)
    .execute();
}

export async function findSavedCardsOf(db: Db, userId: number, tenant: string) {
  return db
    .selectFrom("savedCards")
    .select(["brand", "last4", "expiryMonth", "expiryYear", "isDefault"])
    .where("userId", "=", userId)
    .where("tenant", "=", tenant)
    .orderBy("isDefault", "desc")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

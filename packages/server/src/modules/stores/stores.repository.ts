import type { Db } from "../../db/database";

export async function listStores(db: Db) {
  return db
    .selectFrom("stores")
    .select(["storeNumber", "name", "addressLine", "city", "state", "zipcode", "phone", "workingHours"])
    .orderBy("state")
    .orderBy("city")
    .orderBy("storeNumber")
    .execute();
}

import type { BoundingBox } from "@quire/domain";
import type { Db } from "../../db/database";

const STORE_COLUMNS = [
  "stores.storeNumber",
  "stores.name",
  "stores.addressLine",
  "stores.city",
  "stores.state",
  "stores.zipcode",
  "stores.latitude",
  "stores.longitude",
  "stores.phone",
  "stores.workingHours",
] as const;

export async function listStores(db: Db) {
  return db
    .selectFrom("stores")
    .select(["storeNumber", "name", "addressLine", "city", "state", "zipcode", "phone", "workingHours"])
    .orderBy("state")
    .orderBy("city")
    .orderBy("storeNumber")
    .execute();
}

export type StoreRow = Awaited<ReturnType<typeof findStore>> & {};

export async function findStore(db: Db, storeNumber: string) {
  return db.selectFrom("stores").select(STORE_COLUMNS).where("storeNumber", "=", storeNumber).executeTakeFirst();
}

/** The stores inside a latitude and longitude box (on the stores_coordinates index). */
export async function storesInBox(db: Db, box: BoundingBox) {
  return db
    .selectFrom("stores")
    .select(STORE_COLUMNS)
    .where("latitude", ">=", box.minLatitude)
    .where("latitude", "<=", box.maxLatitude)
    .where("longitude", ">=", box.minLongitude)
    .where("longitude", "<=", box.maxLongitude)
    .execute();
}

/** Units of one product on each of these stores' shelves (stores without a row have none). */
export async function shelfStock(db: Db, productId: number, storeNumbers: readonly string[]): Promise<Map<string, number>> {
  if (storeNumbers.length === 0) return new Map();
  const rows = await db
    .selectFrom("storeInventory")
    .select(["storeNumber", "qty"])
    .where("productId", "=", productId)
    .where("storeNumber", "in", [...storeNumbers])
    .execute();
  return new Map(rows.map((r) => [r.storeNumber, Number(r.qty)]));
}

// ---- preferred stores (one per user)

export async function findPreferredStore(db: Db, userId: number) {
  return db
    .selectFrom("preferredStores")
    .select(["storeNumber", "address1", "city", "state", "zipCode", "updatedAt"])
    .where("userId", "=", userId)
    .executeTakeFirst();
}

export async function savePreferredStore(
  db: Db,
  row: { userId: number; storeNumber: string; address1: string; city: string; state: string; zipCode: string; updatedAt: string },
): Promise<void> {
  await db
    .insertInto("preferredStores")
    .values(row)
    .onConflict((oc) =>
      oc.column("userId").doUpdateSet({
        storeNumber: row.storeNumber,
        address1: row.address1,
        city: row.city,
        state: row.state,
        zipCode: row.zipCode,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
}

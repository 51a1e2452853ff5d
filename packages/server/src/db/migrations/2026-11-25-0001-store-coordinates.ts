import type { Kysely } from "kysely";

// Frozen once landed. The store locator's radius search (issue 13): the stores inside a
// latitude and longitude box are found on this index, then the exact distance is measured.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("stores_coordinates").on("stores").columns(["latitude", "longitude"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("stores_coordinates").ifExists().execute();
}

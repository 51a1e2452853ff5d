import type { Kysely } from "kysely";

// Frozen once landed. First-party analytics (issue 17, decision 050): one row per event the store
// keeps, whoever reported it: the server (product views, adds, searches with their result counts),
// a page's batched adapter events, or a tile's beacon. No address and no cookie value is stored,
// only hashes that group one browser's events.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    // ISO time, UTC
    .addColumn("at", "text", (c) => c.notNull())
    // server | client | beacon
    .addColumn("source", "text", (c) => c.notNull())
    // server: view | add | search; beacon: imp | clk | page; client: the adapter event's name
    .addColumn("type", "text", (c) => c.notNull())
    // dotcom | advantage
    .addColumn("site", "text", (c) => c.notNull())
    // "u:<user id>" for a signed-in shopper, else the browser's key
    .addColumn("shopper_key", "text")
    // a hash of the browser's CSRF cookie (renewed at sign-in and sign-out)
    .addColumn("session_key", "text")
    .addColumn("item_id", "text")
    // a search's text, trimmed and lower case
    .addColumn("query", "text")
    .addColumn("result_count", "integer")
    .addColumn("value_cents", "integer")
    // where a tile was shown (beacons)
    .addColumn("placement", "text")
    // the event's own fields as JSON text, clipped
    .addColumn("payload", "text")
    .execute();
  await db.schema.createIndex("analytics_events_type_at").on("analytics_events").columns(["type", "at"]).execute();
  await db.schema.createIndex("analytics_events_at").on("analytics_events").column("at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("analytics_events").ifExists().execute();
}

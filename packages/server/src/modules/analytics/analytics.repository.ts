import { CompiledQuery, sql } from "kysely";
import { type Db, isPostgres } from "../../db/database";
import { preparePostgres } from "../../db/postgres-client";
import type { AnalyticsEventTable } from "../../db/schema";
import { compiledOnce } from "../../db/compiled-once";

// Analytics SQL. Every function takes the database explicitly. Days are the first 10 characters of
// the ISO times, which both SQLite and PostgreSQL read the same way.

export type AnalyticsEventRow = AnalyticsEventTable;

const insertOneEvent = compiledOnce((db: Db, row: AnalyticsEventRow) => db.insertInto("analyticsEvents").values(row));

export async function insertAnalyticsEvents(db: Db, rows: AnalyticsEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const [only] = rows;
  if (rows.length === 1 && only) await insertOneEvent(db, only);
  else await db.insertInto("analyticsEvents").values(rows).execute();
}

// PostgreSQL: any number of rows in one statement of fixed text (each column an array, unnested), so
// a group is one round trip and one prepared statement whatever its size.
const EVENT_COLUMNS = [
  ["id", "text"],
  ["at", "text"],
  ["source", "text"],
  ["type", "text"],
  ["site", "text"],
  ["shopperKey", "text"],
  ["sessionKey", "text"],
  ["itemId", "text"],
  ["query", "text"],
  ["resultCount", "integer"],
  ["valueCents", "integer"],
  ["placement", "text"],
  ["payload", "text"],
] as const satisfies readonly (readonly [keyof AnalyticsEventRow, string])[];
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const INSERT_EVENTS_UNNESTED =
  `insert into analytics_events (${EVENT_COLUMNS.map(([name]) => snakeCase(name)).join(", ")}) ` +
  `select * from unnest(${EVENT_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ")})`;
preparePostgres(INSERT_EVENTS_UNNESTED);

/**
 * A group of rows written together (the analytics group commit, decision 051): on PostgreSQL one
 * statement (atomic on its own: one round trip, no transaction around it); on SQLite the one-row
 * statement per row, whose prepared statement is reused, in the caller's transaction or one of its own.
 */
export async function insertAnalyticsEventGroup(db: Db, rows: AnalyticsEventRow[]): Promise<void> {
  const [only] = rows;
  if (rows.length === 1 && only) await insertOneEvent(db, only);
  else if (isPostgres(db))
    await db.executeQuery(
      CompiledQuery.raw(
        INSERT_EVENTS_UNNESTED,
        EVENT_COLUMNS.map(([name]) => rows.map((row) => row[name] ?? null)),
      ),
    );
  else if (db.isTransaction) for (const row of rows) await insertOneEvent(db, row);
  else
    await db.transaction().execute(async (trx) => {
      for (const row of rows) await insertOneEvent(trx, row);
    });
}

export async function deleteAnalyticsEventsBefore(db: Db, beforeIso: string): Promise<void> {
  await db.deleteFrom("analyticsEvents").where("at", "<", beforeIso).execute();
}

/** Server events of a type per day since `fromIso`. */
export async function countServerEventsPerDay(db: Db, type: string, fromIso: string): Promise<{ day: string; n: number }[]> {
  const result = await sql<{ day: string; n: number | string }>`select substr(at, 1, 10) as day, count(*) as n
    from analytics_events where source = 'server' and type = ${type} and at >= ${fromIso}
    group by substr(at, 1, 10)`.execute(db);
  return result.rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

/** Orders placed per day since `fromIso`: the orders table is the truth, not a page's report. */
export async function countOrdersPerDay(db: Db, fromIso: string): Promise<{ day: string; n: number }[]> {
  const result = await sql<{ day: string; n: number | string }>`select substr(placed_at, 1, 10) as day, count(*) as n
    from orders where placed_at >= ${fromIso}
    group by substr(placed_at, 1, 10)`.execute(db);
  return result.rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

/**
 * Shoppers who viewed a product; of those, who added to cart; of those, who placed an order (a
 * signed-in shopper's key is "u:" and the user id, so their orders join by user).
 */
export async function countFunnel(db: Db, fromIso: string): Promise<{ viewed: number; added: number; ordered: number }> {
  const viewed = sql`select shopper_key from analytics_events
    where source = 'server' and type = 'view' and at >= ${fromIso} and shopper_key is not null`;
  const added = sql`select shopper_key from analytics_events
    where source = 'server' and type = 'add' and at >= ${fromIso} and shopper_key in (${viewed})`;
  const ordered = sql`select 'u:' || cast(user_id as text) from orders where placed_at >= ${fromIso}`;
  const result = await sql<{ viewed: number | string; added: number | string; ordered: number | string }>`select
      (select count(distinct shopper_key) from analytics_events
        where source = 'server' and type = 'view' and at >= ${fromIso} and shopper_key is not null) as viewed,
      (select count(distinct shopper_key) from analytics_events
        where source = 'server' and type = 'add' and at >= ${fromIso} and shopper_key in (${viewed})) as added,
      (select count(distinct shopper_key) from analytics_events
        where shopper_key in (${added}) and shopper_key in (${ordered})) as ordered`.execute(db);
  const row = result.rows[0];
  return { viewed: Number(row?.viewed ?? 0), added: Number(row?.added ?? 0), ordered: Number(row?.ordered ?? 0) };
}

/** The products most viewed, then most added, with their names. */
export async function findTopProducts(
  db: Db,
  fromIso: string,
  limit: number,
): Promise<{ itemId: string; name: string; views: number; adds: number }[]> {
  const result = await sql<{ itemId: string; name: string | null; views: number | string; adds: number | string }>`select
      e.item_id, max(p.name) as name,
      sum(case when e.type = 'view' then 1 else 0 end) as views,
      sum(case when e.type = 'add' then 1 else 0 end) as adds
    from analytics_events e
    left join products p on p.item_id = e.item_id
    where e.source = 'server' and e.type in ('view', 'add') and e.at >= ${fromIso} and e.item_id is not null
    group by e.item_id
    order by views desc, adds desc, e.item_id
    limit ${limit}`.execute(db);
  return result.rows.map((r) => ({ itemId: r.itemId, name: r.name ?? r.itemId, views: Number(r.views), adds: Number(r.adds) }));
}

/** Searches that found nothing, most frequent first, then the latest. */
export async function findNoResultSearches(
  db: Db,
  fromIso: string,
  limit: number,
): Promise<{ query: string; searches: number }[]> {
  const result = await sql<{ query: string; searches: number | string }>`select query, count(*) as searches
    from analytics_events
    where source = 'server' and type = 'search' and result_count = 0 and at >= ${fromIso} and query is not null
    group by query
    order by count(*) desc, max(at) desc, query
    limit ${limit}`.execute(db);
  return result.rows.map((r) => ({ query: r.query, searches: Number(r.searches) }));
}

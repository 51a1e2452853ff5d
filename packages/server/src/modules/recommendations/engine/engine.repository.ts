import crypto from "node:crypto";
import { SPENDING_ORDER_STATUSES } from "@quire/domain";
import { sql } from "kysely";
import { compiledOnce } from "../../../db/compiled-once";
import { type Db, isPostgres } from "../../../db/database";
import { RECOMMENDABLE } from "../recommendations.repository";
import { basketPairs, countBaskets, trendIncrement, VIEW_TREND_WEIGHT } from "./co-purchase";

// The engine's SQL (decision 049): portable between SQLite and PostgreSQL, every value bound.
// Upserts use `on conflict ... do update` with `excluded`, which both databases read alike.

const BATCH = 4000;

export interface HistoryBasketRow {
  basketId: number;
  itemIds: string[];
  orderedAt: string;
}

/** Historical baskets, oldest first, each basket's items in position order. */
export async function historyBaskets(db: Db): Promise<HistoryBasketRow[]> {
  const rows = await db
    .selectFrom("recOrderHistory")
    .select(["basketId", "itemId", "orderedAt"])
    .orderBy("orderedAt")
    .orderBy("basketId")
    .orderBy("position")
    .execute();
  const baskets: HistoryBasketRow[] = [];
  for (const r of rows) {
    const last = baskets[baskets.length - 1];
    if (last && last.basketId === Number(r.basketId)) last.itemIds.push(r.itemId);
    else baskets.push({ basketId: Number(r.basketId), itemIds: [r.itemId], orderedAt: r.orderedAt });
  }
  return baskets;
}

/** The store's placed orders as baskets of item ids. */
async function placedOrderBaskets(db: Db): Promise<{ itemIds: string[]; orderedAt: string }[]> {
  const rows = await sql<{ orderId: number; itemId: string; placedAt: string }>`select l.order_id, p.item_id, o.placed_at
    from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id
    order by l.order_id, p.item_id`.execute(db);
  const baskets = new Map<number, { itemIds: string[]; orderedAt: string }>();
  for (const r of rows.rows) {
    const id = Number(r.orderId);
    const b = baskets.get(id);
    if (b) b.itemIds.push(r.itemId);
    else baskets.set(id, { itemIds: [r.itemId], orderedAt: r.placedAt });
  }
  return [...baskets.values()];
}

/** Rebuilds pairs and stats from the history and the placed orders (seed time, or a repair). */
export async function rebuildFromBaskets(db: Db): Promise<{ baskets: number; pairs: number }> {
  const baskets = [...(await historyBaskets(db)), ...(await placedOrderBaskets(db))];
  const { neighbours, orderCounts } = countBaskets(baskets.map((b) => b.itemIds));
  const trend = new Map<string, number>();
  for (const b of baskets) {
    const inc = trendIncrement(Date.parse(b.orderedAt));
    for (const item of new Set(b.itemIds)) trend.set(item, (trend.get(item) ?? 0) + inc);
  }
  const pairRows = [...neighbours].flatMap(([itemA, row]) => [...row].map(([itemB, weight]) => ({ itemA, itemB, weight })));
  const statRows = [...orderCounts].map(([itemId, orders]) => ({ itemId, orders, trendScore: trend.get(itemId) ?? 0 }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("recItemPairs").execute();
    await trx.deleteFrom("recItemStats").execute();
    for (let i = 0; i < pairRows.length; i += BATCH) {
      await trx
        .insertInto("recItemPairs")
        .values(pairRows.slice(i, i + BATCH))
        .execute();
    }
    for (let i = 0; i < statRows.length; i += BATCH) {
      await trx
        .insertInto("recItemStats")
        .values(statRows.slice(i, i + BATCH))
        .execute();
    }
  });
  return { baskets: baskets.length, pairs: pairRows.length };
}

/** One placed order, added to the counts as it happens. */
export async function addBasket(db: Db, itemIds: readonly string[], atMs: number): Promise<void> {
  const items = [...new Set(itemIds)];
  if (items.length === 0) return;
  const inc = trendIncrement(atMs);
  await db
    .insertInto("recItemStats")
    .values(items.map((itemId) => ({ itemId, orders: 1, trendScore: inc })))
    .onConflict((oc) =>
      oc.column("itemId").doUpdateSet({
        orders: sql`rec_item_stats.orders + excluded.orders`,
        trendScore: sql`rec_item_stats.trend_score + excluded.trend_score`,
      }),
    )
    .execute();
  const pairs = basketPairs(items);
  for (let i = 0; i < pairs.length; i += BATCH) {
    await db
      .insertInto("recItemPairs")
      .values(pairs.slice(i, i + BATCH).map(([itemA, itemB]) => ({ itemA, itemB, weight: 1 })))
      .onConflict((oc) => oc.columns(["itemA", "itemB"]).doUpdateSet({ weight: sql`rec_item_pairs.weight + 1` }))
      .execute();
  }
}

// Every product page view runs these two, first visits served from the shared-HTML cache too
// (decision 055): compiled once (decision 051), not built each time.
const insertView = compiledOnce((db: Db, row: { id: string; shopperKey: string; itemId: string; viewedAt: string }) =>
  db.insertInto("productViews").values(row),
);
const addViewTrend = compiledOnce((db: Db, itemId: string, trendScore: number) =>
  db
    .insertInto("recItemStats")
    .values({ itemId, orders: 0, trendScore })
    .onConflict((oc) => oc.column("itemId").doUpdateSet({ trendScore: sql`rec_item_stats.trend_score + excluded.trend_score` })),
);

// PostgreSQL: the view and the trend in one statement, so one round trip and one commit per view.
// SQLite has no data-modifying WITH, and there a statement costs no round trip.
const insertViewWithTrend = compiledOnce(
  (_db: Db, id: string, shopperKey: string, itemId: string, viewedAt: string, trendScore: number) => sql`with viewed as (
      insert into product_views (id, shopper_key, item_id, viewed_at) values (${id}, ${shopperKey}, ${itemId}, ${viewedAt}))
    insert into rec_item_stats (item_id, orders, trend_score) values (${itemId}, 0, ${trendScore})
    on conflict (item_id) do update set trend_score = rec_item_stats.trend_score + excluded.trend_score`,
);

/** A product page view: the shopper's history, and a little of the item's popularity. */
export async function recordView(db: Db, shopperKey: string | null, itemId: string, atMs: number): Promise<void> {
  const trendScore = trendIncrement(atMs, VIEW_TREND_WEIGHT);
  if (shopperKey && isPostgres(db)) {
    await insertViewWithTrend(db, crypto.randomUUID(), shopperKey, itemId, new Date(atMs).toISOString(), trendScore);
    return;
  }
  if (shopperKey) await insertView(db, { id: crypto.randomUUID(), shopperKey, itemId, viewedAt: new Date(atMs).toISOString() });
  await addViewTrend(db, itemId, trendScore);
}

/** Each core item's co-purchased items with the shared baskets, and every item's basket count, in one read. */
export async function neighbourhoodOf(
  db: Db,
  itemIds: readonly string[],
): Promise<{ neighbours: Map<string, Map<string, number>>; orderCounts: Map<string, number> }> {
  const neighbours = new Map<string, Map<string, number>>();
  const orderCounts = new Map<string, number>();
  if (itemIds.length === 0) return { neighbours, orderCounts };
  const ids = sql.join([...itemIds]);
  const rows = await sql<{ itemA: string; itemB: string; weight: number; orders: number | null }>`select
      p.item_a, p.item_b, p.weight, s.orders
    from rec_item_pairs p left join rec_item_stats s on s.item_id = p.item_b
    where p.item_a in (${ids})`.execute(db);
  for (const r of rows.rows) {
    let row = neighbours.get(r.itemA);
    if (!row) neighbours.set(r.itemA, (row = new Map()));
    row.set(r.itemB, Number(r.weight));
    if (r.orders !== null) orderCounts.set(r.itemB, Number(r.orders));
  }
  const core = await sql<{ itemId: string; orders: number }>`select item_id, orders from rec_item_stats
    where item_id in (${ids})`.execute(db);
  for (const r of core.rows) orderCounts.set(r.itemId, Number(r.orders));
  return { neighbours, orderCounts };
}

/** Recommendable items by decayed popularity. */
export async function trendingItemIds(db: Db, exclude: readonly string[], limit: number): Promise<string[]> {
  const notIn = exclude.length > 0 ? sql`and s.item_id not in (${sql.join([...exclude])})` : sql``;
  const result = await sql<{ itemId: string }>`select s.item_id from rec_item_stats s
    join products p on p.item_id = s.item_id left join inventory i on i.product_id = p.id
    where ${RECOMMENDABLE} ${notIn}
    order by s.trend_score desc, s.item_id asc limit ${limit}`.execute(db);
  return result.rows.map((r) => r.itemId);
}

/**
 * The shopper's viewed items, latest view first (ties by item id). Their views are read newest first
 * along the (shopper_key, viewed_at) index, a few more each time until enough distinct items are in
 * hand, rather than grouping a long history whole: a shopper's thousandth view reads as few rows as
 * their tenth.
 */
export async function recentlyViewedItemIds(db: Db, shopperKey: string, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  for (let rows = limit * 4; ; rows *= 4) {
    const result = await sql<{ itemId: string }>`select item_id from product_views
      where shopper_key = ${shopperKey}
      order by viewed_at desc, item_id asc limit ${rows}`.execute(db);
    const items = [...new Set(result.rows.map((r) => r.itemId))];
    if (items.length >= limit || result.rows.length < rows) return items.slice(0, limit);
  }
}

/** The shopper's ordered items, most often ordered first (or latest first); bought as recently purchased counts it (decision 045). */
export async function purchasedItemIds(
  db: Db,
  userId: number,
  order: "frequent" | "recent",
  limit: number,
): Promise<{ itemId: string; orders: number; lastOrderedAt: string }[]> {
  const orderBy = order === "frequent" ? sql`orders desc, last_ordered_at desc` : sql`last_ordered_at desc, orders desc`;
  const result = await sql<{ itemId: string; orders: number; lastOrderedAt: string }>`select p.item_id,
      count(distinct o.id) as orders, max(o.placed_at) as last_ordered_at
    from orders o join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
    where o.user_id = ${userId} and o.status in (${sql.join([...SPENDING_ORDER_STATUSES])})
    group by p.item_id
    order by ${orderBy}, p.item_id asc limit ${limit}`.execute(db);
  return result.rows.map((r) => ({ itemId: r.itemId, orders: Number(r.orders), lastOrderedAt: String(r.lastOrderedAt) }));
}

/**
 * Substitutes for an item: its alternates (decision 027) first, then same-category products
 * nearest in price, the same brand before others.
 */
export async function substituteItemIds(db: Db, itemId: string, exclude: readonly string[], limit: number): Promise<string[]> {
  const notIn = exclude.length > 0 ? sql`and p.item_id not in (${sql.join([...exclude])})` : sql``;
  const alternates = await sql<{ itemId: string }>`select p.item_id from item_alternates a
    join products core on core.id = a.product_id join products p on p.id = a.alternate_product_id
    left join inventory i on i.product_id = p.id
    where core.item_id = ${itemId} and ${RECOMMENDABLE} ${notIn}
    order by a.position, p.id limit ${limit}`.execute(db);
  const ids = alternates.rows.map((r) => r.itemId);
  if (ids.length >= limit) return ids;
  const skip = [...exclude, ...ids, itemId];
  const near = await sql<{ itemId: string }>`select p.item_id from products core
    join products p on p.category_id = core.category_id left join inventory i on i.product_id = p.id
    where core.item_id = ${itemId} and ${RECOMMENDABLE} and p.item_id not in (${sql.join(skip)})
    order by case when p.brand_id = core.brand_id then 0 else 1 end,
      abs(p.final_price_cents - core.final_price_cents), p.id
    limit ${limit - ids.length}`.execute(db);
  return [...ids, ...near.rows.map((r) => r.itemId)];
}

/** Item ids of every recommendable product (evaluation only). */
export async function recommendableItemIds(db: Db): Promise<Set<string>> {
  const result = await sql<{ itemId: string }>`select p.item_id from products p
    left join inventory i on i.product_id = p.id where ${RECOMMENDABLE}`.execute(db);
  return new Set(result.rows.map((r) => r.itemId));
}

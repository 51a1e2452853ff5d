import { SPENDING_ORDER_STATUSES } from "@quire/domain";
import { sql } from "kysely";
import { compiledOnce } from "../../db/compiled-once";
import type { Db } from "../../db/database";

// Tile data SQL (decision 047): the shopper's last order of each item (past-purchase badge) and
// printer/cartridge compatibility. Plain SQL that SQLite and PostgreSQL read alike.

// a signed-in shopper's past purchases, read for every page they open (decision 065's small read)
const lastOrderedOfAll = compiledOnce(
  (_db: Db, userId: number, limit: number) => sql<{ itemId: string; lastOrderedAt: string }>`
    select p.item_id, max(o.placed_at) as last_ordered_at
    from orders o
    join order_lines l on l.order_id = o.id
    join products p on p.id = l.product_id
    where o.user_id = ${userId}
      and o.status in (${sql.join([...SPENDING_ORDER_STATUSES])})
    group by p.item_id
    limit ${limit}`,
);

/**
 * item id -> newest placed_at of the user's own placed, shipped or delivered orders holding it: of
 * the given items, or with `all` of every item, null when there are more than `all.limit`.
 */
export async function findLastOrderedDates(
  db: Db,
  userId: number,
  items: readonly string[] | { all: { limit: number } },
): Promise<Map<string, string> | null> {
  if ("all" in items) {
    const rows = (await lastOrderedOfAll(db, userId, items.all.limit + 1)).rows;
    return rows.length > items.all.limit ? null : new Map(rows.map((r) => [r.itemId, String(r.lastOrderedAt)]));
  }
  if (items.length === 0) return new Map();
  const result = await sql<{ itemId: string; lastOrderedAt: string }>`
    select p.item_id, max(o.placed_at) as last_ordered_at
    from orders o
    join order_lines l on l.order_id = o.id
    join products p on p.id = l.product_id
    where o.user_id = ${userId}
      and o.status in (${sql.join([...SPENDING_ORDER_STATUSES])})
      and p.item_id in (${sql.join([...items])})
    group by p.item_id`.execute(db);
  return new Map(result.rows.map((r) => [r.itemId, String(r.lastOrderedAt)]));
}

export interface CompatibilityProductRow {
  id: number;
  itemId: string;
  itemUrl: string;
  name: string;
  categorySlug: string;
  status: string;
  finalPriceCents: number;
}

const PRODUCT_COLUMNS = sql`p.id, p.item_id, p.item_url, p.name, c.slug as category_slug, p.status, p.final_price_cents`;

function toRow(r: CompatibilityProductRow): CompatibilityProductRow {
  return { ...r, id: Number(r.id), finalPriceCents: Number(r.finalPriceCents) };
}

export async function findProductForCompatibility(db: Db, itemId: string): Promise<CompatibilityProductRow | undefined> {
  const result = await sql<CompatibilityProductRow>`select ${PRODUCT_COLUMNS}
    from products p join categories c on c.id = p.category_id
    where p.item_id = ${itemId}`.execute(db);
  const row = result.rows[0];
  return row && toRow(row);
}

/** The published printers a cartridge fits, or the published cartridges a printer takes, by item id. */
export async function findCompatible(
  db: Db,
  productId: number,
  want: "printers" | "cartridges",
  limit: number,
): Promise<CompatibilityProductRow[]> {
  const result =
    want === "printers"
      ? await sql<CompatibilityProductRow>`select ${PRODUCT_COLUMNS}
          from printer_compatibility pc
          join products p on p.id = pc.printer_product_id
          join categories c on c.id = p.category_id
          where pc.cartridge_product_id = ${productId} and p.status = 'PUBLISHED'
          order by p.item_id limit ${limit}`.execute(db)
      : await sql<CompatibilityProductRow>`select ${PRODUCT_COLUMNS}
          from printer_compatibility pc
          join products p on p.id = pc.cartridge_product_id
          join categories c on c.id = p.category_id
          where pc.printer_product_id = ${productId} and p.status = 'PUBLISHED'
          order by p.item_id limit ${limit}`.execute(db);
  return result.rows.map(toRow);
}

/** Which of these items have compatibility data: item id -> what its drawer lists. */
export async function findCompatibilityKinds(
  db: Db,
  itemIds: readonly string[],
): Promise<Map<string, "printers" | "cartridges">> {
  if (itemIds.length === 0) return new Map();
  const ids = sql.join([...itemIds]);
  const result = await sql<{ itemId: string; kind: "printers" | "cartridges" }>`
    select p.item_id, 'cartridges' as kind from products p
      where p.item_id in (${ids}) and exists (select 1 from printer_compatibility pc where pc.printer_product_id = p.id)
    union all
    select p.item_id, 'printers' as kind from products p
      where p.item_id in (${ids}) and exists (select 1 from printer_compatibility pc where pc.cartridge_product_id = p.id)`.execute(
    db,
  );
  return new Map(result.rows.map((r) => [r.itemId, r.kind]));
}

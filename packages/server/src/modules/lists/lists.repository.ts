import { sql } from "kysely";
import type { Db, DbKind } from "../../db/database";
import type { ShoppingListItemTable, ShoppingListTable } from "../../db/schema";

// All shopping-list SQL (decisions 032 and 033). Every function takes the db or an open transaction.

export type ListRow = ShoppingListTable;
export type ListLineRow = ShoppingListItemTable;

/** Whose lists: the user, and the business account they belong to (null for a consumer). */
export interface ListViewerKey {
  userId: number;
  accountId: number | null;
}

const LIST_COLUMNS = ["id", "userId", "accountId", "name", "accessLevel", "readOnly", "createdAt", "updatedAt"] as const;

function toList(r: ListRow): ListRow {
  return {
    ...r,
    userId: Number(r.userId),
    accountId: r.accountId === null ? null : Number(r.accountId),
    readOnly: Number(r.readOnly),
  };
}

/**
 * The lists a user's lists screen holds: their own PERSONAL lists and those they share by a link (a
 * consumer's SHARED list: no account, decision 077), and their account's SHARED and GLOBAL ones.
 * getListCount counts with the same rule (account.repository countLists).
 */
export async function visibleLists(db: Db, who: ListViewerKey): Promise<ListRow[]> {
  const rows = await db
    .selectFrom("shoppingLists")
    .select(LIST_COLUMNS)
    .where((eb) => {
      const own = eb.and([
        eb("userId", "=", who.userId),
        eb.or([eb("accessLevel", "=", "PERSONAL"), eb.and([eb("accessLevel", "=", "SHARED"), eb("accountId", "is", null)])]),
      ]);
      return who.accountId === null
        ? own
        : eb.or([own, eb.and([eb("accountId", "=", who.accountId), eb("accessLevel", "in", ["SHARED", "GLOBAL"])])]);
    })
    .execute();
  return rows.map(toList);
}

export async function findList(db: Db, id: string): Promise<ListRow | undefined> {
  const row = await db.selectFrom("shoppingLists").select(LIST_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toList(row) : undefined;
}

/** The list, locked on PostgreSQL until the transaction ends, so changes to its lines take turns (SQLite's writers already do). */
export async function lockList(db: Db, kind: DbKind, id: string): Promise<ListRow | undefined> {
  const query = db.selectFrom("shoppingLists").select(LIST_COLUMNS).where("id", "=", id);
  const row = await (kind === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  return row ? toList(row) : undefined;
}

export async function insertList(db: Db, row: ListRow): Promise<void> {
  await db.insertInto("shoppingLists").values(row).execute();
}

export async function updateList(
  db: Db,
  id: string,
  changes: Partial<Pick<ListRow, "name" | "accessLevel" | "accountId" | "readOnly" | "updatedAt">>,
): Promise<void> {
  await db.updateTable("shoppingLists").set(changes).where("id", "=", id).execute();
}

/** Deletes a list with its lines and everyone's favourite marks. */
export async function deleteList(db: Db, id: string): Promise<number> {
  await db.deleteFrom("shoppingListItems").where("listId", "=", id).execute();
  await db.deleteFrom("shoppingListFavorites").where("listId", "=", id).execute();
  const result = await db.deleteFrom("shoppingLists").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Lines and their quantities added up, per list. */
export async function lineTotals(db: Db, listIds: string[]): Promise<Map<string, { itemCount: number; totalQuantity: number }>> {
  if (listIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("shoppingListItems")
    .select((eb) => ["listId", eb.fn.countAll<number>().as("itemCount"), eb.fn.sum<number>("qty").as("totalQuantity")])
    .where("listId", "in", listIds)
    .groupBy("listId")
    .execute();
  return new Map(rows.map((r) => [r.listId, { itemCount: Number(r.itemCount), totalQuantity: Number(r.totalQuantity ?? 0) }]));
}

export async function ownerNames(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom("users").select(["id", "firstName", "lastName"]).where("id", "in", userIds).execute();
  return new Map(rows.map((r) => [Number(r.id), `${r.firstName} ${r.lastName}`.trim()]));
}

export async function favoriteListIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("shoppingListFavorites")
    .select("listId")
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .orderBy("listId")
    .execute();
  return rows.map((r) => r.listId);
}

/** Locks the user's row on PostgreSQL until the transaction ends, so their favourite marks are counted one change at a time. */
export async function lockUser(db: Db, kind: DbKind, userId: number): Promise<void> {
  if (kind === "postgres") await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}

export async function insertFavorite(db: Db, userId: number, listId: string, now: string): Promise<void> {
  await db
    .insertInto("shoppingListFavorites")
    .values({ userId, listId, createdAt: now })
    .onConflict((oc) => oc.columns(["userId", "listId"]).doNothing())
    .execute();
}

export async function deleteFavorite(db: Db, userId: number, listId: string): Promise<void> {
  await db.deleteFrom("shoppingListFavorites").where("userId", "=", userId).where("listId", "=", listId).execute();
}

export async function countLines(db: Db, listId: string): Promise<number> {
  const row = await db
    .selectFrom("shoppingListItems")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("listId", "=", listId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Which of these items already have a line on the list. */
export async function itemIdsOnList(db: Db, listId: string, itemIds: string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("shoppingListItems")
    .select("itemId")
    .where("listId", "=", listId)
    .where("itemId", "in", itemIds)
    .execute();
  return new Set(rows.map((r) => r.itemId));
}

/**
 * A quantity onto the item's line: a new line, or (the same item again) the line's quantity plus
 * this one, capped at maxQty; with replace, the line's quantity becomes this one. One statement,
 * so concurrent adds of the same item add up on one line.
 */
export async function upsertLine(db: Db, row: ListLineRow, opts: { replace: boolean; maxQty: number }): Promise<void> {
  const qty = opts.replace
    ? sql`excluded.qty`
    : sql`case when shopping_list_items.qty + excluded.qty > ${opts.maxQty} then ${opts.maxQty} else shopping_list_items.qty + excluded.qty end`;
  await sql`insert into shopping_list_items (id, list_id, item_id, qty, created_at, updated_at)
    values (${row.id}, ${row.listId}, ${row.itemId}, ${row.qty}, ${row.createdAt}, ${row.updatedAt})
    on conflict (list_id, item_id) do update set qty = ${qty}, updated_at = excluded.updated_at`.execute(db);
}

export async function linesOfItems(db: Db, listId: string, itemIds: string[]): Promise<ListLineRow[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectFrom("shoppingListItems")
    .selectAll()
    .where("listId", "=", listId)
    .where("itemId", "in", itemIds)
    .execute();
  return rows.map((r) => ({ ...r, qty: Number(r.qty) }));
}

/** A line by its own id or by its item id (DELETE /list/{id}/item/{itemId} takes either). */
export async function findLine(db: Db, listId: string, lineOrItemId: string): Promise<ListLineRow | undefined> {
  const row = await db
    .selectFrom("shoppingListItems")
    .selectAll()
    .where("listId", "=", listId)
    .where((eb) => eb.or([eb("id", "=", lineOrItemId), eb("itemId", "=", lineOrItemId)]))
    .orderBy("id")
    .executeTakeFirst();
  return row ? { ...row, qty: Number(row.qty) } : undefined;
}

export async function deleteLine(db: Db, listId: string, lineId: string): Promise<number> {
  const result = await db
    .deleteFrom("shoppingListItems")
    .where("listId", "=", listId)
    .where("id", "=", lineId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function touchList(db: Db, listId: string, now: string): Promise<void> {
  await db.updateTable("shoppingLists").set({ updatedAt: now }).where("id", "=", listId).execute();
}

/** A line as its tile shows it: the product as it is now (absent when the catalogue dropped it). */
export interface ListLineWithProduct extends ListLineRow {
  product: {
    name: string;
    itemUrl: string;
    unit: string;
    finalPriceCents: number;
    basePriceCents: number;
    status: string;
  } | null;
}

/** A page of a list's lines, newest first (ties by id, so pages never overlap), or all of them (ids). */
export async function linesWithProducts(
  db: Db,
  listId: string,
  page: { limit: number; offset: number } | { lineIds: string[] },
): Promise<ListLineWithProduct[]> {
  let query = db
    .selectFrom("shoppingListItems as l")
    .leftJoin("products as p", "p.itemId", "l.itemId")
    .select([
      "l.id",
      "l.listId",
      "l.itemId",
      "l.qty",
      "l.createdAt",
      "l.updatedAt",
      "p.name",
      "p.itemUrl",
      "p.unit",
      "p.finalPriceCents",
      "p.basePriceCents",
      "p.status",
    ])
    .where("l.listId", "=", listId)
    .orderBy("l.createdAt", "desc")
    .orderBy("l.id", "asc");
  if ("lineIds" in page) {
    if (page.lineIds.length === 0) return [];
    query = query.where("l.id", "in", page.lineIds);
  } else {
    query = query.limit(page.limit).offset(page.offset);
  }
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    listId: r.listId,
    itemId: r.itemId,
    qty: Number(r.qty),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    product:
      r.name === null
        ? null
        : {
            name: r.name,
            itemUrl: r.itemUrl ?? "",
            unit: r.unit ?? "",
            finalPriceCents: Number(r.finalPriceCents),
            basePriceCents: Number(r.basePriceCents),
            status: r.status ?? "",
          },
  }));
}

/** Which of these lists hold each of these items, with the line's quantity (GET /lists/items). */
export async function linesOfItemsOnLists(db: Db, listIds: string[], itemIds: string[]): Promise<ListLineRow[]> {
  if (listIds.length === 0 || itemIds.length === 0) return [];
  const rows = await db
    .selectFrom("shoppingListItems")
    .selectAll()
    .where("listId", "in", listIds)
    .where("itemId", "in", itemIds)
    .execute();
  return rows.map((r) => ({ ...r, qty: Number(r.qty) }));
}

/** The catalogue's products by item id, as a list may take them (published ones). */
export async function publishedItemIds(db: Db, itemIds: string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("products")
    .select("itemId")
    .where("itemId", "in", itemIds)
    .where("status", "=", "PUBLISHED")
    .execute();
  return new Set(rows.map((r) => r.itemId));
}

import { sql } from "kysely";
import type { Db } from "../database";
import type { ShoppingListItemTable, ShoppingListTable } from "../schema";

// Lists for the lists benchmark (npm run seed -- --lists 500): one business buyer with many lists
// of many items, so GET /cc/api/lists is measured at a size a busy account reaches. Ids start with
// lst-bench-, so running it again replaces them rather than adding more.

export const BENCH_LIST_PREFIX = "lst-bench-";
export const BENCH_LISTS_USER = "buyer@northwind.test";
/** rows per insert: 6 columns each stays far under SQLite's 32,766 bound parameters */
const ROWS_PER_INSERT = 2000;

export async function insertBenchLists(
  db: Db,
  options: { lists: number; itemsPerList: number; email?: string },
): Promise<{ lists: number; items: number }> {
  const email = options.email ?? BENCH_LISTS_USER;
  const user = await db.selectFrom("users").select(["id", "accountId"]).where("email", "=", email).executeTakeFirst();
  if (!user) throw new Error(`seed --lists: no user ${email} (seed the demo data first)`);
  const products = await db
    .selectFrom("products")
    .select("itemId")
    .where("status", "=", "PUBLISHED")
    .orderBy("id")
    .limit(Math.max(options.itemsPerList * 3, 1000))
    .execute();
  if (products.length < options.itemsPerList)
    throw new Error(
      `seed --lists: ${options.itemsPerList} items per list needs as many published products, found ${products.length}`,
    );
  const like = `${BENCH_LIST_PREFIX}%`;
  const base = Date.parse("2026-11-01T00:00:00.000Z");
  let items = 0;
  await db.transaction().execute(async (trx) => {
    await sql`delete from shopping_list_items where list_id like ${like}`.execute(trx);
    await sql`delete from shopping_list_favorites where list_id like ${like}`.execute(trx);
    await sql`delete from shopping_lists where id like ${like}`.execute(trx);
    const lists: ShoppingListTable[] = [];
    let lines: ShoppingListItemTable[] = [];
    for (let n = 1; n <= options.lists; n++) {
      const id = `${BENCH_LIST_PREFIX}${String(n).padStart(5, "0")}`;
      const at = new Date(base + n * 60_000).toISOString();
      // every third list shared with the account, the rest the buyer's own
      const shared = n % 3 === 0 && user.accountId !== null;
      lists.push({
        id,
        userId: Number(user.id),
        accountId: user.accountId === null ? null : Number(user.accountId),
        name: `Bench list ${String(n).padStart(4, "0")}`,
        accessLevel: shared ? "SHARED" : "PERSONAL",
        readOnly: 0,
        createdAt: at,
        updatedAt: at,
      });
      for (let k = 0; k < options.itemsPerList; k++) {
        const itemId = products[(n * 7 + k) % products.length]!.itemId;
        lines.push({ id: `${id}-${k + 1}`, listId: id, itemId, qty: 1 + ((n + k) % 5), createdAt: at, updatedAt: at });
      }
      if (lines.length >= ROWS_PER_INSERT) {
        if (lists.length > 0) await trx.insertInto("shoppingLists").values(lists.splice(0)).execute();
        await trx.insertInto("shoppingListItems").values(lines).execute();
        items += lines.length;
        lines = [];
      }
    }
    if (lists.length > 0) await trx.insertInto("shoppingLists").values(lists).execute();
    if (lines.length > 0) await trx.insertInto("shoppingListItems").values(lines).execute();
    items += lines.length;
  });
  return { lists: options.lists, items };
}

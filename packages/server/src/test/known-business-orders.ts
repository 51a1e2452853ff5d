import { sql } from "kysely";
import type { Db } from "../db/database";

// Orders with sums worked out by hand, for the reports and recently purchased tests (decision 045).
// The demo history of Northwind Legal and Bluebird Dental is removed first, then: Pat (Northwind
// buyer, Litigation) the way the demo history stores orders (orders.account_id and
// budget_centre_id null); Morgan (approver, Litigation) the way checkout stores them, charged to
// Office Services; Alex (administrator, Office Services) eight months ago; orders that never count
// (waiting for approval, declined, 14 months old); and Jamie's order at Bluebird Dental.

export interface KnownProduct {
  id: number;
  itemId: string;
  name: string;
}

export interface PlacedOrders {
  users: { pat: number; morgan: number; alex: number; jamie: number };
  centres: { litigation: number; officeServices: number };
  /** A and C are in top-level category a, B in b; D only on an old order and a declined one */
  products: { a: KnownProduct; b: KnownProduct; c: KnownProduct; d: KnownProduct };
  topCategories: { a: { id: number; name: string }; b: { id: number; name: string } };
  /** "YYYY-MM" of the month `monthsAgo` before now's (UTC) */
  monthKey(monthsAgo: number): string;
}

/** Plain products the cart takes without a rule of its own, in a subcategory of the top-level category. */
async function plainProducts(db: Db, topCategoryId: number, count: number): Promise<KnownProduct[]> {
  const result = await sql<{ id: number | string; itemId: string; name: string }>`select p.id, p.item_id, p.name
    from products p join categories c on c.id = p.category_id join inventory i on i.product_id = p.id
    where c.parent_id = ${topCategoryId} and p.status = 'PUBLISHED' and p.is_free_sample = 0
      and p.is_warranty_plan = 0 and p.gift_card_delivery_id is null and p.quantity_limit is null
      and p.assembly_eligible = 0 and p.sku_set_id is null and i.online_qty >= 50
      and not exists (select 1 from item_alternates x where x.product_id = p.id)
      and not exists (select 1 from item_restrictions x where x.product_id = p.id)
      and not exists (select 1 from heavy_items x where x.product_id = p.id)
      and not exists (select 1 from product_addons x where x.product_id = p.id or x.addon_product_id = p.id)
    order by p.id
    limit ${count}`.execute(db);
  if (result.rows.length < count) throw new Error(`not enough plain products in category ${topCategoryId}`);
  return result.rows.map((r) => ({ id: Number(r.id), itemId: r.itemId, name: r.name }));
}

export async function placeKnownOrders(db: Db, now: Date): Promise<PlacedOrders> {
  const users = await db.selectFrom("users").select(["id", "email", "accountId"]).execute();
  const idOf = (email: string) => Number(users.find((u) => u.email === email)!.id);
  const pat = idOf("buyer@northwind.test");
  const morgan = idOf("approver@northwind.test");
  const alex = idOf("admin@northwind.test");
  const jamie = idOf("buyer@bluebirddental.test");
  const northwind = Number(users.find((u) => u.email === "buyer@northwind.test")!.accountId);
  const centres = await db.selectFrom("budgetCentres").select(["id", "name"]).where("accountId", "=", northwind).execute();
  const centre = (name: string) => Number(centres.find((c) => c.name === name)!.id);

  const businessUserIds = users.filter((u) => u.accountId !== null).map((u) => Number(u.id));
  const old = await db.selectFrom("orders").select("id").where("userId", "in", businessUserIds).execute();
  const oldIds = old.map((o) => Number(o.id));
  if (oldIds.length > 0) {
    await db.deleteFrom("orderLines").where("orderId", "in", oldIds).execute();
    await db.deleteFrom("orders").where("id", "in", oldIds).execute();
  }

  const tops = await db.selectFrom("categories").select(["id", "name"]).where("parentId", "is", null).orderBy("id").execute();
  const paper = tops.find((t) => Number(t.id) === 2)!;
  const writing = tops.find((t) => Number(t.id) === 3)!;
  const [a, c, d] = (await plainProducts(db, 2, 3)) as [KnownProduct, KnownProduct, KnownProduct];
  const [b] = (await plainProducts(db, 3, 1)) as [KnownProduct];

  const monthStart = (monthsAgo: number) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1);
  const inMonth = (monthsAgo: number) =>
    new Date(
      monthsAgo === 0 ? Math.max(now.getTime() - 60_000, monthStart(0)) : monthStart(monthsAgo) + 9 * 86_400_000 + 12 * 3_600_000,
    );
  const monthKey = (monthsAgo: number) => new Date(monthStart(monthsAgo)).toISOString().slice(0, 7);

  let next = 990_001;
  async function order(
    userId: number,
    placedAt: Date,
    status: string,
    lines: [KnownProduct, number, number][],
    checkout?: { accountId: number; budgetCentreId: number },
  ) {
    const id = next++;
    const subtotal = lines.reduce((n, [, qty, price]) => n + qty * price, 0);
    await db
      .insertInto("orders")
      .values({
        id,
        orderNumber: `TEST${id}`,
        userId,
        tenant: "advantage",
        placedAt: placedAt.toISOString(),
        status,
        subtotalCents: subtotal,
        totalCents: subtotal,
        ...(checkout ? { accountId: checkout.accountId, budgetCentreId: checkout.budgetCentreId } : {}),
      })
      .execute();
    await db
      .insertInto("orderLines")
      .values(lines.map(([p, qty, price]) => ({ orderId: id, productId: p.id, qty, unitPriceCents: price })))
      .execute();
  }

  await order(pat, inMonth(0), "DELIVERED", [
    [a, 2, 1000],
    [b, 1, 550],
  ]);
  await order(morgan, inMonth(2), "PLACED", [[a, 3, 900]], {
    accountId: northwind,
    budgetCentreId: centre("Office Services"),
  });
  await order(alex, inMonth(8), "SHIPPED", [[c, 1, 12345]]);
  await order(pat, new Date(inMonth(0).getTime() + 30_000), "PENDING_APPROVAL", [[c, 1, 99999]], {
    accountId: northwind,
    budgetCentreId: centre("Litigation"),
  });
  await order(pat, inMonth(1), "DECLINED", [[d, 1, 88888]]);
  await order(pat, inMonth(14), "DELIVERED", [[d, 1, 77777]]);
  await order(jamie, inMonth(0), "DELIVERED", [[b, 5, 11111]]);

  return {
    users: { pat, morgan, alex, jamie },
    centres: { litigation: centre("Litigation"), officeServices: centre("Office Services") },
    products: { a, b, c, d },
    topCategories: {
      a: { id: Number(paper.id), name: paper.name },
      b: { id: Number(writing.id), name: writing.name },
    },
    monthKey,
  };
}

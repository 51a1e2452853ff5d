import type { ItemRestriction, RestrictionCode } from "@quire/domain";
import type { Db } from "../../db/database";
import { sql } from "kysely";
import { type CartProductRow, PRODUCT_BASE_COLUMNS, PRODUCT_JOINS, toCartProduct } from "./cart.repository";
import { compiledOnce } from "../../db/compiled-once";

// SQL of the cart's item rules (decision 027): alternates, heavy items, carrier-fee ZIP areas,
// restrictions and the lines added in place of another item. Each function takes the db or an
// open transaction.

export interface AlternateRow {
  productId: number;
  kind: "HARD" | "SUGGESTED" | "SURCHARGE";
  altFactor: number;
  alternate: CartProductRow;
}

/**
 * The alternates of these products with the alternate products themselves, in rule order, in one
 * statement (decision 051, third step): a rule whose alternate product is gone drops out with the join.
 * An alternate is shown (name, price, stock), never priced on a line from this row, so it carries no
 * rule flags: probing five rule tables per alternate was most of this statement's time on PostgreSQL.
 */
const alternatesOf = compiledOnce(
  (_db: Db, productIds: readonly number[]) => sql<CartProductRow & { ruleProductId: number; kind: string; altFactor: number }>`
    select a.product_id as rule_product_id, a.kind, a.alt_factor, ${PRODUCT_BASE_COLUMNS}
    from item_alternates a join products p on p.id = a.alternate_product_id ${PRODUCT_JOINS}
    where a.product_id in (${sql.join(productIds)})
    order by a.product_id, a.position`,
);

export async function findAlternates(db: Db, productIds: readonly number[]): Promise<AlternateRow[]> {
  if (productIds.length === 0) return [];
  const { rows } = await alternatesOf(db, productIds);
  // one product object per alternate product, as when they were read apart
  const products = new Map<number, CartProductRow>();
  return rows.map((r) => {
    const id = Number(r.id);
    let alternate = products.get(id);
    if (!alternate) {
      alternate = toCartProduct(r);
      products.set(id, alternate);
    }
    return {
      productId: Number(r.ruleProductId),
      kind: r.kind as AlternateRow["kind"],
      altFactor: Number(r.altFactor),
      alternate,
    };
  });
}

const heavyFeesOf = compiledOnce((db: Db, productIds: readonly number[]) =>
  db.selectFrom("heavyItems").select(["productId", "feePerUnitCents"]).where("productId", "in", productIds),
);

export async function findHeavyFees(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await heavyFeesOf(db, productIds);
  return new Map(rows.map((r) => [Number(r.productId), Number(r.feePerUnitCents)]));
}

export async function listCarrierFeeZipPrefixes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("carrierFeeZipAreas").select("zipPrefix").execute();
  return rows.map((r) => r.zipPrefix);
}

const restrictionsOf = compiledOnce((db: Db, productIds: readonly number[]) =>
  db
    .selectFrom("itemRestrictions")
    .select(["productId", "code", "blockedStates", "consumersBlocked"])
    .where("productId", "in", productIds)
    .orderBy("productId")
    .orderBy("code"),
);

export async function findRestrictions(db: Db, productIds: readonly number[]): Promise<Map<number, ItemRestriction[]>> {
  const found = new Map<number, ItemRestriction[]>();
  if (productIds.length === 0) return found;
  const { rows } = await restrictionsOf(db, productIds);
  for (const r of rows) {
    const id = Number(r.productId);
    found.set(id, [
      ...(found.get(id) ?? []),
      {
        code: r.code as RestrictionCode,
        blockedStates: r.blockedStates.split(",").filter(Boolean),
        consumersBlocked: Number(r.consumersBlocked) === 1,
      },
    ]);
  }
  return found;
}

/** The item each of these lines was added in place of, if any. */
const swapsOf = compiledOnce((db: Db, cartItemIds: readonly string[]) =>
  db.selectFrom("cartItemSwaps").select(["cartItemId", "origItemId"]).where("cartItemId", "in", cartItemIds),
);

export async function findSwaps(db: Db, cartItemIds: readonly string[]): Promise<Map<string, string>> {
  if (cartItemIds.length === 0) return new Map();
  const { rows } = await swapsOf(db, cartItemIds);
  return new Map(rows.map((r) => [r.cartItemId, r.origItemId]));
}

/** Records that a line holds an alternate of `origItemId`; a line keeps the first item it replaced. */
export async function recordSwap(db: Db, cartItemId: string, origItemId: string, createdAt: string): Promise<void> {
  await db
    .insertInto("cartItemSwaps")
    .values({ cartItemId, origItemId, createdAt })
    .onConflict((oc) => oc.column("cartItemId").doNothing())
    .execute();
}

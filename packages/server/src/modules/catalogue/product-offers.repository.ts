import type { Db } from "../../db/database";
import { compiledOnce } from "../../db/compiled-once";

// What an item offers besides itself (decision 025): protection plans (warranty_links), add-ons
// sold with it, the bundles it belongs to and their members. The product page shows them and the
// cart links such lines to their parent, so the cart reads them here, given db or its transaction.

export interface OfferedProduct {
  productId: number;
  /** the item the offer is made for */
  forProductId: number;
  itemId: string;
  name: string;
  finalPriceCents: number;
  onlineQty: number;
}

/** Protection plans offered for each of these items, cheapest first. */
const offeredPlansOf = compiledOnce((db: Db, productIds: readonly number[]) =>
  db
    .selectFrom("warrantyLinks as w")
    .innerJoin("products as p", "p.id", "w.planProductId")
    .leftJoin("inventory as i", "i.productId", "p.id")
    .select(["p.id as productId", "w.productId as forProductId", "p.itemId", "p.name", "p.finalPriceCents", "i.onlineQty"])
    .where("w.productId", "in", productIds)
    .where("p.status", "=", "PUBLISHED")
    .orderBy("p.finalPriceCents")
    .orderBy("p.id"),
);

export async function findOfferedPlans(db: Db, productIds: readonly number[]): Promise<OfferedProduct[]> {
  if (productIds.length === 0) return [];
  const { rows } = await offeredPlansOf(db, productIds);
  return rows.map(toOffered);
}

/** Add-ons sold with each of these items. */
const offeredAddonsOf = compiledOnce((db: Db, productIds: readonly number[]) =>
  db
    .selectFrom("productAddons as a")
    .innerJoin("products as p", "p.id", "a.addonProductId")
    .leftJoin("inventory as i", "i.productId", "p.id")
    .select(["p.id as productId", "a.productId as forProductId", "p.itemId", "p.name", "p.finalPriceCents", "i.onlineQty"])
    .where("a.productId", "in", productIds)
    .where("p.status", "=", "PUBLISHED")
    .orderBy("p.id"),
);

export async function findOfferedAddons(db: Db, productIds: readonly number[]): Promise<OfferedProduct[]> {
  if (productIds.length === 0) return [];
  const { rows } = await offeredAddonsOf(db, productIds);
  return rows.map(toOffered);
}

/** The items an add-on is sold with (its required items). */
export async function findAddonParents(
  db: Db,
  addonProductId: number,
): Promise<{ productId: number; itemId: string; name: string }[]> {
  const rows = await db
    .selectFrom("productAddons as a")
    .innerJoin("products as p", "p.id", "a.productId")
    .select(["p.id as productId", "p.itemId", "p.name"])
    .where("a.addonProductId", "=", addonProductId)
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({ productId: Number(r.productId), itemId: r.itemId, name: r.name }));
}

export interface BundleMember {
  productId: number;
  itemId: string;
  name: string;
  qty: number;
  position: number;
  finalPriceCents: number;
}

export interface Bundle {
  id: string;
  name: string;
  members: BundleMember[];
}

/** The bundles these items belong to, each with all its members, lead first. */
export async function findBundles(db: Db, by: { bundleId?: string; productId?: number }): Promise<Bundle[]> {
  let ids = db.selectFrom("productBundleMembers").select("bundleId");
  if (by.bundleId !== undefined) ids = ids.where("bundleId", "=", by.bundleId);
  if (by.productId !== undefined) ids = ids.where("productId", "=", by.productId);
  const rows = await db
    .selectFrom("productBundles as b")
    .innerJoin("productBundleMembers as m", "m.bundleId", "b.id")
    .innerJoin("products as p", "p.id", "m.productId")
    .select(["b.id", "b.name as bundleName", "m.productId", "p.itemId", "p.name", "m.qty", "m.position", "p.finalPriceCents"])
    .where("b.id", "in", ids)
    .orderBy("b.id")
    .orderBy("m.position")
    .execute();
  const bundles = new Map<string, Bundle>();
  for (const r of rows) {
    const bundle = bundles.get(r.id) ?? { id: r.id, name: r.bundleName, members: [] };
    bundle.members.push({
      productId: Number(r.productId),
      itemId: r.itemId,
      name: r.name,
      qty: Number(r.qty),
      position: Number(r.position),
      finalPriceCents: Number(r.finalPriceCents),
    });
    bundles.set(r.id, bundle);
  }
  return [...bundles.values()];
}

function toOffered(r: {
  productId: number;
  forProductId: number;
  itemId: string;
  name: string;
  finalPriceCents: number;
  onlineQty: number | null;
}): OfferedProduct {
  return {
    productId: Number(r.productId),
    forProductId: Number(r.forProductId),
    itemId: r.itemId,
    name: r.name,
    finalPriceCents: Number(r.finalPriceCents),
    onlineQty: Number(r.onlineQty ?? 0),
  };
}

import type { Db } from "../database";

// Add-ons and bundles of the demo store (decision 025), chosen from the generated catalogue by a
// fixed rule so every store of a seed and size gets the same ones: each printer offers two ink
// cartridges as add-ons; the first three desks each lead a desk bundle with a chair and a
// computer accessory. Only items a shopper can add (published, in stock, priced, no per-order
// limit) take part.

export const BUNDLE_ID_PREFIX = "BNDL-DESK-";
const ADDONS_PER_PRINTER = 2;
const DESK_BUNDLES = 3;

/** Items a shopper can add (see above), in id order; of one category, or of the whole catalogue. */
export async function addableIn(db: Db, categorySlug: string | null): Promise<{ id: number; itemId: string; brandId: number }[]> {
  let query = db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.categoryId")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .select(["p.id", "p.itemId", "p.brandId"])
    .where("p.status", "=", "PUBLISHED")
    .where("p.isFreeSample", "=", 0)
    .where("p.isWarrantyPlan", "=", 0)
    .where("p.quantityLimit", "is", null)
    .where("p.finalPriceCents", ">", 0)
    .where("p.giftCardDeliveryId", "is", null)
    .where("i.onlineQty", ">=", 50);
  if (categorySlug !== null) query = query.where("c.slug", "=", categorySlug);
  const rows = await query.orderBy("p.id").execute();
  return rows.map((r) => ({ id: Number(r.id), itemId: r.itemId, brandId: Number(r.brandId) }));
}

export async function insertProductRelations(db: Db): Promise<{ addons: number; bundles: number }> {
  const [printers, inks, desks, chairs, accessories] = await Promise.all([
    addableIn(db, "printers"),
    addableIn(db, "ink-cartridges"),
    addableIn(db, "desks"),
    addableIn(db, "office-chairs"),
    addableIn(db, "computer-accessories"),
  ]);
  const addons: { productId: number; addonProductId: number }[] = [];
  if (inks.length > 0) {
    printers.forEach((printer, i) => {
      // the printer's own brand first, then the catalogue's order
      const sameBrand = inks.filter((ink) => ink.brandId === printer.brandId);
      const pool = sameBrand.length >= ADDONS_PER_PRINTER ? sameBrand : inks;
      const chosen = new Set<number>();
      for (let k = 0; chosen.size < Math.min(ADDONS_PER_PRINTER, pool.length); k++) {
        const ink = pool[(i * ADDONS_PER_PRINTER + k) % pool.length];
        if (ink) chosen.add(ink.id);
      }
      for (const addonProductId of chosen) addons.push({ productId: printer.id, addonProductId });
    });
  }
  const bundleCount = Math.min(DESK_BUNDLES, desks.length, chairs.length, accessories.length);
  await db.transaction().execute(async (trx) => {
    // in parts: a million-product catalogue has more add-on pairs than SQLite binds in one statement
    for (let i = 0; i < addons.length; i += 5000) {
      await trx
        .insertInto("productAddons")
        .values(addons.slice(i, i + 5000))
        .execute();
    }
    for (let n = 0; n < bundleCount; n++) {
      const id = `${BUNDLE_ID_PREFIX}${n + 1}`;
      await trx
        .insertInto("productBundles")
        .values({ id, name: `Desk bundle ${n + 1}` })
        .execute();
      const members = [desks[n], chairs[n], accessories[n]].flatMap((m) => (m ? [m.id] : []));
      await trx
        .insertInto("productBundleMembers")
        .values(members.map((productId, position) => ({ bundleId: id, productId, qty: 1, position })))
        .execute();
    }
  });
  return { addons: addons.length, bundles: bundleCount };
}

import type { Db } from "../database";

// Printer and cartridge compatibility of the demo store (decision 047), by the same rule the
// 2026-11-27-0005 migration applies to a store seeded before it: each printer takes up to four ink
// or toner cartridges of its own brand, the lowest product ids first.

export const CARTRIDGES_PER_PRINTER = 4;

async function publishedIn(db: Db, slugs: string[]): Promise<{ id: number; brandId: number }[]> {
  const rows = await db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.categoryId")
    .select(["p.id", "p.brandId"])
    .where("p.status", "=", "PUBLISHED")
    .where("c.slug", "in", slugs)
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), brandId: Number(r.brandId) }));
}

export async function insertPrinterCompatibility(db: Db): Promise<number> {
  const [printers, cartridges] = await Promise.all([
    publishedIn(db, ["printers"]),
    publishedIn(db, ["ink-cartridges", "toner-cartridges"]),
  ]);
  const pairs = printers.flatMap((printer) =>
    cartridges
      .filter((c) => c.brandId === printer.brandId)
      .slice(0, CARTRIDGES_PER_PRINTER)
      .map((c) => ({ printerProductId: printer.id, cartridgeProductId: c.id })),
  );
  // the migration may have written some already (same rule): only the missing pairs
  const existing = await db.selectFrom("printerCompatibility").select(["printerProductId", "cartridgeProductId"]).execute();
  const have = new Set(existing.map((e) => `${e.printerProductId}:${e.cartridgeProductId}`));
  const missing = pairs.filter((p) => !have.has(`${p.printerProductId}:${p.cartridgeProductId}`));
  for (let i = 0; i < missing.length; i += 500) {
    await db
      .insertInto("printerCompatibility")
      .values(missing.slice(i, i + 500))
      .execute();
  }
  return missing.length;
}

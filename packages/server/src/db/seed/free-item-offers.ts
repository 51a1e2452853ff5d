import type { Transaction } from "kysely";
import type { Database, FreeItemOfferTable } from "../schema";

// The demo store's free-item offers (decision 026): each gives one free sample when the cart
// qualifies. The free product is chosen from the generated free samples, in id order (published,
// in stock, preferring the offer's own kind of sample), so the same seed gives the same offers.

interface OfferTemplate {
  offerId: string;
  kind: "ITEM" | "CATEGORY" | "SUBTOTAL";
  title: string;
  description: string;
  qualifyingCategorySlug: string | null;
  minSubtotalCents: number;
  /** sample subcategories to give, in order of preference */
  prefer: string[];
}

export const FREE_ITEM_OFFER_TEMPLATES: OfferTemplate[] = [
  {
    offerId: "PAPER_SAMPLE",
    kind: "CATEGORY",
    title: "Free paper sample with any paper purchase",
    description: "Try a premium sheet: a free ream sample ships with your paper order.",
    qualifyingCategorySlug: "paper",
    minSubtotalCents: 0,
    prefer: ["copy-printer-paper"],
  },
  {
    offerId: "PEN_SAMPLE",
    kind: "CATEGORY",
    title: "Free pen with any writing instruments purchase",
    description: "A free pen to try ships with your pens, pencils or markers.",
    qualifyingCategorySlug: "writing-instruments",
    minSubtotalCents: 0,
    prefer: ["pens"],
  },
  {
    offerId: "GIFT_OVER_75",
    kind: "SUBTOTAL",
    title: "Free gift with orders of $75 or more",
    description: "Spend $75 or more on items (before coupons) and choose a free gift.",
    qualifyingCategorySlug: null,
    minSubtotalCents: 7500,
    prefer: ["coffee", "sticky-notes", "disinfecting-wipes-sprays"],
  },
];

export async function insertFreeItemOffers(trx: Transaction<Database>): Promise<number> {
  const samples = await trx
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.categoryId")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .select(["p.id", "c.slug"])
    .where("p.isFreeSample", "=", 1)
    .where("p.status", "=", "PUBLISHED")
    .where("i.onlineQty", ">", 0)
    .orderBy("p.id")
    .execute();
  if (samples.length === 0) return 0;
  const used = new Set<number>();
  const rows: FreeItemOfferTable[] = FREE_ITEM_OFFER_TEMPLATES.map((t, position) => {
    const chosen =
      t.prefer.flatMap((slug) => samples.filter((s) => s.slug === slug && !used.has(Number(s.id))))[0] ??
      samples.find((s) => !used.has(Number(s.id))) ??
      samples[0];
    const productId = Number(chosen?.id);
    used.add(productId);
    return {
      offerId: t.offerId,
      kind: t.kind,
      title: t.title,
      description: t.description,
      qualifyingItemId: null,
      qualifyingCategorySlug: t.qualifyingCategorySlug,
      minSubtotalCents: t.minSubtotalCents,
      freeProductId: productId,
      position,
      active: 1,
    };
  });
  await trx.insertInto("freeItemOffers").values(rows).execute();
  return rows.length;
}

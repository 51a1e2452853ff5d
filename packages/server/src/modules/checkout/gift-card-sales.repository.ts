import type { Db } from "../../db/database";

// The SQL of the gift cards the store sells (decision 023): an order's lines that are gift cards.

export interface GiftCardLineRow {
  itemId: string;
  name: string;
  qty: number;
  unitPriceCents: number;
  giftCardDeliveryId: number;
}

/** An order's gift card lines, in the order's line order (by product). */
export async function listGiftCardLines(db: Db, orderId: number): Promise<GiftCardLineRow[]> {
  const rows = await db
    .selectFrom("orderLines as l")
    .innerJoin("products as p", "p.id", "l.productId")
    .select(["l.itemId", "l.name", "p.itemId as productItemId", "p.name as productName", "l.qty", "l.unitPriceCents"])
    .select("p.giftCardDeliveryId")
    .where("l.orderId", "=", orderId)
    .where("p.giftCardDeliveryId", "is not", null)
    .orderBy("l.productId")
    .execute();
  return rows.map((r) => ({
    itemId: r.itemId ?? r.productItemId,
    name: r.name ?? r.productName,
    qty: Number(r.qty),
    unitPriceCents: Number(r.unitPriceCents),
    giftCardDeliveryId: Number(r.giftCardDeliveryId),
  }));
}

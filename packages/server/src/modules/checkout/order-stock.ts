import type { Db } from "../../db/database";
import type { CartItemRow, CartProductRow } from "../cart/cart.repository";
import * as repo from "./checkout.repository";

// What placing an order and approving a changed order both do with a cart's lines: sum them per
// product, take the stock (online, or at the pickup store) and write them as the order's lines.

/**
 * Units per product, in product order: two orders sharing products then lock their stock rows in
 * the same order (PostgreSQL would otherwise deadlock them), and two lines of one product cannot
 * each pass the stock check on the same units.
 */
export function unitsByProduct(lines: readonly Pick<CartItemRow, "productId" | "qty">[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.qty);
  }
  return units;
}

/** Takes every product's units; answers the first product whose stock was short, or null. */
export async function takeStock(db: Db, units: Map<number, number>, pickupStore: string | null): Promise<number | null> {
  for (const [productId, qty] of units) {
    const took = pickupStore
      ? await repo.takeStoreStock(db, pickupStore, productId, qty)
      : await repo.takeOnlineStock(db, productId, qty);
    if (!took) return productId;
  }
  return null;
}

export async function writeOrderLines(
  db: Db,
  orderId: number,
  units: Map<number, number>,
  products: Map<number, Pick<CartProductRow, "finalPriceCents" | "itemId" | "name">>,
): Promise<void> {
  await repo.insertOrderLines(
    db,
    [...units].map(([productId, qty]) => {
      const p = products.get(productId);
      return { orderId, productId, qty, unitPriceCents: p?.finalPriceCents ?? 0, itemId: p?.itemId ?? "", name: p?.name ?? "" };
    }),
  );
}

import { splitDeliveryItems, unitDeliveryOf } from "@quire/domain";
import type { Db } from "../../db/database";
import type { CartItemRow, CartProductRow } from "../cart";
import * as repo from "./checkout.repository";

// What placing an order and approving a changed order both do with a cart's lines: sum them per
// product, take the stock (online, or at each pickup line's store) and write them as the order's
// lines, each with its delivery (decision 030).

export type LineDeliveryType = "STA" | "ISP" | "STS";

/** One product of an order: its units and how they are delivered. */
export interface OrderUnits {
  productId: number;
  qty: number;
  deliveryType: LineDeliveryType;
  /** the store an ISP or STS line is picked up at */
  pickupStoreNumber: string | null;
}

type LineIn = Pick<CartItemRow, "productId" | "qty" | "deliveryType" | "pickupStoreNumber">;

/**
 * Units per product, in product order: two orders sharing products then lock their stock rows in
 * the same order (PostgreSQL would otherwise deadlock them), and two lines of one product cannot
 * each pass the stock check on the same units. The whole-order pickup method ("pick up
 * everything at store X") makes every line ISP at X. One product on lines with different
 * deliveries answers the product id in `mixed` (an order line is one product).
 */
export function orderUnits(
  lines: readonly LineIn[],
  wholeOrderPickup: string | null,
): { units: OrderUnits[]; mixed: number | null } {
  const sorted = [...lines].sort((a, b) => a.productId - b.productId);
  const byProduct = new Map<number, OrderUnits>();
  for (const line of sorted) {
    const known = byProduct.get(line.productId);
    if (known) known.qty += line.qty;
    else byProduct.set(line.productId, { productId: line.productId, qty: line.qty, ...unitDeliveryOf(line, wholeOrderPickup) });
  }
  // the cart's own rule (split deliveries): the first such product, in product order
  const split = splitDeliveryItems(
    sorted.map((l) => ({ item: l.productId, deliveryType: l.deliveryType, pickupStoreNumber: l.pickupStoreNumber })),
    wholeOrderPickup,
  );
  const mixed = split.size > 0 ? Number(split.keys().next().value) : null;
  return { units: [...byProduct.values()], mixed };
}

/** Units per product (any delivery), in product order. */
export function unitsByProduct(lines: readonly Pick<CartItemRow, "productId" | "qty">[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.qty);
  }
  return units;
}

/** ISP units come off their store's shelf; shipped and ship-to-store units off the online stock. */
function shelfOf(u: Pick<OrderUnits, "deliveryType" | "pickupStoreNumber">): string | null {
  return u.deliveryType === "ISP" && u.pickupStoreNumber ? u.pickupStoreNumber : null;
}

/** Takes every product's units, never below zero; answers the first product whose stock was short, or null. */
export async function takeStock(db: Db, units: readonly OrderUnits[]): Promise<number | null> {
  for (const u of units) {
    const store = shelfOf(u);
    const took = store
      ? await repo.takeStoreStock(db, store, u.productId, u.qty)
      : await repo.takeOnlineStock(db, u.productId, u.qty);
    if (!took) return u.productId;
  }
  return null;
}

/** Puts an order line's units back where they came from (an order declined, or changed by its approver). */
export async function returnLineStock(
  db: Db,
  order: { pickupStoreNumber?: string | null },
  line: { productId: number; qty: number | string; deliveryType?: string | null; pickupStoreNumber?: string | null },
): Promise<void> {
  // orders before decision 030 carried the pickup store on the order alone
  const store =
    line.deliveryType === "ISP" && line.pickupStoreNumber
      ? line.pickupStoreNumber
      : (line.deliveryType ?? "STA") === "STA" && order.pickupStoreNumber
        ? order.pickupStoreNumber
        : null;
  if (store) await repo.returnStoreStock(db, store, line.productId, Number(line.qty));
  else await repo.returnOnlineStock(db, line.productId, Number(line.qty));
}

export async function writeOrderLines(
  db: Db,
  orderId: number,
  units: readonly OrderUnits[],
  products: Map<number, Pick<CartProductRow, "finalPriceCents" | "itemId" | "name">>,
): Promise<void> {
  await repo.insertOrderLines(
    db,
    units.map((u) => {
      const p = products.get(u.productId);
      return {
        orderId,
        productId: u.productId,
        qty: u.qty,
        unitPriceCents: p?.finalPriceCents ?? 0,
        itemId: p?.itemId ?? "",
        name: p?.name ?? "",
        deliveryType: u.deliveryType,
        pickupStoreNumber: u.pickupStoreNumber,
      };
    }),
  );
}

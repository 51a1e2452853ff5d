import type { CartMessage, LineProduct } from "@quire/domain";
import type { Db } from "../../db/database";
import type { MutationScope } from "./cart-mutations.service";
import * as repo from "./cart.repository";
import { timeOrderedId } from "../../lib/time-ordered-id";

/** Item ids are digits only; anything else is refused before it reaches a query. */
export const ITEM_ID = /^\d{1,12}$/;

export const BLOCKED_BY_POLICY: CartMessage = {
  code: "RESTRICTED_ITEM",
  type: "ERROR",
  message: "The items are blocked for add to cart as per your organization policies",
};

/** What the domain's quantity rules need to know about a product on a line. */
export function lineProduct(itemId: string, p: repo.CartProductRow | undefined, available: number): LineProduct {
  return {
    exists: p !== undefined,
    validId: ITEM_ID.test(itemId),
    status: p?.status ?? "UNPUBLISHED",
    finalPriceCents: p ? p.finalPriceCents : null,
    isFreeSample: p?.isFreeSample === 1,
    quantityLimit: p?.quantityLimit ?? null,
    availableQty: available,
    backorderDate: p && p.onlineQty <= 0 ? p.backorderDate : null,
  };
}

/** In-store pickup counts the chosen store's shelf; shipping counts the online stock. */
export async function availableQuantity(
  db: Db,
  p: repo.CartProductRow | undefined,
  deliveryType: string,
  storeNumber: string | null,
): Promise<number> {
  if (p && deliveryType === "ISP" && storeNumber) return (await repo.storeStock(db, storeNumber, [p.id])).get(p.id) ?? 0;
  return p?.onlineQty ?? 0;
}

/** An organisation's blocked category covers its subcategories too. */
export function isBlocked(p: repo.CartProductRow, blockedCategoryIds: readonly number[]): boolean {
  if (blockedCategoryIds.length === 0) return false;
  return (
    blockedCategoryIds.includes(p.categoryId) || (p.parentCategoryId !== null && blockedCategoryIds.includes(p.parentCategoryId))
  );
}

/** What a new line is: its key, quantity, fulfilment and messages, and any relation columns. */
export type NewCartLine = Pick<repo.CartItemRow, "lineKey" | "qty" | "deliveryType" | "pickupStoreNumber"> &
  Partial<Omit<repo.CartItemRow, "messages">> & { messages: CartMessage[] };

/** Stores a new active line of a product at the end of the cart in hand (every add path writes lines this way). */
export async function insertCartLine(m: MutationScope, p: repo.CartProductRow, line: NewCartLine): Promise<repo.CartItemRow> {
  const iso = m.now.toISOString();
  const { messages, ...columns } = line;
  const row: repo.CartItemRow = {
    id: timeOrderedId(),
    cartId: m.state.cart.id,
    productId: p.id,
    itemId: p.itemId,
    status: "ACTIVE",
    position: m.state.lines.reduce((n, l) => Math.max(n, l.position + 1), 0),
    createdAt: iso,
    updatedAt: iso,
    ...columns,
    messages: JSON.stringify(messages),
  };
  await repo.insertCartItem(m.trx, row);
  m.state.lines.push(row);
  return row;
}

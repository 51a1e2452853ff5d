import type { Db, DbKind } from "../../../db/database";
import { AppError } from "../../../http/errors";
import { type CartState, cartRows as cartRepo } from "../../cart";
import type { CheckoutService } from "../checkout.service";
import type { Shopper } from "../checkout-shopper";
import * as repo from "../checkout.repository";
import { type PlacedOrder, replayOf } from "./placed-order";

// The first step of placing an order: the shopper's cart, locked for the rest of the transaction
// (a row lock on PostgreSQL; SQLite runs one writer at a time), with its lines and products.

export const EMPTY_CART_ORDER_MESSAGE = "Your cart is empty.";

export type CheckedCart = { kind: "replay"; order: PlacedOrder } | { kind: "cart"; cart: cartRepo.CartRow; state: CartState };

/**
 * Locks the cart, then answers the order a request with this key placed while we waited for the
 * lock; refuses a missing or empty cart and a cart that has already been ordered.
 */
export async function checkCart(
  trx: Db,
  kind: DbKind,
  checkouts: CheckoutService,
  shopper: Shopper,
  request: { idempotencyKey: string; requestHash: string },
): Promise<CheckedCart> {
  const cart = await cartRepo.findCartForChange(trx, kind, shopper.cartOwner);
  const orders = cart
    ? await repo.findOrdersByKeyAndCart(trx, shopper.userId, request.idempotencyKey, cart.id)
    : { byKey: await repo.findOrderByKey(trx, shopper.userId, request.idempotencyKey), byCart: undefined };
  if (orders.byKey) return { kind: "replay", order: replayOf(orders.byKey, request.requestHash) };
  if (!cart) throw new AppError(400, "EMPTY_CART", EMPTY_CART_ORDER_MESSAGE);
  if (orders.byCart) throw new AppError(409, "ORDER_ALREADY_PLACED", "This cart has already been ordered.");
  const state = await checkouts.views.loadState(trx, cart);
  if (state.lines.length === 0) throw new AppError(400, "EMPTY_CART", EMPTY_CART_ORDER_MESSAGE);
  return { kind: "cart", cart, state };
}

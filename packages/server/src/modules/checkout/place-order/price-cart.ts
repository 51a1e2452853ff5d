import {
  type CartView,
  type CheckoutView,
  SAMPLES_ONLY_CART_CODE,
  SAMPLES_ONLY_CHECKOUT_MESSAGE,
  restrictionCheckoutBlock,
} from "@quire/domain";
import type { Db } from "../../../db/database";
import { AppError } from "../../../http/errors";
import type { CartState, cartRows as cartRepo } from "../../cart";
import { type CheckoutService, paymentSummaryOf, shopperCartEffects } from "../checkout.service";
import type { Shopper } from "../checkout-shopper";
import * as repo from "../checkout.repository";
import { refuseStoredValueForGiftCards } from "../gift-card-sales.service";
import { outOfStock } from "./reserve-stock";

// The second step: the cart re-priced inside the order's transaction, and the checkout it is
// placed with. Whatever changed since the shopper reviewed it stops the order here.

export const TOTAL_CHANGED_MESSAGE = "Your order total has changed. Please review your order before placing it.";

export interface PricedCart {
  state: CartState;
  cartView: CartView;
  checkout: repo.CheckoutRow;
  view: CheckoutView;
  /** the order's total */
  total: number;
  /** what is left to pay after gift cards and points: the card or wallet is charged this */
  balance: number;
}

/** Prices the cart and refuses an order its shopper could not place as it stands. */
export async function priceCart(
  trx: Db,
  checkouts: CheckoutService,
  shopper: Shopper,
  locked: { cart: cartRepo.CartRow; state: CartState },
  expectedTotal: number,
): Promise<PricedCart> {
  const { cart, state } = locked;
  const cartView = await checkouts.views.view(trx, state, shopperCartEffects(shopper, true));
  refuseUnbuyableLines(cartView);
  const checkout = await repo.findCheckout(trx, cart.id);
  const view = await checkouts.view(shopper, [], trx, { forPlacement: { cart, cartView, checkout } });
  const balance = (view.paymentSummary ?? paymentSummaryOf(cartView)).balanceOrdTotal;
  if (!checkout || view.checkoutSections.review !== "ACTIVE" || (view.orderPayment === null && balance > 0)) {
    throw checkoutIncomplete(view);
  }
  const total = cartView.cartSummary.ordTotal;
  if (total !== expectedTotal) {
    throw new AppError(409, "TOTAL_CHANGED", TOTAL_CHANGED_MESSAGE, { data: { cartInfo: cartView }, totalCents: total });
  }
  // Nothing to charge is not an order: only a gift card or reward may cover a balance (the wallet).
  if (total <= 0) throw new AppError(400, "ZERO_BALANCE", "There is nothing to pay for this order.");
  // Gift cards cannot buy gift cards (decision 023): one applied before a gift card joined the cart.
  if ((view.appliedPayments ?? []).some((p) => p.kind === "GIFT_CARD" || p.kind === "PREPAID_CARD")) {
    refuseStoredValueForGiftCards(state.products.values());
  }
  return { state, cartView, checkout, view, total, balance };
}

/**
 * A refusal that carries the cart carries it as the cart page shows it (with saved-for-later items and
 * quick buy), not as the order priced it: the shopper goes back to that cart.
 */
export async function showingCart(error: unknown, shown: () => Promise<CartView>): Promise<unknown> {
  if (!(error instanceof AppError)) return error;
  const data = error.details?.data;
  if (typeof data !== "object" || data === null || !("cartInfo" in data)) return error;
  return new AppError(error.statusCode, error.code, error.message, {
    ...error.details,
    data: { ...data, cartInfo: await shown() },
  });
}

function refuseUnbuyableLines(cartView: CartView): void {
  // Free samples are not sold alone (decision 026).
  if (cartView.messages.some((m) => m.code === SAMPLES_ONLY_CART_CODE)) {
    throw new AppError(400, SAMPLES_ONLY_CART_CODE, SAMPLES_ONLY_CHECKOUT_MESSAGE, { data: { cartInfo: cartView } });
  }
  // A line that can no longer be bought as it stands (stock ran out, a limit fell) stops the order.
  // A restricted item (decision 027) says why in its own words.
  const restricted = restrictionCheckoutBlock(cartView.items.filter((i) => i.status === "ACTIVE").map((i) => i.messages));
  if (restricted) throw new AppError(400, restricted.code, restricted.message, { data: { cartInfo: cartView } });
  const blocked = cartView.items.find((i) => i.status === "ACTIVE" && i.messages.some((m) => m.type === "ERROR"));
  if (blocked) throw outOfStock(blocked.product.name, cartView);
}

/** The checkout is not ready for review: a stale or expired card says so, else what is missing. */
function checkoutIncomplete(view: CheckoutView): AppError {
  const stale = view.messages.find((m) => m.code === "STALE_CARD" || m.code === "PAYMENT_EXPIRED");
  if (stale) return new AppError(400, stale.code, stale.message);
  return new AppError(400, "CHECKOUT_INCOMPLETE", "Please complete delivery, address and payment before placing your order.");
}

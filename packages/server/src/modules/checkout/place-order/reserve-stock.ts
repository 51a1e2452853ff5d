import type { CartView } from "@quire/domain";
import type { Db } from "../../../db/database";
import { AppError } from "../../../http/errors";
import type { CartState } from "../../cart";
import type * as repo from "../checkout.repository";
import { type OrderUnits, orderUnits, takeStock } from "../order-stock";

// The order's stock. Before any payment is tried, its units are planned per product and delivery
// and checked against what the product page would sell; once the payment holds, the units are
// taken with a conditional decrement, summed per product, so two shoppers can never buy the same
// last unit. The decrement waits for the payment because a declined card commits its own record
// in this transaction, and taken stock must not commit with it.

export interface StockPlan {
  units: OrderUnits[];
  /** the store of a whole-order pickup, else null */
  pickup: string | null;
  /** some line is picked up (ISP or ship to store): the order keeps the pickup person */
  pickupLines: boolean;
  /** some line is shipped: the order keeps the shipping address */
  shippedLines: boolean;
}

/** Each line's delivery (decision 030): ISP lines off their store's shelf, the rest online. */
export function planStock(
  state: Pick<CartState, "lines" | "products">,
  checkout: Pick<repo.CheckoutRow, "deliveryMethod" | "pickupStoreNumber">,
  cartView: CartView,
): StockPlan {
  const pickup = checkout.deliveryMethod === "PICKUP" ? checkout.pickupStoreNumber : null;
  const { units, mixed } = orderUnits(state.lines, pickup);
  if (mixed !== null) throw mixedDelivery(state.products.get(mixed)?.name ?? null, cartView);
  for (const u of units) {
    const product = state.products.get(u.productId);
    const available = u.deliveryType === "ISP" ? null : Number(product?.onlineQty ?? 0);
    if (!product || (available !== null && available < u.qty)) throw outOfStock(product?.name ?? null, cartView);
  }
  return {
    units,
    pickup,
    pickupLines: units.some((u) => u.deliveryType !== "STA"),
    shippedLines: units.some((u) => u.deliveryType === "STA"),
  };
}

/** Takes the planned units; a product short of them (another order took them) stops the order. */
export async function reserveStock(
  trx: Db,
  plan: Pick<StockPlan, "units">,
  state: Pick<CartState, "products">,
  cartView: CartView,
): Promise<void> {
  const short = await takeStock(trx, plan.units);
  if (short !== null) throw outOfStock(state.products.get(short)?.name ?? null, cartView);
}

export function outOfStock(name: string | null, cartView: CartView): AppError {
  const what = name ? `${name} is` : "An item in your cart is";
  return new AppError(409, "OUT_OF_STOCK", `Sorry, ${what} out of stock or no longer available in the quantity you chose.`, {
    data: { cartInfo: cartView },
  });
}

/** One product on lines with different deliveries: an order line is one product, so the shopper picks one. */
function mixedDelivery(name: string | null, cartView: CartView): AppError {
  const what = name ?? "An item";
  return new AppError(
    400,
    "DELIVERY_COMBINATION_CONSTRAINT_FAILED",
    `${what} is in your cart for more than one delivery. Please choose one delivery for it in your cart.`,
    { data: { cartInfo: cartView } },
  );
}

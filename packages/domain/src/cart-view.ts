import type { z } from "zod";
import type { SoldOutReason } from "./alternates";
import type { cartMessageSchema, cartViewItemSchema, cartViewSchema, freeItemSchema } from "./cart/cart-answer.schema";

// The parts of the cart answer (`data.cartInfo`) the pages read, all from the answer's one schema
// (cart/cart-answer.schema.ts): CartView is cartViewSchema's type, the server's CartInfo less the fields
// no page reads (the line's resolvedItemId, the cart's status), with those a page's fixture need not
// carry optional. The server's answer is a CartView as it stands. Money is integer cents.

export type CartViewMessage = z.output<typeof cartMessageSchema>;

export type CartViewItem = z.output<typeof cartViewItemSchema>;

/** An alternate offered on a line: a small tile with an Add button. */
export type CartViewAlternate = NonNullable<CartViewItem["alternates"]>[number];

/** What the sold-out drawer offers for an item that is not in the cart (its product page). */
export interface SoldOutOffer {
  reason: SoldOutReason;
  alternates: CartViewAlternate[];
}

/** A free item claimed on the cart (`freeItems`), or one the cart qualifies for (`availableFreeItems`). */
export type CartViewFreeItem = z.output<typeof freeItemSchema>;

/** A protection plan or add-on a line's product offers. */
export type CartViewOffer = NonNullable<CartViewItem["warrantyPlans"]>[number];

export type CartViewCoupon = CartView["coupons"][number];

export type CartView = z.output<typeof cartViewSchema>;

/** What pages may ask of the cart service; the cookie header identifies the browser's cart. */
export interface CartReader {
  read(cookieHeader: string | null): Promise<CartView>;
  /** units in the cart, for the header */
  count(cookieHeader: string | null): Promise<number>;
}

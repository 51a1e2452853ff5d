import { ANALYTICS_SPEC_VERSION, type OrderView } from "@quire/domain";
import { useEffect } from "react";
import { readItem, writeItem } from "../../../lib/safe-storage";
import { sendToCollector } from "../../../ui/analytics/track";

// The analytics 'Order Completed' event (spec section 7): order id, products (id, price,
// quantity), cart totals and the basket's coupon codes, pushed into window.dataLayer once per
// order. Money is in dollars as numbers (cents / 100: 1234 -> 12.34), the unit analytics tools
// sum and compare in; the page's own text keeps using cents through formatCents.

export interface OrderCompletedEvent {
  event: "Order Completed";
  orderId: string;
  products: { id: string; price: number; quantity: number }[];
  cartTotals: { subtotal: number; discount: number; shipping: number; tax: number; total: number };
  couponCodes: string[];
}

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The event for an order. discount is the coupons' saving as a positive amount; shipping includes
 * the handling fee, so subtotal - discount + shipping + tax = total.
 */
export function orderCompletedEvent(order: OrderView): OrderCompletedEvent {
  const s = order.summary;
  return {
    event: "Order Completed",
    orderId: order.orderNumber,
    products: order.lines.map((line) => ({ id: line.itemId, price: dollars(line.unitPriceCents), quantity: line.qty })),
    cartTotals: {
      subtotal: dollars(s.subtotalCents),
      discount: dollars(Math.abs(s.couponsTotalCents)),
      shipping: dollars(s.shipFeeCents + s.handlingFeeCents),
      tax: dollars(s.taxCents),
      total: dollars(s.totalCents),
    },
    couponCodes: [...order.couponCodes],
  };
}

/** The session storage key that says an order's event was pushed (a reload pushes nothing). */
export const orderCompletedKey = (orderNumber: string) => `orderCompleted:${orderNumber}`;

/** Orders pushed by this page, for a storage that cannot be written (blocked, full). */
const pushed = new Set<string>();

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushOrderCompleted(order: OrderView): boolean {
  const key = orderCompletedKey(order.orderNumber);
  if (pushed.has(key) || readItem("session", key) !== null) return false;
  if (!writeItem("session", key, "1")) pushed.add(key);
  window.dataLayer = window.dataLayer ?? [];
  const event = orderCompletedEvent(order);
  window.dataLayer.push(event);
  // and to our own collector (decision 050), with the cart's spec version
  sendToCollector({ ...event, specVersion: ANALYTICS_SPEC_VERSION.cart });
  return true;
}

/** Pushes the order's 'Order Completed' event once the confirmation is shown, once per order. */
export function useOrderCompleted(order: OrderView): void {
  useEffect(() => {
    pushOrderCompleted(order);
  }, [order]);
}

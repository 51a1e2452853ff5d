import type { OrderView } from "@quire/domain";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { orderCompletedKey } from "../hooks/use-order-completed";
import { OrderConfirmation } from "./order-confirmation";

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderNumber: "NW-1001",
    status: "PLACED",
    placedAt: "2026-11-23T10:00:00.000Z",
    tenant: "dotcom",
    lines: [
      { itemId: "200", name: "Blue pens", itemUrl: "blue-pens_200", qty: 2, unitPriceCents: 499, lineTotalCents: 998 },
      { itemId: "300", name: "Paper", itemUrl: null, qty: 1, unitPriceCents: 1299, lineTotalCents: 1299 },
    ],
    summary: {
      subtotalCents: 2297,
      couponsTotalCents: 200,
      shipFeeCents: 599,
      handlingFeeCents: 100,
      taxCents: 131,
      totalCents: 2927,
    },
    couponCodes: ["SAVE2"],
    deliveryMethod: "DELIVERY",
    pickupStore: null,
    shippingAddress: null,
    pickupPerson: null,
    payment: { paymentType: "CREDIT_CARD", brand: "VISA", last4: "1111", purchaseOrderNumber: null },
    placedBy: "Pat Buyer",
    ...overrides,
  };
}

function renderConfirmation(o: OrderView) {
  const router = createMemoryRouter(
    [
      {
        path: "/checkout/confirmation/:n",
        element: <OrderConfirmation order={o} detailHref={`/account/orders/${o.orderNumber}`} />,
      },
    ],
    { initialEntries: [`/checkout/confirmation/${o.orderNumber}`] },
  );
  return render(<RouterProvider router={router} />);
}

const events = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "Order Completed");

beforeEach(() => {
  sessionStorage.clear();
  delete window.dataLayer;
});

afterEach(() => {
  cleanup();
  delete window.dataLayer;
});

describe("OrderConfirmation", () => {
  it("thanks the shopper with the order number and the ways on", () => {
    renderConfirmation(order());
    expect(screen.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeTruthy();
    expect(screen.getByText("NW-1001")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View order details" }).getAttribute("href")).toBe("/account/orders/NW-1001");
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/");
  });

  it("says an order waiting for an approver was sent for approval", () => {
    renderConfirmation(order({ status: "PENDING_APPROVAL" }));
    expect(screen.getByRole("heading", { level: 1, name: "Your order was sent for approval" })).toBeTruthy();
  });

  it("pushes 'Order Completed' into a new dataLayer once, in dollars", () => {
    renderConfirmation(order());
    expect(events()).toEqual([
      {
        event: "Order Completed",
        orderId: "NW-1001",
        products: [
          { id: "200", price: 4.99, quantity: 2 },
          { id: "300", price: 12.99, quantity: 1 },
        ],
        cartTotals: { subtotal: 22.97, discount: 2, shipping: 6.99, tax: 1.31, total: 29.27 },
        couponCodes: ["SAVE2"],
      },
    ]);
    expect(sessionStorage.getItem(orderCompletedKey("NW-1001"))).not.toBeNull();
  });

  it("does not push again on a reload of the same order, and keeps what the dataLayer held", () => {
    renderConfirmation(order());
    cleanup();
    // A reload: a new page, the session storage kept.
    window.dataLayer = [{ event: "gtm.js" }];
    renderConfirmation(order());
    expect(window.dataLayer).toEqual([{ event: "gtm.js" }]);
    expect(events()).toHaveLength(0);
  });

  it("pushes for another order", () => {
    renderConfirmation(order());
    cleanup();
    renderConfirmation(order({ orderNumber: "NW-1002" }));
    expect(events().map((e) => (e as { orderId: string }).orderId)).toEqual(["NW-1001", "NW-1002"]);
  });
});

import type { OrderListItem, OrderPage, OrderView } from "@quire/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { OrderDetails, OrderOverview } from "./order-details";
import { OrderList, pageNumbers } from "./order-list";

function renderAt(element: ReactNode, url = "/account/orders") {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  return render(<RouterProvider router={router} />);
}

const listed = (n: number, overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  orderNumber: `NW-${1000 + n}`,
  status: "PLACED",
  placedAt: "2026-03-04T15:00:00.000Z",
  totalCents: 123456,
  itemCount: 3,
  ...overrides,
});

function page(overrides: Partial<OrderPage> = {}): OrderPage {
  return { orders: [listed(1), listed(2, { status: "PENDING_APPROVAL" })], page: 1, pageSize: 10, totalOrders: 2, ...overrides };
}

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderNumber: "NW-1001",
    status: "SHIPPED",
    placedAt: "2026-03-04T15:00:00.000Z",
    tenant: "dotcom",
    lines: [{ itemId: "200", name: "Blue pens", itemUrl: "blue-pens_200", qty: 2, unitPriceCents: 499, lineTotalCents: 998 }],
    summary: { subtotalCents: 998, couponsTotalCents: 0, shipFeeCents: 0, handlingFeeCents: 0, taxCents: 62, totalCents: 1060 },
    couponCodes: [],
    deliveryMethod: "DELIVERY",
    pickupStore: null,
    shippingAddress: {
      id: "a1",
      type: "S",
      firstName: "Pat",
      lastName: "Buyer",
      organizationName: null,
      address1: "1 Main St",
      address2: "Suite 4",
      city: "Framingham",
      state: "MA",
      zipCode: "01702",
      country: "US",
      phones: [{ number: "5085550100", extension: null }],
      email: null,
      storeNumber: null,
      isDefaultShippingAddress: true,
      lastUsedAddress: true,
      field1: null,
    },
    pickupPerson: null,
    payment: { paymentType: "CREDIT_CARD", brand: "VISA", last4: "1111", purchaseOrderNumber: null },
    placedBy: "Pat Buyer",
    ...overrides,
  };
}

afterEach(cleanup);

describe("OrderList", () => {
  it("lists each order with its link, date, status words, item count and total", () => {
    renderAt(<OrderList page={page()} basePath="/account/orders" />);
    const table = screen.getByRole("table", { name: "Your orders" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole("link", { name: "NW-1001" }).getAttribute("href")).toBe("/account/orders/NW-1001");
    expect(first.getByText("March 4, 2026")).toBeTruthy();
    expect(first.getByText("Order placed")).toBeTruthy();
    expect(first.getByText("$1,234.56")).toBeTruthy();
    expect(within(rows[1]!).getByText("Waiting for approval")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Order pages" })).toBeNull();
  });

  it("pages with ?page= links under the page's own path", () => {
    renderAt(<OrderList page={page({ page: 2, totalOrders: 35 })} basePath="/cc/mmx/orders" />, "/cc/mmx/orders?page=2");
    const nav = screen.getByRole("navigation", { name: "Order pages" });
    expect(within(nav).getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/cc/mmx/orders");
    expect(within(nav).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/cc/mmx/orders?page=3");
    expect(within(nav).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("35 orders, page 2 of 4")).toBeTruthy();
  });

  it("says when there are no orders yet", () => {
    renderAt(<OrderList page={page({ orders: [], totalOrders: 0 })} basePath="/account/orders" />);
    expect(screen.getByText("You haven't placed any orders yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("links the first, the last and the pages near the current one", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(5, 20)).toEqual([1, "gap", 3, 4, 5, 6, 7, "gap", 20]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe("OrderDetails", () => {
  it("shows status, lines, totals, address and the card, with each line's action", () => {
    renderAt(
      <>
        <OrderOverview order={order()} />
        <OrderDetails
          order={order()}
          renderLineAction={(line, nameId) => (
            <button type="button" aria-describedby={nameId}>
              Buy again {line.itemId}
            </button>
          )}
        />
      </>,
      "/account/orders/NW-1001",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Order NW-1001" })).toBeTruthy();
    expect(screen.getByText("Shipped")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Blue pens" }).getAttribute("href")).toBe("/blue-pens_200");
    expect(screen.getByText(/Qty 2 · \$4\.99 each/)).toBeTruthy();
    expect(screen.getByRole("row", { name: /Shipping/ }).textContent).toContain("FREE");
    expect(screen.getByRole("row", { name: /Order total/ }).textContent).toContain("$10.60");
    expect(screen.getByText("Suite 4")).toBeTruthy();
    expect(screen.getByText("Framingham, MA 01702")).toBeTruthy();
    expect(screen.getByText("Visa ending in 1111")).toBeTruthy();
    const buy = screen.getByRole("button", { name: "Buy again 200" });
    expect(document.getElementById(buy.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Blue pens");
  });

  it("shows the store and the pickup person of a pickup order, and the purchase order of an order on account", () => {
    renderAt(
      <OrderDetails
        order={order({
          deliveryMethod: "PICKUP",
          shippingAddress: null,
          pickupStore: {
            storeNumber: "0008",
            name: "Framingham",
            addressLine: "9 Worcester Rd",
            city: "Framingham",
            state: "MA",
            zipcode: "01701",
          },
          payment: { paymentType: "ON_ACCOUNT", brand: null, last4: null, purchaseOrderNumber: "1234" },
        })}
      />,
    );
    expect(screen.getByText("Pick up in store")).toBeTruthy();
    expect(screen.getByText("9 Worcester Rd")).toBeTruthy();
    expect(screen.getByText("Purchase order 1234")).toBeTruthy();
    expect(screen.queryByRole("row", { name: /Shipping/ })).toBeNull();
  });
});

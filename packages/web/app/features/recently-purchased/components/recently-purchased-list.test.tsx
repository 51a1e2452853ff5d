import type { RecentItem } from "@quire/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RecentlyPurchasedList, type ReorderResult } from "./recently-purchased-list";

const item = (partial: Partial<RecentItem>): RecentItem => ({
  sku: "100001",
  itemId: "100001",
  name: "Copy Paper, 10 Reams",
  itemUrl: "/copy-paper_100001",
  imageUrl: null,
  lastOrderedDate: "2026-11-20T10:00:00.000Z",
  lastQty: 3,
  orderCount: 2,
  price: 4599,
  stockStatus: "IN_STOCK",
  orderable: true,
  unavailableReason: null,
  lastOrderedBy: "Pat Kowalski",
  ...partial,
});

const items = [
  item({}),
  item({
    sku: "100002",
    itemId: "100002",
    name: "Blue Pens",
    orderable: false,
    unavailableReason: "Out of stock",
    lastQty: 1,
    price: 899,
  }),
];

function show(props: { business?: boolean; result?: ReorderResult | null; orderedBy?: "me" | "all" } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "/cc/mmx/recently-purchased",
        element: (
          <RecentlyPurchasedList
            items={items}
            business={props.business ?? true}
            orderedBy={props.orderedBy ?? "me"}
            pagePath="/cc/mmx/recently-purchased"
            cartPath="/cc/mmx/cart"
            csrf={<input type="hidden" name="csrf" value="t" />}
            result={props.result ?? null}
            refusal={null}
          />
        ),
      },
    ],
    { initialEntries: ["/cc/mmx/recently-purchased"] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("RecentlyPurchasedList", () => {
  it("offers a quantity and Add to cart only for items that can be added, and Add all for those", () => {
    show();
    expect(screen.getByRole("spinbutton", { name: "Quantity of Copy Paper, 10 Reams" })).toHaveProperty("value", "3");
    expect(screen.getByRole("button", { name: "Add to cart: Copy Paper, 10 Reams" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add to cart: Blue Pens" })).toBeNull();
    expect(screen.getByText("Out of stock")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add all to cart (1)" })).toBeTruthy();
    expect(screen.getByText("$45.99")).toBeTruthy();
  });

  it("shows the ordered-by filter on the business site only, with the current choice marked", () => {
    show({ orderedBy: "all" });
    const filter = screen.getByRole("navigation", { name: "Ordered by" });
    expect(within(filter).getByRole("link", { name: "All buyers" }).getAttribute("aria-current")).toBe("page");
    expect(within(filter).getByRole("link", { name: "Me" }).getAttribute("href")).toBe("/cc/mmx/recently-purchased");
    cleanup();
    show({ business: false });
    expect(screen.queryByRole("navigation", { name: "Ordered by" })).toBeNull();
  });

  it("says what was added and what the cart refused, in its words", () => {
    show({
      result: {
        outcomes: [
          { itemId: "100001", name: "100001", added: true, message: null },
          { itemId: "100003", name: "Stapler", added: false, message: "You can buy at most 5." },
        ],
      },
    });
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Added to cart: Copy Paper, 10 Reams.");
    expect(status.textContent).toContain("Not added: Stapler. You can buy at most 5.");
    expect(within(status).getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/cc/mmx/cart");
  });
});

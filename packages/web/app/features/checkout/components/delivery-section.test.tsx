import { type CheckoutView, SPLIT_DELIVERY_CODE, SPLIT_DELIVERY_MESSAGES } from "@quire/domain";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { cart, line } from "../../../lib/test-fixtures";
import { DeliverySection } from "./delivery-section";

// The checkout's delivery step while an item in the cart is set for two deliveries: not done, the
// cart's words, and the way to the cart where one line's delivery is changed.

const NOTICE = { code: SPLIT_DELIVERY_CODE, type: "WARNING" as const, message: SPLIT_DELIVERY_MESSAGES.cart };

function viewWith(overrides: Partial<CheckoutView>): CheckoutView {
  return {
    tenant: "dotcom",
    cart: cart([line({ itemId: "200", cartItemId: "line-200" })]),
    deliveryMethod: "DELIVERY",
    pickupStore: null,
    pickupStores: [],
    shippingAddress: null,
    billingAddress: null,
    pickupPerson: null,
    savedAddresses: [],
    orderPayment: null,
    savedCards: [],
    defaultSavedCardId: null,
    checkoutSections: { delivery: "COMPLETE", address: "COMPLETE", payment: "COMPLETE", review: "ACTIVE" },
    canPlaceOrder: false,
    business: null,
    messages: [],
    ...overrides,
  } as CheckoutView;
}

async function renderStep(view: CheckoutView, mode: "form" | "condensed") {
  const router = createMemoryRouter(
    [{ path: "/checkout", element: <DeliverySection view={view} mode={mode} refusal={null} /> }],
    { initialEntries: ["/checkout"] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return screen.getByRole("heading", { level: 2, name: /Delivery/ }).closest("section") as HTMLElement;
}

afterEach(cleanup);

describe("DeliverySection with an item set for two deliveries", () => {
  it("is not done: it says the cart's words and links to the cart", async () => {
    const step = await renderStep(
      viewWith({
        checkoutSections: { delivery: "ACTIVE", address: "PENDING", payment: "PENDING", review: "PENDING" },
        messages: [NOTICE],
      }),
      "form",
    );
    expect(step.dataset.status).toBe("ACTIVE");
    expect(within(step).queryByText("Done")).toBeNull();
    expect(within(step).getByText(SPLIT_DELIVERY_MESSAGES.cart)).toBeTruthy();
    expect(within(step).getByRole("link", { name: "Choose one delivery in your cart" }).getAttribute("href")).toBe("/cart");
    // the whole order can still be picked up at one store instead
    expect(within(step).getByRole("radio", { name: /Pick up in store/ })).toBeTruthy();
  });

  it("says nothing of it once the step is done", async () => {
    const step = await renderStep(viewWith({}), "condensed");
    expect(within(step).queryByText(SPLIT_DELIVERY_MESSAGES.cart)).toBeNull();
    expect(within(step).queryByRole("link", { name: "Choose one delivery in your cart" })).toBeNull();
  });
});

import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { CartView } from "@quire/domain";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { cart, line } from "../../../lib/test-fixtures";
import { QuickBuyDrawer } from "./quick-buy-drawer";

const QUICK_BUY = {
  shipTo: { name: "Riley Morgan", address1: "1 Main St", city: "Framingham", state: "MA", zipCode: "01701" },
  card: { brand: "VISA", last4: "1111" },
};

const quickCart = (eligible: boolean): CartView =>
  cart([line({ qty: 2, product: { partNumber: "100", name: "Copy paper", images: { standard: null }, brandName: null } })], {
    buyNowEligible: eligible,
    quickBuy: eligible ? QUICK_BUY : null,
  });

async function renderDrawer(view: CartView) {
  const router = createMemoryRouter([{ path: "/cc/sparq/cart", element: <QuickBuyDrawer cart={view} /> }], {
    initialEntries: ["/cc/sparq/cart?viewcart=true"],
  });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

afterEach(cleanup);

describe("QuickBuyDrawer", () => {
  it("offers nothing to a shopper who may not buy now", async () => {
    await renderDrawer(quickCart(false));
    expect(screen.queryByRole("button", { name: "Buy now" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Buy now" })).toBeNull();
  });

  it("opens a drawer with the items, ship-to, card and total, and a form to the checkout entry", async () => {
    await renderDrawer(quickCart(true));
    fireEvent.click(screen.getByRole("button", { name: "Buy now" }));
    const drawer = await screen.findByRole("dialog", { name: "Quick buy" });
    expect(within(drawer).getByRole("list", { name: "Items" }).textContent).toContain("Copy paper × 2");
    expect(
      within(drawer)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["Riley Morgan1 Main StFramingham, MA 01701", "Visa ending in 1111", "$9.63"]);
    const submit = within(drawer).getByRole("button", { name: "Check out now" });
    const form = submit.closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/cc/api/precheckout");
  });

  it("keeps 'Ship somewhere else?' open or closed as the shopper last left it", async () => {
    localStorage.clear();
    await renderDrawer(quickCart(true));
    fireEvent.click(screen.getByRole("button", { name: "Buy now" }));
    let drawer = await screen.findByRole("dialog", { name: "Quick buy" });
    const details = drawer.querySelector("details")!;
    expect(details.open).toBe(false);
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(localStorage.getItem("show-shipto-link")).toBe("true");
    expect(within(drawer).getByRole("link", { name: "Change your default shipping address" }).getAttribute("href")).toBe(
      "/account/addresses",
    );
    cleanup();

    await renderDrawer(quickCart(true));
    fireEvent.click(screen.getByRole("button", { name: "Buy now" }));
    drawer = await screen.findByRole("dialog", { name: "Quick buy" });
    const reopened = drawer.querySelector("details")!;
    expect(reopened.open).toBe(true);
    reopened.open = false;
    fireEvent(reopened, new Event("toggle"));
    expect(localStorage.getItem("show-shipto-link")).toBe("false");
  });
});

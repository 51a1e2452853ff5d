import { formatCents } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ReactNode, useReducer } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddToCartContext, type AddToCartFlow } from "../hooks/add-to-cart-flow";
import { addToCartReducer, closedAddToCartState } from "../model/overlay-state";
import { cart, line } from "../../../lib/test-fixtures";
import type { AddToCartAction, AddToCartState } from "../model/types";
import { AddToCartSurfaces } from "./add-to-cart-surfaces";

function Harness({
  initial,
  onDispatch,
  addedText = "Added 2 to your cart.",
  nothingAdded = false,
}: {
  initial: AddToCartState;
  onDispatch: (action: AddToCartAction) => void;
  addedText?: string;
  nothingAdded?: boolean;
}) {
  const [state, dispatch] = useReducer(addToCartReducer, initial);
  const flow: AddToCartFlow = {
    state,
    dispatch: (action) => {
      onDispatch(action);
      dispatch(action);
    },
    add: () => Promise.resolve(),
    pendingOpenerId: null,
    errorOpenerId: null,
    addedText,
    nothingAdded,
    cartPath: "/cart",
  };
  return (
    <AddToCartContext.Provider value={flow}>
      <AddToCartSurfaces />
    </AddToCartContext.Provider>
  );
}

function inRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: "/", element }], { initialEntries: ["/"] });
  return render(<RouterProvider router={router} />);
}

async function renderSurfaces(initial: AddToCartState, outcome: { addedText?: string; nothingAdded?: boolean } = {}) {
  const onDispatch = vi.fn<(action: AddToCartAction) => void>();
  inRouter(<Harness initial={initial} onDispatch={onDispatch} {...outcome} />);
  // let the recommendation request (stubbed) settle
  await act(async () => {});
  return { onDispatch };
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response("[]", { status: 200, headers: { "content-type": "application/json" } }))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AddToCartSurfaces", () => {
  const added = line({
    itemId: "200",
    cartItemId: "line-200",
    qty: 2,
    product: { partNumber: "200", name: "Blue pens", images: { standard: null }, brandName: null },
  });
  const answer = cart([added]);

  it("the overlay shows the added item, the subtotal and count, Checkout and Continue shopping", async () => {
    await renderSurfaces({ ...closedAddToCartState, overlayOpen: true, items: [added], cart: answer });
    const dialog = await screen.findByRole("dialog", { name: "Added to cart" });
    expect(within(dialog).getByText("Blue pens")).toBeTruthy();
    const meta = within(dialog).getByText(/^Qty 2/);
    expect(meta.textContent).toContain(`${formatCents(500)} each`);
    const subtotal = within(dialog).getByText("Subtotal (2 items)").parentElement;
    expect(subtotal?.textContent).toContain(formatCents(answer.cartSummary.cartSubTotal));
    // Rendered alone (no session feature composed in), Checkout is the plain link to checkout.
    expect(within(dialog).getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
    expect(within(dialog).getByRole("button", { name: "Continue shopping" })).toBeTruthy();
  });

  it("Continue shopping closes the overlay (CLOSED)", async () => {
    const { onDispatch } = await renderSurfaces({ ...closedAddToCartState, overlayOpen: true, items: [added], cart: answer });
    const dialog = await screen.findByRole("dialog", { name: "Added to cart" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue shopping" }));
    await act(async () => {});
    expect(onDispatch).toHaveBeenCalledWith({ type: "CLOSED" });
    expect(screen.queryByRole("dialog", { name: "Added to cart" })).toBeNull();
  });

  it("the drawer shows the quantity-limit message", async () => {
    const limited = line({
      itemId: "300",
      messages: [{ code: "QTY_LIMIT_ITEM", type: "WARNING", message: "Limit 2 per order." }],
    });
    await renderSurfaces({ ...closedAddToCartState, drawerOpen: true, items: [limited], cart: cart([limited]) });
    const drawer = await screen.findByRole("dialog", { name: "Added to cart" });
    expect(drawer.className).toContain("atc-dialog--drawer");
    expect(within(drawer).getByText("Limit 2 per order.")).toBeTruthy();
  });

  it("an add that put nothing in the cart (line at its limit) gives the cart's message, not 'Added to cart'", async () => {
    const limitText = "You already have this item in cart with the maximum quantity available.";
    const full = line({ itemId: "300", messages: [{ code: "EXCEEDED_LIMIT", type: "WARNING", message: limitText }] });
    await renderSurfaces(
      { ...closedAddToCartState, overlayOpen: true, items: [full], cart: cart([full]) },
      { addedText: limitText, nothingAdded: true },
    );
    const dialog = await screen.findByRole("dialog", { name: "Not added to cart" });
    expect(within(dialog).getAllByText(limitText)).toHaveLength(1);
    expect(screen.queryByRole("dialog", { name: "Added to cart" })).toBeNull();
    expect(dialog.textContent).not.toMatch(/Added/);
  });

  it("the toast text appears in a status region", async () => {
    await renderSurfaces({ ...closedAddToCartState, toast: "Added 2 to your cart.", items: [added], cart: answer });
    const toast = screen.getAllByRole("status").find((el) => el.classList.contains("atc-toast"));
    expect(toast?.textContent).toContain("Added 2 to your cart.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

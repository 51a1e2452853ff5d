import type { SavedItemView } from "@quire/domain";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SavedItems } from "./saved-items";

function saved(
  listItemId: string,
  name: string | null,
  createdDate: string,
  prices: [number, number] = [999, 999],
): SavedItemView {
  return {
    itemId: `1${listItemId}`,
    listItemId,
    qty: 2,
    createdDate,
    itemDetails: {
      imageUrl: null,
      name,
      model: null,
      itemUrl: `/item-${listItemId}`,
      reviewCount: 0,
      reviewRating: 0,
      priceInfo: { uom: "Each", finalPrice: prices[0], basePrice: prices[1] },
      deliveryDate: "2026-11-27",
      relatedItems: [],
    },
  };
}

function renderList(items: SavedItemView[], handlers: Partial<Parameters<typeof SavedItems>[0]> = {}) {
  const props = {
    items,
    busy: {},
    error: null,
    onMove: vi.fn(),
    onMoveAll: vi.fn(),
    onRemove: vi.fn(),
    focusFallback: vi.fn(),
    ...handlers,
  };
  const router = createMemoryRouter([{ path: "/cart", element: <SavedItems {...props} /> }], { initialEntries: ["/cart"] });
  render(<RouterProvider router={router} />);
  return props;
}

afterEach(cleanup);

describe("SavedItems", () => {
  it("shows nothing when nothing is saved", () => {
    renderList([]);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("lists saved items newest first as tiles naming each item", () => {
    renderList([saved("a", "Stapler", "2026-11-20T00:00:00Z"), saved("b", null, "2026-11-24T00:00:00Z", [799, 1299])]);
    const region = screen.getByRole("region", { name: "Saved for later (2)" });
    const tiles = within(region).getAllByRole("listitem");
    expect(tiles.map((t) => t.getAttribute("aria-labelledby"))).toEqual(["saved-b", "saved-a"]);
    const nameless = within(region).getByRole("listitem", { name: "N/A" });
    expect(within(nameless).getByRole("button", { name: "Move 2 to cart: N/A" })).toBeTruthy();
    expect(nameless.textContent).toContain("$7.99");
    expect(nameless.querySelector("s")?.textContent).toBe("was $12.99");
    expect(nameless.textContent).toContain("Get it by Friday");
    const stapler = within(region).getByRole("listitem", { name: "Stapler" });
    expect(stapler.querySelector("s")).toBeNull();
    expect(within(stapler).getByRole("button", { name: "Remove Stapler from saved items" })).toBeTruthy();
  });

  it("hands each form to the page's queue once, and shows a refusal beside its tile", () => {
    const items = [saved("a", "Stapler", "2026-11-20T00:00:00Z")];
    const props = renderList(items, { error: { target: "a", message: "We're sorry, this item is out of stock." } });
    fireEvent.click(screen.getByRole("button", { name: "Move 2 to cart: Stapler" }));
    expect(props.onMove).toHaveBeenCalledWith(expect.objectContaining({ listItemId: "a", ctaText: "Move 2 to cart" }));
    fireEvent.click(screen.getByRole("button", { name: "Move all to cart" }));
    expect(props.onMoveAll).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Remove Stapler from saved items" }));
    expect(props.onRemove).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole("listitem", { name: "Stapler" })).getByRole("alert").textContent).toBe(
      "We're sorry, this item is out of stock.",
    );
  });

  it("ignores a form whose request is still out", () => {
    const props = renderList([saved("a", "Stapler", "2026-11-20T00:00:00Z")], { busy: { a: true, all: true } });
    fireEvent.click(screen.getByRole("button", { name: "Move 2 to cart: Stapler" }));
    fireEvent.click(screen.getByRole("button", { name: "Moving…" }));
    expect(props.onMove).not.toHaveBeenCalled();
    expect(props.onMoveAll).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from "vitest";
import { type SavedItemView, moveToCartText, newestSavedFirst, savedItemTile, savedListPage } from "./saved-item-tile";

function saved(over: Partial<SavedItemView> = {}, details: Partial<SavedItemView["itemDetails"]> = {}): SavedItemView {
  return {
    itemId: "100001",
    listItemId: "a",
    qty: 2,
    createdDate: "2026-11-24T08:00:00.000Z",
    ...over,
    itemDetails: {
      imageUrl: "/img/100001.svg",
      name: "Copy paper",
      model: "Quire",
      itemUrl: "/copy-paper-100001",
      reviewCount: 12,
      reviewRating: 4.5,
      priceInfo: { uom: "Each", finalPrice: 1299, basePrice: 1299 },
      unitCount: 10,
      deliveryDate: "2026-11-27",
      relatedItems: [],
      ...details,
    },
  };
}

describe("savedItemTile", () => {
  it("offers to move its quantity to the cart", () => {
    expect(savedItemTile(saved({ qty: 3 })).ctaText).toBe("Move 3 to cart");
    expect(moveToCartText(1)).toBe("Move 1 to cart");
  });

  it("titles a nameless item N/A", () => {
    expect(savedItemTile(saved({}, { name: null })).title).toBe("N/A");
    expect(savedItemTile(saved({}, { name: "  " })).title).toBe("N/A");
    expect(savedItemTile(saved()).title).toBe("Copy paper");
  });

  it("counts one unit for Each whatever the count says, else the count", () => {
    expect(savedItemTile(saved()).unitsNum).toBe(1);
    expect(savedItemTile(saved({}, { priceInfo: { uom: "Box", finalPrice: 1299, basePrice: 1299 } })).unitsNum).toBe(10);
  });

  it("shows the original price only when the base price differs from the final one", () => {
    expect(savedItemTile(saved()).originalPrice).toBeNull();
    const reduced = savedItemTile(saved({}, { priceInfo: { uom: "Each", finalPrice: 999, basePrice: 1299 } }));
    expect(reduced.originalPrice).toBe("$12.99");
    expect(reduced.price).toBe("$9.99");
    expect(savedItemTile(saved({}, { priceInfo: { uom: "Each", finalPrice: null, basePrice: 1299 } })).originalPrice).toBeNull();
  });

  it("says when it would arrive as a DELIVERY_MSG", () => {
    expect(savedItemTile(saved()).additionalMsg).toEqual({ type: "DELIVERY_MSG", text: "Get it by Friday", date: "2026-11-27" });
    expect(savedItemTile(saved({}, { deliveryDate: null })).additionalMsg).toBeNull();
  });

  it("keeps the list id and quantity", () => {
    const tile = savedItemTile(saved({ listItemId: "L1", qty: 4 }));
    expect(tile).toMatchObject({ listItemId: "L1", qty: 4, itemId: "100001" });
  });
});

describe("newestSavedFirst", () => {
  it("puts the latest saved first and breaks ties by list id", () => {
    const items = [
      { listItemId: "b", createdDate: "2026-11-20T00:00:00.000Z" },
      { listItemId: "c", createdDate: "2026-11-24T00:00:00.000Z" },
      { listItemId: "a", createdDate: "2026-11-20T00:00:00.000Z" },
    ];
    expect(newestSavedFirst(items).map((i) => i.listItemId)).toEqual(["c", "a", "b"]);
    expect(items[0]!.listItemId).toBe("b");
  });
});

describe("savedListPage", () => {
  it("defaults to page 1 of 300", () => {
    expect(savedListPage(undefined, undefined)).toEqual({ ok: true, page: 1, size: 300 });
    expect(savedListPage("2", "50")).toEqual({ ok: true, page: 2, size: 50 });
  });

  it.each([
    ["0", "300"],
    ["x", "300"],
    ["1", "0"],
    ["1", "301"],
    ["1", "-5"],
    ["1.5", "10"],
  ])("refuses page %s size %s", (page, size) => {
    expect(savedListPage(page, size).ok).toBe(false);
  });
});

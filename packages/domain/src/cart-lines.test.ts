import { describe, expect, it } from "vitest";
import type { CartView, CartViewItem } from "./cart-view";
import { describeAdd, isActiveLine, parseCartItemIds } from "./cart-lines";
import { itemCountText } from "./item-count";

const line = (overrides: Partial<CartViewItem>): CartViewItem =>
  ({
    itemId: "100001",
    cartItemId: "a",
    qty: 1,
    qtyAdded: 0,
    status: "ACTIVE",
    messages: [],
    product: {},
    ...overrides,
  }) as CartViewItem;

describe("cart lines", () => {
  it("counts items in words", () => {
    expect(itemCountText(1)).toBe("1 item");
    expect(itemCountText(0)).toBe("0 items");
  });

  it.each([
    [{}, true],
    [{ status: null }, true],
    [{ status: "" }, true],
    [{ status: "active" }, true],
    [{ status: "DELETED" }, false],
    [{ status: "TRANSIENT" }, false],
    [{ status: "Active" }, false],
    [{ cartItemId: null }, false],
  ])("a line %j is active: %s (the same rule as isItemActive, and it has a cartItemId)", (overrides, expected) => {
    const item = line({ status: undefined, ...overrides } as Partial<CartViewItem>);
    expect(isActiveLine(item)).toBe(expected);
  });

  it("keeps only well-formed ids from ?cartItemIds=", () => {
    expect(parseCartItemIds("a-1, b2,<x>,")).toEqual(["a-1", "b2"]);
    expect(parseCartItemIds(null)).toEqual([]);
  });

  it("describes an add from the server's answer", () => {
    const cart = { items: [line({ actioned: "ADD_ITEM", qtyAdded: 2, cartItemId: "n1" })] } as unknown as CartView;
    expect(describeAdd(cart, "100001")).toMatchObject({ text: "Added 2 to your cart.", cartItemIds: ["n1"] });
    const already = { items: [line({ qtyAdded: 0 })] } as unknown as CartView;
    expect(describeAdd(already, "100001")).toMatchObject({ text: "This item is already in your cart.", added: false });
  });

  it("gives the cart's message, not words of success, when the line was already at its limit", () => {
    const full = {
      items: [
        line({
          actioned: "NONE",
          qtyAdded: 0,
          messages: [
            {
              code: "EXCEEDED_LIMIT",
              type: "WARNING",
              message: "You already have this item in cart with the maximum quantity available.",
            },
          ],
        }),
      ],
    } as unknown as CartView;
    expect(describeAdd(full, "100001")).toMatchObject({
      text: "You already have this item in cart with the maximum quantity available.",
      added: false,
    });
  });
});

import { describe, expect, it } from "vitest";
import type { CartView } from "./cart-view";
import {
  SPLIT_DELIVERY_CODE,
  SPLIT_DELIVERY_MESSAGES,
  splitDeliveryItems,
  splitDeliveryMessages,
  splitDeliveryNotice,
  unitDeliveryOf,
} from "./split-delivery";

const line = (item: string, deliveryType: string, pickupStoreNumber: string | null = null) => ({
  item,
  deliveryType,
  pickupStoreNumber,
});

function cartOf(lines: { id: string; itemId: string; type: string; store?: string; status?: string }[]): Pick<CartView, "items"> {
  return {
    items: lines.map((l) => ({
      cartItemId: l.id,
      itemId: l.itemId,
      status: l.status ?? "ACTIVE",
      selectedDeliveryOption: { deliveryType: l.type, pickupStoreNumber: l.store ?? null },
    })) as unknown as CartView["items"],
  };
}

describe("split deliveries", () => {
  it("finds an item picked up on one line and shipped on another", () => {
    const split = splitDeliveryItems([line("A", "ISP", "0008"), line("B", "STA"), line("A", "STA")]);
    expect([...split]).toEqual([["A", SPLIT_DELIVERY_MESSAGES.pickupAndShipping]]);
  });

  it("finds an item going to two stores, or picked up and shipped to a store", () => {
    expect(splitDeliveryItems([line("A", "ISP", "0008"), line("A", "ISP", "0012")]).get("A")).toBe(
      SPLIT_DELIVERY_MESSAGES.twoStores,
    );
    expect(splitDeliveryItems([line("A", "ISP", "0008"), line("A", "STS", "0008")]).get("A")).toBe(
      SPLIT_DELIVERY_MESSAGES.twoStores,
    );
  });

  it("leaves alone items with one delivery on several lines, and anything when the whole order is picked up", () => {
    expect(
      splitDeliveryItems([line("A", "STA"), line("A", "STA"), line("B", "ISP", "0008"), line("B", "ISP", "0008")]).size,
    ).toBe(0);
    // an unknown type is shipped, like STA
    expect(splitDeliveryItems([line("A", "STA"), line("A", "")]).size).toBe(0);
    expect(splitDeliveryItems([line("A", "ISP", "0008"), line("A", "STA")], "0017").size).toBe(0);
  });

  it("says how a line's units go: its own delivery, or the whole order's pickup store", () => {
    expect(unitDeliveryOf({ deliveryType: "STA", pickupStoreNumber: "0008" })).toEqual({
      deliveryType: "STA",
      pickupStoreNumber: null,
    });
    expect(unitDeliveryOf({ deliveryType: "STS", pickupStoreNumber: "0008" })).toEqual({
      deliveryType: "STS",
      pickupStoreNumber: "0008",
    });
    expect(unitDeliveryOf({ deliveryType: "STA", pickupStoreNumber: null }, "0017")).toEqual({
      deliveryType: "ISP",
      pickupStoreNumber: "0017",
    });
  });

  it("puts a WARNING on each line of the item and one on the cart; removed lines do not count", () => {
    const cart = cartOf([
      { id: "l1", itemId: "A", type: "ISP", store: "0008" },
      { id: "l2", itemId: "A", type: "STA" },
      { id: "l3", itemId: "B", type: "STA" },
    ]);
    const messages = splitDeliveryMessages(cart);
    const expected = { code: SPLIT_DELIVERY_CODE, type: "WARNING", message: SPLIT_DELIVERY_MESSAGES.pickupAndShipping };
    expect([...messages.lines]).toEqual([
      ["l1", expected],
      ["l2", expected],
    ]);
    expect(messages.cart).toEqual({ code: SPLIT_DELIVERY_CODE, type: "WARNING", message: SPLIT_DELIVERY_MESSAGES.cart });

    const fixed = splitDeliveryMessages(
      cartOf([
        { id: "l1", itemId: "A", type: "ISP", store: "0008" },
        { id: "l2", itemId: "A", type: "STA", status: "DELETED" },
      ]),
    );
    expect(fixed).toEqual({ lines: new Map(), cart: null });
  });

  it("gives the checkout's delivery step its notice unless the whole order is picked up at one store", () => {
    const cart = cartOf([
      { id: "l1", itemId: "A", type: "ISP", store: "0008" },
      { id: "l2", itemId: "A", type: "STA" },
    ]);
    expect(splitDeliveryNotice(cart)).toEqual({
      code: SPLIT_DELIVERY_CODE,
      type: "WARNING",
      message: SPLIT_DELIVERY_MESSAGES.cart,
    });
    expect(splitDeliveryNotice(cart, "0008")).toBeNull();
    expect(splitDeliveryNotice(cartOf([{ id: "l1", itemId: "A", type: "STA" }]))).toBeNull();
  });
});

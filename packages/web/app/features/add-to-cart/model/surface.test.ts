import { describe, expect, it } from "vitest";
import { isLineOutOfStock } from "@quire/domain";
import { addedItems, cartRedirectPath, chooseSurface, isOnlyAddedItemOutOfStock } from "./surface";
import { cart, line, message, refusal } from "../../../lib/test-fixtures";
import { DRAWER_MESSAGE_CODES } from "./types";

describe("chooseSurface", () => {
  const plain = [line({ actioned: "ADD_ITEM" })];
  const limited = [line({ actioned: "ADD_ITEM", messages: [message("QTY_LIMIT_ITEM")] })];

  it("redirects when asked to, or for a buy-now add, before anything else", () => {
    expect(chooseSurface(plain, { redirect: true })).toBe("redirect");
    expect(chooseSurface(plain, { buyNow: true })).toBe("redirect");
    expect(chooseSurface(limited, { redirect: true, toast: true, drawerEnabled: true })).toBe("redirect");
  });

  it("uses the toast when the toast option is set, even for items that would open the drawer", () => {
    expect(chooseSurface(plain, { toast: true })).toBe("toast");
    expect(chooseSurface(limited, { toast: true, drawerEnabled: true })).toBe("toast");
  });

  it.each(DRAWER_MESSAGE_CODES)("opens the drawer, when enabled, for an added item with %s", (code) => {
    expect(chooseSurface([line({ messages: [message(code, "WARNING")] })], { drawerEnabled: true })).toBe("drawer");
  });

  it("opens the drawer for any ERROR message, whatever its code or case", () => {
    expect(chooseSurface([line({ messages: [message("OUT_OF_STOCK", "ERROR")] })], { drawerEnabled: true })).toBe("drawer");
    expect(chooseSurface([line({ messages: [message("SOMETHING", "error" as "ERROR")] })], { drawerEnabled: true })).toBe(
      "drawer",
    );
  });

  it("opens the drawer when any one of several added items needs it", () => {
    expect(chooseSurface([...plain, ...limited], { drawerEnabled: true })).toBe("drawer");
  });

  it("uses the overlay when the drawer is not enabled", () => {
    expect(chooseSurface(limited, {})).toBe("overlay");
    expect(chooseSurface(limited, { drawerEnabled: false })).toBe("overlay");
  });

  it("uses the overlay for items whose messages only inform", () => {
    const info = [line({ messages: [message("BACKORDERED", "INFO"), message("PARTIAL_QTY_AVAILABLE", "WARNING")] })];
    expect(chooseSurface(info, { drawerEnabled: true })).toBe("overlay");
    expect(chooseSurface(plain, { drawerEnabled: true })).toBe("overlay");
    expect(chooseSurface([], { drawerEnabled: true })).toBe("overlay");
  });
});

describe("addedItems", () => {
  it("finds the lines the add actioned", () => {
    const a = line({ itemId: "1", actioned: "ADD_ITEM" });
    const other = line({ itemId: "2", actioned: "ADD_ITEM" });
    expect(addedItems(cart([other, a]), ["1"])).toEqual([a]);
  });

  it("finds every actioned line of an item (one per delivery type)", () => {
    const shipped = line({ itemId: "1", cartItemId: "s", actioned: "ADD_ITEM" });
    const pickup = line({ itemId: "1", cartItemId: "p", actioned: "ADD_ITEM" });
    const untouched = line({ itemId: "1", cartItemId: "old", actioned: "NONE" });
    expect(addedItems(cart([shipped, untouched, pickup]), ["1"])).toEqual([shipped, pickup]);
  });

  it("falls back to the item's active lines when the add changed nothing (a line already full)", () => {
    const full = line({ itemId: "1", actioned: "NONE", messages: [message("EXCEEDED_LIMIT")] });
    const deleted = line({ itemId: "1", cartItemId: "gone", status: "DELETED", actioned: "NONE" });
    expect(addedItems(cart([deleted, full]), ["1"])).toEqual([full]);
  });

  it("prefers the server's refusal, which says why, over older lines of the same item", () => {
    const existing = line({ itemId: "1", actioned: "NONE" });
    const refused = refusal("1");
    expect(addedItems(cart([existing, refused]), ["1"])).toEqual([refused]);
  });

  it("falls back per item: one added, one refused, one already full", () => {
    const a = line({ itemId: "1", actioned: "ADD_ITEM" });
    const b = refusal("2");
    const c = line({ itemId: "3", actioned: "NONE", messages: [message("EXCEEDED_LIMIT")] });
    expect(addedItems(cart([c, a, b]), ["1", "2", "3"])).toEqual([a, b, c]);
  });

  it("follows the order asked and ignores repeated ids", () => {
    const a = line({ itemId: "1", actioned: "ADD_ITEM" });
    const b = line({ itemId: "2", actioned: "ADD_ITEM" });
    expect(addedItems(cart([a, b]), ["2", "1", "2"])).toEqual([b, a]);
  });

  it("gives nothing for ids the answer does not mention, or for no ids", () => {
    expect(addedItems(cart([line({ itemId: "1" })]), ["9"])).toEqual([]);
    expect(addedItems(cart([line({ itemId: "1" })]), [])).toEqual([]);
  });

  it("does not treat a deleted line as added", () => {
    const deleted = line({ itemId: "1", status: "DELETED", actioned: "ADD_ITEM" });
    expect(addedItems(cart([deleted]), ["1"])).toEqual([]);
  });
});

describe("isLineOutOfStock and isOnlyAddedItemOutOfStock", () => {
  it("reads OUT_OF_STOCK on the line or on its delivery option", () => {
    expect(isLineOutOfStock(line({ messages: [message("OUT_OF_STOCK", "ERROR")] }))).toBe(true);
    const onOption = line({
      selectedDeliveryOption: {
        deliveryType: "STA",
        pickupStoreNumber: null,
        minDeliveryDate: "2025-01-02",
        isBackOrder: false,
        messages: [message("OUT_OF_STOCK", "ERROR")],
      } as ReturnType<typeof line>["selectedDeliveryOption"],
    });
    expect(isLineOutOfStock(onOption)).toBe(true);
    expect(isLineOutOfStock(line({ messages: [message("PARTIAL_QTY_AVAILABLE")] }))).toBe(false);
  });

  it("reports an error only when the single added item is out of stock", () => {
    expect(isOnlyAddedItemOutOfStock([refusal("1")])).toBe(true);
    expect(isOnlyAddedItemOutOfStock([refusal("1", "INVALID_ITEM")])).toBe(false);
    expect(isOnlyAddedItemOutOfStock([refusal("1"), line({ itemId: "2", actioned: "ADD_ITEM" })])).toBe(false);
    expect(isOnlyAddedItemOutOfStock([line({ actioned: "ADD_ITEM" })])).toBe(false);
    expect(isOnlyAddedItemOutOfStock([])).toBe(false);
  });
});

describe("cartRedirectPath", () => {
  it("appends the added cartItemIds as one comma-separated parameter", () => {
    const items = [line({ itemId: "1", cartItemId: "a" }), line({ itemId: "2", cartItemId: "b" })];
    expect(cartRedirectPath("/cc/mmx/cart", items)).toBe("/cc/mmx/cart?cartItemIds=a,b");
  });

  it("leaves out lines without a cartItemId and repeated ids", () => {
    const items = [line({ cartItemId: "a" }), refusal("2"), line({ cartItemId: "a" })];
    expect(cartRedirectPath("/cc/mmx/cart", items)).toBe("/cc/mmx/cart?cartItemIds=a");
  });

  it("is the bare cart path when no line has an id", () => {
    expect(cartRedirectPath("/cc/mmx/cart", [])).toBe("/cc/mmx/cart");
    expect(cartRedirectPath("/cc/mmx/cart", [refusal("1")])).toBe("/cc/mmx/cart");
  });

  it("keeps a query and a fragment the path already has", () => {
    const items = [line({ cartItemId: "a" })];
    expect(cartRedirectPath("/cc/sparq/cart?viewcart=true", items)).toBe("/cc/sparq/cart?viewcart=true&cartItemIds=a");
    expect(cartRedirectPath("/cart?", items)).toBe("/cart?cartItemIds=a");
    expect(cartRedirectPath("/cart#top", items)).toBe("/cart?cartItemIds=a#top");
  });

  it("encodes ids so a strange one cannot break the URL", () => {
    expect(cartRedirectPath("/cart", [line({ cartItemId: "a&b=c" })])).toBe("/cart?cartItemIds=a%26b%3Dc");
  });
});

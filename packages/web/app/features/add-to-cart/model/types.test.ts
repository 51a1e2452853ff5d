import { describe, expect, it } from "vitest";
import { CART_CACHE_TIMINGS } from "../../../lib/cart-cache";
import { DRAWER_MESSAGE_CODES, TIMINGS } from "./types";

// The contract's constants: the mini cart's and the caches' timings, and the drawer's message codes.
describe("add-to-cart contract constants", () => {
  it("times the mini cart, the deleted-line purge and the caches as the spec says", () => {
    expect(TIMINGS).toEqual({
      miniCartToggleDelay: 2000,
      miniCartRemovalAnimation: 1000,
      deletedItemPurge: 5000,
    });
    expect(CART_CACHE_TIMINGS).toEqual({
      cartCacheAfterUpdate: 10 * 60 * 1000,
      cartCacheAfterSet: 15 * 60 * 1000,
      cartCountCache: 30 * 24 * 60 * 60 * 1000,
    });
  });

  it("sends quantity-limit and exceeds-line-quantity messages to the drawer", () => {
    expect([...DRAWER_MESSAGE_CODES].sort()).toEqual([
      "EXCEEDED_LIMIT",
      "EXCEEDS_MAX_LINE_QTY",
      "QTY_LIMIT_EXCEEDED",
      "QTY_LIMIT_ITEM",
    ]);
  });
});

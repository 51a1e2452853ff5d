import { describe, expect, it } from "vitest";
import { type BuyNowFacts, buyNowFactsOf, isBuyNowEligible, savedCardUsable } from "./buy-now";
import type { CartViewItem } from "./cart-view";

const eligible: BuyNowFacts = {
  signedIn: true,
  activeLines: 1,
  hasSavedCard: true,
  hasShippingAddress: true,
  needsAttention: false,
};

const line = (overrides: Partial<CartViewItem>): CartViewItem =>
  ({ itemId: "1", cartItemId: "a", qty: 1, status: "ACTIVE", messages: [], product: {}, ...overrides }) as CartViewItem;

describe("buy now eligibility", () => {
  it("is eligible with everything on file and nothing to fix", () => {
    expect(isBuyNowEligible(eligible)).toBe(true);
  });

  it.each<[string, Partial<BuyNowFacts>]>([
    ["a guest", { signedIn: false }],
    ["an empty cart", { activeLines: 0 }],
    ["no saved card", { hasSavedCard: false }],
    ["no saved shipping address", { hasShippingAddress: false }],
    ["a line needing attention", { needsAttention: true }],
  ])("is not eligible for %s", (_name, change) => {
    expect(isBuyNowEligible({ ...eligible, ...change })).toBe(false);
  });

  it("reads the cart's active lines and their warnings", () => {
    const onFile = { signedIn: true, hasSavedCard: true, hasShippingAddress: true };
    const clean = buyNowFactsOf({ items: [line({}), line({ cartItemId: "b", status: "DELETED" })] }, onFile);
    expect(clean).toEqual({ ...onFile, activeLines: 1, needsAttention: false });
    const warned = buyNowFactsOf(
      { items: [line({ messages: [{ code: "OUT_OF_STOCK", type: "ERROR", message: "This item is out of stock." }] })] },
      onFile,
    );
    expect(warned.needsAttention).toBe(true);
    // a refused add (no cartItemId) is not a line
    expect(buyNowFactsOf({ items: [line({ cartItemId: null, status: "TRANSIENT" })] }, onFile).activeLines).toBe(0);
  });

  it("takes a saved card through the end of its expiry month", () => {
    const today = new Date("2026-11-24T12:00:00Z");
    expect(savedCardUsable({ expiryMonth: 11, expiryYear: 2026 }, today)).toBe(true);
    expect(savedCardUsable({ expiryMonth: 10, expiryYear: 2026 }, today)).toBe(false);
    expect(savedCardUsable({ expiryMonth: 1, expiryYear: 2027 }, today)).toBe(true);
    expect(savedCardUsable({ expiryMonth: 12, expiryYear: 2025 }, today)).toBe(false);
  });
});

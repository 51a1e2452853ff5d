import { describe, expect, it } from "vitest";
import {
  CHOOSE_STORE_MESSAGE,
  cartLineKey,
  decideLineDelivery,
  deliveryChoiceLabel,
  isPickupEligible,
  stockSourceOf,
} from "./line-delivery";

const base = { storeNumber: null, fallbackStores: [], canPickUp: true, pickupEligible: true } as const;

describe("decideLineDelivery", () => {
  it("ships to me with no store", () => {
    expect(decideLineDelivery({ ...base, requested: "STA", storeNumber: "0008" })).toEqual({
      ok: true,
      deliveryType: "STA",
      storeNumber: null,
      chooseStore: false,
    });
  });

  it("uses the store asked for, else the line's, the cookie's or the cart's", () => {
    expect(decideLineDelivery({ ...base, requested: "ISP", storeNumber: "0012", fallbackStores: ["0008"] })).toMatchObject({
      deliveryType: "ISP",
      storeNumber: "0012",
    });
    expect(decideLineDelivery({ ...base, requested: "STS", fallbackStores: [null, "", "0008", "0009"] })).toMatchObject({
      deliveryType: "STS",
      storeNumber: "0008",
    });
  });

  it("falls back to shipping, asking to choose a store, when no store is known", () => {
    const d = decideLineDelivery({ ...base, requested: "ISP", fallbackStores: [null, undefined] });
    expect(d).toEqual({ ok: true, deliveryType: "STA", storeNumber: null, chooseStore: true });
    expect(CHOOSE_STORE_MESSAGE).toBe("Choose store in cart to see availability.");
  });

  it("refuses pickup to a business user without G_BOP, even with a store", () => {
    expect(decideLineDelivery({ ...base, requested: "ISP", storeNumber: "0008", canPickUp: false })).toMatchObject({
      ok: false,
      status: 403,
      code: "NOT_AVAILABLE_FOR_BOPIS",
    });
    expect(decideLineDelivery({ ...base, requested: "STA", canPickUp: false })).toMatchObject({ ok: true });
  });

  it("refuses pickup and ship to store for an item that is not pickup-eligible", () => {
    for (const requested of ["ISP", "STS"] as const) {
      expect(decideLineDelivery({ ...base, requested, storeNumber: "0008", pickupEligible: false })).toMatchObject({
        ok: false,
        status: 400,
        code: "NOT_AVAILABLE_FOR_BOPIS",
      });
    }
  });
});

describe("pickup helpers", () => {
  it("gift cards and plans are not picked up", () => {
    expect(isPickupEligible({ giftCardDeliveryId: null })).toBe(true);
    expect(isPickupEligible({ giftCardDeliveryId: 389 })).toBe(false);
    expect(isPickupEligible({ giftCardDeliveryId: null, membershipProgram: "SELECT" })).toBe(false);
    expect(isPickupEligible({ giftCardDeliveryId: null, isWarrantyPlan: true })).toBe(false);
  });

  it("labels, line keys and stock sources", () => {
    expect(deliveryChoiceLabel("ISP", "Natick")).toBe("Pick up at Natick");
    expect(deliveryChoiceLabel("STS", "Natick")).toBe("Ship to Natick");
    expect(deliveryChoiceLabel("STA", "Natick")).toBe("Ship to me");
    expect(cartLineKey("100", "ISP", "0008")).toBe("100|ISP|0008");
    expect(cartLineKey("100", "STA", null)).toBe("100|STA|");
    expect(stockSourceOf({ deliveryType: "ISP", pickupStoreNumber: "0008" })).toBe("0008");
    expect(stockSourceOf({ deliveryType: "STS", pickupStoreNumber: "0008" })).toBeNull();
    expect(stockSourceOf({ deliveryType: "STA", pickupStoreNumber: null })).toBeNull();
  });
});

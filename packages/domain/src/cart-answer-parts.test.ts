import { describe, expect, it } from "vitest";
import { addedConfirmation, cartAddresses, checkoutSectionStatuses, decodeSpecialAddress } from "./cart-answer-parts";

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");
const home = { firstName: "Ada", lastName: "Byron", address1: "1 Main St", city: "Natick", state: "ma", zipCode: "01760" };

describe("addedConfirmation", () => {
  it.each([
    [1, 0, "Your SKU has been added to the cart."],
    [3, 0, "Your SKUs have been added to the cart."],
    [0, 1, "Your coupon has been added to the cart."],
    [0, 2, "Your coupons have been added to the cart."],
    [1, 1, "Your SKU and coupon have been added to the cart."],
    [2, 1, "Your SKUs and coupon have been added to the cart."],
    [1, 2, "Your SKU and coupons have been added to the cart."],
    [0, 0, null],
  ])("%i SKUs and %i coupons: %s", (skus, coupons, words) => {
    expect(addedConfirmation(skus, coupons)).toBe(words);
  });
});

describe("decodeSpecialAddress", () => {
  it("reads base64 (standard or URL-safe) of a JSON address, upper-casing the state", () => {
    expect(decodeSpecialAddress(base64(home))).toEqual({ ...home, state: "MA", address2: null });
    expect(
      decodeSpecialAddress(
        base64({ ...home, address1: "Ünïcode ~~ ??" })
          .replace(/\+/g, "-")
          .replace(/\//g, "_"),
      ),
    ).toMatchObject({
      address1: "Ünïcode ~~ ??",
    });
  });

  it.each([
    ["not base64", "%%%"],
    ["not JSON", Buffer.from("hello").toString("base64")],
    ["a list", base64([home])],
    ["a missing field", base64({ ...home, city: "" })],
    ["a bad ZIP", base64({ ...home, zipCode: "1760" })],
    ["a bad state", base64({ ...home, state: "Mass" })],
    ["not text", 42],
    ["too long", "A".repeat(2004)],
  ])("refuses %s", (_, value) => {
    expect(decodeSpecialAddress(value)).toBeNull();
  });
});

describe("cartAddresses", () => {
  const shipTo = decodeSpecialAddress(base64(home))!;
  const billTo = decodeSpecialAddress(base64({ ...home, address1: "2 Bill St" }))!;

  it("answers one SB address when ship-to and bill-to are the same, then each pickup store once", () => {
    expect(cartAddresses({ shipTo, billTo: shipTo }, ["0008", "0008", "0042"]).map((a) => [a.type, a.storeNumber])).toEqual([
      ["SB", null],
      ["ST", "0008"],
      ["ST", "0042"],
    ]);
  });

  it("answers S and B when they differ, and nothing for a cart without either", () => {
    expect(cartAddresses({ shipTo, billTo }, []).map((a) => [a.type, a.address1])).toEqual([
      ["S", "1 Main St"],
      ["B", "2 Bill St"],
    ]);
    expect(cartAddresses({}, [])).toEqual([]);
  });
});

describe("checkoutSectionStatuses", () => {
  it("needs an address only for shipped lines and a pickup person only for store lines", () => {
    expect(checkoutSectionStatuses({ shippedLines: 0, storeLines: 0, shipToKnown: false, pickupPersonKnown: false })).toEqual({
      addressSectionStatus: "NOT_REQUIRED",
      pickupPersonSectionStatus: "NOT_REQUIRED",
    });
    expect(checkoutSectionStatuses({ shippedLines: 2, storeLines: 1, shipToKnown: false, pickupPersonKnown: true })).toEqual({
      addressSectionStatus: "INCOMPLETE",
      pickupPersonSectionStatus: "COMPLETE",
    });
    expect(checkoutSectionStatuses({ shippedLines: 1, storeLines: 1, shipToKnown: true, pickupPersonKnown: false })).toEqual({
      addressSectionStatus: "COMPLETE",
      pickupPersonSectionStatus: "INCOMPLETE",
    });
  });
});

import { describe, expect, it } from "vitest";
import { priceCart } from "./cart-pricing";
import { isCarrierFeeZip, lineSurcharge, surchargeAltQty, surchargeNotice } from "./surcharges";

const prefixes = new Set(["590", "821"]);

describe("isCarrierFeeZip", () => {
  it("matches five-digit ZIP codes by their three-digit area", () => {
    expect(isCarrierFeeZip("59001", prefixes)).toBe(true);
    expect(isCarrierFeeZip("82190", prefixes)).toBe(true);
    expect(isCarrierFeeZip("01702", prefixes)).toBe(false);
    expect(isCarrierFeeZip("590", prefixes)).toBe(false);
    expect(isCarrierFeeZip(null, prefixes)).toBe(false);
  });
});

describe("lineSurcharge", () => {
  const base = { heavyFeePerUnitCents: 1499, qty: 3, deliveryType: "STA", zip: "59001", carrierFeeZipPrefixes: prefixes };
  it("charges a heavy item shipped to a carrier-fee ZIP per unit", () => {
    expect(lineSurcharge(base)).toEqual({
      surchargeApplicable: true,
      surchargeFeePerUnit: 1499,
      surchargeSplit: { units: 3, feePerUnit: 1499, totalFee: 4497 },
    });
  });
  it("charges nothing for pickup, other ZIP codes or items that are not heavy", () => {
    const none = { surchargeApplicable: false, surchargeFeePerUnit: 0, surchargeSplit: null };
    expect(lineSurcharge({ ...base, deliveryType: "ISP" })).toEqual(none);
    expect(lineSurcharge({ ...base, zip: "01702" })).toEqual(none);
    expect(lineSurcharge({ ...base, heavyFeePerUnitCents: null })).toEqual(none);
  });
});

describe("surchargeAltQty", () => {
  it("is the alt factor times the original quantity", () => {
    expect(surchargeAltQty(10, 2)).toBe(20);
    expect(surchargeAltQty(8, 1)).toBe(8);
    expect(surchargeAltQty(1, 0)).toBe(0);
  });
  it("is 0 for a factor or quantity that is not a whole number", () => {
    expect(surchargeAltQty(0, 2)).toBe(0);
    expect(surchargeAltQty(2.5, 2)).toBe(0);
    expect(surchargeAltQty(2, -1)).toBe(0);
  });
});

describe("surchargeNotice", () => {
  it("says the fee is non-refundable and how to avoid it", () => {
    const notice = surchargeNotice(1499, "59001", true);
    expect(notice.code).toBe("HEAVY_ITEM_SURCHARGE");
    expect(notice.message).toBe(
      "Carriers charge a non-refundable fee of $14.99 per unit to deliver this heavy item to ZIP code 59001. To avoid it, choose store pickup or one of the lighter alternatives below.",
    );
    expect(surchargeNotice(1499, "59001", false).message).toContain("To avoid it, choose store pickup.");
  });
});

describe("priceCart with surcharges", () => {
  it("adds the carrier fees to the total, untaxed", () => {
    const line = {
      cartItemId: "a",
      itemId: "1",
      qty: 2,
      unitPriceCents: 6000,
      basePriceCents: 6000,
      categorySlugs: ["paper"],
      deliveryType: "STA" as const,
      handlingFeePerUnitCents: 0,
      active: true,
    };
    const plain = priceCart({ lines: [line], coupons: [], shipToState: "MA", today: "2026-11-24" }).summary;
    const heavy = priceCart({
      lines: [{ ...line, surchargeFeePerUnitCents: 1499 }],
      coupons: [],
      shipToState: "MA",
      today: "2026-11-24",
    }).summary;
    expect(plain.surchargeFee).toBe(0);
    expect(heavy.surchargeFee).toBe(2998);
    expect(heavy.estimatedTax).toBe(plain.estimatedTax);
    expect(heavy.ordTotal).toBe(plain.ordTotal + 2998);
  });
});

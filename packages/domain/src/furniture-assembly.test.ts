import { describe, expect, it } from "vitest";
import { handlingFeeText, formatCents, parseCartRequest, updateItemsRequest } from "./index";
import {
  BASIC_ASSEMBLY_FEE_PER_UNIT_CENTS,
  FURNITURE_ADD_ANIMATION_MS,
  assemblyFee,
  assemblyFeeLines,
  assemblyRefusal,
  clampAssembly,
  parseFurnSvcInfo,
} from "./furniture-assembly";

const info = (basc: number, cust: number) => ({ BASC: { qty: basc }, CUST: { qty: cust } });

describe("furniture assembly", () => {
  it("reads the levels, a missing one as 0, and refuses anything else", () => {
    expect(parseFurnSvcInfo({ BASC: { qty: 2 } })).toEqual(info(2, 0));
    expect(parseFurnSvcInfo({ BASC: "1", CUST: { qty: "3" } })).toEqual(info(1, 3));
    expect(parseFurnSvcInfo({})).toEqual(info(0, 0));
    expect(parseFurnSvcInfo({ BASC: { qty: -1 } })).toBeNull();
    expect(parseFurnSvcInfo({ BASC: { qty: 1.5 } })).toBeNull();
    expect(parseFurnSvcInfo({ BASC: { qty: 1000 } })).toBeNull();
    expect(parseFurnSvcInfo({ PREMIUM: { qty: 1 } })).toBeNull();
    expect(parseFurnSvcInfo([1])).toBeNull();
    expect(parseFurnSvcInfo("BASC")).toBeNull();
  });

  it("allows no more assembled units than the line holds, and only on eligible lines", () => {
    expect(assemblyRefusal(info(1, 1), { qty: 2, assemblyEligible: true })).toBeNull();
    expect(assemblyRefusal(info(2, 1), { qty: 2, assemblyEligible: true })?.code).toBe("ASSEMBLY_QTY_EXCEEDED");
    expect(assemblyRefusal(info(1, 0), { qty: 2, assemblyEligible: false })?.code).toBe("ASSEMBLY_NOT_AVAILABLE");
    // taking assembly off is always allowed
    expect(assemblyRefusal(info(0, 0), { qty: 1, assemblyEligible: false })).toBeNull();
  });

  it("a lower line quantity takes custom assembly off first, then basic", () => {
    expect(clampAssembly(info(2, 2), 3)).toEqual(info(2, 1));
    expect(clampAssembly(info(2, 2), 1)).toEqual(info(1, 0));
    expect(clampAssembly(info(1, 1), 5)).toEqual(info(1, 1));
    expect(clampAssembly(info(1, 1), 0)).toEqual(info(0, 0));
  });

  it("charges basic assembly per unit; custom is one TBD line of quantity 1", () => {
    expect(assemblyFeeLines(info(2, 3))).toEqual([
      { service: "BASC", qty: 2, feeCents: 2 * BASIC_ASSEMBLY_FEE_PER_UNIT_CENTS, tbd: false },
      { service: "CUST", qty: 1, feeCents: 0, tbd: true },
    ]);
    expect(assemblyFee(info(2, 0))).toEqual({ feeCents: 9998, tbd: false });
    expect(assemblyFee(info(0, 1))).toEqual({ feeCents: 0, tbd: true });
    expect(assemblyFeeLines(info(0, 0))).toEqual([]);
  });

  it("writes the handling line with TBD when part of it is to be determined", () => {
    expect(handlingFeeText(999, false, formatCents)).toBe("$9.99");
    expect(handlingFeeText(999, true, formatCents)).toBe("$9.99 + TBD");
    expect(handlingFeeText(0, true, formatCents)).toBe("TBD");
  });

  it("the drawer's add animation lasts 2000 ms", () => {
    expect(FURNITURE_ADD_ANIMATION_MS).toBe(2000);
  });

  it("the update call takes furnSvcInfo on an item, and refuses a bad one", () => {
    const ok = parseCartRequest(updateItemsRequest, { items: [{ cartItemId: "x", qty: 2, furnSvcInfo: { BASC: { qty: 1 } } }] });
    expect(ok.ok && ok.value.items[0]?.furnSvcInfo).toEqual(info(1, 0));
    const without = parseCartRequest(updateItemsRequest, { items: [{ cartItemId: "x", qty: 2 }] });
    expect(without.ok && without.value.items[0]?.furnSvcInfo).toBeUndefined();
    expect(
      parseCartRequest(updateItemsRequest, { items: [{ cartItemId: "x", qty: 2, furnSvcInfo: { BASC: { qty: -2 } } }] }),
    ).toEqual({
      ok: false,
      code: "INVALID_REQUEST",
      message: "furnSvcInfo: BASC and CUST quantities must be whole numbers from 0 to 999",
    });
  });
});

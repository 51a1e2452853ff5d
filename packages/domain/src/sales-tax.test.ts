import { describe, expect, it } from "vitest";
import { estimatedTaxCents, STATE_SALES_TAX_BASIS_POINTS } from "./sales-tax";

const ALL_STATES_AND_DC = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS",
  "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC",
  "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
]; // prettier-ignore

describe("STATE_SALES_TAX_BASIS_POINTS", () => {
  it("covers the 50 states and DC, and nothing else", () => {
    expect(ALL_STATES_AND_DC).toHaveLength(51);
    expect(Object.keys(STATE_SALES_TAX_BASIS_POINTS).sort()).toEqual([...ALL_STATES_AND_DC].sort());
  });

  it("holds plausible rates: 0 to 7.25 %, in whole or half basis points", () => {
    for (const rate of Object.values(STATE_SALES_TAX_BASIS_POINTS)) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(725);
      expect(Number.isInteger(rate * 2)).toBe(true);
    }
  });

  it.each([
    ["MA", 625],
    ["CA", 725],
    ["NY", 400],
    ["TX", 625],
    ["WA", 650],
    ["FL", 600],
    ["IL", 625],
    ["PA", 600],
    ["NJ", 662.5],
    ["MN", 687.5],
    ["OR", 0],
    ["DE", 0],
    ["MT", 0],
    ["NH", 0],
    ["AK", 0],
  ])("%s is %s bp", (state, bp) => {
    expect(STATE_SALES_TAX_BASIS_POINTS[state]).toBe(bp);
  });
});

describe("estimatedTaxCents", () => {
  it.each([
    // taxable, state, tax
    [10000, "MA", 625],
    [4999, "MA", 312], // 312.4375
    [1000, "MA", 63], // 62.5 rounds half up
    [200, "MA", 13], // 12.5 rounds half up
    [1, "MA", 0], // 0.0625
    [8, "MA", 1], // 0.5 rounds half up
    [7, "MA", 0], // 0.4375
    [10000, "NJ", 663], // 662.5 rounds half up
    [100000, "NJ", 6625], // exact at the half basis point
    [100000, "MN", 6875],
    [100000, "MO", 4225],
    [2000, "CA", 145],
    [10000, "OR", 0],
    [123456789, "TX", 7716049], // 7716049.3125
  ])("%s cents in %s -> %s", (taxable, state, tax) => {
    expect(estimatedTaxCents(taxable, state)).toEqual({ taxCents: tax, isTaxError: false });
  });

  it("stays exact for very large amounts", () => {
    // 9e15 * 725 would overflow a double's exact range; BigInt keeps it to the cent.
    expect(estimatedTaxCents(9_000_000_000_000_000, "CA").taxCents).toBe(652_500_000_000_000);
  });

  it("accepts lower case and padded state codes", () => {
    expect(estimatedTaxCents(10000, " ma ")).toEqual({ taxCents: 625, isTaxError: false });
  });

  it.each([null, "", "XX", "PR", "Massachusetts", "constructor", "__proto__"])("reports a tax error for state %j", (state) => {
    expect(estimatedTaxCents(10000, state)).toEqual({ taxCents: 0, isTaxError: true });
  });

  it.each([0, -500])("owes nothing on %s cents", (taxable) => {
    expect(estimatedTaxCents(taxable, "MA")).toEqual({ taxCents: 0, isTaxError: false });
  });

  it("reports a tax error for a non-numeric amount rather than guessing", () => {
    expect(estimatedTaxCents(Number.NaN, "MA")).toEqual({ taxCents: 0, isTaxError: true });
  });
});

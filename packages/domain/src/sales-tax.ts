// Estimated sales tax for the order summary. Only the statewide base rate is used: local
// (county/city) add-ons need a full address lookup, which the cart does not have, so the
// figure is an estimate and checkout recomputes the real tax.

/**
 * Statewide base sales tax per US state and DC, in basis points (1 bp = 0.01 %), as of
 * 2025. A few states set their rate in thousandths of a percent, so those entries carry
 * a half basis point (NJ 6.625 % = 662.5); the arithmetic below stays exact for them.
 * Where the state collects a mandatory statewide local share with its own rate (CA 7.25,
 * UT 6.10, VA 5.30) the combined statewide figure is used, as every order pays it.
 */
export const STATE_SALES_TAX_BASIS_POINTS: Record<string, number> = {
  AL: 400,
  AK: 0,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
  DE: 0,
  DC: 600,
  FL: 600,
  GA: 400,
  HI: 400,
  ID: 600,
  IL: 625,
  IN: 700,
  IA: 600,
  KS: 650,
  KY: 600,
  LA: 500, // raised from 4.45 % on 2025-01-01
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 687.5,
  MS: 700,
  MO: 422.5,
  MT: 0,
  NE: 550,
  NV: 685,
  NH: 0,
  NJ: 662.5,
  NM: 487.5, // lowered from 5 % on 2024-07-01
  NY: 400,
  NC: 475,
  ND: 500,
  OH: 575,
  OK: 450,
  OR: 0,
  PA: 600,
  RI: 700,
  SC: 600,
  SD: 420,
  TN: 700,
  TX: 625,
  UT: 610,
  VT: 600,
  VA: 530,
  WA: 650,
  WV: 600,
  WI: 500,
  WY: 400,
};

// Rates are held in tenths of a basis point so half-bp rates become integers.
const TENTHS_PER_WHOLE = 100_000n;
const HALF = TENTHS_PER_WHOLE / 2n;

/**
 * Tax in integer cents on `taxableCents` at the ship-to state's base rate, rounded half up
 * to the cent. An unknown or missing state cannot be estimated: 0 with isTaxError so the
 * summary hides the tax line. Zero or negative taxable amounts owe nothing.
 */
export function estimatedTaxCents(taxableCents: number, state: string | null): { taxCents: number; isTaxError: boolean } {
  const code = typeof state === "string" ? state.trim().toUpperCase() : "";
  // hasOwn so an inherited property name can never read as a rate.
  const basisPoints = Object.hasOwn(STATE_SALES_TAX_BASIS_POINTS, code) ? STATE_SALES_TAX_BASIS_POINTS[code] : undefined;
  if (basisPoints === undefined || !Number.isFinite(taxableCents)) return { taxCents: 0, isTaxError: true };
  if (taxableCents <= 0) return { taxCents: 0, isTaxError: false };
  // BigInt keeps the product exact however large the order; cents are whole by convention,
  // but a stray fraction is rounded first rather than making BigInt throw.
  const taxable = BigInt(Math.round(taxableCents));
  const rateTenths = BigInt(Math.round(basisPoints * 10));
  return { taxCents: Number((taxable * rateTenths + HALF) / TENTHS_PER_WHOLE), isTaxError: false };
}

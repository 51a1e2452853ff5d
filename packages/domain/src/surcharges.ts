import type { CartMessage } from "./cart-rules";
import { formatCents } from "./money";

// Heavy-item surcharges: carriers charge a non-refundable fee per unit to deliver heavy items to
// some ZIP codes. Only shipped lines (STA) pay it; store pickup and lighter alternatives avoid it.

export const SURCHARGE_NOTICE_CODE = "HEAVY_ITEM_SURCHARGE";

/** A ZIP code is in a carrier-fee area when it starts with one of the area prefixes (3 digits). */
export function isCarrierFeeZip(zip: string | null | undefined, prefixes: ReadonlySet<string>): boolean {
  return typeof zip === "string" && /^\d{5}$/.test(zip) && prefixes.has(zip.slice(0, 3));
}

export interface SurchargeSplit {
  /** units that pay the fee */
  units: number;
  feePerUnit: number;
  /** units x fee per unit, in cents */
  totalFee: number;
}

export interface LineSurcharge {
  surchargeApplicable: boolean;
  /** cents per unit, 0 when not applicable */
  surchargeFeePerUnit: number;
  /** how the fee falls on the line's units; null when no fee applies */
  surchargeSplit: SurchargeSplit | null;
}

/** The carrier fee of one line: a heavy item (fee per unit set) shipped to a carrier-fee ZIP. */
export function lineSurcharge(input: {
  heavyFeePerUnitCents: number | null;
  qty: number;
  deliveryType: string;
  zip: string | null;
  carrierFeeZipPrefixes: ReadonlySet<string>;
}): LineSurcharge {
  const fee = input.heavyFeePerUnitCents ?? 0;
  const applies =
    fee > 0 && input.qty > 0 && input.deliveryType === "STA" && isCarrierFeeZip(input.zip, input.carrierFeeZipPrefixes);
  if (!applies) return { surchargeApplicable: false, surchargeFeePerUnit: 0, surchargeSplit: null };
  return {
    surchargeApplicable: true,
    surchargeFeePerUnit: fee,
    surchargeSplit: { units: input.qty, feePerUnit: fee, totalFee: fee * input.qty },
  };
}

/** Spec cart.md 9: a surcharge alternative's quantity is its alt factor times the original quantity. */
export function surchargeAltQty(altFactor: number, originalQty: number): number {
  if (!Number.isInteger(altFactor) || altFactor < 1 || !Number.isInteger(originalQty) || originalQty < 0) return 0;
  return altFactor * originalQty;
}

/** The notice on a line that pays the fee: what it costs, that it is not refunded, and how to avoid it. */
export function surchargeNotice(feePerUnitCents: number, zip: string, hasAlternatives: boolean): CartMessage {
  const avoid = hasAlternatives
    ? "To avoid it, choose store pickup or one of the lighter alternatives below."
    : "To avoid it, choose store pickup.";
  return {
    code: SURCHARGE_NOTICE_CODE,
    type: "INFO",
    message: `Carriers charge a non-refundable fee of ${formatCents(feePerUnitCents)} per unit to deliver this heavy item to ZIP code ${zip}. ${avoid}`,
  };
}

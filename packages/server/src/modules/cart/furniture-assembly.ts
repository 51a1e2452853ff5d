import {
  type AssemblyFeeLine,
  type FurnSvcInfo,
  NO_ASSEMBLY,
  assembledUnits,
  assemblyFee,
  assemblyFeeLines,
  assemblyRefusal,
  clampAssembly,
  parseFurnSvcInfo,
} from "@quire/domain";
import type { MutationOutcome, MutationScope } from "./cart-mutations.service";
import * as repo from "./cart.repository";

// A furniture line's assembly (decision 026): stored as the line's furnSvcInfo, changed by the update
// call (actionType EDIT_ITEM), priced into the handling line and shown on the line.

type MutationError = NonNullable<NonNullable<MutationOutcome>["error"]>;

/** The line's assembly as it stands: never more units than the line holds. */
export function lineAssembly(line: Pick<repo.CartItemRow, "qty" | "furnSvcInfo">): FurnSvcInfo {
  let stored: FurnSvcInfo = NO_ASSEMBLY;
  try {
    stored = (line.furnSvcInfo ? parseFurnSvcInfo(JSON.parse(line.furnSvcInfo)) : null) ?? NO_ASSEMBLY;
  } catch {
    stored = NO_ASSEMBLY;
  }
  return clampAssembly(stored, line.qty);
}

function stored(info: FurnSvcInfo): string | null {
  return assembledUnits(info) === 0 ? null : JSON.stringify(info);
}

/**
 * After a line's quantity is set: stores the assembly asked for (refused when the line offers none or
 * it covers more units than the line holds), or lowers the stored one to the new quantity.
 */
export async function applyAssembly(
  m: Pick<MutationScope, "trx" | "state" | "now">,
  line: repo.CartItemRow,
  requested: FurnSvcInfo | undefined,
): Promise<MutationError | null> {
  let next: FurnSvcInfo;
  if (requested === undefined) {
    next = lineAssembly(line);
  } else {
    const p = m.state.products.get(line.productId);
    const refusal = assemblyRefusal(requested, { qty: line.qty, assemblyEligible: p?.assemblyEligible === 1 });
    if (refusal) return { statusCode: 400, ...refusal };
    next = requested;
  }
  const value = stored(next);
  if (value === (line.furnSvcInfo ?? null)) return null;
  line.furnSvcInfo = value;
  await repo.updateCartItem(m.trx, line.id, { furnSvcInfo: value, updatedAt: m.now.toISOString() });
  return null;
}

/** What the line's assembly adds to the handling line. */
export function assemblyPricing(line: Pick<repo.CartItemRow, "qty" | "furnSvcInfo">): {
  serviceFeeCents: number;
  serviceFeeTbd: boolean;
} {
  const fee = assemblyFee(lineAssembly(line));
  return { serviceFeeCents: fee.feeCents, serviceFeeTbd: fee.tbd };
}

/** The line's assembly fields in the cart answer. */
export function assemblyView(
  line: Pick<repo.CartItemRow, "qty" | "furnSvcInfo">,
  p: repo.CartProductRow | undefined,
): { assemblyEligible: boolean; furnSvcInfo: FurnSvcInfo | null; furnSvcFees: AssemblyFeeLine[] } {
  const info = lineAssembly(line);
  return {
    assemblyEligible: p?.assemblyEligible === 1,
    furnSvcInfo: assembledUnits(info) === 0 ? null : info,
    furnSvcFees: assemblyFeeLines(info),
  };
}

// Furniture assembly (cart.md sections 3, 4 and 9; decision 026): an assembly-eligible furniture
// line may have some of its units assembled, at two levels: BASC (basic, a fixed fee per unit) and
// CUST (custom, quoted after the order: its fee is "to be determined"). The levels and their
// quantities are the line's `furnSvcInfo`; the fee is part of the order summary's handling line.

export const ASSEMBLY_LEVELS = ["BASC", "CUST"] as const;
export type AssemblyLevel = (typeof ASSEMBLY_LEVELS)[number];

export type FurnSvcInfo = Record<AssemblyLevel, { qty: number }>;

export const ASSEMBLY_LEVEL_LABELS: Record<AssemblyLevel, string> = {
  BASC: "Basic assembly",
  CUST: "Custom assembly",
};

/** Basic assembly, per unit assembled. */
export const BASIC_ASSEMBLY_FEE_PER_UNIT_CENTS = 4999;
/** How long the furniture drawer shows its "added" confirmation before it closes. */
export const FURNITURE_ADD_ANIMATION_MS = 2000;
/** The words a to-be-determined fee shows instead of an amount. */
export const FEE_TBD_TEXT = "TBD";

export const ASSEMBLY_MESSAGES = {
  notEligible: "Assembly isn't offered for this item.",
  tooMany: "You can't choose assembly for more units than you have in your cart.",
  badShape: "BASC and CUST quantities must be whole numbers from 0 to 999",
} as const;

export const NO_ASSEMBLY: FurnSvcInfo = { BASC: { qty: 0 }, CUST: { qty: 0 } };

const MAX_ASSEMBLY_QTY = 999;

function quantityOf(value: unknown): number | null {
  const raw = typeof value === "object" && value !== null ? (value as { qty?: unknown }).qty : value;
  if (raw === undefined || raw === null || raw === "") return 0;
  const n = typeof raw === "string" && /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= MAX_ASSEMBLY_QTY ? n : null;
}

/** `{BASC: {qty}, CUST: {qty}}` (a missing level is 0; a bare number or digits is its qty), or null. */
export function parseFurnSvcInfo(value: unknown): FurnSvcInfo | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).some((k) => !(ASSEMBLY_LEVELS as readonly string[]).includes(k))) return null;
  const basc = quantityOf(record.BASC);
  const cust = quantityOf(record.CUST);
  return basc === null || cust === null ? null : { BASC: { qty: basc }, CUST: { qty: cust } };
}

export function assembledUnits(info: FurnSvcInfo): number {
  return info.BASC.qty + info.CUST.qty;
}

/** Why an assembly choice is refused for a line, or null when it may be stored. */
export function assemblyRefusal(
  info: FurnSvcInfo,
  line: { qty: number; assemblyEligible: boolean },
): { code: "ASSEMBLY_NOT_AVAILABLE" | "ASSEMBLY_QTY_EXCEEDED"; message: string } | null {
  const units = assembledUnits(info);
  if (units > 0 && !line.assemblyEligible) return { code: "ASSEMBLY_NOT_AVAILABLE", message: ASSEMBLY_MESSAGES.notEligible };
  if (units > line.qty) return { code: "ASSEMBLY_QTY_EXCEEDED", message: ASSEMBLY_MESSAGES.tooMany };
  return null;
}

/** A line's quantity fell below its assembled units: custom assembly gives way first, then basic. */
export function clampAssembly(info: FurnSvcInfo, lineQty: number): FurnSvcInfo {
  const qty = Math.max(0, lineQty);
  const basc = Math.min(info.BASC.qty, qty);
  return { BASC: { qty: basc }, CUST: { qty: Math.min(info.CUST.qty, qty - basc) } };
}

export interface AssemblyFeeLine {
  service: AssemblyLevel;
  qty: number;
  feeCents: number;
  /** the fee is quoted later: shown as "TBD", not charged with the order */
  tbd: boolean;
}

/**
 * The fee lines of a line's assembly: BASC per unit; CUST one line of quantity 1, to be
 * determined (quoted for the whole line after the order).
 */
export function assemblyFeeLines(info: FurnSvcInfo): AssemblyFeeLine[] {
  const lines: AssemblyFeeLine[] = [];
  if (info.BASC.qty > 0) {
    lines.push({ service: "BASC", qty: info.BASC.qty, feeCents: info.BASC.qty * BASIC_ASSEMBLY_FEE_PER_UNIT_CENTS, tbd: false });
  }
  if (info.CUST.qty > 0) lines.push({ service: "CUST", qty: 1, feeCents: 0, tbd: true });
  return lines;
}

/** What a line's assembly adds to the handling line: the known cents, and whether a part is TBD. */
export function assemblyFee(info: FurnSvcInfo): { feeCents: number; tbd: boolean } {
  const lines = assemblyFeeLines(info);
  return { feeCents: lines.reduce((n, l) => n + l.feeCents, 0), tbd: lines.some((l) => l.tbd) };
}

/** The handling line's amount: "$x.xx", "TBD", or "$x.xx + TBD". */
export function handlingFeeText(feeCents: number, tbd: boolean, format: (cents: number) => string): string {
  if (!tbd) return format(feeCents);
  return feeCents > 0 ? `${format(feeCents)} + ${FEE_TBD_TEXT}` : FEE_TBD_TEXT;
}

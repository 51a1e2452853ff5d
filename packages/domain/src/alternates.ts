import type { CartMessage } from "./cart-rules";
import type { TenantId } from "./site";

// Alternates: what the cart offers instead of an item that is out of stock or discontinued, and
// the hard substitution that adds a replacement instead of the item asked for (spec cart.md 3, 7, 8).

/** HARD: adding the item adds this replacement instead; SUGGESTED: offered beside it; SURCHARGE: a lighter choice for a heavy item. */
export type AlternateKind = "HARD" | "SUGGESTED" | "SURCHARGE";

export const ALTERNATES_MESSAGE = "Please see some alternate choices below.";
/** GET /cc/api/cart/opt/type?type=HARD_ALT_OPT_OUT hides alternates this long. */
export const HARD_ALT_OPT_OUT_DAYS = 30;
export const HARD_ALT_OPT_OUT_TYPE = "HARD_ALT_OPT_OUT";
/** at most this many alternates are offered for one item */
export const MAX_ALTERNATES = 3;

export interface AlternateRule {
  itemId: string;
  kind: AlternateKind;
  /** units of the alternate that replace one unit of the original (surcharge alternatives) */
  altFactor: number;
}

/** What the rules need to know of an item: an original or a candidate alternate. */
export interface StockedItem {
  status: string;
  availableQty: number;
  backorderDate: string | null;
  isFreeSample: boolean;
}

/** Out of stock (nothing online and no backorder date) or discontinued: the cases that offer alternates. */
export function needsAlternates(item: StockedItem): boolean {
  if (item.status === "DISCONTINUED") return true;
  return item.status === "PUBLISHED" && item.availableQty <= 0 && item.backorderDate === null;
}

/** An alternate is offered only while a shopper could buy it now: published, in stock, not a free sample. */
export function isOfferable(candidate: StockedItem): boolean {
  return candidate.status === "PUBLISHED" && candidate.availableQty > 0 && !candidate.isFreeSample;
}

/** The alternates to offer, in rule order, dropping those that are themselves out of stock or discontinued. */
export function offerableAlternates<T extends AlternateRule>(
  rules: readonly T[],
  stockOf: (itemId: string) => StockedItem | undefined,
  kinds: readonly AlternateKind[] = ["HARD", "SUGGESTED"],
): T[] {
  return rules
    .filter((r) => kinds.includes(r.kind))
    .filter((r) => {
      const s = stockOf(r.itemId);
      return s !== undefined && isOfferable(s);
    })
    .slice(0, MAX_ALTERNATES);
}

/**
 * The item an add puts in the cart: the first offerable HARD alternate replaces the one asked
 * for, unless the caller sent ignoreHrdAlt or the shopper opted out of alternates.
 */
export function hardSubstitute(
  rules: readonly AlternateRule[],
  stockOf: (itemId: string) => StockedItem | undefined,
  options: { ignoreHrdAlt: boolean; optedOut: boolean },
): string | null {
  if (options.ignoreHrdAlt || options.optedOut) return null;
  return offerableAlternates(rules, stockOf, ["HARD"])[0]?.itemId ?? null;
}

export function alternatesMessage(): CartMessage {
  return { code: "ALTERNATES_AVAILABLE", type: "INFO", message: ALTERNATES_MESSAGE };
}

/** When an opt-out made now ends. */
export function optOutUntil(now: Date): Date {
  return new Date(now.getTime() + HARD_ALT_OPT_OUT_DAYS * 86_400_000);
}

/** Whether a stored opt-out (ISO time it ends) still hides alternates at `now`. */
export function isOptedOut(until: string | null | undefined, now: Date): boolean {
  if (!until) return false;
  const end = Date.parse(until);
  return Number.isFinite(end) && end > now.getTime() && end <= optOutUntil(now).getTime();
}

/** GET /cc/api/cart/opt/type: type HARD_ALT_OPT_OUT, value true (opt out) or false (show alternates again). */
export function parseOptOutRequest(
  query: Record<string, unknown>,
): { ok: true; optOut: boolean } | { ok: false; code: "INVALID_REQUEST"; message: string } {
  if (query.type !== HARD_ALT_OPT_OUT_TYPE) {
    return { ok: false, code: "INVALID_REQUEST", message: `type: must be ${HARD_ALT_OPT_OUT_TYPE}` };
  }
  const value = typeof query.value === "string" ? query.value.trim().toLowerCase() : "";
  if (value === "true" || value === "y") return { ok: true, optOut: true };
  if (value === "false" || value === "n") return { ok: true, optOut: false };
  return { ok: false, code: "INVALID_REQUEST", message: "value: must be true or false" };
}

export type SoldOutReason = "OUT_OF_STOCK" | "LIMITED" | "UNAVAILABLE";

/** The sold-out drawer's title (spec cart.md 2). */
export function soldOutDrawerTitle(reason: SoldOutReason, tenant: TenantId): string {
  if (reason === "OUT_OF_STOCK") return "Out of stock";
  if (reason === "LIMITED") return tenant === "advantage" ? "Limited availability" : "Limited quantities available";
  return "Unavailable for purchase";
}

/** Why a line or item shows the sold-out drawer: discontinued is unavailable, partial stock is limited. */
export function soldOutReason(item: StockedItem, messageCodes: readonly string[]): SoldOutReason | null {
  if (item.status !== "PUBLISHED") return "UNAVAILABLE";
  if (messageCodes.includes("OUT_OF_STOCK") || needsAlternates(item)) return "OUT_OF_STOCK";
  if (messageCodes.includes("PARTIAL_QTY_AVAILABLE")) return "LIMITED";
  return null;
}

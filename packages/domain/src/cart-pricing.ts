// The cart's order summary: subtotal, coupons, shipping,
// handling, estimated tax and the free-shipping progress text. All money is integer cents
// and every discount is split over the lines it came from so line prices and the summary
// always add up to the same total.

import { type DeliveryType } from "./cart-rules";
import { formatCents } from "./money";
import { type MembershipProgram } from "./rewards/membership";
import { memberSavingsCents } from "./rewards/membership-cart";
import { estimatedTaxCents } from "./sales-tax";

/** Standard shipping is free once the subtotal after coupons reaches $49.99. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 4999;
export const STANDARD_SHIPPING_CENTS = 599;
export const FURNITURE_HANDLING_FEE_PER_UNIT_CENTS = 999;

export interface PricedLine {
  cartItemId: string;
  itemId: string;
  qty: number;
  unitPriceCents: number;
  basePriceCents: number;
  /** The line's category and its parent, for category coupons. */
  categorySlugs: string[];
  deliveryType: DeliveryType;
  handlingFeePerUnitCents: number;
  active: boolean;
  /** a heavy item's carrier fee per unit where it applies (surcharges.ts); absent or 0 when none */
  surchargeFeePerUnitCents?: number;
  /** a gift card: money in another form, so no coupon takes from it, it counts toward no minimum and is not taxed */
  isGiftCard?: boolean;
  /** services on the line charged with handling (furniture assembly, decision 026): cents, and whether a part is TBD */
  serviceFeeCents?: number;
  serviceFeeTbd?: boolean;
  /** a membership (decision 078): nothing ships, no coupon or member price takes from it */
  isMembership?: boolean;
  /** a protection plan: no member price takes from it */
  isPlan?: boolean;
}

export type CouponKind = "PERCENT" | "AMOUNT" | "FREE_SHIPPING";

export interface CouponDefinition {
  code: string;
  description: string;
  kind: CouponKind;
  /** Whole percent for PERCENT, cents for AMOUNT, unused for FREE_SHIPPING. */
  value: number;
  minOrderCents: number;
  basketLevel: boolean;
  autoAdd: boolean;
  categorySlug: string | null;
  /** ISO date (or date-time) of the last day the coupon works. */
  expiresAt: string | null;
  active: boolean;
}

export interface AppliedCoupon {
  code: string;
  couponValid: boolean;
  couponQualified: boolean;
  couponType: string;
  basketLevelCoupon: boolean;
  autoAddCoupon: boolean;
  errorMessage: string | null;
  errorReason: string | null;
  discountCents: number;
  description: string;
}

/** One line's share of one coupon's discount (positive cents taken off), for priceInfo.priceAdjustment. */
export interface LineAdjustment {
  cartItemId: string;
  couponCode: string;
  adjustmentCents: number;
}

export interface CartSummary {
  cartSubTotal: number;
  cartSubTotalAfterCoupons: number;
  cartSubTotalExcludingBasketCoupons: number;
  couponsTotal: number;
  couponCount: number;
  instantCouponSavings: number;
  /** what the member's prices took off the products after coupons (decision 078) */
  finalMembershipSavings: number;
  shipFee: number;
  handlFee: number;
  handlingFee: number;
  /** carrier fees of heavy items (non-refundable, not taxed) */
  surchargeFee: number;
  /** part of the handling line is to be determined (custom assembly): shown as "TBD" */
  handlingFeeTbd: boolean;
  estimatedTax: number;
  isTaxError: boolean;
  ordTotal: number;
  balanceOrdTotal: number;
  numberOfItems: number;
  numberOfLineItems: number;
  freeShippingRemainingCents: number | null;
  freeShippingMessage: string | null;
}

export const COUPON_MESSAGES = {
  INVALID_COUPON: "This coupon code is not valid.",
  COUPON_EXPIRED: "This coupon has expired.",
  QUALIFYING_ITEMS_NOT_FOUND_ERROR: "None of the items in your cart qualify for this coupon.",
  COUPON_AMOUNT_EXCEEDS_ITEM_TOTAL: "This coupon is worth more than the items it applies to.",
  ORDER_TOTAL_NOT_MET_ERROR: (minOrderCents: number): string => `Spend ${formatCents(minOrderCents)} or more to use this coupon.`,
} as const;

/**
 * Whether a coupon may be stored on the cart. Expiry compares calendar days only, so a
 * coupon still works on its expiry date; `today` is passed in to keep this pure.
 */
export function couponEligibility(
  def: CouponDefinition | undefined,
  today: string,
): { ok: true } | { ok: false; code: "INVALID_COUPON" | "COUPON_EXPIRED"; message: string } {
  if (!def || !def.active) return { ok: false, code: "INVALID_COUPON", message: COUPON_MESSAGES.INVALID_COUPON };
  if (def.expiresAt !== null && def.expiresAt.slice(0, 10) < today.slice(0, 10)) {
    return { ok: false, code: "COUPON_EXPIRED", message: COUPON_MESSAGES.COUPON_EXPIRED };
  }
  return { ok: true };
}

// Spec section 5: these errors explain how to make the coupon work, so the coupon stays
// visible with its message instead of silently disappearing.
const LISTED_ERROR_REASONS: ReadonlySet<string> = new Set([
  "ORDER_TOTAL_NOT_MET_ERROR",
  "COUPON_AMOUNT_EXCEEDS_ITEM_TOTAL",
  "QUALIFYING_ITEMS_NOT_FOUND_ERROR",
  "REWARDS_COUPON_ERROR_MESSAGE",
  "BOPIS_EVENT_ERROR",
]);

/** A coupon is listed when valid and without error, or when its error is one of the explanatory reasons. */
export function isCouponListed(c: AppliedCoupon): boolean {
  if (c.errorReason && LISTED_ERROR_REASONS.has(c.errorReason)) return true;
  return c.couponValid && !c.errorReason && !c.errorMessage;
}

export function freeShippingMessage(remainingCents: number): string {
  return `FREE shipping when you spend ${formatCents(remainingCents)} to go`;
}

// Half up on non-negative integers, exact: floor((amount * percent + 50) / 100). BigInt so
// large baskets cannot lose a cent; a fractional percent is approximated to 1/1000 %.
function percentOfCents(amountCents: number, percent: number): number {
  const clamped = Math.min(Math.max(percent, 0), 100);
  const thousandths = BigInt(Math.round(clamped * 1000));
  return Number((BigInt(amountCents) * thousandths + 50_000n) / 100_000n);
}

/**
 * Splits `discount` over the target lines in proportion to what is left of each line,
 * rounding shares down and giving the leftover cents to the largest line (first on ties).
 * Only when the largest line cannot absorb them (a few cents spread over near-free lines)
 * do they spill to the next largest, so no line ever goes below zero.
 */
function distribute(discount: number, targets: number[], remaining: number[]): number[] {
  const at = (i: number): number => remaining[i] ?? 0;
  const base = targets.reduce((sum, i) => sum + at(i), 0);
  if (discount <= 0 || base <= 0) return targets.map(() => 0);
  const shares = targets.map((i) => Number((BigInt(discount) * BigInt(at(i))) / BigInt(base)));
  let left = discount - shares.reduce((a, b) => a + b, 0);
  const largestFirst = targets.map((_, k) => k).sort((a, b) => at(targets[b] ?? -1) - at(targets[a] ?? -1) || a - b);
  for (const k of largestFirst) {
    if (left === 0) break;
    const share = shares[k] ?? 0;
    const give = Math.min(at(targets[k] ?? -1) - share, left);
    shares[k] = share + give;
    left -= give;
  }
  return shares;
}

function effectiveBasketLevel(def: CouponDefinition): boolean {
  // Spec section 5: an auto-added coupon is treated as basket-level whatever its flag says.
  return def.basketLevel || def.autoAdd;
}

function isCategoryCoupon(def: CouponDefinition): boolean {
  return def.kind !== "FREE_SHIPPING" && !effectiveBasketLevel(def) && def.categorySlug !== null;
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * Prices a cart. Only active lines count. Coupons are applied category coupons first (on
 * the qualifying lines), then basket coupons on the running subtotal, each in the order
 * given; they come back in the order given too.
 *
 * Decisions worth knowing:
 * - Minimum order is checked against the subtotal before any coupon, and before whether
 *   any line qualifies, so an empty cart reports the minimum.
 * - Shipping is judged on the whole cart's subtotal after coupons (not just STA lines):
 *   simpler, and a shopper mixing pickup and delivery is not penalised for it.
 * - A FREE_SHIPPING coupon applies (and qualifies) only when its minimum is met and some
 *   line actually ships (STA).
 * - An empty cart has nothing to tax, so it never reports a tax error.
 * - `today` is accepted for callers' convenience but not used: coupon validity (including
 *   expiry) is checked by couponEligibility before a coupon is stored, so every coupon
 *   passed in is couponValid.
 */
export function priceCart(input: {
  lines: PricedLine[];
  coupons: CouponDefinition[];
  shipToState: string | null;
  today: string;
  /** the program whose member prices the cart gets (memberPricingProgram); absent or null: none */
  membershipProgram?: MembershipProgram | null;
}): {
  summary: CartSummary;
  coupons: AppliedCoupon[];
  visibleCoupons: AppliedCoupon[];
  lineAdjustments: LineAdjustment[];
} {
  const lines = input.lines.filter((l) => l.active);
  // Rounded so a stray fractional cent in upstream data cannot break the exact arithmetic.
  const lineTotals = lines.map((l) => Math.round(l.qty * l.unitPriceCents));
  // What is left of each line after the coupons applied so far; never below 0.
  const remaining = lineTotals.map((t) => Math.max(0, t));
  const cartSubTotal = sum(lineTotals);
  const giftCardTotal = sum(lines.map((l, i) => (l.isGiftCard ? (lineTotals[i] ?? 0) : 0)));
  const membershipTotal = sum(lines.map((l, i) => (l.isMembership ? (lineTotals[i] ?? 0) : 0)));
  // What coupons' minimums are judged on: the goods, not gift cards or memberships bought with them.
  const qualifyingSubTotal = cartSubTotal - giftCardTotal - membershipTotal;
  const hasShippedLine = lines.some((l) => l.deliveryType === "STA" && !l.isMembership);

  // Stable sort by application phase: category coupons, then everything else.
  const applicationOrder = input.coupons
    .map((def, index) => ({ def, index }))
    .sort((a, b) => Number(isCategoryCoupon(b.def)) - Number(isCategoryCoupon(a.def)) || a.index - b.index);

  const applied: AppliedCoupon[] = [];
  const lineAdjustments: LineAdjustment[] = [];
  let categoryDiscounts = 0;
  let freeShippingApplied = false;

  for (const { def, index } of applicationOrder) {
    const coupon: AppliedCoupon = {
      code: def.code,
      couponValid: true,
      couponQualified: false,
      couponType: def.kind,
      basketLevelCoupon: effectiveBasketLevel(def),
      autoAddCoupon: def.autoAdd,
      errorMessage: null,
      errorReason: null,
      discountCents: 0,
      description: def.description,
    };
    applied[index] = coupon;

    if (qualifyingSubTotal < def.minOrderCents) {
      coupon.errorReason = "ORDER_TOTAL_NOT_MET_ERROR";
      coupon.errorMessage = COUPON_MESSAGES.ORDER_TOTAL_NOT_MET_ERROR(def.minOrderCents);
      continue;
    }
    if (def.kind === "FREE_SHIPPING") {
      if (hasShippedLine) {
        freeShippingApplied = true;
        coupon.couponQualified = true;
      }
      continue;
    }

    const category = isCategoryCoupon(def);
    const targets = lines
      .map((_, i) => i)
      .filter(
        (i) =>
          !lines[i]?.isGiftCard &&
          !lines[i]?.isMembership &&
          (!category || lines[i]?.categorySlugs.includes(def.categorySlug ?? "")),
      );
    if (category && targets.length === 0) {
      coupon.errorReason = "QUALIFYING_ITEMS_NOT_FOUND_ERROR";
      coupon.errorMessage = COUPON_MESSAGES.QUALIFYING_ITEMS_NOT_FOUND_ERROR;
      continue;
    }

    const available = sum(targets.map((i) => remaining[i] ?? 0));
    let discount: number;
    if (def.kind === "PERCENT") {
      discount = percentOfCents(available, def.value);
    } else {
      const amount = Math.max(0, Math.round(def.value));
      discount = Math.min(amount, available);
      if (amount > available) {
        coupon.errorReason = "COUPON_AMOUNT_EXCEEDS_ITEM_TOTAL";
        coupon.errorMessage = COUPON_MESSAGES.COUPON_AMOUNT_EXCEEDS_ITEM_TOTAL;
      }
    }

    const shares = distribute(discount, targets, remaining);
    targets.forEach((lineIndex, k) => {
      const share = shares[k] ?? 0;
      const line = lines[lineIndex];
      if (share === 0 || !line) return;
      remaining[lineIndex] = (remaining[lineIndex] ?? 0) - share;
      lineAdjustments.push({ cartItemId: line.cartItemId, couponCode: def.code, adjustmentCents: share });
    });

    coupon.discountCents = discount;
    coupon.couponQualified = discount > 0;
    if (category) categoryDiscounts += discount;
  }

  const visibleCoupons = applied.filter(isCouponListed);
  const couponsTotal = sum(applied.map((c) => c.discountCents));
  const cartSubTotalAfterCoupons = cartSubTotal - couponsTotal;
  const handlingFee = sum(lines.map((l) => Math.round(l.qty * l.handlingFeePerUnitCents) + (l.serviceFeeCents ?? 0)));
  const surchargeFee = sum(lines.map((l) => Math.round(l.qty * (l.surchargeFeePerUnitCents ?? 0))));
  // Member prices: on what is left of the products after coupons, never gift cards, plans or the membership.
  const memberPriced = sum(lines.map((l, i) => (l.isGiftCard || l.isMembership || l.isPlan ? 0 : (remaining[i] ?? 0))));
  const finalMembershipSavings = memberSavingsCents(memberPriced, input.membershipProgram ?? null);

  // Pickup (ISP) and ship-to-store (STS) lines never cause shipping.
  const shippingCharged = hasShippedLine && !freeShippingApplied && cartSubTotalAfterCoupons < FREE_SHIPPING_THRESHOLD_CENTS;
  const shipFee = shippingCharged ? STANDARD_SHIPPING_CENTS : 0;
  const freeShippingRemainingCents = shippingCharged ? FREE_SHIPPING_THRESHOLD_CENTS - cartSubTotalAfterCoupons : null;

  // Shipping, handling and gift cards are not taxed.
  const tax =
    lines.length === 0
      ? { taxCents: 0, isTaxError: false }
      : estimatedTaxCents(cartSubTotalAfterCoupons - finalMembershipSavings - giftCardTotal, input.shipToState);
  // Shipping is judged before member savings, so becoming a member never adds a shipping fee.
  const ordTotal = cartSubTotalAfterCoupons - finalMembershipSavings + shipFee + handlingFee + surchargeFee + tax.taxCents;

  return {
    summary: {
      cartSubTotal,
      cartSubTotalAfterCoupons,
      cartSubTotalExcludingBasketCoupons: cartSubTotal - categoryDiscounts,
      couponsTotal,
      couponCount: visibleCoupons.filter((c) => c.couponQualified).length,
      instantCouponSavings: couponsTotal,
      finalMembershipSavings,
      shipFee,
      handlFee: handlingFee,
      handlingFee,
      surchargeFee,
      handlingFeeTbd: lines.some((l) => l.serviceFeeTbd === true),
      estimatedTax: tax.taxCents,
      isTaxError: tax.isTaxError,
      ordTotal,
      balanceOrdTotal: ordTotal,
      numberOfItems: sum(lines.map((l) => l.qty)),
      numberOfLineItems: lines.length,
      freeShippingRemainingCents,
      freeShippingMessage: freeShippingRemainingCents === null ? null : freeShippingMessage(freeShippingRemainingCents),
    },
    coupons: applied,
    visibleCoupons,
    lineAdjustments,
  };
}

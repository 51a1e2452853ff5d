import type { AppliedPaymentKind, AppliedPaymentView, PaymentSummary } from "../checkout/checkout-view";

// How an order total is paid when more than one method pays it (multiple methods of payment):
// what each gift or prepaid card, the Easy Rewards points and the Amex points pay, in the order
// they were applied, and what is left for the primary payment (card, wallet or account). Whole
// cents throughout: the amounts and balanceOrdTotal always add up to the order total.

export interface AppliedPaymentInput {
  id: string;
  kind: AppliedPaymentKind;
  last4: string | null;
  /** what is on it: a card's balance, the value of the points */
  balanceCents: number;
  /** what the shopper asked it to pay (rewards and points); null: as much as the order needs */
  requestedCents: number | null;
  points: number | null;
}

export interface PaymentAllocation {
  applied: AppliedPaymentView[];
  summary: PaymentSummary;
}

/** Rewards pay in whole dollars: an amount is cut to the dollar below. */
function wholeDollars(cents: number): number {
  return Math.floor(cents / 100) * 100;
}

function safeCents(value: number | null): number | null {
  if (value === null) return null;
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/**
 * easyRewardsLimitCents: what Easy Rewards may pay at most (the eligible items' total); rewards
 * and Amex points pay whole dollars, stored-value cards any cent.
 */
export function allocatePayments(
  orderTotalCents: number,
  payments: readonly AppliedPaymentInput[],
  options: { easyRewardsLimitCents?: number } = {},
): PaymentAllocation {
  const total = Number.isSafeInteger(orderTotalCents) && orderTotalCents > 0 ? orderTotalCents : 0;
  let owed = total;
  let easyRewardsRoom = safeCents(options.easyRewardsLimitCents ?? null) ?? Number.POSITIVE_INFINITY;
  const sums: Record<AppliedPaymentKind, number> = { GIFT_CARD: 0, PREPAID_CARD: 0, EASY_REWARDS: 0, AMEX_POINTS: 0 };
  const applied = payments.map((p): AppliedPaymentView => {
    const balance = safeCents(p.balanceCents) ?? 0;
    const requested = safeCents(p.requestedCents) ?? Number.POSITIVE_INFINITY;
    let amount = Math.min(balance, requested, owed);
    if (p.kind === "EASY_REWARDS") amount = wholeDollars(Math.min(amount, easyRewardsRoom));
    if (p.kind === "AMEX_POINTS") amount = wholeDollars(amount);
    if (p.kind === "EASY_REWARDS") easyRewardsRoom -= amount;
    owed -= amount;
    sums[p.kind] += amount;
    const points = p.points === null ? null : p.kind === "EASY_REWARDS" || p.kind === "AMEX_POINTS" ? amount : p.points;
    return { id: p.id, kind: p.kind, last4: p.last4, balanceCents: balance, amountCents: amount, points };
  });
  return {
    applied,
    summary: {
      ordTotal: total,
      giftCardAppliedAmt: sums.GIFT_CARD,
      prepaidCardAppliedAmt: sums.PREPAID_CARD,
      easyRewardsAppliedAmt: sums.EASY_REWARDS,
      amexPointsAppliedAmt: sums.AMEX_POINTS,
      balanceOrdTotal: owed,
    },
  };
}

/** An order may be placed without a primary payment only when what is applied covers it all. */
export function needsPrimaryPayment(summary: PaymentSummary): boolean {
  return summary.balanceOrdTotal > 0;
}

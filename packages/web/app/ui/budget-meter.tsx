import { type BudgetMeter, budgetMeterText, formatCents } from "@quire/domain";
import { useId } from "react";

/**
 * The order against its budget centre (decision 044): the centre, what it has left, this order's
 * share as a <meter> with the same in words, and "This order will need approval" when it will.
 * Shared by the cart and checkout's summary.
 */
export function BudgetMeterView({
  meter,
  compact = false,
}: {
  meter: BudgetMeter;
  /** the bar and its words only: checkout's summary already lists the centre and its balance, and says when the order waits */
  compact?: boolean;
}) {
  const labelId = useId();
  const factsId = useId();
  // The bar stops at full; the words say how far past the balance the order goes.
  const shareText = budgetMeterText(meter);
  const bar = (labelled: boolean) => (
    <meter
      className="budget-meter__bar"
      min={0}
      max={1}
      low={0.75}
      high={0.999}
      optimum={0}
      value={meter.share}
      {...(labelled
        ? { "aria-labelledby": labelId, "aria-describedby": factsId }
        : { "aria-label": `This order's share of ${meter.budgetCentreName}'s available balance` })}
      aria-valuetext={shareText}
    >
      {shareText}
    </meter>
  );
  if (compact) {
    return (
      <div className="budget-meter budget-meter--compact">
        {bar(false)}
        <p className="budget-meter__share">{shareText}.</p>
      </div>
    );
  }
  return (
    <div className={meter.approvalRequired || meter.overBudget ? "budget-meter budget-meter--over" : "budget-meter"}>
      <p className="budget-meter__title" id={labelId}>
        Budget centre: <strong>{meter.budgetCentreName}</strong>
      </p>
      <dl className="budget-meter__facts" id={factsId}>
        <div>
          <dt>Available balance</dt>
          <dd>{formatCents(meter.availableCents)}</dd>
        </div>
        <div>
          <dt>This order</dt>
          <dd>{formatCents(meter.orderCents)}</dd>
        </div>
        <div>
          <dt>Left after this order</dt>
          <dd>{formatCents(meter.remainingAfterCents)}</dd>
        </div>
      </dl>
      {bar(true)}
      <p className="budget-meter__share">{shareText}.</p>
      {meter.message ? (
        <p className="budget-meter__approval" role="status">
          <strong>{meter.message}</strong>
          {meter.approvalReason === "OVER_BUDGET"
            ? " because it is more than the budget centre's available balance."
            : " under your account's ordering policy."}
        </p>
      ) : null}
    </div>
  );
}

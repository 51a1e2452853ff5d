import { formatCents, formatRewardsPoints, type CartView, handlingFeeText, itemCountText, precheckoutHref } from "@quire/domain";
import type { ReactNode } from "react";
import { useCheckoutSignIn } from "../../../ui/checkout-sign-in";

interface Props {
  cart: CartView;
  /** shipping shows FREE (rather than nothing) only when something is shipped */
  hasShippedLine: boolean;
  /** the coupon form and applied coupons, placed between the totals and the checkout button */
  children?: ReactNode;
}

/** Order summary labels. A table so each label reads with its amount. */
export function OrderSummary({ cart, hasShippedLine, children }: Props) {
  const { CheckoutLink } = useCheckoutSignIn();
  const s = cart.cartSummary;
  const a = cart.cartAttributes;
  const rows: { label: string; amount: string; className?: string }[] = [
    { label: `Subtotal (${itemCountText(a.numberOfItems)})`, amount: formatCents(s.cartSubTotal) },
  ];
  if (s.couponsTotal > 0) {
    rows.push({ label: `Coupons (${s.couponCount})`, amount: formatCents(-s.couponsTotal), className: "summary__saving" });
  }
  if (hasShippedLine) rows.push({ label: "Shipping", amount: s.shipFee === 0 ? "FREE" : formatCents(s.shipFee) });
  // Furniture assembly is part of handling; a custom quote still to come shows as TBD (decision 026).
  if (s.handlingFee > 0 || s.handlingFeeTbd) {
    rows.push({ label: "Handling", amount: handlingFeeText(s.handlingFee, s.handlingFeeTbd === true, formatCents) });
  }
  if (!a.isTaxError) rows.push({ label: "Estimated tax", amount: formatCents(s.estimatedTax) });
  // What the checkout applies (gift cards, rewards, points) and the rewards a member may use.
  const after: { label: string; amount: string; className?: string }[] = [];
  const applied = (label: string, cents: number | undefined) => {
    if (cents) after.push({ label, amount: formatCents(-cents), className: "summary__saving" });
  };
  applied("Gift cards", s.giftCardAppliedAmt);
  applied("Prepaid cards", s.prepaidCardAppliedAmt);
  applied("Easy Rewards", s.easyRewardsAppliedAmt);
  applied("Membership Rewards points", s.amexPointsAppliedAmt);
  if (after.length > 0 && s.balanceOrdTotal !== undefined) {
    after.push({ label: "Balance to pay", amount: formatCents(s.balanceOrdTotal), className: "summary__total" });
  }
  const rewards = cart.cartEasyRewards;
  if (rewards?.redeemEligibility && !s.easyRewardsAppliedAmt) {
    after.push({ label: "Easy Rewards available", amount: formatCents(rewards.availableDollarValue) });
  }
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <table className="summary">
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className={r.className}>
              <th scope="row">{r.label}</th>
              <td>{r.amount}</td>
            </tr>
          ))}
          <tr className="summary__total">
            <th scope="row">Total</th>
            <td>{formatCents(s.ordTotal)}</td>
          </tr>
          {after.map((r) => (
            <tr key={r.label} className={r.className}>
              <th scope="row">{r.label}</th>
              <td>{r.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {a.isTaxError ? <p className="summary__note">Tax will be calculated at checkout.</p> : null}
      {s.freeShippingMessage ? <p className="free-shipping">{s.freeShippingMessage}</p> : null}
      {rewards && rewards.earnedPoints > 0 ? (
        <p className="summary__note">This order earns {formatRewardsPoints(rewards.earnedPoints)} Easy Rewards points.</p>
      ) : null}
      {children}
      {/* A guest is asked to sign in first, in a drawer. */}
      <CheckoutLink className="button button--primary order-summary__checkout" href={precheckoutHref("cart")} />
    </section>
  );
}

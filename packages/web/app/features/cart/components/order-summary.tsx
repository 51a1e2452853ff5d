import {
  CART_ITEMS_OOS_CODE,
  FEE_TBD_TEXT,
  cartMessage,
  formatCents,
  formatRewardsPoints,
  type CartView,
  handlingFeeText,
  precheckoutHref,
} from "@quire/domain";
import type { ReactNode } from "react";
import { useCheckoutSignIn } from "../../../ui/checkout-sign-in";
import { useT } from "../../../lib/i18n";
import { cartItemCount, cartText } from "../cart-text";

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
  const { t } = useT();
  const s = cart.cartSummary;
  const a = cart.cartAttributes;
  const rows: { label: string; amount: string; className?: string }[] = [
    { label: t("Subtotal ({{items}})", { items: cartItemCount(a.numberOfItems, t) }), amount: formatCents(s.cartSubTotal) },
  ];
  if (s.couponsTotal > 0) {
    rows.push({
      label: t("Coupons ({{count}})", { count: s.couponCount }),
      amount: formatCents(-s.couponsTotal),
      className: "summary__saving",
    });
  }
  // a member's prices, or the membership's in the cart (decision 080)
  if ((s.finalMembershipSavings ?? 0) > 0) {
    rows.push({
      label: t("Membership savings"),
      amount: formatCents(-(s.finalMembershipSavings ?? 0)),
      className: "summary__saving",
    });
  }
  if (hasShippedLine) rows.push({ label: t("Shipping"), amount: s.shipFee === 0 ? t("FREE") : formatCents(s.shipFee) });
  // Furniture assembly is part of handling; a custom quote still to come shows as TBD (decision 026).
  if (s.handlingFee > 0 || s.handlingFeeTbd) {
    rows.push({
      label: t("Handling"),
      amount: handlingFeeText(s.handlingFee, s.handlingFeeTbd === true, formatCents).replace(FEE_TBD_TEXT, t("TBD")),
    });
  }
  if (!a.isTaxError) rows.push({ label: t("Estimated tax"), amount: formatCents(s.estimatedTax) });
  // What the checkout applies (gift cards, rewards, points) and the rewards a member may use.
  const after: { label: string; amount: string; className?: string }[] = [];
  const applied = (label: string, cents: number | undefined) => {
    if (cents) after.push({ label, amount: formatCents(-cents), className: "summary__saving" });
  };
  applied(t("Gift cards"), s.giftCardAppliedAmt);
  applied(t("Prepaid cards"), s.prepaidCardAppliedAmt);
  applied(t("Easy Rewards"), s.easyRewardsAppliedAmt);
  applied(t("Membership Rewards points"), s.amexPointsAppliedAmt);
  if (after.length > 0 && s.balanceOrdTotal !== undefined) {
    after.push({ label: t("Balance to pay"), amount: formatCents(s.balanceOrdTotal), className: "summary__total" });
  }
  const rewards = cart.cartEasyRewards;
  if (rewards?.redeemEligibility && !s.easyRewardsAppliedAmt) {
    after.push({ label: t("Easy Rewards available"), amount: formatCents(rewards.availableDollarValue) });
  }
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t("Order summary")}</h2>
      <table className="summary">
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className={r.className}>
              <th scope="row">{r.label}</th>
              <td>{r.amount}</td>
            </tr>
          ))}
          <tr className="summary__total">
            <th scope="row">{t("Total")}</th>
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
      {a.isTaxError ? <p className="summary__note">{t("Tax will be calculated at checkout.")}</p> : null}
      {s.freeShippingMessage ? <p className="free-shipping">{cartText(s.freeShippingMessage, t)}</p> : null}
      {rewards && rewards.earnedPoints > 0 ? (
        <p className="summary__note">
          {t("This order earns {{points}} Easy Rewards points.", { points: formatRewardsPoints(rewards.earnedPoints) })}
        </p>
      ) : null}
      {children}
      {/* a sold-out line keeps the cart from checkout (decision 072): said where the shopper would go on */}
      {cartMessage(cart, CART_ITEMS_OOS_CODE) ? (
        <p className="summary__note summary__note--attention">
          {t("One or more items in your cart is out of stock. Please remove the item to proceed.")}
        </p>
      ) : null}
      {/* A guest is asked to sign in first, in a drawer. */}
      <CheckoutLink className="button button--primary order-summary__checkout" href={precheckoutHref("cart")} />
    </section>
  );
}

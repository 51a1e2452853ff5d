import {
  isCartEmpty,
  type CartView,
  cartMessage,
  cartNeedsAttention,
  hasShippedLine,
  itemCountText,
  lineRelationViews,
  orderWithDependents,
} from "@quire/domain";
import { Suspense, useCallback, useRef } from "react";
import { Link } from "react-router";
import { COUPON_APPLIED_TEXT, useCart } from "../hooks/use-cart";
import { hydrateLater } from "../../../ui/hydrate-later";
import { LineRelationForms } from "./line-relation-forms";

// The lines (their quantity and remove forms post to the page), the summary and the coupon form
// hydrate after the first view (ui/hydrate-later.ts).
const loadLine = () => import("./cart-line").then((m) => m.CartLine);
const CartLine = import.meta.env.SSR ? await loadLine() : hydrateLater(loadLine);
const loadSummary = () => import("./order-summary").then((m) => m.OrderSummary);
const loadCouponForm = () => import("./coupon-form").then((m) => m.CouponForm);
const OrderSummary = import.meta.env.SSR ? await loadSummary() : hydrateLater(loadSummary);
const CouponForm = import.meta.env.SSR ? await loadCouponForm() : hydrateLater(loadCouponForm);

interface Props {
  /** the cart route loader's cart: the server's latest word */
  cart: CartView;
  /** where the cart's forms post (the cart route) */
  cartPath: string;
  /** lines to highlight as just added (?cartItemIds=) */
  addedIds: string[];
  /** what the server said when a form on this page was posted without JavaScript and refused */
  refusal?: { intent: string; target: string | null; message: string; values?: Record<string, string> } | null;
  /** a coupon form posted without JavaScript was taken (the page after its redirect says so) */
  couponApplied?: boolean;
}

const ATTENTION = "Item(s) in your cart requires attention. Please review before proceeding to checkout.";

export function CartContents({ cart: loaderCart, cartPath, addedIds, refusal = null, couponApplied = false }: Props) {
  const c = useCart(loaderCart, cartPath);
  const couponRefusal = refusal && refusal.intent.endsWith("-coupon") ? refusal.message : null;
  const lineIntents = ["update-quantity", "remove", "add-plan", "add-addon"];
  const lineRefusal = (cartItemId: string) =>
    refusal && lineIntents.includes(refusal.intent) && refusal.target === cartItemId ? refusal.message : null;
  // A refusal no form shows beside itself (an add, an unknown request) is shown for the whole cart.
  const cartError = c.cartError || (refusal && !couponRefusal && !lineIntents.includes(refusal.intent) ? refusal.message : "");
  const { cart } = c;
  // each line followed by its plans, add-ons and bundle companions (decision 025)
  const lines = orderWithDependents(
    c.lines.map((l) => ({ ...l, cartItemId: l.item.cartItemId, parentRelationCartItemId: l.item.parentRelationCartItemId })),
  );
  const relations = lineRelationViews(cart.items);
  const empty = isCartEmpty(cart);
  const rewardsMember = Boolean(
    cart.cartEasyRewards && !cart.cartEasyRewards.messages.some((m) => m.code === "NOT_REWARDS_MEMBER"),
  );
  const count = cart.cartAttributes.numberOfItems;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);
  // Signing in moved the guest cart into this one: say so on the cart.
  const mergeText = cartMessage(cart, "CART_AUTO_MERGE");
  return (
    <div className="page cart-page">
      <h1 ref={headingRef} tabIndex={-1}>
        Your cart {empty ? null : <span className="cart-page__count">({itemCountText(count)})</span>}
      </h1>
      {/* One polite region for every change made on this page: quantities, removals. */}
      <p className="visually-hidden" role="status">
        {c.announcement}
      </p>
      {cartError ? (
        <p className="cart-notice cart-notice--error" role="alert">
          {cartError}
        </p>
      ) : null}
      {mergeText ? <p className="cart-notice cart-notice--info">{mergeText}</p> : null}
      {!empty && cartNeedsAttention(cart) ? <p className="cart-notice cart-notice--attention">{ATTENTION}</p> : null}
      <div className={empty ? "cart-page__layout cart-page__layout--empty" : "cart-page__layout"}>
        <div className="cart-page__main">
          {lines.length > 0 ? (
            <section aria-labelledby="cart-items-title">
              <h2 id="cart-items-title" className="visually-hidden">
                Items in your cart
              </h2>
              <ul className="cart-lines">
                <Suspense fallback={null}>
                  {lines.map(({ item, removed }) => {
                    const pending = c.pending[item.cartItemId];
                    const relation = relations.get(item.cartItemId);
                    return (
                      <CartLine
                        key={item.cartItemId}
                        item={item}
                        removed={removed}
                        justAdded={addedIds.includes(item.cartItemId)}
                        pendingQty={pending && !pending.removing ? pending.qty : null}
                        removing={pending?.removing ?? false}
                        error={c.lineErrors[item.cartItemId] ?? lineRefusal(item.cartItemId)}
                        onQuantity={(qty) => void c.updateQuantity(item, qty)}
                        onRemove={() => void c.removeLine(item)}
                        focusFallback={focusHeading}
                        rewardsMember={rewardsMember}
                        relation={relation ?? null}
                        extras={relation && !removed ? <LineRelationForms item={item} relation={relation} /> : null}
                      />
                    );
                  })}
                </Suspense>
              </ul>
            </section>
          ) : null}
          {empty ? (
            <div className="cart-empty">
              <p>Your cart is empty.</p>
              <p>
                <Link className="button" to="/">
                  Continue shopping
                </Link>
              </p>
            </div>
          ) : null}
        </div>
        {empty ? null : (
          <Suspense fallback={null}>
            <OrderSummary cart={cart} hasShippedLine={hasShippedLine(cart)}>
              <CouponForm
                coupons={cart.coupons}
                feedback={
                  c.couponFeedback ??
                  (couponRefusal
                    ? { kind: "error", text: couponRefusal }
                    : couponApplied
                      ? { kind: "ok", text: COUPON_APPLIED_TEXT }
                      : null)
                }
                busy={c.couponBusy}
                onApply={c.applyCoupon}
                onRemove={c.removeCoupon}
                onInvalid={(text) => c.setCouponFeedback({ kind: "error", text })}
                refusedCode={refusal?.intent === "apply-coupon" ? (refusal.values?.couponCode ?? "") : null}
              />
            </OrderSummary>
          </Suspense>
        )}
      </div>
      {empty ? null : (
        <p className="cart-page__continue">
          <Link to="/">Continue shopping</Link>
        </p>
      )}
    </div>
  );
}

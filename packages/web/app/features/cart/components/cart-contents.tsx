import {
  CART_ITEMS_OOS_CODE,
  addedConfirmation,
  isCartEmpty,
  isItemActive,
  isItemOutOfStock,
  type CartPickupChoices,
  type CartView,
  SAMPLES_ONLY_CART_CODE,
  cartMessage,
  cartNeedsAttention,
  hasShippedLine,
  lineName,
  lineRelationViews,
  orderWithDependents,
} from "@quire/domain";
import { Suspense, lazy, useCallback, useRef } from "react";
import { Link } from "react-router";
import { COUPON_APPLIED_TEXT, useCart } from "../hooks/use-cart";
import { useSavedItems } from "../hooks/use-saved-items";
import { FreeItems } from "./free-items";
import { hydrateLater } from "../../../ui/hydrate-later";
import { useHydrated } from "../../../ui/use-hydrated";
import { useRootData } from "../../../lib/root-data";
import { useT } from "../../../lib/i18n";
import { cartItemCount, cartText } from "../cart-text";
import { SoldOutDrawer } from "./sold-out-drawer";
import { LineRelationForms } from "./line-relation-forms";
import { CartBudget } from "./cart-budget";
import type { LineDeliveryOffer } from "./line-delivery";
import "../cart.css";

// The lines (their quantity and remove forms post to the page), the summary and the coupon form
// hydrate after the first view (ui/hydrate-later.ts).
const loadLine = () => import("./cart-line").then((m) => m.CartLine);
const CartLine = import.meta.env.SSR ? await loadLine() : hydrateLater(loadLine);
const loadSummary = () => import("./order-summary").then((m) => m.OrderSummary);
const loadCouponForm = () => import("./coupon-form").then((m) => m.CouponForm);
const OrderSummary = import.meta.env.SSR ? await loadSummary() : hydrateLater(loadSummary);
const CouponForm = import.meta.env.SSR ? await loadCouponForm() : hydrateLater(loadCouponForm);
const loadQuickBuy = () => import("./quick-buy-drawer").then((m) => m.QuickBuyDrawer);
const QuickBuyDrawer = import.meta.env.SSR ? await loadQuickBuy() : hydrateLater(loadQuickBuy);
const loadSavedItems = () => import("./saved-items").then((m) => m.SavedItems);
const SavedItems = import.meta.env.SSR ? await loadSavedItems() : hydrateLater(loadSavedItems);
// The holiday notice depends on the shopper's clock and storage: browser only, fetched after
// hydration, and placed below the cart's layout so its box moves nothing above it.
const HolidayNotice = lazy(() => import("./holiday-notice").then((m) => ({ default: m.HolidayNotice })));

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
  /** the line whose sold-out drawer is open (?alternatesFor=) */
  alternatesFor?: string | null;
  /** each line's delivery choices: ship, pick up, ship to store (decision 030) */
  pickup?: CartPickupChoices | null;
}

/** A line's delivery choices, when pickup is offered and the line may go to a store (decision 030). */
function deliveryOfferFor(pickup: CartPickupChoices | null, cartItemId: string): LineDeliveryOffer | null {
  const line = pickup?.offered ? pickup.lines[cartItemId] : undefined;
  if (!pickup || !line?.eligible) return null;
  return { line, myStore: pickup.myStore, storeChosen: pickup.storeChosen };
}

export function CartContents({
  cart: loaderCart,
  cartPath,
  addedIds,
  refusal = null,
  couponApplied = false,
  alternatesFor = null,
  pickup = null,
}: Props) {
  const tenant = useRootData()?.tenant.id ?? "dotcom";
  const { t } = useT();
  const hydrated = useHydrated();
  const c = useCart(loaderCart, cartPath);
  const saved = useSavedItems(c.submit);
  const savedIntents = ["move-to-cart", "move-all-to-cart", "remove-saved"];
  const savedRefusal =
    refusal && savedIntents.includes(refusal.intent) ? { target: refusal.target ?? "all", message: refusal.message } : null;
  const couponRefusal = refusal && refusal.intent.endsWith("-coupon") ? refusal.message : null;
  // a refused budget centre is told beside its select (decision 044)
  const budgetRefusal = refusal?.intent === "set-budget-centre" ? refusal.message : null;
  const lineIntents = ["update-quantity", "remove", "save-for-later", "add-plan", "add-addon", "set-delivery"];
  const lineRefusal = (cartItemId: string) =>
    refusal && lineIntents.includes(refusal.intent) && refusal.target === cartItemId ? refusal.message : null;
  // A refusal no form shows beside itself (an add, an unknown request) is shown for the whole cart.
  const cartError =
    c.cartError ||
    (refusal &&
    !couponRefusal &&
    !budgetRefusal &&
    !lineIntents.includes(refusal.intent) &&
    !savedIntents.includes(refusal.intent)
      ? refusal.message
      : "");
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
  const soldOut = alternatesFor ? lines.find(({ item }) => item.cartItemId === alternatesFor)?.item : undefined;
  // Only free samples left: checkout needs another item (decision 026).
  const samplesOnlyText = empty ? null : cartMessage(cart, SAMPLES_ONLY_CART_CODE);
  // Lines out of stock are named above the cart (cart.md section 8; decision 072).
  const outOfStockText = empty ? null : cartMessage(cart, CART_ITEMS_OOS_CODE);
  const outOfStockNames = outOfStockText
    ? cart.items.filter((i) => i.cartItemId && isItemActive(i) && isItemOutOfStock(i)).map(lineName)
    : [];
  // After an add's redirect (?cartItemIds=): what went in, said once.
  const addedIdsShown = addedIds.filter((id) => cart.items.some((i) => i.cartItemId === id));
  const addedText = cartError ? null : addedConfirmation(addedIdsShown.length, 0);
  return (
    <div className="page cart-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {`${t("Your cart")} `}
        {empty ? null : <span className="cart-page__count">({cartItemCount(count, t)})</span>}
      </h1>
      {/* One polite region for every change made on this page: quantities, removals. */}
      <p className="visually-hidden" role="status">
        {c.announcement}
      </p>
      <p className="visually-hidden" role="status">
        {saved.announcement}
      </p>
      {cartError ? (
        <p className="cart-notice cart-notice--error" role="alert">
          {cartText(cartError, t)}
        </p>
      ) : null}
      {mergeText ? <p className="cart-notice cart-notice--info">{cartText(mergeText, t)}</p> : null}
      {addedText ? <p className="cart-notice cart-notice--info">{t(addedText)}</p> : null}
      {outOfStockText ? (
        <div className="cart-notice cart-notice--error">
          <p>{cartText(outOfStockText, t)}</p>
          <ul className="cart-notice__items">
            {outOfStockNames.map((name, i) => (
              <li key={`${name}-${i}`}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {!empty && cartNeedsAttention(cart) ? (
        <p className="cart-notice cart-notice--attention">
          {t("Item(s) in your cart requires attention. Please review before proceeding to checkout.")}
        </p>
      ) : null}
      {samplesOnlyText ? <p className="cart-notice cart-notice--attention">{cartText(samplesOnlyText, t)}</p> : null}
      <div className={empty ? "cart-page__layout cart-page__layout--empty" : "cart-page__layout"}>
        <div className="cart-page__main">
          {lines.length > 0 ? (
            <section aria-labelledby="cart-items-title">
              <h2 id="cart-items-title" className="visually-hidden">
                {t("Items in your cart")}
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
                        error={
                          c.lineErrors[item.cartItemId] ??
                          lineRefusal(item.cartItemId) ??
                          (saved.error?.target === item.cartItemId ? saved.error.message : null)
                        }
                        onQuantity={(qty) => void c.updateQuantity(item, qty)}
                        onRemove={() => void c.removeLine(item)}
                        focusFallback={focusHeading}
                        rewardsMember={rewardsMember}
                        onSaveForLater={
                          item.parentRelationType ? undefined : () => void saved.saveForLater(item.cartItemId, lineName(item))
                        }
                        relation={relation ?? null}
                        extras={relation && !removed ? <LineRelationForms item={item} relation={relation} /> : null}
                        deliveryOffer={deliveryOfferFor(pickup, item.cartItemId)}
                      />
                    );
                  })}
                </Suspense>
              </ul>
            </section>
          ) : null}
          {empty ? null : <FreeItems cart={cart} cartPath={cartPath} />}
          {empty ? (
            <div className="cart-empty">
              <p>{t("Your cart is empty.")}</p>
              <p>
                <Link className="button" to="/">
                  {t("Continue shopping")}
                </Link>
              </p>
            </div>
          ) : null}
          <Suspense fallback={null}>
            <SavedItems
              items={cart.sflItems ?? []}
              busy={saved.busy}
              error={saved.error ?? savedRefusal}
              onMove={(tile) => void saved.moveToCart(tile.listItemId, tile.title)}
              onMoveAll={() => void saved.moveAllToCart()}
              onRemove={(tile) => void saved.removeSaved(tile.listItemId, tile.title)}
              focusFallback={focusHeading}
            />
          </Suspense>
        </div>
        {empty ? null : (
          <Suspense fallback={null}>
            <OrderSummary cart={cart} hasShippedLine={hasShippedLine(cart)}>
              {cart.buyNowEligible ? <QuickBuyDrawer cart={cart} /> : null}
              <CartBudget cart={cart} refusal={budgetRefusal} />
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
      {soldOut?.soldOutReason && soldOut.alternates && soldOut.alternates.length > 0 ? (
        <SoldOutDrawer
          tenant={tenant}
          reason={soldOut.soldOutReason}
          itemName={lineName(soldOut)}
          alternates={soldOut.alternates}
          closeTo={cartPath}
        />
      ) : null}
      {empty || !hydrated ? null : (
        <Suspense fallback={null}>
          <HolidayNotice />
        </Suspense>
      )}
      {empty ? null : (
        <p className="cart-page__continue">
          <Link to="/">{t("Continue shopping")}</Link>
        </p>
      )}
    </div>
  );
}

import { type CartView, type CartViewItem, formatCents, lineName, lineRelationViews } from "@quire/domain";
import * as Dialog from "@radix-ui/react-dialog";
import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { TOAST_MS } from "../config";
import { useAddToCartFlow } from "../hooks/add-to-cart-flow";
import { AddToListSlot } from "../../../ui/add-to-list-slot";
import { useCheckoutSignIn } from "../../../ui/checkout-sign-in";
import { PlanChoiceForm } from "../../../ui/plan-choice-form";
import { Recommendations } from "./recommendations";
import { type Translate, useT } from "../../../lib/i18n";

/** The cart's fixed English sentences in the page's language ("Added 2 to your cart.": cart-lines.ts). */
function cartMessage(message: string, t: Translate): string {
  const added = /^Added (\d+) to your cart\.$/.exec(message);
  if (added) return t("Added {{count}} to your cart.", { count: Number(added[1]) });
  return message ? t(message) : message;
}

/** "1 item", "3 items" (itemCountText) in the page's language. */
const itemCount = (n: number, t: Translate) => t("{{count}} items", { count: n });

/** The overlay's title when the add put nothing in the cart; the lead then gives the cart's reason. */
const NOT_ADDED_TITLE = "Not added to cart";

function itemNotices(items: CartViewItem[]) {
  return items.flatMap((i) => i.messages.filter((m) => Boolean(m.message)).map((m) => ({ ...m, key: `${i.itemId}-${m.code}` })));
}

function ItemNotices({ notices, id, className }: { notices: ReturnType<typeof itemNotices>; id?: string; className?: string }) {
  const { t } = useT();
  if (notices.length === 0) return null;
  return (
    <ul className={className ? `item-messages ${className}` : "item-messages"} id={id}>
      {notices.map((m) => (
        <li key={m.key} className={`item-message item-message--${m.type.toLowerCase()}`}>
          {cartMessage(m.message ?? "", t)}
        </li>
      ))}
    </ul>
  );
}

function AddedItems({
  items,
  cart,
  cartPath,
  onLeave,
}: {
  items: CartViewItem[];
  cart: CartView | null;
  cartPath: string;
  onLeave: () => void;
}) {
  // an added item with protection plans may take one here (decision 025): the form posts to the cart
  const { t } = useT();
  const relations = lineRelationViews(cart?.items ?? items);
  return (
    <ul className="atc-items">
      {items.map((item) => (
        <li key={item.cartItemId ?? item.itemId} className="atc-item">
          {item.product.images.standard ? (
            <img src={item.product.images.standard} alt="" width={72} height={72} className="atc-item__image" />
          ) : null}
          <div className="atc-item__body">
            <p className="atc-item__name" lang="en">
              {lineName(item)}
            </p>
            <p className="atc-item__meta">
              {t("Qty {{qty}}", { qty: item.qty })}
              {item.priceInfo ? <> · {t("{{price}} each", { price: formatCents(item.priceInfo.finalPrice) })}</> : null}
            </p>
            <AddToListSlot
              itemId={item.itemId}
              itemUrl={item.product.itemUrl}
              qty={item.qty}
              itemName={lineName(item)}
              className="link-button atc-item__add-to-list"
            />
            {item.cartItemId && (relations.get(item.cartItemId)?.plans.length ?? 0) > 0 ? (
              <PlanChoiceForm
                intent="add-plan"
                action={cartPath}
                fields={{ cartItemId: item.cartItemId, qty: String(relations.get(item.cartItemId)?.planRoom ?? 1) }}
                plans={(relations.get(item.cartItemId)?.plans ?? []).map((p) => ({
                  itemId: p.itemId,
                  name: p.name,
                  finalPriceCents: p.finalPrice,
                }))}
                legend={t("Add a protection plan for {{name}}", { name: lineName(item) })}
                buttonText={t("Add a protection plan")}
                onSubmit={onLeave}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function CartTotals({ cart }: { cart: CartView }) {
  const { t } = useT();
  return (
    <p className="atc-subtotal">
      <span>{t("Subtotal ({{items}})", { items: itemCount(cart.cartAttributes.numberOfItems, t) })}</span>{" "}
      <strong>{formatCents(cart.cartSummary.cartSubTotal)}</strong>
    </p>
  );
}

/** The overlay, the drawer and the toast of the add-to-cart flow. */
export function AddToCartSurfaces() {
  const { CheckoutLink, LoginDrawer } = useCheckoutSignIn();
  // A guest's Checkout closes the overlay and opens the sign-in drawer: one surface at a time.
  const [signingIn, setSigningIn] = useState(false);
  const { state, dispatch, addedText, nothingAdded = false, cartPath } = useAddToCartFlow();
  const { t } = useT();
  const title = nothingAdded ? t(NOT_ADDED_TITLE) : t("Added to cart");
  const returnFocus = useRef<string | null>(null);
  useEffect(() => {
    // Kept after CLOSED resets the state: focus goes back once the dialog has closed.
    if (state.openerId) returnFocus.current = state.openerId;
  }, [state.openerId]);
  const toast = state.toast;

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dispatch({ type: "CLOSED" }), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, dispatch]);

  const close = () => dispatch({ type: "CLOSED" });
  const restoreFocus = (e: Event) => {
    const opener = returnFocus.current ? document.getElementById(returnFocus.current) : null;
    if (opener) {
      e.preventDefault();
      opener.focus();
    }
  };
  const items = state.items;
  const cart = state.cart;
  // the lead already gives the reason nothing was added: not twice
  const notices = itemNotices(items).filter((n) => !(nothingAdded && n.message === addedText));
  const cartItemIds = items.flatMap((i) => (i.cartItemId ? [i.cartItemId] : []));
  const viewCartHref = cartItemIds.length > 0 ? `${cartPath}?cartItemIds=${cartItemIds.join(",")}` : cartPath;
  const firstItemId = items[0]?.itemId ?? null;
  const spinner = state.modalSpinner || state.drawerSpinner;

  const body = (
    <>
      {spinner ? (
        <p className="atc-spinner" role="status">
          <span className="spinner" aria-hidden="true" /> {t("Adding…")}
        </p>
      ) : null}
      <p className="atc-dialog__lead" role="status">
        {cartMessage(addedText, t)}
      </p>
      <AddedItems items={items} cart={cart} cartPath={cartPath} onLeave={close} />
      {cart ? <CartTotals cart={cart} /> : null}
      <div className="atc-actions">
        <CheckoutLink
          className="button"
          onLeave={close}
          onGuest={() => {
            close();
            setSigningIn(true);
          }}
        />
        <Link to={viewCartHref} className="button button--secondary" onClick={close}>
          {t("View cart")}
        </Link>
        <Dialog.Close className="button button--secondary">{t("Continue shopping")}</Dialog.Close>
      </div>
      <Recommendations itemId={firstItemId} onNavigate={close} />
      <Dialog.Close className="atc-dialog__close" aria-label={t("Close")}>
        <span aria-hidden="true">×</span>
      </Dialog.Close>
    </>
  );

  return (
    <>
      <Dialog.Root open={state.overlayOpen} onOpenChange={(open) => (open ? undefined : close())}>
        <Dialog.Portal>
          <Dialog.Overlay className="atc-backdrop" />
          <Dialog.Content className="atc-dialog atc-dialog--overlay" aria-describedby={undefined} onCloseAutoFocus={restoreFocus}>
            <Dialog.Title className="atc-dialog__title">{title}</Dialog.Title>
            <ItemNotices notices={notices} />
            {body}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Dialog.Root open={state.drawerOpen} onOpenChange={(open) => (open ? undefined : dispatch({ type: "DRAWER_CLOSED" }))}>
        <Dialog.Portal>
          <Dialog.Overlay className="atc-backdrop" />
          <Dialog.Content
            className="atc-dialog atc-dialog--drawer"
            aria-describedby={notices.length > 0 ? "atc-drawer-notices" : undefined}
            onCloseAutoFocus={restoreFocus}
          >
            <Dialog.Title className="atc-dialog__title">{title}</Dialog.Title>
            <ItemNotices notices={notices} id="atc-drawer-notices" className="atc-drawer__notices" />
            {body}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <div className={`atc-toast${toast ? " atc-toast--shown" : ""}`} role="status" aria-live="polite">
        {toast ? (
          <>
            <span>{cartMessage(toast, t)}</span>{" "}
            <Link to={viewCartHref} onClick={close}>
              {t("View cart")}
            </Link>
          </>
        ) : null}
      </div>
      {signingIn ? (
        <Suspense fallback={null}>
          <LoginDrawer open onOpenChange={setSigningIn} onCloseAutoFocus={restoreFocus} />
        </Suspense>
      ) : null}
    </>
  );
}

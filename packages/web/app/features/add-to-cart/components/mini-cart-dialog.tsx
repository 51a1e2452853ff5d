import { type CartView, formatCents, isActiveLine, lineName, precheckoutHref } from "@quire/domain";
import * as Dialog from "@radix-ui/react-dialog";
import { type PointerEventHandler, type RefObject, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { answeredCart, type CartFormRequest, useCartForm } from "../../../lib/cart-form";
import { type Translate, useT } from "../../../lib/i18n";
import { QuantityStepper } from "../../../ui/quantity-stepper";
import { useCheckoutSignIn } from "../../../ui/checkout-sign-in";
import { clearCachedCart, readCachedCart, writeCachedCart } from "../../../lib/cart-cache";
import { publishCartChange } from "../../../lib/cart-sync";
import { quantityDelta } from "../model/mini-cart-state";
import { cartRequestFlag } from "../model/request-flag";
import { TIMINGS } from "../model/types";
import { Recommendations } from "./recommendations";

const EDIT_ERROR = "Something went wrong. Please try again.";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cartPath: string;
  count: number;
  opener: RefObject<HTMLButtonElement | null>;
  /** false when a resting pointer opened it: the focus stays where it is */
  takeFocus?: boolean;
  /** the pointer came onto or left the flyout (the header button closes a hover-opened flyout after a delay) */
  onPointerEnter?: PointerEventHandler;
  onPointerLeave?: PointerEventHandler;
  /** a guest chose Checkout: the flyout closes and the header opens the sign-in drawer */
  onGuestCheckout?: () => void;
}

/** itemCountText in the page's language: "1 item", "3 items". */
function itemsText(n: number, t: Translate): string {
  return t("{{count}} items", { count: n });
}

/** What a quantity edit or a removal did, for the flyout's polite live region. */
function changeText(kind: "edit" | "remove", prevQty: number, qty: number, t: Translate): string {
  const { direction, amount } = quantityDelta(kind, prevQty, qty);
  if (direction === "none" || amount === 0) return "";
  if (kind === "remove") return t("Removed {{items}}.", { items: itemsText(amount, t) });
  return direction === "increase"
    ? t("Quantity raised by {{amount}}.", { amount })
    : t("Quantity lowered by {{amount}}.", { amount });
}

/**
 * The mini cart flyout, loaded on first use: a non-modal dialog (Escape closes it, focus returns to
 * the header button that opened it). Clicks on that button are left to it, so it toggles.
 */
export function MiniCartDialog({
  open,
  onOpenChange,
  cartPath,
  count,
  opener,
  takeFocus = true,
  onPointerEnter,
  onPointerLeave,
  onGuestCheckout,
}: DialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          className="mini-cart"
          aria-describedby={undefined}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onOpenAutoFocus={(event) => {
            if (!takeFocus) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (opener.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          {open ? (
            <MiniCartBody
              cartPath={cartPath}
              count={count}
              onLeave={() => onOpenChange(false)}
              onGuestCheckout={onGuestCheckout}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface BodyProps {
  cartPath: string;
  count: number;
  onLeave: () => void;
  onGuestCheckout?: () => void;
}

function MiniCartBody({ cartPath, count, onLeave, onGuestCheckout }: BodyProps) {
  const { CheckoutLink } = useCheckoutSignIn();
  const { t } = useT();
  // The cart route's loader is where the flyout reads the cart, and its action where the flyout's
  // changes go (the cart page's own forms): React Router reads that loader again after each change.
  const loaded = useFetcher<{ cart: CartView }>({ key: "mini-cart" });
  const { submit } = useCartForm(cartPath);
  const [cached] = useState(() => {
    const copy = readCachedCart(Date.now(), window.location.pathname);
    return copy && copy.cartAttributes.numberOfItems === count ? copy : null;
  });
  /** the cart an answer carried, shown until the loader's next reading (`over` is the one it replaced) */
  const [answered, setAnswered] = useState<{ cart: CartView; over: CartView | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [removing, setRemoving] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const scroller = useRef<HTMLDivElement>(null);
  const fromLoader = loaded.data?.cart ?? null;
  /** the cart as it stood while a removed line animates out (the loader has news before then) */
  const [frozen, setFrozen] = useState<CartView | null>(null);
  const cart = frozen ?? (answered && answered.over === fromLoader ? answered.cart : (fromLoader ?? answered?.cart ?? cached));
  const loading = cart === null && !error;

  // Read the cart on open, and again when the header count moves (an add here or in another tab).
  // A fresh copy in session storage is used as it is while it agrees with the server's count in
  // the header; otherwise the cart route's loader is read and the copy replaced.
  const load = loaded.load;
  useEffect(() => {
    const copy = readCachedCart(Date.now(), window.location.pathname);
    if (copy && copy.cartAttributes.numberOfItems === count) return;
    void load(cartPath);
  }, [count, cartPath, load]);

  useEffect(() => {
    if (fromLoader) writeCachedCart(fromLoader, Date.now(), "set", window.location.pathname);
  }, [fromLoader]);

  const change = async (request: CartFormRequest, announce: string, wait?: Promise<unknown>) => {
    if (!cartRequestFlag.begin()) return;
    setBusy(true);
    setError("");
    setAnnouncement("");
    try {
      const [answer] = await Promise.all([submit(request), wait]);
      const next = answeredCart(answer);
      if (next) setAnswered({ cart: next, over: fromLoader });
      if ("refusal" in answer) {
        setError(EDIT_ERROR);
        scroller.current?.scrollTo({ top: 0 });
        // The cached copy can no longer be trusted after a failed change.
        clearCachedCart();
        return;
      }
      if (next) {
        writeCachedCart(next, Date.now(), "update", window.location.pathname);
        publishCartChange({ count: next.cartAttributes.numberOfItems, cart: next });
      }
      setAnnouncement(announce);
    } finally {
      cartRequestFlag.end();
      setBusy(false);
    }
  };

  const edit = (cartItemId: string, prevQty: number, qty: number) =>
    change({ intent: "update-quantity", cartItemId, qty }, changeText("edit", prevQty, qty, t));

  const remove = async (cartItemId: string, prevQty: number) => {
    setRemoving((r) => [...r, cartItemId]);
    setFrozen(cart);
    try {
      // The line animates out for 1 second before the refresh.
      await change(
        { intent: "remove", cartItemId },
        changeText("remove", prevQty, 0, t),
        new Promise((resolve) => setTimeout(resolve, TIMINGS.miniCartRemovalAnimation)),
      );
    } finally {
      setRemoving((r) => r.filter((id) => id !== cartItemId));
      setFrozen(null);
    }
  };

  const lines = (cart?.items ?? []).filter(isActiveLine);
  const cartNotices = (cart?.messages ?? []).filter((m) => Boolean(m.message) && m.code !== "EMPTY_CART");
  const itemCount = cart?.cartAttributes.numberOfItems ?? count;

  return (
    <>
      <div className="mini-cart__header">
        <Dialog.Title className="mini-cart__title">{t("Your cart ({{items}})", { items: itemsText(itemCount, t) })}</Dialog.Title>
        <Dialog.Close className="atc-dialog__close" aria-label={t("Close cart")}>
          <span aria-hidden="true">×</span>
        </Dialog.Close>
      </div>
      <div className="mini-cart__scroll" ref={scroller}>
        {error ? (
          <p className="mini-cart__error" role="alert">
            {t(error)}
          </p>
        ) : null}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        {loading || busy ? (
          <p className="atc-spinner" role="status">
            <span className="spinner" aria-hidden="true" /> {loading ? t("Loading your cart…") : t("Updating your cart…")}
          </p>
        ) : null}
        {cartNotices.length > 0 ? (
          <ul className="item-messages">
            {cartNotices.map((m) => (
              <li key={m.code} className={`item-message item-message--${m.type.toLowerCase()}`}>
                {m.message ? t(m.message) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {!loading && cart && lines.length === 0 ? <p className="mini-cart__empty">{t("Your cart is empty.")}</p> : null}
        {lines.length > 0 ? (
          <ul className="mini-cart__lines" aria-label={t("Items in your cart")}>
            {lines.map((item) => {
              const name = lineName(item);
              const isRemoving = removing.includes(item.cartItemId);
              return (
                <li key={item.cartItemId} aria-label={name} className={`mini-line${isRemoving ? " mini-line--removing" : ""}`}>
                  {item.product.images.standard ? (
                    <img src={item.product.images.standard} alt="" width={64} height={64} className="mini-line__image" />
                  ) : null}
                  <div className="mini-line__body">
                    <p className="mini-line__name" lang="en">
                      {item.product.itemUrl ? (
                        <Link to={item.product.itemUrl} onClick={onLeave}>
                          {name}
                        </Link>
                      ) : (
                        name
                      )}
                    </p>
                    <p className="mini-line__price">
                      {item.priceInfo ? formatCents(item.priceInfo.lineTotal ?? item.priceInfo.finalPrice * item.qty) : null}
                    </p>
                    {item.messages.some((m) => m.message) ? (
                      <ul className="item-messages">
                        {item.messages
                          .filter((m) => m.message)
                          .map((m) => (
                            <li key={m.code} className={`item-message item-message--${m.type.toLowerCase()}`}>
                              {m.message ? t(m.message) : null}
                            </li>
                          ))}
                      </ul>
                    ) : null}
                    {isRemoving ? (
                      <p className="mini-line__removing">{t("Removing…")}</p>
                    ) : (
                      <div className="mini-line__controls">
                        <QuantityStepper
                          value={item.qty}
                          name={name}
                          disabled={busy}
                          onChange={(qty) =>
                            void (qty < 1 ? remove(item.cartItemId, item.qty) : edit(item.cartItemId, item.qty, qty))
                          }
                        />
                        <button
                          type="button"
                          className="link-button"
                          aria-label={t("Remove {{name}}", { name })}
                          disabled={busy}
                          onClick={() => void remove(item.cartItemId, item.qty)}
                        >
                          {t("Remove")}
                        </button>
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        {lines.length > 0 && (cart?.freeItems ?? []).length > 0 ? (
          <ul className="mini-cart__free" aria-label={t("Free items in your cart")}>
            {(cart?.freeItems ?? []).map((free) => (
              <li key={free.freeItemId ?? free.offerId}>
                <span lang="en">{free.product.name ?? free.title}</span> <strong>{t("FREE")}</strong>
              </li>
            ))}
          </ul>
        ) : null}
        {lines[0] ? <Recommendations itemId={lines[0].itemId} onNavigate={onLeave} /> : null}
      </div>
      {/* Outside the scrolling lines: the subtotal, View cart and Checkout are always in view. */}
      <div className="mini-cart__footer">
        {cart && lines.length > 0 ? (
          <p className="atc-subtotal">
            <span>{t("Subtotal ({{items}})", { items: itemsText(cart.cartAttributes.numberOfItems, t) })}</span>{" "}
            <strong>{formatCents(cart.cartSummary.cartSubTotal)}</strong>
          </p>
        ) : null}
        <div className="atc-actions">
          <Link to={`${cartPath}?viewcart=true`} className="button button--secondary" onClick={onLeave}>
            {t("View cart")}
          </Link>
          {lines.length > 0 ? (
            <CheckoutLink className="button" href={precheckoutHref("slide-in")} onLeave={onLeave} onGuest={onGuestCheckout} />
          ) : null}
        </div>
      </div>
    </>
  );
}

import { type PointerEvent, Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { useHydrated } from "../../../ui/use-hydrated";
import { scheduleToggle } from "../model/mini-cart-state";
import { TIMINGS } from "../model/types";

// The flyout (and the dialog library under it) loads on first use, so pages do not pay for it up front.
const loadMiniCartDialog = () => import("./mini-cart-dialog").then((m) => ({ default: m.MiniCartDialog }));
const MiniCartDialog = lazy(loadMiniCartDialog);
import { useCheckoutSignIn } from "../../../ui/checkout-sign-in";

function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 4h2l2.4 11h10.8L21 7H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="9" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

interface Props {
  cartPath: string;
  count: number;
  /** Hover opens (and leaving closes) the flyout after this delay */
  toggleDelayMs?: number;
}

/** A touch "enter" comes with the tap that follows it: only a resting mouse or pen is hover intent. */
const isHover = (event: PointerEvent) => event.pointerType !== "touch";

/**
 * The header cart: a plain link until the page is interactive, then a button toggling the mini
 * cart flyout (a non-modal dialog: Escape closes it, focus returns to the button). Clicks and
 * keys toggle at once; a pointer resting on the button opens it after toggleDelayMs, and once
 * opened that way, leaving both the button and the flyout closes it after the same delay.
 */
export function MiniCart({ cartPath, count, toggleDelayMs = TIMINGS.miniCartToggleDelay }: Props) {
  const hydrated = useHydrated();
  const { LoginDrawer } = useCheckoutSignIn();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  /** opened by hover: leaving closes it again, and it does not take the focus */
  const [byHover, setByHover] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginWanted, setLoginWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const cancelPending = useRef<() => void>(() => {});
  const { t } = useT();
  const label = t("Cart, {{count}} items", { count });

  const cancel = useCallback(() => {
    cancelPending.current();
    cancelPending.current = () => {};
  }, []);
  useEffect(() => cancel, [cancel]);

  const setOpenNow = useCallback(
    (next: boolean) => {
      cancel();
      setByHover(false);
      setOpen(next);
    },
    [cancel],
  );

  const pointerEntered = (event: PointerEvent) => {
    if (!isHover(event)) return;
    // Back on the button or the flyout: a pending close is off; a closed flyout opens after the delay.
    cancel();
    if (open) return;
    cancelPending.current = scheduleToggle(
      true,
      () => {
        cancelPending.current = () => {};
        setWanted(true);
        setByHover(true);
        setOpen(true);
      },
      toggleDelayMs,
    );
  };

  const pointerLeft = (event: PointerEvent) => {
    if (!isHover(event)) return;
    cancel();
    if (!open || !byHover) return;
    cancelPending.current = scheduleToggle(
      true,
      () => {
        cancelPending.current = () => {};
        setByHover(false);
        setOpen(false);
      },
      toggleDelayMs,
    );
  };

  const badge = (
    <span className="cart-count" data-testid="cart-count">
      {count}
    </span>
  );
  if (!hydrated) {
    return (
      <Link to={cartPath} className="header-action header-action--cart" aria-label={label}>
        <CartIcon />
        {badge}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className="header-action header-action--cart"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={(event) => {
          void loadMiniCartDialog();
          pointerEntered(event);
        }}
        onPointerLeave={pointerLeft}
        onFocus={() => void loadMiniCartDialog()}
        onClick={() => {
          // Clicks, Enter and Space toggle at once (no flyout delay).
          cancel();
          cancelPending.current = scheduleToggle(false, () => {
            setWanted(true);
            setOpenNow(!open);
          });
        }}
      >
        <CartIcon />
        {badge}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MiniCartDialog
            open={open}
            onOpenChange={setOpenNow}
            cartPath={cartPath}
            count={count}
            opener={button}
            takeFocus={!byHover}
            onPointerEnter={pointerEntered}
            onPointerLeave={pointerLeft}
            onGuestCheckout={() => {
              setOpenNow(false);
              setLoginWanted(true);
              setLoginOpen(true);
            }}
          />
        </Suspense>
      ) : null}
      {loginWanted ? (
        <Suspense fallback={null}>
          <LoginDrawer
            open={loginOpen}
            onOpenChange={setLoginOpen}
            onCloseAutoFocus={(event) => {
              // The Checkout link that opened it went with the flyout: back to the cart button.
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { Suspense, lazy, useRef, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../../ui/use-hydrated";
import { itemCountText } from "../../cart/cart-lines";

// The flyout (and the dialog library under it) loads on first use, so pages do not pay for it up front.
const loadMiniCartDialog = () => import("./mini-cart-dialog").then((m) => ({ default: m.MiniCartDialog }));
const MiniCartDialog = lazy(loadMiniCartDialog);

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
}

/**
 * The header cart: a plain link until the page is interactive, then a button toggling the mini
 * cart flyout (a non-modal dialog: Escape closes it, focus returns to the button).
 */
export function MiniCart({ cartPath, count }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const label = `Cart, ${itemCountText(count)}`;
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
        onPointerEnter={() => void loadMiniCartDialog()}
        onFocus={() => void loadMiniCartDialog()}
        onClick={() => {
          setWanted(true);
          setOpen((isOpen) => !isOpen);
        }}
      >
        <CartIcon />
        {badge}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MiniCartDialog open={open} onOpenChange={setOpen} cartPath={cartPath} count={count} opener={button} />
        </Suspense>
      ) : null}
    </>
  );
}

import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { useSignedIn } from "../../../lib/use-session";
import { CHECKOUT_PATH } from "../../../lib/paths";
import { beginProceedCheckout, endProceedCheckout } from "../../../lib/proceed-checkout";

// The drawer (and the dialog library under it) loads when a guest first asks for it.
const LoginDrawer = lazy(() => import("./login-drawer").then((m) => ({ default: m.LoginDrawer })));

interface Props {
  className?: string;
  /**
   * The checkout entry to go through (precheckoutHref of the surface, /cc/api/precheckout): a
   * server redirect, so it is followed as a document. Without it the link goes to /checkout.
   */
  href?: string;
  /** the shopper is on the way to checkout (a surface holding the link closes) */
  onLeave?: () => void;
  /**
   * A guest asked to check out. When given, the caller opens the sign-in drawer (the link sits in
   * something that closes first, like the mini cart); otherwise the link opens its own drawer.
   */
  onGuest?: () => void;
}

/**
 * "Checkout": a link to /checkout, which for a guest opens the sign-in drawer instead (checkout
 * needs a signed-in shopper). Before the page is interactive it is a plain link.
 */
export function CheckoutLink({ className, onLeave, onGuest, href }: Props) {
  const { t } = useT();
  const signedIn = useSignedIn();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const guest = signedIn === false;
  const link = useRef<HTMLAnchorElement>(null);
  // A page showing the link again (loaded, or back from the history) ends a proceed under way.
  useEffect(() => {
    endProceedCheckout();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) endProceedCheckout();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  return (
    <>
      <Link
        ref={link}
        to={href ?? CHECKOUT_PATH}
        reloadDocument={href !== undefined}
        className={className}
        aria-haspopup={guest ? "dialog" : undefined}
        onClick={(event) => {
          if (!guest) {
            // a second press while the first is on its way sends nothing twice (proceedCheckoutDone)
            if (!beginProceedCheckout()) {
              event.preventDefault();
              return;
            }
            onLeave?.();
            return;
          }
          event.preventDefault();
          if (onGuest) {
            onGuest();
            return;
          }
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
      >
        {t("Checkout")}
      </Link>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <LoginDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onCloseAutoFocus={(event) => {
              // No dialog trigger to go back to: the focus returns to this link.
              event.preventDefault();
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { Suspense, lazy, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useRootData } from "../../../lib/root-data";
import { BECOME_CUSTOMER_PAGE, type BecomeCustomerOpenerProps } from "../../../ui/become-customer-slot";
import { useHydrated } from "../../../ui/use-hydrated";

// The drawer (and the dialog library under it) loads when a visitor first asks for it.
const BecomeCustomerDrawer = lazy(() => import("./become-customer-drawer").then((m) => ({ default: m.BecomeCustomerDrawer })));

/**
 * "Open a business account": a link to the become-customer page until the page is interactive
 * (and without JavaScript), then it opens the become-customer drawer with the same form instead.
 */
export function BecomeCustomerOpener({ text, className }: BecomeCustomerOpenerProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  // The drawer is open on the page it was opened on: an application sent from it goes on to the
  // thank-you page, where it is closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const [wanted, setWanted] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  // who applies (a prospect, or a consumer with their e-mail) changes with a sign-in: a new drawer asks again
  const signedIn = useRootData()?.session.isLoggedIn ?? false;
  return (
    <>
      <Link
        ref={link}
        to={BECOME_CUSTOMER_PAGE}
        className={className}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setWanted(true);
          setOpenOn(location.key);
        }}
      >
        {text}
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <BecomeCustomerDrawer
            key={signedIn ? "signed-in" : "guest"}
            open={open}
            onOpenChange={(next) => setOpenOn(next ? location.key : null)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // after an application the page moved on: its heading, not the footer, takes the focus
              if (link.current?.isConnected && !location.search.includes("submitted=")) link.current.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

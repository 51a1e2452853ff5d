import { useState } from "react";
import { useLocation } from "react-router";
import { useRootData } from "../../../lib/root-data";
import { BECOME_CUSTOMER_PAGE, type BecomeCustomerOpenerProps } from "../../../ui/become-customer-slot";
import { DrawerLink, lazyDrawer } from "../../../ui/drawer-link";

const BecomeCustomerDrawer = lazyDrawer(() => import("./become-customer-drawer").then((m) => m.BecomeCustomerDrawer));

/**
 * "Open a business account": a link to the become-customer page until the page is interactive
 * (and without JavaScript), then it opens the become-customer drawer with the same form instead.
 */
export function BecomeCustomerOpener({ text, className }: BecomeCustomerOpenerProps) {
  const location = useLocation();
  // The drawer is open on the page it was opened on: an application sent from it goes on to the
  // thank-you page, where it is closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  // who applies (a prospect, or a consumer with their e-mail) changes with a sign-in: a new drawer asks again
  const signedIn = useRootData()?.session.isLoggedIn ?? false;
  return (
    <DrawerLink
      to={BECOME_CUSTOMER_PAGE}
      text={text}
      className={className}
      open={openOn === location.key}
      onOpenChange={(next) => setOpenOn(next ? location.key : null)}
      returnFocus={(link) => {
        // after an application the page moved on: its heading, not the footer, takes the focus
        if (link?.isConnected && !location.search.includes("submitted=")) link.focus();
      }}
      drawer={(drawer) => <BecomeCustomerDrawer key={signedIn ? "signed-in" : "guest"} {...drawer} />}
    />
  );
}

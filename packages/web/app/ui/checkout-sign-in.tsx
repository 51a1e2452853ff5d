import { type ComponentType, createContext, useContext } from "react";
import { Link } from "react-router";
import { CHECKOUT_PATH } from "../lib/paths";
import { useT } from "../lib/i18n";

// Checkout starts with signing in (or checking out as a guest), so the cart page, the mini cart and
// the add-to-cart overlay all show the session feature's sign-in surfaces. They reach them through this context, which
// root.tsx fills with the session feature's components: features never import one another.
// Without a provider (a component rendered alone) each is the plain link a page without
// JavaScript has.

export interface CheckoutLinkProps {
  className?: string;
  /** where the link goes: the checkout entry of its surface (precheckoutHref), else /checkout */
  href?: string;
  /** the shopper is on the way to checkout (a surface holding the link closes) */
  onLeave?: () => void;
  /** a guest asked to check out: the caller opens the sign-in drawer itself */
  onGuest?: () => void;
}

export interface LoginDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where the focus goes when the drawer closes, when not back to what opened it */
  onCloseAutoFocus?: (event: Event) => void;
}

export interface CheckoutSignIn {
  /** "Checkout": straight there when signed in, the sign-in drawer first for a guest */
  CheckoutLink: ComponentType<CheckoutLinkProps>;
  /** the side drawer with the sign-in form (render it inside Suspense: it may load on demand) */
  LoginDrawer: ComponentType<LoginDrawerProps>;
}

function PlainCheckoutLink({ className, onLeave, href }: CheckoutLinkProps) {
  const { t } = useT();
  return (
    <Link to={href ?? CHECKOUT_PATH} reloadDocument={href !== undefined} className={className} onClick={onLeave}>
      {t("Checkout")}
    </Link>
  );
}

const plain: CheckoutSignIn = {
  CheckoutLink: PlainCheckoutLink,
  LoginDrawer: () => null,
};

const CheckoutSignInContext = createContext<CheckoutSignIn>(plain);

export const CheckoutSignInProvider = CheckoutSignInContext.Provider;

export function useCheckoutSignIn(): CheckoutSignIn {
  return useContext(CheckoutSignInContext);
}

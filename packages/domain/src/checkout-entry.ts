import { LOGIN_ROUTES, withReturnTarget } from "./session/return-target";
import type { TenantId } from "./site";

// Where "Checkout" takes a shopper (cart.md section 4): a guest or logged-off shopper signs in
// first; a quick-checkout cart goes to its own cart page; otherwise the cart is marked
// proceedCheckout and the shopper goes to the quick-checkout URL, or to the standard checkout
// when marking the cart fails. The checkout entry `/cc/api/precheckout` applies this on the
// server; the pages' Checkout buttons apply the sign-in part before they navigate.

/** The checkout entry the slide-in (mini) cart and the cart page link to. */
export const PRECHECKOUT_PATH = "/cc/api/precheckout";
/** The quick-checkout cart page (also served at ?viewcart=true). */
export const QUICK_CHECKOUT_CART_PATH = "/cc/sparq/cart";
/** The business site's other cart path. */
export const SBA_CART_PATH = "/cc/sba/cart";
/** The standard checkout, where a failed quick checkout falls back to. */
export const STANDARD_CHECKOUT_URL = "/checkout";
/** The checkout opened for a cart marked proceedCheckout. */
export const QUICK_CHECKOUT_URL = "/checkout?buyNow=true";
/** A cart of this type is a quick-checkout cart. */
export const QUICK_CHECKOUT_CART_TYPE = "SPECIAL";

/** Where Checkout was chosen: the slide-in cart, the cart page, or the add-to-cart overlay. */
export type CheckoutSurface = "slide-in" | "cart" | "overlay";

export type CheckoutEntry =
  /** sign in first: the drawer (slide-in cart, cart page) or the overlay (add-to-cart overlay), or the login page */
  | { kind: "sign-in"; surface: "drawer" | "overlay"; loginUrl: string }
  | { kind: "cart-page"; url: string }
  | { kind: "proceed"; url: string; fallbackUrl: string };

export interface CheckoutEntryInput {
  /** signed in now (a guest or a LOGGEDOFF session is not) */
  signedIn: boolean;
  surface: CheckoutSurface;
  /** the cart's type; SPECIAL is a quick-checkout cart */
  cartType: string | null;
  /** where signing in comes back to */
  returnPath: string;
  tenant: TenantId;
}

export function checkoutEntry(input: CheckoutEntryInput): CheckoutEntry {
  if (!input.signedIn) {
    return {
      kind: "sign-in",
      surface: input.surface === "overlay" ? "overlay" : "drawer",
      loginUrl: withReturnTarget(LOGIN_ROUTES.identityLogin, input.returnPath, input.tenant),
    };
  }
  if (input.cartType === QUICK_CHECKOUT_CART_TYPE) {
    return { kind: "cart-page", url: `${QUICK_CHECKOUT_CART_PATH}?viewcart=true` };
  }
  return { kind: "proceed", url: QUICK_CHECKOUT_URL, fallbackUrl: STANDARD_CHECKOUT_URL };
}

/** The checkout entry's address for a surface: the slide-in cart says so (`fromSlideIn=true`). */
export function precheckoutHref(surface: CheckoutSurface): string {
  return surface === "slide-in" ? `${PRECHECKOUT_PATH}?fromSlideIn=true` : PRECHECKOUT_PATH;
}

/**
 * Which tenants serve which cart path (decision 028): both sites serve their own cart path and the
 * quick-checkout cart; /cc/sba/cart is a business path, so only the business site serves it.
 */
export function servesCartPage(tenant: TenantId, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return path !== SBA_CART_PATH || tenant === "advantage";
}

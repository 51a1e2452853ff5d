import { describe, expect, it } from "vitest";
import {
  type CheckoutEntryInput,
  QUICK_CHECKOUT_URL,
  STANDARD_CHECKOUT_URL,
  checkoutEntry,
  precheckoutHref,
  servesCartPage,
} from "./checkout-entry";

const signedIn: CheckoutEntryInput = {
  signedIn: true,
  surface: "slide-in",
  cartType: null,
  returnPath: "/cc/api/precheckout?fromSlideIn=true",
  tenant: "dotcom",
};

describe("checkout entry", () => {
  it("sends a guest from the slide-in cart to sign in, in the drawer, coming back to the entry", () => {
    expect(checkoutEntry({ ...signedIn, signedIn: false })).toEqual({
      kind: "sign-in",
      surface: "drawer",
      loginUrl: "/office/supplies/login?jumpUrl=%2Fcc%2Fapi%2Fprecheckout%3FfromSlideIn%3Dtrue",
    });
  });

  it("uses the sign-in overlay from the add-to-cart overlay and the drawer from the cart page", () => {
    expect(checkoutEntry({ ...signedIn, signedIn: false, surface: "overlay" })).toMatchObject({ surface: "overlay" });
    expect(checkoutEntry({ ...signedIn, signedIn: false, surface: "cart" })).toMatchObject({ surface: "drawer" });
  });

  it("names the business site's return parameter TARGET", () => {
    const entry = checkoutEntry({ ...signedIn, signedIn: false, tenant: "advantage", returnPath: "/cc/api/precheckout" });
    expect(entry).toMatchObject({ loginUrl: "/office/supplies/login?TARGET=%2Fcc%2Fapi%2Fprecheckout" });
  });

  it("signs in first even for a quick-checkout cart", () => {
    expect(checkoutEntry({ ...signedIn, signedIn: false, cartType: "SPECIAL" }).kind).toBe("sign-in");
  });

  it("takes a quick-checkout cart to its cart page", () => {
    expect(checkoutEntry({ ...signedIn, cartType: "SPECIAL" })).toEqual({
      kind: "cart-page",
      url: "/cc/sparq/cart?viewcart=true",
    });
  });

  it("otherwise proceeds to the quick-checkout URL, falling back to the standard checkout", () => {
    expect(checkoutEntry(signedIn)).toEqual({ kind: "proceed", url: QUICK_CHECKOUT_URL, fallbackUrl: STANDARD_CHECKOUT_URL });
    expect(new URL(QUICK_CHECKOUT_URL, "http://x").pathname).toBe(STANDARD_CHECKOUT_URL);
  });

  it("marks the slide-in cart's entry", () => {
    expect(precheckoutHref("slide-in")).toBe("/cc/api/precheckout?fromSlideIn=true");
    expect(precheckoutHref("cart")).toBe("/cc/api/precheckout");
  });
});

describe("cart pages by tenant", () => {
  it("serves the quick-checkout cart on both sites and /cc/sba/cart on the business site only", () => {
    expect(servesCartPage("dotcom", "/cc/sparq/cart")).toBe(true);
    expect(servesCartPage("advantage", "/cc/sparq/cart")).toBe(true);
    expect(servesCartPage("advantage", "/cc/sba/cart")).toBe(true);
    expect(servesCartPage("dotcom", "/cc/sba/cart")).toBe(false);
    expect(servesCartPage("dotcom", "/CC/SBA/cart/")).toBe(false);
    expect(servesCartPage("dotcom", "/cart")).toBe(true);
  });
});

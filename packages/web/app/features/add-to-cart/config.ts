import { RECOMMENDATION_REQUEST_SIZE } from "@quire/domain";
import type { SurfaceOptions } from "./model/types";

// Which surface tells the shopper about an add, per tenant and page.
// Decision record: docs/decisions/009-add-to-cart-surfaces.md.

export interface TenantAddToCartConfig extends SurfaceOptions {
  /** the login page's parameter that carries the page to come back to after a 401 */
  loginReturnParam: "jumpUrl" | "TARGET";
}

const TENANTS: Record<string, TenantAddToCartConfig> = {
  // The consumer site shows the overlay, and the drawer when an added line carries a limit message.
  dotcom: { drawerEnabled: true, loginReturnParam: "jumpUrl" },
  // The business site sends every add straight to its cart page (/cc/mmx/cart?cartItemIds=…).
  advantage: { redirect: true, drawerEnabled: false, loginReturnParam: "TARGET" },
};

export const LOGIN_PATH = "/office/supplies/login";

/** How long a toast stays before it hides itself. */
export const TOAST_MS = 5000;

/** Recommendations asked for in the cart area (spec 9: 10 in cart flows). */
export const RECOMMENDATION_COUNT = RECOMMENDATION_REQUEST_SIZE.cart;

export function tenantAddToCartConfig(tenantId: string | undefined): TenantAddToCartConfig {
  return TENANTS[tenantId ?? "dotcom"] ?? TENANTS.dotcom!;
}

/**
 * The tenant's options, with the page's own: `?atcSurface=toast` turns on toast mode (a page or
 * campaign that must not cover the content), and a per-call option overrides both.
 */
export function surfaceOptionsFor(tenantId: string | undefined, search: string, perCall: SurfaceOptions = {}): SurfaceOptions {
  const { loginReturnParam: _ignored, ...tenant } = tenantAddToCartConfig(tenantId);
  const page: SurfaceOptions = new URLSearchParams(search).get("atcSurface") === "toast" ? { toast: true } : {};
  return { ...tenant, ...page, ...perCall };
}

/** The login URL after a 401, or null when this page was already redirected once (redirected=1). */
export function loginRedirectUrl(tenantId: string | undefined, location: { pathname: string; search: string }): string | null {
  const params = new URLSearchParams(location.search);
  if (params.get("redirected") === "1") return null;
  const { loginReturnParam } = tenantAddToCartConfig(tenantId);
  const back = `${location.pathname}${location.search}`;
  return `${LOGIN_PATH}?${loginReturnParam}=${encodeURIComponent(back)}&redirected=1`;
}

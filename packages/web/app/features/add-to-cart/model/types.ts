import type { CartView, CartViewItem } from "@quire/domain";

// The contract between the add-to-cart model (state, caches, sync) and its surfaces (overlay,
// drawer, toast, mini cart).

/** Where the shopper is told about an add. */
export type AddSurface = "redirect" | "overlay" | "drawer" | "toast";

/** Per tenant or page: which surfaces are allowed (docs/decisions/009-add-to-cart-surfaces.md). */
export interface SurfaceOptions {
  /** redirect to the cart after the add (also implied by buyNow, and by the advantage tenant's redirecting adds) */
  redirect?: boolean;
  buyNow?: boolean;
  /** show a toast instead of the overlay */
  toast?: boolean;
  /** the drawer is enabled: used when an added item carries a quantity-limit, exceeds-line-quantity or ERROR message */
  drawerEnabled?: boolean;
}

export interface AddToCartError {
  code: string;
  message: string;
}

/** The spec's overlay state: closed = overlay false, items empty, no toast, no spinner. */
export interface AddToCartState {
  overlayOpen: boolean;
  drawerOpen: boolean;
  toast: string | null;
  modalSpinner: boolean;
  drawerSpinner: boolean;
  /** the added lines from the server's answer */
  items: CartViewItem[];
  cart: CartView | null;
  error: { shown: boolean; data: AddToCartError | null };
  /** the button that opened a surface, so focus can return to it */
  openerId: string | null;
}

export type AddToCartAction =
  | { type: "ADD_STARTED"; spinner: "modal" | "drawer"; openerId: string | null }
  | { type: "ADD_SUCCEEDED"; surface: Exclude<AddSurface, "redirect">; cart: CartView; items: CartViewItem[]; toastText?: string }
  | { type: "ADD_FAILED"; error: AddToCartError }
  | { type: "ERROR_CLEARED" }
  | { type: "DRAWER_CLOSED" }
  | { type: "CLOSED" };

/** Messages on an added item that send it to the drawer. */
export const DRAWER_MESSAGE_CODES = ["QTY_LIMIT_ITEM", "QTY_LIMIT_EXCEEDED", "EXCEEDED_LIMIT", "EXCEEDS_MAX_LINE_QTY"] as const;

/** Timings of the mini cart and of removed lines, in milliseconds. */
export const TIMINGS = {
  miniCartToggleDelay: 2000,
  miniCartRemovalAnimation: 1000,
  deletedItemPurge: 5000,
} as const;

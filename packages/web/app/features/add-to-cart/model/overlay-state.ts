import type { CartViewItem } from "@quire/domain";
import type { AddToCartAction, AddToCartState } from "./types";

// The add-to-cart overlay / drawer / toast state: closed is no overlay, no items, no toast and
// no spinner. Pure: the surfaces hold it with useReducer and dispatch what happened.

const noError: AddToCartState["error"] = Object.freeze({ shown: false, data: null });

/**
 * Closed: overlay false, items empty, no toast, no spinner, nothing remembered. Frozen, so a
 * consumer that mutates it by mistake fails loudly instead of leaking into the next add.
 */
export const closedAddToCartState: AddToCartState = Object.freeze({
  overlayOpen: false,
  drawerOpen: false,
  toast: null,
  modalSpinner: false,
  drawerSpinner: false,
  items: Object.freeze([]) as readonly CartViewItem[] as CartViewItem[],
  cart: null,
  error: noError,
  openerId: null,
});

/** Shown when an add succeeds on the toast surface without a text of its own. */
export const DEFAULT_TOAST_TEXT = "Added to your cart.";

function isSurfaceOpen(state: AddToCartState): boolean {
  return state.overlayOpen || state.drawerOpen;
}

export function addToCartReducer(state: AddToCartState, action: AddToCartAction): AddToCartState {
  switch (action.type) {
    case "ADD_STARTED":
      return {
        ...state,
        modalSpinner: action.spinner === "modal" ? true : state.modalSpinner,
        drawerSpinner: action.spinner === "drawer" ? true : state.drawerSpinner,
        error: noError,
        // An add from inside an open surface (a recommendation tile) must not take over the
        // opener: focus goes back to the page button that opened the surface in the first place.
        openerId: isSurfaceOpen(state) && state.openerId !== null ? state.openerId : action.openerId,
      };
    case "ADD_SUCCEEDED":
      return {
        ...state,
        overlayOpen: action.surface === "overlay",
        drawerOpen: action.surface === "drawer",
        toast: action.surface === "toast" ? action.toastText || DEFAULT_TOAST_TEXT : null,
        modalSpinner: false,
        drawerSpinner: false,
        items: action.items,
        cart: action.cart,
        error: noError,
      };
    case "ADD_FAILED":
      // The surfaces stay as they are: an add from inside the drawer shows its error there.
      return {
        ...state,
        modalSpinner: false,
        drawerSpinner: false,
        error: { shown: true, data: action.error },
      };
    case "ERROR_CLEARED":
      return state.error.shown || state.error.data !== null ? { ...state, error: noError } : state;
    case "DRAWER_CLOSED":
      // Only the drawer: the added items and the opener stay so focus can return (CLOSED resets all).
      return { ...state, drawerOpen: false, drawerSpinner: false };
    case "CLOSED":
      return closedAddToCartState;
    default:
      // An action from a newer surface than this model: ignore rather than crash the page.
      return state;
  }
}

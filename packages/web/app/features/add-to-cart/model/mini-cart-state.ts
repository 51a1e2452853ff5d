import { quantityChange, type Breakpoint } from "@quire/domain";
import { TIMINGS } from "./types";

// The header mini cart flyout: open / closed, a spinner,
// notices per line and for the whole cart, lines being removed (the UI animates them for
// TIMINGS.miniCartRemovalAnimation before refreshing the cart) and the failure alert shown when
// an update or delete fails (the UI then scrolls to the top and clears the cart cache).

/** Spec section 8: a failed delete or update in the mini cart shows this generic message. */
export const MINI_CART_FAILURE_MESSAGE = "Something went wrong. Please try again.";

export interface MiniCartNotice {
  tone: "error" | "warning" | "info" | "success";
  text: string;
}

export interface MiniCartState {
  open: boolean;
  spinner: boolean;
  /** by cartItemId */
  itemNotices: Record<string, MiniCartNotice>;
  cartNotice: MiniCartNotice | null;
  /** cartItemIds whose removal is animating */
  removing: string[];
  failureAlert: string | null;
  /** kept across RESET: it describes the screen, not the cart */
  breakpoint: Breakpoint | null;
}

export type MiniCartAction =
  | { type: "OPEN" }
  | { type: "CLOSE" }
  | { type: "TOGGLE" }
  | { type: "SPINNER"; on: boolean }
  | { type: "ITEM_NOTICE"; cartItemId: string; notice: MiniCartNotice | null }
  | { type: "CART_NOTICE"; notice: MiniCartNotice | null }
  | { type: "REMOVE_STARTED"; cartItemId: string }
  | { type: "REMOVE_FINISHED"; cartItemId: string }
  | { type: "REQUEST_FAILED" }
  | { type: "FAILURE_DISMISSED" }
  | { type: "BREAKPOINT"; breakpoint: Breakpoint }
  /** the remove-cart action: everything back to the start except the breakpoint */
  | { type: "RESET" };

export const initialMiniCartState: MiniCartState = Object.freeze({
  open: false,
  spinner: false,
  itemNotices: Object.freeze({}) as Record<string, MiniCartNotice>,
  cartNotice: null,
  removing: Object.freeze([]) as readonly string[] as string[],
  failureAlert: null,
  breakpoint: null,
});

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!Object.hasOwn(record, key)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export function miniCartReducer(state: MiniCartState, action: MiniCartAction): MiniCartState {
  switch (action.type) {
    case "OPEN":
      return state.open ? state : { ...state, open: true };
    case "CLOSE":
      return state.open ? { ...state, open: false } : state;
    case "TOGGLE":
      return { ...state, open: !state.open };
    case "SPINNER":
      return state.spinner === action.on ? state : { ...state, spinner: action.on };
    case "ITEM_NOTICE":
      return {
        ...state,
        itemNotices: action.notice
          ? { ...state.itemNotices, [action.cartItemId]: action.notice }
          : withoutKey(state.itemNotices, action.cartItemId),
      };
    case "CART_NOTICE":
      return { ...state, cartNotice: action.notice };
    case "REMOVE_STARTED":
      return state.removing.includes(action.cartItemId)
        ? state
        : { ...state, removing: [...state.removing, action.cartItemId], failureAlert: null };
    case "REMOVE_FINISHED":
      return {
        ...state,
        removing: state.removing.filter((id) => id !== action.cartItemId),
        itemNotices: withoutKey(state.itemNotices, action.cartItemId),
      };
    case "REQUEST_FAILED":
      // Nothing is animating away any more: the lines stay, with the alert above them.
      return { ...state, spinner: false, removing: [], failureAlert: MINI_CART_FAILURE_MESSAGE };
    case "FAILURE_DISMISSED":
      return state.failureAlert === null ? state : { ...state, failureAlert: null };
    case "BREAKPOINT":
      return state.breakpoint === action.breakpoint ? state : { ...state, breakpoint: action.breakpoint };
    case "RESET":
      return { ...initialMiniCartState, breakpoint: state.breakpoint };
    default:
      return state;
  }
}

/**
 * Opens or closes the flyout: at once when there is no flyout element to
 * animate, else after delayMs (2000 by default). Returns a cancel, e.g. for an unmount or a
 * second toggle before the first ran.
 */
export function scheduleToggle(
  hasFlyoutElement: boolean,
  run: () => void,
  delayMs: number = TIMINGS.miniCartToggleDelay,
): () => void {
  if (!hasFlyoutElement) {
    run();
    return () => {};
  }
  const timer = setTimeout(run, Math.max(0, Number.isFinite(delayMs) ? delayMs : TIMINGS.miniCartToggleDelay));
  return () => clearTimeout(timer);
}

function wholeQuantity(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * How a mini cart change moved the cart's unit count (for analytics and the header count).
 * prevQty is the line's quantity before the change, qty after it. An edit raises or lowers by
 * the difference; a remove lowers by the line's full previous quantity.
 */
export function quantityDelta(
  kind: "edit" | "remove",
  prevQty: number,
  qty: number,
): { direction: "increase" | "decrease" | "none"; amount: number } {
  return quantityChange(kind === "edit" ? "EDIT_ITEM" : "DELETED_ITEM", wholeQuantity(prevQty), wholeQuantity(qty));
}

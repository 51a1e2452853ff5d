import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  initialMiniCartState,
  MINI_CART_FAILURE_MESSAGE,
  miniCartReducer,
  quantityDelta,
  scheduleToggle,
  type MiniCartAction,
  type MiniCartState,
} from "./mini-cart-state";
import { TIMINGS } from "./types";

function run(...actions: MiniCartAction[]): MiniCartState {
  return actions.reduce(miniCartReducer, initialMiniCartState);
}

const warning = { tone: "warning" as const, text: "You can order a maximum of 5." };

describe("miniCartReducer", () => {
  it("starts closed, idle and without notices", () => {
    expect(initialMiniCartState).toEqual({
      open: false,
      spinner: false,
      itemNotices: {},
      cartNotice: null,
      removing: [],
      failureAlert: null,
      breakpoint: null,
    });
    expect(Object.isFrozen(initialMiniCartState)).toBe(true);
  });

  it("opens, closes and toggles", () => {
    expect(run({ type: "OPEN" }).open).toBe(true);
    expect(run({ type: "OPEN" }, { type: "CLOSE" }).open).toBe(false);
    expect(run({ type: "TOGGLE" }).open).toBe(true);
    expect(run({ type: "TOGGLE" }, { type: "TOGGLE" }).open).toBe(false);
  });

  it("returns the same state for an open that changes nothing (no needless re-render)", () => {
    const open = run({ type: "OPEN" });
    expect(miniCartReducer(open, { type: "OPEN" })).toBe(open);
    expect(miniCartReducer(initialMiniCartState, { type: "CLOSE" })).toBe(initialMiniCartState);
  });

  it("shows and hides the spinner", () => {
    expect(run({ type: "SPINNER", on: true }).spinner).toBe(true);
    expect(run({ type: "SPINNER", on: true }, { type: "SPINNER", on: false }).spinner).toBe(false);
  });

  it("keeps one notice per line, replaced or cleared", () => {
    const info = { tone: "info" as const, text: "Quantity updated." };
    const s = run(
      { type: "ITEM_NOTICE", cartItemId: "a", notice: warning },
      { type: "ITEM_NOTICE", cartItemId: "b", notice: info },
      { type: "ITEM_NOTICE", cartItemId: "a", notice: info },
    );
    expect(s.itemNotices).toEqual({ a: info, b: info });
    const cleared = miniCartReducer(s, { type: "ITEM_NOTICE", cartItemId: "a", notice: null });
    expect(cleared.itemNotices).toEqual({ b: info });
    expect(Object.hasOwn(cleared.itemNotices, "a")).toBe(false);
  });

  it("keeps the notices object when clearing a notice that is not there", () => {
    const s = run({ type: "ITEM_NOTICE", cartItemId: "a", notice: warning });
    expect(miniCartReducer(s, { type: "ITEM_NOTICE", cartItemId: "zz", notice: null }).itemNotices).toBe(s.itemNotices);
  });

  it("sets and clears the cart-level notice", () => {
    const s = run({ type: "CART_NOTICE", notice: warning });
    expect(s.cartNotice).toEqual(warning);
    expect(miniCartReducer(s, { type: "CART_NOTICE", notice: null }).cartNotice).toBeNull();
  });

  it("marks lines as removing, each once, and unmarks them with their notice when done", () => {
    const s = run(
      { type: "ITEM_NOTICE", cartItemId: "a", notice: warning },
      { type: "REMOVE_STARTED", cartItemId: "a" },
      { type: "REMOVE_STARTED", cartItemId: "b" },
      { type: "REMOVE_STARTED", cartItemId: "a" },
    );
    expect(s.removing).toEqual(["a", "b"]);
    const done = miniCartReducer(s, { type: "REMOVE_FINISHED", cartItemId: "a" });
    expect(done.removing).toEqual(["b"]);
    expect(done.itemNotices).toEqual({});
  });

  it("a failure shows the generic alert, stops the spinner and the removals", () => {
    const s = run({ type: "SPINNER", on: true }, { type: "REMOVE_STARTED", cartItemId: "a" }, { type: "REQUEST_FAILED" });
    expect(s.failureAlert).toBe("Something went wrong. Please try again.");
    expect(s.failureAlert).toBe(MINI_CART_FAILURE_MESSAGE);
    expect(s.spinner).toBe(false);
    expect(s.removing).toEqual([]);
  });

  it("the alert goes when dismissed or when the shopper tries again", () => {
    const failed = run({ type: "REQUEST_FAILED" });
    expect(miniCartReducer(failed, { type: "FAILURE_DISMISSED" }).failureAlert).toBeNull();
    expect(miniCartReducer(failed, { type: "REMOVE_STARTED", cartItemId: "a" }).failureAlert).toBeNull();
    expect(miniCartReducer(initialMiniCartState, { type: "FAILURE_DISMISSED" })).toBe(initialMiniCartState);
  });

  it("records the breakpoint", () => {
    expect(run({ type: "BREAKPOINT", breakpoint: "xs" }).breakpoint).toBe("xs");
    const md = run({ type: "BREAKPOINT", breakpoint: "md" });
    expect(miniCartReducer(md, { type: "BREAKPOINT", breakpoint: "md" })).toBe(md);
  });

  it("RESET (the remove-cart action) resets everything except the breakpoint", () => {
    const busy = run(
      { type: "BREAKPOINT", breakpoint: "sm" },
      { type: "OPEN" },
      { type: "SPINNER", on: true },
      { type: "ITEM_NOTICE", cartItemId: "a", notice: warning },
      { type: "CART_NOTICE", notice: warning },
      { type: "REMOVE_STARTED", cartItemId: "a" },
      { type: "REQUEST_FAILED" },
    );
    expect(miniCartReducer(busy, { type: "RESET" })).toEqual({ ...initialMiniCartState, breakpoint: "sm" });
  });

  it("ignores an action it does not know", () => {
    const s = run({ type: "OPEN" });
    expect(miniCartReducer(s, { type: "NEW_THING" } as unknown as MiniCartAction)).toBe(s);
  });
});

describe("timed mini cart steps", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("toggles at once when there is no flyout element", () => {
    const toggle = vi.fn();
    const cancel = scheduleToggle(false, toggle);
    expect(toggle).toHaveBeenCalledTimes(1);
    cancel();
    vi.runAllTimers();
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it("waits 2000 ms by default when a flyout element is present", () => {
    const toggle = vi.fn();
    scheduleToggle(true, toggle);
    vi.advanceTimersByTime(TIMINGS.miniCartToggleDelay - 1);
    expect(toggle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(TIMINGS.miniCartToggleDelay).toBe(2000);
  });

  it("takes another delay when given one", () => {
    const toggle = vi.fn();
    scheduleToggle(true, toggle, 500);
    vi.advanceTimersByTime(499);
    expect(toggle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it("treats an unusable delay as the default and a negative one as none", () => {
    const nan = vi.fn();
    const negative = vi.fn();
    scheduleToggle(true, nan, Number.NaN);
    scheduleToggle(true, negative, -5);
    vi.advanceTimersByTime(0);
    expect(negative).toHaveBeenCalledTimes(1);
    expect(nan).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(nan).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled before it runs", () => {
    const toggle = vi.fn();
    const cancel = scheduleToggle(true, toggle);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(toggle).not.toHaveBeenCalled();
  });

  it("drives a removal: marked at once, refreshed after the 1000 ms animation", () => {
    let state = miniCartReducer(initialMiniCartState, { type: "REMOVE_STARTED", cartItemId: "a" });
    setTimeout(() => {
      state = miniCartReducer(state, { type: "REMOVE_FINISHED", cartItemId: "a" });
    }, TIMINGS.miniCartRemovalAnimation);
    vi.advanceTimersByTime(999);
    expect(state.removing).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(state.removing).toEqual([]);
    expect(TIMINGS.miniCartRemovalAnimation).toBe(1000);
  });
});

describe("quantityDelta", () => {
  it("an edit raises or lowers by the difference", () => {
    expect(quantityDelta("edit", 2, 5)).toEqual({ direction: "increase", amount: 3 });
    expect(quantityDelta("edit", 5, 2)).toEqual({ direction: "decrease", amount: 3 });
    expect(quantityDelta("edit", 4, 4)).toEqual({ direction: "none", amount: 0 });
  });

  it("a remove counts the line's full quantity", () => {
    expect(quantityDelta("remove", 3, 0)).toEqual({ direction: "decrease", amount: 3 });
    // the server's DELETED line keeps its quantity: still the full amount, not the difference
    expect(quantityDelta("remove", 3, 3)).toEqual({ direction: "decrease", amount: 3 });
    expect(quantityDelta("remove", 0, 0)).toEqual({ direction: "none", amount: 0 });
  });

  it("reads garbage quantities as 0 and fractions as whole units", () => {
    expect(quantityDelta("edit", Number.NaN, 2)).toEqual({ direction: "increase", amount: 2 });
    expect(quantityDelta("edit", 2, -4)).toEqual({ direction: "decrease", amount: 2 });
    expect(quantityDelta("edit", 1.9, 3.2)).toEqual({ direction: "increase", amount: 2 });
    expect(quantityDelta("remove", Number.POSITIVE_INFINITY, 0)).toEqual({ direction: "none", amount: 0 });
  });
});

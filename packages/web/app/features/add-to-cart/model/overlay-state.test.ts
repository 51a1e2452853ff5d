import { describe, expect, it } from "vitest";
import { addToCartReducer, closedAddToCartState, DEFAULT_TOAST_TEXT } from "./overlay-state";
import { cart, line } from "../../../lib/test-fixtures";
import type { AddToCartAction, AddToCartState } from "./types";

const added = [line({ itemId: "200", actioned: "ADD_ITEM" })];
const answer = cart(added);

function run(...actions: AddToCartAction[]): AddToCartState {
  return actions.reduce(addToCartReducer, closedAddToCartState);
}

describe("closedAddToCartState", () => {
  it("is the spec's closed state: overlay false, items empty, no toast, no spinner, nothing kept", () => {
    expect(closedAddToCartState).toEqual({
      overlayOpen: false,
      drawerOpen: false,
      toast: null,
      modalSpinner: false,
      drawerSpinner: false,
      items: [],
      cart: null,
      error: { shown: false, data: null },
      openerId: null,
    });
  });

  it("cannot be mutated by a careless consumer", () => {
    expect(Object.isFrozen(closedAddToCartState)).toBe(true);
    expect(Object.isFrozen(closedAddToCartState.items)).toBe(true);
    expect(Object.isFrozen(closedAddToCartState.error)).toBe(true);
  });
});

describe("ADD_STARTED", () => {
  it("turns on only the modal spinner for a modal add, and remembers the opener", () => {
    const s = run({ type: "ADD_STARTED", spinner: "modal", openerId: "btn-1" });
    expect(s.modalSpinner).toBe(true);
    expect(s.drawerSpinner).toBe(false);
    expect(s.openerId).toBe("btn-1");
    expect(s.overlayOpen).toBe(false);
  });

  it("turns on only the drawer spinner for a drawer add", () => {
    const s = run({ type: "ADD_STARTED", spinner: "drawer", openerId: null });
    expect(s.drawerSpinner).toBe(true);
    expect(s.modalSpinner).toBe(false);
  });

  it("clears an error shown by the previous add", () => {
    const s = run(
      { type: "ADD_FAILED", error: { code: "INVALID_QTY", message: "Qty of one the items is incorrect" } },
      { type: "ADD_STARTED", spinner: "modal", openerId: "btn-1" },
    );
    expect(s.error).toEqual({ shown: false, data: null });
  });

  it("keeps an open surface and its opener when the add comes from inside it (a recommendation tile)", () => {
    const s = run(
      { type: "ADD_STARTED", spinner: "modal", openerId: "page-button" },
      { type: "ADD_SUCCEEDED", surface: "overlay", cart: answer, items: added },
      { type: "ADD_STARTED", spinner: "modal", openerId: "tile-button" },
    );
    expect(s.overlayOpen).toBe(true);
    expect(s.items).toBe(added);
    expect(s.modalSpinner).toBe(true);
    expect(s.openerId).toBe("page-button");
  });

  it("takes the new opener when no surface is open", () => {
    const s = run(
      { type: "ADD_STARTED", spinner: "modal", openerId: "first" },
      { type: "ADD_SUCCEEDED", surface: "toast", cart: answer, items: added },
      { type: "ADD_STARTED", spinner: "modal", openerId: "second" },
    );
    expect(s.openerId).toBe("second");
  });
});

describe("ADD_SUCCEEDED", () => {
  const started = addToCartReducer(
    addToCartReducer(closedAddToCartState, { type: "ADD_STARTED", spinner: "modal", openerId: "b" }),
    { type: "ADD_STARTED", spinner: "drawer", openerId: "b" },
  );

  it("opens the overlay with the added items and the cart, spinners off", () => {
    const s = addToCartReducer(started, { type: "ADD_SUCCEEDED", surface: "overlay", cart: answer, items: added });
    expect(s).toMatchObject({ overlayOpen: true, drawerOpen: false, toast: null, modalSpinner: false, drawerSpinner: false });
    expect(s.items).toBe(added);
    expect(s.cart).toBe(answer);
    expect(s.openerId).toBe("b");
  });

  it("opens the drawer (and not the overlay)", () => {
    const s = addToCartReducer(started, { type: "ADD_SUCCEEDED", surface: "drawer", cart: answer, items: added });
    expect(s).toMatchObject({ overlayOpen: false, drawerOpen: true, toast: null, modalSpinner: false, drawerSpinner: false });
  });

  it("switches from the overlay to the drawer when a later add needs it", () => {
    const s = run(
      { type: "ADD_SUCCEEDED", surface: "overlay", cart: answer, items: added },
      { type: "ADD_SUCCEEDED", surface: "drawer", cart: answer, items: added },
    );
    expect(s.overlayOpen).toBe(false);
    expect(s.drawerOpen).toBe(true);
  });

  it("shows the toast text, with no overlay or drawer", () => {
    const s = addToCartReducer(started, {
      type: "ADD_SUCCEEDED",
      surface: "toast",
      cart: answer,
      items: added,
      toastText: "Added 2 to your cart.",
    });
    expect(s).toMatchObject({ overlayOpen: false, drawerOpen: false, toast: "Added 2 to your cart.", modalSpinner: false });
  });

  it("falls back to a default toast text when none (or an empty one) is given", () => {
    expect(run({ type: "ADD_SUCCEEDED", surface: "toast", cart: answer, items: added }).toast).toBe(DEFAULT_TOAST_TEXT);
    expect(run({ type: "ADD_SUCCEEDED", surface: "toast", cart: answer, items: added, toastText: "" }).toast).toBe(
      DEFAULT_TOAST_TEXT,
    );
  });

  it("clears a toast left by an earlier add when the overlay opens", () => {
    const s = run(
      { type: "ADD_SUCCEEDED", surface: "toast", cart: answer, items: added, toastText: "x" },
      { type: "ADD_SUCCEEDED", surface: "overlay", cart: answer, items: added },
    );
    expect(s.toast).toBeNull();
  });

  it("clears any error", () => {
    const s = run(
      { type: "ADD_FAILED", error: { code: "X", message: "x" } },
      { type: "ADD_SUCCEEDED", surface: "overlay", cart: answer, items: added },
    );
    expect(s.error).toEqual({ shown: false, data: null });
  });
});

describe("ADD_FAILED and ERROR_CLEARED", () => {
  const error = { code: "INVALID_ITEMS", message: "Items not passed" };

  it("shows the error with the server's data and hides both spinners", () => {
    const s = run(
      { type: "ADD_STARTED", spinner: "modal", openerId: "b" },
      { type: "ADD_STARTED", spinner: "drawer", openerId: "b" },
      { type: "ADD_FAILED", error },
    );
    expect(s.error).toEqual({ shown: true, data: error });
    expect(s.modalSpinner).toBe(false);
    expect(s.drawerSpinner).toBe(false);
  });

  it("leaves an open drawer open, so the error shows where the shopper is", () => {
    const s = run(
      { type: "ADD_SUCCEEDED", surface: "drawer", cart: answer, items: added },
      { type: "ADD_STARTED", spinner: "drawer", openerId: null },
      { type: "ADD_FAILED", error },
    );
    expect(s.drawerOpen).toBe(true);
    expect(s.items).toBe(added);
  });

  it("ERROR_CLEARED hides the error and forgets its data", () => {
    const s = run({ type: "ADD_FAILED", error }, { type: "ERROR_CLEARED" });
    expect(s.error).toEqual({ shown: false, data: null });
  });

  it("ERROR_CLEARED without an error returns the same state", () => {
    const s = run({ type: "ADD_SUCCEEDED", surface: "overlay", cart: answer, items: added });
    expect(addToCartReducer(s, { type: "ERROR_CLEARED" })).toBe(s);
  });
});

describe("DRAWER_CLOSED and CLOSED", () => {
  it("DRAWER_CLOSED closes the drawer and its spinner, keeping the items and opener for focus return", () => {
    const s = run(
      { type: "ADD_STARTED", spinner: "modal", openerId: "b" },
      { type: "ADD_SUCCEEDED", surface: "drawer", cart: answer, items: added },
      { type: "ADD_STARTED", spinner: "drawer", openerId: null },
      { type: "DRAWER_CLOSED" },
    );
    expect(s.drawerOpen).toBe(false);
    expect(s.drawerSpinner).toBe(false);
    expect(s.items).toBe(added);
    expect(s.openerId).toBe("b");
  });

  it("DRAWER_CLOSED leaves an open overlay alone", () => {
    const s = run({ type: "ADD_SUCCEEDED", surface: "overlay", cart: answer, items: added }, { type: "DRAWER_CLOSED" });
    expect(s.overlayOpen).toBe(true);
  });

  it("CLOSED resets to the closed state from anywhere, keeping nothing", () => {
    const busy = run(
      { type: "ADD_STARTED", spinner: "modal", openerId: "b" },
      { type: "ADD_SUCCEEDED", surface: "toast", cart: answer, items: added, toastText: "t" },
      { type: "ADD_STARTED", spinner: "drawer", openerId: "c" },
      { type: "ADD_FAILED", error: { code: "X", message: "x" } },
    );
    expect(addToCartReducer(busy, { type: "CLOSED" })).toEqual(closedAddToCartState);
    expect(addToCartReducer(busy, { type: "CLOSED" }).openerId).toBeNull();
  });

  it("ignores an action it does not know", () => {
    const s = run({ type: "ADD_SUCCEEDED", surface: "overlay", cart: answer, items: added });
    expect(addToCartReducer(s, { type: "SOMETHING_NEW" } as unknown as AddToCartAction)).toBe(s);
  });

  it("never mutates the state it is given", () => {
    const before = structuredClone(closedAddToCartState);
    run(
      { type: "ADD_STARTED", spinner: "modal", openerId: "b" },
      { type: "ADD_SUCCEEDED", surface: "drawer", cart: answer, items: added },
      { type: "ADD_FAILED", error: { code: "X", message: "x" } },
      { type: "DRAWER_CLOSED" },
      { type: "CLOSED" },
    );
    expect(closedAddToCartState).toEqual(before);
  });
});

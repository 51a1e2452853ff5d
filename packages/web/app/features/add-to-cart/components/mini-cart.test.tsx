import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeCachedCart } from "../../../lib/cart-cache";
import { cart, line } from "../../../lib/test-fixtures";
import { MiniCart } from "./mini-cart";
// Loaded up front so the lazy flyout resolves at once under fake timers.
import "./mini-cart-dialog";

const pens = line({
  itemId: "200",
  cartItemId: "line-200",
  qty: 2,
  product: { partNumber: "200", name: "Blue pens", images: { standard: null }, brandName: null },
});

// The cart route as the flyout meets it: its loader is where the cart is read, its action where
// the flyout's changes go (the same forms as the cart page's).
let shownCart = cart([pens]);
let loads = 0;
let posts: Array<Record<string, FormDataEntryValue>> = [];

async function renderMiniCart(props: { toggleDelayMs?: number } = {}) {
  const router = createMemoryRouter([
    { path: "/", element: <MiniCart cartPath="/cart" count={2} {...props} /> },
    {
      path: "/cart",
      loader: () => {
        loads++;
        return { cart: shownCart };
      },
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData());
        posts.push(form);
        shownCart = form.intent === "remove" ? cart([]) : cart([{ ...pens, qty: Number(form.qty) }]);
        return { answer: { intent: form.intent, target: form.cartItemId, cart: shownCart } };
      },
    },
  ]);
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return screen.getByRole("button", { name: "Cart, 2 items" });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const flyout = () => screen.queryByRole("dialog", { name: /^Your cart/ });

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  shownCart = cart([pens]);
  loads = 0;
  posts = [];
  // The flyout's recommendations ask the server too: nothing to recommend here.
  vi.stubGlobal("fetch", () => Promise.resolve(Response.json([])));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("MiniCart hover intent", () => {
  it("opens 2000 ms after the pointer rests on the button, not before", async () => {
    const button = await renderMiniCart();
    fireEvent.pointerEnter(button, { pointerType: "mouse" });
    await advance(1999);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(flyout()).toBeNull();
    await advance(1);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(flyout()).not.toBeNull();
    // a hover-opened flyout leaves the focus where it was
    expect(document.activeElement).not.toBe(flyout());
  });

  it("does not open when the pointer leaves before the delay", async () => {
    const button = await renderMiniCart();
    fireEvent.pointerEnter(button, { pointerType: "mouse" });
    await advance(1500);
    fireEvent.pointerLeave(button, { pointerType: "mouse" });
    await advance(5000);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(flyout()).toBeNull();
  });

  it("closes 2000 ms after the pointer leaves, and stays open when it comes back onto the flyout", async () => {
    const button = await renderMiniCart();
    fireEvent.pointerEnter(button, { pointerType: "mouse" });
    await advance(2000);
    expect(flyout()).not.toBeNull();

    fireEvent.pointerLeave(button, { pointerType: "mouse" });
    await advance(1000);
    fireEvent.pointerEnter(flyout()!, { pointerType: "mouse" });
    await advance(3000);
    expect(flyout()).not.toBeNull();

    fireEvent.pointerLeave(flyout()!, { pointerType: "mouse" });
    await advance(1999);
    expect(flyout()).not.toBeNull();
    await advance(1);
    expect(flyout()).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("the delay is a prop", async () => {
    const button = await renderMiniCart({ toggleDelayMs: 500 });
    fireEvent.pointerEnter(button, { pointerType: "mouse" });
    await advance(499);
    expect(flyout()).toBeNull();
    await advance(1);
    expect(flyout()).not.toBeNull();
  });

  it("a click toggles at once, and leaving does not close a clicked-open flyout", async () => {
    const button = await renderMiniCart();
    fireEvent.pointerEnter(button, { pointerType: "mouse" });
    fireEvent.click(button);
    await advance(0);
    expect(flyout()).not.toBeNull();
    fireEvent.pointerLeave(button, { pointerType: "mouse" });
    await advance(5000);
    expect(flyout()).not.toBeNull();
    fireEvent.click(button);
    await advance(0);
    expect(flyout()).toBeNull();
  });

  it("a touch does not start the hover delay", async () => {
    const button = await renderMiniCart();
    fireEvent.pointerEnter(button, { pointerType: "touch" });
    await advance(5000);
    expect(flyout()).toBeNull();
  });
});

describe("MiniCart changes", () => {
  it("reports a raised quantity and a removal in a polite status region", async () => {
    const button = await renderMiniCart();
    fireEvent.click(button);
    await advance(0);
    const dialog = flyout()!;
    await advance(10);
    const pensLine = within(dialog).getByRole("listitem", { name: "Blue pens" });

    fireEvent.click(within(pensLine).getByRole("button", { name: "Increase quantity of Blue pens" }));
    await advance(10);
    const live = () =>
      within(dialog)
        .getAllByRole("status")
        .find((el) => el.getAttribute("aria-live") === "polite");
    expect(live()?.textContent).toBe("Quantity raised by 1.");

    fireEvent.click(within(dialog).getByRole("button", { name: "Remove Blue pens" }));
    await advance(0);
    expect(within(dialog).getByText("Removing…")).toBeTruthy();
    await advance(1000);
    expect(live()?.textContent).toBe("Removed 3 items.");
    expect(within(dialog).queryByRole("listitem", { name: "Blue pens" })).toBeNull();
    // both went to the cart route's action as its forms, asking for data back
    expect(posts.map((p) => [p.intent, p.cartItemId, p.qty ?? null, p.respond])).toEqual([
      ["update-quantity", "line-200", "3", "data"],
      ["remove", "line-200", null, "data"],
    ]);
  });
});

describe("MiniCart cart cache", () => {
  it("shows a fresh cached cart that agrees with the header count without asking the server", async () => {
    writeCachedCart(cart([pens]), Date.now(), "set", "/");
    const button = await renderMiniCart();
    fireEvent.click(button);
    await advance(0);
    expect(within(flyout() as HTMLElement).getByText("Blue pens")).toBeTruthy();
    expect(loads).toBe(0);
  });

  it("asks the server when the cached copy has expired", async () => {
    writeCachedCart(cart([pens]), Date.now() - 16 * 60_000, "set", "/");
    const button = await renderMiniCart();
    fireEvent.click(button);
    await advance(10);
    expect(loads).toBe(1);
    expect(within(flyout() as HTMLElement).getByText("Blue pens")).toBeTruthy();
  });
});

import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RootData } from "../../../lib/root-data";
import { CheckoutLink } from "./checkout-link";
// Loaded up front so the lazy drawer resolves at once.
import "./login-drawer";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderWithSession(isLoggedIn: boolean) {
  const rootData = { tenant: { id: "dotcom" }, session: { isLoggedIn } } as unknown as RootData;
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => rootData,
        element: (
          <>
            <CheckoutLink className="button" />
            <Where />
          </>
        ),
      },
      { path: "/checkout", element: <Where /> },
    ],
    { initialEntries: ["/"], hydrationData: { loaderData: { root: rootData } } },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response("{}", { status: 200 }))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CheckoutLink", () => {
  it("a guest gets the sign-in drawer instead of checkout, with the way on as a guest", async () => {
    await renderWithSession(false);
    fireEvent.click(screen.getByRole("link", { name: "Checkout" }));
    await act(async () => {});
    const drawer = await screen.findByRole("dialog", { name: "Sign in to check out" });
    expect(within(drawer).getByRole("textbox", { name: "Email" })).toBeTruthy();
    expect(within(drawer).getByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(within(drawer).queryByRole("link", { name: "Continue as guest" })).toBeNull();
    expect(within(drawer).getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/office/supplies/create-account?jumpUrl=%2Fcheckout",
    );
    expect(screen.getByTestId("where").textContent).toBe("/");
  });

  it("a signed-in shopper goes straight to checkout", async () => {
    await renderWithSession(true);
    fireEvent.click(screen.getByRole("link", { name: "Checkout" }));
    await act(async () => {});
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("where").textContent).toBe("/checkout");
  });

  it("sends a signed-in shopper's second press, while the first is on its way, nowhere (proceedCheckoutDone)", async () => {
    await renderWithSession(true);
    // the link mounting ends any proceed left from before
    expect(localStorage.getItem("proceedCheckoutDone")).toBeNull();
    const link = screen.getByRole("link", { name: "Checkout" });
    // the first press's page is still loading (another tab, or the checkout entry's redirect)
    localStorage.setItem("proceedCheckoutDone", String(Date.now()));
    const repeat = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(repeat);
    await act(async () => {});
    expect(repeat.defaultPrevented).toBe(true);
    expect(screen.getByTestId("where").textContent).toBe("/");
    localStorage.removeItem("proceedCheckoutDone");
    fireEvent.click(link);
    await act(async () => {});
    expect(screen.getByTestId("where").textContent).toBe("/checkout");
    expect(Number(localStorage.getItem("proceedCheckoutDone"))).toBeGreaterThan(0);
  });
});

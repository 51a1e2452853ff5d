import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DefaultDomainProvider } from "../../../ui/nav-item-link";
import { navItem } from "../test-fixtures";
import { SiteFooter } from "./site-footer";

// The footer's "Check a gift card balance" (actionType drawer:gift-card-balance): a link to the
// balance page, which once the page is interactive opens the balance drawer and asks the store's
// balance call in place.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const balanceItem = navItem({
  id: "gift-balance",
  slot: "footerColumn",
  group: "Shop",
  headliner: "Check a gift card balance",
  destinationURL: "javascript:void(0)",
  actionType: "drawer:gift-card-balance",
});

async function renderFooter() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <DefaultDomainProvider value="quire.test">
          <SiteFooter tenant={undefined} footer={{ items: [balanceItem] }} />
        </DefaultDomainProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("gift card balance check", () => {
  it("is a link to the balance page that opens the drawer, answers in words and closes with Escape", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { giftCardNumber: string; pin: string };
      return body.pin === "1234"
        ? answer(200, { data: { type: "GIFT_CARD", last4: "0019", balanceCents: 2_500 } })
        : answer(400, {
            code: "GIFT_CARD_D39",
            message: "The PIN does not match this card. Please check it and try again.",
            fields: { giftCardNumber: "The PIN does not match this card. Please check it and try again." },
          });
    });
    vi.stubGlobal("fetch", fetchMock);
    await renderFooter();
    const link = screen.getByRole("link", { name: "Check a gift card balance" });
    expect(link.getAttribute("href")).toBe("/gift-cards/balance");
    expect(link.getAttribute("aria-haspopup")).toBe("dialog");

    fireEvent.click(link);
    const dialog = await screen.findByRole("dialog", { name: "Check a gift card balance" });
    const number = within(dialog).getByRole("textbox", { name: "Gift card number" });
    await waitFor(() => expect(document.activeElement).toBe(number));

    fireEvent.change(number, { target: { value: "6006 4910 0000 0019" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "PIN" }), { target: { value: "0000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check balance" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toContain(
        "The PIN does not match this card. Please check it and try again.",
      ),
    );
    expect(number.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(within(dialog).getByRole("textbox", { name: "PIN" }), { target: { value: "1234" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check balance" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("status").textContent).toBe("Gift card ending in 0019 has a balance of $25.00."),
    );
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/cc/api/payment/giftcard/balance",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ giftCardNumber: "6006 4910 0000 0019", pin: "1234" }) }),
    );

    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(link);
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DefaultDomainProvider } from "../../../ui/nav-item-link";
import { navItem } from "../test-fixtures";
import { SiteFooter } from "./site-footer";

// The footer's "Check a gift card balance" (actionType drawer:gift-card-balance): a link to the
// balance page, which once the page is interactive opens the balance drawer and posts the page's
// form to the page's action in place.

afterEach(() => {
  cleanup();
});

const balanceItem = navItem({
  id: "gift-balance",
  slot: "footerColumn",
  group: "Shop",
  headliner: "Check a gift card balance",
  destinationURL: "javascript:void(0)",
  actionType: "drawer:gift-card-balance",
});

/** What the drawer posted to the balance page's action, and the page's loader reads. */
let posted: Record<string, FormDataEntryValue>[] = [];
let loads = 0;

async function renderFooter(check: (form: Record<string, FormDataEntryValue>) => unknown) {
  posted = [];
  loads = 0;
  const router = createMemoryRouter([
    {
      path: "/gift-cards/balance",
      action: async ({ request }) => {
        const form = Object.fromEntries(await request.formData());
        posted.push(form);
        return check(form);
      },
    },
    {
      id: "root",
      path: "/",
      loader: () => {
        loads += 1;
        return { csrfToken: "form-token" };
      },
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

describe("gift card balance check", () => {
  it("is a link to the balance page that opens the drawer, answers in words and closes with Escape", async () => {
    const refusal = "The PIN does not match this card. Please check it and try again.";
    await renderFooter((form) =>
      form.pin === "1234"
        ? { answer: { ok: true, type: "GIFT_CARD", last4: "0019", balanceCents: 2_500 } }
        : data({ answer: { ok: false, message: refusal, fields: { giftCardNumber: refusal } } }, { status: 400 }),
    );
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
    // the balance page's form, asking for the answer alone; a check changes nothing the page's loaders read
    expect(posted.at(-1)).toEqual({ csrf: "form-token", giftCardNumber: "6006 4910 0000 0019", pin: "1234", respond: "data" });
    expect(loads).toBe(1);

    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(link);
  });
});

import type { QuickOrderAnswer } from "@quire/domain";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { Form, RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { QuickOrderForm } from "./quick-order-form";

// The quick-order form as the page renders it: a plain form posted to the page's action, its
// answer read out line by line (a live region: an alert when a line needs fixing).

afterEach(cleanup);

const line = (n: number, fields: Partial<QuickOrderAnswer["lines"][number]>): QuickOrderAnswer["lines"][number] => ({
  lineNumber: n,
  lineNumbers: [n],
  text: `10000${n}, 1`,
  item: `10000${n}`,
  itemId: `10000${n}`,
  customerSku: null,
  name: `Item ${n}`,
  qty: 1,
  status: "ok",
  code: null,
  message: null,
  ...fields,
});

async function renderForm(answer: QuickOrderAnswer | null, error: string | null = null) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <QuickOrderForm
          FormElement={Form}
          idPrefix="t"
          answer={answer}
          error={error}
          text="100001, 1"
          cartPath="/cc/mmx/cart"
          headingLevel={2}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

describe("QuickOrderForm", () => {
  it("posts the text to the quick-order page with a check and an add button", async () => {
    await renderForm(null);
    const text = screen.getByRole("textbox", { name: "Item numbers and quantities" });
    expect(text).toHaveProperty("name", "text");
    expect(text.closest("form")?.getAttribute("action")).toBe("/cc/mmx/quick-order");
    expect(screen.getByRole("button", { name: "Check items" })).toHaveProperty("value", "check");
    expect(screen.getByRole("button", { name: "Add to cart" })).toHaveProperty("value", "add");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("reads out the lines to fix as an alert, with their line numbers and messages", async () => {
    await renderForm({
      validateOnly: true,
      lines: [
        line(1, { lineNumbers: [1, 3], qty: 4, customerSku: "NW-PAPER-01" }),
        line(2, {
          itemId: null,
          name: null,
          text: "999, 1",
          status: "error",
          code: "UNKNOWN_ITEM",
          message: "We couldn't find item 999.",
        }),
      ],
      okCount: 1,
      errorCount: 1,
      addedQty: 0,
      cartItemCount: 0,
      cartItemIds: [],
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("1 item is ready to add. 1 line needs fixing.");
    const [toFix, ready] = within(alert).getAllByRole("list");
    expect(toFix!.textContent).toBe("Line 2: 999, 1 — We couldn't find item 999.");
    expect(ready!.textContent).toBe("Lines 1, 3: Item 1 (item 100001, your number NW-PAPER-01), qty 4");
    expect(within(alert).queryByRole("link")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Lines to fix" })).toBeTruthy();
  });

  it("confirms an add with a link to the cart marking the added lines", async () => {
    await renderForm({
      validateOnly: false,
      lines: [line(1, { qty: 2 })],
      okCount: 1,
      errorCount: 0,
      addedQty: 2,
      cartItemCount: 7,
      cartItemIds: ["a", "b"],
    });
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Added 1 item (2 units) to your cart.");
    expect(within(status).getByRole("link", { name: "View cart (7 items)" }).getAttribute("href")).toBe(
      "/cc/mmx/cart?cartItemIds=a,b",
    );
  });

  it("shows a refusal of the whole text on the field", async () => {
    await renderForm(null, "Enter at least one item number and quantity, one a line.");
    const text = screen.getByRole("textbox", { name: "Item numbers and quantities" });
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(text.getAttribute("aria-describedby")).toContain("t-text-error");
    expect(document.getElementById("t-text-error")?.textContent).toBe("Enter at least one item number and quantity, one a line.");
  });
});

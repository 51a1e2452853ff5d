import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type ActionFunctionArgs, Outlet, RouterProvider, createMemoryRouter, data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { cart, line } from "../../../lib/test-fixtures";
import { AddToCartForm } from "./add-to-cart-form";
import { AddToCartProvider } from "./add-to-cart-provider";

// With JavaScript, an add is the product form's own fields sent to the cart route's action (the
// post a page makes without it), and what the action answers is what the shopper is told.

const ITEM = "100072";

function renderProductPage(cartAction: (form: FormData) => unknown, search = "") {
  const posted: FormData[] = [];
  const router = createMemoryRouter(
    [
      {
        id: "root",
        loader: () => ({ csrfToken: "form-token", tenant: { id: "dotcom", cartPath: "/cart" } }),
        HydrateFallback: () => null,
        element: (
          <AddToCartProvider tenantId="dotcom" cartPath="/cart">
            <Outlet />
          </AddToCartProvider>
        ),
        children: [
          {
            path: "/pencils_100072",
            element: <AddToCartForm itemId={ITEM} canAdd ctaText="Add to cart" quantityLimit={null} />,
          },
          {
            path: "/cart",
            action: async ({ request }: ActionFunctionArgs) => {
              const form = await request.formData();
              posted.push(form);
              return cartAction(form);
            },
          },
        ],
      },
    ],
    { initialEntries: [`/pencils_100072${search}`] },
  );
  render(<RouterProvider router={router} />);
  return posted;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("AddToCartProvider", () => {
  it("posts the add's fields to the cart route's action and says what was added", async () => {
    const added = cart([line({ itemId: ITEM, cartItemId: "line-1", qty: 2, qtyAdded: 2, actioned: "ADD_ITEM" })]);
    const posted = renderProductPage(
      () => ({ answer: { intent: "add", target: ITEM, cart: added, cartItemIds: ["line-1"], ctxToken: "ctx-1" } }),
      "?atcSurface=toast",
    );
    fireEvent.change(await screen.findByRole("textbox", { name: "Quantity" }), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));

    // the toast: a polite status
    expect((await screen.findByText("Added 2 to your cart.")).closest('[role="status"]')).not.toBeNull();
    expect(posted).toHaveLength(1);
    const form = posted[0]!;
    expect([form.get("intent"), form.get("itemId"), form.get("qty")]).toEqual(["add", ITEM, "2"]);
    expect([form.get("csrf"), form.get("respond")]).toEqual(["form-token", "data"]);
    expect(localStorage.getItem("ctx-token")).toBe("ctx-1");
  });

  it("shows a refused add's words next to the button", async () => {
    const message = "We couldn't find this item.";
    renderProductPage(() =>
      data({ refusal: { intent: "add", target: ITEM, code: "INVALID_ITEM", message, status: 400 } }, { status: 400 }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Add to cart" }));

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
    expect(screen.getByRole("textbox", { name: "Quantity" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "Add to cart" }).getAttribute("aria-disabled")).toBeNull();
  });
});

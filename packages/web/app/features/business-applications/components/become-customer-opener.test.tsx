import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Outlet, RouterProvider, createMemoryRouter, redirect, useSearchParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BecomeCustomerOpener } from "./become-customer-opener";

// "Open a business account" once the page is interactive: it opens the become-customer drawer with
// the page's form, posted to the page's own action; a refusal comes back into the drawer beside its
// field, and an application goes on to the thank-you page, where the drawer closes.

afterEach(cleanup);

const REFUSAL = "Enter your company name.";

function BecomeCustomerPage() {
  const [params] = useSearchParams();
  return params.get("submitted") ? <h1>Thank you for applying</h1> : <h1>Open a business account</h1>;
}

async function renderSite() {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <>
          <main>
            <Outlet />
          </main>
          <footer>
            <BecomeCustomerOpener text="Open a business account" />
          </footer>
        </>
      ),
      children: [
        { index: true, element: <h1>Home</h1> },
        {
          path: "account/become-customer",
          loader: () => ({ applicant: { kind: "PROSPECT", email: null, firstName: null, lastName: null } }),
          action: async ({ request }) => {
            const form = await request.formData();
            const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
            if (!values.companyName) return { values, refusal: { message: REFUSAL, fields: { companyName: REFUSAL } } };
            return redirect("/account/become-customer?submitted=BA-ABCDEFGH");
          },
          element: <BecomeCustomerPage />,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return router;
}

describe("the footer's Open a business account", () => {
  it("opens the drawer on its first field, shows a refusal beside it, and closes on the thank-you page", async () => {
    const router = await renderSite();
    const opener = screen.getByRole("link", { name: "Open a business account" });
    expect(opener.getAttribute("href")).toBe("/account/become-customer");
    expect(opener.getAttribute("aria-haspopup")).toBe("dialog");

    fireEvent.click(opener);
    const drawer = await screen.findByRole("dialog", { name: "Open a business account" });
    const company = await within(drawer).findByLabelText("Company name");
    await waitFor(() => expect(document.activeElement).toBe(company));
    expect(router.state.location.pathname).toBe("/");

    fireEvent.click(within(drawer).getByRole("button", { name: "Apply for a business account" }));
    await waitFor(() => expect(within(drawer).getByRole("alert").textContent).toContain(REFUSAL));
    expect(within(drawer).getByLabelText("Company name").getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(within(drawer).getByLabelText("Company name"), { target: { value: "Harbor Dental" } });
    fireEvent.click(within(drawer).getByRole("button", { name: "Apply for a business account" }));
    await screen.findByRole("heading", { level: 1, name: "Thank you for applying" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

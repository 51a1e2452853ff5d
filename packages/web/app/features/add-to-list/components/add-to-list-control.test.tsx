import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AddToListAnswer, AddToListPageData } from "../../../lib/add-to-list-form";
import { StatusToastRegion } from "../../../ui/status-toast";
import { AddToListControl } from "./add-to-list-control";

// "Add to list" once the page is interactive (decision 035): the modal loads the /lists/add
// page's loader, posts to its action, shows a refusal on its field, and on success closes, gives
// the focus back to the control and says where the item went in the page's toast.

const page: AddToListPageData = {
  tenant: "dotcom",
  signedIn: true,
  item: { itemId: "101407", name: "HP Paper", imageUrl: null, itemUrl: "/hp-paper_101407" },
  qty: 2,
  returnTo: "/c/paper",
  lists: [{ id: "l1", name: "Office", accessLevel: "PERSONAL", itemCount: 3 }],
  allowedAccessLevel: ["PERSONAL"],
  listsError: null,
  signInHref: "/office/supplies/login",
  listsHref: "/kuber/viewList?tid=US",
};

function renderControl(answer: (form: FormData) => AddToListAnswer) {
  const posted: FormData[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/c/paper",
        element: (
          <>
            <AddToListControl itemId="101407" itemUrl="/hp-paper_101407" qty={2} itemName="HP Paper" />
            <StatusToastRegion />
          </>
        ),
      },
      {
        path: "/lists/add",
        loader: () => page,
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(form);
          return answer(form);
        },
      },
    ],
    { initialEntries: ["/c/paper"] },
  );
  render(<RouterProvider router={router} />);
  return { posted, router };
}

afterEach(cleanup);

describe("Add to list", () => {
  it("links to the add-to-list page with the item, its quantity and the way back", () => {
    renderControl(() => ({ ok: true, intent: "add", message: "", lists: [], returnTo: null }));
    expect(screen.getByRole("link", { name: "Add to list: HP Paper" }).getAttribute("href")).toBe(
      "/lists/add?itemId=101407&itemUrl=%2Fhp-paper_101407&qty=2&returnTo=%2Fc%2Fpaper",
    );
  });

  it("opens the modal, shows a refusal on its field, then closes on success with a toast", async () => {
    const answers = vi
      .fn<(form: FormData) => AddToListAnswer>()
      .mockReturnValueOnce({
        ok: false,
        intent: "add",
        message: "Choose a list or name a new one",
        fields: { name: "Choose a list or name a new one" },
        values: { name: "", qty: "2", listIds: [], accessLevel: "PERSONAL" },
      })
      .mockReturnValueOnce({
        ok: true,
        intent: "add",
        message: "Added to Office",
        lists: [{ id: "l1", name: "Office", href: "/kuber/viewList?tid=US&listId=l1" }],
        returnTo: "/c/paper",
      });
    const { posted, router } = renderControl(answers);
    const control = screen.getByRole("link", { name: "Add to list: HP Paper" });
    fireEvent.click(control);
    const modal = await screen.findByRole("dialog", { name: "Add to list" }, { timeout: 5000 });
    const quantity = await within(modal).findByRole("textbox", { name: "Quantity" });
    expect((quantity as HTMLInputElement).value).toBe("2");
    expect(router.state.location.pathname).toBe("/c/paper");

    fireEvent.click(within(modal).getByRole("button", { name: "Add to list" }));
    await waitFor(() =>
      expect(
        within(modal)
          .getByRole("textbox", { name: /Or create a new list/ })
          .getAttribute("aria-describedby"),
      ).toBeTruthy(),
    );
    expect(within(modal).getByText("Choose a list or name a new one")).toBeTruthy();

    fireEvent.click(within(modal).getByRole("checkbox", { name: /^Office/ }));
    fireEvent.click(within(modal).getByRole("button", { name: "Add to list" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted[1]?.getAll("listId")).toEqual(["l1"]);
    expect(posted[1]?.get("qty")).toBe("2");
    expect(screen.getByRole("status").textContent).toBe("Added to Office");
    await waitFor(() => expect(document.activeElement).toBe(control));
  });
});

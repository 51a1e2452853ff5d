import { cleanup, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListsDrawer } from "./lists-drawer";

// The header's lists drawer (spec section 9; decision 035): the list-card call's lists, at most 5
// with names cut to 25 characters, else the create-list drawer, also when the call fails.

function answer(lists: { id: string; name: string }[]) {
  return new Response(
    JSON.stringify({ data: { listsData: { lists: lists.map((l) => ({ ...l, itemCount: 2 })), totalLists: lists.length } } }),
    {
      status: 200,
      headers: { "content-type": "application/json" },
    },
  );
}

function renderDrawer(tenant: "dotcom" | "advantage", signedIn = true) {
  const router = createMemoryRouter(
    [{ path: "/", element: <ListsDrawer open onOpenChange={() => {}} tenant={tenant} signedIn={signedIn} /> }],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the lists drawer", () => {
  it("asks the business site's list card and shows 5 lists, long names cut, each leading to its list", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        answer([
          { id: "a", name: "A list with a very long name indeed" },
          { id: "b", name: "B" },
          { id: "c", name: "C" },
          { id: "d", name: "D" },
          { id: "e", name: "E" },
          { id: "f", name: "F" },
        ]),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderDrawer("advantage");
    const drawer = await screen.findByRole("dialog", { name: "Your lists" });
    const links = await within(within(drawer).getByRole("list")).findAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["A list with a very long n…", "B", "C", "D", "E"]);
    expect(links[0]?.getAttribute("href")).toBe("/cc/mmx/list/details?id=a");
    expect(fetchMock).toHaveBeenCalledWith(
      "/ele-lpd/api/sparxProxy/getListCardData",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("opens the create-list drawer when the card has no lists, or the call fails", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(answer([])));
    renderDrawer("dotcom");
    expect(await screen.findByText(/You have no lists yet/)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Create a list" })).toBeTruthy();
    cleanup();

    vi.stubGlobal("fetch", () => Promise.resolve(new Response("oops", { status: 500 })));
    renderDrawer("dotcom");
    expect(await screen.findByText(/We couldn't load your lists just now/)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "List name" })).toBeTruthy();
  });

  it("asks a guest to sign in, and calls nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderDrawer("dotcom", false);
    const drawer = await screen.findByRole("dialog", { name: "Create a list" });
    expect(within(drawer).getByRole("link", { name: "Sign in to create a list" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

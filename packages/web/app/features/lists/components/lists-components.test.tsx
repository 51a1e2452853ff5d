import type { ListsState, ShoppingListDetail, ShoppingListItemView, ShoppingListSummary } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListPage } from "./list-page";
import { ListPrintView } from "./list-print-view";
import { ListsScreen, type ListsScreenQuery } from "./lists-screen";

afterEach(cleanup);

async function renderAt(element: React.ReactNode, path = "/kuber/viewList?tid=US") {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

function summary(id: string, name: string, overrides: Partial<ShoppingListSummary> = {}): ShoppingListSummary {
  return {
    id,
    name,
    accessLevel: "PERSONAL",
    modified: "2026-11-20T15:30:00.000Z",
    created: "2026-11-01T10:00:00.000Z",
    ownerName: "Riley Park",
    isOwner: true,
    itemCount: 3,
    totalQuantity: 7,
    favorite: false,
    readOnly: false,
    canEdit: true,
    canDelete: true,
    ...overrides,
  };
}

function state(lists: ShoppingListSummary[], overrides: Partial<ListsState> = {}): ListsState {
  return {
    shoppingLists: lists,
    metadata: { pagination: { page: 1, size: 10, totalPages: 1 }, totalItems: lists.length, itemCount: lists.length },
    showCount: lists.length > 0,
    availableAccessLevel: ["PERSONAL"],
    readOnly: false,
    favorites: lists.filter((l) => l.favorite).map((l) => l.id),
    maxFavoriteReached: false,
    allowedAccessLevel: ["PERSONAL"],
    ...overrides,
  };
}

const query = (overrides: Partial<ListsScreenQuery> = {}): ListsScreenQuery => ({
  search: "",
  sort: "updated",
  type: "all",
  page: 1,
  ...overrides,
});

const screenProps = { family: "consumer" as const, recommended: [], returnTo: "/kuber/viewList?tid=US" };

describe("the lists screen", () => {
  it("shows the lists in a table with the spec's columns, each name leading to the list's page", async () => {
    await renderAt(
      <ListsScreen state={state([summary("L1", "Breakroom"), summary("L2", "Desk")])} query={query()} {...screenProps} />,
    );
    const table = screen.getByRole("table", { name: "All lists" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["List name", "Modified On", "List type", "Actions"]);
    expect(within(table).getByRole("link", { name: "Breakroom" }).getAttribute("href")).toBe("/kuber/viewList?tid=US&listId=L1");
    const row = within(table).getByRole("link", { name: "Breakroom" }).closest("tr")!;
    expect(row.textContent).toContain("Nov 20, 2026");
    expect(row.textContent).toContain("Personal");
    expect(screen.getByRole("heading", { name: "2 lists" })).toBeTruthy();
  });

  it("offers a consumer no Shared lists filter, and a business member all four", async () => {
    await renderAt(<ListsScreen state={state([summary("L1", "Desk")])} query={query()} {...screenProps} />);
    const options = (name: string) =>
      within(screen.getByRole("combobox", { name }))
        .getAllByRole("option")
        .map((o) => o.textContent);
    expect(options("Show")).toEqual(["All lists", "My personal lists", "My favorites"]);
    expect(options("Sort by")).toEqual(["Last updated", "A-Z/0-9", "Z-A/9-0"]);
    cleanup();
    await renderAt(
      <ListsScreen
        state={state([summary("L1", "Desk")], { availableAccessLevel: ["PERSONAL", "SHARED"] })}
        query={query()}
        {...screenProps}
        family="business"
      />,
      "/cc/mmx/list/mylists",
    );
    expect(options("Show")).toEqual(["All lists", "My personal lists", "Shared lists", "My favorites"]);
    const search = screen.getByRole("search", { name: "Find a list" });
    expect(search.getAttribute("action")).toBe("/cc/mmx/list/mylists");
    expect(search.getAttribute("method")).toBe("get");
  });

  it("keeps the consumer's tid=US in the search form", async () => {
    await renderAt(<ListsScreen state={state([summary("L1", "Desk")])} query={query({ search: "de" })} {...screenProps} />);
    const search = screen.getByRole("search", { name: "Find a list" }) as HTMLFormElement;
    expect(search.getAttribute("action")).toBe("/kuber/viewList");
    expect(new FormData(search).get("tid")).toBe("US");
    expect(new FormData(search).get("search")).toBe("de");
  });

  it("disables the favourite buttons of unmarked lists at the limit, and says why", async () => {
    await renderAt(
      <ListsScreen
        state={state([summary("L1", "Desk", { favorite: true }), summary("L2", "Breakroom")], { maxFavoriteReached: true })}
        query={query()}
        {...screenProps}
      />,
    );
    const add = screen.getByRole("button", { name: "Add to favorites: Breakroom" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const note = document.getElementById(add.getAttribute("aria-describedby") ?? "");
    expect(note?.textContent).toContain("You have 10 favorite lists, the most you can have.");
    const remove = screen.getByRole("button", { name: "Remove from favorites: Desk" }) as HTMLButtonElement;
    expect(remove.disabled).toBe(false);
    expect(new FormData(remove.closest("form")!).get("intent")).toBe("unfavorite-list");
  });

  it("asks before deleting: the delete form sits in a disclosure and names the list", async () => {
    await renderAt(<ListsScreen state={state([summary("L1", "Desk")])} query={query()} {...screenProps} />);
    const button = screen.getByRole("button", { name: "Yes, delete “Desk”" });
    const details = button.closest("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")!.getAttribute("aria-label")).toBe("Delete Desk");
    expect(details.textContent).toContain("Delete “Desk” and its 3 items? This can’t be undone.");
    const form = new FormData(button.closest("form")!);
    expect(form.get("intent")).toBe("delete-list");
    expect(form.get("listId")).toBe("L1");
    expect(form.get("returnTo")).toBe("/kuber/viewList?tid=US");
  });

  it("shows a refused rename on the list's own name field, with what was typed", async () => {
    await renderAt(
      <ListsScreen
        state={state([summary("L1", "Desk"), summary("L2", "Breakroom")])}
        query={query()}
        {...screenProps}
        refusal={{
          intent: "rename-list",
          target: "L2",
          code: "INVALID_LIST_NAME",
          message: "List name is required",
          fields: { name: "List name is required" },
          values: { name: " " },
        }}
      />,
    );
    const field = screen.getAllByRole("textbox", { name: "New name" })[1]!;
    expect(field.closest("tr")!.textContent).toContain("Breakroom");
    expect(screen.getAllByRole("textbox", { name: "New name" })[0]!.closest("details")!.open).toBe(false);
    expect(field.closest("details")!.open).toBe(true);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe("List name is required");
  });

  it("shows no rename or delete for a list the user may not change", async () => {
    await renderAt(
      <ListsScreen
        state={state([
          summary("L1", "Team supplies", {
            isOwner: false,
            canEdit: false,
            canDelete: false,
            readOnly: true,
            accessLevel: "SHARED",
          }),
        ])}
        query={query()}
        {...screenProps}
      />,
    );
    const row = screen.getByRole("link", { name: "Team supplies" }).closest("tr")!;
    expect(row.textContent).toContain("Shared (read-only)");
    expect(row.querySelector("details")).toBeNull();
    expect(within(row).getByRole("button", { name: "Add to favorites: Team supplies" })).toBeTruthy();
  });

  it("says so when nothing matches a search, and when there are no lists at all", async () => {
    await renderAt(<ListsScreen state={state([])} query={query({ search: "zz" })} {...screenProps} />);
    expect(screen.getByText("No lists match “zz”.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show all lists" }).getAttribute("href")).toBe("/kuber/viewList?tid=US");
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();
    await renderAt(<ListsScreen state={state([])} query={query()} {...screenProps} />);
    expect(screen.getByText(/You don't have any lists yet/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Create a list" })).toBeTruthy();
  });

  it("shows 'List name is required' on the create form's field after a refused create", async () => {
    await renderAt(
      <ListsScreen
        state={state([], { allowedAccessLevel: ["PERSONAL", "SHARED"], availableAccessLevel: ["PERSONAL", "SHARED"] })}
        query={query()}
        {...screenProps}
        refusal={{ intent: "create-list", target: null, code: "INVALID_LIST_NAME", message: "List name is required" }}
      />,
    );
    const name = screen.getByRole("textbox", { name: "List name" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("radio", { name: /Shared: Account members can use it and may edit/ })).toBeTruthy();
    expect(new FormData(name.closest("form")!).get("intent")).toBe("create-list");
  });

  it("shows recommended lists with their type and owner", async () => {
    await renderAt(
      <ListsScreen
        state={state([summary("L1", "Desk")])}
        query={query()}
        {...screenProps}
        recommended={[summary("S1", "Office restock", { isOwner: false, accessLevel: "SHARED", ownerName: "Morgan Lee" })]}
      />,
    );
    const section = screen.getByRole("region", { name: "Recommended lists" });
    expect(within(section).getByRole("link", { name: "Office restock" }).getAttribute("href")).toBe(
      "/kuber/viewList?tid=US&listId=S1",
    );
    expect(section.textContent).toContain("Shared · 3 items · by Morgan Lee");
  });
});

function item(n: number, overrides: Partial<ShoppingListItemView> = {}): ShoppingListItemView {
  return {
    listItemId: `LI${n}`,
    itemId: `10${n}`,
    qty: 2,
    added: "2026-11-20T15:30:00.000Z",
    title: `Pens pack ${n}`,
    imageUrl: `/img/10${n}.svg`,
    itemUrl: `/pens-pack-${n}`,
    unit: "Pack",
    priceCents: 1299,
    basePriceCents: null,
    available: true,
    ...overrides,
  };
}

function detail(list: ShoppingListSummary, items: ShoppingListItemView[]): ShoppingListDetail {
  return {
    list,
    items,
    metadata: { pagination: { page: 1, size: 24, totalPages: 1 }, totalItems: items.length, itemCount: items.length },
    allowedAccessLevel: ["PERSONAL"],
  };
}

describe("a list's page", () => {
  const pageProps = { family: "business" as const, returnTo: "/cc/mmx/list/details?id=L1" };

  it("shows the list's facts and its items as tiles with quantity, add to cart and remove", async () => {
    await renderAt(<ListPage detail={detail(summary("L1", "Desk"), [item(1), item(2)])} {...pageProps} />);
    expect(screen.getByRole("heading", { level: 1, name: "Desk" })).toBeTruthy();
    expect(screen.getByText("You")).toBeTruthy();
    const tiles = screen.getAllByRole("listitem").filter((li) => li.classList.contains("list-tile"));
    expect(tiles).toHaveLength(2);
    const first = tiles[0]!;
    expect(within(first).getByRole("link", { name: "Pens pack 1" }).getAttribute("href")).toBe("/pens-pack-1");
    expect(first.textContent).toContain("$12.99");
    expect(first.textContent).toContain("/ Pack");
    const qty = within(first).getByRole("spinbutton", { name: "Quantity of Pens pack 1" }) as HTMLInputElement;
    expect(qty.value).toBe("2");
    const qtyForm = new FormData(qty.closest("form")!);
    expect(qtyForm.get("intent")).toBe("set-quantity");
    expect(qtyForm.get("listItemId")).toBe("LI1");
    const add = new FormData(within(first).getByRole("button", { name: "Add to cart: Pens pack 1" }).closest("form")!);
    expect([add.get("intent"), add.get("itemId"), add.get("qty")]).toEqual(["add-line-to-cart", "101", "2"]);
    expect(within(first).getByRole("button", { name: "Remove Pens pack 1" })).toBeTruthy();
    const all = new FormData(screen.getByRole("button", { name: "Add all to cart" }).closest("form")!);
    expect([all.get("intent"), all.get("listId")]).toEqual(["add-all-to-cart", "L1"]);
    expect(screen.getByRole("link", { name: "Print this list" }).getAttribute("href")).toBe("/cc/mmx/list/details?id=L1&print=1");
  });

  it("shows a read-only list without editing controls, and says it is read-only", async () => {
    const list = summary("L1", "Team supplies", {
      accessLevel: "SHARED",
      isOwner: false,
      ownerName: "Pat Kowalski",
      readOnly: true,
      canEdit: false,
      canDelete: false,
    });
    await renderAt(<ListPage detail={detail(list, [item(1)])} {...pageProps} />);
    expect(screen.getByText(/This list is read-only/)).toBeTruthy();
    expect(screen.getByText("Pat Kowalski")).toBeTruthy();
    expect(screen.queryByRole("spinbutton")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(document.querySelector("details")).toBeNull();
    expect(screen.getByText("Quantity: 2")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add to cart: Pens pack 1" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add all to cart" })).toBeTruthy();
  });

  it("says what the last change did, and moves the focus to it", async () => {
    await renderAt(<ListPage detail={detail(summary("L1", "Desk"), [item(1)])} {...pageProps} notice="Updated the quantity." />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Updated the quantity.");
    expect(document.activeElement).toBe(status);
  });

  it("prints a one-page list in place, a longer one through the print view", async () => {
    // the simulated DOM has no print(): the browser's is stood in for
    const print = vi.fn();
    const original = Object.getOwnPropertyDescriptor(window, "print");
    Object.defineProperty(window, "print", { configurable: true, value: print });
    try {
      await renderAt(<ListPage detail={detail(summary("L1", "Desk"), [item(1)])} {...pageProps} />);
      fireEvent.click(screen.getByRole("link", { name: "Print this list" }));
      expect(print).toHaveBeenCalledTimes(1);
      cleanup();
      const long = detail(summary("L1", "Desk", { itemCount: 30 }), [item(1)]);
      long.metadata = { pagination: { page: 1, size: 24, totalPages: 2 }, totalItems: 30, itemCount: 24 };
      await renderAt(<ListPage detail={long} {...pageProps} />);
      expect(screen.getByRole("heading", { name: "Items, page 1 of 2" })).toBeTruthy();
      fireEvent.click(screen.getByRole("link", { name: "Print this list" }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      if (original) Object.defineProperty(window, "print", original);
      else Reflect.deleteProperty(window, "print");
    }
  });

  it("says an empty list is empty and offers no Add all to cart", async () => {
    await renderAt(<ListPage detail={detail(summary("L1", "Desk", { itemCount: 0 }), [])} {...pageProps} />);
    expect(screen.getByText(/This list is empty/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add all to cart" })).toBeNull();
  });

  it("shows a refused quantity on that tile's field", async () => {
    await renderAt(
      <ListPage
        detail={detail(summary("L1", "Desk"), [item(1), item(2)])}
        {...pageProps}
        refusal={{
          intent: "set-quantity",
          target: "LI2",
          code: "INVALID_QUANTITY",
          message: "Enter a quantity from 1 to 9999.",
          values: { qty: "0" },
        }}
      />,
    );
    const qty = screen.getByRole("spinbutton", { name: "Quantity of Pens pack 2" }) as HTMLInputElement;
    expect(qty.value).toBe("0");
    expect(qty.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("spinbutton", { name: "Quantity of Pens pack 1" }).getAttribute("aria-invalid")).toBeNull();
  });

  it("prints every item in one table", async () => {
    await renderAt(<ListPrintView list={summary("L1", "Desk")} items={[item(1), item(2, { priceCents: null })]} backHref="/x" />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain("$12.99 / Pack");
    expect(rows[2]!.textContent).toContain("Not available");
  });
});

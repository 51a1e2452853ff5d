// @vitest-environment node
import { type ListsDoor, type ShoppingListSummary, tenantProfile } from "@quire/domain";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { listFormAction } from "./list-actions.server";
import { listNoticeText } from "./list-pages";

// The lists forms' action against a fake lists door: what the shopper's browser is sent next.

const summary = (name: string): ShoppingListSummary => ({
  id: "L1",
  name,
  accessLevel: "PERSONAL",
  modified: "2026-11-20T00:00:00.000Z",
  created: "2026-11-01T00:00:00.000Z",
  ownerName: "Riley Park",
  isOwner: true,
  itemCount: 0,
  totalQuantity: 0,
  favorite: false,
  readOnly: false,
  canEdit: true,
  canDelete: true,
});

function fakeLists(overrides: Partial<ListsDoor> = {}): ListsDoor {
  const unused = vi.fn(async () => ({ ok: false as const, status: 500, code: "UNUSED", message: "not in this test" }));
  return {
    lists: unused,
    list: unused,
    create: vi.fn(async (fields: { name: string }) => ({ ok: true as const, value: summary(fields.name) })),
    addItem: unused,
    setQuantity: unused,
    removeItem: unused,
    rename: vi.fn(async (_id: string, name: string) => ({ ok: true as const, value: summary(name) })),
    setFavorite: unused,
    remove: vi.fn(async () => ({ ok: true as const, value: { id: "L1", name: "Desk" } })),
    addToCart: unused,
    ...overrides,
  };
}

async function post(
  path: string,
  fields: Record<string, string>,
  lists: ListsDoor,
  tenant: "dotcom" | "advantage" = "dotcom",
  cartAdd = vi.fn(),
) {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const context = {
    tenant: tenantProfile(tenant),
    doors: { lists },
    commands: { run: cartAdd },
  } as unknown as AppLoadContext;
  return (await listFormAction({ request, context, params: {} } as unknown as ActionFunctionArgs)) as unknown;
}

const locationOf = (answer: unknown) => {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(303);
  return response.headers.get("Location") ?? "";
};

const refusalOf = (answer: unknown) => {
  const body = answer as { type: string; data: { refusal: Record<string, unknown> }; init: { status: number } };
  return { status: body.init.status, ...body.data.refusal };
};

describe("the lists forms' action", () => {
  it("creates a list and goes back to the lists screen, which names it", async () => {
    const lists = fakeLists();
    const answer = await post(
      "/kuber/createList?tid=US",
      { intent: "create-list", name: "  Back   to school ", accessLevel: "PERSONAL" },
      lists,
    );
    expect(lists.create).toHaveBeenCalledWith({ name: "Back to school", accessLevel: "PERSONAL" });
    const location = new URL(locationOf(answer), "http://localhost");
    expect(location.pathname).toBe("/kuber/viewList");
    expect(location.searchParams.get("tid")).toBe("US");
    expect(listNoticeText(location.searchParams)).toBe("Created the list “Back to school”.");
  });

  it("refuses an empty name with 'List name is required' on the name field, and calls nothing", async () => {
    const lists = fakeLists();
    const answer = await post("/cc/mmx/list/mylists", { intent: "create-list", name: "   " }, lists, "advantage");
    expect(refusalOf(answer)).toMatchObject({
      status: 400,
      intent: "create-list",
      message: "List name is required",
      fields: { name: "List name is required" },
      values: { name: "   " },
    });
    expect(lists.create).not.toHaveBeenCalled();
  });

  it("renames, and comes back to the page the form was on with a notice", async () => {
    const lists = fakeLists();
    const answer = await post(
      "/cc/mmx/list/mylists?sort=az",
      { intent: "rename-list", listId: "L1", name: "Desk drawer", returnTo: "/cc/mmx/list/mylists?sort=az&done=created" },
      lists,
      "advantage",
    );
    expect(lists.rename).toHaveBeenCalledWith("L1", "Desk drawer");
    expect(locationOf(answer)).toBe("/cc/mmx/list/mylists?sort=az&done=renamed&list=Desk+drawer");
  });

  it("after deleting from the list's own page, goes to the lists screen", async () => {
    const answer = await post(
      "/cc/mmx/list/details?id=L1",
      { intent: "delete-list", listId: "L1", returnTo: "/cc/mmx/list/details?id=L1" },
      fakeLists(),
      "advantage",
    );
    expect(locationOf(answer)).toBe("/cc/mmx/list/mylists?done=deleted&list=Desk");
  });

  it("sends a guest to sign in and back to the page", async () => {
    const lists = fakeLists({
      setFavorite: vi.fn(async () => ({ ok: false as const, status: 401, code: "UNAUTHORIZED", message: "Sign in" })),
    });
    const answer = await post(
      "/kuber/viewList?tid=US",
      { intent: "favorite-list", listId: "L1", returnTo: "/kuber/viewList?tid=US" },
      lists,
    );
    const location = locationOf(answer);
    expect(location.startsWith("/office/supplies/login")).toBe(true);
    expect(decodeURIComponent(location)).toContain("/kuber/viewList?tid=US");
  });

  it("answers a refusal with the service's words and status, for the line it was about", async () => {
    const lists = fakeLists({
      setFavorite: vi.fn(async () => ({
        ok: false as const,
        status: 409,
        code: "MAX_FAVORITE_REACHED",
        message: "You can have at most 10 favorite lists.",
      })),
    });
    const answer = await post("/kuber/viewList?tid=US", { intent: "favorite-list", listId: "L9" }, lists);
    expect(refusalOf(answer)).toMatchObject({ status: 409, target: "L9", code: "MAX_FAVORITE_REACHED" });
  });

  it("adds all of a list to the cart and shows the cart with the added lines", async () => {
    const lists = fakeLists({
      addToCart: vi.fn(async () => ({ ok: true as const, value: { cart: {} as never, cartItemIds: ["c1", "c2"] } })),
    });
    const answer = await post("/cc/mmx/list/details?id=L1", { intent: "add-all-to-cart", listId: "L1" }, lists, "advantage");
    expect(lists.addToCart).toHaveBeenCalledWith("L1");
    expect(locationOf(answer)).toBe("/cc/mmx/cart?cartItemIds=c1%2Cc2");
  });

  it("adds one line to the cart at its list quantity", async () => {
    const cartAdd = vi.fn(async () => ({ ok: true as const, value: { cart: {} as never, cartItemIds: ["c7"] } }));
    const answer = await post(
      "/kuber/viewList?tid=US&listId=L1",
      { intent: "add-line-to-cart", listId: "L1", listItemId: "LI1", itemId: "101", qty: "3" },
      fakeLists(),
      "dotcom",
      cartAdd,
    );
    expect(cartAdd).toHaveBeenCalledWith("cart.add", { itemId: "101", qty: "3" });
    expect(locationOf(answer)).toBe("/cart?cartItemIds=c7");
  });

  it("refuses a form it does not know", async () => {
    expect(refusalOf(await post("/kuber/viewList?tid=US", { intent: "explode" }, fakeLists()))).toMatchObject({
      status: 400,
      code: "INVALID_REQUEST",
    });
  });
});

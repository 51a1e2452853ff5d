// @vitest-environment node
import { type ShoppingListSummary, tenantProfile } from "@quire/domain";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { listFormAction } from "./list-actions.server";
import { listNoticeText } from "./list-pages";

// The lists forms' action against fake commands: what the shopper's browser is sent next.

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

type Answer = { ok: true; value: unknown } | { ok: false; status: number; code: string; message: string };
type Handler = (fields: Record<string, string>) => Promise<Answer>;

/** The page's commands, each name answering as the test says (the rest: a failure no test expects). */
function fakeCommands(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    "lists.create": async (fields) => ({ ok: true, value: summary(fields.name ?? "") }),
    "lists.update": async (fields) => ({ ok: true, value: summary(fields.name ?? "Desk") }),
    "lists.remove": async () => ({ ok: true, value: { id: "L1", name: "Desk" } }),
    ...overrides,
  };
  const unused: Handler = async () => ({ ok: false, status: 500, code: "UNUSED", message: "not in this test" });
  return { run: vi.fn((name: string, fields: Record<string, string>) => (handlers[name] ?? unused)(fields)) };
}

async function post(
  path: string,
  fields: Record<string, string>,
  commands = fakeCommands(),
  tenant: "dotcom" | "advantage" = "dotcom",
) {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const context = { tenant: tenantProfile(tenant), commands } as unknown as AppLoadContext;
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
    const commands = fakeCommands();
    const answer = await post(
      "/kuber/createList?tid=US",
      { intent: "create-list", name: "  Back   to school ", accessLevel: "PERSONAL" },
      commands,
    );
    expect(commands.run).toHaveBeenCalledWith("lists.create", { name: "Back to school", accessLevel: "PERSONAL" });
    const location = new URL(locationOf(answer), "http://localhost");
    expect(location.pathname).toBe("/kuber/viewList");
    expect(location.searchParams.get("tid")).toBe("US");
    expect(listNoticeText(location.searchParams)).toBe("Created the list “Back to school”.");
  });

  it("refuses an empty name with 'List name is required' on the name field, and calls nothing", async () => {
    const commands = fakeCommands();
    const answer = await post("/cc/mmx/list/mylists", { intent: "create-list", name: "   " }, commands, "advantage");
    expect(refusalOf(answer)).toMatchObject({
      status: 400,
      intent: "create-list",
      message: "List name is required",
      fields: { name: "List name is required" },
      values: { name: "   " },
    });
    expect(commands.run).not.toHaveBeenCalled();
  });

  it("renames, and comes back to the page the form was on with a notice", async () => {
    const commands = fakeCommands();
    const answer = await post(
      "/cc/mmx/list/mylists?sort=az",
      { intent: "rename-list", listId: "L1", name: "Desk drawer", returnTo: "/cc/mmx/list/mylists?sort=az&done=created" },
      commands,
      "advantage",
    );
    expect(commands.run).toHaveBeenCalledWith("lists.update", { listId: "L1", name: "Desk drawer" });
    expect(locationOf(answer)).toBe("/cc/mmx/list/mylists?sort=az&done=renamed&list=Desk+drawer");
  });

  it("after deleting from the list's own page, goes to the lists screen", async () => {
    const answer = await post(
      "/cc/mmx/list/details?id=L1",
      { intent: "delete-list", listId: "L1", returnTo: "/cc/mmx/list/details?id=L1" },
      fakeCommands(),
      "advantage",
    );
    expect(locationOf(answer)).toBe("/cc/mmx/list/mylists?done=deleted&list=Desk");
  });

  it("sends a guest to sign in and back to the page", async () => {
    const commands = fakeCommands({
      "lists.update": async () => ({ ok: false, status: 401, code: "UNAUTHORIZED", message: "Sign in" }),
    });
    const answer = await post(
      "/kuber/viewList?tid=US",
      { intent: "favorite-list", listId: "L1", returnTo: "/kuber/viewList?tid=US" },
      commands,
    );
    expect(commands.run).toHaveBeenCalledWith("lists.update", { listId: "L1", favorite: "true" });
    const location = locationOf(answer);
    expect(location.startsWith("/office/supplies/login")).toBe(true);
    expect(decodeURIComponent(location)).toContain("/kuber/viewList?tid=US");
  });

  it("answers a refusal with the service's words and status, for the line it was about", async () => {
    const commands = fakeCommands({
      "lists.update": async () => ({
        ok: false,
        status: 409,
        code: "MAX_FAVORITE_REACHED",
        message: "You can have at most 10 favorite lists.",
      }),
    });
    const answer = await post("/kuber/viewList?tid=US", { intent: "favorite-list", listId: "L9" }, commands);
    expect(refusalOf(answer)).toMatchObject({ status: 409, target: "L9", code: "MAX_FAVORITE_REACHED" });
  });

  it("adds all of a list to the cart and shows the cart with the added lines", async () => {
    const commands = fakeCommands({
      "lists.add-to-cart": async () => ({ ok: true, value: { cart: {}, cartItemIds: ["c1", "c2"] } }),
    });
    const answer = await post("/cc/mmx/list/details?id=L1", { intent: "add-all-to-cart", listId: "L1" }, commands, "advantage");
    expect(commands.run).toHaveBeenCalledWith("lists.add-to-cart", { listId: "L1" });
    expect(locationOf(answer)).toBe("/cc/mmx/cart?cartItemIds=c1%2Cc2");
  });

  it("adds one line to the cart at its list quantity", async () => {
    const commands = fakeCommands({ "cart.add": async () => ({ ok: true, value: { cart: {}, cartItemIds: ["c7"] } }) });
    const answer = await post(
      "/kuber/viewList?tid=US&listId=L1",
      { intent: "add-line-to-cart", listId: "L1", listItemId: "LI1", itemId: "101", qty: "3" },
      commands,
    );
    expect(commands.run).toHaveBeenCalledWith("cart.add", { itemId: "101", qty: "3" });
    expect(locationOf(answer)).toBe("/cart?cartItemIds=c7");
  });

  it("refuses a form it does not know", async () => {
    expect(refusalOf(await post("/kuber/viewList?tid=US", { intent: "explode" }))).toMatchObject({
      status: 400,
      code: "INVALID_REQUEST",
    });
  });
});

// @vitest-environment node
import type { DoorResult, ListsState, ShoppingListSummary } from "@quire/domain";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { type Mock, describe, expect, it, vi } from "vitest";
import { addToListAction, addToListLoader } from "./add-to-list-actions.server";
import type { AddToListAnswer } from "./add-to-list-form";

// The add-to-list page's loader and action (decision 035) against a fake lists door and
// fake lists commands: which lists
// the form offers, what is refused before any call, and the confirmation's words.

function summary(id: string, name: string, extra: Partial<ShoppingListSummary> = {}): ShoppingListSummary {
  return {
    id,
    name,
    accessLevel: "PERSONAL",
    modified: "2026-11-24T10:00:00Z",
    created: "2026-11-24T10:00:00Z",
    ownerName: "Riley Reader",
    isOwner: true,
    itemCount: 1,
    totalQuantity: 1,
    favorite: false,
    readOnly: false,
    canEdit: true,
    canDelete: true,
    ...extra,
  };
}

const ok = <T>(value: T): Promise<DoorResult<T>> => Promise.resolve({ ok: true, value });

type Fields = Record<string, string>;

/** The lists' read (the door) and the two commands the action runs, create and add-item. */
interface FakeLists {
  lists: Mock<() => Promise<DoorResult<ListsState>>>;
  create: Mock<(fields: Fields) => Promise<DoorResult<unknown>>>;
  addItem: Mock<(fields: Fields) => Promise<DoorResult<unknown>>>;
}

function fakeDoor(overrides: Partial<FakeLists> = {}): FakeLists {
  const state: ListsState = {
    shoppingLists: [
      summary("l1", "Office"),
      summary("l2", "Team shared", { accessLevel: "SHARED", isOwner: false }),
      summary("l3", "Locked", { accessLevel: "SHARED", readOnly: true, canEdit: false }),
      summary("l4", "Company", { accessLevel: "GLOBAL", canEdit: false }),
    ],
    metadata: { pagination: { page: 1, size: 100, totalPages: 1 }, totalItems: 4, itemCount: 4 },
    showCount: true,
    availableAccessLevel: ["PERSONAL", "SHARED", "GLOBAL"],
    readOnly: false,
    favorites: [],
    maxFavoriteReached: false,
    allowedAccessLevel: ["PERSONAL", "SHARED"],
  };
  return {
    lists: vi.fn(() => ok(state)),
    create: vi.fn((fields: Fields) => ok(summary("new", fields.name ?? ""))),
    addItem: vi.fn((fields: Fields) =>
      ok((fields.listIds ?? "").split(",").map((id) => summary(id, id === "l1" ? "Office" : "Team shared"))),
    ),
    ...overrides,
  };
}

function context(door: FakeLists, signedIn = true, tenant = "advantage") {
  return {
    tenant: { id: tenant },
    session: { read: () => Promise.resolve({ isLoggedIn: signedIn }) },
    catalogue: {
      productByItemUrl: (path: string) =>
        Promise.resolve(
          path === "hp-paper_101407"
            ? { itemId: "101407", name: "HP Paper", imageUrl: "/p.svg", itemUrl: "/hp-paper_101407" }
            : null,
        ),
    },
    doors: { lists: { lists: door.lists } },
    commands: {
      run: (name: string, fields: Fields) => (name === "lists.create" ? door.create(fields) : door.addItem(fields)),
    },
  };
}

async function post(door: FakeLists, fields: [string, string][], signedIn = true) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const request = new Request("http://localhost/lists/add", { method: "POST", body });
  const result = (await addToListAction({
    request,
    context: context(door, signedIn),
    params: {},
  } as unknown as ActionFunctionArgs)) as AddToListAnswer | { data: AddToListAnswer; init: { status: number } };
  return "init" in result ? { status: result.init.status, answer: result.data } : { status: 200, answer: result };
}

describe("the add-to-list page's loader", () => {
  it("offers only the lists this shopper may change, and names the item by its path", async () => {
    const request = new Request(
      "http://localhost/lists/add?itemId=101407&itemUrl=%2Fhp-paper_101407&qty=3&returnTo=%2Fc%2Fpaper",
    );
    const data = await addToListLoader({ request, context: context(fakeDoor()), params: {} } as unknown as LoaderFunctionArgs);
    expect(data.lists.map((l) => l.name)).toEqual(["Office", "Team shared"]);
    expect(data.item).toEqual({ itemId: "101407", name: "HP Paper", imageUrl: "/p.svg", itemUrl: "/hp-paper_101407" });
    expect(data.qty).toBe(3);
    expect(data.returnTo).toBe("/c/paper");
    expect(data.allowedAccessLevel).toEqual(["PERSONAL", "SHARED"]);
  });

  it("does not trust a path naming another item, nor a return target off the site", async () => {
    const request = new Request(
      "http://localhost/lists/add?itemId=555&itemUrl=%2Fhp-paper_101407&returnTo=https%3A%2F%2Fevil.test",
    );
    const data = await addToListLoader({ request, context: context(fakeDoor()), params: {} } as unknown as LoaderFunctionArgs);
    expect(data.item?.name).toBe("Item 555");
    expect(data.returnTo).toBeNull();
  });

  it("asks a guest to sign in, coming back to this page, and reads no lists", async () => {
    const door = fakeDoor();
    const request = new Request("http://localhost/lists/add?itemId=101407");
    const data = await addToListLoader({
      request,
      context: context(door, false, "dotcom"),
      params: {},
    } as unknown as LoaderFunctionArgs);
    expect(data.signedIn).toBe(false);
    expect(data.signInHref).toBe("/office/supplies/login?jumpUrl=%2Flists%2Fadd%3FitemId%3D101407");
    expect(door.lists).not.toHaveBeenCalled();
  });
});

describe("the add-to-list page's action", () => {
  it("refuses nothing ticked and no name before any call", async () => {
    const door = fakeDoor();
    const { status, answer } = await post(door, [
      ["intent", "add"],
      ["itemId", "101407"],
      ["qty", "2"],
    ]);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ ok: false, fields: { name: "Choose a list or name a new one" } });
    expect(door.create).not.toHaveBeenCalled();
    expect(door.addItem).not.toHaveBeenCalled();
  });

  it.each(["0", "10000", "2.5", "abc"])("refuses the quantity %s on its field", async (qty) => {
    const door = fakeDoor();
    const { status, answer } = await post(door, [
      ["intent", "add"],
      ["itemId", "101407"],
      ["qty", qty],
      ["listId", "l1"],
    ]);
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      ok: false,
      fields: { qty: "Enter a quantity from 1 to 9999" },
      values: { qty, listIds: ["l1"] },
    });
    expect(door.addItem).not.toHaveBeenCalled();
  });

  it("creates a list with the item and adds it to the ticked lists, naming them all", async () => {
    const door = fakeDoor();
    const { answer } = await post(door, [
      ["intent", "add"],
      ["itemId", "101407"],
      ["qty", "3"],
      ["listId", "l1"],
      ["listId", "l2"],
      ["name", "  Desk   drawer "],
      ["accessLevel", "SHARED"],
      ["returnTo", "/c/paper"],
    ]);
    expect(door.create).toHaveBeenCalledWith({ name: "Desk drawer", accessLevel: "SHARED", itemId: "101407", qty: "3" });
    expect(door.addItem).toHaveBeenCalledWith({ listIds: "l1,l2", itemId: "101407", qty: "3" });
    expect(answer).toMatchObject({
      ok: true,
      message: "Added to Desk drawer, Office and Team shared",
      returnTo: "/c/paper",
      lists: [
        { id: "new", href: "/cc/mmx/list/details?id=new" },
        { id: "l1", href: "/cc/mmx/list/details?id=l1" },
        { id: "l2", href: "/cc/mmx/list/details?id=l2" },
      ],
    });
  });

  it("creates a list alone for the header's drawer, and needs its name", async () => {
    const door = fakeDoor();
    const refused = await post(door, [
      ["intent", "create"],
      ["name", " "],
    ]);
    expect(refused.answer).toMatchObject({ ok: false, fields: { name: "List name is required" } });
    const { answer } = await post(door, [
      ["intent", "create"],
      ["name", "Monthly"],
    ]);
    expect(door.create).toHaveBeenCalledWith({ name: "Monthly", accessLevel: "PERSONAL" });
    expect(answer).toMatchObject({ ok: true, message: "Created Monthly" });
  });

  it("shows the service's refusal, and answers a guest 401 with a way to sign in", async () => {
    const door = fakeDoor({
      addItem: vi.fn(() =>
        Promise.resolve({ ok: false, status: 403, code: "LIST_READ_ONLY", message: "This list is read-only." }),
      ),
    });
    const refused = await post(door, [
      ["intent", "add"],
      ["itemId", "101407"],
      ["qty", "1"],
      ["listId", "l3"],
    ]);
    expect(refused).toMatchObject({ status: 403, answer: { ok: false, fields: { lists: "This list is read-only." } } });
    const guest = await post(
      fakeDoor(),
      [
        ["intent", "add"],
        ["itemId", "101407"],
        ["listId", "l1"],
      ],
      false,
    );
    expect(guest.status).toBe(401);
    expect(guest.answer).toMatchObject({ ok: false, message: "Sign in to save items to a list." });
    expect((guest.answer as { signInHref?: string }).signInHref).toMatch(/^\/office\/supplies\/login\?TARGET=/);
  });
});

import { type FormFields, type ListsCommandAnswers, type SessionToken, tenantProfile } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { type TestServer, startTestServer } from "../../test/test-server";
import { doorFailure } from "../../http/commands";
import { CartService } from "../cart";
import type { RequestSession } from "../session";
import { LIST_ITEMS_SKIPPED, listsPageCommands } from "./lists.commands";
import { listsPageDoor } from "./lists.page-door";
import { ListsService } from "./lists.service";

// The lists' commands and reads as a page action calls them, in process, for a signed-in business
// buyer: the same rules as the JSON calls, and the list into the cart through the cart's own add.

let server: TestServer;
let helpers: ReturnType<typeof checkoutHelpers>;
beforeAll(async () => {
  server = await startTestServer({ products: 300 });
  helpers = checkoutHelpers(server, "10.41");
});
afterAll(async () => {
  await server?.close();
});

async function userOf(email: string) {
  return server.db
    .selectFrom("users")
    .select(["id", "accountId", "groupPermissions"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
}

/** The lists' reads and commands bound to a request of this user, as page-context.ts binds them for a page. */
async function doorFor(email: string) {
  const user = await userOf(email);
  const session: RequestSession = {
    token: { isLoggedIn: true } as SessionToken,
    userId: Number(user.id),
    accountId: user.accountId === null ? null : Number(user.accountId),
    budgetCentreId: null,
    permissions: user.groupPermissions.split(",").filter(Boolean),
    blockedCategoryIds: [],
  };
  const request = {
    session,
    tenant: tenantProfile(user.accountId === null ? "dotcom" : "advantage"),
    headers: {},
    query: {},
    url: "/cc/mmx/list/details",
    method: "POST",
    body: null,
    protocol: "http",
  } as unknown as FastifyRequest;
  const reply = { header: () => reply } as unknown as FastifyReply;
  const lists = new ListsService(server.db, server.dbKind);
  const carts = new CartService(server.db, server.dbKind);
  const table = listsPageCommands(lists, carts);
  const caller = { request, reply };
  /** runs a command as a page's form action does: its fields, then its answer or refusal */
  const run = async <N extends keyof ListsCommandAnswers>(name: N, fields: FormFields) => {
    const command = table[name];
    try {
      const input = command.input.parse(command.fromForm(fields, caller));
      return await command.toPage(await command.run(caller, input), caller, input);
    } catch (error) {
      return doorFailure(error);
    }
  };
  return { door: listsPageDoor(lists, request), run, carts, request };
}

/** Distinct items the cart takes without fuss (in stock, priced, no low limit). */
async function stocked(count: number, offset: number): Promise<string[]> {
  const items = [];
  for (let i = 0; i < count; i++) items.push((await helpers.stockedProduct(0, offset + i)).itemId);
  return items;
}

describe("the lists' commands for a page", () => {
  it("creates a list with a first item, adds to several lists, sets and removes a line", async () => {
    const { door, run } = await doorFor("buyer@northwind.test");
    const [a, b] = await stocked(2, 20);
    const blank = await run("lists.create", { name: "   ", accessLevel: "PERSONAL" });
    expect(blank).toMatchObject({ ok: false, status: 400, message: "List name is required" });
    const first = await run("lists.create", { name: "Door one", accessLevel: "SHARED", itemId: a!, qty: "2" });
    const second = await run("lists.create", { name: "Door two", accessLevel: "PERSONAL" });
    if (!first.ok || !second.ok) throw new Error("create failed");
    expect(first.value).toMatchObject({ accessLevel: "SHARED", itemCount: 1, totalQuantity: 2 });

    const added = await run("lists.add-item", { listIds: `${first.value.id},${second.value.id}`, itemId: b!, qty: "3" });
    expect(added.ok && added.value.map((l) => [l.name, l.itemCount])).toEqual([
      ["Door one", 2],
      ["Door two", 1],
    ]);
    // a list the user cannot see among the chosen: nothing changes
    const refused = await run("lists.add-item", { listIds: `${second.value.id},lst-0015`, itemId: a!, qty: "1" });
    expect(refused).toMatchObject({ ok: false, status: 404, code: "LIST_NOT_FOUND" });
    const two = await door.list(second.value.id);
    expect(two.ok && two.value.items.map((i) => i.itemId)).toEqual([b]);

    const page = await door.list(first.value.id);
    if (!page.ok) throw new Error("list failed");
    const lineA = page.value.items.find((i) => i.itemId === a)!;
    const set = await run("lists.set-quantity", { listId: first.value.id, listItemId: lineA.listItemId, qty: "7" });
    expect(set.ok && set.value.items.find((i) => i.itemId === a)?.qty).toBe(7);
    expect(await run("lists.set-quantity", { listId: first.value.id, listItemId: lineA.listItemId, qty: "0" })).toMatchObject({
      ok: false,
      status: 400,
    });
    const removed = await run("lists.remove-item", { listId: first.value.id, listItemId: lineA.listItemId });
    expect(removed.ok && removed.value.items.map((i) => i.itemId)).toEqual([b]);

    const renamed = await run("lists.update", { listId: first.value.id, name: "Door one renamed" });
    expect(renamed.ok && renamed.value.name).toBe("Door one renamed");
    const fav = await run("lists.update", { listId: first.value.id, favorite: "true" });
    expect(fav.ok && fav.value.favorite).toBe(true);
    const state = await door.lists({ access: "FAVORITE" });
    expect(state.ok && state.value.shoppingLists.map((l) => l.id)).toContain(first.value.id);
    expect(await run("lists.remove", { listId: second.value.id })).toEqual({
      ok: true,
      value: { id: second.value.id, name: "Door two" },
    });
  });

  it("adds a list to the cart at its quantities, skipping and reporting what is no longer sold", async () => {
    const { door, run, carts, request } = await doorFor("approver@northwind.test");
    const [a, b, gone] = await stocked(3, 30);
    const created = await run("lists.create", { name: "To the cart", accessLevel: "PERSONAL", itemId: a!, qty: "2" });
    if (!created.ok) throw new Error("create failed");
    await run("lists.add-item", { listIds: created.value.id, itemId: b!, qty: "3" });
    await run("lists.add-item", { listIds: created.value.id, itemId: gone!, qty: "1" });
    await server.db.updateTable("products").set({ status: "DISCONTINUED" }).where("itemId", "=", gone!).execute();
    try {
      const result = await run("lists.add-to-cart", { listId: created.value.id });
      if (!result.ok) throw new Error(JSON.stringify(result));
      const lines = result.value.cart.items.filter((l) => l.status === "ACTIVE");
      expect(lines.map((l) => [l.itemId, l.qty]).sort()).toEqual(
        [
          [a, 2],
          [b, 3],
        ].sort(),
      );
      expect(result.value.cartItemIds).toHaveLength(2);
      expect(result.value.cart.messages).toContainEqual(expect.objectContaining({ code: LIST_ITEMS_SKIPPED }));
      const { cartInfo } = await carts.readCart({
        ownerToken: null,
        userId: request.session.userId,
        tenant: "advantage",
        alternatesOptOutUntil: null,
      });
      expect(
        cartInfo.items
          .filter((l) => l.status === "ACTIVE")
          .map((l) => l.itemId)
          .sort(),
      ).toEqual([a, b].sort());
      // only the named line
      const page = await door.list(created.value.id);
      const lineB = page.ok ? page.value.items.find((i) => i.itemId === b)! : null;
      const one = await run("lists.add-to-cart", { listId: created.value.id, listItemIds: lineB!.listItemId });
      expect(one.ok && one.value.cart.items.find((l) => l.itemId === b && l.status === "ACTIVE")?.qty).toBe(6);
    } finally {
      await server.db.updateTable("products").set({ status: "PUBLISHED" }).where("itemId", "=", gone!).execute();
    }
  });

  it("answers a guest 401 and another account's list 404", async () => {
    const { door, run } = await doorFor("buyer@bluebirddental.test");
    expect(await door.list("lst-0013")).toMatchObject({ ok: false, status: 404, code: "LIST_NOT_FOUND" });
    expect(await run("lists.add-to-cart", { listId: "lst-0013" })).toMatchObject({ ok: false, status: 404 });
  });
});

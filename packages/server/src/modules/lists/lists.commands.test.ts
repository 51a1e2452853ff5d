import { type SessionToken, tenantProfile } from "@quire/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { type TestServer, startTestServer } from "../../test/test-server";
import { CartService } from "../cart";
import type { RequestSession } from "../session";
import { LIST_ITEMS_SKIPPED, listsPageDoor } from "./lists.page-door";
import { ListsService } from "./lists.service";

// The lists door as a page action calls it, in process, for a signed-in business buyer: the same
// rules as the JSON calls, and the list into the cart through the cart's own add.

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

/** A door bound to a request of this user, as app.ts binds it for a page. */
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
  return { door: listsPageDoor(lists, carts, request, reply), carts, request };
}

/** Distinct items the cart takes without fuss (in stock, priced, no low limit). */
async function stocked(count: number, offset: number): Promise<string[]> {
  const items = [];
  for (let i = 0; i < count; i++) items.push((await helpers.stockedProduct(0, offset + i)).itemId);
  return items;
}

describe("the lists page door", () => {
  it("creates a list with a first item, adds to several lists, sets and removes a line", async () => {
    const { door } = await doorFor("buyer@northwind.test");
    const [a, b] = await stocked(2, 20);
    const blank = await door.create({ name: "   ", accessLevel: "PERSONAL" });
    expect(blank).toMatchObject({ ok: false, status: 400, message: "List name is required" });
    const first = await door.create({ name: "Door one", accessLevel: "SHARED", itemId: a, qty: "2" });
    const second = await door.create({ name: "Door two", accessLevel: "PERSONAL" });
    if (!first.ok || !second.ok) throw new Error("create failed");
    expect(first.value).toMatchObject({ accessLevel: "SHARED", itemCount: 1, totalQuantity: 2 });

    const added = await door.addItem([first.value.id, second.value.id], b!, "3");
    expect(added.ok && added.value.map((l) => [l.name, l.itemCount])).toEqual([
      ["Door one", 2],
      ["Door two", 1],
    ]);
    // a list the user cannot see among the chosen: nothing changes
    const refused = await door.addItem([second.value.id, "lst-0015"], a!, "1");
    expect(refused).toMatchObject({ ok: false, status: 404, code: "LIST_NOT_FOUND" });
    const two = await door.list(second.value.id);
    expect(two.ok && two.value.items.map((i) => i.itemId)).toEqual([b]);

    const page = await door.list(first.value.id);
    if (!page.ok) throw new Error("list failed");
    const lineA = page.value.items.find((i) => i.itemId === a)!;
    const set = await door.setQuantity(first.value.id, lineA.listItemId, "7");
    expect(set.ok && set.value.items.find((i) => i.itemId === a)?.qty).toBe(7);
    expect(await door.setQuantity(first.value.id, lineA.listItemId, "0")).toMatchObject({ ok: false, status: 400 });
    const removed = await door.removeItem(first.value.id, lineA.listItemId);
    expect(removed.ok && removed.value.items.map((i) => i.itemId)).toEqual([b]);

    const renamed = await door.rename(first.value.id, "Door one renamed");
    expect(renamed.ok && renamed.value.name).toBe("Door one renamed");
    const fav = await door.setFavorite(first.value.id, true);
    expect(fav.ok && fav.value.favorite).toBe(true);
    const state = await door.lists({ access: "FAVORITE" });
    expect(state.ok && state.value.shoppingLists.map((l) => l.id)).toContain(first.value.id);
    expect(await door.remove(second.value.id)).toEqual({ ok: true, value: { id: second.value.id, name: "Door two" } });
  });

  it("adds a list to the cart at its quantities, skipping and reporting what is no longer sold", async () => {
    const { door, carts, request } = await doorFor("approver@northwind.test");
    const [a, b, gone] = await stocked(3, 30);
    const created = await door.create({ name: "To the cart", accessLevel: "PERSONAL", itemId: a, qty: "2" });
    if (!created.ok) throw new Error("create failed");
    await door.addItem([created.value.id], b!, "3");
    await door.addItem([created.value.id], gone!, "1");
    await server.db.updateTable("products").set({ status: "DISCONTINUED" }).where("itemId", "=", gone!).execute();
    try {
      const result = await door.addToCart(created.value.id);
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
      const one = await door.addToCart(created.value.id, [lineB!.listItemId]);
      expect(one.ok && one.value.cart.items.find((l) => l.itemId === b && l.status === "ACTIVE")?.qty).toBe(6);
    } finally {
      await server.db.updateTable("products").set({ status: "PUBLISHED" }).where("itemId", "=", gone!).execute();
    }
  });

  it("answers a guest 401 and another account's list 404", async () => {
    const { door } = await doorFor("buyer@bluebirddental.test");
    expect(await door.list("lst-0013")).toMatchObject({ ok: false, status: 404, code: "LIST_NOT_FOUND" });
    expect(await door.addToCart("lst-0013")).toMatchObject({ ok: false, status: 404 });
  });
});

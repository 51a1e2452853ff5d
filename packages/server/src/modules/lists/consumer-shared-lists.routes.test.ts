import type { ListsState, ShoppingListDetail, ShoppingListSummary } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { find, headings, mainOf, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// A consumer shares a list by its link (decision 077): another signed-in shopper who opens the
// link (/lists/<id>) sees the list read-only and may put its items in their own cart; only the
// owner changes it or stops sharing it, and then the link opens nothing.

let server: TestServer;
let helpers: ReturnType<typeof checkoutHelpers>;
beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
  helpers = checkoutHelpers(server, "10.77");
});
afterAll(async () => {
  await server?.close();
});

async function itemIds(count: number): Promise<string[]> {
  const rows = await server.db
    .selectFrom("products")
    .select("itemId")
    .where("status", "=", "PUBLISHED")
    .where("giftCardDeliveryId", "is", null)
    .orderBy("id")
    .limit(count)
    .execute();
  return rows.map((r) => r.itemId);
}

const listRow = (id: string) =>
  server.db.selectFrom("shoppingLists").select(["name", "accessLevel", "accountId"]).where("id", "=", id).executeTakeFirst();

describe("a consumer's list shared by its link", () => {
  it("opens read-only for another signed-in shopper, and for no one once no longer shared", async () => {
    const owner = await helpers.demoShopper("rewards.elite@quire.test");
    const other = await helpers.demoShopper("registered@quire.test");
    const [a, b] = await itemIds(2);
    const created = await owner.call("POST", "/cc/api/list", {
      name: "Party supplies",
      items: [{ itemId: a, qty: 2 }, { itemId: b }],
    });
    expect(created.status).toBe(201);
    const list = created.body as ShoppingListSummary;

    // not shared yet: the link is no one else's
    expect((await other.call("GET", `/cc/api/list/${list.id}`)).status).toBe(404);

    const shared = await owner.call("PUT", `/cc/api/list/${list.id}`, { accessLevel: "SHARED" });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.list).toMatchObject({
      accessLevel: "SHARED",
      isOwner: true,
      readOnly: false,
      canEdit: true,
      canDelete: true,
    });
    expect(await listRow(list.id)).toEqual({ name: "Party supplies", accessLevel: "SHARED", accountId: null });
    // still on the owner's lists screen, and in their header's count
    const ownersLists = (await owner.call("GET", "/cc/api/lists")).body as ListsState;
    expect(ownersLists.shoppingLists.map((l) => l.id)).toContain(list.id);

    const seen = await other.call("GET", `/cc/api/list/${list.id}`);
    expect(seen.status).toBe(200);
    const detail = seen.body as ShoppingListDetail;
    expect(detail.list).toMatchObject({
      name: "Party supplies",
      isOwner: false,
      readOnly: true,
      canEdit: false,
      canDelete: false,
    });
    expect(detail.items.map((i) => i.itemId).sort()).toEqual([a, b].sort());
    // not on the other shopper's own lists screen
    expect(((await other.call("GET", "/cc/api/lists")).body as ListsState).shoppingLists.map((l) => l.id)).not.toContain(list.id);

    // read-only: no change by the other shopper, and nothing changed
    const refusals = [
      await other.call("PUT", `/cc/api/list/${list.id}`, { name: "Mine now" }),
      await other.call("PUT", `/cc/api/list/${list.id}`, { accessLevel: "PERSONAL" }),
      await other.call("POST", `/cc/api/list/${list.id}/item`, { itemId: a, qty: 5 }),
      await other.call("DELETE", `/cc/api/list/${list.id}`),
    ];
    for (const reply of refusals) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(typeof reply.body.message).toBe("string");
    }
    expect(await listRow(list.id)).toEqual({ name: "Party supplies", accessLevel: "SHARED", accountId: null });
    const again = (await owner.call("GET", `/cc/api/list/${list.id}`)).body as ShoppingListDetail;
    expect(again.items.find((i) => i.itemId === a)?.qty).toBe(2);

    // a guest signs in first
    expect((await new TestBrowser(server.baseUrl).call("GET", `/cc/api/list/${list.id}`)).status).toBe(401);
    // a consumer shares by link, never with an account or the company
    const global = await owner.call("PUT", `/cc/api/list/${list.id}`, { accessLevel: "GLOBAL" });
    expect([global.status, global.body.code]).toEqual([403, "LIST_ACCESS_NOT_ALLOWED"]);

    const unshared = await owner.call("PUT", `/cc/api/list/${list.id}`, { accessLevel: "PERSONAL" });
    expect(unshared.body.list).toMatchObject({ accessLevel: "PERSONAL" });
    expect((await other.call("GET", `/cc/api/list/${list.id}`)).status).toBe(404);
  });

  it("the owner shares from the list's page, and the link opens it read-only for another shopper", async () => {
    const owner = await helpers.demoShopper("rewards.base@quire.test");
    const other = await helpers.demoShopper("rewards.premier@quire.test");
    const [a] = await itemIds(1);
    const list = (await owner.call("POST", "/cc/api/list", { name: "Desk refill", items: [{ itemId: a }] }))
      .body as ShoppingListSummary;
    const page = `/kuber/viewList?tid=US&listId=${list.id}`;

    // the owner's page offers Share this list; the form posts without JavaScript
    const before = String((await owner.call("GET", page)).body);
    expect(textOf(mainOf(before))).toContain("Share this list");
    const csrf = decodeURIComponent(owner.cookies.get("quire_csrf") ?? "");
    const posted = await owner.call(
      "POST",
      page,
      new URLSearchParams({ csrf, intent: "share-list", listId: list.id, returnTo: page }).toString(),
      { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": "" },
    );
    expect(posted.status).toBe(303);
    const after = mainOf(String((await owner.call("GET", String(posted.headers.get("location")))).body));
    expect(textOf(after)).toContain("“Desk refill” is shared: give its link to whoever should see it.");
    const link = find(after, (e) => e.tag === "input" && e.attrs.readonly !== undefined);
    expect(link?.attrs.value).toBe(`/lists/${list.id}`);
    expect(textOf(after)).toContain("Stop sharing");

    // the link, opened by another signed-in shopper: the list's page, read-only
    const opened = await other.call("GET", `/lists/${list.id}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(page);
    const theirs = mainOf(String((await other.call("GET", page)).body));
    expect(headings(theirs, 1)).toEqual(["Desk refill"]);
    expect(textOf(theirs)).toContain("This list is read-only: you can add its items to your cart, but not change it.");
    expect(textOf(theirs)).not.toMatch(/Share this list|Stop sharing|Rename|Delete/);
    expect(textOf(theirs)).toContain("Add all to cart");
    // /lists opens the shopper's own lists
    const lists = await other.call("GET", "/lists");
    expect([lists.status, lists.headers.get("location")]).toEqual([303, "/kuber/viewList?tid=US"]);
  });
});

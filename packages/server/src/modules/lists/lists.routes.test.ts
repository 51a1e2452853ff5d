import type { ListCardData, ListsState, ShoppingListDetail, ShoppingListSummary } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

let server: TestServer;
let helpers: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 1200 });
  helpers = checkoutHelpers(server, "10.42");
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const browsers = new Map<string, TestBrowser>();

/** One signed-in browser per user for the whole file (sign-in hashes are slow); business users on their site. */
async function as(email: string): Promise<TestBrowser> {
  const browser =
    browsers.get(email) ?? (await helpers.demoShopper(email, email.endsWith("@quire.test") ? undefined : ADVANTAGE.host));
  browsers.set(email, browser);
  return browser;
}

/** Items a list can take, in id order. */
async function addableItems(count: number, offset = 0): Promise<string[]> {
  const rows = await server.db
    .selectFrom("products")
    .select("itemId")
    .where("status", "=", "PUBLISHED")
    .where("giftCardDeliveryId", "is", null)
    .orderBy("id")
    .limit(count)
    .offset(offset)
    .execute();
  return rows.map((r) => r.itemId);
}

async function listsOf(browser: TestBrowser, query = ""): Promise<ListsState> {
  const reply = await browser.call("GET", `/cc/api/lists${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as ListsState;
}

async function createList(browser: TestBrowser, body: Record<string, unknown>): Promise<ShoppingListSummary> {
  const reply = await browser.call("POST", "/cc/api/list?mmx=true", body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as ShoppingListSummary;
}

async function detail(browser: TestBrowser, id: string, query = ""): Promise<ShoppingListDetail> {
  const reply = await browser.call("GET", `/cc/api/list/${id}${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as ShoppingListDetail;
}

async function rowsOf(listId: string) {
  return server.db.selectFrom("shoppingListItems").selectAll().where("listId", "=", listId).orderBy("itemId").execute();
}

describe("GET /cc/api/lists", () => {
  it("shows a consumer only their own lists, with the spec's state", async () => {
    const state = await listsOf(await as("rewards.premier@quire.test"));
    expect(state.shoppingLists.map((l) => l.name).sort()).toEqual(["Favorites", "Monthly restock"]);
    expect(state.metadata).toEqual({ pagination: { page: 1, size: 100, totalPages: 1 }, totalItems: 2, itemCount: 2 });
    expect(state).toMatchObject({
      showCount: true,
      readOnly: false,
      availableAccessLevel: ["PERSONAL"],
      allowedAccessLevel: ["PERSONAL"],
      maxFavoriteReached: false,
    });
    // the earlier FAVORITE level is a favourite mark now
    const favorites = state.shoppingLists.filter((l) => l.favorite);
    expect(favorites.map((l) => [l.name, l.accessLevel])).toEqual([["Favorites", "PERSONAL"]]);
    expect(state.favorites).toEqual([favorites[0]!.id]);
    // sorted by modified ascending by default; each with its lines
    expect(state.shoppingLists.map((l) => l.modified)).toEqual([...state.shoppingLists.map((l) => l.modified)].sort());
    expect(state.shoppingLists.every((l) => l.itemCount > 0 && l.totalQuantity >= l.itemCount)).toBe(true);
  });

  it("shows a business buyer their personal lists and the account's shared and global ones", async () => {
    const state = await listsOf(await as("buyer@northwind.test"));
    const byName = new Map(state.shoppingLists.map((l) => [l.name, l]));
    expect([...byName.keys()].sort()).toEqual([
      "Approved breakroom items",
      "Litigation team restock",
      "My desk",
      "Northwind approved supplies",
      "Office Services standard kit",
      "Trial binders",
    ]);
    expect(state.allowedAccessLevel).toEqual(["PERSONAL", "SHARED"]);
    expect(byName.get("Northwind approved supplies")).toMatchObject({ accessLevel: "GLOBAL", canEdit: false, canDelete: false });
    expect(byName.get("Office Services standard kit")).toMatchObject({ readOnly: true, canEdit: false, isOwner: false });
    expect(byName.get("Approved breakroom items")).toMatchObject({ canEdit: true, canDelete: false, isOwner: false });
    expect(byName.get("My desk")).toMatchObject({ canEdit: true, canDelete: true, isOwner: true });
    // another member's personal list is not there
    expect(byName.has("Personal picks")).toBe(false);
    const admin = await listsOf(await as("admin@northwind.test"));
    expect(admin.allowedAccessLevel).toEqual(["PERSONAL", "SHARED", "GLOBAL"]);
    expect(admin.shoppingLists.find((l) => l.accessLevel === "GLOBAL")).toMatchObject({ canEdit: true, canDelete: true });
  });

  it("asks guests to sign in", async () => {
    for (const path of ["/cc/api/lists", "/cc/api/list/lst-0001", "/cc/api/lists/items?itemIds=100001"]) {
      const reply = await new TestBrowser(server.baseUrl).call("GET", path);
      expect(reply.status, path).toBe(401);
      expect(reply.body.code).toBe("UNAUTHORIZED");
    }
    const guest = new TestBrowser(server.baseUrl);
    const before = await rowsOf("lst-0001");
    for (const [method, path, body] of [
      ["POST", "/cc/api/list", { name: "x" }],
      ["POST", "/cc/api/list/lst-0001/item", { itemId: before[0]!.itemId }],
      ["DELETE", `/cc/api/list/lst-0001/item/${before[0]!.id}`, undefined],
      ["PUT", "/cc/api/list/lst-0001", { name: "Mine" }],
      ["DELETE", "/cc/api/list/lst-0001", undefined],
    ] as const) {
      const reply = await guest.call(method, path, body);
      expect([reply.status, reply.body.code], `${method} ${path}`).toEqual([401, "UNAUTHORIZED"]);
    }
    expect(await rowsOf("lst-0001")).toEqual(before);
  });
});

describe("creating a list and adding to it", () => {
  it("creates a list with items, adds up the same item, and replaces a quantity", async () => {
    const shopper = await as("registered@quire.test");
    const [a, b] = await addableItems(2, 10);
    const list = await createList(shopper, { name: "  Desk   drawer ", accessLevel: "PERSONAL", items: [{ itemId: a, qty: 2 }] });
    expect(list).toMatchObject({ name: "Desk drawer", accessLevel: "PERSONAL", itemCount: 1, totalQuantity: 2, isOwner: true });
    const add = await shopper.call("POST", `/cc/api/list/${list.id}/item`, { itemId: a, qty: 3 });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(add.body.items).toEqual([expect.objectContaining({ itemId: a, qty: 5 })]);
    await shopper.call("POST", `/cc/api/list/${list.id}/item`, { items: [{ itemId: b, qty: 1 }] });
    const replace = await shopper.call("POST", `/cc/api/list/${list.id}/item`, { itemId: a, qty: 4, replace: true });
    expect(replace.body.list).toMatchObject({ itemCount: 2, totalQuantity: 5 });
    const page = await detail(shopper, list.id);
    expect(page.items.map((i) => [i.itemId, i.qty]).sort()).toEqual(
      [
        [a, 4],
        [b, 1],
      ].sort(),
    );
    expect(page.items[0]).toMatchObject({ available: true, imageUrl: expect.stringContaining(".svg") });
    expect(typeof page.items[0]!.priceCents).toBe("number");
  });
});

describe("concurrent adds", () => {
  it("20 concurrent adds of the same item to one list give one line with the quantities summed", async () => {
    const buyer = await as("buyer@northwind.test");
    const [item] = await addableItems(1, 40);
    const list = await createList(buyer, { name: "Concurrent", accessLevel: "SHARED" });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        buyer.call("POST", `/cc/api/list/${list.id}/item`, { itemId: item, qty: (i % 3) + 1 }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const expected = Array.from({ length: 20 }, (_, i) => (i % 3) + 1).reduce((a, b) => a + b, 0);
    const rows = await rowsOf(list.id);
    expect(rows.map((r) => [r.itemId, Number(r.qty)])).toEqual([[item, expected]]);
  });
});

describe("POST getListCardData", () => {
  it("answers the 5 most recently modified lists, and none for guests", async () => {
    for (const prefix of ["", "/ele-lpd"]) {
      const guest = await new TestBrowser(server.baseUrl, ADVANTAGE).call("POST", `${prefix}/api/sparxProxy/getListCardData`, {});
      expect(guest.status).toBe(200);
      expect(guest.body).toEqual({ data: { listsData: { lists: [], totalLists: 0 } } });
    }
    const approver = await as("approver@northwind.test");
    const card = (await approver.call("POST", "/ele-lpd/api/sparxProxy/getListCardData", {})).body as ListCardData;
    const all = await listsOf(approver, "?sortBy=modified&sortOrder=desc");
    expect(card.data.listsData.lists.map((l) => l.id)).toEqual(all.shoppingLists.slice(0, 5).map((l) => l.id));
    expect(card.data.listsData.totalLists).toBe(all.metadata.totalItems);
    const count = await approver.call("POST", "/ele-lpd/api/sparxProxy/getListCount", {});
    expect(count.body).toEqual({ count: all.metadata.totalItems });
  });
});

describe("access", () => {
  it("answers another account's list, and another member's personal list, 404 on every call", async () => {
    const bluebird = await as("buyer@bluebirddental.test");
    const [item] = await addableItems(1, 3);
    const before = await rowsOf("lst-0013");
    // lst-0013: Northwind's shared list; lst-0015: the Northwind approver's personal list; an unknown id
    for (const id of ["lst-0013", "lst-0015", "lst-9999", "no such id!"]) {
      const path = `/cc/api/list/${encodeURIComponent(id)}`;
      const calls = [
        await bluebird.call("GET", path),
        await bluebird.call("POST", `${path}/item`, { itemId: item, qty: 1 }),
        await bluebird.call("DELETE", `${path}/item/${item}`),
        await bluebird.call("POST", `${path}/item/${item}`, undefined, { "x-http-method-override": "DELETE" }),
        await bluebird.call("PUT", path, { name: "Mine now" }),
        await bluebird.call("POST", path, { favorite: true }, { "x-http-method-override": "PUT" }),
        await bluebird.call("DELETE", path),
        await bluebird.call("POST", path, undefined, { "x-http-method-override": "DELETE" }),
      ];
      expect(
        calls.map((c) => [c.status, c.body.code]),
        id,
      ).toEqual(Array(8).fill([404, "LIST_NOT_FOUND"]));
    }
    const buyer = await as("buyer@northwind.test");
    expect((await buyer.call("GET", "/cc/api/list/lst-0015")).status).toBe(404);
    expect(await rowsOf("lst-0013")).toEqual(before);
    const items = await bluebird.call("GET", `/cc/api/lists/items?itemIds=${before.map((r) => r.itemId).join(",")}`);
    expect(items.body.items.flatMap((i: { lists: { listId: string }[] }) => i.lists.map((l) => l.listId))).not.toContain(
      "lst-0013",
    );
  });

  it("lets members read a read-only shared list but not change it; its owner can", async () => {
    const buyer = await as("buyer@northwind.test");
    const admin = await as("admin@northwind.test");
    const [item] = await addableItems(1, 5);
    const kit = "lst-0016";
    const before = await rowsOf(kit);
    const read = await detail(buyer, kit);
    expect(read.list).toMatchObject({ readOnly: true, canEdit: false, accessLevel: "SHARED" });
    expect(read.items.length).toBe(before.length);
    const refusals = [
      await buyer.call("POST", `/cc/api/list/${kit}/item`, { itemId: item, qty: 1 }),
      await buyer.call("DELETE", `/cc/api/list/${kit}/item/${before[0]!.id}`),
      await buyer.call("PUT", `/cc/api/list/${kit}`, { name: "Renamed" }),
    ];
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual(Array(3).fill([403, "LIST_READ_ONLY"]));
    const notOwner = [
      await buyer.call("DELETE", `/cc/api/list/${kit}`),
      await buyer.call("PUT", `/cc/api/list/${kit}`, { readOnly: false }),
    ];
    expect(notOwner.map((r) => [r.status, r.body.code])).toEqual(Array(2).fill([403, "LIST_NOT_ALLOWED"]));
    expect(await rowsOf(kit)).toEqual(before);
    // a member may still mark it as a favourite: that is their own mark
    expect((await buyer.call("PUT", `/cc/api/list/${kit}`, { favorite: true })).body.list.favorite).toBe(true);
    expect((await buyer.call("PUT", `/cc/api/list/${kit}`, { deletefavoriteById: true })).body.list.favorite).toBe(false);
    // the owner changes it
    const added = await admin.call("POST", `/cc/api/list/${kit}/item`, { itemId: item, qty: 2 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const removed = await admin.call("POST", `/cc/api/list/${kit}/item/${item}`, undefined, {
      "x-http-method-override": "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(await rowsOf(kit)).toEqual(before);
  });

  it("lets members edit a shared list that is not read-only, and only administrators change a global one", async () => {
    const buyer = await as("buyer@northwind.test");
    const approver = await as("approver@northwind.test");
    const admin = await as("admin@northwind.test");
    const [item] = await addableItems(1, 6);
    const shared = await createList(approver, { name: "Team snacks", accessLevel: "SHARED" });
    expect((await buyer.call("POST", `/cc/api/list/${shared.id}/item`, { itemId: item })).status).toBe(200);
    expect((await buyer.call("PUT", `/cc/api/list/${shared.id}`, { name: "Team snacks 2" })).body.list.name).toBe(
      "Team snacks 2",
    );
    expect((await buyer.call("DELETE", `/cc/api/list/${shared.id}`)).status).toBe(403);
    // the owner makes it read-only, then personal: the buyer loses it
    expect((await approver.call("PUT", `/cc/api/list/${shared.id}`, { readOnly: true })).body.list.readOnly).toBe(true);
    expect((await buyer.call("POST", `/cc/api/list/${shared.id}/item`, { itemId: item })).status).toBe(403);
    expect((await approver.call("PUT", `/cc/api/list/${shared.id}`, { accessLevel: "PERSONAL" })).status).toBe(200);
    expect((await buyer.call("GET", `/cc/api/list/${shared.id}`)).status).toBe(404);

    const global = "lst-0019";
    expect((await buyer.call("POST", `/cc/api/list/${global}/item`, { itemId: item })).body.code).toBe("LIST_NOT_ALLOWED");
    expect((await buyer.call("POST", "/cc/api/list", { name: "Company", accessLevel: "GLOBAL" })).status).toBe(403);
    const published = await createList(admin, { name: "Published", accessLevel: "GLOBAL", items: [{ itemId: item, qty: 1 }] });
    expect((await listsOf(buyer, "?access=GLOBAL")).shoppingLists.map((l) => l.id)).toContain(published.id);
    expect((await admin.call("DELETE", `/cc/api/list/${published.id}`)).body).toEqual({ id: published.id, name: "Published" });
    expect(await rowsOf(published.id)).toEqual([]);
    // a consumer has personal lists only
    const consumer = await as("registered@quire.test");
    const sharedByConsumer = await consumer.call("POST", "/cc/api/list", { name: "Shared?", accessLevel: "SHARED" });
    expect([sharedByConsumer.status, sharedByConsumer.body.code]).toEqual([403, "LIST_ACCESS_NOT_ALLOWED"]);
  });
});

describe("bad input changes nothing", () => {
  it("refuses each call's bad input with 400 and the words", async () => {
    const shopper = await as("rewards.base@quire.test");
    const [item] = await addableItems(1, 7);
    const list = await createList(shopper, { name: "Bad input", items: [{ itemId: item, qty: 2 }] });
    const countBefore = (await listsOf(shopper)).metadata.totalItems;
    const cases: [string, string, unknown, number, string][] = [
      ["POST", "/cc/api/list", { name: "" }, 400, "INVALID_LIST_NAME"],
      ["POST", "/cc/api/list", { name: "   " }, 400, "INVALID_LIST_NAME"],
      ["POST", "/cc/api/list", { name: "x".repeat(61) }, 400, "INVALID_LIST_NAME"],
      ["POST", "/cc/api/list", { name: "Fine", accessLevel: "FAVORITE" }, 400, "INVALID_ACCESS_LEVEL"],
      ["POST", "/cc/api/list", { name: "Fine", items: [{ itemId: item, qty: 0 }] }, 400, "INVALID_QTY"],
      ["POST", "/cc/api/list", { name: "Fine", items: [{ itemId: "999999999" }] }, 404, "ITEM_NOT_FOUND"],
      ["POST", "/cc/api/list", [1, 2], 400, "INVALID_REQUEST"],
      ["POST", `/cc/api/list/${list.id}/item`, {}, 400, "INVALID_ITEMS"],
      ["POST", `/cc/api/list/${list.id}/item`, { itemId: item, qty: -1 }, 400, "INVALID_QTY"],
      ["POST", `/cc/api/list/${list.id}/item`, { itemId: item, qty: 10000 }, 400, "INVALID_QTY"],
      ["POST", `/cc/api/list/${list.id}/item`, { itemId: item, qty: 1.5 }, 400, "INVALID_QTY"],
      ["POST", `/cc/api/list/${list.id}/item`, { itemId: "bad id!" }, 400, "INVALID_ITEMS"],
      ["POST", `/cc/api/list/${list.id}/item`, { itemId: item, replace: "yes" }, 400, "INVALID_REQUEST"],
      ["POST", `/cc/api/list/${list.id}/item`, { items: Array(101).fill({ itemId: item }) }, 400, "INVALID_ITEMS"],
      ["POST", `/cc/api/list/${list.id}/item`, { itemId: "999999999" }, 404, "ITEM_NOT_FOUND"],
      ["DELETE", `/cc/api/list/${list.id}/item/999999999`, undefined, 404, "LIST_ITEM_NOT_FOUND"],
      ["PUT", `/cc/api/list/${list.id}`, {}, 400, "INVALID_REQUEST"],
      ["PUT", `/cc/api/list/${list.id}`, { name: "" }, 400, "INVALID_LIST_NAME"],
      ["PUT", `/cc/api/list/${list.id}`, { favorite: "maybe" }, 400, "INVALID_REQUEST"],
      ["PUT", `/cc/api/list/${list.id}`, { deletefavoriteById: "lst-other" }, 400, "INVALID_REQUEST"],
      ["POST", `/cc/api/list/${list.id}`, { name: "x" }, 405, "METHOD_NOT_ALLOWED"],
      ["GET", `/cc/api/list/${list.id}?page=0`, undefined, 400, "INVALID_REQUEST"],
      ["GET", `/cc/api/list/${list.id}?size=101`, undefined, 400, "INVALID_REQUEST"],
      ["GET", `/cc/api/list/${list.id}?page=x`, undefined, 400, "INVALID_REQUEST"],
      ["GET", "/cc/api/lists?sortBy=colour", undefined, 400, "INVALID_REQUEST"],
      ["GET", "/cc/api/lists?sortOrder=up", undefined, 400, "INVALID_REQUEST"],
      ["GET", "/cc/api/lists?access=EVERYONE", undefined, 400, "INVALID_REQUEST"],
      ["GET", "/cc/api/lists/items", undefined, 400, "INVALID_ITEMS"],
      ["GET", "/cc/api/lists/items?itemIds=a%20b", undefined, 400, "INVALID_ITEMS"],
    ];
    for (const [method, path, body, status, code] of cases) {
      const reply = await shopper.call(method, path, body);
      expect([reply.status, reply.body.code], `${method} ${path} ${JSON.stringify(body)}`).toEqual([status, code]);
      expect(typeof reply.body.message).toBe("string");
    }
    const blank = await shopper.call("POST", "/cc/api/list", { name: "" });
    expect(blank.body.message).toBe("List name is required");
    expect((await listsOf(shopper)).metadata.totalItems).toBe(countBefore);
    const after = await detail(shopper, list.id);
    expect(after.items.map((i) => [i.itemId, i.qty])).toEqual([[item, 2]]);
    expect(after.list.name).toBe("Bad input");
  });
});

describe("limits", () => {
  it("pages a list of 1,000 items and refuses the 1,001st line, also under concurrency", async () => {
    const buyer = await as("buyer@northwind.test");
    const items = await addableItems(1010, 0);
    expect(items.length).toBeGreaterThanOrEqual(1002);
    const list = await createList(buyer, { name: "Thousand", accessLevel: "PERSONAL" });
    for (let i = 0; i < 1000; i += 100) {
      const reply = await buyer.call("POST", `/cc/api/list/${list.id}/item`, {
        items: items.slice(i, i + 100).map((itemId) => ({ itemId, qty: 1 })),
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const first = await detail(buyer, list.id, "?page=1&size=100");
    expect(first.metadata).toEqual({ pagination: { page: 1, size: 100, totalPages: 10 }, totalItems: 1000, itemCount: 100 });
    const seen = new Set<string>();
    for (let page = 1; page <= 10; page++) {
      const part = page === 1 ? first : await detail(buyer, list.id, `?page=${page}&size=100`);
      for (const line of part.items) seen.add(line.listItemId);
    }
    expect(seen.size).toBe(1000);
    expect((await detail(buyer, list.id, "?page=11&size=100")).items).toEqual([]);
    expect((await detail(buyer, list.id)).items).toHaveLength(24);
    // the 1,001st line is refused; more of an item already there is not
    const over = await Promise.all([
      buyer.call("POST", `/cc/api/list/${list.id}/item`, { itemId: items[1000] }),
      buyer.call("POST", `/cc/api/list/${list.id}/item`, { itemId: items[1001] }),
    ]);
    expect(over.map((r) => [r.status, r.body.code])).toEqual(Array(2).fill([409, "MAX_LIST_ITEMS_REACHED"]));
    expect((await buyer.call("POST", `/cc/api/list/${list.id}/item`, { itemId: items[0], qty: 9999 })).body.items[0].qty).toBe(
      9999,
    );
    expect((await detail(buyer, list.id, "?size=1")).metadata.totalItems).toBe(1000);
    await buyer.call("DELETE", `/cc/api/list/${list.id}`);
  });

  it("marks at most 10 favourites, then refuses with MAX_FAVORITE_REACHED", async () => {
    const shopper = await as("select.member@quire.test");
    const created = [];
    for (let i = 1; i <= 11; i++) created.push(await createList(shopper, { name: `Fav ${i}` }));
    for (const list of created.slice(0, 10)) {
      const reply = await shopper.call(
        "POST",
        `/cc/api/list/${list.id}`,
        { favorite: true },
        { "x-http-method-override": "PUT" },
      );
      expect(reply.status).toBe(200);
    }
    const state = await listsOf(shopper, "?access=FAVORITE");
    expect(state.maxFavoriteReached).toBe(true);
    expect(state.favorites).toHaveLength(10);
    expect(state.shoppingLists).toHaveLength(10);
    const eleventh = await shopper.call("PUT", `/cc/api/list/${created[10]!.id}`, { favorite: true });
    expect([eleventh.status, eleventh.body.code]).toEqual([409, "MAX_FAVORITE_REACHED"]);
    expect((await listsOf(shopper)).favorites).not.toContain(created[10]!.id);
    // unmarking one makes room; deleting a favourite list drops its mark
    await shopper.call("PUT", `/cc/api/list/${created[0]!.id}`, { deletefavoriteById: created[0]!.id });
    expect((await shopper.call("PUT", `/cc/api/list/${created[10]!.id}`, { favorite: true })).status).toBe(200);
    await shopper.call("DELETE", `/cc/api/list/${created[10]!.id}`);
    const after = await listsOf(shopper);
    expect(after.favorites).toHaveLength(9);
    expect(after.maxFavoriteReached).toBe(false);
  });
});

describe("concurrent favourites", () => {
  it("holds the limit of 10 when 12 marks arrive at once", async () => {
    const shopper = await as("premium.member@quire.test");
    const created = [];
    for (let i = 1; i <= 12; i++) created.push(await createList(shopper, { name: `Quick fav ${i}` }));
    const replies = await Promise.all(created.map((l) => shopper.call("PUT", `/cc/api/list/${l.id}`, { favorite: true })));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(200), 409, 409]);
    expect((await listsOf(shopper)).favorites).toHaveLength(10);
  });
});

describe("sort, search, filter and pages of GET /lists", () => {
  it("sorts by name without case or accents, searches, filters and pages without overlap", async () => {
    const shopper = await as("rewards.elite@quire.test");
    for (const name of ["apple Box", "Äpple crate", "Banana", "cherry", "Apple bin"]) await createList(shopper, { name });
    const names = async (query: string) => (await listsOf(shopper, query)).shoppingLists.map((l) => l.name);
    const az = await names("?sortBy=name&sortOrder=asc&search=apple");
    expect(az).toEqual(["Apple bin", "apple Box", "Äpple crate"]);
    expect(await names("?sortBy=name&sortOrder=desc&search=APPLE")).toEqual([...az].reverse());
    const all = await listsOf(shopper, "?sortBy=name");
    expect(all.metadata.totalItems).toBe(8);
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const part = await listsOf(shopper, `?sortBy=name&size=3&page=${page}`);
      expect(part.metadata.pagination).toEqual({ page, size: 3, totalPages: 3 });
      pages.push(...part.shoppingLists.map((l) => l.id));
    }
    expect(pages).toEqual(all.shoppingLists.map((l) => l.id));
    expect((await listsOf(shopper, "?size=3&page=4")).shoppingLists).toEqual([]);
    // by modified, newest first; the ignored list left out
    const newest = await listsOf(shopper, "?sortOrder=desc");
    const modified = newest.shoppingLists.map((l) => l.modified);
    expect(modified).toEqual([...modified].sort().reverse());
    const ignored = await listsOf(shopper, `?ignoreList=${newest.shoppingLists[0]!.id}`);
    expect(ignored.shoppingLists.map((l) => l.id)).not.toContain(newest.shoppingLists[0]!.id);
    expect(await names("?access=FAVORITE")).toEqual(["Favorites"]);
    expect(await names("?search=zzz")).toEqual([]);
  });

  it("filters a business user's lists by access, and GET /lists/items tells which lists hold an item", async () => {
    const buyer = await as("buyer@northwind.test");
    const personal = await listsOf(buyer, "?access=PERSONAL");
    expect(personal.shoppingLists.every((l) => l.accessLevel === "PERSONAL" && l.isOwner)).toBe(true);
    const shared = await listsOf(buyer, "?access=SHARED,GLOBAL");
    expect(new Set(shared.shoppingLists.map((l) => l.accessLevel))).toEqual(new Set(["SHARED", "GLOBAL"]));
    // a repeated parameter reads as a comma-separated one
    const repeated = await listsOf(buyer, "?access=SHARED&access=GLOBAL");
    expect(repeated.shoppingLists.map((l) => l.id)).toEqual(shared.shoppingLists.map((l) => l.id));
    const [x, y] = await addableItems(2, 500);
    const a = await createList(buyer, { name: "Holds x", items: [{ itemId: x, qty: 4 }] });
    const b = await createList(buyer, {
      name: "Holds x and y",
      accessLevel: "SHARED",
      items: [{ itemId: x }, { itemId: y, qty: 2 }],
    });
    const reply = await buyer.call("GET", `/cc/api/lists/items?itemIds=${x},${y},999999999&mmx=true`);
    expect(reply.status).toBe(200);
    const byItem = new Map(
      (reply.body.items as { itemId: string; lists: { listId: string; qty: number }[] }[]).map((i) => [
        i.itemId,
        i.lists.map((l) => [l.listId, l.qty]).sort(),
      ]),
    );
    expect(byItem.get(x!)).toEqual(
      [
        [a.id, 4],
        [b.id, 1],
      ].sort(),
    );
    expect(byItem.get(y!)).toEqual([[b.id, 2]]);
    expect(byItem.get("999999999")).toEqual([]);
    // the approver sees the shared one only
    const approver = await as("approver@northwind.test");
    const theirs = (await approver.call("GET", `/cc/api/lists/items?itemIds=${x}`)).body.items[0].lists.map(
      (l: { listId: string }) => l.listId,
    );
    expect(theirs).toEqual([b.id]);
  });
});

describe("OpenAPI", () => {
  it("describes the lists calls", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/api/openapi.json");
    expect(Object.keys(reply.body.paths)).toEqual(
      expect.arrayContaining([
        "/cc/api/lists",
        "/cc/api/lists/items",
        "/cc/api/list",
        "/cc/api/list/{id}",
        "/cc/api/list/{id}/item",
        "/cc/api/list/{id}/item/{itemId}",
        "/api/sparxProxy/getListCardData",
        "/ele-lpd/api/sparxProxy/getListCardData",
      ]),
    );
  });
});

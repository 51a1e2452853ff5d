import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

let server: TestServer;
let helpers: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 500 });
  helpers = checkoutHelpers(server, "10.16");
});
afterAll(async () => {
  await server?.close();
});

interface SavedItem {
  itemId: string;
  listItemId: string;
  qty: number;
  createdDate: string;
  itemDetails: {
    name: string | null;
    priceInfo: { uom: string | null; finalPrice: number; basePrice: number };
    deliveryDate: string;
  };
}
interface CartLine {
  itemId: string;
  cartItemId: string | null;
  qty: number;
  status: string;
  messages: { code: string; message?: string }[];
}
interface CartInfo {
  items: CartLine[];
  sflItems: SavedItem[];
  messages: { code: string; message?: string }[];
}

const SFL = "/cc/api/sfl?mmx=false&page=1&size=300";
const activeLines = (cart: CartInfo) => cart.items.filter((i) => i.status === "ACTIVE");

async function lineOf(browser: TestBrowser, itemId: string, qty = 1): Promise<string> {
  const reply = await helpers.addToCart(browser, itemId, qty);
  const line = (reply.body.data.cartInfo as CartInfo).items.find((i) => i.itemId === itemId && i.status === "ACTIVE");
  return line!.cartItemId!;
}

async function list(browser: TestBrowser): Promise<SavedItem[]> {
  const reply = await browser.call("GET", SFL);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.sflItems as SavedItem[];
}

async function cartOf(browser: TestBrowser): Promise<CartInfo> {
  return (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo as CartInfo;
}

describe("saving for later", () => {
  it("moves a cart line into the list in one change and shows it in cartInfo", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const p = await helpers.stockedProduct(500, 0);
    const cartItemId = await lineOf(guest, p.itemId, 2);
    const reply = await guest.call("POST", SFL, { cartItemId });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe("SUCCESS");
    const cart = reply.body.data.cartInfo as CartInfo;
    expect(activeLines(cart)).toEqual([]);
    expect(cart.messages.map((m) => m.code)).toContain("SFL_MOVED");
    expect(cart.sflItems).toHaveLength(1);
    const saved = cart.sflItems[0]!;
    expect(saved).toMatchObject({ itemId: p.itemId, qty: 2 });
    expect(saved.itemDetails.priceInfo.finalPrice).toBe(p.priceCents);
    expect(saved.itemDetails.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await list(guest)).toEqual(cart.sflItems);
    expect((await cartOf(guest)).sflItems.map((s) => s.listItemId)).toEqual([saved.listItemId]);
  });

  it("saves a product by itemId and qty, adding up when the same item is saved again, newest first", async () => {
    const shopper = await helpers.newShopper();
    const a = await helpers.stockedProduct(500, 1);
    const b = await helpers.stockedProduct(500, 2);
    expect((await shopper.call("POST", SFL, { itemId: a.itemId, qty: 1 })).status).toBe(200);
    expect((await shopper.call("POST", SFL, { itemId: b.itemId, qty: 3 })).status).toBe(200);
    expect((await list(shopper)).map((s) => s.itemId)).toEqual([b.itemId, a.itemId]);
    const again = await shopper.call("POST", SFL, { itemId: a.itemId, qty: 2 });
    expect(again.status).toBe(200);
    const items = await list(shopper);
    expect(items.map((s) => [s.itemId, s.qty])).toEqual([
      [a.itemId, 3],
      [b.itemId, 3],
    ]);
  });

  it("pages the list and refuses a bad page or size", async () => {
    const shopper = await helpers.newShopper();
    for (const offset of [3, 4, 5]) {
      const p = await helpers.stockedProduct(500, offset);
      await shopper.call("POST", SFL, { itemId: p.itemId, qty: 1 });
    }
    const page2 = await shopper.call("GET", "/cc/api/sfl?page=2&size=2");
    expect(page2.body.data).toMatchObject({ page: 2, size: 2, totalCount: 3 });
    expect(page2.body.data.sflItems).toHaveLength(1);
    for (const query of ["page=0", "size=301", "size=0", "page=x"]) {
      const bad = await shopper.call("GET", `/cc/api/sfl?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body).toMatchObject({ message: "ERROR", errors: [{ code: "INVALID_REQUEST" }] });
    }
  });

  it.each([
    ["no item", {}, 400, "INVALID_ITEMS"],
    ["a bad item id", { itemId: "abc" }, 400, "INVALID_ITEMS"],
    ["a zero quantity", { itemId: "100001", qty: 0 }, 400, "INVALID_QTY"],
    ["a fractional quantity", { itemId: "100001", qty: 1.5 }, 400, "INVALID_QTY"],
    ["an unknown product", { itemId: "999999999" }, 404, "INVALID_ITEM"],
    ["another cart's line", { cartItemId: "no-such-line" }, 404, "CART_ITEM_ID_NOT_FOUND"],
  ])("refuses %s with %s %s", async (_label, body, status, code) => {
    const guest = new TestBrowser(server.baseUrl);
    const p = await helpers.stockedProduct(500, 6);
    await helpers.addToCart(guest, p.itemId);
    const reply = await guest.call("POST", SFL, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    expect(reply.body).toMatchObject({ message: "ERROR", errors: [{ code }] });
    expect(activeLines(await cartOf(guest))).toHaveLength(1);
    expect(await list(guest)).toEqual([]);
  });

  it("refuses a body that is not a JSON object, and a call without the CSRF header", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const notObject = await guest.call("POST", SFL, [1, 2]);
    expect(notObject.status).toBe(400);
    expect(notObject.body.message).toBe("ERROR");
    const noCsrf = await fetch(`${server.baseUrl}${SFL}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ itemId: "100001" }),
    });
    expect(noCsrf.status).toBe(403);
  });
});

describe("removing a saved item", () => {
  it("removes with the DELETE override (fullResponse answers the list) and with DELETE", async () => {
    const shopper = await helpers.newShopper();
    const a = await helpers.stockedProduct(500, 7);
    const b = await helpers.stockedProduct(500, 8);
    await shopper.call("POST", SFL, { itemId: a.itemId });
    await shopper.call("POST", SFL, { itemId: b.itemId });
    const [first, second] = await list(shopper);
    const removed = await shopper.call(
      "POST",
      `/cc/api/sfl/${first!.listItemId}?mmx=false&page=1&size=300&fullResponse=true`,
      undefined,
      {
        "x-http-method-override": "DELETE",
      },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.sflItems.map((s: SavedItem) => s.listItemId)).toEqual([second!.listItemId]);
    const plain = await shopper.call("DELETE", `/cc/api/sfl/${second!.listItemId}`);
    expect(plain.status).toBe(200);
    expect(plain.body.data).toEqual({ listItemId: second!.listItemId });
    expect(await list(shopper)).toEqual([]);
    const again = await shopper.call("DELETE", `/cc/api/sfl/${second!.listItemId}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: "ERROR", errors: [{ code: "SFL_ITEM_NOT_FOUND" }] });
  });

  it("refuses a POST without the override (405)", async () => {
    const shopper = await helpers.newShopper();
    const reply = await shopper.call("POST", "/cc/api/sfl/whatever");
    expect(reply.status).toBe(405);
    expect(reply.body.errors[0].code).toBe("METHOD_NOT_ALLOWED");
  });
});

describe("another shopper's saved items", () => {
  it("are 404 to remove or move, and unchanged", async () => {
    const owner = await helpers.newShopper();
    const stranger = new TestBrowser(server.baseUrl);
    const p = await helpers.stockedProduct(500, 9);
    await owner.call("POST", SFL, { itemId: p.itemId, qty: 2 });
    const [saved] = await list(owner);
    const del = await stranger.call("DELETE", `/cc/api/sfl/${saved!.listItemId}`);
    expect(del.status).toBe(404);
    const move = await stranger.call("POST", `/cc/api/sfl/${saved!.listItemId}/move`);
    expect(move.status).toBe(404);
    expect(move.body).toMatchObject({ message: "ERROR", errors: [{ code: "SFL_ITEM_NOT_FOUND" }] });
    expect(await list(stranger)).toEqual([]);
    expect(await list(owner)).toEqual([saved]);
    expect(activeLines(await cartOf(stranger))).toEqual([]);
  });
});

describe("moving back to the cart", () => {
  it("moves one into the cart and out of the list, with SFL_MOVED", async () => {
    const shopper = await helpers.newShopper();
    const p = await helpers.stockedProduct(500, 10);
    const cartItemId = await lineOf(shopper, p.itemId, 3);
    await shopper.call("POST", SFL, { cartItemId });
    const [saved] = await list(shopper);
    const moved = await shopper.call("POST", `/cc/api/sfl/${saved!.listItemId}/move`);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const cart = moved.body.data.cartInfo as CartInfo;
    expect(activeLines(cart).map((l) => [l.itemId, l.qty])).toEqual([[p.itemId, 3]]);
    expect(cart.messages.map((m) => m.code)).toContain("SFL_MOVED");
    expect(cart.sflItems).toEqual([]);
    expect(await list(shopper)).toEqual([]);
  });

  it("moves all, keeping in the list what the cart refuses with the cart's message", async () => {
    const shopper = await helpers.newShopper();
    const a = await helpers.stockedProduct(500, 11);
    const b = await helpers.stockedProduct(500, 12);
    await shopper.call("POST", SFL, { itemId: a.itemId, qty: 1 });
    await shopper.call("POST", SFL, { itemId: b.itemId, qty: 2 });
    await server.db.updateTable("inventory").set({ onlineQty: 0 }).where("productId", "=", b.productId).execute();
    try {
      const moved = await shopper.call("POST", "/cc/api/sfl/move-all");
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const cart = moved.body.data.cartInfo as CartInfo;
      expect(activeLines(cart).map((l) => l.itemId)).toEqual([a.itemId]);
      const refused = cart.items.find((i) => i.itemId === b.itemId);
      expect(refused?.status).toBe("TRANSIENT");
      expect(refused?.messages[0]?.code).toBe("OUT_OF_STOCK");
      expect(cart.sflItems.map((s) => [s.itemId, s.qty])).toEqual([[b.itemId, 2]]);

      const [kept] = await list(shopper);
      const one = await shopper.call("POST", `/cc/api/sfl/${kept!.listItemId}/move`);
      expect(one.status).toBe(400);
      expect(one.body).toMatchObject({ message: "ERROR", errors: [{ code: "OUT_OF_STOCK" }] });
      expect((await list(shopper)).map((s) => s.itemId)).toEqual([b.itemId]);
    } finally {
      await server.db.updateTable("inventory").set({ onlineQty: 500 }).where("productId", "=", b.productId).execute();
    }
  });

  it("keeps saved items when the cart itself goes (as placing an order deletes it)", async () => {
    const shopper = await helpers.newShopper();
    const p = await helpers.stockedProduct(500, 13);
    const q = await helpers.stockedProduct(500, 14);
    await helpers.addToCart(shopper, q.itemId);
    await shopper.call("POST", SFL, { itemId: p.itemId, qty: 1 });
    const { cartId } = (await cartOf(shopper)) as CartInfo & { cartId: string };
    await server.db.deleteFrom("cartItems").where("cartId", "=", cartId).execute();
    await server.db.deleteFrom("carts").where("id", "=", cartId).execute();
    const after = await cartOf(shopper);
    expect(after.sflItems.map((s) => s.itemId)).toEqual([p.itemId]);
    const moved = await shopper.call("POST", "/cc/api/sfl/move-all");
    expect(moved.status).toBe(200);
    expect(activeLines(moved.body.data.cartInfo as CartInfo).map((l) => l.itemId)).toEqual([p.itemId]);
  });
});

describe("signing in", () => {
  it("merges the browser's saved items into the account's, adding up the same item", async () => {
    const email = `saver-${Date.now().toString(36)}@example.com`;
    const account = new TestBrowser(server.baseUrl);
    account.extraHeaders = { "x-forwarded-for": "10.16.200.1" };
    const created = await account.call("POST", "/api/auth/register", {
      email,
      password: "Quire-test-1",
      firstName: "Sam",
      lastName: "Saver",
    });
    expect(created.status).toBe(201);
    const shared = await helpers.stockedProduct(500, 15);
    const guestOnly = await helpers.stockedProduct(500, 16);
    await account.call("POST", SFL, { itemId: shared.itemId, qty: 1 });

    const guest = new TestBrowser(server.baseUrl);
    guest.extraHeaders = account.extraHeaders;
    await guest.call("POST", SFL, { itemId: shared.itemId, qty: 2 });
    await guest.call("POST", SFL, { itemId: guestOnly.itemId, qty: 1 });
    expect(await list(guest)).toHaveLength(2);
    expect((await guest.call("POST", "/api/auth/login", { email, password: "Quire-test-1" })).status).toBe(200);
    const merged = await list(guest);
    expect(merged.map((s) => `${s.itemId}x${s.qty}`).sort()).toEqual([`${shared.itemId}x3`, `${guestOnly.itemId}x1`].sort());
    expect((await list(account)).map((s) => s.listItemId).sort()).toEqual(merged.map((s) => s.listItemId).sort());
    await guest.signOut();
    expect(await list(guest)).toEqual([]);
  });
});

describe("moves between the cart and the list at once", () => {
  it("never duplicates or loses an item: 10 parallel moves of one saved item", async () => {
    const shopper = await helpers.newShopper();
    const p = await helpers.stockedProduct(500, 17);
    await shopper.call("POST", SFL, { itemId: p.itemId, qty: 2 });
    const [saved] = await list(shopper);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => shopper.call("POST", `/cc/api/sfl/${saved!.listItemId}/move`)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 200).every((r) => r.status === 404)).toBe(true);
    expect(activeLines(await cartOf(shopper)).map((l) => [l.itemId, l.qty])).toEqual([[p.itemId, 2]]);
    expect(await list(shopper)).toEqual([]);
  });

  it("never duplicates or loses an item: saves and move-alls of one item racing", async () => {
    const shopper = await helpers.newShopper();
    const p = await helpers.stockedProduct(500, 18);
    const cartItemId = await lineOf(shopper, p.itemId, 4);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? shopper.call("POST", SFL, { cartItemId }) : shopper.call("POST", "/cc/api/sfl/move-all"),
      ),
    );
    expect(
      replies.every((r) => r.status === 200 || r.status === 404),
      JSON.stringify(replies.map((r) => r.status)),
    ).toBe(true);
    const cart = await cartOf(shopper);
    const inCart = activeLines(cart).filter((l) => l.itemId === p.itemId);
    const inList = cart.sflItems.filter((s) => s.itemId === p.itemId);
    expect(inCart.length + inList.length).toBe(1);
    expect([...inCart.map((l) => l.qty), ...inList.map((s) => s.qty)]).toEqual([4]);
  });
});

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCsrf } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 600 });
});
afterAll(async () => {
  await server?.close();
});

interface Msg {
  code: string;
  type: string;
  message: string;
}
interface Item {
  itemId: string;
  cartItemId: string | null;
  qty: number;
  prevQty: number;
  qtyAdded: number;
  requestedQty: number;
  status: string;
  actioned: string;
  messages: Msg[];
  selectedDeliveryOption: { deliveryType: string; pickupStoreNumber: string | null; isBackOrder: boolean };
  priceInfo: { finalPrice: number; lineTotal: number };
}
interface CartInfo {
  cartId: string | null;
  items: Item[];
  messages: Msg[];
  coupons: { code: string; discountAmount: number; errorReason: string | null }[];
  cartAttributes: { numberOfItems: number; numberOfLineItems: number; isTaxError: boolean; proceedCheckout: boolean };
  cartSummary: Record<string, number | string | null>;
  userInfo: { shipToZipCode: string };
}
interface Reply {
  status: number;
  headers: Headers;
  body: { data?: { cartInfo: CartInfo }; code?: string; message?: string; encoded?: string };
}

/** One browser: keeps the cart cookie the server sets, like a real one. */
class Shopper {
  cookie: string | null = null;
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: withCsrf({
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
        ...(this.cookie || headers.cookie ? { cookie: [this.cookie, headers.cookie].filter(Boolean).join("; ") } : {}),
      }),
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0] ?? null;
    return { status: res.status, headers: res.headers, body: (await res.json()) as Reply["body"] };
  }
  add(items: unknown[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    return this.call("POST", "/cc/api/checkout/default/item", { items, ...extra }, headers);
  }
  update(items: unknown[], headers: Record<string, string> = {}) {
    return this.call(
      "POST",
      "/cc/api/checkout/default?actionType=EDIT_ITEM",
      { items },
      { "x-http-method-override": "PUT", ...headers },
    );
  }
  remove(cartItemId: string) {
    return this.call("POST", `/cc/api/checkout/default/item/${cartItemId}`, undefined, { "x-http-method-override": "DELETE" });
  }
  async cart(): Promise<CartInfo> {
    const reply = await this.call("GET", "/cc/api/checkout?grindType=ALL&wt=true&alt=true");
    return cartOf(reply);
  }
}

function cartOf(reply: Reply): CartInfo {
  const info = reply.body.data?.cartInfo;
  if (!info) throw new Error(`no cart in reply ${reply.status} ${JSON.stringify(reply.body)}`);
  return info;
}

async function product(
  where: ReturnType<typeof sql>,
): Promise<{ itemId: string; quantityLimit: number | null; onlineQty: number; finalPriceCents: number }> {
  const result = await sql<{ itemId: string; quantityLimit: number | null; onlineQty: number; finalPriceCents: number }>`
    select p.item_id, p.quantity_limit, i.online_qty, p.final_price_cents
    from products p join inventory i on i.product_id = p.id
    where p.status = 'PUBLISHED' and p.is_free_sample = 0 and p.is_warranty_plan = 0 and ${where}
    order by p.id limit 1`.execute(server.db);
  const row = result.rows[0];
  if (!row) throw new Error("no product matches");
  return {
    ...row,
    quantityLimit: row.quantityLimit === null ? null : Number(row.quantityLimit),
    onlineQty: Number(row.onlineQty),
    finalPriceCents: Number(row.finalPriceCents),
  };
}

const plentiful = () => product(sql`i.online_qty >= 1000 and p.quantity_limit is null`);
const plentiful2 = async () => {
  const first = await plentiful();
  return product(sql`i.online_qty >= 1000 and p.quantity_limit is null and p.item_id <> ${first.itemId}`);
};

describe("reading the cart", () => {
  it("answers a browser without a cart with an empty cart and creates nothing", async () => {
    const shopper = new Shopper();
    const reply = await shopper.call("GET", "/cc/api/checkout");
    expect(reply.status).toBe(200);
    expect(reply.headers.has("x-ctx-token")).toBe(true);
    expect(reply.headers.get("set-cookie")).toBeNull();
    const cart = cartOf(reply);
    expect(cart).toMatchObject({ cartId: null, items: [] });
    expect(cart.messages.map((m) => m.code)).toContain("EMPTY_CART");
  });
});

describe("adding", () => {
  it("creates a cart bound to an HttpOnly cookie and adds a line", async () => {
    const p = await plentiful();
    const shopper = new Shopper();
    const reply = await shopper.add([{ itemId: p.itemId, qty: 2, deliveryType: "STA" }], {
      responseType: "WHOLE",
      someUnknownFlag: 1,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("set-cookie")).toMatch(/^quire_cart=[\w-]{40,}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
    expect(reply.headers.get("x-ctx-token")).toMatch(/^[\w-]{16,}$/);
    const cart = cartOf(reply);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      itemId: p.itemId,
      qty: 2,
      prevQty: 0,
      qtyAdded: 2,
      requestedQty: 2,
      status: "ACTIVE",
      actioned: "ADD_ITEM",
    });
    expect(cart.cartAttributes.numberOfItems).toBe(2);
    expect(cart.cartSummary.cartSubTotal).toBe(p.finalPriceCents * 2);
  });

  it("adds to the same line on a second add, and reports the change", async () => {
    const p = await plentiful();
    const shopper = new Shopper();
    await shopper.add([{ itemId: p.itemId, qty: 2 }]);
    const second = cartOf(await shopper.add([{ itemId: p.itemId, qty: 3 }]));
    expect(second.items).toHaveLength(1);
    expect(second.items[0]).toMatchObject({ qty: 5, prevQty: 2, qtyAdded: 3, actioned: "ADD_ITEM" });
    const read = await shopper.cart();
    expect(read.items[0]).toMatchObject({ qty: 5, actioned: "NONE" });
  });

  it("defaults the quantity to 1 and lets a resolved id with ## replace the item id", async () => {
    const p = await plentiful();
    const q = await plentiful2();
    const shopper = new Shopper();
    const cart = cartOf(await shopper.add([{ itemId: q.itemId, resolvedItemId: `${p.itemId}##BLUE` }]));
    expect(cart.items[0]).toMatchObject({ itemId: p.itemId, qty: 1 });
  });

  it("sends the body base64-encoded when asked with x-http-encode", async () => {
    const p = await plentiful();
    const shopper = new Shopper();
    const reply = await shopper.add([{ itemId: p.itemId, qty: 1 }], {}, { "x-http-encode": "true" });
    expect(reply.status).toBe(200);
    expect(typeof reply.body.encoded).toBe("string");
    const decoded = JSON.parse(Buffer.from(reply.body.encoded as string, "base64").toString("utf8"));
    expect(decoded.data.cartInfo.items[0].itemId).toBe(p.itemId);
  });

  it("caps at the item's limit with the spec's words, then says the maximum is already in the cart", async () => {
    const p = await product(sql`p.quantity_limit between 2 and 20 and i.online_qty > 100`);
    const limit = p.quantityLimit as number;
    const shopper = new Shopper();
    const first = cartOf(await shopper.add([{ itemId: p.itemId, qty: limit + 3 }]));
    expect(first.items[0]?.qty).toBe(limit);
    expect(first.items[0]?.messages).toContainEqual(
      expect.objectContaining({
        code: "QTY_LIMIT_ITEM",
        message: `We're sorry, this item is sold in limited quantities. You can order a maximum of ${limit}. Please update the quantity and click Add to cart to continue.`,
      }),
    );
    const again = cartOf(await shopper.add([{ itemId: p.itemId, qty: 1 }]));
    expect(again.items[0]?.qty).toBe(limit);
    expect(again.items[0]?.messages.map((m) => m.message)).toContain(
      "You already have this item in cart with the maximum quantity available.",
    );
  });

  it("gives what is in stock when more is asked", async () => {
    const p = await product(sql`i.online_qty between 1 and 9 and (p.quantity_limit is null or p.quantity_limit > 20)`);
    const shopper = new Shopper();
    const cart = cartOf(await shopper.add([{ itemId: p.itemId, qty: 15 }]));
    expect(cart.items[0]?.qty).toBe(p.onlineQty);
    expect(cart.items[0]?.messages).toContainEqual(
      expect.objectContaining({
        code: "PARTIAL_QTY_AVAILABLE",
        message: "We're sorry, but you have ordered more than we have in stock.",
      }),
    );
  });

  it("keeps a line at 999 at most", async () => {
    const p = await product(sql`i.online_qty >= 1500 and p.quantity_limit is null`);
    const shopper = new Shopper();
    const cart = cartOf(await shopper.add([{ itemId: p.itemId, qty: 1200 }]));
    expect(cart.items[0]?.qty).toBe(999);
    expect(cart.items[0]?.messages.map((m) => m.code)).toContain("EXCEEDS_MAX_LINE_QTY");
  });

  it("adds a backordered item with its date", async () => {
    const p = await product(
      sql`i.online_qty = 0 and i.backorder_date is not null and (p.quantity_limit is null or p.quantity_limit >= 5)`,
    );
    const shopper = new Shopper();
    const cart = cartOf(await shopper.add([{ itemId: p.itemId, qty: 2 }]));
    expect(cart.items[0]?.qty).toBe(2);
    expect(cart.items[0]?.selectedDeliveryOption.isBackOrder).toBe(true);
    expect(cart.items[0]?.messages[0]?.message).toMatch(/^This item is currently backordered until [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it("refuses an out-of-stock item added alone, and adds nothing", async () => {
    const p = await product(sql`i.online_qty = 0 and i.backorder_date is null`);
    const shopper = new Shopper();
    const reply = await shopper.add([{ itemId: p.itemId, qty: 1 }]);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: "OUT_OF_STOCK",
      message: "We're sorry, this item is out of stock and is not added to cart.",
    });
    expect(reply.headers.get("set-cookie")).toBeNull();
    expect((await shopper.cart()).items).toEqual([]);
  });

  it("adds the others when one of several items is out of stock, and says which", async () => {
    const out = await product(sql`i.online_qty = 0 and i.backorder_date is null`);
    const ok = await plentiful();
    const shopper = new Shopper();
    const cart = cartOf(await shopper.add([{ itemId: out.itemId }, { itemId: ok.itemId }]));
    const transient = cart.items.find((i) => i.itemId === out.itemId);
    expect(transient).toMatchObject({ status: "TRANSIENT", cartItemId: null });
    expect(transient?.messages[0]).toMatchObject({ code: "OUT_OF_STOCK", message: "We're sorry, this item is out of stock." });
    expect((await shopper.cart()).items.map((i) => i.itemId)).toEqual([ok.itemId]);
  });

  it.each([
    ["an unknown item", "999999999", "INVALID_ITEM"],
    ["a malformed item id", "abc'--", "SKU_INVALID"],
  ])("refuses %s with %s", async (_label, itemId, code) => {
    const reply = await new Shopper().add([{ itemId, qty: 1 }]);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(code);
  });

  it("refuses an unpublished item with ITEM_NOT_PUBLISHED", async () => {
    const rows = await sql<{ itemId: string }>`select item_id from products where status = 'UNPUBLISHED' limit 1`.execute(
      server.db,
    );
    const itemId = rows.rows[0]?.itemId;
    if (!itemId) return expect(rows.rows).toHaveLength(0);
    const reply = await new Shopper().add([{ itemId, qty: 1 }]);
    expect(reply).toMatchObject({ status: 400, body: { code: "ITEM_NOT_PUBLISHED" } });
  });
});

describe("bad input changes nothing", () => {
  it.each([
    ["no items", {}, "INVALID_ITEMS", "Items not passed"],
    ["empty items", { items: [] }, "INVALID_ITEMS", "Items not passed"],
    ["items not a list", { items: "123" }, "INVALID_ITEMS", "Items not passed"],
    ["a negative quantity", { items: [{ itemId: "X", qty: -1 }] }, "INVALID_QTY", "Qty of one the items is incorrect"],
    ["a zero quantity", { items: [{ itemId: "X", qty: 0 }] }, "INVALID_QTY", "Qty of one the items is incorrect"],
    ["a fractional quantity", { items: [{ itemId: "X", qty: 1.5 }] }, "INVALID_QTY", "Qty of one the items is incorrect"],
    ["a huge quantity", { items: [{ itemId: "X", qty: 1e12 }] }, "INVALID_QTY", "Qty of one the items is incorrect"],
    ["a word for a quantity", { items: [{ itemId: "X", qty: "lots" }] }, "INVALID_QTY", "Qty of one the items is incorrect"],
    ["an object for a quantity", { items: [{ itemId: "X", qty: { n: 1 } }] }, "INVALID_QTY", "Qty of one the items is incorrect"],
    ["an item without id", { items: [{ qty: 1 }] }, "INVALID_ITEMS", "Each item needs an itemId"],
    [
      "101 items",
      { items: Array.from({ length: 101 }, () => ({ itemId: "X", qty: 1 })) },
      "INVALID_ITEMS",
      "Too many items: at most 100 in one call",
    ],
  ])("%s", async (_label, body, code, message) => {
    const p = await plentiful();
    const shopper = new Shopper();
    await shopper.add([{ itemId: p.itemId, qty: 1 }]);
    const fixed = JSON.parse(JSON.stringify(body).replaceAll('"X"', `"${p.itemId}"`));
    const reply = await shopper.call("POST", "/cc/api/checkout/default/item", fixed);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code, message });
    expect((await shopper.cart()).items.map((i) => i.qty)).toEqual([1]);
  });

  it("refuses malformed JSON, __proto__ keys and 10,000 items with a 4xx", async () => {
    const shopper = new Shopper();
    const malformed = await shopper.call("POST", "/cc/api/checkout/default/item", '{"items": [');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("INVALID_REQUEST");
    const proto = await shopper.call(
      "POST",
      "/cc/api/checkout/default/item",
      '{"items":[{"itemId":"1","qty":1}],"__proto__":{"admin":true}}',
    );
    expect(proto.status).toBe(400);
    const many = await shopper.call("POST", "/cc/api/checkout/default/item", {
      items: Array.from({ length: 10_000 }, (_, i) => ({ itemId: String(100000 + i), qty: 1 })),
    });
    expect(many.status).toBeGreaterThanOrEqual(400);
    expect(many.status).toBeLessThan(500);
    expect(shopper.cookie).toBeNull();
    expect({} as Record<string, unknown>).not.toHaveProperty("admin");
  });
});

describe("bodies that are not what a cart call takes", () => {
  it("answers a 100,000-deep JSON array on any cart call with 400, and changes nothing", async () => {
    const p = await plentiful();
    const shopper = new Shopper();
    await shopper.add([{ itemId: p.itemId, qty: 1 }]);
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    for (const [path, override] of [
      ["/cc/api/checkout/default/item", undefined],
      ["/cc/api/checkout/default/item", "PUT"],
      ["/cc/api/checkout/default?actionType=EDIT_ITEM", "PUT"],
      ["/cc/api/checkout/default/coupon", undefined],
    ] as const) {
      const reply = await shopper.call("POST", path, deep, override ? { "x-http-method-override": override } : {});
      expect(reply.status, path).toBe(400);
      expect(reply.body.code).toBe("INVALID_REQUEST");
    }
    expect((await shopper.cart()).items.map((i) => i.qty)).toEqual([1]);
  });

  it.each([
    ["true", "true", "application/json", 400],
    ["1e308", "1e308", "application/json", 400],
    ["a list", "[1,2]", "application/json", 400],
    ["text/plain", '{"items":[]}', "text/plain", 415],
  ])("refuses a body of %s on the cart update, and changes nothing", async (_label, body, type, status) => {
    const p = await plentiful();
    const shopper = new Shopper();
    await shopper.add([{ itemId: p.itemId, qty: 1 }]);
    const reply = await shopper.call("POST", "/cc/api/checkout/default?actionType=EDIT_ITEM", body, {
      "x-http-method-override": "PUT",
      "content-type": type,
    });
    expect(reply.status).toBe(status);
    expect(reply.body.code).toMatch(/^(INVALID_REQUEST|UNSUPPORTED_MEDIA_TYPE)$/);
    expect((await shopper.cart()).items.map((i) => i.qty)).toEqual([1]);
  });

  it.each([
    ["no qty", {}],
    ["qty null", { qty: null }],
    ['qty ""', { qty: "" }],
    ['qty " "', { qty: " " }],
  ])("refuses an update with %s (it used to set the line to 1), and changes nothing", async (_label, qty) => {
    const p = await plentiful();
    const shopper = new Shopper();
    const added = cartOf(await shopper.add([{ itemId: p.itemId, qty: 3 }]));
    const cartItemId = added.items[0]!.cartItemId!;
    const reply = await shopper.update([{ cartItemId, ...qty }]);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "INVALID_QTY", message: "Qty of one the items is incorrect" });
    expect((await shopper.cart()).items.map((i) => i.qty)).toEqual([3]);
  });
});

describe("updating and removing", () => {
  it("sets a line's quantity, with the change reported as EDIT_ITEM", async () => {
    const p = await plentiful();
    const shopper = new Shopper();
    const line = cartOf(await shopper.add([{ itemId: p.itemId, qty: 5 }])).items[0] as Item;
    const cart = cartOf(await shopper.update([{ cartItemId: line.cartItemId, qty: 3 }]));
    expect(cart.items[0]).toMatchObject({ qty: 3, prevQty: 5, requestedQty: 3, actioned: "EDIT_ITEM" });
    const plainPut = await shopper.call("PUT", "/cc/api/checkout/default", {
      items: [{ cartItemId: line.cartItemId, qty: "7" }],
    });
    expect(cartOf(plainPut).items[0]?.qty).toBe(7);
    const dotcomUpdate = await shopper.call(
      "POST",
      "/cc/api/checkout/default/item",
      { items: [{ cartItemId: line.cartItemId, qty: 2 }] },
      { "x-http-method-override": "PUT" },
    );
    expect(cartOf(dotcomUpdate).items[0]?.qty).toBe(2);
  });

  it("caps an update at the limit with QTY_LIMIT_EXCEEDED", async () => {
    const p = await product(sql`p.quantity_limit between 2 and 20 and i.online_qty > 100`);
    const shopper = new Shopper();
    const line = cartOf(await shopper.add([{ itemId: p.itemId, qty: 1 }])).items[0] as Item;
    const cart = cartOf(await shopper.update([{ cartItemId: line.cartItemId, qty: 50 }]));
    expect(cart.items[0]?.qty).toBe(p.quantityLimit);
    expect(cart.items[0]?.messages.map((m) => m.code)).toContain("QTY_LIMIT_EXCEEDED");
  });

  it("removes a line: shown once as DELETED, then gone; quantity 0 removes too", async () => {
    const p = await plentiful();
    const q = await plentiful2();
    const shopper = new Shopper();
    const lines = cartOf(
      await shopper.add([
        { itemId: p.itemId, qty: 2 },
        { itemId: q.itemId, qty: 1 },
      ]),
    ).items;
    const removed = cartOf(await shopper.remove(lines[0]?.cartItemId as string));
    expect(removed.items.find((i) => i.cartItemId === lines[0]?.cartItemId)).toMatchObject({
      status: "DELETED",
      actioned: "DELETED_ITEM",
      prevQty: 2,
    });
    expect((await shopper.cart()).items.map((i) => i.itemId)).toEqual([q.itemId]);
    const zero = cartOf(await shopper.update([{ cartItemId: lines[1]?.cartItemId, qty: 0 }]));
    expect(zero.items[0]).toMatchObject({ status: "DELETED" });
    const empty = await shopper.cart();
    expect(empty.items).toEqual([]);
    expect(empty.messages.map((m) => m.code)).toContain("EMPTY_CART");
    const plainDelete = await shopper.call("DELETE", `/cc/api/checkout/default/item/${lines[0]?.cartItemId}`);
    expect(plainDelete).toMatchObject({ status: 404, body: { code: "CART_ITEM_ID_NOT_FOUND" } });
  });

  it("needs a cartItemId, and a known one", async () => {
    const p = await plentiful();
    const shopper = new Shopper();
    await shopper.add([{ itemId: p.itemId, qty: 1 }]);
    const missing = await shopper.update([{ qty: 2 }]);
    expect(missing).toMatchObject({ status: 400, body: { message: "Must provide cartItemId as prop of item" } });
    const none = await shopper.call("POST", "/cc/api/checkout/default", {}, { "x-http-method-override": "PUT" });
    expect(none).toMatchObject({ status: 400, body: { code: "INVALID_ITEMS" } });
    const unknown = await shopper.update([{ cartItemId: "00000000-0000-0000-0000-000000000000", qty: 2 }]);
    expect(unknown).toMatchObject({ status: 404, body: { code: "CART_ITEM_ID_NOT_FOUND" } });
    expect((await shopper.cart()).items[0]?.qty).toBe(1);
  });
});

describe("whose cart", () => {
  it("never lets one shopper see or change another's lines", async () => {
    const p = await plentiful();
    const alice = new Shopper();
    const bob = new Shopper();
    const aliceLine = cartOf(await alice.add([{ itemId: p.itemId, qty: 4 }])).items[0] as Item;
    await bob.add([{ itemId: p.itemId, qty: 1 }]);
    expect(await bob.update([{ cartItemId: aliceLine.cartItemId, qty: 1 }])).toMatchObject({ status: 404 });
    expect(await bob.remove(aliceLine.cartItemId as string)).toMatchObject({ status: 404 });
    const aliceCart = await alice.cart();
    expect(aliceCart.items[0]?.qty).toBe(4);
    // A cart id alone opens nothing: without the cookie a browser sees an empty cart.
    const stranger = new Shopper();
    const reply = await stranger.call("GET", `/cc/api/checkout?cartId=${aliceCart.cartId}`);
    expect(cartOf(reply).items).toEqual([]);
    const forged = new Shopper();
    forged.cookie = "quire_cart=not-a-real-token";
    expect((await forged.cart()).items).toEqual([]);
  });
});

describe("concurrency and retries", () => {
  it("ends concurrent adds of one item as one line with the summed quantity", async () => {
    const p = await plentiful();
    const shopper = new Shopper();
    await shopper.add([{ itemId: p.itemId, qty: 1 }]);
    const replies = await Promise.all(Array.from({ length: 10 }, () => shopper.add([{ itemId: p.itemId, qty: 2 }])));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const cart = await shopper.cart();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.qty).toBe(21);
  });

  it("keeps each of many new guests' adds arriving together to its own cart, a refused one changing nothing", async () => {
    // On SQLite the adds of one event-loop turn commit together, each in a savepoint (decision 051).
    const [ok, ok2, out] = await Promise.all([
      plentiful(),
      plentiful2(),
      product(sql`i.online_qty = 0 and i.backorder_date is null`),
    ]);
    const shoppers = Array.from({ length: 9 }, () => new Shopper());
    const asked = shoppers.map((_, i) => [ok, out, ok2][i % 3] as typeof ok);
    const replies = await Promise.all(shoppers.map((shopper, i) => shopper.add([{ itemId: asked[i]?.itemId, qty: i + 1 }])));
    expect(replies.map((r) => r.status)).toEqual([200, 400, 200, 200, 400, 200, 200, 400, 200]);
    expect(replies.filter((r) => r.status === 400).every((r) => r.body.code === "OUT_OF_STOCK")).toBe(true);
    const cartIds = replies.filter((r) => r.status === 200).map((r) => cartOf(r).cartId);
    expect(new Set(cartIds).size).toBe(6);
    const carts = await Promise.all(shoppers.map((shopper) => shopper.cart()));
    carts.forEach((cart, i) => {
      if (i % 3 === 1) expect(cart.items).toEqual([]);
      else expect(cart.items.map((line) => [line.itemId, line.qty])).toEqual([[asked[i]?.itemId, i + 1]]);
    });
  });

  it("applies a mutation sent again with the same Idempotency-Key once", async () => {
    const p = await plentiful();
    const shopper = new Shopper();
    await shopper.add([{ itemId: p.itemId, qty: 1 }]);
    const key = `retry-${Date.now()}`;
    const first = await shopper.add([{ itemId: p.itemId, qty: 3 }], {}, { "idempotency-key": key });
    const again = await Promise.all([
      shopper.add([{ itemId: p.itemId, qty: 3 }], {}, { "idempotency-key": key }),
      shopper.add([{ itemId: p.itemId, qty: 3 }], {}, { "idempotency-key": key }),
    ]);
    expect(again.map((r) => r.body)).toEqual([first.body, first.body]);
    expect((await shopper.cart()).items[0]?.qty).toBe(4);
    const different = await shopper.add([{ itemId: p.itemId, qty: 5 }], {}, { "idempotency-key": key });
    expect(different).toMatchObject({ status: 422, body: { code: "IDEMPOTENCY_KEY_REUSED" } });
    const badKey = await shopper.add([{ itemId: p.itemId, qty: 1 }], {}, { "idempotency-key": "not ok!" });
    expect(badKey.status).toBe(400);
    expect((await shopper.cart()).items[0]?.qty).toBe(4);
  });
});

describe("delivery types", () => {
  it("picks up in the shopper's store, in the default store without one, and rejects an unknown store", async () => {
    const rows = await sql<{ itemId: string }>`select p.item_id from products p join store_inventory s on s.product_id = p.id
      join inventory i on i.product_id = p.id
      where s.store_number = '0008' and s.qty >= 5 and p.status = 'PUBLISHED' and p.quantity_limit is null and p.is_free_sample = 0
      order by p.id limit 1`.execute(server.db);
    const itemId = rows.rows[0]?.itemId as string;
    const shopper = new Shopper();
    shopper.cookie = null;
    const pickup = cartOf(
      await shopper.add(
        [{ itemId, qty: 1, deliveryType: "ISP" }],
        {},
        { cookie: `YourStore=${encodeURIComponent('{"storeNumber":"0008"}')}` },
      ),
    );
    expect(pickup.items[0]?.selectedDeliveryOption).toMatchObject({ deliveryType: "ISP", pickupStoreNumber: "0008" });
    // without a store cookie: the store the header shows, the default store 0008 (decision 072)
    const sts = cartOf(await shopper.add([{ itemId, qty: 1, deliveryType: "STS" }]));
    expect(sts.items.find((i) => i.actioned === "ADD_ITEM")?.selectedDeliveryOption).toMatchObject({
      deliveryType: "STS",
      pickupStoreNumber: "0008",
    });
    const bad = await new Shopper().add([{ itemId, qty: 1, deliveryType: "ISP", storeNumber: "9999" }]);
    expect(bad).toMatchObject({ status: 400, body: { code: "INVALID_STORE_NUMBER" } });
  });
});

describe("pricing and coupons", () => {
  it("adds up: subtotal, coupons, shipping, handling and Massachusetts tax", async () => {
    const p = await product(sql`p.final_price_cents between 500 and 2000 and i.online_qty > 100 and p.quantity_limit is null`);
    const shopper = new Shopper();
    const cart = cartOf(await shopper.add([{ itemId: p.itemId, qty: 1 }]));
    const s = cart.cartSummary as Record<string, number>;
    expect(cart.userInfo.shipToZipCode).toBe("01702");
    expect(s.cartSubTotal).toBe(p.finalPriceCents);
    expect(s.shipFee).toBe(599);
    expect(s.estimatedTax).toBe(Math.round((s.cartSubTotalAfterCoupons as number) * 0.0625));
    expect(s.ordTotal).toBe(
      (s.cartSubTotal as number) -
        (s.couponsTotal as number) +
        (s.shipFee as number) +
        (s.handlingFee as number) +
        (s.estimatedTax as number),
    );
    expect(cart.cartSummary.freeShippingMessage).toMatch(/^FREE shipping when you spend \$\d+\.\d{2} to go$/);
  });

  it("applies and removes a coupon, and refuses expired and unknown ones without change", async () => {
    const p = await product(sql`p.final_price_cents between 3000 and 9000 and i.online_qty > 100 and p.quantity_limit is null`);
    const shopper = new Shopper();
    const before = cartOf(await shopper.add([{ itemId: p.itemId, qty: 1 }]));
    const applied = await shopper.call("POST", "/cc/api/checkout/default/coupon", { couponCode: "take5" });
    expect(applied.status).toBe(200);
    const cart = cartOf(applied);
    expect(cart.coupons.find((c) => c.code === "TAKE5")).toMatchObject({ discountAmount: 500, errorReason: null });
    expect(cart.messages.map((m) => m.message)).toContain("Your coupon has been added to the cart.");
    expect(cart.cartSummary.couponsTotal).toBe((before.cartSummary.couponsTotal as number) + 500);
    expect(await shopper.call("POST", "/cc/api/checkout/default/coupon", { couponCode: "EXPIRED5" })).toMatchObject({
      status: 400,
      body: { code: "COUPON_EXPIRED" },
    });
    expect(await shopper.call("POST", "/cc/api/checkout/default/coupon", { couponCode: "NOPE99" })).toMatchObject({
      status: 400,
      body: { code: "INVALID_COUPON" },
    });
    expect(await shopper.call("POST", "/cc/api/checkout/default/coupon", { couponCode: "<script>" })).toMatchObject({
      status: 400,
      body: { code: "INVALID_COUPON" },
    });
    const removed = await shopper.call("POST", "/cc/api/checkout/default/coupon/TAKE5", undefined, {
      "x-http-method-override": "DELETE",
    });
    expect(cartOf(removed).coupons.map((c) => c.code)).not.toContain("TAKE5");
    expect(await shopper.call("DELETE", "/cc/api/checkout/default/coupon/TAKE5")).toMatchObject({
      status: 404,
      body: { code: "COUPON_NOT_FOUND" },
    });
  });

  it("sends a guest to sign in before checkout (401) and leaves the cart as it was", async () => {
    const p = await plentiful();
    const shopper = new Shopper();
    await shopper.add([{ itemId: p.itemId, qty: 1 }]);
    const refused = await shopper.call(
      "POST",
      "/cc/api/checkout/default?buyNow=true",
      { proceedCheckout: true },
      { "x-http-method-override": "PUT" },
    );
    expect(refused).toMatchObject({ status: 401, body: { code: "UNAUTHORIZED", message: "Please sign in to check out." } });
    expect((await shopper.cart()).cartAttributes.proceedCheckout).toBe(false);
  });
});

describe("the cart's OpenAPI document", () => {
  it("shows the cart answer's shape, not an open record", async () => {
    const res = await fetch(`${server.baseUrl}/api/openapi.json`);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>;
    };
    const schema = JSON.stringify(doc.paths["/cc/api/checkout"]!.get!.responses["200"]!.content["application/json"]!.schema);
    for (const field of ["cartInfo", "items", "cartItemId", "coupons", "cartSummary", "ordTotal", "proceedCheckout"]) {
      expect(schema).toContain(`"${field}"`);
    }
  });
});

describe("the cart's request bodies", () => {
  it("are documented with the schemas that parse them", async () => {
    const res = await fetch(`${server.baseUrl}/api/openapi.json`);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    };
    const bodyOf = (path: string, method: string) =>
      JSON.stringify(doc.paths[path]![method]!.requestBody!.content["application/json"]!.schema);
    for (const field of ["items", "itemId", "qty", "storeNumber", "yourStoreNo", "buyNow"]) {
      expect(bodyOf("/cc/api/checkout/default/item", "post")).toContain(`"${field}"`);
    }
    expect(bodyOf("/cc/api/checkout/default/item", "put")).toContain('"cartItemId"');
    expect(bodyOf("/cc/api/checkout/default", "put")).toContain('"proceedCheckout"');
    expect(bodyOf("/cc/api/checkout/default/coupon", "post")).toContain('"couponCode"');
  });

  it("refuse a wrong body with the cart's own code, and change nothing", async () => {
    const p = await plentiful();
    const shopper = new Shopper();
    await shopper.add([{ itemId: p.itemId, qty: 2 }]);
    const before = await shopper.cart();
    const lineId = before.items[0]!.cartItemId!;
    const noQty = await shopper.call("PUT", "/cc/api/checkout/default/item", { items: [{ cartItemId: lineId, qty: " " }] });
    expect(noQty).toMatchObject({ status: 400, body: { code: "INVALID_QTY", message: "Qty of one the items is incorrect" } });
    const badStore = await shopper.call("POST", "/cc/api/checkout/default/item", {
      items: [{ itemId: p.itemId, storeNumber: "x" }],
    });
    expect(badStore).toMatchObject({
      status: 400,
      body: { code: "INVALID_REQUEST", message: "storeNumber: store numbers are 1 to 6 digits" },
    });
    const badStatus = await shopper.call("PUT", "/cc/api/checkout/default?buyNow=true", { proceedCheckout: "yes" });
    expect(badStatus).toMatchObject({
      status: 400,
      body: { code: "INVALID_REQUEST", message: "proceedCheckout: must be true or false" },
    });
    expect((await shopper.cart()).items.map((line) => [line.cartItemId, line.qty])).toEqual([[lineId, 2]]);
  });
});

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoBrowsers } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The cart area's rules and codes of decision 072, each from a real condition over real HTTP, and
// on the cart page's HTML where the page shows them: free samples never alone, pickup at the
// header's store, BACK_IN_STOCK and the cart-wide out-of-stock words, ITEM_NOT_AVAILABLE,
// CART_ID_NOT_FOUND, MISSING_WEB_USER_ID, NEGATIVE_CART_TOTAL, the add's confirmations and a
// failure on our side (TECHNICAL_PROBLEM).

let server: TestServer;
const signedIn = demoBrowsers(() => server.baseUrl);
const ADD = "/cc/api/checkout/default/item";
const SFL = "/cc/api/sfl?mmx=false&page=1&size=300";
const OOS_NOTICE = "We're sorry, the following item is out of stock.";
const OOS_CHECKOUT = "One or more items in your cart is out of stock. Please remove the item to proceed.";
const OOPS = "Oops, something went wrong on our side. Please refresh the page to continue.";

beforeAll(async () => {
  server = await startTestServer({ products: 600, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

/** Items in stock online, each test taking its own by offset so stock changes do not meet. */
async function items(offset: number, n: number): Promise<{ itemId: string; productId: number; name: string }[]> {
  const result = await sql<{ itemId: string; id: number; name: string }>`
    select p.item_id, p.id, p.name from products p join inventory i on i.product_id = p.id
    where p.status = 'PUBLISHED' and p.is_free_sample = 0 and p.is_warranty_plan = 0 and p.gift_card_delivery_id is null
      and i.online_qty >= 100 and i.backorder_date is null and p.quantity_limit is null and p.final_price_cents > 0
    order by p.id limit ${n} offset ${offset}`.execute(server.db);
  return result.rows.map((r) => ({ itemId: r.itemId, productId: Number(r.id), name: r.name }));
}

async function sample(): Promise<string> {
  const row = await sql<{ itemId: string }>`
    select p.item_id from products p join inventory i on i.product_id = p.id
    where p.is_free_sample = 1 and p.status = 'PUBLISHED' and i.online_qty > 5 order by p.id limit 1`.execute(server.db);
  return row.rows[0]!.itemId;
}

const setStock = (productId: number, qty: number) =>
  sql`update inventory set online_qty = ${qty} where product_id = ${productId}`.execute(server.db);

async function cartOf(browser: TestBrowser) {
  return (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo;
}

const codes = (messages: { code: string }[]) => messages.map((m) => m.code);

/** A browser that has the cart page open and posts its forms as a browser without JavaScript does. */
async function pageBrowser() {
  const browser = new TestBrowser(server.baseUrl);
  expect((await browser.call("GET", "/cart")).status).toBe(200);
  return Object.assign(browser, { form: (fields: Record<string, string>) => browser.postForm("/cart", fields) });
}

const escaped = (text: string) => text.replace(/'/g, "&#x27;");

describe("free samples are never alone in the cart", () => {
  it("a refused sample add answers with the cart as it was, without the sample", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const [paid] = await items(0, 1);
    const added = await guest.call("POST", ADD, { items: [{ itemId: paid!.itemId, qty: 1 }] });
    await guest.call("DELETE", `${ADD}/${added.body.data.cartInfo.items[0].cartItemId}`);
    const reply = await guest.call("POST", ADD, { items: [{ itemId: await sample(), qty: 1 }] });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("FREE_SAMPLE_ALONE");
    expect(reply.body.data.cartInfo.items.filter((i: { status: string }) => i.status === "ACTIVE")).toEqual([]);
    expect(reply.body.data.cartInfo.cartAttributes.numberOfItems).toBe(0);
    expect((await cartOf(guest)).items).toEqual([]);
  });

  it("move all to cart keeps a sample saved when nothing paid for goes with it", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const [paid] = await items(1, 1);
    const sampleId = await sample();
    expect((await guest.call("POST", SFL, { itemId: paid!.itemId, qty: 1 })).status).toBe(200);
    expect((await guest.call("POST", SFL, { itemId: sampleId, qty: 1 })).status).toBe(200);
    await setStock(paid!.productId, 0);
    try {
      const moved = await guest.call("POST", "/cc/api/sfl/move-all");
      const cart = moved.body.data?.cartInfo ?? (await cartOf(guest));
      expect(cart.items.filter((i: { status: string }) => i.status === "ACTIVE")).toEqual([]);
      expect((await cartOf(guest)).sflItems.map((s: { itemId: string }) => s.itemId).sort()).toEqual(
        [paid!.itemId, sampleId].sort(),
      );
      // with stock back, both go: the paid item first, then the sample beside it
      await setStock(paid!.productId, 100);
      const again = await guest.call("POST", "/cc/api/sfl/move-all");
      expect(again.status).toBe(200);
      const after = await cartOf(guest);
      expect(after.items.map((i: { itemId: string }) => i.itemId).sort()).toEqual([paid!.itemId, sampleId].sort());
      expect(after.sflItems).toEqual([]);
    } finally {
      await setStock(paid!.productId, 100);
    }
  });

  it("moving the one saved sample into an empty cart is refused with the sample's words", async () => {
    const guest = new TestBrowser(server.baseUrl);
    await guest.call("POST", SFL, { itemId: await sample(), qty: 1 });
    const saved = (await cartOf(guest)).sflItems[0];
    const reply = await guest.call("POST", `/cc/api/sfl/${saved.listItemId}/move`);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { code: "FREE_SAMPLE_ALONE", message: "This item is a free sample and cannot be purchased individually." },
    ]);
    expect((await cartOf(guest)).sflItems).toHaveLength(1);
  });
});

describe("pickup without a store cookie", () => {
  it("an ISP add without a store goes to the header's store, 0008 Natick, not silently shipped", async () => {
    const shelf = await sql<{ itemId: string }>`
      select p.item_id from products p join store_inventory s on s.product_id = p.id
      where s.store_number = '0008' and s.qty >= 5 and p.status = 'PUBLISHED' and p.is_free_sample = 0
        and p.is_warranty_plan = 0 and p.gift_card_delivery_id is null and p.quantity_limit is null
      order by p.id limit 1`.execute(server.db);
    const guest = new TestBrowser(server.baseUrl);
    const reply = await guest.call("POST", ADD, { items: [{ itemId: shelf.rows[0]!.itemId, qty: 1, deliveryType: "ISP" }] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.cartInfo.items[0].selectedDeliveryOption).toMatchObject({
      deliveryType: "ISP",
      pickupStoreNumber: "0008",
    });
  });

  it("a gift card for pickup is ITEM_NOT_AVAILABLE and nothing is added", async () => {
    const card = await sql<{ itemId: string }>`
      select p.item_id from products p join inventory i on i.product_id = p.id
      where p.gift_card_delivery_id is not null and p.status = 'PUBLISHED' and i.online_qty > 0
      order by p.id limit 1`.execute(server.db);
    const guest = new TestBrowser(server.baseUrl);
    const reply = await guest.call("POST", ADD, {
      items: [{ itemId: card.rows[0]!.itemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: "ITEM_NOT_AVAILABLE",
      message: "This item is not available for pickup or ship to store.",
    });
    expect(guest.cookies.has("quire_cart")).toBe(false);
  });
});

describe("out of stock and back", () => {
  it("a sold-out line is named on the cart and keeps it from checkout; when stock returns it says BACK_IN_STOCK", async () => {
    const shopper = await signedIn("registered@quire.test");
    for (const line of (await cartOf(shopper)).items) await shopper.call("DELETE", `${ADD}/${line.cartItemId}`);
    const [item] = await items(5, 1);
    const added = await shopper.call("POST", ADD, { items: [{ itemId: item!.itemId, qty: 2 }] });
    const cartItemId = added.body.data.cartInfo.items[0].cartItemId;
    await setStock(item!.productId, 0);
    try {
      // the shopper changes the line while it is sold out: the line keeps its quantity and says why
      const changed = await shopper.call("PUT", ADD, { items: [{ cartItemId, qty: 3 }] });
      expect(codes(changed.body.data.cartInfo.items[0].messages)).toContain("OUT_OF_STOCK");
      const soldOut = await cartOf(shopper);
      expect(soldOut.messages).toContainEqual({
        code: "CART_ITEMS_OOS_OR_PARTIAL_AVAILABILITY",
        type: "ERROR",
        message: OOS_NOTICE,
      });
      const page = (await shopper.call("GET", "/cart")).body as string;
      expect(page).toContain(escaped(OOS_NOTICE));
      expect(page).toContain(escaped(OOS_CHECKOUT));
      expect(page).toContain(`<li>${item!.name.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;")}</li>`);

      const proceed = await shopper.call("PUT", "/cc/api/checkout/default?buyNow=true", { proceedCheckout: true });
      expect(proceed.status).toBe(400);
      expect(proceed.body).toMatchObject({ code: "CART_ITEMS_OOS_OR_PARTIAL_AVAILABILITY", message: OOS_CHECKOUT });
      expect((await cartOf(shopper)).cartAttributes.proceedCheckout).toBe(false);

      await setStock(item!.productId, 100);
      const back = await cartOf(shopper);
      expect(codes(back.items[0].messages)).toEqual(["BACK_IN_STOCK"]);
      expect(back.items[0].messages[0].message).toBe("Good news! This item is back in stock.");
      expect(codes(back.messages)).not.toContain("CART_ITEMS_OOS_OR_PARTIAL_AVAILABILITY");
      expect((await shopper.call("GET", "/cart")).body).toContain("Good news! This item is back in stock.");
    } finally {
      await setStock(item!.productId, 100);
    }
  });
});

describe("codes of calls that cannot be answered", () => {
  it("a change to a browser with no cart is CART_ID_NOT_FOUND (404) and creates none", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const update = await guest.call("PUT", ADD, { items: [{ cartItemId: "no-such-line", qty: 1 }] });
    expect(update.status).toBe(404);
    expect(update.body).toMatchObject({
      code: "CART_ID_NOT_FOUND",
      message: "We couldn't find your cart. Please refresh the page.",
    });
    const remove = await guest.call("DELETE", `${ADD}/no-such-line`);
    expect(remove.body.code).toBe("CART_ID_NOT_FOUND");
    expect(guest.cookies.has("quire_cart")).toBe(false);
  });

  it("the buy-now read of the account's cart is MISSING_WEB_USER_ID for a guest, the cart for a shopper", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const reply = await guest.call("GET", "/cc/api/checkout?buyNow=true");
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: "MISSING_WEB_USER_ID", message: "Please sign in to see your account's cart." });
    const shopper = await signedIn("registered@quire.test");
    expect((await shopper.call("GET", "/cc/api/checkout?buyNow=true")).status).toBe(200);
  });

  it("checkout of a cart whose total is below zero (a price gone wrong) is NEGATIVE_CART_TOTAL", async () => {
    const shopper = await signedIn("registered@quire.test");
    for (const line of (await cartOf(shopper)).items) await shopper.call("DELETE", `${ADD}/${line.cartItemId}`);
    const [item] = await items(8, 1);
    await shopper.call("POST", ADD, { items: [{ itemId: item!.itemId, qty: 1 }] });
    const price = await sql<{
      cents: number;
    }>`select final_price_cents as cents from products where id = ${item!.productId}`.execute(server.db);
    await sql`update products set final_price_cents = -500 where id = ${item!.productId}`.execute(server.db);
    try {
      const proceed = await shopper.call("PUT", "/cc/api/checkout/default?buyNow=true", { proceedCheckout: true });
      expect(proceed.status).toBe(400);
      expect(proceed.body).toMatchObject({
        code: "NEGATIVE_CART_TOTAL",
        message: "Your cart's total is below zero, so it cannot be checked out. Please contact us.",
      });
      expect((await cartOf(shopper)).cartAttributes.proceedCheckout).toBe(false);
    } finally {
      await sql`update products set final_price_cents = ${price.rows[0]!.cents} where id = ${item!.productId}`.execute(server.db);
    }
  });
});

describe("the add's confirmation", () => {
  it("says SKU, SKUs, and SKUs with a coupon added together; a coupon the cart refuses says why", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const [a, b, c] = await items(10, 3);
    const confirmation = (reply: { body: { data: { cartInfo: { messages: { code: string; message: string }[] } } } }) =>
      reply.body.data.cartInfo.messages.find((m) => m.code === "SKU_ADDED")?.message;
    expect(confirmation(await guest.call("POST", ADD, { items: [{ itemId: a!.itemId }] }))).toBe(
      "Your SKU has been added to the cart.",
    );
    expect(confirmation(await guest.call("POST", ADD, { items: [{ itemId: b!.itemId }, { itemId: c!.itemId }] }))).toBe(
      "Your SKUs have been added to the cart.",
    );
    const coupon = await sql<{ code: string }>`
      select code from coupons where active = 1 and auto_add = 0 and min_order_cents = 0 and category_id is null
        and (expires_at is null or expires_at >= ${new Date().toISOString().slice(0, 10)})
      order by code limit 1`.execute(server.db);
    const code = coupon.rows[0]!.code;
    const mixed = await guest.call("POST", ADD, {
      items: [{ itemId: a!.itemId }, { itemId: b!.itemId }],
      coupons: [code.toLowerCase(), "NO-SUCH-COUPON"],
    });
    expect(confirmation(mixed)).toBe("Your SKUs and coupon have been added to the cart.");
    expect(mixed.body.data.cartInfo.messages).toContainEqual({
      code: "INVALID_COUPON",
      type: "WARNING",
      message: "This coupon code is not valid.",
    });
    expect((await cartOf(guest)).coupons.map((x: { code: string }) => x.code)).toContain(code);
  });

  it("the cart page says what an add without JavaScript put in", async () => {
    const browser = await pageBrowser();
    const [item] = await items(14, 1);
    const added = await browser.form({ intent: "add", itemId: item!.itemId, qty: "1" });
    expect(added.status).toBe(303);
    const page = await browser.call("GET", added.headers.get("location")!);
    expect(page.body).toContain("Your SKU has been added to the cart.");
  });
});

describe("a quick-checkout cart and the page's add form", () => {
  it("a shopper's add on a page takes a SPECIAL cart back to a regular one (the form forces it)", async () => {
    const shopper = await signedIn("registered@quire.test");
    for (const line of (await cartOf(shopper)).items) await shopper.call("DELETE", `${ADD}/${line.cartItemId}`);
    const [first, second] = await items(20, 2);
    await shopper.call("POST", ADD, { items: [{ itemId: first!.itemId, qty: 1 }], type: "SPECIAL" });
    expect((await cartOf(shopper)).type).toBe("SPECIAL");
    expect((await shopper.call("POST", ADD, { items: [{ itemId: second!.itemId }] })).body.code).toBe("CART_STATUS_ERROR");
    const posted = await shopper.postForm("/cart", { intent: "add", itemId: second!.itemId, qty: "1" });
    expect(posted.status).toBe(303);
    const cart = await cartOf(shopper);
    expect(cart.type).toBe("REGULAR");
    expect(cart.items.map((i: { itemId: string }) => i.itemId).sort()).toEqual([first!.itemId, second!.itemId].sort());
  });
});

describe("a failure on our side", () => {
  it("answers TECHNICAL_PROBLEM (500) with the cart's words, on the call and on the cart page's form", async () => {
    const [item, other] = await items(16, 2);
    const browser = await pageBrowser();
    expect((await browser.form({ intent: "add", itemId: item!.itemId, qty: "1" })).status).toBe(303);
    // a new line cannot be written: the disk is full, say
    if (server.dbKind === "postgres") {
      await sql`create function quire_refuse_line() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(
        server.db,
      );
      await sql`create trigger quire_refuse_line before insert on cart_items for each row execute function quire_refuse_line()`.execute(
        server.db,
      );
    } else {
      await sql`create trigger quire_refuse_line before insert on cart_items begin select raise(abort, 'disk full'); end`.execute(
        server.db,
      );
    }
    try {
      const reply = await browser.call("POST", ADD, { items: [{ itemId: other!.itemId, qty: 1 }] });
      expect(reply.status).toBe(500);
      expect(reply.body).toMatchObject({ code: "TECHNICAL_PROBLEM", message: OOPS });
      const page = await browser.form({ intent: "add", itemId: other!.itemId, qty: "1" });
      expect(page.status).toBe(500);
      expect(page.body).toContain(OOPS);
      expect((await cartOf(browser)).items.map((i: { itemId: string }) => i.itemId)).toEqual([item!.itemId]);
    } finally {
      await sql`drop trigger quire_refuse_line${server.dbKind === "postgres" ? sql` on cart_items` : sql``}`.execute(server.db);
      if (server.dbKind === "postgres") await sql`drop function quire_refuse_line()`.execute(server.db);
    }
  });
});

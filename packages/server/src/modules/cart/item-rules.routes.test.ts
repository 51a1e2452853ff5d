import { HARD_ALT_OPT_OUT_DAYS, SHIPS_TO_ONE_LOCATION_NOTICE } from "@quire/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PICKUP_STORE } from "../../db/seed/generate-demo-data";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Alternates, heavy-item surcharges and item restrictions over real HTTP (decision 027).

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 800 });
  h = checkoutHelpers(server, "10.127");
});
afterAll(async () => {
  await server?.close();
});

interface Msg {
  code: string;
  type: string;
  message: string;
}
interface Alt {
  itemId: string;
  kind: string;
  name: string;
  finalPrice: number;
  altFactor?: number;
  qty?: number;
}
interface Item {
  itemId: string;
  cartItemId: string | null;
  qty: number;
  status: string;
  messages: Msg[];
  soldOutReason: string | null;
  alternates: Alt[];
  altItem: { origItemId: string } | null;
  surchargeApplicable: boolean;
  surchargeFeePerUnit: number;
  surchargeSplit: { units: number; feePerUnit: number; totalFee: number } | null;
  surchargeAlts: Alt[];
  selectedDeliveryOption: { deliveryType: string; surchargeFeePerUnit: number };
}
interface CartInfo {
  cartId: string;
  items: Item[];
  cartSummary: Record<string, number>;
}

const ALTERNATES_TEXT = "Please see some alternate choices below.";

const add = (browser: TestBrowser, items: unknown[], extra: Record<string, unknown> = {}) =>
  browser.call("POST", "/cc/api/checkout/default/item", { items, ...extra });
const readCart = async (browser: TestBrowser): Promise<CartInfo> =>
  (await browser.call("GET", "/cc/api/checkout")).body.data.cartInfo as CartInfo;
const lineOf = (cart: CartInfo, itemId: string) => {
  const line = cart.items.find((i) => i.itemId === itemId && i.status !== "DELETED");
  if (!line) throw new Error(`no line for ${itemId} in ${JSON.stringify(cart.items.map((i) => i.itemId))}`);
  return line;
};
const codes = (item: Item) => item.messages.map((m) => m.code);
const optOut = (browser: TestBrowser, query: string) => browser.call("GET", `/cc/api/cart/opt/type${query}`);
const proceedCheckout = (browser: TestBrowser) =>
  browser.call("POST", "/cc/api/checkout/default?buyNow=true", { proceedCheckout: true }, { "x-http-method-override": "PUT" });

async function setStock(itemId: string, onlineQty: number): Promise<void> {
  await sql`update inventory set online_qty = ${onlineQty}, backorder_date = null
    where product_id = (select id from products where item_id = ${itemId})`.execute(server.db);
}
async function setShipToZip(cartId: string, zip: string): Promise<void> {
  await sql`update carts set ship_to_zip = ${zip} where id = ${cartId}`.execute(server.db);
}

/** A product matching `where` (p: products, i: inventory), its id and item id; fails when the demo store has none. */
async function productWhere(
  where: ReturnType<typeof sql>,
  offset = 0,
): Promise<{ id: number; itemId: string; onlineQty: number }> {
  const result = await sql<{ id: number; itemId: string; onlineQty: number }>`
    select p.id, p.item_id, i.online_qty from products p join inventory i on i.product_id = p.id
    where p.is_free_sample = 0 and ${where} order by p.id limit 1 offset ${offset}`.execute(server.db);
  const row = result.rows[0];
  if (!row) throw new Error("the demo store has no product for this rule");
  return { id: Number(row.id), itemId: row.itemId, onlineQty: Number(row.onlineQty) };
}

async function alternatesOf(productId: number, kind: string): Promise<{ itemId: string; altFactor: number }[]> {
  const result = await sql<{ itemId: string; altFactor: number }>`
    select p.item_id, a.alt_factor from item_alternates a join products p on p.id = a.alternate_product_id
    where a.product_id = ${productId} and a.kind = ${kind} order by a.position`.execute(server.db);
  return result.rows.map((r) => ({ itemId: r.itemId, altFactor: Number(r.altFactor) }));
}

/** An item in stock now, offered two or more suggested alternates should it sell out. */
const withSuggestions = () =>
  productWhere(sql`p.status = 'PUBLISHED' and i.online_qty > 0 and p.quantity_limit is null
    and (select count(*) from item_alternates a where a.product_id = p.id and a.kind = 'SUGGESTED') >= 2`);

describe("alternates", () => {
  it("a line that sold out carries its alternates and the spec's words; alternates that sold out too are dropped", async () => {
    const item = await withSuggestions();
    const suggested = await alternatesOf(item.id, "SUGGESTED");
    const browser = new TestBrowser(server.baseUrl);
    expect((await add(browser, [{ itemId: item.itemId, qty: 1 }])).status).toBe(200);
    const inStock = lineOf(await readCart(browser), item.itemId);
    expect(inStock.alternates).toEqual([]);
    expect(codes(inStock)).not.toContain("ALTERNATES_AVAILABLE");

    await setStock(item.itemId, 0);
    try {
      const soldOut = lineOf(await readCart(browser), item.itemId);
      expect(codes(soldOut)).toEqual(expect.arrayContaining(["OUT_OF_STOCK", "ALTERNATES_AVAILABLE"]));
      expect(soldOut.messages.find((m) => m.code === "ALTERNATES_AVAILABLE")?.message).toBe(ALTERNATES_TEXT);
      expect(soldOut.soldOutReason).toBe("OUT_OF_STOCK");
      expect(soldOut.alternates.map((a) => a.itemId)).toEqual(suggested.map((s) => s.itemId));
      expect(soldOut.alternates[0]).toMatchObject({
        kind: "SUGGESTED",
        name: expect.any(String),
        finalPrice: expect.any(Number),
      });

      const [first, ...rest] = suggested;
      await setStock(first!.itemId, 0);
      try {
        const fewer = lineOf(await readCart(browser), item.itemId);
        expect(fewer.alternates.map((a) => a.itemId)).toEqual(rest.map((s) => s.itemId));
      } finally {
        await setStock(first!.itemId, 500);
      }
    } finally {
      await setStock(item.itemId, item.onlineQty);
    }
  });

  it("adding an out-of-stock item is refused and its TRANSIENT line offers the alternates", async () => {
    const item = await productWhere(sql`p.status = 'PUBLISHED' and i.online_qty = 0 and i.backorder_date is null
      and exists (select 1 from item_alternates a where a.product_id = p.id and a.kind = 'SUGGESTED')`);
    const browser = new TestBrowser(server.baseUrl);
    const reply = await add(browser, [{ itemId: item.itemId, qty: 1 }]);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("OUT_OF_STOCK");
    const transient = (reply.body.data.cartInfo as CartInfo).items.find((i) => i.status === "TRANSIENT");
    expect(transient?.itemId).toBe(item.itemId);
    expect(transient?.alternates.length).toBeGreaterThan(0);
    expect(transient?.messages.map((m) => m.message)).toContain(ALTERNATES_TEXT);
  });

  it("adding an item whose rule is a hard substitution adds its alternate, unless ignoreHrdAlt is sent", async () => {
    const discontinued = await productWhere(sql`p.status = 'DISCONTINUED'
      and exists (select 1 from item_alternates a join inventory ai on ai.product_id = a.alternate_product_id
        where a.product_id = p.id and a.kind = 'HARD' and ai.online_qty > 0)`);
    const [hard] = await alternatesOf(discontinued.id, "HARD");
    const browser = new TestBrowser(server.baseUrl);
    const swapped = await add(browser, [{ itemId: discontinued.itemId, qty: 2 }]);
    expect(swapped.status).toBe(200);
    const line = lineOf(swapped.body.data.cartInfo as CartInfo, hard!.itemId);
    expect(line).toMatchObject({ qty: 2, altItem: { origItemId: discontinued.itemId } });
    expect((swapped.body.data.cartInfo as CartInfo).items.some((i) => i.itemId === discontinued.itemId)).toBe(false);
    // the line remembers what it replaced
    expect(lineOf(await readCart(browser), hard!.itemId).altItem).toEqual({ origItemId: discontinued.itemId });

    const asked = await add(browser, [{ itemId: discontinued.itemId, qty: 1 }], { ignoreHrdAlt: true });
    expect(asked.status).toBe(400);
    expect(asked.body.code).toBe("ITEM_NOT_PUBLISHED");
    const transient = (asked.body.data.cartInfo as CartInfo).items.find((i) => i.status === "TRANSIENT");
    expect(transient).toMatchObject({ itemId: discontinued.itemId, soldOutReason: "UNAVAILABLE" });
    expect(transient?.alternates.map((a) => a.itemId)).toContain(hard!.itemId);
    // nothing changed: the swapped line is as it was
    expect(lineOf(await readCart(browser), hard!.itemId).qty).toBe(2);
  });

  it("a plain line has no altItem", async () => {
    const item = await withSuggestions();
    const browser = new TestBrowser(server.baseUrl);
    const reply = await add(browser, [{ itemId: item.itemId, qty: 1 }]);
    expect(lineOf(reply.body.data.cartInfo as CartInfo, item.itemId).altItem).toBeNull();
  });
});

describe("GET /cc/api/cart/opt/type (Don't show alternatives)", () => {
  it("hides alternates and the hard swap for 30 days, for this browser only", async () => {
    const item = await withSuggestions();
    const discontinued = await productWhere(sql`p.status = 'DISCONTINUED'
      and exists (select 1 from item_alternates a join inventory ai on ai.product_id = a.alternate_product_id
        where a.product_id = p.id and a.kind = 'HARD' and ai.online_qty > 0)`);
    const optedOut = new TestBrowser(server.baseUrl);
    const other = new TestBrowser(server.baseUrl);
    for (const browser of [optedOut, other]) expect((await add(browser, [{ itemId: item.itemId, qty: 1 }])).status).toBe(200);

    const before = Date.now();
    const reply = await optOut(optedOut, "?type=HARD_ALT_OPT_OUT&value=true");
    expect(reply.status).toBe(200);
    const until = Date.parse(reply.body.data.optedOutUntil as string);
    expect(reply.body.data).toMatchObject({ type: "HARD_ALT_OPT_OUT", optedOut: true });
    expect(until - before).toBeGreaterThanOrEqual(HARD_ALT_OPT_OUT_DAYS * 86_400_000 - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(HARD_ALT_OPT_OUT_DAYS * 86_400_000);
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith("quire_alt_opt_out="));
    expect(cookie).toContain(`Max-Age=${HARD_ALT_OPT_OUT_DAYS * 86_400}`);
    expect(cookie).toContain("HttpOnly");

    await setStock(item.itemId, 0);
    try {
      const hidden = lineOf(await readCart(optedOut), item.itemId);
      expect(codes(hidden)).toContain("OUT_OF_STOCK");
      expect(hidden.alternates).toEqual([]);
      expect(codes(hidden)).not.toContain("ALTERNATES_AVAILABLE");
      // another browser still sees them
      expect(lineOf(await readCart(other), item.itemId).alternates.length).toBeGreaterThan(0);
      // an opted-out add keeps the item asked for (here refused: it is discontinued)
      const kept = await add(optedOut, [{ itemId: discontinued.itemId, qty: 1 }]);
      expect(kept.status).toBe(400);
      expect(kept.body.code).toBe("ITEM_NOT_PUBLISHED");

      // 30 days later the opt-out has ended: a cookie whose end has passed hides nothing
      optedOut.cookies.set("quire_alt_opt_out", encodeURIComponent(new Date(Date.now() - 1000).toISOString()));
      expect(lineOf(await readCart(optedOut), item.itemId).alternates.length).toBeGreaterThan(0);
      // nor does one claiming more than 30 days
      const tooLong = new Date(Date.now() + (HARD_ALT_OPT_OUT_DAYS + 1) * 86_400_000).toISOString();
      optedOut.cookies.set("quire_alt_opt_out", encodeURIComponent(tooLong));
      expect(lineOf(await readCart(optedOut), item.itemId).alternates.length).toBeGreaterThan(0);

      // value=false shows them again and clears the cookie
      expect((await optOut(optedOut, "?type=HARD_ALT_OPT_OUT&value=true")).status).toBe(200);
      expect(lineOf(await readCart(optedOut), item.itemId).alternates).toEqual([]);
      const back = await optOut(optedOut, "?type=HARD_ALT_OPT_OUT&value=false");
      expect(back.body.data).toMatchObject({ optedOut: false, optedOutUntil: null });
      expect(optedOut.cookies.has("quire_alt_opt_out")).toBe(false);
      expect(lineOf(await readCart(optedOut), item.itemId).alternates.length).toBeGreaterThan(0);
    } finally {
      await setStock(item.itemId, item.onlineQty);
    }
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await new TestBrowser(server.baseUrl).call("GET", "/api/openapi.json");
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths as object)).toContain("/cc/api/cart/opt/type");
  });

  it("refuses a missing or unknown type or value with 400 and sets nothing", async () => {
    const browser = new TestBrowser(server.baseUrl);
    for (const query of [
      "",
      "?type=HARD_ALT_OPT_OUT",
      "?value=true",
      "?type=SOFT_ALT_OPT_OUT&value=true",
      "?type=HARD_ALT_OPT_OUT&value=",
      "?type=HARD_ALT_OPT_OUT&value=yes%20please",
      "?type=hard_alt_opt_out&value=true",
    ]) {
      const reply = await optOut(browser, query);
      expect(reply.status, query).toBe(400);
      expect(reply.body).toMatchObject({ code: "INVALID_REQUEST", message: expect.any(String) });
      expect(
        reply.headers.getSetCookie().some((c) => c.startsWith("quire_alt_opt_out")),
        query,
      ).toBe(false);
    }
  });
});

describe("heavy-item surcharges", () => {
  it("charges the carrier fee per unit where it applies, with the notice, the split and lighter alternatives", async () => {
    const heavy = await productWhere(sql`p.status = 'PUBLISHED' and i.online_qty >= 20 and p.quantity_limit is null
      and exists (select 1 from heavy_items hv where hv.product_id = p.id)
      and exists (select 1 from item_alternates a join inventory ai on ai.product_id = a.alternate_product_id
        where a.product_id = p.id and a.kind = 'SURCHARGE' and ai.online_qty > 0)`);
    const fee = Number(
      (
        await sql<{ fee: number }>`select fee_per_unit_cents as fee from heavy_items where product_id = ${heavy.id}`.execute(
          server.db,
        )
      ).rows[0]?.fee,
    );
    const lighter = await alternatesOf(heavy.id, "SURCHARGE");
    const browser = new TestBrowser(server.baseUrl);
    const added = await add(browser, [{ itemId: heavy.itemId, qty: 2 }]);
    expect(added.status).toBe(200);
    const cart = added.body.data.cartInfo as CartInfo;
    // the default ship-to ZIP (01702) pays no carrier fee
    expect(lineOf(cart, heavy.itemId)).toMatchObject({
      surchargeApplicable: false,
      surchargeFeePerUnit: 0,
      surchargeSplit: null,
      surchargeAlts: [],
    });
    expect(cart.cartSummary.surchargeFee).toBe(0);

    await setShipToZip(cart.cartId, "59001");
    const charged = await readCart(browser);
    const line = lineOf(charged, heavy.itemId);
    expect(line).toMatchObject({
      surchargeApplicable: true,
      surchargeFeePerUnit: fee,
      surchargeSplit: { units: 2, feePerUnit: fee, totalFee: 2 * fee },
      selectedDeliveryOption: { surchargeFeePerUnit: fee },
    });
    expect(line.surchargeAlts.map((a) => a.itemId)).toEqual(lighter.map((l) => l.itemId));
    for (const alt of line.surchargeAlts) expect(alt.qty).toBe(alt.altFactor! * 2);
    const notice = line.messages.find((m) => m.code === "HEAVY_ITEM_SURCHARGE");
    expect(notice?.message).toMatch(
      /non-refundable fee of \$\d+\.\d\d per unit .* ZIP code 59001\. To avoid it, choose store pickup/,
    );
    const s = charged.cartSummary;
    expect(s.surchargeFeePerUnit).toBe(fee);
    expect(s.surchargeFee).toBe(2 * fee);
    expect(s.ordTotal).toBe(s.cartSubTotalAfterCoupons! + s.shipFee! + s.handlingFee! + s.surchargeFee! + s.estimatedTax!);
  });
});

describe("item restrictions", () => {
  const restricted = (code: string, extra = sql`true`) =>
    productWhere(sql`p.status = 'PUBLISHED' and i.online_qty >= 20 and p.quantity_limit is null
      and exists (select 1 from item_restrictions r where r.product_id = p.id and r.code = ${code} and ${extra})`);

  async function shopperWith(itemId: string) {
    const browser = await h.newShopper();
    const reply = await add(browser, [{ itemId, qty: 1 }]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return { browser, cartId: (reply.body.data.cartInfo as CartInfo).cartId };
  }

  it("RESTRICTED_ITEM: a hazardous item cannot ship to a blocked state; checkout is refused with the line's words", async () => {
    const hazmat = await restricted("RESTRICTED_ITEM");
    const { browser, cartId } = await shopperWith(hazmat.itemId);
    expect(codes(lineOf(await readCart(browser), hazmat.itemId))).not.toContain("RESTRICTED_ITEM");
    await setShipToZip(cartId, "90012");
    const line = lineOf(await readCart(browser), hazmat.itemId);
    const message = line.messages.find((m) => m.code === "RESTRICTED_ITEM");
    expect(message).toMatchObject({
      code: "RESTRICTED_ITEM",
      type: "ERROR",
      message: "This item is restricted and can't be shipped to CA. Choose store pickup or remove it to proceed to checkout.",
    });
    const refused = await proceedCheckout(browser);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "RESTRICTED_ITEM", message: message!.message });
    expect(
      (refused.body.data.cartInfo as CartInfo & { cartAttributes: { proceedCheckout: boolean } }).cartAttributes.proceedCheckout,
    ).toBe(false);
    await setShipToZip(cartId, "01701");
    expect((await proceedCheckout(browser)).status).toBe(200);
  });

  it("an order with a restricted line is refused with the restriction's code and words, and nothing is charged", async () => {
    const hazmat = await restricted("RESTRICTED_ITEM");
    const { browser, cartId } = await shopperWith(hazmat.itemId);
    await h.deliveryAndAddress(browser);
    await h.payByCard(browser, "4111111111111111");
    await setShipToZip(cartId, "90012");
    const ledgerBefore = server.gateway.ledger.length;
    const cart = await readCart(browser);
    const refused = await h.placeOrder(browser, cart.cartSummary.ordTotal!);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("RESTRICTED_ITEM");
    expect(refused.body.message).toContain("can't be shipped to CA");
    expect(server.gateway.ledger.length).toBe(ledgerBefore);
  });

  it("HEALTH_CARE_RESTRICTION: by ship-to state, and business-only items for consumers", async () => {
    const byState = await restricted("HEALTH_CARE_RESTRICTION", sql`r.blocked_states <> ''`);
    const { browser, cartId } = await shopperWith(byState.itemId);
    await setShipToZip(cartId, "10001");
    expect(
      lineOf(await readCart(browser), byState.itemId).messages.find((m) => m.code === "HEALTH_CARE_RESTRICTION")?.message,
    ).toBe("This health-care item can't be sold for delivery to NY. Please remove it to proceed to checkout.");
    expect((await proceedCheckout(browser)).body.code).toBe("HEALTH_CARE_RESTRICTION");

    const businessOnly = await restricted("HEALTH_CARE_RESTRICTION", sql`r.consumers_blocked = 1`);
    const consumer = await shopperWith(businessOnly.itemId);
    const words = "This health-care item is sold to business accounts only. Please remove it to proceed to checkout.";
    expect(lineOf(await readCart(consumer.browser), businessOnly.itemId).messages.map((m) => m.message)).toContain(words);
    const refused = await proceedCheckout(consumer.browser);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "HEALTH_CARE_RESTRICTION", message: words });
  });

  it("DELIVERY_COMBINATION_CONSTRAINT_FAILED: an item that ships to only one location, in a cart going to two", async () => {
    const desk = await restricted("DELIVERY_COMBINATION_CONSTRAINT_FAILED");
    const pickup = await productWhere(sql`p.status = 'PUBLISHED' and p.id % 3 = 0 and p.quantity_limit is null
      and p.is_warranty_plan = 0 and not exists (select 1 from item_restrictions r where r.product_id = p.id)
      and exists (select 1 from store_inventory s where s.product_id = p.id and s.store_number = ${DEMO_PICKUP_STORE} and s.qty > 5)`);
    const { browser } = await shopperWith(desk.itemId);
    expect(codes(lineOf(await readCart(browser), desk.itemId))).not.toContain("DELIVERY_COMBINATION_CONSTRAINT_FAILED");
    const both = await add(browser, [{ itemId: pickup.itemId, qty: 1, deliveryType: "ISP", storeNumber: DEMO_PICKUP_STORE }]);
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    const line = lineOf(both.body.data.cartInfo as CartInfo, desk.itemId);
    expect(line.messages.find((m) => m.code === "DELIVERY_COMBINATION_CONSTRAINT_FAILED")?.message).toBe(
      "This item can be shipped to only one location. Send every item in your cart to the same address or store to check out.",
    );
    expect((both.body.data.cartInfo as CartInfo & { messages: Msg[] }).messages).toContainEqual({
      code: "DELIVERY_COMBINATION_CONSTRAINT_FAILED",
      type: "WARNING",
      message: SHIPS_TO_ONE_LOCATION_NOTICE,
    });
    const refused = await proceedCheckout(browser);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "DELIVERY_COMBINATION_CONSTRAINT_FAILED", message: SHIPS_TO_ONE_LOCATION_NOTICE });

    const pickupLine = lineOf(both.body.data.cartInfo as CartInfo, pickup.itemId);
    const removed = await browser.call("POST", `/cc/api/checkout/default/item/${pickupLine.cartItemId}`, undefined, {
      "x-http-method-override": "DELETE",
    });
    expect(codes(lineOf(removed.body.data.cartInfo as CartInfo, desk.itemId))).not.toContain(
      "DELIVERY_COMBINATION_CONSTRAINT_FAILED",
    );
    expect((await proceedCheckout(browser)).status).toBe(200);
  });
});

describe("rules read with the product (decision 051)", () => {
  it("a rule written while the store runs counts at the very next add, and a product without rules has none", async () => {
    const plain = await productWhere(sql`p.status = 'PUBLISHED' and i.online_qty >= 20 and p.quantity_limit is null
      and not exists (select 1 from item_alternates r where r.product_id = p.id)
      and not exists (select 1 from heavy_items r where r.product_id = p.id)
      and not exists (select 1 from item_restrictions r where r.product_id = p.id)
      and not exists (select 1 from warranty_links r where r.product_id = p.id)
      and not exists (select 1 from product_addons r where r.product_id = p.id)`);
    const before = await add(await h.newShopper(), [{ itemId: plain.itemId, qty: 1 }]);
    expect(before.status).toBe(200);
    const plainLine = lineOf(before.body.data.cartInfo as CartInfo, plain.itemId);
    expect(plainLine).toMatchObject({ alternates: [], altItem: null, surchargeApplicable: false, surchargeAlts: [] });
    expect(codes(plainLine)).not.toContain("RESTRICTED_ITEM");

    // the new cart ships to the default ZIP, in Massachusetts
    await sql`insert into item_restrictions (product_id, code, blocked_states, consumers_blocked)
      values (${plain.id}, 'RESTRICTED_ITEM', 'MA', 0)`.execute(server.db);
    try {
      const after = await add(await h.newShopper(), [{ itemId: plain.itemId, qty: 1 }]);
      expect(after.status).toBe(200);
      expect(codes(lineOf(after.body.data.cartInfo as CartInfo, plain.itemId))).toContain("RESTRICTED_ITEM");
    } finally {
      await sql`delete from item_restrictions where product_id = ${plain.id}`.execute(server.db);
    }
  });
});

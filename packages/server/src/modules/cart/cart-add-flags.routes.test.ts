import { cartInfoSchema } from "@quire/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoBrowsers } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The add call's flags (type SPECIAL with its addresses, forceUpdate, skipInv, responseType, source)
// and the answer's fields that come with them (decision 072), over real HTTP.

let server: TestServer;
const signedIn = demoBrowsers(() => server.baseUrl);
const ADD = "/cc/api/checkout/default/item";

beforeAll(async () => {
  server = await startTestServer({ products: 600 });
});
afterAll(async () => {
  await server?.close();
});

async function plentiful(n: number): Promise<string[]> {
  const result = await sql<{ itemId: string }>`
    select p.item_id from products p join inventory i on i.product_id = p.id
    where p.status = 'PUBLISHED' and p.is_free_sample = 0 and p.is_warranty_plan = 0 and p.gift_card_delivery_id is null
      and i.online_qty >= 1000 and p.quantity_limit is null and p.final_price_cents > 0
    order by p.id limit ${n}`.execute(server.db);
  return result.rows.map((r) => r.itemId);
}

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");
const home = { firstName: "Rae", lastName: "Regis", address1: "12 Elm St", city: "Natick", state: "MA", zipCode: "01760" };
const office = { ...home, address1: "500 Main St", city: "Boston", zipCode: "02108" };

/** A signed-in shopper with an empty cart on this test's database. */
async function emptyShopper(email = "registered@quire.test"): Promise<TestBrowser> {
  const shopper = await signedIn(email);
  const cart = (await shopper.call("GET", "/cc/api/checkout")).body.data.cartInfo;
  for (const line of cart.items) await shopper.call("DELETE", `${ADD}/${line.cartItemId}`);
  return shopper;
}

function strictProblems(cartInfo: unknown): string[] {
  const parsed = cartInfoSchema.safeParse(cartInfo);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("type SPECIAL: a quick-checkout cart with its addresses", () => {
  it("makes the cart SPECIAL with its ship-to and bill-to as addresses, and the ship-to ZIP", async () => {
    const shopper = await emptyShopper();
    const [item] = await plentiful(1);
    const reply = await shopper.call("POST", ADD, {
      items: [{ itemId: item, qty: 1 }],
      type: "SPECIAL",
      specialShipTo: base64(office),
      specialBillTo: base64(home),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const cart = reply.body.data.cartInfo;
    expect(cart.type).toBe("SPECIAL");
    expect(cart.addresses.map((a: { type: string; address1: string }) => [a.type, a.address1])).toEqual([
      ["S", "500 Main St"],
      ["B", "12 Elm St"],
    ]);
    expect(cart.userInfo.shipToZipCode).toBe("02108");
    expect(cart.checkoutSections).toEqual({ addressSectionStatus: "COMPLETE", pickupPersonSectionStatus: "NOT_REQUIRED" });
    expect(strictProblems(cart)).toEqual([]);
    const read = (await shopper.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(read).toMatchObject({ type: "SPECIAL", addresses: cart.addresses });
  });

  it("refuses a regular add to a SPECIAL cart with CART_STATUS_ERROR and changes nothing; forceUpdate makes it regular", async () => {
    const shopper = await emptyShopper();
    const [first, second] = await plentiful(2);
    const same = base64(home);
    const special = await shopper.call("POST", ADD, {
      items: [{ itemId: first, qty: 1 }],
      type: "special",
      specialShipTo: same,
      specialBillTo: same,
    });
    expect(special.body.data.cartInfo.addresses.map((a: { type: string }) => a.type)).toEqual(["SB"]);

    const refused = await shopper.call("POST", ADD, { items: [{ itemId: second, qty: 1 }] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "CART_STATUS_ERROR",
      message: "Your cart is set for quick checkout. Please finish or leave quick checkout before adding other items.",
    });
    const unchanged = (await shopper.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(unchanged.items.map((i: { itemId: string }) => i.itemId)).toEqual([first]);
    expect(unchanged.type).toBe("SPECIAL");

    const forced = await shopper.call("POST", ADD, { items: [{ itemId: second, qty: 1 }], forceUpdate: true });
    expect(forced.status).toBe(200);
    expect(forced.body.data.cartInfo).toMatchObject({ type: "REGULAR", addresses: [] });
    expect(forced.body.data.cartInfo.items.map((i: { itemId: string }) => i.itemId).sort()).toEqual([first, second].sort());
  });

  it("a guest's SPECIAL add is MISSING_USER (401) and creates nothing", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const [item] = await plentiful(1);
    const reply = await guest.call("POST", ADD, { items: [{ itemId: item, qty: 1 }], type: "SPECIAL" });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: "MISSING_USER", message: "Please sign in to use quick checkout." });
    expect(guest.cookies.has("quire_cart")).toBe(false);
  });

  it.each([
    [
      "an address that is not base64",
      { type: "SPECIAL", specialShipTo: "%%%" },
      400,
      "INVALID_DATA_ITEM",
      /^specialShipTo: must be base64/,
    ],
    [
      "an address without a city",
      { type: "SPECIAL", specialBillTo: base64({ ...home, city: "" }) },
      400,
      "INVALID_DATA_ITEM",
      /^specialBillTo: /,
    ],
    ["an address without type SPECIAL", { specialShipTo: base64(home) }, 400, "INVALID_REQUEST", /go with type SPECIAL/],
    ["another type", { type: "BULK" }, 400, "INVALID_REQUEST", /^type: must be SPECIAL$/],
    ["another responseType", { responseType: "SOME" }, 400, "INVALID_REQUEST", /^responseType: must be WHOLE or PARTIAL$/],
    ["a source with markup", { source: "<b>pdp</b>" }, 400, "INVALID_REQUEST", /^source: must be/],
    ["skipInv that is not a flag", { skipInv: "yes" }, 400, "INVALID_REQUEST", /^skipInv: must be true or false$/],
    ["forceUpdate that is not a flag", { forceUpdate: 2 }, 400, "INVALID_REQUEST", /^forceUpdate: must be true or false$/],
  ])("refuses %s and changes nothing", async (_, flags, status, code, message) => {
    const shopper = await emptyShopper();
    const [item] = await plentiful(1);
    const reply = await shopper.call("POST", ADD, { items: [{ itemId: item, qty: 1 }], ...flags });
    expect(reply.status).toBe(status);
    expect(reply.body.code).toBe(code);
    expect(reply.body.message).toMatch(message);
    const cart = (await shopper.call("GET", "/cc/api/checkout")).body.data.cartInfo;
    expect(cart.items).toEqual([]);
    expect(cart.type).toBe("REGULAR");
  });

  it("another shopper's cart stays regular and keeps none of the addresses", async () => {
    const shopper = await emptyShopper();
    const [item] = await plentiful(1);
    await shopper.call("POST", ADD, { items: [{ itemId: item, qty: 1 }], type: "SPECIAL", specialShipTo: base64(office) });
    const other = new TestBrowser(server.baseUrl);
    const theirs = (await other.call("POST", ADD, { items: [{ itemId: item, qty: 1 }] })).body.data.cartInfo;
    expect(theirs).toMatchObject({ type: "REGULAR", addresses: [] });
  });
});

describe("responseType, skipInv and source", () => {
  it("PARTIAL answers only the lines the add touched, with the whole cart's summary; skipInv leaves out inventory", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const [first, second] = await plentiful(2);
    await guest.call("POST", ADD, { items: [{ itemId: first, qty: 2 }] });
    const reply = await guest.call("POST", ADD, {
      items: [{ itemId: second, qty: 1 }],
      responseType: "PARTIAL",
      skipInv: "true",
      source: "pdp:add-to-cart",
    });
    expect(reply.status).toBe(200);
    const cart = reply.body.data.cartInfo;
    expect(cart.items.map((i: { itemId: string }) => i.itemId)).toEqual([second]);
    expect(cart.items[0].inventory).toBeNull();
    expect(cart.cartAttributes.numberOfLineItems).toBe(2);
    expect(cart.cartAttributes.numberOfItems).toBe(3);
    expect(cart.metadata).toEqual({ responseType: "PARTIAL", source: "pdp:add-to-cart", skipInv: true });
    expect(strictProblems(cart)).toEqual([]);

    const whole = (await guest.call("POST", ADD, { items: [{ itemId: second, qty: 1 }], responseType: "WHOLE" })).body.data
      .cartInfo;
    expect(whole.items).toHaveLength(2);
    expect(whole.items[0].inventory).not.toBeNull();
    expect(whole.metadata).toEqual({ responseType: "WHOLE", source: null, skipInv: false });
  });
});

describe("the answer's other fields", () => {
  it("a guest's cart: captcha, no user payment, the flags and the coupon subtotals", async () => {
    const guest = new TestBrowser(server.baseUrl);
    const [item] = await plentiful(1);
    const cart = (await guest.call("POST", ADD, { items: [{ itemId: item, qty: 2 }] })).body.data.cartInfo;
    expect(cart).toMatchObject({
      type: "REGULAR",
      captchaData: { captchaRequired: false },
      userPayment: null,
      checkoutSections: { addressSectionStatus: "INCOMPLETE", pickupPersonSectionStatus: "NOT_REQUIRED" },
    });
    expect(cart.cartAttributes).toMatchObject({
      enableARSFromCart: false,
      isMandatoryEnabled: false,
      ccmultisave: false,
      isPreAuthEnabled: true,
      enableStoredCredentials: false,
      tpsCode: null,
    });
    const s = cart.cartSummary;
    expect(s.cartSubTotalAfterPriorityTwoCoupons).toBe(s.cartSubTotalAfterCoupons);
    expect(s.couponsTotalExludingPriorityTwo).toBe(s.cartSubTotal - s.cartSubTotalExcludingBasketCoupons);
    expect(s.finalMembershipSavings).toBe(0);
  });

  it("a pickup line adds its store as an ST address and needs a pickup person; a signed-in shopper is one", async () => {
    const shelf = await sql<{ itemId: string }>`
      select p.item_id from products p join store_inventory s on s.product_id = p.id
      where s.store_number = '0008' and s.qty >= 5 and p.status = 'PUBLISHED' and p.is_free_sample = 0
        and p.is_warranty_plan = 0 and p.gift_card_delivery_id is null and p.quantity_limit is null
      order by p.id limit 1`.execute(server.db);
    const itemId = shelf.rows[0]!.itemId;
    const guest = new TestBrowser(server.baseUrl);
    const cart = (await guest.call("POST", ADD, { items: [{ itemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" }] })).body
      .data.cartInfo;
    expect(cart.addresses).toEqual([expect.objectContaining({ id: "store-0008", type: "ST", storeNumber: "0008" })]);
    expect(cart.checkoutSections).toEqual({ addressSectionStatus: "NOT_REQUIRED", pickupPersonSectionStatus: "INCOMPLETE" });
    const shopper = await emptyShopper();
    const theirs = (await shopper.call("POST", ADD, { items: [{ itemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" }] }))
      .body.data.cartInfo;
    expect(theirs.checkoutSections.pickupPersonSectionStatus).toBe("COMPLETE");
    expect(theirs.cartAttributes).toMatchObject({ ccmultisave: true, enableStoredCredentials: true });
  });

  it("relatedItems names the plans a line offers, with the line", async () => {
    const offered = await sql<{ itemId: string }>`
      select p.item_id from products p join inventory i on i.product_id = p.id
      where p.status = 'PUBLISHED' and i.online_qty >= 10 and p.quantity_limit is null
        and exists (select 1 from warranty_links w join products plan on plan.id = w.plan_product_id
                    where w.product_id = p.id and plan.status = 'PUBLISHED')
      order by p.id limit 1`.execute(server.db);
    const itemId = offered.rows[0]?.itemId;
    expect(itemId).toBeDefined();
    const guest = new TestBrowser(server.baseUrl);
    const cart = (await guest.call("POST", ADD, { items: [{ itemId, qty: 1 }] })).body.data.cartInfo;
    const line = cart.items[0];
    expect(line.warrantyPlans.length).toBeGreaterThan(0);
    expect(cart.relatedItems).toEqual(
      expect.arrayContaining(
        line.warrantyPlans.map((plan: { itemId: string }) => ({
          itemId: plan.itemId,
          relationType: "WARRANTY",
          parentItemId: itemId,
          parentCartItemId: line.cartItemId,
        })),
      ),
    );
  });
});

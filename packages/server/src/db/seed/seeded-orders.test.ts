import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { APPROVAL_ORDER_CONTENTS } from "./account-activity";

// The demo history as a shopper reads it: every seeded order's lines make its subtotal, its
// subtotal, shipping, handling and tax less its coupons make its total, and it went somewhere (shipped
// to an address or picked up at a store), which its order answer and page show.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 300, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

describe("the seeded orders", () => {
  it("each add up: lines to the subtotal, the parts to the total, and each has a delivery", async () => {
    const orders = await server.db.selectFrom("orders").selectAll().execute();
    const lines = await server.db.selectFrom("orderLines").selectAll().execute();
    expect(orders.length).toBeGreaterThan(100);
    const methods = new Set<string>();
    for (const order of orders) {
      const own = lines.filter((l) => Number(l.orderId) === Number(order.id));
      expect(own.length, order.orderNumber).toBeGreaterThan(0);
      const linesSum = own.reduce((sum, l) => sum + Number(l.qty) * Number(l.unitPriceCents), 0);
      expect(linesSum, `order ${order.orderNumber}: lines`).toBe(Number(order.subtotalCents));
      const parts =
        Number(order.subtotalCents) -
        Number(order.couponsTotalCents ?? 0) +
        Number(order.shipFeeCents ?? 0) +
        Number(order.handlingFeeCents ?? 0) +
        Number(order.taxCents ?? 0);
      expect(parts, `order ${order.orderNumber}: parts`).toBe(Number(order.totalCents));
      expect(Number(order.taxCents), `order ${order.orderNumber}: tax`).toBeGreaterThan(0);

      methods.add(String(order.deliveryMethod));
      if (order.deliveryMethod === "PICKUP") {
        expect(order.pickupStoreNumber, order.orderNumber).toMatch(/^\d{4}$/);
        expect(JSON.parse(order.pickupPerson ?? "null"), order.orderNumber).toMatchObject({ firstName: expect.any(String) });
        expect(Number(order.shipFeeCents), order.orderNumber).toBe(0);
        for (const l of own) expect([l.deliveryType, l.pickupStoreNumber]).toEqual(["ISP", order.pickupStoreNumber]);
      } else {
        expect(order.deliveryMethod, order.orderNumber).toBe("DELIVERY");
        expect(JSON.parse(order.shippingAddress ?? "null"), order.orderNumber).toMatchObject({
          address1: expect.any(String),
          zipCode: expect.stringMatching(/^\d{5}$/),
        });
        for (const l of own) expect(l.deliveryType).toBe("STA");
      }
    }
    expect([...methods].sort()).toEqual(["DELIVERY", "PICKUP"]);
  });

  it("answer with their delivery, and the order page shows it", async () => {
    const shopper = new TestBrowser(server.baseUrl);
    await shopper.signIn("registered@quire.test");
    const rows = await server.db
      .selectFrom("orders")
      .select(["orderNumber", "deliveryMethod"])
      .where("userId", "=", 1)
      .orderBy("placedAt", "desc")
      .execute();
    const shipped = rows.find((r) => r.deliveryMethod === "DELIVERY");
    const pickedUp = rows.find((r) => r.deliveryMethod === "PICKUP");
    expect(shipped && pickedUp).toBeTruthy();

    const ship = (await shopper.call("GET", `/cc/api/orders/${shipped!.orderNumber}`)).body.data.order;
    expect(ship.deliveryMethod).toBe("DELIVERY");
    expect(ship.shippingAddress).toMatchObject({ firstName: "Riley", lastName: "Morgan", address1: expect.any(String) });
    const s = ship.summary;
    expect(s.subtotalCents - s.couponsTotalCents + s.shipFeeCents + s.handlingFeeCents + s.taxCents).toBe(s.totalCents);
    const page = String((await shopper.call("GET", `/account/orders/${shipped!.orderNumber}`)).body);
    expect(page).toContain("Ship to");
    expect(page).toContain(ship.shippingAddress.address1);

    const pickup = (await shopper.call("GET", `/cc/api/orders/${pickedUp!.orderNumber}`)).body.data.order;
    expect(pickup.deliveryMethod).toBe("PICKUP");
    expect(pickup.pickupStore).toMatchObject({ storeNumber: expect.stringMatching(/^\d{4}$/), name: expect.any(String) });
    expect(pickup.lines.every((l: { deliveryType: string }) => l.deliveryType === "ISP")).toBe(true);
    expect(pickup.summary.shipFeeCents).toBe(0);
    const pickupPage = String((await shopper.call("GET", `/account/orders/${pickedUp!.orderNumber}`)).body);
    expect(pickupPage).toContain("Pick up in store");
    expect(pickupPage).toContain(pickup.pickupStore.name);
  });

  it("waiting for approval answer with the ship-to they go to", async () => {
    const buyer = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
    await buyer.signIn("buyer@northwind.test");
    const waiting = await server.db
      .selectFrom("orders")
      .select("orderNumber")
      .where("approvalReason", "is not", null)
      .where("userId", "=", (eb) => eb.selectFrom("users").select("id").where("email", "=", "buyer@northwind.test"))
      .executeTakeFirstOrThrow();
    const order = (await buyer.call("GET", `/cc/api/orders/${waiting.orderNumber}`)).body.data.order;
    expect(order.deliveryMethod).toBe("DELIVERY");
    expect(order.shippingAddress).toMatchObject({ organizationName: "Northwind Legal LLP", state: "MA" });
    const s = order.summary;
    expect(s.subtotalCents - s.couponsTotalCents + s.shipFeeCents + s.handlingFeeCents + s.taxCents).toBe(s.totalCents);
  });

  it("waiting for approval hold what their comments say (two task chairs are two task chairs)", async () => {
    const rows = await server.db
      .selectFrom("approvalOrders as a")
      .innerJoin("orders as o", "o.cartId", "a.cartId")
      .innerJoin("orderLines as l", "l.orderId", "o.id")
      .innerJoin("products as p", "p.id", "l.productId")
      .innerJoin("categories as c", "c.id", "p.categoryId")
      .select(["a.id", "a.approvalComments", "a.totalCents", "o.totalCents as orderTotal", "l.qty", "c.slug", "p.name"])
      .execute();
    const commented = Object.keys(APPROVAL_ORDER_CONTENTS);
    for (const id of commented) {
      const lines = rows.filter((r) => r.id === id);
      const wanted = APPROVAL_ORDER_CONTENTS[id]!;
      expect(lines.length, id).toBeGreaterThan(0);
      for (const line of lines) expect(wanted.subSlugs, `${id} "${line.approvalComments}": ${line.name}`).toContain(line.slug);
      expect(Number(lines[0]!.totalCents)).toBe(Number(lines[0]!.orderTotal));
    }
    const chairs = rows.filter((r) => r.approvalComments === "Two task chairs for the Natick office");
    expect(chairs.map((r) => [r.slug, Number(r.qty)])).toEqual([["office-chairs", 2]]);
    expect(
      rows.filter((r) => r.approvalComments === "Toner for the second floor printers").every((r) => /Toner/.test(r.name)),
    ).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PICKUP_PERSON, checkoutHelpers } from "../../test/checkout-helpers";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// The store staff's pickup page as a browser without JavaScript gets it (decision 079): sign-in for
// guests and a 403 page for shoppers; a store's waiting orders with who collects them and a plain
// "Mark ready for pickup" form whose post marks the order, tells the shopper and shows on their
// order page; a second post's and an unknown store's refusals said on the page.

let server: TestServer;
let h: ReturnType<typeof checkoutHelpers>;

beforeAll(async () => {
  server = await startTestServer({ products: 200, serveWeb: true });
  h = checkoutHelpers(server, "10.79");
});
afterAll(async () => {
  await server?.close();
});

/** A new shopper's order of one item picked up at Natick (0008). */
async function pickupOrder(offset: number): Promise<{ shopper: TestBrowser; orderNumber: string; name: string }> {
  const item = await h.shelfProduct("0008", offset);
  const shopper = await h.newShopper();
  const add = await shopper.call("POST", "/cc/api/checkout/default/item", {
    items: [{ itemId: item.itemId, qty: 1, deliveryType: "ISP", storeNumber: "0008" }],
  });
  expect(add.status, JSON.stringify(add.body)).toBe(200);
  await h.pickupPerson(shopper, {
    ...PICKUP_PERSON,
    firstName: "Robin",
    lastName: "Collects",
    phones: [{ number: "(508) 555-0199" }],
    email: "robin.collects@example.com",
  });
  const paid = await h.payByCard(shopper, "4111 1111 1111 1111");
  const placed = await h.placeOrder(shopper, paid.cart.cartSummary.ordTotal);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { shopper, orderNumber: placed.body.data.order.orderNumber as string, name: item.name };
}

const html = (reply: { body: unknown }) => String(reply.body).replaceAll("&#x27;", "'");

describe("/csr/pickups without JavaScript", () => {
  it("sends guests to sign in and back, and answers shoppers with a 403 page", async () => {
    const guest = await new TestBrowser(server.baseUrl).call("GET", "/csr/pickups?store=0012");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe("/office/supplies/login?jumpUrl=%2Fcsr%2Fpickups%3Fstore%3D0012");
    const shopper = await h.demoShopper("registered@quire.test");
    const refused = await shopper.call("GET", "/csr/pickups");
    expect(refused.status).toBe(403);
    expect(html(refused)).toContain("Only store staff can see and mark pickup orders.");
    expect(html(refused)).not.toContain("Mark ready for pickup");
  });

  it("lists a waiting order, marks it ready by a plain form post, and the shopper's order page says so", async () => {
    const { shopper, orderNumber, name } = await pickupOrder(0);
    const before = html(await shopper.call("GET", `/account/orders/${orderNumber}`));
    expect(before).toContain("Preparing for pickup");

    const staff = await h.demoShopper("csr@quire.test");
    const page = await staff.call("GET", "/csr/pickups");
    expect(page.status).toBe(200);
    const list = html(page);
    expect(list).toContain("<h1>Pickup orders</h1>");
    expect(list).toMatch(/Waiting at [^<]+ \(store 0008\)/);
    expect(list).toContain(`<h3 id="pickup-${orderNumber}">Order ${orderNumber}</h3>`);
    expect(list).toContain("Robin Collects");
    expect(list).toContain("(508) 555-0199");
    expect(list).toContain(name.replaceAll("&", "&amp;").replaceAll('"', "&quot;"));
    expect(list).toContain(`name="orderNumber" value="${orderNumber}"`);
    expect(list).toContain('name="csrf"');

    const marked = await staff.postForm("/csr/pickups", { storeNumber: "0008", orderNumber });
    expect(marked.status).toBe(303);
    expect(marked.headers.get("location")).toBe(`/csr/pickups?store=0008&ready=${orderNumber}`);
    const after = html(await staff.call("GET", marked.headers.get("location")!));
    expect(after).toContain(`role="status">Order ${orderNumber} is marked ready. We've told the shopper.</p>`);
    expect(after).not.toContain(`value="${orderNumber}"`);

    const orderPage = html(await shopper.call("GET", `/account/orders/${orderNumber}`));
    expect(orderPage).toContain("Ready for pickup");
    const messages = html(await shopper.call("GET", "/account/messages"));
    expect(messages).toContain(`Order ${orderNumber} is ready for pickup`);

    // a second press (another tab, a colleague): refused on the page, nothing more written
    const again = await staff.postForm("/csr/pickups", { storeNumber: "0008", orderNumber });
    expect(again.status).toBe(409);
    expect(html(again)).toContain(`role="alert">Order ${orderNumber} is already marked ready for pickup at store 0008.</p>`);
  });

  it("says an unknown store or order on the page", async () => {
    const staff = await h.demoShopper("csr@quire.test");
    const store = await staff.call("GET", "/csr/pickups?store=999999");
    expect(store.status).toBe(400);
    expect(html(store)).toContain("We couldn't find store 999999. Please choose another store.");
    expect(html(store)).toContain('aria-invalid="true"');

    const order = await staff.postForm("/csr/pickups", { storeNumber: "0008", orderNumber: "8000000000" });
    expect(order.status).toBe(404);
    expect(html(order)).toContain('role="alert">There is no pickup order 8000000000 at store 0008.</p>');
  });
});

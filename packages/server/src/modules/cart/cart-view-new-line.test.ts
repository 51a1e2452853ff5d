import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TestBrowser, demoBrowsers } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";
import { CartViewService } from "./cart-view.service";

// A new guest's first add answers from the state in hand (decision 051, fifth step). The answer must be
// the general view's byte for byte, so the two cannot drift: every time the new-line view answers, the
// general view is built from the same state too and both are kept as JSON, over products of every kind
// in the seeded store (limits, stock levels, backorders, sale prices, rules, samples, gift cards,
// furniture), delivered, shipped to a store and picked up, on both sites.

let server: TestServer;
const compared: { itemId: string; host: string; general: string; newLine: string }[] = [];
let host = "";

beforeAll(async () => {
  const newLineView = CartViewService.prototype.newGuestLineView;
  vi.spyOn(CartViewService.prototype, "newGuestLineView").mockImplementation(async function (
    this: CartViewService,
    ...args: Parameters<CartViewService["newGuestLineView"]>
  ) {
    const general = JSON.stringify(await this.generalView(...args));
    const reply = await newLineView.apply(this, args);
    compared.push({ itemId: args[1].lines[0]!.itemId, host, general, newLine: JSON.stringify(reply) });
    return reply;
  });
  server = await startTestServer({ products: 600 });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

interface Candidate {
  itemId: string;
  onlineQty: number;
  quantityLimit: number | null;
}

async function candidates(): Promise<Candidate[]> {
  const rows = await server.db
    .selectFrom("products as p")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .select(["p.itemId", "i.onlineQty", "p.quantityLimit"])
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({
    itemId: r.itemId,
    onlineQty: Number(r.onlineQty),
    quantityLimit: r.quantityLimit === null ? null : Number(r.quantityLimit),
  }));
}

/** The quantities that take each product down its paths: one, past its limit, past its stock. */
function quantitiesFor(c: Candidate, i: number): number[] {
  const qty = [1];
  if (c.quantityLimit !== null) qty.push(c.quantityLimit + 1);
  if (c.onlineQty > 0 && c.onlineQty < 50) qty.push(c.onlineQty + 2);
  if (i % 7 === 0) qty.push(3);
  return qty;
}

describe("a new guest's first add", () => {
  it("answers exactly as the general view would, over the seeded store's products on both sites", async () => {
    const products = await candidates();
    const [store] = await server.db.selectFrom("stores").select("storeNumber").orderBy("storeNumber").limit(1).execute();
    expect(store).toBeDefined();
    const statuses = new Map<number, number>();
    for (const [i, c] of products.entries()) {
      if (i % 2 === 1 && c.quantityLimit === null && c.onlineQty >= 50) continue; // half of the plain ones suffice
      for (const qty of quantitiesFor(c, i)) {
        host = i % 3 === 0 ? "advantage.localhost" : "localhost";
        const delivery =
          i % 5 === 1
            ? { deliveryType: "STS", storeNumber: store!.storeNumber }
            : i % 5 === 2
              ? { deliveryType: "ISP", storeNumber: store!.storeNumber }
              : {};
        const guest = new TestBrowser(server.baseUrl, host === "localhost" ? {} : { host });
        const reply = await guest.call("POST", "/cc/api/checkout/default/item", {
          items: [{ itemId: c.itemId, qty, ...delivery }],
        });
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      }
    }
    // every add answered (a refused one with its error), none failed
    expect([...statuses.keys()].every((s) => s === 200 || s === 400)).toBe(true);

    for (const c of compared) expect(c.newLine, `${c.itemId} on ${c.host}`).toBe(c.general);
    // the comparison covered the cases that matter, not only plain lines
    const replies = compared.map((c) => ({ ...c, info: JSON.parse(c.newLine) as NewLineInfo }));
    expect(replies.length).toBeGreaterThan(150);
    expect(replies.some((r) => r.host === "advantage.localhost")).toBe(true);
    expect(replies.some((r) => r.host === "localhost")).toBe(true);
    expect(replies.some((r) => r.info.items[0]!.selectedDeliveryOption.deliveryType === "STS")).toBe(true);
    expect(replies.some((r) => r.info.items[0]!.messages.length > 0)).toBe(true);
    expect(replies.some((r) => r.info.items[0]!.soldOutReason !== null)).toBe(true);
    expect(replies.some((r) => r.info.items[0]!.priceInfo.comparePrice !== null)).toBe(true);
    expect(replies.some((r) => r.info.availableFreeItems.length > 0)).toBe(true);
    expect(replies.some((r) => r.info.coupons.length > 0)).toBe(true);
    expect(replies.some((r) => r.info.cartSummary.handlingFee > 0)).toBe(true);
  });

  it("leaves a pickup line, a product with rules and a signed-in shopper's cart to the general view", async () => {
    const before = compared.length;
    const [store] = await server.db.selectFrom("stores").select("storeNumber").orderBy("storeNumber").limit(1).execute();
    const [pickup] = await server.db
      .selectFrom("storeInventory as s")
      .innerJoin("products as p", "p.id", "s.productId")
      .select("p.itemId")
      .where("s.storeNumber", "=", store!.storeNumber)
      .where("s.qty", ">", 5)
      .where("p.status", "=", "PUBLISHED")
      .where("p.quantityLimit", "is", null)
      .where("p.isFreeSample", "=", 0)
      .where("p.giftCardDeliveryId", "is", null)
      .where("p.isWarrantyPlan", "=", 0)
      .limit(1)
      .execute();
    const [withRule] = await server.db
      .selectFrom("heavyItems as h")
      .innerJoin("products as p", "p.id", "h.productId")
      .innerJoin("inventory as i", "i.productId", "p.id")
      .select("p.itemId")
      .where("p.status", "=", "PUBLISHED")
      .where("i.onlineQty", ">", 5)
      .limit(1)
      .execute();
    const picked = await new TestBrowser(server.baseUrl).call("POST", "/cc/api/checkout/default/item", {
      items: [{ itemId: pickup!.itemId, qty: 1, deliveryType: "ISP", storeNumber: store!.storeNumber }],
    });
    expect(picked.status).toBe(200);
    const heavy = await new TestBrowser(server.baseUrl).call("POST", "/cc/api/checkout/default/item", {
      items: [{ itemId: withRule!.itemId, qty: 1 }],
    });
    expect(heavy.status).toBe(200);
    const shopper = await demoBrowsers(() => server.baseUrl)("buyer@northwind.test");
    const signedIn = await shopper.call("POST", "/cc/api/checkout/default/item", { items: [{ itemId: pickup!.itemId, qty: 1 }] });
    expect(signedIn.status).toBe(200);
    expect(compared.length).toBe(before);
  });
});

interface NewLineInfo {
  items: {
    messages: unknown[];
    soldOutReason: string | null;
    priceInfo: { comparePrice: number | null };
    selectedDeliveryOption: { deliveryType: string };
  }[];
  coupons: unknown[];
  availableFreeItems: unknown[];
  cartSummary: { handlingFee: number };
}

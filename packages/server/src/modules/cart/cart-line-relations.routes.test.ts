import {
  BUNDLE_ADD_FAILED_MESSAGE,
  PLAN_QTY_EXCEEDED_MESSAGE,
  WARRANTY_ADD_FAILED_MESSAGE,
  WARRANTY_OUT_OF_STOCK_MESSAGE,
} from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Plans, add-ons and bundles over real HTTP (decision 025): the add call's relation fields, the
// warranty rules and their exact words, all-or-nothing bundles, and another shopper's lines.

let server: TestServer;

interface Line {
  itemId: string;
  cartItemId: string | null;
  qty: number;
  status: string;
  actioned: string;
  messages: { code: string; message: string }[];
  isWarrantyItem: boolean;
  parentItemId: string | null;
  parentRelationCartItemId: string | null;
  parentRelationType: string | null;
  requiredItemIds: string[];
  itemAttributes: { partBundleId: string | null; partBundle: boolean };
  warrantyPlans: { itemId: string; name: string; finalPrice: number; inStock: boolean }[];
  addOns: { itemId: string }[];
}
interface Body {
  data?: { cartInfo: { items: Line[] } };
  code?: string;
  message?: string;
}

/** a product with two protection plans, another product's plan it is not offered, an add-on pair, a bundle */
let parentItemId: string;
let planA: string;
let planB: string;
let foreignPlan: string;
let printer: string;
let ink: string;
let bundle: { id: string; members: string[] };

beforeAll(async () => {
  server = await startTestServer({ products: 400 });
  const db = server.db;
  const links = await db
    .selectFrom("warrantyLinks as w")
    .innerJoin("products as p", "p.id", "w.productId")
    .innerJoin("inventory as i", "i.productId", "p.id")
    .innerJoin("products as plan", "plan.id", "w.planProductId")
    .select(["p.itemId as item", "plan.itemId as plan", "p.id"])
    .where("p.status", "=", "PUBLISHED")
    .where("p.quantityLimit", "is", null)
    .where("i.onlineQty", ">=", 20)
    .orderBy("p.id")
    .orderBy("plan.finalPriceCents")
    .execute();
  const withTwo = links.find((l) => links.filter((k) => k.item === l.item).length === 2);
  if (!withTwo) throw new Error("no product with two plans in the test store");
  parentItemId = withTwo.item;
  [planA, planB] = links.filter((l) => l.item === parentItemId).map((l) => l.plan) as [string, string];
  const other = links.find((l) => l.plan !== planA && l.plan !== planB);
  if (!other) throw new Error("no plan of another band");
  foreignPlan = other.plan;
  const addon = await db
    .selectFrom("productAddons as a")
    .innerJoin("products as p", "p.id", "a.productId")
    .innerJoin("products as x", "x.id", "a.addonProductId")
    .select(["p.itemId as printer", "x.itemId as ink"])
    .orderBy("a.productId")
    .executeTakeFirstOrThrow();
  printer = addon.printer;
  ink = addon.ink;
  const members = await db
    .selectFrom("productBundleMembers as m")
    .innerJoin("products as p", "p.id", "m.productId")
    .select(["m.bundleId", "p.itemId"])
    .where("m.bundleId", "=", "BNDL-DESK-1")
    .orderBy("m.position")
    .execute();
  bundle = { id: "BNDL-DESK-1", members: members.map((m) => m.itemId) };
  if (bundle.members.length !== 3) throw new Error("no desk bundle in the test store");
});
afterAll(async () => {
  await server?.close();
});

const shopper = () => new TestBrowser(server.baseUrl);
const add = (b: TestBrowser, items: unknown[]) => b.call<Body>("POST", "/cc/api/checkout/default/item", { items });
const update = (b: TestBrowser, items: unknown[]) =>
  b.call<Body>("POST", "/cc/api/checkout/default?actionType=EDIT_ITEM", { items }, { "x-http-method-override": "PUT" });
const remove = (b: TestBrowser, cartItemId: string) =>
  b.call<Body>("POST", `/cc/api/checkout/default/item/${cartItemId}`, undefined, { "x-http-method-override": "DELETE" });
const read = async (b: TestBrowser) => {
  const reply = await b.call<Body>("GET", "/cc/api/checkout?grindType=ALL&wt=true&alt=true");
  return reply.body.data?.cartInfo.items.filter((l) => l.status === "ACTIVE") ?? [];
};
const lineOf = (items: Line[] | undefined, itemId: string) => {
  const line = items?.find((l) => l.itemId === itemId && l.status === "ACTIVE");
  if (!line?.cartItemId) throw new Error(`no line for ${itemId} in ${JSON.stringify(items?.map((l) => l.itemId))}`);
  return line as Line & { cartItemId: string };
};
const active = (items: Line[]) => items.map((l) => [l.itemId, l.qty, l.parentRelationType]);

/** a cart with the parent at `qty` and plan A at `planQty` */
async function cartWithPlan(qty: number, planQty: number) {
  const b = shopper();
  const added = await add(b, [
    { itemId: parentItemId, qty },
    { itemId: planA, qty: planQty, parentItemId, parentRelationType: "WARRANTY" },
  ]);
  expect(added.status).toBe(200);
  const items = added.body.data?.cartInfo.items;
  return { b, parent: lineOf(items, parentItemId), plan: lineOf(items, planA) };
}

describe("warranty plans", () => {
  it("adds a plan with its product in one call, linked to the product's line", async () => {
    const { b, parent, plan } = await cartWithPlan(2, 2);
    expect(plan).toMatchObject({
      qty: 2,
      actioned: "ADD_ITEM",
      isWarrantyItem: true,
      parentItemId,
      parentRelationCartItemId: parent.cartItemId,
      parentRelationType: "WARRANTY",
    });
    expect(parent).toMatchObject({ parentRelationType: null, isWarrantyItem: false });
    // the cart offers the line its plans, cheapest first
    const offered = lineOf(await read(b), parentItemId).warrantyPlans.map((p) => p.itemId);
    expect(offered).toEqual([planA, planB]);
  });

  it("keeps a plan out of saved for later: it goes with its item", async () => {
    const { b, plan } = await cartWithPlan(1, 1);
    const reply = await b.call<{ message: string; errors: { code: string; message: string }[] }>("POST", "/cc/api/sfl", {
      cartItemId: plan.cartItemId,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      message: "ERROR",
      errors: [{ code: "INVALID_ITEM", message: expect.stringContaining("cannot be saved for later on its own") }],
    });
    expect(active(await read(b))).toEqual([
      [parentItemId, 1, null],
      [planA, 1, "WARRANTY"],
    ]);
  });

  it("adds a plan to a line already in the cart by its cartItemId", async () => {
    const b = shopper();
    const first = await add(b, [{ itemId: parentItemId, qty: 3 }]);
    const parent = lineOf(first.body.data?.cartInfo.items, parentItemId);
    const reply = await add(b, [{ itemId: planB, qty: 1, parentCartItemId: parent.cartItemId, parentRelationType: "WARRANTY" }]);
    expect(reply.status).toBe(200);
    expect(lineOf(reply.body.data?.cartInfo.items, planB)).toMatchObject({ qty: 1, parentRelationCartItemId: parent.cartItemId });
  });

  it("refuses an add that takes the plans past the item's quantity, and changes nothing", async () => {
    const { b, parent } = await cartWithPlan(2, 1);
    const before = active(await read(b));
    const reply = await add(b, [{ itemId: planB, qty: 2, parentCartItemId: parent.cartItemId, parentRelationType: "WARRANTY" }]);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "WARRANTY_QTY_EXCEEDED", message: PLAN_QTY_EXCEEDED_MESSAGE });
    expect(active(await read(b))).toEqual(before);
    const again = await add(b, [{ itemId: planA, qty: 2, parentCartItemId: parent.cartItemId }]);
    expect(again.body.message).toBe(PLAN_QTY_EXCEEDED_MESSAGE);
    expect(active(await read(b))).toEqual(before);
  });

  it("refuses an update that raises a plan past its item, and changes nothing", async () => {
    const { b, parent, plan } = await cartWithPlan(2, 1);
    const reply = await update(b, [{ cartItemId: plan.cartItemId, qty: 3 }]);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "WARRANTY_QTY_EXCEEDED", message: PLAN_QTY_EXCEEDED_MESSAGE });
    expect(lineOf(await read(b), planA).qty).toBe(1);
    // up to the item's quantity is fine, and so is raising both at once
    expect((await update(b, [{ cartItemId: plan.cartItemId, qty: 2 }])).status).toBe(200);
    const both = await update(b, [
      { cartItemId: parent.cartItemId, qty: 4 },
      { cartItemId: plan.cartItemId, qty: 4 },
    ]);
    expect(both.status).toBe(200);
    expect(lineOf(both.body.data?.cartInfo.items, planA).qty).toBe(4);
  });

  it("lowers the plans when the item is lowered, the last-added first", async () => {
    const { b, parent, plan } = await cartWithPlan(4, 2);
    const second = await add(b, [{ itemId: planB, qty: 2, parentCartItemId: parent.cartItemId, parentRelationType: "WARRANTY" }]);
    const planBLine = lineOf(second.body.data?.cartInfo.items, planB);
    const lowered = await update(b, [{ cartItemId: parent.cartItemId, qty: 3 }]);
    expect(lowered.status).toBe(200);
    expect(lineOf(lowered.body.data?.cartInfo.items, planB)).toMatchObject({ qty: 1, actioned: "EDIT_ITEM" });
    const again = await update(b, [{ cartItemId: parent.cartItemId, qty: 1 }]);
    const items = again.body.data?.cartInfo.items ?? [];
    expect(items.find((l) => l.cartItemId === planBLine.cartItemId)).toMatchObject({ status: "DELETED" });
    expect(lineOf(items, planA).qty).toBe(1);
    expect(active(await read(b))).toEqual([
      [parentItemId, 1, null],
      [planA, 1, "WARRANTY"],
    ]);
    expect(plan.cartItemId).toBe(lineOf(items, planA).cartItemId);
  });

  it("removes the plans with their item, by delete or by quantity 0", async () => {
    const one = await cartWithPlan(1, 1);
    const removed = await remove(one.b, one.parent.cartItemId);
    expect(removed.status).toBe(200);
    expect(removed.body.data?.cartInfo.items.find((l) => l.cartItemId === one.plan.cartItemId)?.status).toBe("DELETED");
    expect(await read(one.b)).toEqual([]);
    const two = await cartWithPlan(2, 1);
    await update(two.b, [{ cartItemId: two.parent.cartItemId, qty: 0 }]);
    expect(await read(two.b)).toEqual([]);
  });

  it("refuses a plan not offered for the item, a plan without its item, and says so", async () => {
    const { b, parent } = await cartWithPlan(1, 1);
    const before = active(await read(b));
    const foreign = await add(b, [{ itemId: foreignPlan, parentCartItemId: parent.cartItemId, parentRelationType: "WARRANTY" }]);
    expect(foreign).toMatchObject({ status: 400, body: { code: "WARRANTY_NOT_OFFERED" } });
    const alone = await add(shopper(), [{ itemId: planA, qty: 1 }]);
    expect(alone).toMatchObject({ status: 400, body: { code: "WARRANTY_PARENT_REQUIRED" } });
    const absentParent = await add(b, [{ itemId: planA, parentItemId: "999999", parentRelationType: "WARRANTY" }]);
    expect(absentParent).toMatchObject({ status: 400, body: { code: "WARRANTY_PARENT_REQUIRED" } });
    // a plan is not a parent: no plan of a plan
    const planOfPlan = await add(b, [{ itemId: planB, parentCartItemId: lineOf(await read(b), planA).cartItemId }]);
    expect(planOfPlan).toMatchObject({ status: 404, body: { code: "CART_ITEM_ID_NOT_FOUND" } });
    expect(active(await read(b))).toEqual(before);
  });

  it("says when the plan is out of stock, and when its add fails otherwise", async () => {
    const b = shopper();
    const first = await add(b, [{ itemId: parentItemId, qty: 1 }]);
    const parent = lineOf(first.body.data?.cartInfo.items, parentItemId);
    const planRow = await server.db
      .selectFrom("products")
      .select(["id", "status"])
      .where("itemId", "=", planB)
      .executeTakeFirstOrThrow();
    const stock = await server.db
      .selectFrom("inventory")
      .select("onlineQty")
      .where("productId", "=", planRow.id)
      .executeTakeFirstOrThrow();
    try {
      await server.db.updateTable("inventory").set({ onlineQty: 0 }).where("productId", "=", planRow.id).execute();
      const out = await add(b, [{ itemId: planB, parentCartItemId: parent.cartItemId, parentRelationType: "WARRANTY" }]);
      expect(out).toMatchObject({ status: 400, body: { code: "WARRANTY_OUT_OF_STOCK", message: WARRANTY_OUT_OF_STOCK_MESSAGE } });
      await server.db.updateTable("inventory").set({ onlineQty: stock.onlineQty }).where("productId", "=", planRow.id).execute();
      await server.db.updateTable("products").set({ finalPriceCents: 0 }).where("id", "=", planRow.id).execute();
      const failed = await add(b, [{ itemId: planB, parentCartItemId: parent.cartItemId, parentRelationType: "WARRANTY" }]);
      expect(failed).toMatchObject({ status: 400, body: { code: "WARRANTY_ADD_FAILED", message: WARRANTY_ADD_FAILED_MESSAGE } });
    } finally {
      const price = await server.db
        .selectFrom("products")
        .select("basePriceCents")
        .where("id", "=", planRow.id)
        .executeTakeFirstOrThrow();
      await server.db.updateTable("inventory").set({ onlineQty: stock.onlineQty }).where("productId", "=", planRow.id).execute();
      await server.db
        .updateTable("products")
        .set({ finalPriceCents: price.basePriceCents })
        .where("id", "=", planRow.id)
        .execute();
    }
    expect(active(await read(b))).toEqual([[parentItemId, 1, null]]);
  });

  it("answers 404 for another shopper's line as the parent, and adds nothing", async () => {
    const { parent } = await cartWithPlan(2, 1);
    const stranger = shopper();
    await add(stranger, [{ itemId: parentItemId, qty: 1 }]);
    const reply = await add(stranger, [{ itemId: planA, parentCartItemId: parent.cartItemId, parentRelationType: "WARRANTY" }]);
    expect(reply).toMatchObject({ status: 404, body: { code: "CART_ITEM_ID_NOT_FOUND" } });
    expect(active(await read(stranger))).toEqual([[parentItemId, 1, null]]);
    // and a stranger without a cart cannot touch it either
    const empty = await add(shopper(), [{ itemId: planA, parentCartItemId: parent.cartItemId, parentRelationType: "WARRANTY" }]);
    expect(empty.status).toBe(404);
  });

  it("refuses a relation the cart does not know, in the cart's words", async () => {
    const reply = await add(shopper(), [{ itemId: parentItemId, parentRelationType: "ASSEMBLY" }]);
    expect(reply).toMatchObject({
      status: 400,
      body: { code: "INVALID_REQUEST", message: "parentRelationType: must be WARRANTY, ADDON or BUNDLE" },
    });
  });

  it("keeps a guest's plan with its item when the guest signs in", async () => {
    const { b } = await cartWithPlan(2, 2);
    await b.signIn("registered@quire.test");
    const items = await read(b);
    const parent = lineOf(items, parentItemId);
    expect(lineOf(items, planA)).toMatchObject({ parentRelationCartItemId: parent.cartItemId, parentRelationType: "WARRANTY" });
    expect(lineOf(items, planA).qty).toBeLessThanOrEqual(parent.qty);
    for (const line of items) await remove(b, line.cartItemId as string);
  });
});

describe("add-ons", () => {
  it("refuses an add-on without its item with ADDON_THRESHOLD_NOT_MET", async () => {
    const b = shopper();
    const reply = await add(b, [{ itemId: ink, qty: 1, parentRelationType: "ADDON" }]);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("ADDON_THRESHOLD_NOT_MET");
    expect(reply.body.message).toMatch(/^This add-on can only be bought with .+\. Add it to your cart first\.$/);
  });

  it("adds an add-on to its item's line, and removes it with the item", async () => {
    const b = shopper();
    const reply = await add(b, [
      { itemId: printer, qty: 1 },
      { itemId: ink, qty: 2, parentRelationType: "ADDON" },
    ]);
    expect(reply.status).toBe(200);
    const items = reply.body.data?.cartInfo.items;
    const parent = lineOf(items, printer);
    expect(lineOf(items, ink)).toMatchObject({
      qty: 2,
      parentRelationType: "ADDON",
      parentRelationCartItemId: parent.cartItemId,
      parentItemId: printer,
    });
    expect(lineOf(items, ink).requiredItemIds).toContain(printer);
    expect(lineOf(await read(b), printer).addOns.map((a) => a.itemId)).toContain(ink);
    await remove(b, parent.cartItemId);
    expect(await read(b)).toEqual([]);
  });

  it("adds the add-on among other items, and reports only the add-on when its item is missing", async () => {
    const b = shopper();
    const reply = await add(b, [
      { itemId: parentItemId, qty: 1 },
      { itemId: ink, qty: 1, parentRelationType: "ADDON" },
    ]);
    expect(reply.status).toBe(200);
    const transient = reply.body.data?.cartInfo.items.find((l) => l.itemId === ink);
    expect(transient).toMatchObject({
      status: "TRANSIENT",
      messages: [expect.objectContaining({ code: "ADDON_THRESHOLD_NOT_MET" })],
    });
    expect(active(await read(b))).toEqual([[parentItemId, 1, null]]);
  });
});

describe("bundles", () => {
  const bundleItems = (qty = 1) => bundle.members.map((itemId) => ({ itemId, qty, partBundleId: bundle.id }));

  it("adds every member of a bundle, the lead first and the others linked to it", async () => {
    const b = shopper();
    const reply = await add(b, bundleItems());
    expect(reply.status).toBe(200);
    const items = reply.body.data?.cartInfo.items ?? [];
    const [leadId, ...others] = bundle.members as [string, ...string[]];
    const lead = lineOf(items, leadId);
    expect(lead).toMatchObject({ parentRelationType: null, itemAttributes: { partBundleId: bundle.id, partBundle: true } });
    for (const id of others) {
      expect(lineOf(items, id)).toMatchObject({
        parentRelationType: "BUNDLE",
        parentRelationCartItemId: lead.cartItemId,
        itemAttributes: { partBundleId: bundle.id, partBundle: true },
      });
    }
  });

  it("adds nothing when one member cannot be added, and says so", async () => {
    const b = shopper();
    await add(b, [{ itemId: parentItemId, qty: 1 }]);
    const last = bundle.members[2] as string;
    const row = await server.db.selectFrom("products").select("id").where("itemId", "=", last).executeTakeFirstOrThrow();
    const stock = await server.db
      .selectFrom("inventory")
      .select("onlineQty")
      .where("productId", "=", row.id)
      .executeTakeFirstOrThrow();
    try {
      await server.db.updateTable("inventory").set({ onlineQty: 0 }).where("productId", "=", row.id).execute();
      const reply = await add(b, bundleItems());
      expect(reply).toMatchObject({ status: 400, body: { code: "BUNDLE_ADD_FAILED", message: BUNDLE_ADD_FAILED_MESSAGE } });
    } finally {
      await server.db.updateTable("inventory").set({ onlineQty: stock.onlineQty }).where("productId", "=", row.id).execute();
    }
    expect(active(await read(b))).toEqual([[parentItemId, 1, null]]);
    // a bundle asked for without all its members, or one that does not exist, is refused the same way
    const partial = await add(b, bundleItems().slice(0, 2));
    expect(partial.body).toMatchObject({ code: "BUNDLE_ADD_FAILED", message: BUNDLE_ADD_FAILED_MESSAGE });
    const unknown = await add(b, [{ itemId: parentItemId, partBundleId: "BNDL-NONE" }]);
    expect(unknown.body).toMatchObject({ code: "BUNDLE_ADD_FAILED" });
    expect(active(await read(b))).toEqual([[parentItemId, 1, null]]);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, migrateToLatest, openDatabase } from "../database";
import { CATALOGUE, WARRANTY_DEPARTMENT, WARRANTY_DIVISION } from "./catalogue-data";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { DEMO_PICKUP_STORE, isDemoDataPresent, type SeedSummary, seedDemoData } from "./generate-demo-data";
import { MEMBERSHIP_PROGRAMS, MEMBERSHIP_SKU_QUANTITY_LIMIT, MEMBERSHIP_YEARLY_PRICE_CENTS } from "@quire/domain";
import { GIFT_CARD_PRODUCTS } from "./gift-card-products";
import { DEMO_SKU_SET } from "./sku-sets";
import { findProducts, type ProductFilter, similarWords } from "../../modules/catalogue";

const searchFilter = (terms: string[]): ProductFilter => ({
  terms,
  categoryIds: null,
  brandIds: null,
  minPriceCents: null,
  maxPriceCents: null,
});

const PRODUCTS = 400;
const SEED = 7;
/** the gift cards the store sells come on top of the generated catalogue */
const GIFT_CARDS = GIFT_CARD_PRODUCTS.length;
// the swatch demo's SKU set (decision 048)
const SKU_SET_DEMO = DEMO_SKU_SET.length;
const MEMBERSHIPS = MEMBERSHIP_PROGRAMS.length;

interface Opened {
  db: Db;
  close: () => Promise<void>;
  dir: string;
}

async function freshDb(): Promise<Opened> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-seed-test-"));
  const { db, close } = openDatabase({ databaseUrl: null, dataDir: dir });
  await migrateToLatest(db);
  return { db, close, dir };
}

describe("seedDemoData (SQLite, 400 products, seed 7)", () => {
  let a: Opened;
  let b: Opened;
  let summary: SeedSummary;
  const phases = new Set<string>();

  beforeAll(async () => {
    a = await freshDb();
    b = await freshDb();
    summary = await seedDemoData(a.db, { products: PRODUCTS, seed: SEED, onProgress: (_d, _t, phase) => phases.add(phase) });
    await seedDemoData(b.db, { products: PRODUCTS, seed: SEED });
  });

  afterAll(async () => {
    for (const o of [a, b]) {
      if (!o) continue;
      await o.close();
      fs.rmSync(o.dir, { recursive: true, force: true });
    }
  });

  it("writes the requested number of products and reports a summary", async () => {
    const { n } = await a.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(PRODUCTS + GIFT_CARDS + SKU_SET_DEMO + MEMBERSHIPS);
    expect(summary.products).toBe(PRODUCTS);
    expect(summary.giftCards).toBe(GIFT_CARDS);
    expect(summary.memberships).toBe(MEMBERSHIPS);
    expect(summary.stores).toBeGreaterThanOrEqual(100);
    expect(summary.users).toBe(DEMO_ACCOUNTS.length);
    expect(summary.orders).toBeGreaterThanOrEqual(300);
    expect(summary.coupons).toBeGreaterThanOrEqual(10);
    expect([...phases]).toEqual(expect.arrayContaining(["products", "search index", "store stock", "orders"]));
    const inventory = await a.db
      .selectFrom("inventory")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(inventory.n)).toBe(PRODUCTS + GIFT_CARDS + SKU_SET_DEMO + MEMBERSHIPS);
  });

  it("marks the database as seeded and refuses to seed twice", async () => {
    expect(await isDemoDataPresent(a.db)).toBe(true);
    const meta = await a.db.selectFrom("appMeta").select("value").where("key", "=", "demo_data").executeTakeFirstOrThrow();
    expect(JSON.parse(meta.value)).toMatchObject({ seed: SEED, products: PRODUCTS });
    await expect(seedDemoData(a.db, { products: PRODUCTS, seed: SEED })).rejects.toThrow(/already holds products/);
  });

  it("creates every category, each with products", async () => {
    const categories = await a.db.selectFrom("categories").selectAll().execute();
    expect(categories.map((c) => c.slug).sort()).toEqual(CATALOGUE.all.map((c) => c.slug).sort());
    const used = await a.db.selectFrom("products").select("categoryId").distinct().execute();
    const usedIds = new Set(used.map((r) => r.categoryId));
    for (const c of categories.filter((c) => c.parentId !== null)) expect(usedIds, c.slug).toContain(c.id);
    const warrantyCategories = categories.filter((c) => c.division === WARRANTY_DIVISION || c.department === WARRANTY_DEPARTMENT);
    expect(warrantyCategories.map((c) => c.name)).toEqual(["Protection Plans"]);
    expect(warrantyCategories[0]).toMatchObject({ division: 8, department: 88 });
    expect(categories.find((c) => c.slug === "staplers-punches")?.name).toBe("Staplers & Punches");
  });

  it("writes well-formed, unique item ids and urls", async () => {
    const rows = await a.db
      .selectFrom("products")
      .select(["id", "itemId", "itemUrl", "basePriceCents", "finalPriceCents"])
      .execute();
    expect(new Set(rows.map((r) => r.itemUrl)).size).toBe(PRODUCTS + GIFT_CARDS + SKU_SET_DEMO + MEMBERSHIPS);
    for (const r of rows) {
      expect(r.itemId).toBe(String(100000 + r.id));
      expect(r.itemUrl).toMatch(/^[a-z0-9-]+_\d+$/);
      expect(r.itemUrl.endsWith(`_${r.itemId}`)).toBe(true);
      expect(r.finalPriceCents).toBeLessThanOrEqual(r.basePriceCents);
    }
  });

  it("covers the stock and product states the cart needs", async () => {
    const outOfStock = await a.db
      .selectFrom("inventory")
      .selectAll()
      .where("onlineQty", "=", 0)
      .where("backorderDate", "is", null)
      .execute();
    expect(outOfStock.length).toBeGreaterThan(0);

    const backordered = await a.db.selectFrom("inventory").selectAll().where("backorderDate", "is not", null).execute();
    expect(backordered.length).toBeGreaterThan(0);
    for (const r of backordered) {
      expect(r.onlineQty).toBe(0);
      expect(r.backorderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.backorderDate! >= "2026-11-11" && r.backorderDate! <= "2026-12-16").toBe(true);
    }

    const limited = await a.db.selectFrom("products").select("quantityLimit").where("quantityLimit", "is not", null).execute();
    expect(limited.length).toBeGreaterThan(0);

    const samples = await a.db.selectFrom("products").selectAll().where("isFreeSample", "=", 1).execute();
    expect(samples.length).toBeGreaterThan(0);
    for (const s of samples) {
      expect(s.finalPriceCents).toBe(0);
      expect(s.name).toMatch(/^Free Sample: /);
    }

    const discontinued = await a.db.selectFrom("products").selectAll().where("status", "=", "DISCONTINUED").execute();
    expect(discontinued.length).toBeGreaterThan(0);
    expect(discontinued.every((p) => p.actionLabel === "View details")).toBe(true);

    const sets = await a.db
      .selectFrom("products")
      .select(["skuSetId", (eb) => eb.fn.count<number>("color").distinct().as("colors")])
      .where("skuSetId", "is not", null)
      .groupBy("skuSetId")
      .execute();
    expect(sets.some((s) => Number(s.colors) >= 2)).toBe(true);
    const members = await a.db
      .selectFrom("products")
      .select(["itemId", "skuSetId", "color", "name"])
      .where("skuSetId", "is not", null)
      .execute();
    for (const m of members) {
      expect(m.color).not.toBeNull();
      expect(m.name.endsWith(`, ${m.color}`)).toBe(true);
      expect(members.some((x) => x.skuSetId === m.skuSetId && `SS${x.itemId}` === m.skuSetId)).toBe(true);
    }
  });

  it("links eligible technology items to protection plans in division 8 / department 88", async () => {
    const plans = await a.db.selectFrom("products").selectAll().where("isWarrantyPlan", "=", 1).execute();
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) {
      expect(p).toMatchObject({ division: 8, department: 88 });
      expect(p.name).toMatch(/^\d-Year Protection Plan for items \$/);
    }
    const nonPlansIn8 = await a.db
      .selectFrom("products")
      .select("id")
      .where("isWarrantyPlan", "=", 0)
      .where((eb) => eb.or([eb("division", "=", 8), eb("department", "=", 88)]))
      .execute();
    expect(nonPlansIn8).toEqual([]);

    const links = await a.db
      .selectFrom("warrantyLinks as w")
      .innerJoin("products as item", "item.id", "w.productId")
      .innerJoin("products as plan", "plan.id", "w.planProductId")
      .innerJoin("categories as c", "c.id", "item.categoryId")
      .select([
        "item.finalPriceCents as price",
        "item.isWarrantyPlan as itemIsPlan",
        "plan.isWarrantyPlan as planIsPlan",
        "plan.name as planName",
        "c.parentId as parentId",
      ])
      .execute();
    expect(links.length).toBeGreaterThan(0);
    const technology = CATALOGUE.top.find((t) => t.slug === "technology")!.id;
    for (const l of links) {
      expect(l.itemIsPlan).toBe(0);
      expect(l.planIsPlan).toBe(1);
      expect(l.parentId).toBe(technology);
      expect(l.price).toBeGreaterThanOrEqual(5000);
    }
  });

  it("sells gift cards after the generated catalogue: e-gift (389) $25, $50, $100 and physical (235) $25, $50", async () => {
    const cards = await a.db
      .selectFrom("products as p")
      .innerJoin("categories as c", "c.id", "p.categoryId")
      .innerJoin("inventory as i", "i.productId", "p.id")
      .select(["p.id", "p.name", "p.finalPriceCents", "p.giftCardDeliveryId", "p.status", "c.slug", "i.onlineQty"])
      .where("p.giftCardDeliveryId", "is not", null)
      .orderBy("p.id")
      .execute();
    expect(cards.map((c) => [c.id, c.giftCardDeliveryId, c.finalPriceCents])).toEqual([
      [PRODUCTS + 1, 389, 2_500],
      [PRODUCTS + 2, 389, 5_000],
      [PRODUCTS + 3, 389, 10_000],
      [PRODUCTS + 4, 235, 2_500],
      [PRODUCTS + 5, 235, 5_000],
    ]);
    for (const c of cards) {
      expect(c.status).toBe("PUBLISHED");
      expect(c.slug).toBe(c.giftCardDeliveryId === 389 ? "e-gift-cards" : "physical-gift-cards");
      expect(c.onlineQty).toBeGreaterThan(1000);
    }
    expect(cards[0]?.name).toBe("Quire E-Gift Card, $25, Delivered Online");
    // "gift card" finds every one of them by its name, first
    const found = await findProducts(a.db, searchFilter(["gift", "card"]), "relevance", cards.length, 0);
    expect(found.map((r) => r.id).sort((x, y) => x - y)).toEqual(cards.map((c) => c.id));
  });

  it("sells Quire Select and Premium last, a year each, one at a time, in stock", async () => {
    const rows = await a.db
      .selectFrom("products as p")
      .innerJoin("inventory as i", "i.productId", "p.id")
      .select(["p.id", "p.name", "p.finalPriceCents", "p.membershipProgram", "p.quantityLimit", "p.status", "i.onlineQty"])
      .where("p.membershipProgram", "is not", null)
      .orderBy("p.id")
      .execute();
    const last = PRODUCTS + GIFT_CARDS + SKU_SET_DEMO;
    expect(rows.map((r) => [r.id, r.membershipProgram, r.finalPriceCents])).toEqual([
      [last + 1, "SELECT", MEMBERSHIP_YEARLY_PRICE_CENTS.SELECT],
      [last + 2, "PREMIUM", MEMBERSHIP_YEARLY_PRICE_CENTS.PREMIUM],
    ]);
    expect(rows.map((r) => r.name)).toEqual(["Quire Select Membership, 1 Year", "Quire Premium Membership, 1 Year"]);
    for (const r of rows) {
      expect(r).toMatchObject({ status: "PUBLISHED", quantityLimit: MEMBERSHIP_SKU_QUANTITY_LIMIT });
      expect(r.onlineQty).toBeGreaterThan(1000);
    }
  });

  it("creates at least 100 stores at real ZIP codes, including 0008 in Natick", async () => {
    const stores = await a.db.selectFrom("stores").selectAll().execute();
    expect(stores.length).toBeGreaterThanOrEqual(100);
    expect(new Set(stores.map((s) => s.storeNumber)).size).toBe(stores.length);
    const natick = stores.find((s) => s.storeNumber === DEMO_PICKUP_STORE);
    expect(natick).toMatchObject({ zipcode: "01760", city: "Natick", state: "MA" });
    expect(natick!.latitude).toBeCloseTo(42.29, 1);
    for (const s of stores) {
      expect(s.storeNumber).toMatch(/^\d{4}$/);
      expect(s.phone).toMatch(/^\(\d{3}\) 555-\d{4}$/);
      const hours = JSON.parse(s.workingHours) as Record<string, [string, string] | null>;
      expect(Object.keys(hours)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
      for (const day of Object.values(hours)) if (day) for (const t of day) expect(t).toMatch(/^\d{4}$/);
    }
    expect(new Set(stores.map((s) => s.state)).size).toBeGreaterThan(30);
  });

  it("stocks every third product in the pickup store and a handful of stores per product", async () => {
    const pickup = await a.db
      .selectFrom("storeInventory")
      .select("productId")
      .where("storeNumber", "=", DEMO_PICKUP_STORE)
      .execute();
    const ids = new Set(pickup.map((r) => r.productId));
    for (let id = 3; id <= PRODUCTS; id += 3) expect(ids.has(id)).toBe(true);
    const { n } = await a.db
      .selectFrom("storeInventory")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(n) / PRODUCTS).toBeGreaterThan(4);
    expect(Number(n) / PRODUCTS).toBeLessThan(7);
  });

  it("indexes products for search, staplers included", async () => {
    const hits = await findProducts(a.db, searchFilter(["stapler"]), "relevance", 5, 0);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]?.name.toLowerCase()).toContain("stapler");
    // the parent category name is indexed too
    const writing = await findProducts(a.db, searchFilter(["instrument"]), "relevance", 5, 0);
    expect(writing.length).toBeGreaterThan(0);
    // and the words "Did you mean" offers
    expect(await similarWords(a.db, "staplr", 40)).toContain("stapler");
  });

  it("creates the demo accounts with working passwords", async () => {
    const users = await a.db.selectFrom("users").selectAll().orderBy("id").execute();
    expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((d) => d.email));
    expect(new Set(users.map((u) => u.customerNumber)).size).toBe(users.length);
    const buyer = users.find((u) => u.email === "buyer@northwind.test")!;
    expect(buyer).toMatchObject({ tenant: "advantage", userType: "PR6", groupPermissions: "G_AL,G_BOP,G_IOC,G_CSE" });
    expect(buyer.accountId).not.toBeNull();
    expect(buyer.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await verify(buyer.passwordHash, DEMO_PASSWORD)).toBe(true);
    const account = await a.db.selectFrom("accounts").selectAll().where("id", "=", buyer.accountId!).executeTakeFirstOrThrow();
    expect(account.name).toBe("Northwind Legal LLP");
    const coffee = CATALOGUE.all.find((c) => c.slug === "coffee")!;
    expect(JSON.parse(account.policies)).toEqual({ blockedCategoryIds: [coffee.id] });
    const budgets = await a.db.selectFrom("budgetCentres").selectAll().where("accountId", "=", account.id).execute();
    expect(budgets.length).toBe(2);
    const shipTos = await a.db.selectFrom("shipTos").selectAll().where("accountId", "=", account.id).execute();
    expect(shipTos.length).toBe(2);
  });

  it("creates the demo coupons", async () => {
    const coupons = await a.db.selectFrom("coupons").selectAll().execute();
    const byCode = new Map(coupons.map((c) => [c.code, c]));
    for (const code of ["SAVE10", "TAKE5", "FREESHIP", "PAPER20", "WELCOME15", "EXPIRED5", "AUTOSAVE3"])
      expect(byCode.has(code), code).toBe(true);
    expect(byCode.get("PAPER20")).toMatchObject({ kind: "PERCENT", value: 20, basketLevel: 0 });
    expect(byCode.get("PAPER20")!.categoryId).toBe(CATALOGUE.all.find((c) => c.slug === "paper")!.id);
    expect(byCode.get("AUTOSAVE3")).toMatchObject({ autoAdd: 1 });
    expect(byCode.get("EXPIRED5")!.expiresAt! < "2026-01-01").toBe(true);
    expect(coupons.some((c) => c.active === 0)).toBe(true);
    // business carts take only coupons marked for business (decision 042)
    expect(byCode.get("BIZ10")).toMatchObject({ kind: "PERCENT", value: 10, businessEligible: 1 });
    expect(byCode.get("AUTOSAVE3")).toMatchObject({ businessEligible: 0 });
  });

  it("gives each business account a price list over part of the catalogue, below the public price", async () => {
    const lines = await a.db
      .selectFrom("contractPrices as cp")
      .innerJoin("products as p", "p.id", "cp.productId")
      .select(["cp.accountId", "cp.contractPriceCents", "cp.marketPriceCents", "cp.priceMethod", "p.finalPriceCents"])
      .execute();
    const products = await a.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    for (const accountId of [1, 2]) {
      const own = lines.filter((l) => Number(l.accountId) === accountId);
      expect(own.length).toBeGreaterThan(0);
      expect(own.length).toBeLessThan(Number(products.n));
      for (const l of own) {
        const off = 1 - Number(l.contractPriceCents) / Number(l.finalPriceCents);
        expect(off).toBeGreaterThanOrEqual(0.07);
        expect(off).toBeLessThanOrEqual(0.26);
      }
    }
    const market = lines.filter((l) => l.priceMethod === "MPI");
    expect(market.length).toBeGreaterThan(0);
    expect(market.every((l) => Number(l.accountId) === 1 && l.marketPriceCents !== null)).toBe(true);
  });

  it("writes an order history whose totals match its lines", async () => {
    const orders = await a.db.selectFrom("orders").selectAll().execute();
    const lines = await a.db
      .selectFrom("orderLines as l")
      .innerJoin("products as p", "p.id", "l.productId")
      .select(["l.orderId", "l.qty", "l.unitPriceCents", "p.status", "p.isFreeSample", "p.isWarrantyPlan"])
      .execute();
    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(orders.length);
    const subtotals = new Map<number, number>();
    const counts = new Map<number, number>();
    for (const l of lines) {
      expect(l.status).toBe("PUBLISHED");
      expect(l.isFreeSample).toBe(0);
      expect(l.isWarrantyPlan).toBe(0);
      subtotals.set(l.orderId, (subtotals.get(l.orderId) ?? 0) + l.qty * l.unitPriceCents);
      counts.set(l.orderId, (counts.get(l.orderId) ?? 0) + 1);
    }
    // the orders behind the seeded approval orders (decision 040): same numbers, same totals
    const approvals = await a.db.selectFrom("approvalOrders").select(["orderNumber", "totalCents", "status"]).execute();
    const behind = orders.filter((o) => o.approvalReason != null);
    expect(behind.map((o) => o.orderNumber).sort()).toEqual(approvals.map((o) => o.orderNumber).sort());
    for (const approval of approvals) {
      const order = behind.find((o) => o.orderNumber === approval.orderNumber)!;
      expect(order.totalCents).toBe(approval.totalCents);
      expect(order.status).toBe(approval.status === "PENDING" ? "PENDING_APPROVAL" : "PLACED");
      expect(subtotals.get(order.id)).toBe(order.subtotalCents);
    }
    for (const o of orders.filter((order) => order.approvalReason == null)) {
      expect(o.orderNumber).toMatch(/^\d{10}$/);
      expect(subtotals.get(o.id)).toBe(o.subtotalCents);
      expect(counts.get(o.id)).toBeGreaterThanOrEqual(1);
      expect(counts.get(o.id)).toBeLessThanOrEqual(6);
      expect(o.totalCents).toBeGreaterThanOrEqual(o.subtotalCents);
      expect(["DELIVERED", "SHIPPED"]).toContain(o.status);
      expect(o.placedAt >= "2025-05-01" && o.placedAt < "2026-11-01").toBe(true);
    }
    const userIds = new Set(orders.map((o) => o.userId));
    expect(userIds.has(DEMO_ACCOUNTS.find((d) => d.email === "buyer@northwind.test")!.id)).toBe(true);
    expect(userIds.has(DEMO_ACCOUNTS.find((d) => d.email === "csr@quire.test")!.id)).toBe(false);
  });

  it("is deterministic: the same seed gives the same rows", async () => {
    const first = await a.db.selectFrom("products").selectAll().orderBy("id").limit(50).execute();
    const second = await b.db.selectFrom("products").selectAll().orderBy("id").limit(50).execute();
    expect(second).toEqual(first);
    const tables = ["inventory", "storeInventory", "orders", "users", "stores"] as const;
    for (const table of tables) {
      const x = await a.db.selectFrom(table).selectAll().execute();
      const y = await b.db.selectFrom(table).selectAll().execute();
      expect(y, table).toEqual(x);
    }
  });

  it("gives a different catalogue for a different seed", async () => {
    const other = await freshDb();
    try {
      await seedDemoData(other.db, { products: 120, seed: SEED + 1 });
      const x = await a.db.selectFrom("products").select("name").orderBy("id").limit(120).execute();
      const y = await other.db.selectFrom("products").select("name").orderBy("id").limit(120).execute();
      expect(y).not.toEqual(x);
    } finally {
      await other.close();
      fs.rmSync(other.dir, { recursive: true, force: true });
    }
  });

  it("handles tiny catalogues", async () => {
    for (const products of [1, 30]) {
      const tiny = await freshDb();
      try {
        const result = await seedDemoData(tiny.db, { products, seed: 3 });
        expect(result.products).toBe(products);
        const rows = await tiny.db.selectFrom("products").select("id").where("giftCardDeliveryId", "is", null).execute();
        expect(rows.length).toBe(products + SKU_SET_DEMO + MEMBERSHIPS);
      } finally {
        await tiny.close();
        fs.rmSync(tiny.dir, { recursive: true, force: true });
      }
    }
  });

  it("rejects invalid product counts", async () => {
    await expect(seedDemoData(a.db, { products: 0, seed: 1 })).rejects.toThrow(/products must be an integer/);
    await expect(seedDemoData(a.db, { products: 1.5, seed: 1 })).rejects.toThrow(/products must be an integer/);
  });
});

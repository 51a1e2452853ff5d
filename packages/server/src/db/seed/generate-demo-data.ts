import { hash } from "@node-rs/argon2";
import type { Insertable, Transaction } from "kysely";
import { catalogueWords, refreshSearchStatistics, replaceSearchWords } from "../../modules/catalogue";
import type { Db } from "../database";
import type {
  AccountTable,
  CouponTable,
  Database,
  OrderLineTable,
  OrderTable,
  StoreInventoryTable,
  StoreTable,
  UserTable,
  WarrantyLinkTable,
} from "../schema";
import { insertAccountActivity, insertApprovalOrderRows, insertShoppingListItems } from "./account-activity";
import { BRAND_NAMES, CATALOGUE, slugify } from "./catalogue-data";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_ACCOUNTS } from "./demo-accounts";
import { insertFreeItemOffers } from "./free-item-offers";
import { giftCardProducts } from "./gift-card-products";
import { membershipProducts } from "./membership-products";
import { insertHeaderFooterConfig } from "./header-footer-config";
import { insertContentPages } from "./content-pages";
import { insertCustomerSkus } from "./customer-skus";
import { setDemoBudgets } from "./budgets";
import { type GeneratedProduct, ProductStream, REFERENCE_DATE } from "./product-generator";
import { productAttributes } from "./product-attributes";
import { CARRIER_FEE_ZIP_AREAS, ItemRulesBuilder } from "./item-rules";
import { insertContractPrices } from "./contract-prices";
import { insertProductRelations } from "./product-relations";
import { insertPrinterCompatibility } from "./printer-compatibility";
import { hashString, type Random, rngFor } from "./random";
import { insertMerchandising, insertRecommendationHistory } from "./recommendation-history";
import { rebuildFromBaskets } from "../../modules/recommendations";
import { seededDelivery } from "./order-delivery";
import { buildStores } from "./stores";
import { demoSkuSetProducts, insertSkuSetMembers } from "./sku-sets";

// Deterministic demo data: the same seed and product count always give the same rows (only the
// app_meta "demo_data" row records the wall-clock time of the run). Products are generated and
// written in chunks, each chunk in its own transaction, so memory stays flat from 200 to 1,000,000
// products, and every statement stays under 30,000 bound parameters (SQLite allows 32,766).

export interface SeedOptions {
  products: number;
  seed: number;
  /** how many stores (default: the 127 demo stores; up to 2,000) */
  stores?: number;
  onProgress?: (done: number, total: number, phase: string) => void;
}

export interface SeedSummary {
  /** generated products (the gift cards the store sells come on top) */
  products: number;
  giftCards: number;
  /** the swatch demo's SKU set members (decision 048), on top of the gift cards */
  skuSetProducts: number;
  /** the paid memberships sold in the cart (decision 078), on top of those */
  memberships: number;
  stores: number;
  users: number;
  orders: number;
  coupons: number;
}

export const DEMO_DATA_META_KEY = "demo_data";
export const MAX_DEMO_PRODUCTS = 1_000_000;
/** products generated and written per transaction */
export const SEED_CHUNK_SIZE = 2500;
const MAX_PARAMETERS = 30_000;
const DAY_MS = 86_400_000;

const STREAM_STORE_STOCK = 10;
const STREAM_ORDERS = 11;
const STREAM_RESERVOIR = 12;
const STREAM_PASSWORD = 13;
const STREAM_ORDER_DELIVERY = 14;

/** Store that stocks every product whose id is a multiple of 3 (pickup demos). */
export const DEMO_PICKUP_STORE = "0008";

type Trx = Transaction<Database>;

export async function isDemoDataPresent(db: Db): Promise<boolean> {
  const row = await db.selectFrom("appMeta").select("key").where("key", "=", DEMO_DATA_META_KEY).executeTakeFirst();
  return row !== undefined;
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const { products: total, seed } = options;
  await refuseSeeding(db, options);
  const progress = options.onProgress ?? (() => {});
  const { stores, users, coupons } = await insertReferenceData(db, seed, options.stores, progress);
  const { reservoir, words } = await insertGeneratedProducts(db, seed, total, progress);
  const { giftCards, demoSkuSet } = await insertStoreProducts(db, total, words);
  // 3. search index: products were indexed by trigger as they were written; the words for "Did you mean"
  progress(0, 1, "search index");
  await replaceSearchWords(db, [...words]);
  await refreshSearchStatistics(db);
  progress(1, 1, "search index");
  await insertCatalogueExtras(db);
  await insertStoreStock(db, seed, total, stores, progress);
  const orders = await insertOrderHistory(db, { seed, total, reservoir, stores }, progress);
  // 6. the recommendation engine's history, counts and first-party merchandising (decision 049)
  progress(0, 1, "recommendations");
  await insertRecommendationHistory(db, seed, total);
  await insertMerchandising(db);
  await rebuildFromBaskets(db);
  progress(1, 1, "recommendations");
  // 7. the paid memberships (decision 078): last, so no step above picks them from the catalogue
  const memberships = membershipProducts(total + giftCards.length + demoSkuSet.length);
  await insertProductsAndStock(db, memberships);

  await db
    .insertInto("appMeta")
    .values({
      key: DEMO_DATA_META_KEY,
      value: JSON.stringify({ seed, products: total, generatedAt: new Date().toISOString() }),
    })
    .execute();

  return {
    products: total,
    giftCards: giftCards.length,
    skuSetProducts: demoSkuSet.length,
    memberships: memberships.length,
    stores: stores.length,
    users: users.length,
    orders,
    coupons: coupons.length,
  };
}

/** Demo data goes into an empty database, for a whole number of products within the limit. */
async function refuseSeeding(db: Db, options: SeedOptions): Promise<void> {
  const { products: total, seed } = options;
  if (!Number.isInteger(total) || total < 1 || total > MAX_DEMO_PRODUCTS) {
    throw new Error(`seedDemoData: products must be an integer from 1 to ${MAX_DEMO_PRODUCTS}, got ${total}`);
  }
  if (!Number.isInteger(seed)) throw new Error(`seedDemoData: seed must be an integer, got ${seed}`);
  const existing = await db.selectFrom("products").select("id").limit(1).executeTakeFirst();
  if (existing || (await isDemoDataPresent(db))) {
    throw new Error(
      "seedDemoData: the database already holds products; demo data goes into an empty database (wipe it first, e.g. `npm run seed -- --reset`)",
    );
  }
}

/** 1. fixed reference data */
async function insertReferenceData(db: Db, seed: number, storeCount: number | undefined, progress: Progress) {
  progress(0, 1, "catalogue");
  const stores = buildStores(storeCount);
  const users = await buildUsers(seed);
  const coupons = buildCoupons();
  await db.transaction().execute(async (trx) => {
    await insertRows(trx, "categories", CATALOGUE.all);
    await insertRows(
      trx,
      "brands",
      BRAND_NAMES.map((name, i) => ({ id: i + 1, slug: slugify(name), name })),
    );
    await insertRows(trx, "stores", stores);
    await insertRows(trx, "coupons", coupons);
    await insertRows(trx, "carrierFeeZipAreas", CARRIER_FEE_ZIP_AREAS);
    await insertRows(trx, "accounts", buildAccounts());
    await insertRows(
      trx,
      "shipTos",
      DEMO_BUSINESS_ACCOUNTS.flatMap((a) => a.shipTos.map((s) => ({ ...s, accountId: a.id }))),
    );
    await insertRows(
      trx,
      "budgetCentres",
      DEMO_BUSINESS_ACCOUNTS.flatMap((a) =>
        a.budgetCentres.map((b) => ({ id: b.id, name: b.name, accountId: a.id, budgetCents: 0 })),
      ),
    );
    await insertRows(trx, "users", users);
    await insertHeaderFooterConfig(trx);
    await insertContentPages(trx);
    await insertAccountActivity(trx);
  });
  progress(1, 1, "catalogue");
  return { stores, users, coupons };
}

/**
 * 2. products, online inventory and warranty links; the order history's reservoir and the words of
 * "Did you mean" are gathered on the way.
 */
async function insertGeneratedProducts(db: Db, seed: number, total: number, progress: Progress) {
  const reservoir = new OrderReservoir(seed);
  const itemRules = new ItemRulesBuilder();
  // the full-text index follows products by trigger (decision 052); "Did you mean" wants the words
  const words = new Set<string>();
  await forEachChunk(db, new ProductStream(seed, total), "products", progress, async (trx, chunk) => {
    const links: WarrantyLinkTable[] = [];
    for (const g of chunk) {
      for (const planProductId of g.planIds) links.push({ productId: g.product.id, planProductId });
      reservoir.offer(g);
      addWordsOf(words, g);
    }
    await insertRows(
      trx,
      "products",
      // the specifications table (decision 038) rides along with each product
      chunk.map((g) => ({ ...g.product, attributes: JSON.stringify(productAttributes(g)) })),
    );
    await insertRows(
      trx,
      "inventory",
      chunk.map((g) => g.inventory),
    );
    await insertRows(trx, "warrantyLinks", links);
    const rules = itemRules.rowsFor(chunk);
    await insertRows(trx, "itemAlternates", rules.alternates);
    await insertRows(trx, "heavyItems", rules.heavyItems);
    await insertRows(trx, "itemRestrictions", rules.restrictions);
  });
  return { reservoir, words };
}

/** The store's own products after the generated catalogue, so they shift none of its ids; their words join `words`. */
async function insertStoreProducts(db: Db, total: number, words: Set<string>) {
  // 3b. the gift cards the store sells
  const giftCards = giftCardProducts(total);
  await insertProductsAndStock(db, giftCards);
  // 3b'. the swatch demo's SKU set (decision 048): after the gift cards, for the same reason
  const demoSkuSet = demoSkuSetProducts(total + giftCards.length);
  await insertProductsAndStock(db, demoSkuSet);
  await insertSkuSetMembers(db, demoSkuSet);
  for (const g of [...giftCards, ...demoSkuSet]) addWordsOf(words, g);
  return { giftCards, demoSkuSet };
}

async function insertProductsAndStock(db: Db, products: readonly GeneratedProduct[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertRows(
      trx,
      "products",
      products.map((g) => g.product),
    );
    await insertRows(
      trx,
      "inventory",
      products.map((g) => g.inventory),
    );
  });
}

/** What is chosen from the catalogue just written. */
async function insertCatalogueExtras(db: Db): Promise<void> {
  // 3c. free-item offers: each gives one of the generated free samples (decision 026)
  await db.transaction().execute((trx) => insertFreeItemOffers(trx));
  // 3d. add-ons and bundles
  await insertProductRelations(db);
  // 3d. which cartridges fit which printer, for the tiles' compatibility drawers (decision 047)
  await insertPrinterCompatibility(db);
  // 3e. the demo shopping lists' items
  await insertShoppingListItems(db);
  // 3f. the business accounts' price lists (decision 042)
  await db.transaction().execute((trx) => insertContractPrices(trx));
  // 3f. the business accounts' own item numbers for quick order (decision 043)
  await insertCustomerSkus(db);
}

/** 4. store stock: ~5 stores per product, plus the pickup store for every third product */
async function insertStoreStock(db: Db, seed: number, total: number, stores: readonly StoreTable[], progress: Progress) {
  const storeNumbers = stores.map((s) => s.storeNumber);
  await forEachIdChunk(db, total, "store stock", progress, async (trx, from, to) => {
    const rows: StoreInventoryTable[] = [];
    for (let id = from; id <= to; id++) rows.push(...storeStock(seed, id, storeNumbers));
    await insertRows(trx, "storeInventory", rows);
  });
}

/** 5. order history, the orders behind the approval orders and the budgets they spent: how many orders. */
async function insertOrderHistory(
  db: Db,
  from: { seed: number; total: number; reservoir: OrderReservoir; stores: readonly StoreTable[] },
  progress: Progress,
): Promise<number> {
  const { seed, total, reservoir, stores } = from;
  const orderCount = reservoir.isEmpty() ? 0 : Math.min(5000, 300 + Math.floor(total / 200));
  const { orders, lines } = buildOrders(seed, orderCount, reservoir, new Set(stores.map((s) => s.storeNumber)));
  const orderChunk = 1000;
  progress(0, orders.length, "orders");
  for (let i = 0; i < orders.length; i += orderChunk) {
    const part = orders.slice(i, i + orderChunk);
    const first = part[0]?.id ?? 0;
    const last = part[part.length - 1]?.id ?? 0;
    await db.transaction().execute(async (trx) => {
      await insertRows(trx, "orders", part);
      await insertRows(
        trx,
        "orderLines",
        lines.filter((l) => l.orderId >= first && l.orderId <= last),
      );
    });
    progress(Math.min(i + orderChunk, orders.length), orders.length, "orders");
  }

  // 5b. the orders behind the seeded approval orders, from the business-buying categories (decision 040)
  // furniture only for the order whose comment asks for chairs (APPROVAL_ORDER_CONTENTS)
  const approvalCandidates = ["paper", "ink-toner", "binders-filing", "writing-instruments", "breakroom", "cleaning"].flatMap(
    (top) => reservoir.buckets.get(top)?.items ?? [],
  );
  const chairs = (reservoir.buckets.get("furniture")?.items ?? [])
    .filter((i) => i.subSlug === "office-chairs")
    .map((i) => ({ ...i, onRequest: true }));
  await db
    .transaction()
    .execute((trx) =>
      insertApprovalOrderRows(trx, [...approvalCandidates, ...chairs], orders.reduce((max, o) => Math.max(max, o.id), 0) + 1),
    );
  // 5c. each budget centre's budget, from what its orders spent (decision 044)
  await db.transaction().execute((trx) => setDemoBudgets(trx));
  return orders.length;
}

// --- writing ---------------------------------------------------------------------------------

/** The words of a product's searched fields, for "Did you mean" (decision 052). */
function addWordsOf(words: Set<string>, g: GeneratedProduct): void {
  const text = [g.product.name, g.brandName, g.category.name, g.parentCategory?.name ?? "", g.product.color ?? ""];
  for (const field of [...text, g.product.description]) for (const w of catalogueWords(field)) words.add(w);
}

async function insertRows<T extends keyof Database & string>(
  trx: Trx | Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += perStatement) {
    const batch = rows.slice(i, i + perStatement);
    // Kysely cannot relate a generic table name to its row type; the signature above checks the rows
    await (trx as Db)
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

type Progress = (done: number, total: number, phase: string) => void;

/** Runs `write` for each chunk of the product stream, one transaction per chunk. */
async function forEachChunk(
  db: Db,
  stream: ProductStream,
  phase: string,
  progress: Progress,
  write: (trx: Trx, chunk: GeneratedProduct[]) => Promise<void>,
): Promise<void> {
  const total = stream.total;
  progress(0, total, phase);
  let chunk: GeneratedProduct[] = [];
  let done = 0;
  for (const generated of stream) {
    chunk.push(generated);
    if (chunk.length === SEED_CHUNK_SIZE) {
      const current = chunk;
      await db.transaction().execute((trx) => write(trx, current));
      done += current.length;
      chunk = [];
      progress(done, total, phase);
    }
  }
  if (chunk.length > 0) {
    const current = chunk;
    await db.transaction().execute((trx) => write(trx, current));
    done += current.length;
    progress(done, total, phase);
  }
}

/** Same as forEachChunk for passes that need product ids only. */
async function forEachIdChunk(
  db: Db,
  total: number,
  phase: string,
  progress: Progress,
  write: (trx: Trx, fromId: number, toId: number) => Promise<void>,
): Promise<void> {
  progress(0, total, phase);
  for (let from = 1; from <= total; from += SEED_CHUNK_SIZE) {
    const to = Math.min(total, from + SEED_CHUNK_SIZE - 1);
    await db.transaction().execute((trx) => write(trx, from, to));
    progress(to, total, phase);
  }
}

// --- store stock -----------------------------------------------------------------------------

function storeStock(seed: number, productId: number, storeNumbers: readonly string[]): StoreInventoryTable[] {
  const rng = rngFor(seed, STREAM_STORE_STOCK, productId);
  const pickup = productId % 3 === 0;
  const count = rng.int(4, 6);
  const chosen = new Set<string>();
  while (chosen.size < count) {
    const storeNumber = storeNumbers[rng.int(0, storeNumbers.length - 1)] as string;
    if (pickup && storeNumber === DEMO_PICKUP_STORE) continue;
    chosen.add(storeNumber);
  }
  const rows: StoreInventoryTable[] = [];
  for (const storeNumber of chosen) {
    rows.push({ storeNumber, productId, qty: rng.chance(0.15) ? 0 : rng.int(1, 60) });
  }
  if (pickup) rows.push({ storeNumber: DEMO_PICKUP_STORE, productId, qty: rng.int(1, 40) });
  return rows;
}

// --- orders ----------------------------------------------------------------------------------

interface OrderItem {
  id: number;
  priceCents: number;
  subSlug: string;
}

const RESERVOIR_SIZE = 300;

/** A bounded, deterministic sample of purchasable products per top-level category. */
class OrderReservoir {
  private readonly rng: Random;
  readonly buckets = new Map<string, { seen: number; items: OrderItem[] }>();

  constructor(seed: number) {
    this.rng = rngFor(seed, STREAM_RESERVOIR);
  }

  offer(g: GeneratedProduct): void {
    const p = g.product;
    if (p.status !== "PUBLISHED" || p.isFreeSample || p.isWarrantyPlan || p.finalPriceCents <= 0) return;
    const top = g.parentCategory?.slug ?? g.category.slug;
    let bucket = this.buckets.get(top);
    if (!bucket) {
      bucket = { seen: 0, items: [] };
      this.buckets.set(top, bucket);
    }
    bucket.seen++;
    const item = { id: p.id, priceCents: p.finalPriceCents, subSlug: g.category.slug };
    if (bucket.items.length < RESERVOIR_SIZE) bucket.items.push(item);
    else {
      const j = Math.floor(this.rng.next() * bucket.seen);
      if (j < RESERVOIR_SIZE) bucket.items[j] = item;
    }
  }

  isEmpty(): boolean {
    return this.buckets.size === 0;
  }
}

const CONSUMER_MIX: Record<string, number> = {
  paper: 3,
  "ink-toner": 3,
  "writing-instruments": 2,
  "binders-filing": 1.5,
  breakroom: 1,
  cleaning: 1,
  technology: 0.7,
  furniture: 0.3,
};
const BUSINESS_MIX: Record<string, number> = {
  paper: 4,
  "ink-toner": 3,
  "binders-filing": 3,
  "writing-instruments": 2,
  breakroom: 2,
  cleaning: 2,
  technology: 1,
  furniture: 0.5,
};
/** categories people re-buy: their favourites come from here */
const REPEAT_CATEGORIES = ["paper", "ink-toner", "breakroom", "cleaning", "writing-instruments"];
const LINE_COUNTS = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6];

function buildOrders(
  seed: number,
  count: number,
  reservoir: OrderReservoir,
  storeNumbers: ReadonlySet<string>,
): { orders: OrderTable[]; lines: OrderLineTable[] } {
  const rng = rngFor(seed, STREAM_ORDERS);
  const shoppers = DEMO_ACCOUNTS.filter((a) => a.orderWeight > 0).map((account) => {
    const blocked = new Set(DEMO_BUSINESS_ACCOUNTS.find((b) => b.key === account.businessAccount)?.blockedCategorySlugs ?? []);
    const mix = account.tenant === "advantage" ? BUSINESS_MIX : CONSUMER_MIX;
    const pools = [...reservoir.buckets.entries()]
      .map(([top, bucket]) => ({ top, items: bucket.items.filter((i) => !blocked.has(i.subSlug)), weight: mix[top] ?? 0.5 }))
      .filter((p) => p.items.length > 0);
    const favourites: OrderItem[] = [];
    for (const pool of pools.filter((p) => REPEAT_CATEGORIES.includes(p.top))) {
      favourites.push(...rng.sample(pool.items, 1));
    }
    const business = DEMO_BUSINESS_ACCOUNTS.find((b) => b.key === account.businessAccount);
    const centre = business?.budgetCentres.find((c) => c.name === account.budgetCentre);
    const charge = { accountId: business?.id ?? null, budgetCentreId: centre?.id ?? null };
    return { account, pools, favourites, charge };
  });

  const drafts: { userIndex: number; placedAt: number; items: { item: OrderItem; qty: number }[] }[] = [];
  for (let k = 0; k < count; k++) {
    const userIndex = shoppers.indexOf(rng.weighted(shoppers, (s) => s.account.orderWeight));
    const shopper = shoppers[userIndex];
    if (!shopper || shopper.pools.length === 0) continue;
    const daysAgo = rng.int(1, 548); // the 18 months before the reference date
    const placedAt = REFERENCE_DATE - daysAgo * DAY_MS + rng.int(8 * 3600, 21 * 3600) * 1000;
    const lineCount = rng.pick(LINE_COUNTS);
    const items: { item: OrderItem; qty: number }[] = [];
    for (let attempt = 0; items.length < lineCount && attempt < lineCount * 4; attempt++) {
      const item =
        shopper.favourites.length > 0 && rng.chance(0.45)
          ? rng.pick(shopper.favourites)
          : rng.pick(rng.weighted(shopper.pools, (p) => p.weight).items);
      if (items.some((i) => i.item.id === item.id)) continue;
      const qty = item.priceCents < 2000 ? rng.int(1, 6) : item.priceCents < 10000 ? rng.int(1, 3) : 1;
      items.push({ item, qty });
    }
    drafts.push({ userIndex, placedAt, items });
  }
  drafts.sort((a, b) => a.placedAt - b.placedAt);

  const orders: OrderTable[] = [];
  const lines: OrderLineTable[] = [];
  const numberOffset = Math.abs(seed) % 1_000_000;
  drafts.forEach((draft, index) => {
    const id = index + 1;
    const shopper = shoppers[draft.userIndex];
    if (!shopper) return;
    // its own stream: the delivery drawn leaves the items and dates of every order as they were
    const delivery = seededDelivery(rngFor(seed, STREAM_ORDER_DELIVERY, id), shopper.account, storeNumbers);
    const pickup = delivery.deliveryMethod === "PICKUP";
    let subtotalCents = 0;
    for (const { item, qty } of draft.items) {
      subtotalCents += item.priceCents * qty;
      lines.push({
        orderId: id,
        productId: item.id,
        qty,
        unitPriceCents: item.priceCents,
        deliveryType: pickup ? "ISP" : "STA",
        pickupStoreNumber: pickup ? delivery.pickupStoreNumber : null,
      });
    }
    const business = shopper.account.tenant === "advantage";
    const shippingCents = pickup || business || subtotalCents >= 4999 ? 0 : 599;
    const taxCents = Math.round(subtotalCents * 0.0625);
    orders.push({
      id,
      // 10 digits; multiplying by an odd number not divisible by 5 permutes the residues, so unique
      orderNumber: String(7_000_000_000 + (((id + numberOffset) * 2_654_435_761) % 1_000_000_000)),
      userId: shopper.account.id,
      tenant: shopper.account.tenant,
      placedAt: new Date(draft.placedAt).toISOString(),
      status: draft.placedAt > REFERENCE_DATE - 5 * DAY_MS ? "SHIPPED" : "DELIVERED",
      subtotalCents,
      // the parts are kept with the total, so the order page's summary adds up
      shipFeeCents: shippingCents,
      taxCents,
      totalCents: subtotalCents + shippingCents + taxCents,
      ...delivery,
      // a business order is charged to the buyer's account and budget centre (decision 044)
      ...(business ? shopper.charge : {}),
    });
  });
  return { orders, lines };
}

// --- users, accounts, coupons ----------------------------------------------------------------

async function buildUsers(seed: number): Promise<UserTable[]> {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (a) => {
      // a salt derived from the seed keeps the hashes (and so the rows) reproducible
      const rng = rngFor(seed, STREAM_PASSWORD, hashString(a.email));
      const salt = new Uint8Array(16).map(() => rng.int(0, 255));
      const business = DEMO_BUSINESS_ACCOUNTS.find((b) => b.key === a.businessAccount) ?? null;
      const budgetCentre = business?.budgetCentres.find((b) => b.name === a.budgetCentre) ?? null;
      return {
        id: a.id,
        tenant: a.tenant,
        email: a.email,
        passwordHash: await hash(a.password, { salt }),
        firstName: a.firstName,
        lastName: a.lastName,
        userType: a.userType,
        customerNumber: a.customerNumber,
        rewardsNumber: a.rewardsNumber,
        rewardsTier: a.rewardsTier,
        membershipProgram: a.membershipProgram,
        accountId: business?.id ?? null,
        budgetCentreId: budgetCentre?.id ?? null,
        groupPermissions: a.groupPermissions,
        createdAt: a.createdAt,
        ...(DEMO_REWARDS_BALANCES[a.rewardsTier ?? "NONE"] ?? DEMO_REWARDS_BALANCES.NONE!),
      };
    }),
  );
}

// Points and reward dollars by tier: the Elite member shows the "M" points format in the header.
const DEMO_REWARDS_BALANCES: Record<string, { rewardsPoints: number; rewardsBalanceCents: number; memberSince: string | null }> =
  {
    NONE: { rewardsPoints: 0, rewardsBalanceCents: 0, memberSince: null },
    BASE: { rewardsPoints: 3_120, rewardsBalanceCents: 650, memberSince: "2026-10-02T00:00:00.000Z" },
    PREMIER: { rewardsPoints: 48_250, rewardsBalanceCents: 1_204, memberSince: "2024-06-11T00:00:00.000Z" },
    ELITE: { rewardsPoints: 1_250_400, rewardsBalanceCents: 4_237, memberSince: "2021-02-19T00:00:00.000Z" },
  };

function categoryIdBySlug(slug: string): number {
  const category = CATALOGUE.all.find((c) => c.slug === slug);
  if (!category) throw new Error(`seed: unknown category ${slug}`);
  return category.id;
}

function buildAccounts(): AccountTable[] {
  return DEMO_BUSINESS_ACCOUNTS.map((a) => ({
    id: a.id,
    accountNumber: a.accountNumber,
    name: a.name,
    salesRepName: a.salesRepName,
    salesRepEmail: a.salesRepEmail,
    salesRepPhone: a.salesRepPhone,
    policies: JSON.stringify({ blockedCategoryIds: a.blockedCategorySlugs.map(categoryIdBySlug) }),
  }));
}

export function buildCoupons(): CouponTable[] {
  const coupon = (c: Partial<CouponTable> & Pick<CouponTable, "code" | "description" | "kind" | "value">): CouponTable => ({
    minOrderCents: 0,
    basketLevel: 1,
    autoAdd: 0,
    categoryId: null,
    expiresAt: "2027-12-31T23:59:59.000Z",
    active: 1,
    businessEligible: 0,
    ...c,
  });
  return [
    coupon({ code: "SAVE10", description: "10% off orders of $50 or more", kind: "PERCENT", value: 10, minOrderCents: 5000 }),
    coupon({ code: "TAKE5", description: "$5 off orders of $25 or more", kind: "AMOUNT", value: 500, minOrderCents: 2500 }),
    coupon({ code: "FREESHIP", description: "Free shipping on any order", kind: "FREE_SHIPPING", value: 0 }),
    coupon({
      code: "PAPER20",
      description: "20% off Paper",
      kind: "PERCENT",
      value: 20,
      basketLevel: 0,
      categoryId: categoryIdBySlug("paper"),
    }),
    coupon({
      code: "INK15",
      description: "15% off Ink & Toner",
      kind: "PERCENT",
      value: 15,
      basketLevel: 0,
      categoryId: categoryIdBySlug("ink-toner"),
    }),
    coupon({
      code: "WELCOME15",
      description: "15% off your first order of $75 or more",
      kind: "PERCENT",
      value: 15,
      minOrderCents: 7500,
    }),
    coupon({
      code: "BIGORDER50",
      description: "$50 off orders of $500 or more",
      kind: "AMOUNT",
      value: 5000,
      minOrderCents: 50000,
    }),
    coupon({
      code: "EXPIRED5",
      description: "$5 off any order (expired)",
      kind: "AMOUNT",
      value: 500,
      expiresAt: "2025-01-01T00:00:00.000Z",
    }),
    coupon({
      code: "SPRING25",
      description: "25% off sitewide (campaign ended, inactive)",
      kind: "PERCENT",
      value: 25,
      active: 0,
    }),
    // business carts take only coupons marked for business (decision 042)
    coupon({
      code: "BIZ10",
      description: "10% off business orders of $100 or more",
      kind: "PERCENT",
      value: 10,
      minOrderCents: 10000,
      businessEligible: 1,
    }),
    coupon({
      code: "AUTOSAVE3",
      description: "$3 off orders of $30 or more, applied automatically",
      kind: "AMOUNT",
      value: 300,
      minOrderCents: 3000,
      autoAdd: 1,
    }),
  ];
}

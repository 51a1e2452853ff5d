import type { SearchResult } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutHelpers } from "../../test/checkout-helpers";
import { startTestServer, type TestServer } from "../../test/test-server";
import * as repo from "./catalogue.repository";

// Relevance of the full-text search (decision 052), on SQLite and (with DATABASE_URL) PostgreSQL:
// the index follows product changes, a name match outranks a description-only one, an item
// number or a business account's own number finds its item, a misspelling says "Did you mean".

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 400 });
});
afterAll(async () => {
  await server?.close();
});

async function search(params: string): Promise<SearchResult> {
  const res = await fetch(`${server.baseUrl}/api/search?${params}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResult;
}

describe("search relevance", () => {
  it("ranks every name match above a product that only mentions the word in its description", async () => {
    // a chair whose description (changed here; the index follows by trigger) mentions staplers
    const chair = await server.db
      .selectFrom("products")
      .select(["id", "itemId", "name"])
      .where("status", "=", "PUBLISHED")
      .where("name", "like", "%Chair%")
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("products")
      .set({ description: "Sits well beside the office stapler." })
      .where("id", "=", chair.id)
      .execute();
    const found = await search("query=stapler&size=96");
    const ids = found.items.map((p) => p.itemId);
    expect(ids).toContain(chair.itemId);
    const chairAt = ids.indexOf(chair.itemId);
    const nameMatches = found.items.filter((p) => /stapler/i.test(p.name));
    expect(nameMatches.length).toBeGreaterThan(0);
    for (const p of nameMatches) expect(ids.indexOf(p.itemId)).toBeLessThan(chairAt);
    expect(found.items[0]?.name).toMatch(/stapler/i);
  });

  it("finds a word in a product's new name, and no longer by its old one", async () => {
    const product = await server.db
      .selectFrom("products")
      .select(["id", "itemId"])
      .where("status", "=", "PUBLISHED")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("products")
      .set({ name: "Zanzibarian Quillwork Organizer" })
      .where("id", "=", product.id)
      .execute();
    expect((await search("query=quillwork")).items.map((p) => p.itemId)).toEqual([product.itemId]);
    await server.db.updateTable("products").set({ name: "Plain Organizer" }).where("id", "=", product.id).execute();
    expect((await search("query=zanzibarian")).total).toBe(0);
  });

  it("puts the item an exact item number names first, alone", async () => {
    const stapler = (await search("query=stapler")).items[0];
    expect(stapler).toBeDefined();
    const found = await search(`query=${stapler?.itemId}`);
    expect(found.items[0]?.itemId).toBe(stapler?.itemId);
    expect(found.matchedItemNumber).toBe(stapler?.itemId);
  });

  it('finds staplers from "staplr", and still says "Did you mean"', async () => {
    const misspelt = await search("query=staplr");
    expect(misspelt.spellingSuggestion).toBe("stapler");
    expect(misspelt.showingResultsFor).toBe("stapler");
    expect(misspelt.items[0]?.name).toMatch(/stapler/i);
    const corrected = await search(`query=${encodeURIComponent(misspelt.spellingSuggestion ?? "")}`);
    expect(corrected.items[0]?.name).toMatch(/stapler/i);
  });

  it("puts a product with all the words in its name and brand first", async () => {
    const stapler = (await search("query=stapler")).items[0];
    expect(stapler).toBeDefined();
    const found = await search(`query=${encodeURIComponent(`${stapler?.brand} stapler`)}`);
    expect(found.items[0]?.brand).toBe(stapler?.brand);
    expect(found.items[0]?.name).toMatch(/stapler/i);
  });

  it('ranks pens before pencils for "pens": a name with the word itself outranks one the word only begins', async () => {
    for (const query of ["pens", "pen", "Pens"]) {
      const found = await search(`query=${query}&size=96`);
      const names = found.items.map((p) => p.name);
      const pens = names.flatMap((name, at) => (/\bpens?\b/i.test(name) ? [at] : []));
      const pencils = names.flatMap((name, at) => (/\bpencils?\b/i.test(name) && !/\bpens?\b/i.test(name) ? [at] : []));
      expect(pens.length, query).toBeGreaterThan(0);
      expect(pencils.length, `${query}: pencils are found too`).toBeGreaterThan(0);
      expect(Math.max(...pens), query).toBeLessThan(Math.min(...pencils));
      expect(names[0], query).toMatch(/\bpens?\b/i);
    }
  });

  it("ranks a broad query's page among its most reviewed name matches, best match first", async () => {
    // a catalogue of 400 is never broad: the repository is told the query matches 100,000
    const filter = { terms: ["paper"], categoryIds: null, brandIds: null, minPriceCents: null, maxPriceCents: null };
    const sizes = { catalogue: 100_000, tiers: { star: 80, top: 800, popular: 10_000 } };
    const page = await repo.findProducts(server.db, filter, "relevance", 4, 0, 100_000, sizes);
    expect(page).toHaveLength(4);
    for (const p of page) {
      expect(p.name).toMatch(/paper/i);
      expect(Number(p.reviewCount)).toBeGreaterThanOrEqual(repo.TIER_REVIEWS.popular);
    }
    const scores = page.map((p) => Number((p as { score?: number }).score));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // the exact ranking's matches include every product of the broad page
    const exact = (await repo.findProducts(server.db, filter, "relevance", 400, 0)).map((p) => p.itemId);
    for (const p of page) expect(exact).toContain(p.itemId);
  });

  /** Two products renamed (the indexes follow by trigger): the popular one matches "zephyr" less well than the other. */
  async function renameTwoZephyrProducts() {
    const [popular, better] = await server.db
      .selectFrom("products")
      .select(["id", "itemId"])
      .where("status", "=", "PUBLISHED")
      .where("name", "not like", "%aper%")
      .where("name", "not like", "%tapler%")
      .where("name", "not like", "%Chair%")
      .orderBy("id")
      .offset(10)
      .limit(2)
      .execute();
    if (!popular || !better) throw new Error("the demo catalogue has too few products");
    await server.db
      .updateTable("products")
      .set({ name: "Zephyrine Tray", reviewCount: 2995 })
      .where("id", "=", popular.id)
      .execute();
    await server.db
      .updateTable("products")
      .set({ name: "Zephyrine Zephyrine Zephyrine Organizer", reviewCount: 5 })
      .where("id", "=", better.id)
      .execute();
    return { popular, better };
  }

  it("ranks a broad page from the popular products' own index, which follows a product in and out of the tier", async () => {
    const { popular, better } = await renameTwoZephyrProducts();
    const filter = { terms: ["zephyr"], categoryIds: null, brandIds: null, minPriceCents: null, maxPriceCents: null };
    const sizes = { catalogue: 100_000, tiers: { star: 80, top: 800, popular: 10_000 } };
    // a prefix finds both (on PostgreSQL through the lexemes the update added); the exact ranking puts the better match first
    expect((await search("query=zephyr")).total).toBe(2);
    expect((await repo.findProducts(server.db, filter, "relevance", 1, 0)).map((p) => p.itemId)).toEqual([better.itemId]);
    // told the query is broad, the page is ranked among the star tier, which holds the popular one
    expect((await repo.findProducts(server.db, filter, "relevance", 1, 0, 100_000, sizes)).map((p) => p.itemId)).toEqual([
      popular.itemId,
    ]);
    // out of the tier: no tier fills the page, so every match is ranked, the better one first
    await server.db.updateTable("products").set({ reviewCount: 5 }).where("id", "=", popular.id).execute();
    expect((await repo.findProducts(server.db, filter, "relevance", 1, 0, 100_000, sizes)).map((p) => p.itemId)).toEqual([
      better.itemId,
    ]);
  });

  it("counts a broad search exactly when its samples hold too few matches, never 0 while items are listed", async () => {
    // told "zephyr" matches 100,000 products, the counts read 1 in 128, then 1 in 16 (too few there),
    // then every match
    await renameTwoZephyrProducts();
    const filter = { terms: ["zephyr"], categoryIds: null, brandIds: null, minPriceCents: null, maxPriceCents: null };
    const groups = await repo.countByBrandAndCategory(server.db, filter, 100_000);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(2);
    // words that are each in much of the catalogue but seldom together are counted, not estimated as none
    const together = { ...filter, terms: ["zephyr", "organizer"] };
    expect((await repo.countByBrandAndCategory(server.db, together, 100_000)).reduce((n, g) => n + g.count, 0)).toBe(1);
  });

  it("counts facets that add up to the total", async () => {
    const found = await search("query=paper");
    expect(found.total).toBeGreaterThan(0);
    expect(found.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(found.total);
  });
});

describe("a business buyer's own item number", () => {
  it("finds the item for that account's buyers, typed in any case, and not for a guest", async () => {
    const sku = await server.db
      .selectFrom("customerSkus as s")
      .innerJoin("products as p", "p.id", "s.productId")
      .innerJoin("users as u", "u.accountId", "s.accountId")
      .select(["s.customerSku", "p.itemId"])
      .where("u.email", "=", "buyer@northwind.test")
      .where("p.status", "=", "PUBLISHED")
      .orderBy("s.customerSku")
      .executeTakeFirstOrThrow();
    const buyer = await checkoutHelpers(server, "10.52").demoShopper("buyer@northwind.test", "advantage.localhost");
    const found = await buyer.call("GET", `/api/search?query=${encodeURIComponent(sku.customerSku.toLowerCase())}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ total: 1, matchedItemNumber: sku.itemId });
    const guest = await search(`query=${encodeURIComponent(sku.customerSku)}`);
    expect(guest.matchedItemNumber).toBeNull();
  });
});

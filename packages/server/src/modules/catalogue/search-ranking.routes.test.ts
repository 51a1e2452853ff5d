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

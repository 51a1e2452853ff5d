import type { SearchResult } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/test-server";
import { itemNumberOf } from "./catalogue.service";
import { searchTokens } from "./search-tokens";

// A search that would have found nothing: the item number a product page shows finds that
// product, and a misspelt word finds what the corrected word finds, saying so (decisions 040, 052).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 400 });
});
afterAll(async () => {
  await server?.close();
});

async function search(params: string): Promise<{ status: number; body: SearchResult }> {
  const res = await fetch(`${server.baseUrl}/api/search?${params}`);
  return { status: res.status, body: (await res.json()) as SearchResult };
}

async function aStapler(): Promise<{ itemId: string; name: string; brand: string }> {
  const { body } = await search("query=stapler");
  const found = body.items[0];
  if (!found) throw new Error("no stapler in the demo data");
  return found;
}

describe("itemNumberOf", () => {
  it("reads the ways a shopper types an item number", () => {
    for (const q of ["102350", " Item 102350 ", "item #102350", "#102350", "ITEM: 102350", "Item no. 102350"]) {
      expect(itemNumberOf(q)).toBe("102350");
    }
    for (const q of ["hp 63", "item", "102350 stapler", "12a4"]) expect(itemNumberOf(q)).toBeNull();
  });
});

describe("searching an item number", () => {
  it("finds that product, however it is written", async () => {
    const stapler = await aStapler();
    for (const q of [stapler.itemId, `Item ${stapler.itemId}`, `#${stapler.itemId}`]) {
      const { status, body } = await search(`query=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 1, matchedItemNumber: stapler.itemId, spellingSuggestion: null });
      expect(body.items.map((p) => p.itemId)).toEqual([stapler.itemId]);
    }
  });

  it("does not find an unpublished item, and an unknown number is an ordinary empty search", async () => {
    const hidden = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("status", "=", "UNPUBLISHED")
      .executeTakeFirstOrThrow();
    const unpublished = (await search(`query=${hidden.itemId}`)).body;
    expect(unpublished).toMatchObject({ total: 0, matchedItemNumber: null });
    const unknown = (await search("query=Item+999999999")).body;
    expect(unknown).toMatchObject({ total: 0, items: [], matchedItemNumber: null, spellingSuggestion: null });
  });
});

describe("a misspelt search", () => {
  it("finds what the corrected word finds, and says which word it searched", async () => {
    const { body } = await search("query=staplr");
    expect(body).toMatchObject({ query: "staplr", spellingSuggestion: "stapler", showingResultsFor: "stapler" });
    const corrected = (await search(`query=${body.spellingSuggestion}`)).body;
    expect(corrected.total).toBeGreaterThan(0);
    expect(corrected.showingResultsFor).toBeNull();
    expect(body.total).toBe(corrected.total);
    expect(body.items.map((p) => p.itemId)).toEqual(corrected.items.map((p) => p.itemId));
    expect(body.facets).toEqual(corrected.facets);
  });

  it("corrects only the unknown word of several", async () => {
    const { brand } = await aStapler();
    const { body } = await search(`query=${encodeURIComponent(`${brand} staplr`)}`);
    const suggestion = `${searchTokens(brand).join(" ")} stapler`;
    expect(body.spellingSuggestion).toBe(suggestion);
    expect(body.showingResultsFor).toBe(suggestion);
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.items) expect(p.brand).toBe(brand);
  });

  it("suggests nothing for words far from any in the catalogue, or when results were found", async () => {
    expect((await search("query=qwxzvbnm")).body).toMatchObject({ total: 0, spellingSuggestion: null, showingResultsFor: null });
    const found = (await search("query=stapler")).body;
    expect(found.total).toBeGreaterThan(0);
    expect(found.spellingSuggestion).toBeNull();
    expect(found.showingResultsFor).toBeNull();
  });
});

import type { SearchResult } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { find, findAll, hasClass, mainOf, textOf } from "../../test/html-tree";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Searching the English catalogue in Spanish (decision 077): a Spanish word, its plural or a
// regional variant finds what the catalogue's English term finds, on the Spanish site and on the
// English one, through the search call and the search page.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 400, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

async function search(query: string): Promise<SearchResult> {
  const res = await fetch(`${server.baseUrl}/api/search?query=${encodeURIComponent(query)}`);
  expect(res.status, query).toBe(200);
  return (await res.json()) as SearchResult;
}

const ids = (result: SearchResult) => result.items.map((p) => p.itemId);

/** The product names of a search page's tiles. */
async function tileTitles(shopper: TestBrowser, query: string): Promise<string[]> {
  const reply = await shopper.call("GET", `/search?query=${encodeURIComponent(query)}`);
  expect(reply.status).toBe(200);
  return findAll(mainOf(String(reply.body)), (e) => hasClass(e, "tile"))
    .map((tile) => find(tile, (e) => hasClass(e, "tile__title")))
    .filter((title) => title !== undefined)
    .map(textOf);
}

describe("a search in Spanish", () => {
  it("finds staplers for grapadora, its plural and a variant, as 'stapler' does", async () => {
    const staplers = await search("stapler");
    expect(staplers.total).toBeGreaterThan(0);
    for (const query of ["grapadora", "Grapadoras", "engrapadoras", "engrapadora"]) {
      const found = await search(query);
      expect(found.query, query).toBe(query);
      expect(found.total, query).toBe(staplers.total);
      expect(ids(found), query).toEqual(ids(staplers));
      expect(found.items[0]?.name, query).toMatch(/stapler/i);
    }
  });

  it("finds ink for tinta, and joins Spanish words as the English ones", async () => {
    const ink = await search("ink");
    const tinta = await search("tinta");
    expect(tinta.total).toBeGreaterThan(0);
    expect(ids(tinta)).toEqual(ids(ink));
    expect(tinta.items[0]?.name).toMatch(/ink/i);
    const cartridges = await search("ink cartridge");
    expect(cartridges.total).toBeGreaterThan(0);
    expect(ids(await search("cartuchos de tinta"))).toEqual(ids(cartridges));
    expect(ids(await search("lápices"))).toEqual(ids(await search("pencil")));
  });

  it("leaves English words as typed and finds nothing for a word in neither language", async () => {
    expect(ids(await search("stapler"))).toEqual(ids(await search("staplers")));
    expect(await search("qwxzvbnm")).toMatchObject({ total: 0, items: [] });
  });

  it("shows staplers on the Spanish search page and on the English one", async () => {
    const spanish = new TestBrowser(server.baseUrl);
    expect((await spanish.call("GET", "/es")).status).toBe(303);
    const english = new TestBrowser(server.baseUrl);
    for (const shopper of [spanish, english]) {
      for (const query of ["grapadora", "engrapadoras"]) {
        const titles = await tileTitles(shopper, query);
        expect(titles.length, query).toBeGreaterThan(0);
        expect(titles.filter((t) => /stapler/i.test(t)).length, query).toBeGreaterThan(0);
      }
      const ink = await tileTitles(shopper, "tinta");
      expect(ink.length).toBeGreaterThan(0);
      expect(ink.some((t) => /ink/i.test(t))).toBe(true);
    }
  });
});

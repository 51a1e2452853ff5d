import type { CompareTable, ProductSummary, ProductTileItem, SearchResult } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCsrf } from "../../test/test-browser";
import { startTestServer, type TestServer } from "../../test/test-server";

// Compare items and SKU-set swatches (decision 048), over HTTP against a real database.

let server: TestServer;
let highlighters: ProductSummary[];

beforeAll(async () => {
  server = await startTestServer({ products: 300 });
  const found = await get<SearchResult>("/api/search?query=quire+tank+highlighters&size=48");
  highlighters = found.body.items.filter((p) => p.name.startsWith("Quire Tank Highlighters"));
});
afterAll(async () => {
  await server?.close();
});

async function get<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${server.baseUrl}${path}`);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: withCsrf({ "content-type": "application/json" }),
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe("GET /api/compare", () => {
  it("answers up to 4 items side by side, in the order asked, with each specification as a row", async () => {
    const ids = highlighters
      .slice(0, 4)
      .map((p) => p.itemId)
      .reverse();
    expect(ids).toHaveLength(4);
    const { status, body, headers } = await get<CompareTable>(`/api/compare?items=${ids.join(",")}`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("no-store");
    expect(body.items.map((i) => i.itemId)).toEqual(ids);
    const colour = body.rows.find((r) => r.label === "Colour");
    expect(colour?.values).toEqual(body.items.map((i) => i.name.split(", ").at(-1)));
    expect(body.items.every((i) => i.finalPriceCents > 0 && i.imageUrl.startsWith("/images/products/"))).toBe(true);
  });

  it("also answers under /ele-lpd/api and counts a repeated id once", async () => {
    const id = highlighters[0]?.itemId as string;
    const { status, body } = await get<CompareTable>(`/ele-lpd/api/compare?items=${id},${id}&requestType=sbaMMX`);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
  });

  it("refuses a fifth item, a missing list and ids that are not item numbers with 400", async () => {
    const five = await get<{ code: string; message: string }>("/api/compare?items=100001,100002,100003,100004,100005");
    expect(five.status).toBe(400);
    expect(five.body.code).toBe("INVALID_REQUEST");
    expect(five.body.message).toMatch(/at most 4/);
    expect((await get<{ code: string }>("/api/compare")).status).toBe(400);
    expect((await get<{ code: string }>("/api/compare?items=abc")).body.code).toBe("INVALID_REQUEST");
    expect((await get<{ code: string }>("/api/compare?items=,,")).status).toBe(400);
  });

  it("answers 404 naming an unknown item", async () => {
    const { status, body } = await get<{ code: string; message: string }>(
      `/api/compare?items=${highlighters[0]?.itemId},999999999`,
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: "PRODUCT_NOT_FOUND", message: "No product has item id 999999999" });
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await get<{ paths: Record<string, unknown> }>("/api/openapi.json");
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(["/api/compare", "/ele-lpd/api/compare"]));
  });
});

describe("the tile call as a SKU set's swatch list", () => {
  it("shows the set's tile at its lowest-priced in-stock colour and marks it as colour swatches", async () => {
    const setId = highlighters[0]?.skuSetId as string;
    expect(setId).toMatch(/^SS\d+$/);
    const { status, body } = await post<ProductTileItem[]>("/api/productTileProxy/getProductTileData", {
      query: { skus: [setId] },
    });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    // Blue is cheaper but sold out: Yellow drives the price
    expect(body[0]).toMatchObject({ itemId: setId, isSKUSET: true, isColorSwatch: true, price: "$5.99" });
    expect(body[0]?.title).toContain("Yellow");
  });

  it("answers every member with its swatch label, colour and stock when asked for the swatch list", async () => {
    const setId = highlighters[0]?.skuSetId as string;
    const { status, body } = await post<ProductTileItem[]>("/ele-lpd/api/productTileProxy/getProductTileData", {
      query: { skus: [setId], inputs: { swatchList: true } },
    });
    expect(status).toBe(200);
    expect(body.map((t) => [t.swatchLabel, t.price, t.inStock])).toEqual([
      ["Yellow", "$5.99", true],
      ["Pink", "$6.49", true],
      ["Blue", "$5.49", false],
      ["Green", "$6.99", true],
    ]);
    expect(body.every((t) => t.isColorSwatch === true && /^#[0-9a-f]{6}$/.test(t.colourHex ?? ""))).toBe(true);
  });

  it("gives the same list through the GET variant, and a generated set's colours from its products", async () => {
    const setId = highlighters[0]?.skuSetId as string;
    const viaGet = await get<ProductTileItem[]>(`/api/productTileProxy/getProductTileData?skus=${setId}&swatchList=true`);
    expect(viaGet.body.map((t) => t.swatchLabel)).toEqual(["Yellow", "Pink", "Blue", "Green"]);
    const generated = (await get<SearchResult>("/api/search?category=writing-instruments&size=96")).body.items.find(
      (p) => p.skuSetId && !p.name.startsWith("Quire Tank"),
    );
    if (generated) {
      const list = await get<ProductTileItem[]>(
        `/api/productTileProxy/getProductTileData?skus=${generated.skuSetId}&swatchList=true`,
      );
      expect(list.body.length).toBeGreaterThanOrEqual(1);
      expect(list.body.every((t) => typeof t.swatchLabel === "string" && t.colourHex === null)).toBe(true);
    }
  });

  it("refuses a bad swatchList flag with 400 and leaves plain item ids as they were", async () => {
    expect((await get<{ code: string }>("/api/productTileProxy/getProductTileData?skus=SS1&swatchList=yes")).status).toBe(400);
    const id = highlighters[1]?.itemId as string;
    const plain = await post<ProductTileItem[]>("/api/productTileProxy/getProductTileData", {
      query: { skus: [id], inputs: { swatchList: true } },
    });
    expect(plain.body.map((t) => t.itemId)).toEqual([id]);
    expect(plain.body[0]?.swatchLabel).toBeUndefined();
  });
});

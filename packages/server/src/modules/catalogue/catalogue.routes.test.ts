import type { ProductDetail, ProductSummary, SearchResult, SuggestResult } from "@quire/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCsrf } from "../../test/test-browser";
import { startTestServer, type TestServer } from "../../test/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 500 });
});
afterAll(async () => {
  await server?.close();
});

async function get<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${server.baseUrl}${path}`);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

async function post<T>(path: string, body: unknown, raw = false): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: withCsrf({ "content-type": "application/json" }),
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe("health", () => {
  it("reports the process up and the database ready", async () => {
    expect((await get("/healthz")).body).toEqual({ status: "ok" });
    expect(await get("/readyz")).toMatchObject({ status: 200, body: { status: "ready" } });
  });
});

describe("GET /api/search", () => {
  it("finds staplers by a plural word, with facets and counts", async () => {
    const { status, body } = await get<SearchResult>("/api/search?query=staplers");
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.length).toBe(Math.min(body.total, 24));
    expect(body.items[0]?.name.toLowerCase()).toContain("stapler");
    expect(body.facets.brands.length).toBeGreaterThan(0);
    const facetTotal = body.facets.categories.reduce((n, c) => n + c.count, 0);
    expect(facetTotal).toBe(body.total);
  });

  it("narrows by brand, and the brand facet count equals the filtered total", async () => {
    const all = (await get<SearchResult>("/api/search?query=stapler")).body;
    const brand = all.facets.brands[0];
    expect(brand).toBeDefined();
    const filtered = (await get<SearchResult>(`/api/search?query=stapler&brand=${brand?.slug}`)).body;
    expect(filtered.total).toBe(brand?.count);
    expect(filtered.items.every((p) => p.brandSlug === brand?.slug)).toBe(true);
  });

  it("sorts by price both ways and by rating", async () => {
    const asc = (await get<SearchResult>("/api/search?category=paper&sort=price_asc&size=48")).body.items.map(
      (p) => p.finalPriceCents,
    );
    expect(asc.length).toBeGreaterThan(2);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await get<SearchResult>("/api/search?category=paper&sort=price_desc&size=48")).body.items.map(
      (p) => p.finalPriceCents,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rated = (await get<SearchResult>("/api/search?category=paper&sort=rating&size=48")).body.items.map((p) => p.rating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it("filters by price range in dollars", async () => {
    const { body } = await get<SearchResult>("/api/search?category=furniture&minPrice=100&maxPrice=300.50&size=96");
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.items) {
      expect(p.finalPriceCents).toBeGreaterThanOrEqual(10000);
      expect(p.finalPriceCents).toBeLessThanOrEqual(30050);
    }
  });

  it("pages through results without repeating items", async () => {
    const p1 = (await get<SearchResult>("/api/search?category=paper&size=5&page=1")).body;
    const p2 = (await get<SearchResult>("/api/search?category=paper&size=5&page=2")).body;
    expect(p1.pageCount).toBe(Math.ceil(p1.total / 5));
    const ids = new Set(p1.items.map((p) => p.itemId));
    expect(p2.items.some((p) => ids.has(p.itemId))).toBe(false);
  });

  it("returns an empty result for words nothing matches", async () => {
    const { status, body } = await get<SearchResult>("/api/search?query=zzyzxqq");
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, items: [], pageCount: 0 });
  });

  it.each([
    ["/api/search?query=", "query"],
    ["/api/search?query=%20%20", "query"],
    ["/api/search", "query"],
    [`/api/search?query=${"a".repeat(201)}`, "query"],
    ["/api/search?query=pen&sort=cheapest", "sort"],
    ["/api/search?query=pen&page=0", "page"],
    ["/api/search?query=pen&page=-2", "page"],
    ["/api/search?query=pen&page=abc", "page"],
    ["/api/search?query=pen&size=1000", "size"],
    ["/api/search?query=pen&minPrice=cheap", "minPrice"],
    ["/api/search?query=pen&minPrice=50&maxPrice=10", "minPrice"],
    ["/api/search?category=%3Cscript%3E", "category"],
  ])("rejects %s with a 400 naming %s", async (path, field) => {
    const { status, body } = await get<{ code: string; message: string }>(path);
    expect(status).toBe(400);
    expect(body.code).toBe("INVALID_REQUEST");
    expect(body.message.startsWith(field)).toBe(true);
  });

  it("treats SQL and HTML in the query as plain words and changes nothing", async () => {
    const before = (await get<SearchResult>("/api/search?category=paper")).body.total;
    for (const q of [
      "'; DROP TABLE products; --",
      '" OR 1=1 --',
      "<script>alert(1)</script>",
      "%' union select * from users --",
    ]) {
      const res = await fetch(`${server.baseUrl}/api/search?query=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as SearchResult;
      expect(body.query).toBe(q);
    }
    expect((await get<SearchResult>("/api/search?category=paper")).body.total).toBe(before);
  });
});

describe("GET /api/search/suggest", () => {
  it("suggests products, categories and brands from a prefix", async () => {
    const { status, body } = await get<SuggestResult>("/api/search/suggest?query=stapl");
    expect(status).toBe(200);
    expect(body.suggestions.some((s) => s.type === "product" && /stapler/i.test(s.text))).toBe(true);
    expect(body.suggestions.every((s) => s.url.startsWith("/"))).toBe(true);
  });
  it("answers an empty or wordless query with no suggestions", async () => {
    expect((await get<SuggestResult>("/api/search/suggest?query=")).body.suggestions).toEqual([]);
    expect((await get<SuggestResult>("/api/search/suggest?query=%3C%3E")).body.suggestions).toEqual([]);
  });
  it("rejects an over-long query", async () => {
    expect((await get(`/api/search/suggest?query=${"b".repeat(201)}`)).status).toBe(400);
  });
});

describe("GET /api/products/{itemId}", () => {
  it("returns a product with price, stock and category", async () => {
    const first = (await get<SearchResult>("/api/search?query=stapler")).body.items[0];
    const { status, body } = await get<ProductDetail>(`/api/products/${first?.itemId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ itemId: first?.itemId, name: first?.name, finalPriceCents: first?.finalPriceCents });
    expect(Number.isInteger(body.finalPriceCents)).toBe(true);
    expect(body.category.slug).toBeTruthy();
    expect(body.itemUrl).toMatch(/^\/[a-z0-9-]+_\d+$/);
  });
  it("links eligible technology to warranty plans in division 8 / department 88", async () => {
    const printers = (await get<SearchResult>("/api/search?query=printer&size=96")).body.items;
    let found: ProductDetail | null = null;
    for (const p of printers) {
      const detail = (await get<ProductDetail>(`/api/products/${p.itemId}`)).body;
      if (detail.warrantyPlans.length > 0) {
        found = detail;
        break;
      }
    }
    expect(found).not.toBeNull();
    const plan = (await get<ProductDetail>(`/api/products/${found?.warrantyPlans[0]?.itemId}`)).body;
    expect(plan).toMatchObject({ division: 8, department: 88, isWarrantyPlan: true });
  });
  it("says which products earn Easy Rewards points: not protection plans", async () => {
    const plans = (await get<{ items: ProductSummary[] }>("/api/search?category=protection-plans&size=5")).body.items;
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p) => p.earnsRewards === false)).toBe(true);
    const paper = (await get<{ items: ProductSummary[] }>("/api/search?category=paper&size=5")).body.items;
    expect(paper.some((p) => p.earnsRewards === true)).toBe(true);
  });
  it("answers 404 with a code for an unknown item and 400 for a malformed id", async () => {
    expect(await get("/api/products/999999999")).toMatchObject({ status: 404, body: { code: "PRODUCT_NOT_FOUND" } });
    expect(await get("/api/products/abc")).toMatchObject({ status: 400, body: { code: "INVALID_REQUEST" } });
  });
});

describe("POST /api/productTileProxy/getProductTileData", () => {
  it("returns tiles matched by item id, in the order asked, skipping unknown ids", async () => {
    const items = (await get<SearchResult>("/api/search?category=paper&size=3")).body.items;
    const skus = [items[1]?.itemId, "999999999", items[0]?.itemId];
    const { status, body } = await post<Record<string, unknown>[]>("/api/productTileProxy/getProductTileData", {
      serviceContext: { zipCode: "01702" },
      query: { skus, inputs: {} },
    });
    expect(status).toBe(200);
    expect(body.map((t) => t.itemId)).toEqual([items[1]?.itemId, items[0]?.itemId]);
    expect(body[0]).toMatchObject({ title: items[1]?.name, quantityLimit: expect.any(Number), unitsNum: expect.any(Number) });
    expect(String(body[0]?.price)).toMatch(/^\$\d[\d,]*\.\d{2}$/);
  });
  it("resolves a SKU-set id to one of its variants, also under /ele-lpd", async () => {
    const rows = await server.db.selectFrom("products").select(["skuSetId"]).where("skuSetId", "is not", null).limit(1).execute();
    const setId = rows[0]?.skuSetId as string;
    const { status, body } = await post<Record<string, unknown>[]>("/ele-lpd/api/productTileProxy/getProductTileData", {
      query: { skus: [setId] },
    });
    expect(status).toBe(200);
    expect(body[0]?.itemId).toBe(setId);
    expect(body[0]?.resolvedItemId).toMatch(/^\d+$/);
  });
  it("answers the GET variant with comma-separated skus", async () => {
    const item = (await get<SearchResult>("/api/search?category=paper&size=1")).body.items[0];
    const { status, body } = await get<Record<string, unknown>[]>(
      `/api/productTileProxy/getProductTileData?skus=${item?.itemId}`,
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
  });
  it.each([
    [{}, "query"],
    [{ query: {} }, "query.skus"],
    [{ query: { skus: [] } }, "query.skus"],
    [{ query: { skus: Array.from({ length: 101 }, (_, i) => String(i)) } }, "query.skus"],
  ])("rejects %j", async (body, field) => {
    const res = await post<{ code: string; message: string }>("/api/productTileProxy/getProductTileData", body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_REQUEST");
    expect(res.body.message.startsWith(field)).toBe(true);
  });
  it("rejects malformed JSON with a 400", async () => {
    const res = await post<{ code: string }>("/api/productTileProxy/getProductTileData", "{not json", true);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_REQUEST");
  });
});

describe("OpenAPI and unknown routes", () => {
  it("documents the catalogue calls", async () => {
    const { status, body } = await get<{ openapi: string; paths: Record<string, unknown> }>("/api/openapi.json");
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        "/api/search",
        "/api/search/suggest",
        "/api/products/{itemId}",
        "/api/productTileProxy/getProductTileData",
      ]),
    );
  });
  it("answers unknown API paths with a JSON 404", async () => {
    expect(await get("/api/nope")).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
  });
});

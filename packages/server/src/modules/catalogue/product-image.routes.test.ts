import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/test-server";

// Product pictures over HTTP (decision 076): each product's own drawing, in four views, served as
// SVG with caching, from a seeded store.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 300 });
});
afterAll(async () => {
  await server?.close();
});

async function image(file: string): Promise<{ status: number; type: string | null; cache: string | null; body: string }> {
  const res = await fetch(`${server.baseUrl}/images/products/${file}`);
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    cache: res.headers.get("cache-control"),
    body: await res.text(),
  };
}

/** The drawing alone: without the words (its name and brand), which differ whatever is drawn. */
function drawing(svg: string): string {
  return svg
    .replace(/ aria-label="[^"]*"/, "")
    .replace(/<title>.*<\/title>/, "")
    .replace(/<text[^>]*>[^<]*<\/text><\/svg>$/, "</svg>");
}

describe("GET /images/products/:file", () => {
  it("answers with an SVG that may be cached, in four different views", async () => {
    const product = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("isWarrantyPlan", "=", 0)
      .executeTakeFirstOrThrow();
    const views = await Promise.all(["", "-2", "-3", "-4"].map((suffix) => image(`${product.itemId}${suffix}.svg`)));
    for (const v of views) {
      expect(v.status).toBe(200);
      expect(v.type).toMatch(/^image\/svg\+xml/);
      expect(v.cache).toMatch(/public, max-age=\d+/);
      expect(v.body.startsWith("<svg")).toBe(true);
    }
    expect(new Set(views.map((v) => drawing(v.body))).size).toBe(4);
    views.forEach((v, i) => expect(v.body).toContain(`data-view="${i + 1}"`));
  });

  it("draws two staplers of different brands or colours as different pictures", async () => {
    const staplers = await server.db
      .selectFrom("products as p")
      .innerJoin("brands as b", "b.id", "p.brandId")
      .select(["p.itemId", "b.name as brand", "p.color"])
      .where("p.imageKind", "=", "stapler")
      .execute();
    const a = staplers[0];
    const b = staplers.find((s) => s.brand !== a?.brand || s.color !== a?.color);
    expect(a && b).toBeTruthy();
    const [first, second] = await Promise.all([image(`${a!.itemId}.svg`), image(`${b!.itemId}.svg`)]);
    expect(first.body).toContain('data-kind="stapler"');
    expect(second.body).toContain('data-kind="stapler"');
    expect(drawing(first.body)).not.toBe(drawing(second.body));
    // every stapler in the store is its own picture
    const all = await Promise.all(staplers.map((s) => image(`${s.itemId}.svg`)));
    expect(new Set(all.map((x) => drawing(x.body))).size).toBe(staplers.length);
  });

  it("refuses a file that is not a product picture, and a product that does not exist", async () => {
    const bad = await image("abc.png");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const missing = await image("999999999.svg");
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toMatchObject({ code: "IMAGE_NOT_FOUND" });
  });
});

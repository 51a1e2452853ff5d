import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, withCsrf } from "../../test/test-browser";
import { startTestServer, type TestServer } from "../../test/test-server";
import type { RecommendationItem } from "./recommendations.service";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 500 });
});
afterAll(async () => {
  await server?.close();
});

const PATH = "/api/sparxProxy/atRecommendation";

async function post<T>(path: string, body: unknown, raw = false): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: withCsrf({ "content-type": "application/json" }),
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function recommend(query: Record<string, unknown>, path = PATH): Promise<RecommendationItem[]> {
  const res = await post<RecommendationItem[]>(path, { serviceContext: { zipCode: "01702" }, query });
  expect(res.status).toBe(200);
  return res.body;
}

interface ProductFacts {
  itemId: string;
  categoryId: number;
  parentId: number | null;
  status: string;
  onlineQty: number;
  isFreeSample: number;
  isWarrantyPlan: number;
  rating: number;
  reviewCount: number;
}

async function facts(itemIds: string[]): Promise<Map<string, ProductFacts>> {
  if (itemIds.length === 0) return new Map();
  const { rows } = await sql<ProductFacts>`select p.item_id, p.category_id, c.parent_id, p.status,
    coalesce(i.online_qty, 0) as online_qty, p.is_free_sample, p.is_warranty_plan, p.rating, p.review_count
    from products p join categories c on c.id = p.category_id left join inventory i on i.product_id = p.id
    where p.item_id in (${sql.join(itemIds)})`.execute(server.db);
  return new Map(
    rows.map((r) => [
      r.itemId,
      {
        ...r,
        categoryId: Number(r.categoryId),
        parentId: r.parentId === null ? null : Number(r.parentId),
        onlineQty: Number(r.onlineQty),
        isFreeSample: Number(r.isFreeSample),
        isWarrantyPlan: Number(r.isWarrantyPlan),
        rating: Number(r.rating),
        reviewCount: Number(r.reviewCount),
      },
    ]),
  );
}

function expectRecommendable(items: RecommendationItem[], known: Map<string, ProductFacts>): void {
  for (const item of items) {
    const f = known.get(item.itemId);
    expect(f, item.itemId).toBeDefined();
    expect(f).toMatchObject({ status: "PUBLISHED", isFreeSample: 0, isWarrantyPlan: 0 });
    expect(f?.onlineQty).toBeGreaterThan(0);
  }
}

/** A published product from the subcategory with the most recommendable products. */
async function coreFromLargestCategory(): Promise<ProductFacts> {
  const { rows } = await sql<{ itemId: string }>`select p.item_id from products p
    join categories c on c.id = p.category_id and c.parent_id is not null
    left join inventory i on i.product_id = p.id
    where p.status = 'PUBLISHED' and p.is_free_sample = 0 and p.is_warranty_plan = 0 and coalesce(i.online_qty, 0) > 0
      and p.category_id = (select p2.category_id from products p2 left join inventory i2 on i2.product_id = p2.id
        where p2.status = 'PUBLISHED' and p2.is_free_sample = 0 and p2.is_warranty_plan = 0
          and coalesce(i2.online_qty, 0) > 0
        group by p2.category_id order by count(*) desc, p2.category_id limit 1)
    order by p.id limit 1`.execute(server.db);
  const itemId = rows[0]?.itemId as string;
  return (await facts([itemId])).get(itemId) as ProductFacts;
}

describe("POST /api/sparxProxy/atRecommendation", () => {
  it("recommends the best-rated products of the core item's category, never the core item", async () => {
    const core = await coreFromLargestCategory();
    const items = await recommend({ coreSkuNumber: core.itemId, number: 5, mboxes: ["atc-drawer"], scheme: "SAME_CATEGORY" });
    expect(items).toHaveLength(5);
    const known = await facts(items.map((i) => i.itemId));
    expectRecommendable(items, known);
    expect(items.map((i) => i.itemId)).not.toContain(core.itemId);
    expect(new Set(items.map((i) => i.itemId)).size).toBe(5);
    for (const [index, item] of items.entries()) {
      expect(known.get(item.itemId)?.categoryId).toBe(core.categoryId);
      expect(item.recId).toBe(`SAME_CATEGORY:${item.itemId}`);
      expect(item.analyticsPayload).toEqual({ scheme: "SAME_CATEGORY", placement: "atc-drawer", rank: index + 1 });
      expect(item.actionLabel).toBe("Add to cart");
      expect(item).toMatchObject({ resolvedItemId: item.itemId, canAddToCart: true, isSKUSET: false });
      expect(item.price).toMatch(/^\$\d/);
    }
    const ratings = items.map((i) => known.get(i.itemId)?.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // Deterministic: the same request answers the same list.
    expect(await recommend({ coreSkuNumber: core.itemId, number: 5, mboxes: ["atc-drawer"], scheme: "SAME_CATEGORY" })).toEqual(
      items,
    );
  });

  it("leaves out skusToBeFiltered and every item of skuList", async () => {
    const core = await coreFromLargestCategory();
    const first = await recommend({ coreSkuNumber: core.itemId, number: 6, scheme: "SAME_CATEGORY" });
    const filtered = first.slice(0, 2).map((i) => i.itemId);
    const listed = first[2]?.itemId as string;
    const items = await recommend({
      coreSkuNumber: core.itemId,
      skuList: [listed],
      skusToBeFiltered: filtered,
      number: 3,
      scheme: "SAME_CATEGORY",
    });
    const ids = items.map((i) => i.itemId);
    expect(ids).toHaveLength(3);
    for (const id of [core.itemId, listed, ...filtered]) expect(ids).not.toContain(id);
    expect(ids).toEqual(first.slice(3, 6).map((i) => i.itemId));
    expect(items.every((i) => i.analyticsPayload.scheme === "SAME_CATEGORY")).toBe(true);
  });

  it("answers 25 by default, respects number up to 50 and tops up from the parent category", async () => {
    const core = await coreFromLargestCategory();
    expect(await recommend({ coreSkuNumber: core.itemId })).toHaveLength(25);
    expect(await recommend({ coreSkuNumber: core.itemId, number: 1 })).toHaveLength(1);
    const items = await recommend({ coreSkuNumber: core.itemId, number: 50, scheme: "SAME_CATEGORY" });
    expect(items).toHaveLength(50);
    const known = await facts(items.map((i) => i.itemId));
    expectRecommendable(items, known);
    const sameCount = items.filter((i) => i.recId.startsWith("SAME_CATEGORY:")).length;
    expect(sameCount).toBeLessThan(50);
    for (const [index, item] of items.entries()) {
      const f = known.get(item.itemId) as ProductFacts;
      if (index < sameCount) expect(f.categoryId).toBe(core.categoryId);
      else {
        expect(item.recId).toBe(`PARENT_CATEGORY:${item.itemId}`);
        expect(f.categoryId).not.toBe(core.categoryId);
        expect([f.categoryId, f.parentId]).toContain(core.parentId);
      }
    }
  });

  it("sizes an answer without number by site and flow: 25, 12 on the business site, 10 in cart flows, 25 for a cart flow with no item", async () => {
    const core = await coreFromLargestCategory();
    const business = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
    const onBusiness = async (query: Record<string, unknown>) => {
      const res = await business.call<RecommendationItem[]>("POST", PATH, { query });
      expect(res.status).toBe(200);
      return res.body;
    };
    const cartOverlay = { mboxes: "cart_overlay_DOTCOM", coreSkuNumber: core.itemId };
    expect(await recommend({ coreSkuNumber: core.itemId, mboxes: "cross_sell_DOTCOM" })).toHaveLength(25);
    expect(await recommend({})).toHaveLength(25);
    expect(await onBusiness({ coreSkuNumber: core.itemId })).toHaveLength(12);
    expect(await onBusiness({})).toHaveLength(12);
    expect(await recommend(cartOverlay)).toHaveLength(10);
    expect(await onBusiness(cartOverlay)).toHaveLength(10);
    expect(await recommend({ mboxes: ["cart_bottom_rail_DOTCOM"], skuList: [core.itemId] })).toHaveLength(10);
    expect(await recommend({ coreSkuNumber: core.itemId, inputs: { adType: "checkoutAddToCart" } })).toHaveLength(10);
    // the missing-SKU count: a cart flow that names no item
    expect(await recommend({ mboxes: "cart_overlay_DOTCOM" })).toHaveLength(25);
    expect(await onBusiness({ inputs: { adType: "checkoutAddToCart" } })).toHaveLength(25);
    // number, when sent, wins everywhere
    expect(await recommend({ ...cartOverlay, number: 3 })).toHaveLength(3);
    expect(await onBusiness({ coreSkuNumber: core.itemId, number: 20 })).toHaveLength(20);
  });

  it("titles a recommended item's little stock for the site asking", async () => {
    const core = await coreFromLargestCategory();
    const query = { coreSkuNumber: core.itemId, number: 1, scheme: "SAME_CATEGORY" };
    const [first] = await recommend(query);
    const { id } = await server.db
      .selectFrom("products")
      .select("id")
      .where("itemId", "=", first!.itemId)
      .executeTakeFirstOrThrow();
    await server.db.updateTable("inventory").set({ onlineQty: 3 }).where("productId", "=", id).execute();
    const business = new TestBrowser(server.baseUrl, { host: "advantage.localhost" });
    const [onBusiness] = (await business.call<RecommendationItem[]>("POST", PATH, { query })).body;
    const [onConsumer] = await recommend(query);
    expect(onBusiness?.itemId).toBe(first!.itemId);
    expect(onBusiness?.restrictionDetails).toMatchObject({ type: "LIMITED_QTY", title: "Limited availability" });
    expect(onConsumer?.restrictionDetails).toMatchObject({ type: "LIMITED_QTY", title: "Limited quantities available" });
  });

  it("answers the baseline's most-reviewed products when no core item is given", async () => {
    const items = await recommend({ number: 50, skusToBeFiltered: [], scheme: "SAME_CATEGORY" });
    expect(items).toHaveLength(50);
    const known = await facts(items.map((i) => i.itemId));
    expectRecommendable(items, known);
    const reviews = items.map((i) => known.get(i.itemId)?.reviewCount ?? 0);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
    expect(items.every((i) => i.recId === `BEST_SELLER:${i.itemId}`)).toBe(true);
    expect(items[0]?.analyticsPayload).toEqual({ scheme: "SAME_CATEGORY", placement: "recommendations", rank: 1 });
  });

  it("never suggests a membership, beside a gift card, a membership or anything else", async () => {
    const memberships = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("membershipProgram", "is not", null)
      .execute();
    expect(memberships).toHaveLength(2);
    const neighbour = await server.db
      .selectFrom("products")
      .select("itemId")
      .where("giftCardDeliveryId", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const ids = new Set(memberships.map((m) => m.itemId));
    for (const query of [
      { coreSkuNumber: neighbour.itemId, number: 50 },
      { coreSkuNumber: memberships[0]!.itemId, number: 50 },
      { number: 50, scheme: "SAME_CATEGORY" },
    ]) {
      const items = await recommend(query);
      expect(items.filter((i) => ids.has(i.itemId))).toEqual([]);
    }
    // a gift card still has products to suggest beside it
    expect((await recommend({ coreSkuNumber: neighbour.itemId, number: 50 })).length).toBeGreaterThan(0);
  });

  it("answers [] for an unknown core item, and ignores unknown fields", async () => {
    expect(await recommend({ coreSkuNumber: "999999999999", someFutureFlag: true })).toEqual([]);
    expect(await recommend({ skuList: ["999999999998", "999999999999"], enableSparxV2: true })).toEqual([]);
  });

  it("answers the same under /ele-lpd/api", async () => {
    const core = await coreFromLargestCategory();
    const query = { coreSkuNumber: core.itemId, number: 4, classId: 12, categoryId: "41", inputs: { page: "pdp" } };
    const a = await recommend(query);
    expect(a).toHaveLength(4);
    expect(await recommend(query, "/ele-lpd/api/sparxProxy/atRecommendation")).toEqual(a);
  });

  it.each([
    ["a body that is not an object", "[1]", ""],
    ["a JSON null body", "null", ""],
    ["a missing query", "{}", "query"],
    ["number 0", JSON.stringify({ query: { number: 0 } }), "query.number"],
    ["number 51", JSON.stringify({ query: { number: 51 } }), "query.number"],
    ["a fractional number", JSON.stringify({ query: { number: 2.5 } }), "query.number"],
    ["a number as text", JSON.stringify({ query: { number: "10" } }), "query.number"],
    ["a numeric coreSkuNumber", JSON.stringify({ query: { coreSkuNumber: 123 } }), "query.coreSkuNumber"],
    ["a non-string skuList entry", JSON.stringify({ query: { skuList: ["1", 2] } }), "query.skuList"],
    [
      "101 skusToBeFiltered",
      JSON.stringify({ query: { skusToBeFiltered: Array.from({ length: 101 }, (_, i) => String(i)) } }),
      "query.skusToBeFiltered",
    ],
    ["malformed JSON", "{not json", ""],
  ])("rejects %s with a 400", async (_, body, field) => {
    const res = await post<{ code: string; message: string }>(PATH, body, true);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_REQUEST");
    expect(typeof res.body.message).toBe("string");
    expect(res.body.message.startsWith(field)).toBe(true);
  });

  it("is documented in the OpenAPI description", async () => {
    const res = await fetch(`${server.baseUrl}/api/openapi.json`);
    const doc = (await res.json()) as { paths: Record<string, { post?: { tags?: string[]; summary?: string } }> };
    for (const path of [PATH, "/ele-lpd/api/sparxProxy/atRecommendation"]) {
      expect(doc.paths[path]?.post?.tags).toEqual(["recommendations"]);
      expect(doc.paths[path]?.post?.summary).toBeTruthy();
    }
  });
});

import { type RawBuilder, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/test-server";
import { EngineSource } from "./engine/engine-source";
import { type RecommendationQuery, RecommendationService } from "./recommendations.service";

// The pages' rails ask recommendIds() (decision 053): the same answer as recommend(), without the tiles.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 500 });
});
afterAll(async () => {
  await server?.close();
});

async function someItemIds(where: RawBuilder<unknown>, limit: number): Promise<string[]> {
  const { rows } = await sql<{ itemId: string }>`select p.item_id from products p
    left join inventory i on i.product_id = p.id where ${where} order by p.id limit ${limit}`.execute(server.db);
  return rows.map((r) => r.itemId);
}

describe("recommendIds", () => {
  it("answers the ids and recIds recommend() answers, scheme by scheme", async () => {
    const service = new RecommendationService(server.db, new EngineSource(server.db));
    const inStock = await someItemIds(sql`p.status = 'PUBLISHED' and coalesce(i.online_qty, 0) > 0`, 6);
    const cannotBuy = await someItemIds(sql`p.status <> 'PUBLISHED' or coalesce(i.online_qty, 0) = 0`, 3);
    expect(inStock.length).toBeGreaterThan(0);
    const queries: RecommendationQuery[] = [];
    for (const core of [...inStock, ...cannotBuy]) {
      for (const scheme of ["CUSTOMERS_ALSO_BOUGHT", "ALTERNATE_CHOICES", "SAME_CATEGORY"]) {
        for (const number of [8, 25]) {
          queries.push({ coreItemIds: [core], excludeItemIds: [], number, scheme, placement: "product-page" });
        }
      }
    }
    // a browser's own list, with items that cannot be recommended in it, less the product shown
    queries.push({
      coreItemIds: [...cannotBuy, ...inStock],
      excludeItemIds: [inStock[0]!],
      number: 25,
      scheme: "RECENTLY_VIEWED",
      placement: "product-page",
    });
    queries.push({ coreItemIds: [], excludeItemIds: inStock, number: 25, scheme: "TRENDING_NOW", placement: "home" });
    let answered = 0;
    for (const query of queries) {
      const items = await service.recommend(query);
      answered += items.length;
      const ids = await service.recommendIds(query);
      expect(ids, JSON.stringify(query)).toEqual(items.map((i) => ({ itemId: i.itemId, recId: i.recId })));
    }
    expect(answered).toBeGreaterThan(0);
  });
});

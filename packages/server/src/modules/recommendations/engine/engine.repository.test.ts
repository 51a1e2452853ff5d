import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/test-server";
import { recentlyViewedItemIds } from "./engine.repository";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 50 });
});
afterAll(async () => {
  await server?.close();
});

/** The whole history grouped: what the bounded read must answer. */
async function groupedHistory(shopperKey: string, limit: number): Promise<string[]> {
  const result = await sql<{ itemId: string }>`select item_id, max(viewed_at) as last_viewed from product_views
    where shopper_key = ${shopperKey} group by item_id
    order by last_viewed desc, item_id asc limit ${limit}`.execute(server.db);
  return result.rows.map((r) => r.itemId);
}

async function view(shopperKey: string, itemId: string, second: number): Promise<void> {
  const viewedAt = new Date(Date.UTC(2026, 10, 1, 9, 0, second)).toISOString();
  await server.db.insertInto("productViews").values({ id: crypto.randomUUID(), shopperKey, itemId, viewedAt }).execute();
}

describe("recentlyViewedItemIds", () => {
  it("answers each item once, latest view first and ties by item id, however often the newest were viewed again", async () => {
    // item 7 viewed over and over most recently, so a read of the newest rows alone finds too few items
    for (let i = 0; i < 40; i++) await view("u:repeat", "100007", 100 + i);
    for (let i = 0; i < 12; i++) await view("u:repeat", String(100000 + i), i);
    await view("u:repeat", "100003", 90);
    // two items last seen at the same moment
    await view("u:repeat", "100020", 95);
    await view("u:repeat", "100019", 95);
    for (const limit of [1, 3, 5, 12, 20]) {
      expect(await recentlyViewedItemIds(server.db, "u:repeat", limit)).toEqual(await groupedHistory("u:repeat", limit));
    }
    expect(await recentlyViewedItemIds(server.db, "u:repeat", 4)).toEqual(["100007", "100019", "100020", "100003"]);
  });

  it("answers nothing for a shopper with no views, or for no room", async () => {
    await view("u:someone-else", "100001", 1);
    expect(await recentlyViewedItemIds(server.db, "u:nobody", 5)).toEqual([]);
    expect(await recentlyViewedItemIds(server.db, "u:someone-else", 0)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/test-server";
import { EngineSource } from "./engine-source";
import { trendingItemIds } from "./engine.repository";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ products: 50 });
});
afterAll(async () => {
  await server?.close();
});

const trendingRequest = (excludeItemIds: string[], limit: number) => ({
  scheme: "TRENDING_NOW",
  coreItemIds: [],
  excludeItemIds,
  limit,
  shopper: null,
});

const itemIdsOf = async (source: EngineSource, exclude: string[], limit: number) =>
  (await source.recommend(trendingRequest(exclude, limit))).map((c) => c.itemId);

describe("trending, kept per process", () => {
  it("answers each caller what the ranked read answers, its exclusions taken out of the kept head", async () => {
    const kept = new EngineSource(server.db, undefined, { trendingTtlMs: 60_000 });
    const ranked = await trendingItemIds(server.db, [], 20);
    expect(ranked.length).toBeGreaterThan(8);
    for (const exclude of [[], ranked.slice(0, 3), [ranked[1]!, ranked[5]!, "999999"]]) {
      expect((await itemIdsOf(kept, exclude, 6)).slice(0, 6)).toEqual(await trendingItemIds(server.db, exclude, 6));
    }
  });

  it("keeps the head for its time: an item that starts trending shows at once where nothing is kept, later where it is", async () => {
    const kept = new EngineSource(server.db, undefined, { trendingTtlMs: 60_000 });
    const reading = new EngineSource(server.db);
    const before = await itemIdsOf(kept, [], 3);
    const ranked = await trendingItemIds(server.db, [], 50);
    const rising = ranked.at(-1)!;
    const top = await server.db
      .selectFrom("recItemStats")
      .select("trendScore")
      .where("itemId", "=", ranked[0]!)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("recItemStats")
      .set({ trendScore: Number(top.trendScore) * 10 })
      .where("itemId", "=", rising)
      .execute();
    expect((await itemIdsOf(reading, [], 3))[0]).toBe(rising);
    expect(await itemIdsOf(kept, [], 3)).toEqual(before);
    expect(before).not.toContain(rising);
  });
});

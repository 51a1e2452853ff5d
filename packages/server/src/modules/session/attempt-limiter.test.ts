import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DbAttemptLimiter, RedisAttemptLimiter, type AttemptLimiter } from "./attempt-limiter";
import { type TestServer, startTestServer } from "../../test/test-server";

// Two limiter instances stand for two processes: an attempt counted by one is seen by the other.
// The Redis pair runs when QUIRE_TEST_REDIS_URL names a Redis (CI sets it), and says so when skipped.

const RULE = { max: 3, windowMs: 60_000 };
const redisUrl = process.env.QUIRE_TEST_REDIS_URL;
const prefix = `quire:test:${process.pid}:${Date.now()}:`;
if (!redisUrl) console.info("attempt-limiter.test.ts: Redis limiter tests skipped (set QUIRE_TEST_REDIS_URL to run them)");

function limiterTests(pair: () => [AttemptLimiter, AttemptLimiter]) {
  it("shares attempts between processes and refuses past the limit, until the window passes", async () => {
    const [a, b] = pair();
    const key = `account:dotcom:${Math.random()}`;
    const t0 = 1_800_000_000_000;
    expect(await a.reserve(key, RULE, t0)).toBe(0);
    expect(await b.reserve(key, RULE, t0 + 1000)).toBe(0);
    expect(await a.reserve(key, RULE, t0 + 2000)).toBe(0);
    expect(await b.reserve(key, RULE, t0 + 3000)).toBe(57);
    expect(await a.reserve(key, RULE, t0 + 60_001)).toBe(0);
  });

  it("lets exactly `max` of many attempts sent at once through, from either process", async () => {
    const [a, b] = pair();
    const key = `account:dotcom:${Math.random()}`;
    const t0 = 1_800_000_000_000;
    const waits = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).reserve(key, RULE, t0 + i)));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(waits.filter((w) => w > 0)).toHaveLength(27);
  });

  it("gives an attempt back on release, and forgets the key on reset", async () => {
    const [a, b] = pair();
    const key = `account:dotcom:${Math.random()}`;
    const t0 = 1_800_000_000_000;
    for (let i = 0; i < 3; i++) await a.reserve(key, RULE, t0 + i);
    await b.release(key);
    expect(await b.reserve(key, RULE, t0 + 10)).toBe(0);
    expect(await a.reserve(key, RULE, t0 + 11)).toBeGreaterThan(0);
    await b.reset(key);
    expect(await a.reserve(key, RULE, t0 + 12)).toBe(0);
  });
}

describe("database limiter", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ products: 50 });
  });
  afterAll(async () => {
    await server?.close();
  });
  limiterTests(() => [new DbAttemptLimiter(server.db), new DbAttemptLimiter(server.db)]);
});

describe.runIf(redisUrl)("redis limiter", () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const c of clients) {
      const keys = await c.keys(`${prefix}*`);
      if (keys.length > 0) await c.del(...keys);
      await c.quit();
    }
  });
  limiterTests(() => {
    const make = () => {
      const client = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return new RedisAttemptLimiter(client, prefix);
    };
    return [make(), make()];
  });
});
